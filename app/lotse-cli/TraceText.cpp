// SPDX-License-Identifier: GPL-3.0-or-later
#include "TraceText.h"

#include "trace/TraceReport.h"

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

// A team member's question in a manager's copy starts with who asked.
QString asker(const TraceSummary& s)
{
    return s.askedBy.isEmpty() ? QString() : QStringLiteral("[%1] ").arg(s.askedBy);
}

} // namespace

QString TraceText::table(const QList<TraceSummary>& traces)
{
    // Column widths fit the headings and outcome words of any language.
    const QString roundsHeading = tr("rounds");
    qsizetype outcomeWidth = tr("outcome").size();
    for (const char* name : {"answered", "ambiguous", "refused", "failed", "cancelled", "truncated", "unsupported"})
        outcomeWidth = std::max(outcomeWidth, TraceReport::outcomeWord(QLatin1String(name)).size());
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
                              TraceReport::outcomeWord(s.outcome).leftJustified(outcomeWidth),
                              rounds.rightJustified(roundsWidth), QString::number(s.durationMs).rightJustified(6),
                              QString::number(s.promptTokens + s.completionTokens).rightJustified(6),
                              cost(s.costUsd).rightJustified(7), oneLine(asker(s) + s.question, 70)));
    }
    lines.append(
        tr("%n trace(s); * the grader found the evidence insufficient in some round.", nullptr, int(traces.size())));
    return lines.join(QLatin1Char('\n'));
}

QString TraceText::details(const TraceRecord& record)
{
    const TraceSummary& s = record.summary;
    const Trace& t = record.trace;
    QStringList out{tr("Trace %1").arg(s.id)};
    for (const TraceFactGroup& group : TraceReport::facts(record)) {
        const QString indent = group.title.isEmpty() ? QString() : QStringLiteral("  ");
        if (!group.title.isEmpty())
            out.append(group.title + u':');
        for (const TraceFact& fact : group.facts)
            out.append(indent + fact.label + QStringLiteral(": ") + fact.value);
    }
    out.append(QString());
    out.append(tr("Question: %1").arg(t.question));
    if (t.subQuestions && !t.subQuestions->isEmpty()) {
        out.append(tr("Split into sub-questions:"));
        for (const QString& q : *t.subQuestions)
            out.append(QStringLiteral("  - ") + q);
    }
    out.append(TraceReport::roundLines(t));
    out.append(
        QLatin1Char('\n')
        + tr("== %1 after %n round(s), %2 ms, %3 tokens (%4 prompt, %5 completion), cost %6 ==", nullptr, s.rounds)
              .arg(TraceReport::outcomeWord(s.outcome))
              .arg(s.durationMs)
              .arg(s.promptTokens + s.completionTokens)
              .arg(s.promptTokens)
              .arg(s.completionTokens)
              .arg(cost(s.costUsd)));
    out.append(TraceReport::answerText(t, TraceReport::Markup::Plain));
    return out.join(QLatin1Char('\n'));
}

} // namespace lotse::cli
