// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Chunker.h"
#include "IngestReports.h"
#include "IngestTypes.h"
#include "common/Error.h"
#include "common/WorkerThread.h"

#include <QObject>
#include <QStringList>
#include <atomic>

namespace lotse {

class IngestWorker;

// Adds and removes files on a worker thread named "lotse-ingest". Calls return at once; jobs run
// in order and report through IngestReports' signals, which arrive on the caller's thread.
class IngestService final : public IngestReports
{
    Q_OBJECT
public:
    explicit IngestService(const QString& dbPath, ChunkerOptions options = {}, QObject* parent = nullptr);
    ~IngestService() override;

    // Reindex::Always reads and stores files again even when their content is indexed already.
    quint64 ingest(const QStringList& paths, Reindex reindex = Reindex::IfChanged);
    quint64 remove(const QStringList& paths);
    // Folders that stay in sync (see IngestWorker): remembered in the knowledge base.
    quint64 addFolder(const QString& path);
    quint64 removeFolder(const QString& path);
    // Finishes what an interrupted run left, then picks up changes in `folders` (all when empty).
    quint64 sync(const QStringList& folders = {});
    quint64 retryFailed();
    // Stops the running job after the current file and drops queued ones; finished files stay.
    void cancel();
    bool isBusy() const { return m_running > 0; }

private:
    template <typename Work>
    quint64 queue(Work work);

    WorkerThread<IngestWorker> m_thread{QStringLiteral("lotse-ingest")};
    IngestWorker* m_worker = nullptr; // m_thread's, for the queued calls
    quint64 m_nextJob = 1;
    int m_running = 0;
    std::atomic<quint64> m_cancelUpTo{0};
    std::atomic<quint64> m_discardUpTo{0};
};

} // namespace lotse
