// SPDX-License-Identifier: GPL-3.0-or-later
#include "TeamIngest.h"

#include "ingest/IngestPipeline.h"
#include "store/FolderStore.h"
#include "store/pg/PgConnection.h"
#include "store/pg/PgDocumentStore.h"
#include "store/pg/PgFolderStore.h"
#include "store/pg/PgIngestQueue.h"

#include <QDir>
#include <QFileInfo>
#include <QSet>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

namespace lotse {

namespace {

// The advisory lock of one manager's runs (a constant pair: class, login).
const QString lockSql = QStringLiteral("SELECT pg_try_advisory_lock(20231, hashtext(session_user))");
const QString unlockSql = QStringLiteral("SELECT pg_advisory_unlock(20231, hashtext(session_user))");

QString clean(const QString& path)
{
    return QDir::cleanPath(QFileInfo(path).absoluteFilePath());
}

Status stopped(const FileOutcome& o)
{
    return Error::make(Error::Code::Database, o.message);
}

} // namespace

TeamIngest::TeamIngest(PgConnection& connection, Report report)
    : m_c(connection)
    , m_report(std::move(report))
{}

TeamIngest::~TeamIngest()
{
    if (m_locked) {
        QSqlQuery q(m_c.db());
        q.exec(unlockSql);
    }
}

Status TeamIngest::lock()
{
    if (m_locked)
        return success();
    QSqlQuery q(m_c.db());
    if (!q.exec(lockSql) || !q.next())
        return Error::make(Error::Code::Database, tr("Taking the ingest lock failed."));
    if (!q.value(0).toBool())
        return Error::make(Error::Code::Database,
                           tr("Another run of yours is adding files to this team knowledge base; "
                              "wait for it to finish, then run this again."));
    m_locked = true;
    return success();
}

Status TeamIngest::add(const QStringList& paths, const QStringList& groups)
{
    if (Status s = lock(); !s)
        return s;
    const IngestPipeline::Expansion expansion = IngestPipeline::expand(paths);
    for (const FileOutcome& problem : expansion.problems)
        m_report(problem);
    // A remembered folder decides who reads its files: groups given here would be replaced by its own at
    // the next sync, so a file meant for HR only would quietly become readable by the folder's groups.
    PgFolderStore folders(m_c);
    for (const QString& file : expansion.files) {
        const auto holder = folders.containing(file);
        if (!holder)
            return holder.error();
        if (holder.value() && holder.value()->groups != groups)
            return Error::make(Error::Code::InvalidInput,
                               tr("%1 is in the folder %2, whose documents are readable by the groups %3. Keep "
                                  "the file in a subfolder and give that one its groups (`lotse-cli folder add "
                                  "SUBFOLDER --groups …`), or ingest it with --groups %3.")
                                   .arg(QDir::toNativeSeparators(file), QDir::toNativeSeparators(holder.value()->path),
                                        holder.value()->groups.join(QLatin1Char(','))));
    }
    if (Status s = PgIngestQueue(m_c).enqueue(expansion.files, groups); !s)
        return s;
    return drain();
}

Status TeamIngest::addFolder(const QString& path, const QStringList& groups)
{
    const QString folder = clean(path);
    if (!QFileInfo(folder).isDir())
        return Error::make(Error::Code::InvalidInput,
                           tr("%1 is not a folder: give a folder, or add files with `lotse-cli ingest`.")
                               .arg(QDir::toNativeSeparators(folder)));
    if (Status s = lock(); !s)
        return s;
    PgFolderStore folders(m_c);
    if (const auto added = folders.add(folder, groups); !added)
        return added.error();
    if (Status s = drain(); !s)
        return s;
    return syncFolder({folder, groups, {}, {}});
}

// The documents go first and the folder is forgotten last: a run stopped in between is finished by
// the same command.
Status TeamIngest::removeFolder(const QString& path)
{
    const QString folder = clean(path);
    if (Status s = lock(); !s)
        return s;
    PgFolderStore folders(m_c);
    const auto all = folders.folders();
    if (!all)
        return all.error();
    QList<TeamFolder> others;
    for (const TeamFolder& f : all.value()) {
        if (f.path != folder)
            others.append(f);
    }
    if (others.size() == all.value().size())
        return Error::make(Error::Code::NotFound, tr("%1 is not a folder of this team knowledge base (`lotse-cli "
                                                     "folders --db URL` lists them).")
                                                      .arg(QDir::toNativeSeparators(folder)));
    if (Status s = forget(folder, others); !s)
        return s;
    if (const auto removed = folders.remove(folder); !removed)
        return removed.error();
    return drain(); // the documents an outer folder holds, with its groups now
}

Status TeamIngest::sync()
{
    if (Status s = lock(); !s)
        return s;
    if (Status s = drain(); !s)
        return s;
    const auto all = PgFolderStore(m_c).folders();
    if (!all)
        return all.error();
    for (const TeamFolder& folder : all.value()) {
        if (Status s = syncFolder(folder); !s)
            return s;
    }
    return success();
}

// Only what exists on this machine: another manager's paths may not.
Status TeamIngest::retry()
{
    if (Status s = lock(); !s)
        return s;
    QSqlQuery q(m_c.db());
    if (!q.exec(QStringLiteral("SELECT path, array_to_string(groups, ',') FROM lotse.documents WHERE error <> '' "
                               "ORDER BY path")))
        return Error::make(
            Error::Code::Database,
            tr("Listing the documents that failed failed: %1").arg(q.lastError().databaseText().trimmed()));
    QList<std::pair<QString, QStringList>> failed;
    while (q.next())
        failed.append({q.value(0).toString(), q.value(1).toString().split(QLatin1Char(','))});
    PgIngestQueue queue(m_c);
    for (const auto& [path, groups] : std::as_const(failed)) {
        if (!QFileInfo::exists(path)) {
            m_report(FileOutcome(path, FileOutcome::Kind::Skipped, 0, tr("not on this machine")));
            continue;
        }
        if (Status s = queue.enqueue({path}, groups, true); !s)
            return s;
    }
    return drain();
}

Status TeamIngest::drain()
{
    PgIngestQueue queue(m_c);
    const auto pending = queue.pending();
    if (!pending)
        return pending.error();
    PgFolderStore folders(m_c);
    for (const PgIngestQueue::Entry& entry : pending.value()) {
        QStringList groups = entry.groups;
        if (groups.isEmpty()) {
            const auto folder = folders.containing(entry.path);
            if (!folder)
                return folder.error();
            groups = folder.value() ? folder.value()->groups : QStringList();
        }
        if (groups.isEmpty()) {
            m_report(FileOutcome(entry.path, FileOutcome::Kind::Skipped, 0,
                                 tr("its folder is no longer kept in sync, so nobody chose who may read it")));
        } else {
            // A file missing here fails and its document stays: only a folder's sync, which sees the
            // folder, removes what was deleted from it.
            PgDocumentStore store(m_c, groups);
            const FileOutcome o =
                IngestPipeline(store).ingestFile(entry.path, entry.reindex ? Reindex::Always : Reindex::IfChanged);
            m_report(o);
            if (o.fatal) // the server failed: the other files would fail alike, and stay queued
                return stopped(o);
        }
        if (Status s = queue.done(entry.path); !s)
            return s;
        m_done.insert(entry.path);
    }
    return success();
}

Status TeamIngest::syncFolder(const TeamFolder& folder)
{
    if (!QFileInfo(folder.path).isDir()) {
        m_report(FileOutcome(folder.path, FileOutcome::Kind::Skipped, 0,
                             tr("the folder is missing on this machine; its documents stay in the team knowledge "
                                "base")));
        return success();
    }
    const IngestPipeline::Expansion expansion = IngestPipeline::expand({folder.path});
    for (const FileOutcome& problem : expansion.problems)
        m_report(problem);
    // A file of a nested folder is read once per run.
    QStringList fresh;
    for (const QString& file : expansion.files) {
        if (!m_done.contains(file))
            fresh.append(file);
    }
    if (Status s = PgIngestQueue(m_c).enqueue(fresh, {}); !s)
        return s;
    if (Status s = drain(); !s)
        return s;
    // An empty mount point or a share that lists nothing must not empty the team knowledge base.
    PgDocumentStore store(m_c, {});
    if (expansion.files.isEmpty()) {
        const auto documents = store.documents();
        if (!documents)
            return documents.error();
        const auto [ready, failed] = FolderStore::readyAndFailed(documents.value(), folder.path);
        if (ready + failed > 0) {
            m_report(FileOutcome(folder.path, FileOutcome::Kind::Skipped, 0,
                                 tr("the folder is empty on this machine, so its %n document(s) stay; if its files "
                                    "are really gone, `lotse-cli folder remove` it",
                                    nullptr, ready + failed)));
            return success();
        }
    }
    // Below a folder that could not be listed, nothing counts as deleted (IngestPipeline::removeVanished).
    for (const FileOutcome& o :
         IngestPipeline(store).removeVanished(folder.path, expansion.files, expansion.unreadableFolders)) {
        m_report(o);
        if (o.fatal)
            return stopped(o);
    }
    return PgFolderStore(m_c).markSynced(folder.path);
}

// The documents below a folder being forgotten: those another remembered folder (`others`) holds are
// stored again with its groups, the rest removed.
Status TeamIngest::forget(const QString& folder, const QList<TeamFolder>& others)
{
    const auto known = PgDocumentStore(m_c, {}).paths();
    if (!known)
        return known.error();
    QStringList regroup;
    for (const QString& path : known.value()) {
        if (!FolderStore::isWithin(path, folder))
            continue;
        if (std::any_of(others.cbegin(), others.cend(),
                        [&path](const TeamFolder& f) { return FolderStore::isWithin(path, f.path); })) {
            regroup.append(path);
            continue;
        }
        PgDocumentStore store(m_c, {});
        for (const FileOutcome& o : IngestPipeline(store).remove(path)) {
            m_report(o);
            if (o.kind == FileOutcome::Kind::Failed)
                return stopped(o); // the folder stays remembered: the same command finishes this
        }
    }
    if (regroup.isEmpty())
        return success();
    // Queued without groups: read again once this folder is forgotten, they get the outer one's.
    return PgIngestQueue(m_c).enqueue(regroup, {}, true);
}

} // namespace lotse
