// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "retrieval/Hit.h"
#include "retrieval/QueryTerm.h"

#include <QSet>

namespace lotse {

// Which of a question's key terms a passage contains, weighted by rarity (idf), so that a
// passage holding "laptop" and "stolen" counts for more than one holding "company" and "policy".
struct TermCoverage
{
    double share = 0;    // covered weight / total weight, 0..1; a synonym match counts half
    QStringList covered; // including those only matched through a synonym
    QStringList related; // covered only through a synonym (also in `covered`)
    QStringList missing; // in the index, but not in this passage
    QStringList absent;  // nowhere in the knowledge base

    static QSet<QString> tokensOf(const Hit& hit);
    // The passage's text with its sentences that speak to an AI assistant blanked out: no evidence.
    static QString evidenceText(const Hit& hit);
    static TermCoverage of(const QueryTerms& terms, const QSet<QString>& tokens);
    static TermCoverage of(const QueryTerms& terms, const Hit& hit) { return of(terms, tokensOf(hit)); }
};

} // namespace lotse
