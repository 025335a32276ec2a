// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "trace/TraceTypes.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

namespace lotse::cli {

// Stored traces in a terminal: a table of many, or one in full in TraceReport's words (what
// answered how, the rounds replayed with each verdict and the grader's raw output, the answer with
// its sources and its check).
class TraceText final
{
    Q_DECLARE_TR_FUNCTIONS(lotse::cli::TraceText)
public:
    static QString table(const QList<TraceSummary>& traces);
    static QString details(const TraceRecord& record);
};

} // namespace lotse::cli
