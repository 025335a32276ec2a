// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/Error.h"
#include "llm/EmbeddingClient.h"
#include "llm/RateLimitGate.h"

#include <QElapsedTimer>
#include <QObject>
#include <QSet>
#include <QTimer>
#include <memory>

class QNetworkAccessManager;

namespace lotse {

class Database;

// Embeds every passage that has no vector for the configured embedding model yet: batches of many
// texts per request, a bounded number of requests in flight, each batch stored in its own
// transaction, so a failure or a cancel keeps what was done and the next run continues from there.
// Passages are read in chunk id order from a cursor (keyset), so a run reads each passage once.
// Texts already embedded are never sent again. When every passage has a vector, the model becomes
// the knowledge base's active embedding model (the one retrieval uses). The provider's rate-limit
// headers pace the batches: when its budget for requests or tokens is spent, the next batch waits
// for the refill instead of running into 429s.
class EmbeddingIndexer final : public QObject
{
    Q_OBJECT
public:
    static constexpr int defaultBatchSize = 64;
    static constexpr int defaultConcurrency = 2;
    static constexpr int pendingIntervalMs = 2000;

    EmbeddingIndexer(Database& db, QNetworkAccessManager& network, const ProviderConfig& config,
                     const Credential& credential, int batchSize = defaultBatchSize,
                     int concurrency = defaultConcurrency, QObject* parent = nullptr);
    ~EmbeddingIndexer() override;

    void start();
    // New passages were stored: the indexer takes them after the ones it has (its total grows),
    // whether it is still running or had finished; after a cancel or a failure it starts again.
    void more();
    void cancel();
    bool isRunning() const;
    const QString& modelKey() const { return m_model; }

Q_SIGNALS:
    void progress(int done, int total);
    // The documents whose passages still lack vectors: at the start and at most every
    // pendingIntervalMs while it runs (a scan of every passage: on this thread, never the GUI's).
    void pending(const QStringList& documentPaths);
    void finished(int embedded, const lotse::TokenUsage& usage);
    void failed(const lotse::Error& error);

private:
    struct Lane
    {
        std::unique_ptr<EmbeddingClient> client;
        QStringList shas;   // the batch in flight, empty when idle
        qint64 tokens = 0;  // its estimate, for the rate-limit gate
        qint64 sentAt = -1; // on m_clock: orders the answers' rate-limit headers
    };
    void fill();
    void onVectors(Lane& lane, const QList<Vector>& vectors, const TokenUsage& usage);
    void fail(const Error& error);
    void reportPending();
    bool busy() const;
    // Milliseconds to hold back a batch of `texts`, by the last rate-limit headers.
    qint64 holdBack(const QStringList& texts) const;

    Database& m_db;
    ProviderConfig m_config;
    QString m_model;
    int m_batchSize;
    std::vector<Lane> m_lanes;
    QSet<QString> m_inFlight;
    qint64 m_cursor = 0; // the chunk id up to which passages were handed out (keyset over chunks)
    RateLimitGate m_gate;
    QElapsedTimer m_clock;
    QTimer m_paced; // runs while a batch waits for the provider's budget
    QElapsedTimer m_pendingReported;
    int m_done = 0;
    int m_total = 0;
    TokenUsage m_usage;
    bool m_stopped = false;
};

} // namespace lotse
