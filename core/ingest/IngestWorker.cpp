// SPDX-License-Identifier: GPL-3.0-or-later
#include "IngestWorker.h"

#include "IngestPipeline.h"
#include "store/Database.h"
#include "store/DocumentStore.h"

#include <QElapsedTimer>

namespace lotse {

IngestWorker::IngestWorker(QString dbPath, ChunkerOptions options, const std::atomic<quint64>& cancelUpTo)
    : m_dbPath(std::move(dbPath))
    , m_options(options)
    , m_cancelUpTo(cancelUpTo)
{}

IngestWorker::~IngestWorker()
{
    // The connection belongs to this thread: the service deletes the worker here, before the thread ends.
    m_pipeline.reset();
    m_store.reset();
    m_db.reset();
}

bool IngestWorker::ensureOpen(quint64 job)
{
    if (m_db)
        return true;
    auto db = Database::open(m_dbPath);
    if (!db) {
        Q_EMIT failed(job, db.error());
        return false;
    }
    m_db = std::move(db).value();
    m_store = std::make_unique<DocumentStore>(*m_db);
    m_pipeline = std::make_unique<IngestPipeline>(*m_store, m_options);
    return true;
}

void IngestWorker::ingest(quint64 job, const QStringList& paths, Reindex reindex)
{
    if (!ensureOpen(job))
        return;
    QElapsedTimer timer;
    timer.start();
    IngestSummary summary;
    const IngestPipeline::Expansion expansion = IngestPipeline::expand(paths);
    const int total = int(expansion.files.size());
    Q_EMIT started(job, expansion.files);
    for (const FileOutcome& problem : expansion.problems) {
        summary.count(problem);
        Q_EMIT fileFinished(job, problem, 0, total);
    }
    for (int i = 0; i < total; ++i) {
        if (cancelled(job)) {
            summary.cancelled = true;
            break;
        }
        const QString& path = expansion.files.at(i);
        Q_EMIT fileStarted(job, path, i, total);
        // Most files take a few milliseconds: a signal per step would only flood the GUI thread.
        QElapsedTimer fileTimer;
        fileTimer.start();
        qint64 lastReport = 0;
        const auto progress = [&](const FileProgress& step) {
            const qint64 now = fileTimer.elapsed();
            if (now < progressIntervalMs || now - lastReport < progressIntervalMs)
                return;
            lastReport = now;
            Q_EMIT fileProgress(job, path, step);
        };
        const FileOutcome outcome = m_pipeline->ingestFile(path, reindex, progress);
        summary.count(outcome);
        Q_EMIT fileFinished(job, outcome, i, total);
    }
    summary.elapsedMs = timer.elapsed();
    Q_EMIT finished(job, summary);
}

void IngestWorker::remove(quint64 job, const QStringList& paths)
{
    if (!ensureOpen(job))
        return;
    QElapsedTimer timer;
    timer.start();
    IngestSummary summary;
    Q_EMIT started(job, paths);
    for (int i = 0; i < paths.size(); ++i) {
        for (const FileOutcome& outcome : m_pipeline->remove(paths.at(i))) {
            summary.count(outcome);
            Q_EMIT fileFinished(job, outcome, i, int(paths.size()));
        }
    }
    summary.elapsedMs = timer.elapsed();
    Q_EMIT finished(job, summary);
}

} // namespace lotse
