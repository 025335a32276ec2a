// SPDX-License-Identifier: GPL-3.0-or-later
#include "LexicalRetriever.h"

#include "TermCoverage.h"
#include "answer/Quantity.h"
#include "retrieval/LexicalSearch.h"

#include <algorithm>
#include <iterator>

namespace lotse {

LexicalRetriever::LexicalRetriever(LexicalSearch& search)
    : m_search(search)
{}

void LexicalRetriever::retrieve(const QString& query, int topK, Done done)
{
    if (!Quantity::askedAmount(query)) {
        done(m_search.search(query, topK));
        return;
    }
    auto pool = m_search.search(query, topK * figurePool);
    if (pool)
        pool = withFigures(pool.value(), topK, Quantity::askedKinds(query));
    done(std::move(pool));
}

QList<Hit> LexicalRetriever::withFigures(const QList<Hit>& pool, int topK, const QStringList& kinds)
{
    // "How soon will I hear back?" ranks the pages that repeat the question's words ("reasonable
    // accommodation" in every section) over the one that states the figure ("Timeline": "within three
    // calendar days", 7th). The best-ranked passages stating a figure of the asked kind take the places
    // of the lowest-ranked ones that state none (never the first), so that the grader and the answer see them.
    const auto states = [&kinds](const Hit& h) { return Quantity::statedIn(TermCoverage::evidenceText(h), kinds); };
    QList<Hit> hits = pool.mid(0, topK);
    qsizetype stating = std::count_if(hits.cbegin(), hits.cend(), states);
    for (qsizetype i = topK; i < pool.size() && stating < figuresKept; ++i) {
        if (!states(pool.at(i)))
            continue;
        // The best-ranked passage always stays: it matches the question best.
        const auto last =
            std::find_if(hits.crbegin(), std::prev(hits.crend()), [&](const Hit& h) { return !states(h); });
        if (last == std::prev(hits.crend()))
            break;
        hits.erase(std::prev(last.base()));
        hits.append(pool.at(i));
        ++stating;
    }
    for (qsizetype i = 0; i < hits.size(); ++i)
        hits[i].rank = int(i) + 1; // the place in this round's list, as everywhere else
    return hits;
}

} // namespace lotse
