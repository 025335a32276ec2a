// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "VectorIndexLoader.h"
#include "agent/Strategies.h"
#include "llm/EmbeddingClient.h"

#include <functional>
#include <memory>

namespace lotse {

class DocumentStore;

struct LlmContext;

// BM25 and vector similarity, fused by reciprocal rank (k = 60). The question is embedded with the
// knowledge base's active embedding model (the configured one once all its vectors exist; until
// then the previous one keeps answering) and compared with every stored passage vector through a
// compact VectorIndex (int8 scan, exact float32 rescoring). A small index is loaded when the first
// question needs it; a large one loads on a thread of its own while keyword search answers, and
// after a change the previous index answers until the new one is ready. Keyword search runs while
// the question's embedding request is in flight. Without vectors,
// or when embedding the question fails, it answers from BM25 alone rather than not at all. The
// display score stays meaningful: the better of the BM25 score and the cosine similarity.
// Sub-questions are embedded in one request together and compared with the passage vectors in one
// pass over the index (retrieveAll).
class HybridRetriever final : public Retriever, public BatchRetriever
{
public:
    explicit HybridRetriever(LlmContext& context);
    void retrieve(const QString& query, int topK, Done done) override;
    void retrieveAll(const QStringList& queries, int topK, DoneAll done) override;
    void cancel() override;

    struct Scored
    {
        qint64 chunkId = 0;
        double similarity = 0;
    };
    static constexpr int rrfK = 60;
    // Fuses both rankings; `load` supplies the passage of a vector-only hit.
    // Indexes with more values (vectors x dimensions) than this load in the background; smaller
    // ones load at once (~0.1 s for 16 M values on the reference machine).
    static constexpr qsizetype defaultSynchronousLoadLimit = 16'000'000;
    void setSynchronousLoadLimit(qsizetype values) { m_synchronousLoadLimit = values; }
    static QList<Hit> fuse(const QList<Hit>& lexical, const QList<Scored>& vector, int topK,
                           const std::function<std::optional<Hit>(qint64)>& load);
    // The passage of a vector-only hit, as fuse() needs it; nullopt when it is gone.
    static std::optional<Hit> passage(const DocumentStore& store, qint64 chunkId);

private:
    Status loadVectors();
    void adoptLoadedIndex();
    // The `count` nearest passages of each query, all queries in one pass over the index.
    Result<QList<QList<Scored>>> nearest(const QList<Vector>& queries, int count) const;
    void start(const QStringList& queries, int topK);
    void onQueryVectors(const QList<Vector>& vectors);
    QList<QList<Hit>> lexicalOnly() const;

    LlmContext& m_context;
    std::unique_ptr<EmbeddingClient> m_client; // for the active model's deployment
    QString m_model;
    qint64 m_dataVersion = -1;
    VectorIndexLoader::IndexPtr m_index; // of m_indexModel; null without vectors
    QString m_indexModel;
    VectorIndexLoader m_loader;
    QString m_loadingModel;
    qsizetype m_synchronousLoadLimit = defaultSynchronousLoadLimit;
    QList<QList<Hit>> m_lexical; // per query
    bool m_searchingLexically = false;
    bool m_failedMeanwhile = false;
    int m_topK = 0;
    DoneAll m_done;
};

} // namespace lotse
