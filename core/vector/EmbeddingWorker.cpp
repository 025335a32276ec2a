// SPDX-License-Identifier: GPL-3.0-or-later
#include "EmbeddingWorker.h"

#include "EmbeddingIndexer.h"
#include "store/Database.h"

#include <QNetworkAccessManager>

namespace lotse {

EmbeddingWorker::EmbeddingWorker(QString dbPath)
    : m_dbPath(std::move(dbPath))
{}

EmbeddingWorker::~EmbeddingWorker()
{
    // Network replies and the connection belong to this thread: gone before it ends.
    m_indexer.reset();
    m_network.reset();
    m_db.reset();
}

void EmbeddingWorker::start(const ProviderConfig& config, const Credential& credential)
{
    if (!m_db) {
        auto db = Database::open(m_dbPath);
        if (!db) {
            Q_EMIT failed(db.error());
            return;
        }
        m_db = std::move(db).value();
        m_network = std::make_unique<QNetworkAccessManager>();
    }
    // Started again for the same model (new passages were stored, perhaps while ingestion still
    // runs): the indexer takes them along without dropping the requests it has in flight.
    if (m_indexer && m_indexer->modelKey() == config.embeddingModelKey() && m_credential == credential
        && m_endpoint == config.endpoint) {
        m_indexer->more();
        return;
    }
    m_credential = credential;
    m_endpoint = config.endpoint;
    m_indexer = std::make_unique<EmbeddingIndexer>(*m_db, *m_network, config, credential);
    connect(m_indexer.get(), &EmbeddingIndexer::progress, this, &EmbeddingWorker::progress);
    connect(m_indexer.get(), &EmbeddingIndexer::pending, this, &EmbeddingWorker::pending);
    connect(m_indexer.get(), &EmbeddingIndexer::finished, this, &EmbeddingWorker::finished);
    connect(m_indexer.get(), &EmbeddingIndexer::failed, this, &EmbeddingWorker::failed);
    m_indexer->start();
}

void EmbeddingWorker::cancel()
{
    if (m_indexer)
        m_indexer->cancel();
}

} // namespace lotse
