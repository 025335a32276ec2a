// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "EmbeddingReports.h"
#include "common/Error.h"
#include "common/WorkerThread.h"
#include "llm/ChatTypes.h"
#include "llm/ProviderConfig.h"
#include "llm/auth/Credential.h"

#include <QObject>

namespace lotse {

class EmbeddingWorker;

// Embeds passages in the background, on a worker thread named "lotse-embed" with its own database
// connection and network access; the knowledge base keeps answering meanwhile (with the previous
// embedding model, or keywords). Signals arrive on the caller's thread.
class EmbeddingService final : public EmbeddingReports
{
    Q_OBJECT
public:
    explicit EmbeddingService(const QString& dbPath, QObject* parent = nullptr);
    ~EmbeddingService() override;

    // Started again while it runs with the same provider (new passages were stored), it takes the
    // new passages along without dropping the requests in flight.
    void start(const ProviderConfig& config, const Credential& credential);
    void cancel();
    bool isRunning() const { return m_running; } // started, and neither finished nor failed since

private:
    WorkerThread<EmbeddingWorker> m_thread{QStringLiteral("lotse-embed")};
    EmbeddingWorker* m_worker = nullptr; // m_thread's, for the queued calls
    bool m_running = false;
};

} // namespace lotse
