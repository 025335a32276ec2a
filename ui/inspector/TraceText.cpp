// SPDX-License-Identifier: GPL-3.0-or-later
#include "TraceText.h"

#include "TraceTableModel.h"
#include "answer/Grounding.h"
#include "answer/StatementSplitter.h"
#include "shared/Format.h"

#include <QDir>
#include <QJsonArray>
#include <QLocale>

namespace lotse::ui {

namespace {

QString row(const QString& label, const QString& value)
{
    return QStringLiteral("<tr><td style='padding-right:12px'><b>%1</b></td><td>%2</td></tr>")
        .arg(label.toHtmlEscaped(), value.toHtmlEscaped());
}

QString section(const QString& title)
{
    return QStringLiteral("<tr><td colspan='2' style='padding-top:8px'><i>%1</i></td></tr>").arg(title.toHtmlEscaped());
}

} // namespace

QString TraceText::escapeMarkdown(QString text)
{
    for (const QChar c : {u'\\', u'*', u'_', u'[', u']', u'`', u'<', u'>', u'#'})
        text.replace(c, QStringLiteral("\\") + c);
    return text;
}

QString TraceText::answerMarkdown(const QJsonObject& trace)
{
    QString out = trace.value(QStringLiteral("answer")).toString();
    if (out.trimmed().isEmpty())
        out = tr("*No answer was given.*");
    const QJsonArray citations = trace.value(QStringLiteral("citations")).toArray();
    if (!citations.isEmpty()) {
        out += QStringLiteral("\n\n---\n\n**%1**\n\n").arg(tr("Sources"));
        int n = 0;
        for (const QJsonValue& value : citations) {
            const QJsonObject c = value.toObject();
            out += tr("%1. %2 — %3 (passage %4)")
                       .arg(QString::number(++n), escapeMarkdown(c.value(QStringLiteral("heading")).toString()),
                            escapeMarkdown(QDir::toNativeSeparators(c.value(QStringLiteral("source")).toString())),
                            QString::number(c.value(QStringLiteral("chunkId")).toInteger()));
            if (!c.value(QStringLiteral("supported")).toBool(true))
                out += QStringLiteral(" — ") + tr("✗ does not support the statements that cited it");
            else if (const QJsonObject quote = c.value(QStringLiteral("quote")).toObject(); !quote.isEmpty())
                out +=
                    QStringLiteral(" — ✓ “%1”")
                        .arg(escapeMarkdown(StatementSplitter::plain(quote.value(QStringLiteral("text")).toString())));
            out += u'\n';
        }
    }
    out += checkMarkdown(trace);
    const QJsonArray removed = trace.value(QStringLiteral("removedCitations")).toArray();
    if (!removed.isEmpty()) {
        QStringList ids;
        for (const QJsonValue& id : removed)
            ids.append(QString::number(id.toInteger()));
        out += QStringLiteral("\n\n")
               + tr("**Removed citations:** the answer linked to passages %1, which were not among the passages "
                    "found, so the links were taken out.")
                     .arg(ids.join(QStringLiteral(", ")))
               + u'\n';
    }
    return out;
}

QString TraceText::checkMarkdown(const QJsonObject& trace)
{
    const Grounding g = Grounding::fromJson(trace.value(QStringLiteral("grounding")).toObject());
    QString out;
    QStringList removed;
    for (const Claim& c : g.claims) {
        if (!c.supported())
            removed.append(QStringLiteral("- “%1” — %2").arg(escapeMarkdown(c.text), escapeMarkdown(c.reason)));
    }
    if (!removed.isEmpty())
        out += QStringLiteral("\n\n**%1**\n\n").arg(tr("Statements not supported by the passages they cite"))
               + removed.join(u'\n') + u'\n';
    QStringList contradictions;
    for (const Contradiction& k : g.contradictions) {
        QStringList sides;
        for (const Contradiction::Side& s : k.sides)
            sides.append(tr("%1 says “%2”").arg(escapeMarkdown(s.label), escapeMarkdown(s.value)));
        contradictions.append(QStringLiteral("- ") + sides.join(QStringLiteral("; ")));
    }
    if (!contradictions.isEmpty())
        out += QStringLiteral("\n\n**%1**\n\n").arg(tr("Contradictions in the handbook (for its owners to fix)"))
               + contradictions.join(u'\n') + u'\n';
    const QString written = trace.value(QStringLiteral("writtenAnswer")).toString();
    if (!written.isEmpty() && written != trace.value(QStringLiteral("answer")).toString()) {
        QString quoted = written;
        quoted.replace(u'\n', QStringLiteral("\n> "));
        out += QStringLiteral("\n\n**%1**\n\n> %2\n").arg(tr("The answer as it was written, before the check"), quoted);
    }
    return out;
}

QString TraceText::detailsHtml(const TraceRecord& record)
{
    const TraceSummary& s = record.summary;
    const QJsonObject& t = record.trace;
    const QLocale locale;
    const QJsonObject provider = t.value(QStringLiteral("provider")).toObject();
    const QJsonObject options = t.value(QStringLiteral("options")).toObject();
    const QJsonObject usage = t.value(QStringLiteral("usage")).toObject();
    const QJsonObject timings = t.value(QStringLiteral("timings")).toObject();
    const QJsonValue cost = t.value(QStringLiteral("cost"));
    auto ms = [&](const char* key) { return Format::duration(timings.value(QLatin1String(key)).toInteger()); };

    QString html = QStringLiteral("<table>");
    html += row(tr("Asked"), locale.toString(s.createdAt.toLocalTime(), QLocale::LongFormat));
    html += row(tr("Outcome"), TraceTableModel::outcomeText(s.outcome));
    if (const QString error = t.value(QStringLiteral("error")).toString(); !error.isEmpty())
        html += row(tr("Error"), error);
    html += section(tr("Provider"));
    html += row(tr("Mode"), provider.value(QStringLiteral("kind")).toString());
    const QString chat = provider.value(QStringLiteral("chatModel")).toString();
    const QString model = provider.value(QStringLiteral("model")).toString();
    html += row(tr("Chat model"), chat.isEmpty()    ? tr("none (offline)")
                                  : model.isEmpty() ? chat
                                                    : tr("%1 (deployment %2)").arg(model, chat));
    const QString embedding = provider.value(QStringLiteral("embeddingModel")).toString();
    html += row(tr("Embedding model"), embedding.isEmpty() ? tr("none (keyword search)") : embedding);
    html += section(tr("Settings"));
    html += row(tr("Maximum rounds"), QString::number(options.value(QStringLiteral("maxRounds")).toInt()));
    html += row(tr("Passages per round"), QString::number(options.value(QStringLiteral("topK")).toInt()));
    html += row(tr("Sufficient coverage"),
                locale.toString(options.value(QStringLiteral("sufficientCoverage")).toDouble(), 'f', 2));
    html += row(tr("Minimum score"), locale.toString(options.value(QStringLiteral("minScore")).toDouble(), 'f', 2));
    html += section(tr("Use"));
    html += row(tr("Rounds"), tr("%1 (%2 not sufficient)").arg(s.rounds).arg(s.insufficientRounds));
    html += row(tr("Tokens"), tr("%1 prompt + %2 completion = %3")
                                  .arg(locale.toString(usage.value(QStringLiteral("promptTokens")).toInt()),
                                       locale.toString(usage.value(QStringLiteral("completionTokens")).toInt()),
                                       locale.toString(usage.value(QStringLiteral("totalTokens")).toInt())));
    // Part of the completion (reasoning) and of the prompt (cached): shown where there are any.
    if (const int reasoning = usage.value(QStringLiteral("reasoningTokens")).toInt(); reasoning > 0)
        html += row(tr("Reasoning tokens"), tr("%1 of the completion tokens").arg(locale.toString(reasoning)));
    if (const int cached = usage.value(QStringLiteral("cachedTokens")).toInt(); cached > 0)
        html += row(tr("Cached tokens"), tr("%1 of the prompt tokens").arg(locale.toString(cached)));
    if (cost.isObject()) {
        const QJsonObject c = cost.toObject();
        QString text = QStringLiteral("$%1").arg(locale.toString(c.value(QStringLiteral("usd")).toDouble(), 'f', 6));
        if (c.contains(QStringLiteral("inputPerMillion"))) {
            text = tr("%1 (%2: $%3 in, $%4 out per million tokens)")
                       .arg(text, c.value(QStringLiteral("model")).toString(),
                            locale.toString(c.value(QStringLiteral("inputPerMillion")).toDouble()),
                            locale.toString(c.value(QStringLiteral("outputPerMillion")).toDouble()));
        }
        html += row(tr("Estimated cost"), text);
    } else {
        html += row(tr("Estimated cost"), tr("unknown: no price for this model (see the price table)"));
    }
    html += section(tr("Timings"));
    html += row(tr("Total"), ms("totalMs"));
    if (timings.value(QStringLiteral("decomposeMs")).toInteger() > 0)
        html += row(tr("Splitting the question"), ms("decomposeMs"));
    html += row(tr("Searching"), ms("retrieveMs"));
    html += row(tr("Grading"), ms("gradeMs"));
    html += row(tr("Rewriting queries"), ms("rewriteMs"));
    html += row(tr("Answering"), ms("answerMs"));
    if (timings.contains(QStringLiteral("checkMs")))
        html += row(tr("Checking the answer"), ms("checkMs"));
    html += QStringLiteral("</table>");
    return html;
}

} // namespace lotse::ui
