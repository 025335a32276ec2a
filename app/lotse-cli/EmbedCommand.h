// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ingest/EmbeddingIndexer.h"
#include "store/Database.h"

#include <QNetworkAccessManager>
#include <QObject>
#include <memory>

namespace lotse::cli {

// After `ingest`, with a provider that has an embedding deployment: embeds the passages that have
// no vector yet and prints the progress.
class EmbedCommand final : public QObject
{
    Q_OBJECT
public:
    explicit EmbedCommand(QObject* parent = nullptr);
    // Returns false (and says why) when the knowledge base cannot be opened.
    bool start(const QString& dbPath, const ProviderConfig& config, const QString& apiKey);

Q_SIGNALS:
    void done(bool ok);

private:
    QNetworkAccessManager m_network;
    std::unique_ptr<Database> m_db;
    std::unique_ptr<EmbeddingIndexer> m_indexer;
};

} // namespace lotse::cli
