// SPDX-License-Identifier: GPL-3.0-or-later
#include "TeamReplica.h"

#include "PgConnection.h"
#include "TeamVectorSync.h"
#include "common/Logging.h"
#include "store/Database.h"
#include "store/DocumentStore.h"
#include "store/RecordRows.h"
#include "store/Transaction.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QRegularExpression>
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

// The ready documents this login may read (row-level security filters them on the server).
Result<QList<DocumentRecord>> visibleDocuments(PgConnection& server)
{
    QSqlQuery q(server.db());
    q.setForwardOnly(true);
    if (!q.exec(QStringLiteral("SELECT d.id, d.path, d.title, d.sha256, d.size, d.mtime, d.status, '', d.ingested_at, "
                               "d.reader_version, '', 0, 0 FROM lotse.documents d WHERE d.status = 'ready'")))
        return failed(q, TeamReplica::tr("Listing the team knowledge base's documents"));
    QList<DocumentRecord> out;
    while (q.next())
        out.append(documentFromRow(q));
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
    q.prepare(QStringLiteral("SELECT document_id, ordinal, heading_path, text, start_offset, end_offset, sha256, page, "
                             "instructions FROM lotse.chunks WHERE document_id = ANY(?::bigint[]) ORDER BY "
                             "document_id, ordinal"));
    q.addBindValue(QString(QLatin1Char('{') + list.join(QLatin1Char(',')) + QLatin1Char('}')));
    if (!q.exec())
        return failed(q, TeamReplica::tr("Reading passages from the team knowledge base"));
    QHash<qint64, QList<ChunkRecord>> out;
    while (q.next()) {
        ChunkRecord c;
        c.documentId = q.value(0).toLongLong();
        c.ordinal = q.value(1).toInt();
        c.headingPath = splitHeadings(q.value(2).toString());
        c.text = q.value(3).toString();
        c.startOffset = q.value(4).toLongLong();
        c.endOffset = q.value(5).toLongLong();
        c.sha256 = q.value(6).toString();
        c.page = q.value(7).toInt();
        c.instructions = q.value(8).toInt();
        out[c.documentId].append(c);
    }
    return out;
}

bool sameContent(const DocumentRecord& local, const DocumentRecord& server)
{
    return local.isReady() && local.sha256 == server.sha256 && local.readerVersion == server.readerVersion
           && local.title == server.title;
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

Status setMeta(Database& local, const QString& key, const QString& value)
{
    QSqlQuery q(local.handle());
    q.prepare(QStringLiteral("INSERT INTO meta(key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = "
                             "excluded.value"));
    q.addBindValue(key);
    q.addBindValue(value);
    return q.exec() ? success() : Database::error(q, TeamReplica::tr("Recording the sync"));
}

// Brings the copy to the server's snapshot: what is new or changed is written, what is gone removed.
Status reconcile(PgConnection& server, DocumentStore& local, ReplicaSync& counts)
{
    const auto visible = visibleDocuments(server);
    if (!visible)
        return visible.error();
    const auto mine = local.documents();
    if (!mine)
        return mine.error();
    QHash<QString, DocumentRecord> held;
    for (const DocumentRecord& d : mine.value())
        held.insert(d.path, d);
    QList<DocumentRecord> batch;
    for (const DocumentRecord& d : visible.value()) {
        const auto it = held.constFind(d.path);
        if (it != held.cend() && sameContent(*it, d)) {
            ++counts.unchanged;
        } else {
            ++(it == held.cend() ? counts.added : counts.updated);
            batch.append(d);
        }
        held.remove(d.path);
        if (batch.size() == TeamReplica::documentsPerBatch) {
            if (Status s = store(server, local, batch, counts); !s)
                return s;
            batch.clear();
        }
    }
    if (!batch.isEmpty()) {
        if (Status s = store(server, local, batch, counts); !s)
            return s;
    }
    // Left over: removed on the server, or no longer readable by this login.
    for (auto it = held.cbegin(); it != held.cend(); ++it) {
        if (auto removed = local.removeDocument(it.key()); !removed)
            return removed.error();
        ++counts.removed;
    }
    return success();
}

} // namespace

QString TeamReplica::pathFor(const DatabaseUrl& url)
{
    static const QRegularExpression unsafe(QStringLiteral("[^A-Za-z0-9._@-]+"));
    QString name = QStringLiteral("%1@%2-%3-%4").arg(url.user, url.host).arg(url.port).arg(url.database);
    name.replace(unsafe, QStringLiteral("_"));
    return QFileInfo(Database::defaultPath()).absolutePath() + QStringLiteral("/team/") + name
           + QStringLiteral(".sqlite");
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
    if (db)
        QFile::setPermissions(path, QFileDevice::ReadOwner | QFileDevice::WriteOwner);
    return db;
}

Result<ReplicaSync> TeamReplica::sync(PgConnection& server, Database& local)
{
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
    if (Status s = setMeta(local, QStringLiteral("team_url"), server.url().toString()); !s)
        return s.error();
    if (Status s =
            setMeta(local, QStringLiteral("team_synced_at"), QString::number(QDateTime::currentSecsSinceEpoch()));
        !s)
        return s.error();
    qCDebug(lcTeam) << "synced" << local.path() << "added" << counts.added << "updated" << counts.updated << "removed"
                    << counts.removed << "unchanged" << counts.unchanged << "vectors in" << counts.vectorsIn << "out"
                    << counts.vectorsOut;
    return counts;
}

QDateTime TeamReplica::syncedAt(Database& local)
{
    QSqlQuery q(local.handle());
    if (!q.exec(QStringLiteral("SELECT value FROM meta WHERE key = 'team_synced_at'")) || !q.next())
        return {};
    return QDateTime::fromSecsSinceEpoch(q.value(0).toLongLong());
}

} // namespace lotse
