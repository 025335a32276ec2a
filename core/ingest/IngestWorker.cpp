// SPDX-License-Identifier: GPL-3.0-or-later
#include "IngestWorker.h"

#include "IngestBatch.h"
#include "IngestPipeline.h"
#include "ParseAhead.h"
#include "ProgressThrottle.h"
#include "common/Logging.h"
#include "formats/DocumentFormat.h"
#include "formats/DocumentParser.h"
#include "formats/FormatLimits.h"
#include "store/Database.h"
#include "store/DocumentStore.h"
#include "store/FolderStore.h"
#include "store/IngestLock.h"
#include "store/Transaction.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QHash>
#include <QScopeGuard>
#include <QSet>

namespace lotse {

namespace {

QString cleanAbsolute(const QString& path)
{
    return QDir::cleanPath(QFileInfo(path).absoluteFilePath());
}

// Whether the writer parses this file itself while it waits (see run()). Zipped formats unpack to up to
// 200 times their size; a zip under another name is still bounded by FormatLimits.
bool smallEnoughToHelp(const QString& path, qint64 bytes)
{
    const DocumentFormat format = FormatDetector::fromSuffix(path);
    const bool zipped = format == DocumentFormat::Docx || format == DocumentFormat::Odt;
    return bytes <= (zipped ? IngestWorker::helpMaxZippedBytes : IngestWorker::helpMaxBytes);
}

} // namespace

IngestWorker::IngestWorker(QString dbPath, ChunkerOptions options, const std::atomic<quint64>& cancelUpTo,
                           const std::atomic<quint64>& discardUpTo)
    : m_dbPath(std::move(dbPath))
    , m_options(options)
    , m_cancelUpTo(cancelUpTo)
    , m_discardUpTo(discardUpTo)
{}

IngestWorker::~IngestWorker()
{
    // The connection belongs to this thread: the service deletes the worker here, before the thread ends.
    m_pipeline.reset();
    m_queue.reset();
    m_folders.reset();
    m_store.reset();
    m_db.reset();
}

bool IngestWorker::ensureOpen(quint64 job)
{
    if (m_db)
        return true;
    auto db = Database::open(m_dbPath);
    if (!db)
        return fail(job, db.error());
    m_db = std::move(db).value();
    // The writer of large jobs: a page cache of 16 MB instead of 2 keeps the index B-trees it
    // inserts into at random (passage hashes, FTS5 merges) in memory, and a checkpoint every 4,000
    // pages of WAL instead of 1,000 syncs the disk a quarter as often (64 MB with the 16 KiB pages of
    // a new knowledge base, 16 MB with the 4 KiB of one made before). (Measured on 5,000 files:
    // about a fifth less CPU on this thread.)
    for (const QString& pragma :
         {QStringLiteral("PRAGMA cache_size = -16000"), QStringLiteral("PRAGMA wal_autocheckpoint = 4000")}) {
        if (auto set = m_db->exec(pragma, tr("Setting up the knowledge base")); !set)
            return fail(job, set.error());
    }
    m_store = std::make_unique<DocumentStore>(*m_db);
    m_folders = std::make_unique<FolderStore>(*m_db);
    m_queue = std::make_unique<IngestQueue>(*m_db);
    m_pipeline = std::make_unique<IngestPipeline>(*m_store, m_options);
    return true;
}

bool IngestWorker::fail(quint64 job, const Error& error)
{
    qCWarning(lcIngest) << "job" << job << "failed:" << error.message;
    Q_EMIT failed(job, error);
    return false;
}

void IngestWorker::emitFolders()
{
    const auto all = m_folders->folders();
    if (!all) {
        qCWarning(lcIngest) << all.error().message;
        return;
    }
    QStringList paths;
    for (const FolderRecord& f : all.value())
        paths.append(f.path);
    Q_EMIT foldersChanged(paths);
}

Result<IngestWorker::RunPlan> IngestWorker::plan(const QStringList& files, Reindex reindex)
{
    const auto leftover = m_queue->pending();
    if (!leftover)
        return leftover.error();
    RunPlan plan;
    if (!leftover.value().isEmpty()) {
        plan.resumedAt = leftover.value().first().path;
        auto stuck = setAsideIfStuck(leftover.value().first());
        if (!stuck)
            return stuck.error();
        if (stuck.value()) {
            plan.setAside.append(*stuck.value());
            plan.resumedAt.clear();
        }
        qCInfo(lcIngest) << "resuming" << leftover.value().size() << "files an earlier run did not finish";
    }
    const QString asideAt = plan.setAside.isEmpty() ? QString() : plan.setAside.first().path;
    for (const IngestQueue::Entry& e : leftover.value()) {
        if (e.path == asideAt)
            continue;
        plan.files.append(e.path);
        plan.reindex.insert(e.path, e.reindex);
    }
    for (const QString& f : files) {
        if (f == asideAt)
            continue; // not this run, even when asked for again: retry reads it
        if (!plan.reindex.contains(f))
            plan.files.append(f);
        plan.reindex[f] = plan.reindex.value(f) || reindex == Reindex::Always;
    }
    QStringList toQueue = files;
    toQueue.removeAll(asideAt);
    if (auto queued = m_queue->enqueue(toQueue, reindex == Reindex::Always); !queued)
        return queued.error();
    return plan;
}

bool IngestWorker::commit(quint64 job, IngestBatch& batch, IngestSummary& summary, int total)
{
    const auto stored = batch.commit();
    if (!stored)
        return fail(job, stored.error());
    for (const IngestBatch::Stored& file : stored.value()) {
        summary.count(file.outcome);
        Q_EMIT fileFinished(job, file.outcome, file.index, total);
    }
    return true;
}

bool IngestWorker::waitForNext(quint64 job, ParseAhead& ahead, IngestBatch& batch, IngestSummary& summary, int total)
{
    // While the next file is still being parsed, this thread prepares one after it (two cores: the
    // parse thread and this one both busy). Only small files, and zipped ones (DOCX, ODT: up to 200
    // times their size unpacked) smaller still: a cancel waits little, and so does the embedding
    // thread for the write lock of an open batch (committed first once its time is up): a batch's
    // time and one small file's parse, a few hundred milliseconds at worst.
    while (!ahead.nextReady() && !cancelled(job)) {
        if (batch.ageMs() >= batchMs && !commit(job, batch, summary, total))
            return false;
        if (!ahead.helpWithNext(smallEnoughToHelp))
            break;
    }
    // The write lock is held from the batch's first file to its commit: not while waiting for a
    // file that is still being parsed (a large PDF), or the embedding thread could not store vectors.
    if (!batch.isEmpty() && !ahead.nextReady(batchWaitMs))
        return commit(job, batch, summary, total);
    return true;
}

bool IngestWorker::stopCancelled(quint64 job, IngestBatch& batch, IngestSummary& summary, int total)
{
    if (!commit(job, batch, summary, total))
        return false;
    summary.cancelled = true;
    // Cancel drops the rest; closing the window keeps it for the next start.
    if (job <= m_discardUpTo.load()) {
        if (auto cleared = m_queue->clear(); !cleared)
            qCWarning(lcIngest) << cleared.error().message;
    }
    return false;
}

bool IngestWorker::run(quint64 job, const QStringList& files, const QList<FileOutcome>& problems, Reindex reindex,
                       IngestSummary& summary)
{
    // One process at a time works through the queue: a second one would take the first one's files.
    IngestLock lock(*m_db);
    if (auto claimed = lock.claim(); !claimed)
        return fail(job, claimed.error());
    const auto giveBack = qScopeGuard([&lock] {
        if (auto released = lock.release(); !released)
            qCWarning(lcIngest) << released.error().message;
    });
    const auto planned = plan(files, reindex);
    if (!planned)
        return fail(job, planned.error());
    const RunPlan& p = planned.value();
    const int total = int(p.files.size());
    Q_EMIT started(job, p.files);
    for (const FileOutcome& problem : p.setAside + problems) {
        summary.count(problem);
        Q_EMIT fileFinished(job, problem, 0, total);
    }
    const auto indexed = m_store->indexedHashes(DocumentParser::readerVersion);
    if (!indexed)
        return fail(job, indexed.error());
    QList<ParseAhead::Task> tasks;
    tasks.reserve(total);
    for (const QString& path : p.files) {
        tasks.append({path, p.reindex.value(path) ? Reindex::Always : Reindex::IfChanged,
                      indexed.value().value(cleanAbsolute(path))});
    }
    // Files are read, parsed and split on another thread, a few ahead; this thread only writes.
    const FormatLimits limits = FormatLimits::fromSettings();
    m_pipeline->setLimits(limits);
    ParseAhead ahead(*m_pipeline, std::move(tasks), limits.maxFileBytes);
    IngestBatch batch(*m_db, lock, {batchMs, batchFiles, batchMaxBytes, claimRefreshMs});
    ProgressThrottle throttle(startedIntervalMs, progressIntervalMs);
    for (int i = 0; i < total; ++i) {
        if (cancelled(job))
            return stopCancelled(job, batch, summary, total);
        if (!waitForNext(job, ahead, batch, summary, total))
            return false;
        const QString& path = p.files.at(i);
        if (throttle.startFile(i == 0))
            Q_EMIT fileStarted(job, path, i, total);
        // The file an earlier run stopped at, and still not read after a while: should this run stop
        // too, the next one sets it aside. A file read in less time is not what stops runs, and a run
        // killed while starting up says nothing about its first file.
        if (i == 0 && path == p.resumedAt && !ahead.nextReady(resumeNoteMs)) {
            qCInfo(lcIngest) << "resumed at" << path << "and still reading it";
            if (auto noted = m_queue->resumingAt(path); !noted)
                return fail(job, noted.error());
        }
        if (!storeNext(job, path, ahead.takeNext(), {i, total}, batch, throttle, summary))
            return false;
    }
    qCDebug(lcIngest) << "job" << job << "parsed" << ahead.preparedHere() << "of" << total
                      << "files on the writer's thread";
    return commit(job, batch, summary, total);
}

bool IngestWorker::storeNext(quint64 job, const QString& path, PreparedFile prepared, Position at, IngestBatch& batch,
                             ProgressThrottle& throttle, IngestSummary& summary)
{
    if (auto opened = batch.open(); !opened)
        return fail(job, opened.error());
    throttle.startStoring();
    const FileOutcome outcome = m_pipeline->store(std::move(prepared), [&](const FileProgress& step) {
        bool announce = false;
        if (!throttle.step(announce))
            return;
        if (announce)
            Q_EMIT fileStarted(job, path, at.index, at.total);
        Q_EMIT fileProgress(job, path, step);
    });
    if (outcome.fatal) {
        // The batch goes back (its files stay queued for the next run); this file says why.
        batch.rollback();
        summary.count(outcome);
        Q_EMIT fileFinished(job, outcome, at.index, at.total);
        return fail(job, Error::make(Error::Code::Io, outcome.message));
    }
    if (auto done = m_queue->done(path); !done) {
        batch.rollback();
        return fail(job, done.error());
    }
    const bool full = batch.add(outcome, at.index);
    // The job's first file is committed on its own: the list shows progress at once.
    if (at.index == 0 || full)
        return commit(job, batch, summary, at.total);
    return true;
}

Result<std::optional<FileOutcome>> IngestWorker::setAsideIfStuck(const IngestQueue::Entry& first)
{
    if (first.attempts == 0)
        return std::optional<FileOutcome>();
    // The earlier run was resumed here and stopped here again: this file stops Lotse (a reader the
    // system killed, a crash, or someone closing it while waiting). It is recorded failed, so it no
    // longer blocks every run, and read again only on request (retry).
    qCWarning(lcIngest) << "setting aside" << first.path << "after" << first.attempts + 1 << "stopped runs";
    const Error error = Error::make(
        Error::Code::Unsupported,
        tr("%1 was being read each of the last two times Lotse stopped before finishing, so it was set aside. "
           "Retry it once it is fixed or the reading limits are raised.")
            .arg(QDir::toNativeSeparators(first.path)));
    Transaction transaction(*m_db);
    if (auto begun = transaction.begin(tr("Setting a file aside")); !begun)
        return begun.error();
    FileOutcome outcome = m_pipeline->store(m_pipeline->setAside(first.path, error));
    if (outcome.fatal)
        return Error::make(Error::Code::Io, outcome.message);
    if (auto done = m_queue->done(first.path); !done)
        return done.error();
    if (auto committed = transaction.commit(tr("Setting a file aside")); !committed)
        return committed.error();
    return std::optional<FileOutcome>(outcome);
}

void IngestWorker::ingest(quint64 job, const QStringList& paths, Reindex reindex)
{
    if (!ensureOpen(job))
        return;
    QElapsedTimer timer;
    timer.start();
    IngestSummary summary;
    const IngestPipeline::Expansion expansion = IngestPipeline::expand(paths);
    if (!run(job, expansion.files, expansion.problems, reindex, summary) && !summary.cancelled)
        return;
    summary.elapsedMs = timer.elapsed();
    Q_EMIT finished(job, summary);
}

bool IngestWorker::syncFolders(quint64 job, const QStringList& folders, IngestSummary& summary)
{
    // A missing folder is not expanded (that would report it as a missing file); removeVanished says why.
    QStringList present;
    for (const QString& folder : folders) {
        if (QFileInfo(folder).isDir())
            present.append(folder);
    }
    const IngestPipeline::Expansion expansion = IngestPipeline::expand(present);
    if (!run(job, expansion.files, expansion.problems, Reindex::IfChanged, summary))
        return summary.cancelled;
    // Deleted files go after the new ones: a new path may have taken over a document (a rename).
    for (const QString& folder : folders) {
        QStringList onDisk;
        for (const QString& f : expansion.files) {
            if (FolderStore::isWithin(f, folder))
                onDisk.append(f);
        }
        for (const FileOutcome& outcome : m_pipeline->removeVanished(folder, onDisk, expansion.unreadableFolders)) {
            summary.count(outcome);
            Q_EMIT fileFinished(job, outcome, int(expansion.files.size()), int(expansion.files.size()));
            if (outcome.fatal)
                return fail(job, Error::make(Error::Code::Io, outcome.message));
        }
        if (auto synced = m_folders->markSynced(folder); !synced)
            return fail(job, synced.error());
    }
    return true;
}

void IngestWorker::sync(quint64 job, const QStringList& folders)
{
    if (!ensureOpen(job))
        return;
    QElapsedTimer timer;
    timer.start();
    QStringList targets;
    for (const QString& f : folders)
        targets.append(cleanAbsolute(f));
    if (targets.isEmpty()) {
        const auto all = m_folders->folders();
        if (!all) {
            fail(job, all.error());
            return;
        }
        for (const FolderRecord& f : all.value())
            targets.append(f.path);
    }
    emitFolders();
    IngestSummary summary;
    if (!syncFolders(job, targets, summary))
        return;
    summary.elapsedMs = timer.elapsed();
    Q_EMIT finished(job, summary);
}

void IngestWorker::addFolder(quint64 job, const QString& rawPath)
{
    if (!ensureOpen(job))
        return;
    QElapsedTimer timer;
    timer.start();
    const QString path = cleanAbsolute(rawPath);
    if (!QFileInfo(path).isDir()) {
        fail(job, Error::make(Error::Code::InvalidInput,
                              tr("%1 is not a folder. Give a folder to keep in sync, or add single files "
                                 "with ingest.")
                                  .arg(QDir::toNativeSeparators(path))));
        return;
    }
    if (auto added = m_folders->add(path); !added) {
        fail(job, added.error());
        return;
    }
    emitFolders();
    IngestSummary summary;
    if (!syncFolders(job, {path}, summary))
        return;
    summary.elapsedMs = timer.elapsed();
    Q_EMIT finished(job, summary);
}

void IngestWorker::removeFolder(quint64 job, const QString& rawPath)
{
    if (!ensureOpen(job))
        return;
    QElapsedTimer timer;
    timer.start();
    const QString path = cleanAbsolute(rawPath);
    const auto removed = m_folders->remove(path);
    if (!removed) {
        fail(job, removed.error());
        return;
    }
    if (!removed.value()) {
        fail(job, Error::make(Error::Code::NotFound,
                              tr("%1 is not a folder Lotse keeps in sync. `lotse-cli folders` lists them.")
                                  .arg(QDir::toNativeSeparators(path))));
        return;
    }
    emitFolders();
    Q_EMIT started(job, {path});
    IngestSummary summary;
    const auto others = m_folders->folders();
    const auto documents = m_store->documents();
    if (auto dropped = m_queue->dropBelow(path); !dropped || !others || !documents) {
        fail(job, !dropped ? dropped.error() : !others ? others.error() : documents.error());
        return;
    }
    for (const DocumentRecord& d : documents.value()) {
        if (!FolderStore::isWithin(d.path, path))
            continue;
        // A document also below another remembered folder (nested folders) stays.
        const bool kept = std::any_of(others.value().cbegin(), others.value().cend(),
                                      [&](const FolderRecord& f) { return FolderStore::isWithin(d.path, f.path); });
        if (kept)
            continue;
        const auto gone = m_store->removeDocument(d.path);
        const FileOutcome outcome{d.path, gone ? FileOutcome::Kind::Removed : FileOutcome::Kind::Failed, 0,
                                  gone ? QString() : gone.error().message, 0};
        summary.count(outcome);
        Q_EMIT fileFinished(job, outcome, 0, 1);
        if (!gone) {
            fail(job, gone.error());
            return;
        }
    }
    summary.elapsedMs = timer.elapsed();
    Q_EMIT finished(job, summary);
}

void IngestWorker::retryFailed(quint64 job)
{
    if (!ensureOpen(job))
        return;
    QElapsedTimer timer;
    timer.start();
    const auto documents = m_store->documents();
    if (!documents) {
        fail(job, documents.error());
        return;
    }
    QStringList paths;
    QSet<QString> known;
    for (const DocumentRecord& d : documents.value()) {
        known.insert(d.path);
        if (!d.isReady() || d.updateFailed())
            paths.append(d.path);
    }
    // Files in a kept folder that were never read (a sub-folder that could not be read, say) are
    // failed files too, and so are the folders that still cannot be read.
    const auto folders = m_folders->folders();
    if (!folders) {
        fail(job, folders.error());
        return;
    }
    QStringList present;
    for (const FolderRecord& f : folders.value()) {
        if (QFileInfo(f.path).isDir())
            present.append(f.path);
    }
    const IngestPipeline::Expansion expansion = IngestPipeline::expand(present);
    for (const QString& f : expansion.files) {
        if (!known.contains(f))
            paths.append(f);
    }
    QList<FileOutcome> stillFailing;
    for (const FileOutcome& p : expansion.problems) {
        if (p.kind == FileOutcome::Kind::Failed)
            stillFailing.append(p);
    }
    IngestSummary summary;
    // Always: content that failed is otherwise not read again while it stays the same.
    if (!run(job, paths, stillFailing, Reindex::Always, summary) && !summary.cancelled)
        return;
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
    // Removing a remembered folder (or a folder above one) also stops syncing it: it would come back.
    const auto remembered = m_folders->folders();
    if (!remembered) {
        fail(job, remembered.error());
        return;
    }
    bool forgot = false;
    for (const FolderRecord& f : remembered.value()) {
        for (const QString& path : paths) {
            if (!FolderStore::isWithin(f.path, cleanAbsolute(path)))
                continue;
            if (auto gone = m_folders->remove(f.path); !gone) {
                fail(job, gone.error());
                return;
            }
            forgot = true;
            break;
        }
    }
    if (forgot)
        emitFolders();
    for (int i = 0; i < paths.size(); ++i) {
        if (auto dropped = m_queue->dropBelow(cleanAbsolute(paths.at(i))); !dropped) {
            fail(job, dropped.error());
            return;
        }
        for (const FileOutcome& outcome : m_pipeline->remove(paths.at(i))) {
            summary.count(outcome);
            Q_EMIT fileFinished(job, outcome, i, int(paths.size()));
        }
    }
    summary.elapsedMs = timer.elapsed();
    Q_EMIT finished(job, summary);
}

} // namespace lotse
