// SPDX-License-Identifier: GPL-3.0-or-later
#include "EmbeddingIndexer.h"

#include "common/Logging.h"
#include "store/EmbeddingStore.h"

namespace lotse {

EmbeddingIndexer::EmbeddingIndexer(Database& db, QNetworkAccessManager& network, const ProviderConfig& config,
                                   const QString& apiKey, int batchSize, QObject* parent)
    : QObject(parent)
    , m_db(db)
    , m_model(config.embeddingModelKey())
    , m_batchSize(std::clamp(batchSize, 1, EmbeddingClient::maxInputsPerRequest))
    , m_client(network, config, apiKey)
{
    connect(&m_client, &EmbeddingClient::finished, this, &EmbeddingIndexer::onVectors);
    connect(&m_client, &EmbeddingClient::failed, this,
            [this](const ProviderError& error) { Q_EMIT failed(error.toError()); });
}

void EmbeddingIndexer::start()
{
    m_cancelled = false;
    m_done = 0;
    m_usage = {};
    const auto total = EmbeddingStore(m_db).missingCount(m_model);
    if (!total) {
        Q_EMIT failed(total.error());
        return;
    }
    m_total = total.value();
    next();
}

void EmbeddingIndexer::cancel()
{
    m_cancelled = true;
    m_client.cancel();
}

void EmbeddingIndexer::next()
{
    if (m_cancelled)
        return;
    const auto batch = EmbeddingStore(m_db).missing(m_model, m_batchSize);
    if (!batch) {
        Q_EMIT failed(batch.error());
        return;
    }
    if (batch.value().isEmpty()) {
        qCInfo(lcIngest) << "embedded" << m_done << "passages with" << m_model;
        Q_EMIT finished(m_done, m_usage);
        return;
    }
    QStringList texts;
    m_pendingShas.clear();
    for (const EmbeddingStore::Pending& p : batch.value()) {
        texts.append(p.text);
        m_pendingShas.append(p.sha256);
    }
    m_client.embed(texts);
}

void EmbeddingIndexer::onVectors(const QList<Vector>& vectors, const TokenUsage& usage)
{
    QList<QPair<QString, EmbeddingStore::Vector>> pairs;
    for (qsizetype i = 0; i < vectors.size() && i < m_pendingShas.size(); ++i)
        pairs.append({m_pendingShas.at(i), vectors.at(i)});
    const int dimensions = vectors.isEmpty() ? 0 : int(vectors.first().size());
    if (auto saved = EmbeddingStore(m_db).save(m_model, dimensions, pairs); !saved) {
        Q_EMIT failed(saved.error());
        return;
    }
    m_usage += usage;
    m_done += int(pairs.size());
    Q_EMIT progress(m_done, m_total);
    next();
}

} // namespace lotse
