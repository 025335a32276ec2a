// SPDX-License-Identifier: GPL-3.0-or-later
#include "EvalTable.h"

#include <QJsonObject>
#include <QLocale>

namespace lotse {

namespace {

const QString none = QStringLiteral("–");

QString count(int part, int whole)
{
    return whole == 0 ? none : QStringLiteral("%1/%2").arg(part).arg(whole);
}

QString share(const std::optional<double>& value, qsizetype of)
{
    return value ? QStringLiteral("%1/%2").arg(qRound(*value * double(of))).arg(of) : none;
}

QString roundsText(const QMap<int, int>& rounds)
{
    QStringList parts;
    for (auto it = rounds.cbegin(); it != rounds.cend(); ++it)
        parts.append(QStringLiteral("%1:%2").arg(it.key()).arg(it.value()));
    return parts.join(QLatin1Char(' '));
}

QStringList scoreRow(const QString& name, const EvalScores& s)
{
    const int falseRefusals = s.falseRefusalRate ? qRound(*s.falseRefusalRate * s.answerable) : 0;
    const int falseAnswers = s.falseAnswerRate ? qRound(*s.falseAnswerRate * s.unanswerable) : 0;
    const int right = s.handledRight ? qRound(*s.handledRight * s.questions) : 0;
    return {name,
            QString::number(s.questions),
            EvalTable::percent(s.hitRateRound1),
            EvalTable::percent(s.hitRateFinal),
            EvalTable::percent(s.factCoverage),
            count(right, s.questions),
            count(falseRefusals, s.answerable),
            count(falseAnswers, s.unanswerable),
            count(s.ambiguous, s.questions),
            roundsText(s.rounds),
            QString::number(s.latencyP50Ms),
            QString::number(s.latencyP95Ms)};
}

QString costText(const std::optional<double>& cost)
{
    return cost ? QStringLiteral("$%1").arg(QLocale().toString(*cost, 'f', 4))
                : EvalTable::tr("unknown (no price for the model)");
}

} // namespace

QString EvalTable::percent(const std::optional<double>& value)
{
    return value ? QStringLiteral("%1%").arg(qRound(*value * 100)) : none;
}

QString EvalTable::table(const QStringList& header, const QList<QStringList>& rows)
{
    QList<qsizetype> widths;
    for (const QString& h : header)
        widths.append(h.size());
    for (const QStringList& row : rows) {
        for (int i = 0; i < row.size() && i < widths.size(); ++i)
            widths[i] = std::max(widths[i], row.at(i).size());
    }
    auto line = [&](const QStringList& cells) -> QString {
        QStringList padded;
        for (int i = 0; i < widths.size(); ++i)
            padded.append(cells.value(i).leftJustified(widths[i]));
        return QStringLiteral("| ") + padded.join(QStringLiteral(" | ")) + QStringLiteral(" |");
    };
    QStringList out{line(header)};
    QStringList rule;
    for (qsizetype w : std::as_const(widths))
        rule.append(QString(w, QLatin1Char('-')));
    out.append(QStringLiteral("|-") + rule.join(QStringLiteral("-|-")) + QStringLiteral("-|"));
    for (const QStringList& row : rows)
        out.append(line(row));
    return out.join(QLatin1Char('\n'));
}

QString EvalTable::scores(const EvalReport& report)
{
    QList<QStringList> rows;
    for (const auto& [kind, scores] : report.byKind())
        rows.append(scoreRow(kind, scores));
    const EvalScores overall = report.overall();
    rows.append(scoreRow(tr("**overall**"), overall));
    QString text = table({tr("kind"), QStringLiteral("n"), tr("source @ round 1"), tr("source @ final"),
                          tr("key facts"), tr("handled right"), tr("false refusals"), tr("false answers"),
                          tr("ambiguous"), tr("rounds used"), QStringLiteral("p50 ms"), QStringLiteral("p95 ms")},
                         rows);
    if (overall.ambiguous > 0)
        text += tr("\n\nAmbiguous (answered from the closest section, with a caveat; neither a refusal nor an "
                   "answer): %1 of the answerable questions, %2 of the unanswerable ones.")
                    .arg(count(qRound(overall.ambiguousAnswerableRate.value_or(0) * overall.answerable),
                               overall.answerable),
                         count(qRound(overall.ambiguousUnanswerableRate.value_or(0) * overall.unanswerable),
                               overall.unanswerable));
    text += tr("\n\nAnswer check: %1 of %2 checked statements not supported by the passages they cite (%3); "
               "answers not shown for that: %4.")
                .arg(overall.unsupportedClaims)
                .arg(overall.claims)
                .arg(percent(overall.unsupportedClaimRate))
                .arg(overall.unsupported);
    if (overall.contradictionCases > 0 || overall.forbiddenMentions > 0)
        text += tr(" Contradictions named: %1 of %2. Forbidden mentions (must_not_mention): %3.")
                    .arg(overall.contradictionsNamed)
                    .arg(overall.contradictionCases)
                    .arg(overall.forbiddenMentions);
    text += tr("\n\nTokens: %1 prompt, %2 completion. Estimated cost: %3.")
                .arg(overall.promptTokens)
                .arg(overall.completionTokens)
                .arg(costText(overall.costUsd));
    return text;
}

QString EvalTable::questions(const EvalReport& report)
{
    QList<QStringList> rows;
    for (const EvalResult& r : report.results) {
        QStringList notes;
        if (!r.factsMissing.isEmpty())
            notes.append(tr("missing: ") + r.factsMissing.join(QStringLiteral(", ")));
        if (r.unsupportedClaims > 0)
            notes.append(tr("%1 of %2 statements unsupported").arg(r.unsupportedClaims).arg(r.claims));
        if (r.expectContradiction && r.contradictions == 0)
            notes.append(tr("contradiction not named"));
        if (!r.forbiddenFound.isEmpty())
            notes.append(tr("says: ") + r.forbiddenFound.join(QStringLiteral(", ")));
        if (!r.error.isEmpty())
            notes.append(r.error.left(80));
        rows.append({r.id, r.kind, r.outcome, r.handledRight ? tr("yes") : tr("NO"), QString::number(r.rounds),
                     share(r.round1Recall, r.expectedSources.size()), share(r.finalRecall, r.expectedSources.size()),
                     share(r.factCoverage, r.mustMention.size()), QString::number(r.latencyMs),
                     notes.join(QStringLiteral("; "))});
    }
    return table({tr("id"), tr("kind"), tr("outcome"), tr("right"), tr("rounds"), tr("sources r1"), tr("sources final"),
                  tr("key facts"), QStringLiteral("ms"), tr("notes")},
                 rows);
}

QString EvalTable::comparison(const EvalComparison& c)
{
    QStringList lines;
    auto delta = [](const QString& what, const std::optional<double>& a, const std::optional<double>& b) -> QString {
        return QStringLiteral("%1 %2 → %3").arg(what, percent(a), percent(b));
    };
    lines.append(tr("Compared with the earlier run: %1 question(s) better, %2 worse, %3 unchanged.")
                     .arg(c.betterCount())
                     .arg(c.worseCount())
                     .arg(c.unchanged));
    lines.append(
        QStringList{delta(tr("source @ round 1"), c.before.hitRateRound1, c.after.hitRateRound1),
                    delta(tr("source @ final"), c.before.hitRateFinal, c.after.hitRateFinal),
                    delta(tr("key facts"), c.before.factCoverage, c.after.factCoverage),
                    delta(tr("handled right"), c.before.handledRight, c.after.handledRight),
                    delta(tr("unsupported statements"), c.before.unsupportedClaimRate, c.after.unsupportedClaimRate)}
            .join(QStringLiteral("; ")));
    for (const EvalComparison::Change& change : c.changes) {
        const QString label = change.worse.isEmpty() ? (change.better.isEmpty() ? tr("changed") : tr("better"))
                                                     : (change.better.isEmpty() ? tr("worse") : tr("mixed"));
        QStringList parts;
        for (const QString& b : change.better)
            parts.append(QStringLiteral("+ ") + b);
        for (const QString& w : change.worse)
            parts.append(QStringLiteral("- ") + w);
        for (const QString& n : change.notes)
            parts.append(n);
        lines.append(QStringLiteral("  %1  %2 (%3): %4")
                         .arg(label.leftJustified(7), change.id, change.kind, parts.join(QStringLiteral("; "))));
    }
    if (!c.onlyBefore.isEmpty())
        lines.append(tr("  no longer in the set: ") + c.onlyBefore.join(QStringLiteral(", ")));
    if (!c.onlyAfter.isEmpty())
        lines.append(tr("  new in the set: ") + c.onlyAfter.join(QStringLiteral(", ")));
    return lines.join(QLatin1Char('\n'));
}

} // namespace lotse
