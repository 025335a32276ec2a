// SPDX-License-Identifier: GPL-3.0-or-later
#include "QueryTerm.h"

namespace lotse {

QueryTerm::Match QueryTerm::match(const QSet<QString>& tokens) const
{
    if (tokens.contains(word))
        return Match::Own;
    Match best = Match::None;
    for (qsizetype i = 0; i < forms.size(); ++i) {
        if (!tokens.contains(forms.at(i)))
            continue;
        if (i < ownForms)
            return Match::Own;
        best = Match::Related;
    }
    return best;
}

} // namespace lotse
