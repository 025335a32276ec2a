// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "SentencePicker.h"
#include "agent/Strategies.h"
#include "common/Result.h"

namespace lotse {

class SectionPassages;
class Vocabulary;

// The page (document) of the section the grader judged, read for the offline answer beside the passages the search
// found: its other sections often hold what the found ones lack, ranked below other pages' passages that share a
// word or two with the question (docs/eval-dev.md, change 181).
class JudgedPage final
{
public:
    JudgedPage(Vocabulary& vocabulary, SectionPassages& sections);
    // The page's passages not `found` that cover the question (its `terms`) at least closeShare as well as the best one
    // found and hold a word of it the judged passages lack, at most maxPassages, best first; none in a knowledge base
    // of (nearly) one document, whose "page" is every topic.
    Result<QList<Hit>> passages(const AnswerInput& input, const QueryTerms& terms, const QList<Hit>& found);
    static constexpr int maxPassages = 2;
    static constexpr double closeShare = 0.75;
    // `picked` with the quotes from the page's passages (evidence [found, retrieved), and those read on in their
    // sections) after the others: the answer opens with what the search found.
    static QList<PickedSentence> quotedLast(const QList<PickedSentence>& picked, const QList<Hit>& evidence,
                                            qsizetype found, qsizetype retrieved);

private:
    Vocabulary& m_vocabulary;
    SectionPassages& m_sections;
};

} // namespace lotse
