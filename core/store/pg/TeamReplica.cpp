// SPDX-License-Identifier: GPL-3.0-or-later
#include "TeamReplica.h"

#include "PgConnection.h"
#include "TeamVectorSync.h"
#include "common/Logging.h"
#include "store/Database.h"
#include "store/DocumentStore.h"
#include "store/MetaTable.h"
#include "store/RecordRows.h"
#include "store/Transaction.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QLockFile>
#include <QRegularExpression>
#include <QSet>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

namespace lotse {

namespace {

Error failed(const QSqlQuery& q, const QString& what)
{
    return Error::make(Error::Code::Database,
                       TeamReplica::tr("%1 failed: %2").arg(what, q.lastError().databaseText().trimmed()));
}

// What a document's passages are, in one string: a change of any passage (its text, headings, place,
// page or instruction count) changes it, also when the file's own hash stays (a re-index by a newer
// Lotse, a chunker fix). The same on both sides: md5 over the same fields, joined the same way.
const QString fingerprintFields = QStringLiteral("c.sha256 || ':' || c.heading_path || ':' || c.start_offset || ':' || "
                                                 "c.end_offset || ':' || c.page || ':' || c.instructions");

struct Visible
{
    DocumentRecord document;
    QString passages; // fingerprint
};

// The ready documents this login may read (row-level security filters them on the server).
Result<QList<Visible>> visibleDocuments(PgConnection& server)
{
    QSqlQuery q(server.db());
    q.setForwardOnly(true);
    if (!q.exec(QStringLiteral("SELECT d.id, d.path, d.title, d.sha256, d.size, d.mtime, d.status, '', d.ingested_at, "
                               "d.reader_version, '', 0, 0, (SELECT md5(string_agg(%1, ',' ORDER BY c.ordinal)) FROM "
                               "lotse.chunks c WHERE c.document_id = d.id) FROM lotse.documents d WHERE d.status = "
                               "'ready'")
                    .arg(fingerprintFields)))
        return failed(q, TeamReplica::tr("Listing the team knowledge base's documents"));
    QList<Visible> out;
    while (q.next())
        out.append({documentFromRow(q), q.value(13).toString()});
    return out;
}

// The copy's fingerprint of each document's passages, by path.
Result<QHash<QString, QString>> localFingerprints(Database& local)
{
    QSqlQuery q(local.handle());
    q.setForwardOnly(true);
    if (!q.exec(QStringLiteral("SELECT d.path, %1 FROM chunks c JOIN documents d ON d.id = c.document_id ORDER BY "
                               "c.document_id, c.ordinal")
                    .arg(fingerprintFields)))
        return Database::error(q, TeamReplica::tr("Reading the local copy"));
    QHash<QString, QString> joined;
    while (q.next()) {
        QString& all = joined[q.value(0).toString()];
        if (!all.isEmpty())
            all += QLatin1Char(',');
        all += q.value(1).toString();
    }
    QHash<QString, QString> out;
    for (auto it = joined.cbegin(); it != joined.cend(); ++it)
        out.insert(it.key(),
                   QString::fromLatin1(QCryptographicHash::hash(it.value().toUtf8(), QCryptographicHash::Md5).toHex()));
    return out;
}

// The passages of these documents (server ids), by document.
Result<QHash<qint64, QList<ChunkRecord>>> passagesOf(PgConnection& server, const QList<qint64>& ids)
{
    QStringList list;
    for (qint64 id : ids)
        list.append(QString::number(id));
    QSqlQuery q(server.db());
    q.setForwardOnly(true);
    q.prepare(QStringLiteral("SELECT id, document_id, ordinal, heading_path, text, start_offset, end_offset, sha256, "
                             "'', '', page, instructions FROM lotse.chunks WHERE document_id = ANY(?::bigint[]) ORDER "
                             "BY document_id, ordinal"));
    q.addBindValue(QString(QLatin1Char('{') + list.join(QLatin1Char(',')) + QLatin1Char('}')));
    if (!q.exec())
        return failed(q, TeamReplica::tr("Reading passages from the team knowledge base"));
    QHash<qint64, QList<ChunkRecord>> out;
    while (q.next()) {
        ChunkRecord c = chunkFromRow(q);
        c.id = 0; // the copy gives it its own
        c.instructions = q.value(11).toInt();
        out[c.documentId].append(c);
    }
    return out;
}

bool sameContent(const DocumentRecord& local, const Visible& server, const QString& localPassages)
{
    return local.isReady() && local.sha256 == server.document.sha256
           && local.readerVersion == server.document.readerVersion && local.title == server.document.title
           && localPassages == server.passages;
}

// Writes one batch of documents (with their passages) into the copy, in one local transaction.
Status store(PgConnection& server, DocumentStore& local, const QList<DocumentRecord>& batch, ReplicaSync& counts)
{
    QList<qint64> ids;
    for (const DocumentRecord& d : batch)
        ids.append(d.id);
    const auto passages = passagesOf(server, ids);
    if (!passages)
        return passages.error();
    Transaction transaction(local.database());
    if (Status s = transaction.begin(TeamReplica::tr("Updating the local copy")); !s)
        return s;
    for (DocumentRecord d : batch) {
        const QList<ChunkRecord> chunks = passages.value().value(d.id);
        d.id = 0;
        if (auto written = local.replaceDocument(d, chunks); !written)
            return written.error();
        counts.passages += int(chunks.size());
    }
    return transaction.commit(TeamReplica::tr("Updating the local copy"));
}

// Brings the copy to the server's snapshot. What the login may no longer read goes first, in one local
// transaction: a failure later (a dropped connection, a full disk) must not leave it answering.
Status reconcile(PgConnection& server, DocumentStore& local, ReplicaSync& counts)
{
    const auto visible = visibleDocuments(server);
    if (!visible)
        return visible.error();
    const auto mine = local.documents();
    if (!mine)
        return mine.error();
    const auto fingerprints = localFingerprints(local.database());
    if (!fingerprints)
        return fingerprints.error();
    QHash<QString, DocumentRecord> held;
    for (const DocumentRecord& d : mine.value())
        held.insert(d.path, d);
    QSet<QString> listed;
    for (const Visible& v : visible.value())
        listed.insert(v.document.path);
    Transaction removal(local.database());
    if (Status s = removal.begin(TeamReplica::tr("Updating the local copy")); !s)
        return s;
    for (const DocumentRecord& d : mine.value()) {
        if (listed.contains(d.path))
            continue;
        if (auto removed = local.removeDocument(d.path); !removed)
            return removed.error();
        ++counts.removed;
    }
    if (Status s = removal.commit(TeamReplica::tr("Updating the local copy")); !s)
        return s;
    QList<DocumentRecord> batch;
    for (const Visible& v : visible.value()) {
        const auto it = held.constFind(v.document.path);
        if (it != held.cend() && sameContent(*it, v, fingerprints.value().value(v.document.path))) {
            ++counts.unchanged;
            continue;
        }
        ++(it == held.cend() ? counts.added : counts.updated);
        batch.append(v.document);
        if (batch.size() == TeamReplica::documentsPerBatch) {
            if (Status s = store(server, local, batch, counts); !s)
                return s;
            batch.clear();
        }
    }
    return batch.isEmpty() ? success() : store(server, local, batch, counts);
}

} // namespace

QString TeamReplica::pathFor(const DatabaseUrl& url)
{
    // Readable for a person looking into the folder, and unique by the hash of the login and place
    // (characters made safe for a file name could otherwise make two knowledge bases one file).
    static const QRegularExpression unsafe(QStringLiteral("[^A-Za-z0-9._@-]+"));
    QString name = url.user + QLatin1Char('@') + url.host + QLatin1Char('-') + url.database;
    name.replace(unsafe, QStringLiteral("_"));
    const QByteArray id = QCryptographicHash::hash(url.keychainAccount().toUtf8(), QCryptographicHash::Sha256);
    return QFileInfo(Database::defaultPath()).absolutePath() + QStringLiteral("/team/") + name.left(80)
           + QLatin1Char('-') + QString::fromLatin1(id.toHex().left(12)) + QStringLiteral(".sqlite");
}

bool TeamReplica::isCopyOf(Database& local, const DatabaseUrl& url)
{
    const auto stored = MetaTable::value(local, QStringLiteral("team_url"));
    const auto parsed = stored ? DatabaseUrl::parse(*stored) : Result<DatabaseUrl>(Error{});
    return parsed && parsed.value().keychainAccount() == url.keychainAccount();
}

Result<std::unique_ptr<Database>> TeamReplica::open(const DatabaseUrl& url)
{
    const QString path = pathFor(url);
    const QString dir = QFileInfo(path).absolutePath();
    if (!QDir().mkpath(dir))
        return Error::make(Error::Code::Io, tr("Cannot create the folder %1 for the local copy of the team knowledge "
                                               "base: check its permissions and free space.")
                                                .arg(QDir::toNativeSeparators(dir)));
    QFile::setPermissions(dir, QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
    auto db = Database::open(path);
    if (!db)
        return db;
    QFile::setPermissions(path, QFileDevice::ReadOwner | QFileDevice::WriteOwner);
    // What the login may no longer read is overwritten, not left in free pages of the file.
    if (Status s = db.value()->exec(QStringLiteral("PRAGMA secure_delete = ON"), tr("Opening the local copy")); !s)
        return s.error();
    return db;
}

Result<ReplicaSync> TeamReplica::sync(PgConnection& server, Database& local)
{
    // One sync at a time per copy (the window, a dialog, the command line): an older snapshot written
    // after a newer one would bring back what the newer one removed.
    QLockFile lock(local.path() + QStringLiteral(".sync-lock"));
    lock.setStaleLockTime(0);
    if (!lock.tryLock(lockWaitMs))
        return Error::make(Error::Code::Io, tr("Another Lotse is updating the local copy %1; try again when it is "
                                               "done.")
                                                .arg(QDir::toNativeSeparators(local.path())));
    if (!isCopyOf(local, server.url()) && TeamReplica::syncedAt(local).isValid())
        return Error::make(
            Error::Code::InvalidInput,
            tr("%1 is the copy of another team knowledge base.").arg(QDir::toNativeSeparators(local.path())));
    // One snapshot for the whole sync: the document list and every passage read agree.
    if (!server.db().transaction())
        return Error::make(Error::Code::Database, tr("Starting to read the team knowledge base failed: %1")
                                                      .arg(server.db().lastError().databaseText().trimmed()));
    if (Status s = server.exec(QStringLiteral("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY")); !s) {
        server.db().rollback();
        return s.error();
    }
    DocumentStore store(local);
    ReplicaSync counts;
    QSet<QString> pulled;
    Status done = reconcile(server, store, counts);
    if (done) {
        const auto in = TeamVectorSync::pull(server, local, pulled);
        done = in ? success() : Status(in.error());
        counts.vectorsIn = in ? in.value() : 0;
    }
    server.db().rollback(); // read only: nothing to commit
    if (!done)
        return done.error();
    const auto out = TeamVectorSync::push(server, local, pulled);
    if (!out)
        return out.error();
    counts.vectorsOut = out.value();
    if (Status s = MetaTable::set(local, QStringLiteral("team_url"), server.url().toString()); !s)
        return s.error();
    if (Status s = MetaTable::set(local, QStringLiteral("team_synced_at"),
                                  QString::number(QDateTime::currentSecsSinceEpoch()));
        !s)
        return s.error();
    qCDebug(lcTeam) << "synced" << local.path() << "added" << counts.added << "updated" << counts.updated << "removed"
                    << counts.removed << "unchanged" << counts.unchanged << "vectors in" << counts.vectorsIn << "out"
                    << counts.vectorsOut;
    return counts;
}

QDateTime TeamReplica::syncedAt(Database& local)
{
    const auto at = MetaTable::value(local, QStringLiteral("team_synced_at"));
    return at ? QDateTime::fromSecsSinceEpoch(at->toLongLong()) : QDateTime();
}

} // namespace lotse
