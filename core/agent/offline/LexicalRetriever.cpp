// SPDX-License-Identifier: GPL-3.0-or-later
#include "LexicalRetriever.h"

#include "retrieval/LexicalSearch.h"

namespace lotse {

LexicalRetriever::LexicalRetriever(LexicalSearch& search)
    : m_search(search)
{}

void LexicalRetriever::retrieve(const QString& query, int topK, Done done)
{
    done(m_search.search(query, topK));
}

} // namespace lotse
