// SPDX-License-Identifier: GPL-3.0-or-later
#include "HandbookContradictions.h"

#include "common/Logging.h"
#include "trace/TraceStore.h"

#include <QHash>
#include <algorithm>

namespace lotse {

namespace {

// Which passages disagree, whatever the order: the key two questions' findings are merged by.
QString keyOf(const HandbookContradiction& c)
{
    QStringList sides;
    for (const HandbookContradiction::Side& s : c.sides)
        sides.append(s.path + QChar(0x1f) + s.label + QChar(0x1f) + s.value);
    sides.sort();
    return sides.join(QChar(0x1e));
}

} // namespace

QList<HandbookContradiction> HandbookContradictions::fromTrace(const TraceSummary& summary, const Trace& trace)
{
    QList<HandbookContradiction> out;
    if (!trace.grounding)
        return out;
    for (const Contradiction& found : trace.grounding->contradictions) {
        HandbookContradiction c;
        c.subject = found.subject;
        for (const Contradiction::Side& side : found.sides)
            c.sides.append({side.path, side.label, side.value, side.quote.text});
        if (c.sides.size() < 2)
            continue;
        c.questions = 1;
        c.lastAsked = summary.createdAt;
        c.lastQuestion = summary.question;
        out.append(c);
    }
    return out;
}

QList<HandbookContradiction> HandbookContradictions::merge(const QList<HandbookContradiction>& found)
{
    QList<HandbookContradiction> out;
    QHash<QString, qsizetype> at;
    for (const HandbookContradiction& c : found) {
        const QString key = keyOf(c);
        const auto it = at.constFind(key);
        if (it == at.cend()) {
            at.insert(key, out.size());
            out.append(c);
            continue;
        }
        HandbookContradiction& known = out[*it];
        known.questions += c.questions;
        if (c.lastAsked > known.lastAsked) {
            known.lastAsked = c.lastAsked;
            known.lastQuestion = c.lastQuestion;
        }
    }
    std::stable_sort(out.begin(), out.end(), [](const auto& a, const auto& b) {
        return a.questions != b.questions ? a.questions > b.questions : a.lastAsked > b.lastAsked;
    });
    return out;
}

Result<QList<HandbookContradiction>> HandbookContradictions::fromStore(const TraceStore& store,
                                                                       const TraceFilter& filter)
{
    TraceFilter f = filter;
    // Only an answer was checked: a refusal or a failure has no grounding.
    f.outcomes = {QStringLiteral("answered"), QStringLiteral("unsupported"), QStringLiteral("truncated")};
    const auto summaries = store.list(f);
    if (!summaries)
        return summaries.error();
    QList<HandbookContradiction> found;
    for (const TraceSummary& s : summaries.value()) {
        const auto record = store.trace(s.id);
        if (!record && record.error().code == Error::Code::Unsupported) {
            qCWarning(lcStore) << record.error().message; // one unreadable trace does not stop the report
            continue;
        }
        if (!record)
            return record.error();
        found += fromTrace(record.value().summary, record.value().trace);
    }
    return merge(found);
}

} // namespace lotse
