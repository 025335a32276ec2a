// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "agent/AgentTypes.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

namespace lotse::ui {

// An answer as employees read it: each citation link ("[Annual Leave › Entitlement](lotse://chunk/2…)")
// becomes a number ("[1]", the same number each time a passage is cited again, in the order of first
// citation), and a list of the sources follows the answer: number, title › heading, file and page,
// each a link to the passage. The words a statement relies on stay in its link, so clicking "[1]" marks
// them as before.
class NumberedCitations final
{
    Q_DECLARE_TR_FUNCTIONS(lotse::ui::NumberedCitations)

public:
    static QString apply(const QString& markdown, const QList<Citation>& citations);
};

} // namespace lotse::ui
