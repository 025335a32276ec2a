// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Hit.h"
#include "QueryTerm.h"
#include "common/Result.h"

#include <QCoreApplication>

namespace lotse {

class Database;
class Vocabulary;

// BM25 retrieval over the FTS5 index. A question becomes an OR of the index forms of its
// content words (bounded), so natural-language questions match without exact phrasing.
// FTS5 scores every passage that matches any OR term, so a query costs about a microsecond per
// posting: an OR of eight common words takes ~200 ms at 100,000 passages. The query therefore
// takes forms rarest word first while their postings fit a budget; the rarest words always go in.
// Common words left out barely move BM25 (their idf is near zero); the grader still sees them.
class LexicalSearch final
{
    Q_DECLARE_TR_FUNCTIONS(lotse::LexicalSearch)

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
    // Postings a query may touch (see above): p95 9-18 ms at 100,000 passages against 80-165 ms for every
    // form ORed (lotse-bench --section 2); 0: no limit.
    static constexpr qint64 defaultPostingsBudget = 5'000;
    static constexpr int alwaysKeptTerms = 2;
    void setPostingsBudget(qint64 postings) { m_postingsBudget = postings; }

private:
    QString matchExpression(const QueryTerms& terms, int budget, qint64 postings) const;
    // A term's forms in the order they are searched.
    static QStringList searchedForms(const QueryTerm& term);
    Result<QList<Hit>> run(const QString& match, int topK);
    Database& m_db;
    Vocabulary& m_vocabulary;
    qint64 m_postingsBudget = defaultPostingsBudget;
};

} // namespace lotse
