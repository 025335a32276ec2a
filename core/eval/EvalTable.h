// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "EvalComparison.h"
#include "EvalReport.h"

#include <QCoreApplication>

namespace lotse {

// Evaluation results as text for people: Markdown tables with aligned columns, readable in a
// terminal and pasted as they are into docs/.
class EvalTable final
{
    Q_DECLARE_TR_FUNCTIONS(lotse::EvalTable)

public:
    static QString scores(const EvalReport& report);    // per kind and overall, with tokens and cost
    static QString questions(const EvalReport& report); // one row per question
    static QString comparison(const EvalComparison& comparison);
    static QString table(const QStringList& header, const QList<QStringList>& rows);
    static QString percent(const std::optional<double>& share);
};

} // namespace lotse
