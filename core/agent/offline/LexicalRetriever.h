// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "agent/Strategies.h"

namespace lotse {

class LexicalSearch;

// Retriever strategy over the FTS5 index (BM25, scores normalised to 0..1). For a question asking for an
// amount, a duration or a deadline, passages stating such a figure are kept among the results (withFigures()).
class LexicalRetriever final : public Retriever
{
public:
    explicit LexicalRetriever(LexicalSearch& search);
    void retrieve(const QString& query, int topK, Done done) override;

    // The first `topK` of `pool` (best first), with up to `figuresKept` of them stating a figure of `kinds`
    // (Quantity::askedKinds): the best-ranked such passages from further down replace the lowest-ranked that
    // state none; the first stays. Measured in docs/eval-dev.md, change 23.
    static QList<Hit> withFigures(const QList<Hit>& pool, int topK, const QStringList& kinds);
    static constexpr int figurePool = 3; // passages looked at: this many times topK
    static constexpr int figuresKept = 2;

private:
    LexicalSearch& m_search;
};

} // namespace lotse
