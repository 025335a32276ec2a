// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "trace/TraceTypes.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

namespace lotse::cli {

// Stored traces as text: a table of many, or one in full (the rounds replayed, each verdict with
// its rationale and the grader's raw output, the answer, citations, tokens, cost and timings).
class TraceText final
{
    Q_DECLARE_TR_FUNCTIONS(lotse::cli::TraceText)
public:
    static QString table(const QList<TraceSummary>& traces);
    static QString details(const TraceRecord& record);
    // "Verdict: sufficient. %1" (ambiguous, not sufficient), %1 for the rationale.
    static QString verdictLine(bool sufficient, bool ambiguous);
    // An outcome ("answered", "refused", …, as in traces and JSON) as a word in the interface language.
    static QString outcome(const QString& name);
};

} // namespace lotse::cli
