// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "store/TraceTypes.h"

#include <QList>
#include <QString>

namespace lotse::cli {

// Stored traces as text: a table of many, or one in full (the rounds replayed, each verdict with
// its rationale and the grader's raw output, the answer, citations, tokens, cost and timings).
class TraceText final
{
public:
    static QString table(const QList<TraceSummary>& traces);
    static QString details(const TraceRecord& record);
};

} // namespace lotse::cli
