// SPDX-License-Identifier: GPL-3.0-or-later
#include "LexicalRetriever.h"

#include "TermCoverage.h"
#include "answer/Quantity.h"
#include "retrieval/LexicalSearch.h"
#include "retrieval/SectionNames.h"

#include <algorithm>
#include <iterator>

namespace lotse {

LexicalRetriever::LexicalRetriever(LexicalSearch& search, SectionNames& names)
    : m_search(search)
    , m_names(names)
{}

void LexicalRetriever::retrieve(const QString& query, int topK, Done done)
{
    const bool figure = Quantity::askedAmount(query);
    auto pool = m_search.search(query, topK * (figure ? figurePool : contentsPool));
    if (pool)
        pool = behindContents(pool.value(), figure ? int(pool.value().size()) : topK);
    if (pool && figure)
        pool = withFigures(pool.value(), topK, Quantity::askedKinds(query));
    if (pool)
        setShares(pool.value());
    done(std::move(pool));
}

void LexicalRetriever::setShares(QList<Hit>& hits)
{
    double best = 0;
    for (const Hit& h : std::as_const(hits))
        best = std::max(best, h.rawScore);
    for (Hit& h : hits)
        h.searchShare = best > 0 ? h.rawScore / best : 1.0;
}

Result<QList<Hit>> LexicalRetriever::behindContents(const QList<Hit>& pool, int topK)
{
    QList<Hit> hits = pool;
    for (Hit& h : hits) {
        const auto lists = m_names.listsSections(h);
        if (!lists)
            return lists.error();
        if (lists.value()) {
            h.rawScore *= contentsWeight;
            h.score = LexicalSearch::displayScore(h.rawScore);
        }
    }
    std::stable_sort(hits.begin(), hits.end(), [](const Hit& a, const Hit& b) { return a.rawScore > b.rawScore; });
    hits.resize(std::min<qsizetype>(hits.size(), topK));
    for (qsizetype i = 0; i < hits.size(); ++i)
        hits[i].rank = int(i) + 1;
    return hits;
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
