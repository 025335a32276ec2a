// SPDX-License-Identifier: GPL-3.0-or-later
#include "EvalComparison.h"

#include <QHash>
#include <QJsonArray>
#include <QSet>
#include <algorithm>

namespace lotse {

namespace {

QString fraction(const std::optional<double>& share, qsizetype of)
{
    if (!share)
        return QStringLiteral("–");
    return QStringLiteral("%1/%2").arg(qRound(*share * double(of))).arg(of);
}

// Adds "what a → b" to better or worse when an optional share changed.
void compareShare(EvalComparison::Change& change, const QString& what, const std::optional<double>& a,
                  const std::optional<double>& b, qsizetype of)
{
    if (!a || !b || qFuzzyCompare(1.0 + *a, 1.0 + *b))
        return;
    const QString text = QStringLiteral("%1 %2 → %3").arg(what, fraction(a, of), fraction(b, of));
    (*b > *a ? change.better : change.worse).append(text);
}

QString outcomeText(const EvalResult& r)
{
    return r.outcome.isEmpty() ? EvalComparison::tr("no outcome") : r.outcome;
}

} // namespace

int EvalComparison::betterCount() const
{
    return int(std::count_if(changes.cbegin(), changes.cend(), [](const Change& c) { return !c.better.isEmpty(); }));
}

int EvalComparison::worseCount() const
{
    return int(std::count_if(changes.cbegin(), changes.cend(), [](const Change& c) { return !c.worse.isEmpty(); }));
}

EvalComparison EvalComparison::compare(const EvalReport& beforeReport, const EvalReport& afterReport)
{
    EvalComparison out;
    out.before = beforeReport.overall();
    out.after = afterReport.overall();
    QHash<QString, const EvalResult*> old;
    for (const EvalResult& r : beforeReport.results)
        old.insert(r.id, &r);
    QSet<QString> seen;
    for (const EvalResult& now : afterReport.results) {
        seen.insert(now.id);
        const EvalResult* was = old.value(now.id);
        if (!was) {
            out.onlyAfter.append(now.id);
            continue;
        }
        Change c{now.id, now.kind, now.question, {}, {}, {}};
        if (was->handledRight != now.handledRight) {
            const QString text = now.unanswerable ? tr("unanswerable: now %1 (was %2)") : tr("now %1 (was %2)");
            (now.handledRight ? c.better : c.worse).append(text.arg(outcomeText(now), outcomeText(*was)));
        } else if (was->outcome != now.outcome) {
            c.notes.append(tr("now %1 (was %2)").arg(outcomeText(now), outcomeText(*was)));
        }
        compareShare(c, tr("key facts"), was->factCoverage, now.factCoverage, now.mustMention.size());
        compareShare(c, tr("expected sources at the final round"), was->finalRecall, now.finalRecall,
                     now.expectedSources.size());
        compareShare(c, tr("expected sources in round 1"), was->round1Recall, now.round1Recall,
                     now.expectedSources.size());
        if (was->rounds != now.rounds)
            c.notes.append(QStringLiteral("rounds %1 → %2").arg(was->rounds).arg(now.rounds));
        if (c.better.isEmpty() && c.worse.isEmpty() && c.notes.isEmpty())
            ++out.unchanged;
        else
            out.changes.append(c);
    }
    for (const EvalResult& r : beforeReport.results) {
        if (!seen.contains(r.id))
            out.onlyBefore.append(r.id);
    }
    return out;
}

QJsonObject EvalComparison::toJson() const
{
    QJsonArray array;
    for (const Change& c : changes) {
        array.append(QJsonObject{{QStringLiteral("id"), c.id},
                                 {QStringLiteral("kind"), c.kind},
                                 {QStringLiteral("better"), QJsonArray::fromStringList(c.better)},
                                 {QStringLiteral("worse"), QJsonArray::fromStringList(c.worse)},
                                 {QStringLiteral("notes"), QJsonArray::fromStringList(c.notes)}});
    }
    return {{QStringLiteral("before"), before.toJson()},
            {QStringLiteral("after"), after.toJson()},
            {QStringLiteral("changes"), array},
            {QStringLiteral("better"), betterCount()},
            {QStringLiteral("worse"), worseCount()},
            {QStringLiteral("unchanged"), unchanged},
            {QStringLiteral("onlyBefore"), QJsonArray::fromStringList(onlyBefore)},
            {QStringLiteral("onlyAfter"), QJsonArray::fromStringList(onlyAfter)}};
}

} // namespace lotse
