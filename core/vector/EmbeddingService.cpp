// SPDX-License-Identifier: GPL-3.0-or-later
#include "EmbeddingService.h"

#include "EmbeddingWorker.h"
#include "common/ForwardSignals.h"

namespace lotse {

EmbeddingService::EmbeddingService(const QString& dbPath, QObject* parent)
    : EmbeddingReports(parent)
{
    qRegisterMetaType<lotse::TokenUsage>();
    qRegisterMetaType<lotse::Error>();
    m_worker = m_thread.create(dbPath);
    // First: a receiver of finished or failed sees isRunning() already updated.
    connect(m_worker, &EmbeddingWorker::finished, this, [this] { m_running = false; });
    connect(m_worker, &EmbeddingWorker::failed, this, [this] { m_running = false; });
    forwardSignals(m_worker, this, EmbeddingReports::staticMetaObject);
    m_thread.start();
}

EmbeddingService::~EmbeddingService()
{
    cancel();
    m_thread.stop();
}

void EmbeddingService::start(const ProviderConfig& config, const Credential& credential)
{
    m_running = true;
    QMetaObject::invokeMethod(
        m_worker, [worker = m_worker, config, credential] { worker->start(config, credential); }, Qt::QueuedConnection);
}

void EmbeddingService::cancel()
{
    QMetaObject::invokeMethod(
        m_worker, [worker = m_worker] { worker->cancel(); }, Qt::QueuedConnection);
}

} // namespace lotse
