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

private:
    static QString matchExpression(const QueryTerms& terms, int budget = maxOrTerms);
    Result<QList<Hit>> run(const QString& match, int topK);
    Database& m_db;
    Vocabulary& m_vocabulary;
};

} // namespace lotse
