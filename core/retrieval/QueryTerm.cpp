// SPDX-License-Identifier: GPL-3.0-or-later
#include "QueryTerm.h"

namespace lotse {

bool QueryTerm::matches(const QSet<QString>& tokens) const
{
    for (const QString& form : forms) {
        if (tokens.contains(form))
            return true;
    }
    return tokens.contains(word);
}

} // namespace lotse
