// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Chunker.h"
#include "IngestReports.h"
#include "IngestTypes.h"
#include "common/Error.h"
#include "common/Result.h"
#include "store/IngestQueue.h"

#include <QHash>
#include <QObject>
#include <QStringList>
#include <atomic>
#include <memory>
#include <optional>

namespace lotse {

class Database;
class DocumentStore;
class FolderStore;
class IngestPipeline;
class IngestBatch;
class ParseAhead;
class ProgressThrottle;
struct PreparedFile;

// Lives on the ingest thread and owns that thread's database connection. Every job that reads
// files first writes them to the persisted IngestQueue and finishes what an earlier run left there
// (killed, crashed or closed half-way), so work is resumed, never started again.
class IngestWorker final : public IngestReports
{
    Q_OBJECT
public:
    static constexpr qint64 progressIntervalMs = 100;
    // fileStarted: the job's first file, then at most one file per interval, and every file that
    // reports progress (a signal per small file woke the GUI thread thousands of times a job).
    static constexpr qint64 startedIntervalMs = 50;
    // A transaction stores files until one of these is reached (see run()).
    static constexpr qint64 batchMs = 200;
    static constexpr int batchFiles = 500;
    static constexpr qint64 batchMaxBytes = 32LL * 1024 * 1024;
    static constexpr int resumeNoteMs = 1000;               // see IngestQueue::resumingAt
    static constexpr qint64 claimRefreshMs = 60'000;        // IngestLock: a running job says it still runs
    static constexpr int batchWaitMs = 20;                  // a batch waits this long for the next file, then commits
    static constexpr qint64 helpMaxBytes = 512 * 1024;      // the writer parses files up to this size itself
    static constexpr qint64 helpMaxZippedBytes = 64 * 1024; // DOCX and ODT

    // A job up to `cancelUpTo` stops after its current file; up to `discardUpTo` (the user pressed
    // Cancel, not closing the window) its queued files are dropped as well instead of resumed later.
    IngestWorker(QString dbPath, ChunkerOptions options, const std::atomic<quint64>& cancelUpTo,
                 const std::atomic<quint64>& discardUpTo);
    ~IngestWorker() override;

public Q_SLOTS:
    void ingest(quint64 job, const QStringList& paths, lotse::Reindex reindex = Reindex::IfChanged);
    void remove(quint64 job, const QStringList& paths);
    // Remembers the folder and indexes it; later syncs pick up its changes.
    void addFolder(quint64 job, const QString& path);
    // Forgets the folder and removes its documents (those not also in another remembered folder).
    void removeFolder(quint64 job, const QString& path);
    // Resumes the queue, then brings `folders` (all remembered ones when empty) up to date:
    // new, changed, renamed and deleted files.
    void sync(quint64 job, const QStringList& folders);
    // Reads the failed files again (and those whose last update failed), and the files in kept
    // folders never read (below a folder that could not be read before).
    void retryFailed(quint64 job);

private:
    bool ensureOpen(quint64 job);
    bool cancelled(quint64 job) const { return job <= m_cancelUpTo.load(); }
    bool fail(quint64 job, const Error& error);
    // The files of a run: what an earlier run left (its first one set aside when it stopped runs
    // twice), then the files asked for, each read again when either asked for that.
    struct RunPlan
    {
        QStringList files;
        QHash<QString, bool> reindex;
        QList<FileOutcome> setAside;
        QString resumedAt; // the file an earlier run stopped at, read first
    };
    struct Position
    {
        int index = 0;
        int total = 0;
    };
    // Emits started, queues the files behind what an earlier run left, and goes through them all.
    // False when the job failed (failed() was emitted) or was cancelled.
    bool run(quint64 job, const QStringList& files, const QList<FileOutcome>& problems, Reindex reindex,
             IngestSummary& summary);
    Result<RunPlan> plan(const QStringList& files, Reindex reindex);
    // Waits for the next parsed file, helping with small ones and committing a batch that waits.
    bool waitForNext(quint64 job, ParseAhead& ahead, IngestBatch& batch, IngestSummary& summary, int total);
    bool storeNext(quint64 job, const QString& path, PreparedFile prepared, Position at, IngestBatch& batch,
                   ProgressThrottle& throttle, IngestSummary& summary);
    // Commits the batch and reports its files.
    bool commit(quint64 job, IngestBatch& batch, IngestSummary& summary, int total);
    bool stopCancelled(quint64 job, IngestBatch& batch, IngestSummary& summary, int total);
    // The first file an earlier run left over (see IngestQueue::resumingAt): noted, or set aside and
    // recorded failed when the run before was resumed there too (its outcome then).
    Result<std::optional<FileOutcome>> setAsideIfStuck(const IngestQueue::Entry& first);
    bool syncFolders(quint64 job, const QStringList& folders, IngestSummary& summary);
    void emitFolders();

    QString m_dbPath;
    ChunkerOptions m_options;
    const std::atomic<quint64>& m_cancelUpTo;
    const std::atomic<quint64>& m_discardUpTo;
    std::unique_ptr<Database> m_db;
    std::unique_ptr<DocumentStore> m_store;
    std::unique_ptr<FolderStore> m_folders;
    std::unique_ptr<IngestQueue> m_queue;
    std::unique_ptr<IngestPipeline> m_pipeline;
};

} // namespace lotse
