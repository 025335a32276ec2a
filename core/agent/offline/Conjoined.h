// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

namespace lotse {

// Things a question names side by side ("my wallet and laptop", "Portemonnaie, Handy oder Laptop"): it asks
// about each of them, so a section about one answers that part, even where the handbook never mentions the
// other. A word the handbook lacks that stands alone is the question's topic ("overtime", "Dienstwagen").
class Conjoined final
{
public:
    // Whether `word` (folded, as QueryTerm::word) is listed in `question` together with one of `others`: only
    // "and", "or", "und", "oder", "sowie", a comma and function words ("my", "den") between them, word by word
    // along the list, one of them a conjunction.
    static bool withAny(const QString& question, const QString& word, const QStringList& others);
};

} // namespace lotse
