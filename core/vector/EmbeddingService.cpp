// SPDX-License-Identifier: GPL-3.0-or-later
#include "EmbeddingService.h"

#include "EmbeddingWorker.h"

namespace lotse {

EmbeddingService::EmbeddingService(const QString& dbPath, QObject* parent)
    : QObject(parent)
{
    qRegisterMetaType<lotse::TokenUsage>();
    qRegisterMetaType<lotse::Error>();
    m_worker = m_thread.create(dbPath);
    connect(m_worker, &EmbeddingWorker::progress, this, &EmbeddingService::progress);
    connect(m_worker, &EmbeddingWorker::pending, this, &EmbeddingService::pending);
    connect(m_worker, &EmbeddingWorker::finished, this, [this](int embedded, const lotse::TokenUsage& usage) {
        m_running = false;
        Q_EMIT finished(embedded, usage);
    });
    connect(m_worker, &EmbeddingWorker::failed, this, [this](const lotse::Error& error) {
        m_running = false;
        Q_EMIT failed(error);
    });
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
