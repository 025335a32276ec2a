// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/Result.h"
#include "llm/ProviderConfig.h"

#include <QCoreApplication>
#include <QHash>
#include <QList>
#include <QPair>
#include <QString>
#include <functional>

namespace lotse {

class Database;

// Vectors of passages, keyed by the passage text's hash and the embedding model: unchanged text is
// never embedded twice, even when its document is re-ingested or another document repeats it.
class EmbeddingStore final
{
    Q_DECLARE_TR_FUNCTIONS(lotse::EmbeddingStore)

public:
    using Vector = QList<float>;
    struct Pending
    {
        QString sha256;
        QString text;
        qint64 chunkId = 0; // the first passage with this text in the page
    };

    explicit EmbeddingStore(Database& db);

    // The index from a passage's text hash to its chunks, which the vector lookups below join on.
    // Only knowledge bases that are embedded need it, so it is made here, by the embedding thread,
    // before its first scan (about 0.1 s per 100,000 passages, once); ingestion without embeddings
    // does not maintain it (schema 8). Does nothing when it exists.
    Status ensureLookupIndex();

    // One page of the passages that have no vector for `model` yet: the first `limit` such passages
    // with a chunk id above `afterChunkId`, in id order, each text once (a text repeated in the page
    // is listed at its first passage). Asking for the next page after `lastChunkId` (keyset) reads
    // every passage once over a whole run instead of grouping and sorting all of them per batch; new
    // passages get higher ids, so a run also finds those stored after it started.
    struct Page
    {
        QList<Pending> pending;
        qint64 lastChunkId = 0; // of the last passage in the page; 0 when the page is empty
    };
    Result<Page> missingPage(const QString& model, int limit, qint64 afterChunkId = 0) const;
    // The first page's texts.
    Result<QList<Pending>> missing(const QString& model, int limit) const;
    Result<int> missingCount(const QString& model) const;
    // Paths of the documents with at least one passage that has no vector for `model` (with an
    // empty `model`: no vector of any model). One indexed query; the GUI asks it while embedding.
    Result<QStringList> documentsMissingVectors(const QString& model) const;
    // Stores vectors in one transaction; all must have `dimensions` values.
    Status save(const QString& model, int dimensions, const QList<QPair<QString, Vector>>& vectors);
    // Every passage that has a vector for `model`, by chunk id.
    Result<QList<QPair<qint64, Vector>>> vectors(const QString& model) const;
    // The same, one row at a time, so a large index never holds every float32 vector at once.
    // `visit` returns false to stop early (then the result is Error::Code::Cancelled).
    Status forEachVector(const QString& model,
                         const std::function<bool(qint64 chunkId, const float* values, qsizetype count)>& visit) const;
    // Passages with a vector for `model` (what forEachVector visits).
    Result<qsizetype> vectorCount(const QString& model) const;
    // The vectors of the given chunks (those that have one), for exact rescoring.
    Result<QHash<qint64, Vector>> vectorsOf(const QString& model, const QList<qint64>& chunkIds) const;

    // The embedding model retrieval uses: the last one whose vectors were complete. A new model is
    // activated only when all its vectors exist, so the old one keeps answering meanwhile.
    struct Active
    {
        QString modelKey;
        QString deployment;
        int dimensions = 0;
    };
    Status activate(const ProviderConfig& config);
    Result<std::optional<Active>> active() const;

    static QByteArray pack(const Vector& v);
    static Vector unpack(const QByteArray& blob);

private:
    Database& m_db;
};

} // namespace lotse
