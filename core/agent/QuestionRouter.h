// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace lotse {

// A cheap first look at a question: simple ones go straight into the loop; comparisons and
// questions with several parts are worth splitting into sub-questions first.
class QuestionRouter final
{
public:
    static bool isComplex(const QString& question);
};

} // namespace lotse
