// SPDX-License-Identifier: GPL-3.0-or-later
#include "TraceText.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>
#include <algorithm>

namespace lotse::cli {

namespace {

QString when(const QDateTime& utc)
{
    return utc.toLocalTime().toString(QStringLiteral("yyyy-MM-dd HH:mm"));
}

QString cost(const std::optional<double>& usd)
{
    return usd ? QStringLiteral("$%1").arg(QLocale().toString(*usd, 'f', 4)) : QStringLiteral("–");
}

QString oneLine(QString text, int width)
{
    text.replace(QLatin1Char('\n'), QLatin1Char(' '));
    return text.size() > width ? text.left(width - 1) + QStringLiteral("…") : text;
}

// The machine names stored in traces, and their words for people.
constexpr const char* outcomeWords[][2] = {
    {"answered", QT_TRANSLATE_NOOP("lotse::cli::TraceText", "answered")},
    {"ambiguous", QT_TRANSLATE_NOOP("lotse::cli::TraceText", "answered with a caveat")},
    {"refused", QT_TRANSLATE_NOOP("lotse::cli::TraceText", "refused")},
    {"failed", QT_TRANSLATE_NOOP("lotse::cli::TraceText", "failed")},
    {"cancelled", QT_TRANSLATE_NOOP("lotse::cli::TraceText", "cancelled")},
    {"truncated", QT_TRANSLATE_NOOP("lotse::cli::TraceText", "cut off")},
    {"unsupported", QT_TRANSLATE_NOOP("lotse::cli::TraceText", "not supported by its sources")},
};

} // namespace

QString TraceText::verdictLine(bool sufficient, bool ambiguous)
{
    if (sufficient)
        return tr("Verdict: sufficient. %1");
    return ambiguous ? tr("Verdict: ambiguous. %1") : tr("Verdict: not sufficient. %1");
}

QString TraceText::outcome(const QString& name)
{
    for (const auto& [key, word] : outcomeWords) {
        if (name == QLatin1String(key))
            return tr(word);
    }
    return name;
}

QString TraceText::table(const QList<TraceSummary>& traces)
{
    // Column widths fit the headings and outcome words of any language.
    const QString roundsHeading = tr("rounds");
    qsizetype outcomeWidth = tr("outcome").size();
    for (const auto& [key, word] : outcomeWords)
        outcomeWidth = std::max(outcomeWidth, tr(word).size());
    const qsizetype roundsWidth = std::max(roundsHeading.size(), qsizetype(6));
    QStringList lines{QStringLiteral("%1  %2  %3  %4  %5  %6  %7  %8")
                          .arg(tr("id").rightJustified(5), tr("asked").leftJustified(16),
                               tr("outcome").leftJustified(outcomeWidth), roundsHeading.rightJustified(roundsWidth),
                               tr("ms").rightJustified(6), tr("tokens").rightJustified(6), tr("cost").rightJustified(7),
                               tr("question"))};
    for (const TraceSummary& s : traces) {
        const QString rounds =
            QString::number(s.rounds) + (s.insufficientRounds > 0 ? QStringLiteral("*") : QStringLiteral(" "));
        lines.append(QStringLiteral("%1  %2  %3  %4  %5  %6  %7  %8")
                         .arg(QString::number(s.id).rightJustified(5), when(s.createdAt).leftJustified(16),
                              outcome(s.outcome).leftJustified(outcomeWidth), rounds.rightJustified(roundsWidth),
                              QString::number(s.durationMs).rightJustified(6),
                              QString::number(s.promptTokens + s.completionTokens).rightJustified(6),
                              cost(s.costUsd).rightJustified(7), oneLine(s.question, 70)));
    }
    lines.append(
        tr("%n trace(s); * the grader found the evidence insufficient in some round.", nullptr, int(traces.size())));
    return lines.join(QLatin1Char('\n'));
}

QString TraceText::details(const TraceRecord& record)
{
    const TraceSummary& s = record.summary;
    const QJsonObject& t = record.trace;
    QStringList out;
    const QJsonObject provider = t.value(QStringLiteral("provider")).toObject();
    const QString model = provider.value(QStringLiteral("chatModel")).toString();
    const QString answeredBy = s.provider.isEmpty() ? tr("offline")
                               : model.isEmpty()    ? s.provider
                                                    : QStringLiteral("%1 (%2)").arg(s.provider, model);
    out.append(tr("Trace %1, asked %2, %3")
                   .arg(s.id)
                   .arg(s.createdAt.toLocalTime().toString(QStringLiteral("yyyy-MM-dd HH:mm:ss")), answeredBy));
    const QJsonObject options = t.value(QStringLiteral("options")).toObject();
    out.append(tr("Settings: at most %n round(s), %1 passages per round, coverage %2, minimum score %3", nullptr,
                  options.value(QStringLiteral("maxRounds")).toInt())
                   .arg(options.value(QStringLiteral("topK")).toInt())
                   .arg(QLocale().toString(options.value(QStringLiteral("sufficientCoverage")).toDouble()))
                   .arg(QLocale().toString(options.value(QStringLiteral("minScore")).toDouble())));
    out.append(tr("Question: %1").arg(t.value(QStringLiteral("question")).toString()));
    const QJsonArray subQuestions = t.value(QStringLiteral("subQuestions")).toArray();
    if (!subQuestions.isEmpty()) {
        out.append(tr("Split into sub-questions:"));
        for (const QJsonValue& q : subQuestions)
            out.append(QStringLiteral("  - ") + q.toString());
    }
    for (const QJsonValue& value : t.value(QStringLiteral("rounds")).toArray()) {
        const QJsonObject r = value.toObject();
        out.append(QLatin1Char('\n')
                   + tr("Round %1  query: “%2”  (search %3 ms, grading %4 ms)")
                         .arg(r.value(QStringLiteral("round")).toInt())
                         .arg(r.value(QStringLiteral("query")).toString())
                         .arg(r.value(QStringLiteral("retrieveMs")).toInteger())
                         .arg(r.value(QStringLiteral("gradeMs")).toInteger()));
        for (const QJsonValue& h : r.value(QStringLiteral("hits")).toArray()) {
            const QJsonObject hit = h.toObject();
            QStringList heading;
            for (const QJsonValue& part : hit.value(QStringLiteral("heading")).toArray())
                heading.append(part.toString());
            out.append(QStringLiteral("  ")
                       + tr("%1. %2 (raw %3)  %4  (%5)")
                             .arg(hit.value(QStringLiteral("rank")).toInt())
                             .arg(QLocale().toString(hit.value(QStringLiteral("score")).toDouble(), 'f', 2), 4)
                             .arg(QLocale().toString(hit.value(QStringLiteral("rawScore")).toDouble(), 'f', 2))
                             .arg(heading.isEmpty() ? hit.value(QStringLiteral("title")).toString()
                                                    : heading.join(QStringLiteral(" › ")),
                                  QDir::toNativeSeparators(hit.value(QStringLiteral("source")).toString())));
        }
        const QJsonObject verdict = r.value(QStringLiteral("verdict")).toObject();
        if (!verdict.isEmpty()) {
            out.append(QStringLiteral("  ")
                       + verdictLine(verdict.value(QStringLiteral("sufficient")).toBool(),
                                     verdict.value(QStringLiteral("ambiguous")).toBool())
                             .arg(verdict.value(QStringLiteral("rationale")).toString()));
            const QJsonObject raw = verdict.value(QStringLiteral("raw")).toObject();
            if (!raw.isEmpty())
                out.append(QStringLiteral("  ")
                           + tr("Grader output: %1")
                                 .arg(QString::fromUtf8(QJsonDocument(raw).toJson(QJsonDocument::Compact))));
        }
        if (!r.value(QStringLiteral("newQuery")).toString().isEmpty())
            out.append(QStringLiteral("  ")
                       + tr("Rewritten query: “%1” (%2 ms)")
                             .arg(r.value(QStringLiteral("newQuery")).toString())
                             .arg(r.value(QStringLiteral("rewriteMs")).toInteger()));
    }
    out.append(
        QLatin1Char('\n')
        + tr("== %1 after %n round(s), %2 ms, %3 tokens (%4 prompt, %5 completion), cost %6 ==", nullptr, s.rounds)
              .arg(outcome(s.outcome))
              .arg(s.durationMs)
              .arg(s.promptTokens + s.completionTokens)
              .arg(s.promptTokens)
              .arg(s.completionTokens)
              .arg(cost(s.costUsd)));
    const QJsonObject usage = t.value(QStringLiteral("usage")).toObject();
    if (usage.value(QStringLiteral("reasoningTokens")).toInt() > 0
        || usage.value(QStringLiteral("cachedTokens")).toInt() > 0)
        out.append(tr("Of these: %1 reasoning tokens, %2 cached prompt tokens.")
                       .arg(usage.value(QStringLiteral("reasoningTokens")).toInt())
                       .arg(usage.value(QStringLiteral("cachedTokens")).toInt()));
    const QString answer = t.value(QStringLiteral("answer")).toString();
    if (!answer.isEmpty())
        out.append(answer);
    if (!t.value(QStringLiteral("error")).toString().isEmpty())
        out.append(tr("Error: %1").arg(t.value(QStringLiteral("error")).toString()));
    const QJsonArray citations = t.value(QStringLiteral("citations")).toArray();
    if (!citations.isEmpty()) {
        out.append(QLatin1Char('\n') + tr("Sources:"));
        for (int i = 0; i < citations.size(); ++i) {
            const QJsonObject c = citations.at(i).toObject();
            out.append(QStringLiteral("  [%1] %2 (%3), lotse://chunk/%4")
                           .arg(i + 1)
                           .arg(c.value(QStringLiteral("heading")).toString(),
                                QDir::toNativeSeparators(c.value(QStringLiteral("source")).toString()))
                           .arg(c.value(QStringLiteral("chunkId")).toInteger()));
        }
    }
    const QJsonArray removed = t.value(QStringLiteral("removedCitations")).toArray();
    if (!removed.isEmpty()) {
        QStringList ids;
        for (const QJsonValue& id : removed)
            ids.append(QStringLiteral("lotse://chunk/%1").arg(id.toInteger()));
        out.append(tr("Removed citations to passages outside the evidence: %1").arg(ids.join(QStringLiteral(", "))));
    }
    const QJsonObject timings = t.value(QStringLiteral("timings")).toObject();
    if (!timings.isEmpty()) {
        out.append(tr("Timings: search %1 ms, grading %2 ms, rewriting %3 ms, answer %4 ms")
                       .arg(timings.value(QStringLiteral("retrieveMs")).toInteger())
                       .arg(timings.value(QStringLiteral("gradeMs")).toInteger())
                       .arg(timings.value(QStringLiteral("rewriteMs")).toInteger())
                       .arg(timings.value(QStringLiteral("answerMs")).toInteger()));
    }
    return out.join(QLatin1Char('\n'));
}

} // namespace lotse::cli
