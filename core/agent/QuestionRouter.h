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
    // A comparison: "difference", "im Vergleich zu", "both", or two sides a pattern names (ComparisonSides).
    static bool compares(const QString& question);
    // A word that says the question compares ("Vergleich", "Unterschied", "difference", "versus"), in its
    // folded form: how the answer is asked for, never what it is about.
    static bool comparing(const QString& foldedWord);
};

} // namespace lotse
