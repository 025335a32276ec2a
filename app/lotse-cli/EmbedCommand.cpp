// SPDX-License-Identifier: GPL-3.0-or-later
#include "EmbedCommand.h"

#include "Console.h"

namespace lotse::cli {

EmbedCommand::EmbedCommand(QObject* parent)
    : QObject(parent)
{}

void EmbedCommand::start(const QString& dbPath, const ProviderConfig& config, const Credential& credential)
{
    m_service = std::make_unique<EmbeddingService>(dbPath);
    connect(m_service.get(), &EmbeddingService::progress, this, [](int done, int total) {
        if (Console::errIsTerminal())
            Console::status(tr("Embedding passages: %1/%2").arg(done).arg(total));
    });
    connect(m_service.get(), &EmbeddingService::finished, this, [this](int embedded, const TokenUsage& usage) {
        Console::out(tr("%n passage(s) embedded (%1 tokens).", nullptr, embedded).arg(usage.total()));
        Q_EMIT done(true);
    });
    connect(m_service.get(), &EmbeddingService::failed, this, [this](const Error& error) {
        Console::err(QStringLiteral("lotse-cli: ")
                     + tr("embedding stopped: %1\nThe files are indexed and keyword search works; run ingest again to "
                          "embed the rest.")
                           .arg(error.message));
        Q_EMIT done(false);
    });
    m_service->start(config, credential);
}

} // namespace lotse::cli
