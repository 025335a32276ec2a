// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "agent/Strategies.h"

namespace lotse {

class LexicalSearch;
class SectionNames;

// Retriever strategy over the FTS5 index (BM25, scores normalised to 0..1). For a question asking for an
// amount, a duration or a deadline, passages stating such a figure are kept among the results (withFigures());
// tables of contents weigh less than text (behindContents()).
class LexicalRetriever final : public Retriever
{
public:
    LexicalRetriever(LexicalSearch& search, SectionNames& names);
    void retrieve(const QString& query, int topK, Done done) override;

    // The first `topK` of `pool` (best first), with up to `figuresKept` of them stating a figure of `kinds`
    // (Quantity::askedKinds): the best-ranked such passages from further down replace the lowest-ranked that
    // state none; the first stays. Measured in docs/eval-dev.md, change 23.
    static QList<Hit> withFigures(const QList<Hit>& pool, int topK, const QStringList& kinds);
    static constexpr int figurePool = 3; // passages looked at: this many times topK
    static constexpr int figuresKept = 2;
    static constexpr int contentsPool = 2; // passages looked at for text before contents: this many times topK
    // A passage listing section names (a README's contents) scores this much of its BM25: short and
    // full of the question's words, it outranked the sections it names.
    static constexpr double contentsWeight = 0.25;

    // Each hit's Hit::searchShare: its raw score over the best of `hits`.
    static void setShares(QList<Hit>& hits);

private:
    // `pool` with the contents' scores lowered, reordered and cut to `topK`.
    Result<QList<Hit>> behindContents(const QList<Hit>& pool, int topK);

    LexicalSearch& m_search;
    SectionNames& m_names;
};

} // namespace lotse
