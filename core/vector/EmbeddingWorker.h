// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "EmbeddingReports.h"
#include "common/Error.h"
#include "llm/ChatTypes.h"
#include "llm/ProviderConfig.h"
#include "llm/auth/Credential.h"

#include <QObject>
#include <QUrl>
#include <memory>

class QNetworkAccessManager;

namespace lotse {

class Database;
class EmbeddingIndexer;

// Lives on the embedding thread: opens its own connection and network access there.
class EmbeddingWorker final : public EmbeddingReports
{
    Q_OBJECT
public:
    explicit EmbeddingWorker(QString dbPath);
    ~EmbeddingWorker() override;

    void start(const ProviderConfig& config, const Credential& credential);
    void cancel();

private:
    QString m_dbPath;
    std::unique_ptr<Database> m_db;
    std::unique_ptr<QNetworkAccessManager> m_network;
    std::unique_ptr<EmbeddingIndexer> m_indexer;
    Credential m_credential;
    QUrl m_endpoint;
};

} // namespace lotse
