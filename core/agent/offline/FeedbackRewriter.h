// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "agent/Strategies.h"
#include "retrieval/QueryTerm.h"

namespace lotse {

class LexicalSearch;
class Vocabulary;

// Rewrites the query from the perspective of the handbook topic where the answer would live:
// it looks for the passages that hold the question's still-missing words (ranked by all its
// words), keeps the question words that topic uses, drops those that led elsewhere or occur
// nowhere, and adds the topic's own words from its title, headings and text (pseudo-relevance
// feedback).
class FeedbackRewriter final : public Rewriter
{
public:
    FeedbackRewriter(Vocabulary& vocabulary, LexicalSearch& search);
    void rewrite(const RewriteInput& input, Done done) override;

    static constexpr int expansionTerms = 4;
    // A missing word on more than 1/everywhereShare of the passages is not searched for (docs/eval-dev.md,
    // change 24).
    static constexpr int everywhereShare = 4;
    // A question word on at most this many passages, and at least this long, shows where its topic is, alone
    // (onTopic()).
    static constexpr int uniqueTopic = 1;
    static constexpr int uniqueTopicLength = 8;

private:
    QStringList topicWords(const Hit& topic, const QStringList& exclude);
    // Of the words the best passage lacks, those worth a search (not the handbook's own vocabulary).
    Result<QStringList> worthSearching(const QueryTerms& present, QStringList missing);
    bool onTopic(const QueryTerms& present, const Hit& topic);
    Vocabulary& m_vocabulary;
    LexicalSearch& m_search;
};

} // namespace lotse
