// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "vector/EmbeddingService.h"

#include <QObject>
#include <memory>

namespace lotse::cli {

// After `ingest`, with a provider that has an embedding deployment: embeds the passages that have
// no vector yet (on the embedding service's thread) and prints the progress.
class EmbedCommand final : public QObject
{
    Q_OBJECT
public:
    explicit EmbedCommand(QObject* parent = nullptr);
    void start(const QString& dbPath, const ProviderConfig& config, const Credential& credential);

Q_SIGNALS:
    void done(bool ok);

private:
    std::unique_ptr<EmbeddingService> m_service;
};

} // namespace lotse::cli
