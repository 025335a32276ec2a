// SPDX-License-Identifier: GPL-3.0-or-later
#include "AskedAbout.h"

#include "answer/Contact.h"

#include <algorithm>
#include <iterator>

namespace lotse {

QueryTerms AskedAbout::of(QueryTerms terms, const QString& question)
{
    if (!Contact::asked(question))
        return terms;
    QueryTerms about;
    std::copy_if(terms.cbegin(), terms.cend(), std::back_inserter(about),
                 [](const QueryTerm& t) { return !Contact::turnsTo(t.word); });
    return about.isEmpty() ? terms : about;
}

} // namespace lotse
