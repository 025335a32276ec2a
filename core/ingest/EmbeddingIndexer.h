// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/Error.h"
#include "llm/EmbeddingClient.h"

#include <QObject>

class QNetworkAccessManager;

namespace lotse {

class Database;

// Embeds every passage that has no vector for the configured embedding model yet, in batches (one
// request at a time), storing each batch in its own transaction: a failure or a cancel keeps what
// was done, and the next run continues from there. Texts already embedded are never sent again.
class EmbeddingIndexer final : public QObject
{
    Q_OBJECT
public:
    static constexpr int defaultBatchSize = 64;

    EmbeddingIndexer(Database& db, QNetworkAccessManager& network, const ProviderConfig& config, const QString& apiKey,
                     int batchSize = defaultBatchSize, QObject* parent = nullptr);

    void start();
    void cancel();

Q_SIGNALS:
    void progress(int done, int total);
    void finished(int embedded, const lotse::TokenUsage& usage);
    void failed(const lotse::Error& error);

private:
    void next();
    void onVectors(const QList<Vector>& vectors, const TokenUsage& usage);

    Database& m_db;
    QString m_model;
    int m_batchSize;
    EmbeddingClient m_client;
    QStringList m_pendingShas;
    int m_done = 0;
    int m_total = 0;
    TokenUsage m_usage;
    bool m_cancelled = false;
};

} // namespace lotse
