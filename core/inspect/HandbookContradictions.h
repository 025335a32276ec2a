// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/Result.h"
#include "trace/TraceTypes.h"

#include <QDateTime>
#include <QJsonObject>
#include <QList>
#include <QStringList>

namespace lotse {

class TraceStore;

// Places where the handbook contradicts itself, as the answer check found them in the evidence of
// stored questions: the same passages giving different values, once per pair of passages however
// many questions ran into it. Something for the knowledge manager to fix at the source, next to the
// content gaps.
struct HandbookContradiction
{
    struct Side
    {
        QString path;
        QString label; // the passage, as a citation names it
        QString value; // "30 working days"
        QString quote; // the sentence that states it
    };
    QString subject;
    QList<Side> sides;
    int questions = 0;
    QDateTime lastAsked;
    QString lastQuestion; // TraceStore::placeholder() when it was not stored
};

class HandbookContradictions final
{
public:
    // The contradictions in one stored trace (its "grounding").
    static QList<HandbookContradiction> fromTrace(const TraceSummary& summary, const Trace& trace);
    // All of them among the traces the filter selects, merged by their passages, most asked first.
    static Result<QList<HandbookContradiction>> fromStore(const TraceStore& store, const TraceFilter& filter = {});
    static QList<HandbookContradiction> merge(const QList<HandbookContradiction>& found);
};

} // namespace lotse
