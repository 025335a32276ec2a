// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Hit.h"
#include "QueryTerm.h"
#include "common/Result.h"

namespace lotse {

class Database;
class Vocabulary;

// BM25 retrieval over the FTS5 index. A question becomes an OR of the index forms of its
// content words (bounded), so natural-language questions match without exact phrasing.
// FTS5 scores every passage that matches any OR term, so a query costs about a microsecond per
// posting: an OR of eight common words takes ~200 ms at 100,000 passages. The query therefore
// finds candidates with the forms of the rarest words that fit a postings budget (the two rarest
// always), then ranks only those candidates by the full query, so common words still count.
class LexicalSearch final
{
public:
    LexicalSearch(Database& db, Vocabulary& vocabulary);

    Result<QList<Hit>> search(QStringView query, int topK);
    Result<QList<Hit>> search(const QueryTerms& terms, int topK);
    // Passages containing at least one of `required`, ranked by all of `ranking`.
    Result<QList<Hit>> searchRequiring(const QueryTerms& required, const QueryTerms& ranking, int topK);

    // Maps BM25 (unbounded, larger is better) to 0..1; saturates so that a passage matching several
    // rare words scores near 1 and one common word scores low.
    static double displayScore(double bm25);

    static constexpr int maxOrTerms = 48;
    static constexpr int maxFormsPerTerm = 2;
    // Postings a query may touch (see above): p95 18 ms at 100,000 passages against 165 ms for every
    // form ORed (lotse-bench --section 2); 0: no limit.
    static constexpr qint64 defaultPostingsBudget = 5'000;
    static constexpr int alwaysKeptTerms = 2;
    // Candidates the bounded query hands to the full one (at least 10 x topK).
    static constexpr int candidatesPerStage = 200;
    void setPostingsBudget(qint64 postings) { m_postingsBudget = postings; }

private:
    QString matchExpression(const QueryTerms& terms, int budget, qint64 postings) const;
    Result<QList<Hit>> run(const QString& match, int topK, const QStringList& rowids = {});
    Database& m_db;
    Vocabulary& m_vocabulary;
    qint64 m_postingsBudget = defaultPostingsBudget;
};

} // namespace lotse
