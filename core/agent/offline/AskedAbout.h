// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "retrieval/QueryTerm.h"

#include <QString>

namespace lotse {

// What a question is about, of its terms: a question asking who names the asking itself ("Wen kontaktiere
// ich bei einem Arbeitsunfall?", "An wen wende ich mich bei Fragen zur Betriebsrente?"). "kontaktiere" is
// what "wen" asks, as "how many" asks for a number: a section saying "gehen Sie zu einem Durchgangsarzt"
// answers without saying "Kontakt", and "Fragen zum Arbeitszeitkonto beantwortet der Personalservice" is
// about another topic. So does a comparison name the comparing ("im Vergleich zu", "what's the difference
// between"): a section stating both sums answers without the word "Vergleich". The grader judges and the
// answer quotes by these terms alike.
class AskedAbout final
{
public:
    // `terms` (the question's) without the words of comparing (QuestionRouter::comparing) and, when the
    // question asks who, the verbs of turning to someone (Contact::turnsTo); all of them when nothing else
    // is left.
    static QueryTerms of(QueryTerms terms, const QString& question);
};

} // namespace lotse
