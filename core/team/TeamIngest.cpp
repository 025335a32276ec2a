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

Status TeamIngest::removeFolder(const QString& path)
{
    const QString folder = clean(path);
    if (Status s = lock(); !s)
        return s;
    PgFolderStore folders(m_c);
    const auto removed = folders.remove(folder);
    if (!removed)
        return removed.error();
    if (!removed.value())
        return Error::make(Error::Code::NotFound, tr("%1 is not a folder of this team knowledge base (`lotse-cli "
                                                     "folders --db URL` lists them).")
                                                      .arg(QDir::toNativeSeparators(folder)));
    return removeGone(folder, {});
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
    PgIngestQueue queue(m_c);
    while (q.next()) {
        if (Status s = queue.enqueue({q.value(0).toString()}, q.value(1).toString().split(QLatin1Char(',')), true); !s)
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
        } else if (!QFileInfo::exists(entry.path)) {
            // Deleted since it was queued: gone from the team knowledge base too.
            for (const FileOutcome& o : removeDocument(entry.path)) {
                m_report(o);
                if (o.fatal)
                    return stopped(o);
            }
        } else {
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
    if (Status s = removeGone(folder.path, expansion.files); !s)
        return s;
    return PgFolderStore(m_c).markSynced(folder.path);
}

// The documents below `folder` whose files are not among `present`. With `present` empty (the folder
// was forgotten): all of them, except those an outer remembered folder holds, which are stored again
// with its groups.
Status TeamIngest::removeGone(const QString& folder, const QStringList& present)
{
    const auto known = PgDocumentStore(m_c, {}).paths();
    if (!known)
        return known.error();
    const QSet<QString> here(present.cbegin(), present.cend());
    PgFolderStore folders(m_c);
    QStringList regroup;
    for (const QString& path : known.value()) {
        if (!FolderStore::isWithin(path, folder) || here.contains(path))
            continue;
        if (!present.isEmpty() && QFileInfo::exists(path))
            continue; // there, but not read by the expansion (e.g. a hidden file): not deleted
        const auto holder = folders.containing(path);
        if (!holder)
            return holder.error();
        if (present.isEmpty() && holder.value()) {
            regroup.append(path); // an outer remembered folder keeps it, with its own groups
            continue;
        }
        for (const FileOutcome& o : removeDocument(path)) {
            m_report(o);
            if (o.fatal)
                return stopped(o);
        }
    }
    if (regroup.isEmpty())
        return success();
    if (Status s = PgIngestQueue(m_c).enqueue(regroup, {}); !s)
        return s;
    return drain();
}

QList<FileOutcome> TeamIngest::removeDocument(const QString& path)
{
    PgDocumentStore store(m_c, {});
    return IngestPipeline(store).remove(path);
}

} // namespace lotse
