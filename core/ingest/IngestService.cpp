// SPDX-License-Identifier: GPL-3.0-or-later
#include "IngestService.h"

#include "IngestWorker.h"

namespace lotse {

IngestService::IngestService(const QString& dbPath, ChunkerOptions options, QObject* parent)
    : QObject(parent)
{
    qRegisterMetaType<lotse::FileOutcome>();
    qRegisterMetaType<lotse::IngestSummary>();
    qRegisterMetaType<lotse::FileProgress>();
    qRegisterMetaType<lotse::Error>();
    m_thread.setObjectName(QStringLiteral("lotse-ingest"));
    m_worker = new IngestWorker(dbPath, options, m_cancelUpTo);
    m_worker->moveToThread(&m_thread);
    connect(&m_thread, &QThread::finished, m_worker, &QObject::deleteLater);
    connect(m_worker, &IngestWorker::started, this, &IngestService::started);
    connect(m_worker, &IngestWorker::fileStarted, this, &IngestService::fileStarted);
    connect(m_worker, &IngestWorker::fileProgress, this, &IngestService::fileProgress);
    connect(m_worker, &IngestWorker::fileFinished, this, &IngestService::fileFinished);
    connect(m_worker, &IngestWorker::finished, this, [this](quint64 job, const lotse::IngestSummary& summary) {
        --m_running;
        Q_EMIT finished(job, summary);
    });
    connect(m_worker, &IngestWorker::failed, this, [this](quint64 job, const lotse::Error& error) {
        --m_running;
        Q_EMIT failed(job, error);
    });
    m_thread.start();
}

IngestService::~IngestService()
{
    cancel();
    m_thread.quit();
    m_thread.wait();
}

quint64 IngestService::ingest(const QStringList& paths, Reindex reindex)
{
    const quint64 job = m_nextJob++;
    ++m_running;
    QMetaObject::invokeMethod(
        m_worker, [worker = m_worker, job, paths, reindex] { worker->ingest(job, paths, reindex); },
        Qt::QueuedConnection);
    return job;
}

quint64 IngestService::remove(const QStringList& paths)
{
    const quint64 job = m_nextJob++;
    ++m_running;
    QMetaObject::invokeMethod(
        m_worker, [worker = m_worker, job, paths] { worker->remove(job, paths); }, Qt::QueuedConnection);
    return job;
}

void IngestService::cancel()
{
    m_cancelUpTo.store(m_nextJob - 1);
}

} // namespace lotse
