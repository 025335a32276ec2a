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
    double share = 0;      // covered weight / total weight, 0..1; a related match counts less
    QStringList covered;   // including those only matched through a synonym
    QStringList related;   // covered only through a synonym (also in `covered`)
    QStringList missing;   // in the index, but not in this passage
    QStringList absent;    // nowhere in the knowledge base
    QStringList elsewhere; // where it happened, not in this passage: weighs, but is no word the answer lacks
    QStringList implied;   // what the question asks of, answered by what the passage states (also in `related`)
    QList<int> anchorDf;   // the passages holding each of `covered` (QueryTerm::documentFrequency)

    // A word the knowledge base never uses weighs this share of the question's median word.
    static constexpr double absentShare = 0.25;
    static constexpr double whereShare = 0.25; // a place the question names as where it happened
    // A match through a related word (synonym, compound part) counts this share of the word's weight.
    static constexpr double relatedWeight = 0.6;

    static QSet<QString> tokensOf(const Hit& hit);        // its title, heading path and evidence text
    static QSet<QString> headingTokensOf(const Hit& hit); // its title and heading path
    // The passage's text with its sentences that speak to an AI assistant blanked out: no evidence.
    static QString evidenceText(const Hit& hit);
    // `implied`: words of the question that the passage answers without holding them ("beginnt" in "Wann
    // beginnt die Frühschicht?" for a row "Frühschicht | 6:00–14:00 Uhr"): each counts as a related match.
    static TermCoverage of(const QueryTerms& terms, const QSet<QString>& tokens, double absent = absentShare,
                           const QSet<QString>& implied = {});
    static TermCoverage of(const QueryTerms& terms, const Hit& hit) { return of(terms, tokensOf(hit)); }
};

} // namespace lotse
