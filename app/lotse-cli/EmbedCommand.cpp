// SPDX-License-Identifier: GPL-3.0-or-later
#include "EmbedCommand.h"

#include "Console.h"

namespace lotse::cli {

EmbedCommand::EmbedCommand(QObject* parent)
    : QObject(parent)
{}

bool EmbedCommand::start(const QString& dbPath, const ProviderConfig& config, const QString& apiKey)
{
    auto db = Database::open(dbPath);
    if (!db) {
        Console::err(QStringLiteral("lotse-cli: ") + db.error().message);
        return false;
    }
    m_db = std::move(db).value();
    m_indexer = std::make_unique<EmbeddingIndexer>(*m_db, m_network, config, apiKey);
    connect(m_indexer.get(), &EmbeddingIndexer::progress, this, [](int done, int total) {
        if (Console::errIsTerminal())
            Console::status(QStringLiteral("Embedding passages: %1/%2").arg(done).arg(total));
    });
    connect(m_indexer.get(), &EmbeddingIndexer::finished, this, [this](int embedded, const TokenUsage& usage) {
        Console::out(QStringLiteral("%1 passage(s) embedded (%2 tokens).").arg(embedded).arg(usage.total()));
        Q_EMIT done(true);
    });
    connect(m_indexer.get(), &EmbeddingIndexer::failed, this, [this](const Error& error) {
        Console::err(QStringLiteral("lotse-cli: embedding stopped: %1\nThe files are indexed and keyword search "
                                    "works; run ingest again to embed the rest.")
                         .arg(error.message));
        Q_EMIT done(false);
    });
    m_indexer->start();
    return true;
}

} // namespace lotse::cli
