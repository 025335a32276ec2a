// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>

namespace lotse {

// The two sides of a plainly worded comparison, without a model: "How does the training budget
// compare with the home-office allowance?" gives "training budget" and "home-office allowance". With
// a model, the loop searches the sides at once as round 1's sub-questions instead of waiting a
// second or more for the decomposer (issue 24: a comparison's first answer token). English and
// German: "how does X compare with/to Y", "(the) difference(s) between X and Y", "compare X with Y",
// "X vs. Y", "Unterschied zwischen X und Y", "wie verhält sich X zu Y", "X im Vergleich zu/mit Y",
// "vergleiche X mit Y". Anything else (and sides without a word to search for): empty, and the
// decomposer splits the question.
class ComparisonSides final
{
public:
    static QStringList of(const QString& question);
};

} // namespace lotse
