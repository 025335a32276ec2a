// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "agent/Strategies.h"

namespace lotse {

class LexicalSearch;

// Retriever strategy over the FTS5 index (BM25, scores normalised to 0..1).
class LexicalRetriever final : public Retriever
{
public:
    explicit LexicalRetriever(LexicalSearch& search);
    void retrieve(const QString& query, int topK, Done done) override;

private:
    LexicalSearch& m_search;
};

} // namespace lotse
