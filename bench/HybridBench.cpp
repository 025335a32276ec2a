// SPDX-License-Identifier: GPL-3.0-or-later
#include "HybridBench.h"

#include "BenchSupport.h"
#include "GeneratedKnowledgeBase.h"
#include "retrieval/LexicalSearch.h"
#include "retrieval/Vocabulary.h"
#include "store/Database.h"
#include "store/DocumentStore.h"
#include "vector/EmbeddingStore.h"
#include "vector/HybridRetriever.h"
#include "vector/VectorIndexLoader.h"

#include <QSet>
#include <cstdio>

namespace lotse::bench {

QJsonObject runHybridBench(const GeneratedKnowledgeBase& kb, bool quick, qint64 postingsBudget)
{
    std::printf("== 2. Hybrid retrieval ==\n");
    const qsizetype passages = kb.passages;
    const int dimensions = kb.dimensions;
    const QStringList& questions = kb.questions;
    const std::vector<float>& queryVectors = kb.questionVectors;
    std::printf("%lld passages (%.0f MB of text, %d-dimensional vectors) generated in %.1f s: %.1f s writing text and "
                "index, %.1f s writing vectors\n",
                static_cast<long long>(passages), double(kb.textBytes) / 1e6, dimensions,
                kb.textSeconds + kb.vectorSeconds, kb.textSeconds, kb.vectorSeconds);
    auto opened = Database::open(kb.path);
    if (!opened)
        return {{QStringLiteral("error"), opened.error().message}};
    Database& db = *opened.value();
    DocumentStore documents(db);
    EmbeddingStore embeddings(db);
    const QString model = GeneratedKnowledgeBase::modelKey(dimensions);
    QElapsedTimer timer;

    // Opening: the vocabulary and the vector index load once (the index in the background in the app).
    Vocabulary vocabulary(db);
    timer.start();
    if (auto count = vocabulary.passageCount(); !count)
        return {{QStringLiteral("error"), count.error().message}};
    const double vocabularyMs = elapsedMs(timer);
    timer.start();
    auto loaded = VectorIndexLoader::load(db, model);
    if (!loaded || !loaded.value())
        return {{QStringLiteral("error"), loaded ? QStringLiteral("no vectors") : loaded.error().message}};
    const double indexLoadMs = elapsedMs(timer);
    const VectorIndex& index = *loaded.value();

    LexicalSearch bounded(db, vocabulary);
    const qint64 budget = postingsBudget >= 0 ? postingsBudget : LexicalSearch::defaultPostingsBudget;
    bounded.setPostingsBudget(budget);
    LexicalSearch unbounded(db, vocabulary);
    unbounded.setPostingsBudget(0);
    const int topK = 5;
    Timings lexical, lexicalReference, vector, fusion, total;
    auto loadHit = [&documents](qint64 id) { return HybridRetriever::passage(documents, id); };
    double agreement = 0;
    int compared = 0;
    for (int round = 0; round < (quick ? 1 : 3); ++round) {
        for (qsizetype q = 0; q < questions.size(); ++q) {
            QElapsedTimer all;
            all.start();
            timer.start();
            const auto hits = bounded.search(questions.at(q), topK * 3);
            lexical.add(elapsedMs(timer));
            if (!hits)
                return {{QStringLiteral("error"), hits.error().message}};
            timer.start();
            const float* qv = queryVectors.data() + std::size_t(q) * std::size_t(dimensions);
            const auto near = index.nearest(QList<float>(qv, qv + dimensions), topK * 3,
                                            [&](const QList<qint64>& ids) { return embeddings.vectorsOf(model, ids); });
            vector.add(elapsedMs(timer));
            if (!near)
                return {{QStringLiteral("error"), near.error().message}};
            timer.start();
            QList<HybridRetriever::Scored> scored;
            for (const auto& c : near.value())
                scored.append({c.id, double(c.score)});
            const QList<Hit> fused = HybridRetriever::fuse(hits.value(), scored, topK, loadHit);
            fusion.add(elapsedMs(timer));
            total.add(elapsedMs(all));
            if (fused.isEmpty())
                return {{QStringLiteral("error"), QStringLiteral("no passage found for \"%1\"").arg(questions.at(q))}};
            timer.start();
            const auto reference = unbounded.search(questions.at(q), topK * 3);
            lexicalReference.add(elapsedMs(timer));
            if (!reference)
                return {{QStringLiteral("error"), reference.error().message}};
            // How much of the unbounded query's top 5 the bounded one keeps.
            QSet<qint64> top;
            for (const Hit& h : reference.value().mid(0, topK))
                top.insert(h.chunkId);
            int kept = 0;
            for (const Hit& h : hits.value().mid(0, topK))
                kept += top.contains(h.chunkId) ? 1 : 0;
            agreement += top.isEmpty() ? 1.0 : double(kept) / double(top.size());
            ++compared;
        }
    }
    printRow(QStringLiteral("  %1 questions x %2").arg(questions.size()).arg(quick ? 1 : 3),
             {QStringLiteral("p50 ms"), QStringLiteral("p95 ms")});
    printRow(QStringLiteral("  hybrid end to end (no embedding call)"), {fmt(total.p50()), fmt(total.p95())});
    printRow(QStringLiteral("  keyword search (postings budget %1)").arg(budget),
             {fmt(lexical.p50()), fmt(lexical.p95())});
    printRow(QStringLiteral("  keyword search, every form ORed (reference)"),
             {fmt(lexicalReference.p50()), fmt(lexicalReference.p95())});
    agreement /= std::max(compared, 1);
    printRow(QStringLiteral("  keyword top 5 shared with the reference's"),
             {fmt(agreement * 100, 0) + QLatin1Char('%')});
    printRow(QStringLiteral("  vector search (int8 + rescoring from SQLite)"), {fmt(vector.p50()), fmt(vector.p95())});
    printRow(QStringLiteral("  fusion (RRF + loading vector-only passages)"), {fmt(fusion.p50()), fmt(fusion.p95())});
    printRow(QStringLiteral("  opening: vocabulary / vector index load, ms"),
             {fmt(vocabularyMs, 0), fmt(indexLoadMs, 0)});
    return {{QStringLiteral("passages"), double(passages)},
            {QStringLiteral("dimensions"), dimensions},
            {QStringLiteral("questions"), int(questions.size())},
            {QStringLiteral("hybrid"), total.json()},
            {QStringLiteral("lexical"), lexical.json()},
            {QStringLiteral("postings_budget"), double(budget)},
            {QStringLiteral("lexical_unbounded"), lexicalReference.json()},
            {QStringLiteral("lexical_top5_agreement"), agreement},
            {QStringLiteral("vector"), vector.json()},
            {QStringLiteral("fusion"), fusion.json()},
            {QStringLiteral("vocabulary_load_ms"), vocabularyMs},
            {QStringLiteral("vector_index_load_ms"), indexLoadMs},
            {QStringLiteral("generate_text_s"), kb.textSeconds},
            {QStringLiteral("generate_vectors_s"), kb.vectorSeconds}};
}

} // namespace lotse::bench
