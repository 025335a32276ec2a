// SPDX-License-Identifier: GPL-3.0-or-later
#include "AskedAbout.h"

#include "agent/QuestionRouter.h"
#include "answer/Contact.h"

#include <algorithm>
#include <iterator>

namespace lotse {

QueryTerms AskedAbout::of(QueryTerms terms, const QString& question)
{
    const bool who = Contact::asked(question);
    QueryTerms about;
    std::copy_if(terms.cbegin(), terms.cend(), std::back_inserter(about), [who](const QueryTerm& t) {
        return !QuestionRouter::comparing(t.word) && !(who && Contact::turnsTo(t.word));
    });
    return about.isEmpty() ? terms : about;
}

} // namespace lotse
