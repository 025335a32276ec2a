// SPDX-License-Identifier: GPL-3.0-or-later
#include "IngestService.h"

#include "IngestWorker.h"
#include "common/ForwardSignals.h"

namespace lotse {

IngestService::IngestService(const QString& dbPath, ChunkerOptions options, QObject* parent)
    : IngestReports(parent)
{
    qRegisterMetaType<lotse::FileOutcome>();
    qRegisterMetaType<lotse::IngestSummary>();
    qRegisterMetaType<lotse::FileProgress>();
    qRegisterMetaType<lotse::Error>();
    m_worker = m_thread.create(dbPath, options, m_cancelUpTo, m_discardUpTo);
    // Counted first: a receiver of finished or failed sees isBusy() already updated.
    connect(m_worker, &IngestWorker::finished, this, [this] { --m_running; });
    connect(m_worker, &IngestWorker::failed, this, [this] { --m_running; });
    forwardSignals(m_worker, this, IngestReports::staticMetaObject);
    m_thread.start();
}

IngestService::~IngestService()
{
    // Not cancel(): the files a job has not reached stay queued and are resumed on the next start.
    m_cancelUpTo.store(m_nextJob - 1);
    m_thread.stop();
}

template <typename Work>
quint64 IngestService::queue(Work work)
{
    const quint64 job = m_nextJob++;
    ++m_running;
    QMetaObject::invokeMethod(
        m_worker, [worker = m_worker, job, work] { work(worker, job); }, Qt::QueuedConnection);
    return job;
}

quint64 IngestService::ingest(const QStringList& paths, Reindex reindex)
{
    return queue([paths, reindex](IngestWorker* w, quint64 job) { w->ingest(job, paths, reindex); });
}

quint64 IngestService::remove(const QStringList& paths)
{
    return queue([paths](IngestWorker* w, quint64 job) { w->remove(job, paths); });
}

quint64 IngestService::addFolder(const QString& path)
{
    return queue([path](IngestWorker* w, quint64 job) { w->addFolder(job, path); });
}

quint64 IngestService::removeFolder(const QString& path)
{
    return queue([path](IngestWorker* w, quint64 job) { w->removeFolder(job, path); });
}

quint64 IngestService::sync(const QStringList& folders)
{
    return queue([folders](IngestWorker* w, quint64 job) { w->sync(job, folders); });
}

quint64 IngestService::retryFailed()
{
    return queue([](IngestWorker* w, quint64 job) { w->retryFailed(job); });
}

void IngestService::cancel()
{
    m_cancelUpTo.store(m_nextJob - 1);
    m_discardUpTo.store(m_nextJob - 1);
}

} // namespace lotse
