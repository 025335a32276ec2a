// SPDX-License-Identifier: GPL-3.0-or-later
#include "DocumentStore.h"

#include "Database.h"

#include <QDir>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

namespace lotse {

namespace {

const QString documentColumns =
    QStringLiteral("d.id, d.path, d.title, d.sha256, d.size, d.mtime, d.status, d.error, d.ingested_at,"
                   " (SELECT count(*) FROM chunks c WHERE c.document_id = d.id)");

DocumentRecord readDocument(const QSqlQuery& q)
{
    DocumentRecord d;
    d.id = q.value(0).toLongLong();
    d.path = q.value(1).toString();
    d.title = q.value(2).toString();
    d.sha256 = q.value(3).toString();
    d.size = q.value(4).toLongLong();
    d.modified = QDateTime::fromSecsSinceEpoch(q.value(5).toLongLong());
    d.status = DocumentRecord::statusFromName(q.value(6).toString());
    d.error = q.value(7).toString();
    d.ingestedAt = QDateTime::fromSecsSinceEpoch(q.value(8).toLongLong());
    d.chunkCount = q.value(9).toInt();
    return d;
}

const QString chunkColumns = QStringLiteral(
    "c.id, c.document_id, c.ordinal, c.heading_path, c.text, c.start_offset, c.end_offset, c.sha256, d.path, d.title,"
    " c.page");

ChunkRecord readChunk(const QSqlQuery& q)
{
    ChunkRecord c;
    c.id = q.value(0).toLongLong();
    c.documentId = q.value(1).toLongLong();
    c.ordinal = q.value(2).toInt();
    c.headingPath = splitHeadings(q.value(3).toString());
    c.text = q.value(4).toString();
    c.startOffset = q.value(5).toLongLong();
    c.endOffset = q.value(6).toLongLong();
    c.sha256 = q.value(7).toString();
    c.documentPath = q.value(8).toString();
    c.documentTitle = q.value(9).toString();
    c.page = q.value(10).toInt();
    return c;
}

// QtSql binds a null QString as SQL NULL; the text columns are NOT NULL.
QString text(const QString& s)
{
    return s.isNull() ? QStringLiteral("") : s;
}

} // namespace

QString DocumentRecord::statusName(Status status)
{
    return status == Status::Ready ? QStringLiteral("ready") : QStringLiteral("failed");
}

DocumentRecord::Status DocumentRecord::statusFromName(const QString& name)
{
    return name == QStringLiteral("ready") ? Status::Ready : Status::Failed;
}

DocumentStore::DocumentStore(Database& db)
    : m_db(db)
{}

Result<std::optional<DocumentRecord>> DocumentStore::document(const QString& path) const
{
    QSqlQuery q(m_db.handle());
    q.prepare(QStringLiteral("SELECT ") + documentColumns + QStringLiteral(" FROM documents d WHERE d.path = ?"));
    q.addBindValue(path);
    if (!q.exec())
        return Database::error(q, tr("Looking up %1").arg(QDir::toNativeSeparators(path)));
    if (!q.next())
        return std::optional<DocumentRecord>();
    return std::optional<DocumentRecord>(readDocument(q));
}

Result<QList<DocumentRecord>> DocumentStore::documents() const
{
    QSqlQuery q(m_db.handle());
    q.setForwardOnly(true);
    if (!q.exec(QStringLiteral("SELECT ") + documentColumns + QStringLiteral(" FROM documents d ORDER BY d.path")))
        return Database::error(q, tr("Listing documents"));
    QList<DocumentRecord> out;
    while (q.next())
        out.append(readDocument(q));
    return out;
}

Result<ChunkRecord> DocumentStore::chunk(qint64 id) const
{
    QSqlQuery q(m_db.handle());
    q.prepare(QStringLiteral("SELECT ") + chunkColumns
              + QStringLiteral(" FROM chunks c JOIN documents d ON d.id = c.document_id WHERE c.id = ?"));
    q.addBindValue(id);
    if (!q.exec())
        return Database::error(q, tr("Reading passage %1").arg(id));
    if (!q.next()) {
        return Error::make(Error::Code::NotFound,
                           tr("Passage %1 is no longer in the knowledge base; its document was removed or changed. "
                              "Ask the question again.")
                               .arg(id));
    }
    return readChunk(q);
}

Result<QList<ChunkRecord>> DocumentStore::chunks(qint64 documentId) const
{
    QSqlQuery q(m_db.handle());
    q.setForwardOnly(true);
    q.prepare(QStringLiteral("SELECT ") + chunkColumns
              + QStringLiteral(" FROM chunks c JOIN documents d ON d.id = c.document_id WHERE c.document_id = ?"
                               " ORDER BY c.ordinal"));
    q.addBindValue(documentId);
    if (!q.exec())
        return Database::error(q, tr("Reading passages of document %1").arg(documentId));
    QList<ChunkRecord> out;
    while (q.next())
        out.append(readChunk(q));
    return out;
}

Result<int> DocumentStore::chunkCount() const
{
    QSqlQuery q(m_db.handle());
    if (!q.exec(QStringLiteral("SELECT count(*) FROM chunks")) || !q.next())
        return Database::error(q, tr("Counting passages"));
    return q.value(0).toInt();
}

Status DocumentStore::writeDocument(const DocumentRecord& document, qint64& id)
{
    QSqlQuery q(m_db.handle());
    q.prepare(QStringLiteral(
        "INSERT INTO documents(path, title, sha256, size, mtime, status, error, ingested_at)"
        " VALUES (:path, :title, :sha, :size, :mtime, :status, :error, :at)"
        " ON CONFLICT(path) DO UPDATE SET title = excluded.title, sha256 = excluded.sha256, size = excluded.size,"
        " mtime = excluded.mtime, status = excluded.status, error = excluded.error, ingested_at = excluded.ingested_at"
        " RETURNING id"));
    q.bindValue(QStringLiteral(":path"), document.path);
    q.bindValue(QStringLiteral(":title"), text(document.title));
    q.bindValue(QStringLiteral(":sha"), text(document.sha256));
    q.bindValue(QStringLiteral(":size"), document.size);
    q.bindValue(QStringLiteral(":mtime"), document.modified.isValid() ? document.modified.toSecsSinceEpoch() : 0);
    q.bindValue(QStringLiteral(":status"), DocumentRecord::statusName(document.status));
    q.bindValue(QStringLiteral(":error"), text(document.error));
    q.bindValue(QStringLiteral(":at"), QDateTime::currentSecsSinceEpoch());
    if (!q.exec() || !q.next())
        return Database::error(q, QStringLiteral("Saving %1").arg(QDir::toNativeSeparators(document.path)));
    id = q.value(0).toLongLong();
    q.finish();

    QSqlQuery del(m_db.handle());
    del.prepare(QStringLiteral("DELETE FROM chunks WHERE document_id = ?"));
    del.addBindValue(id);
    if (!del.exec())
        return Database::error(del, tr("Removing old passages of %1").arg(document.path));
    return success();
}

Result<qint64> DocumentStore::replaceDocument(const DocumentRecord& document, const QList<ChunkRecord>& chunks,
                                              const std::function<void(int written)>& written)
{
    QSqlDatabase db = m_db.handle();
    if (!db.transaction())
        return Database::error(db.lastError(), tr("Starting to save %1").arg(document.path));
    auto fail = [&](Error error) -> Result<qint64> {
        db.rollback();
        return error;
    };
    DocumentRecord ready = document;
    ready.status = DocumentRecord::Status::Ready;
    ready.error.clear();
    qint64 id = 0;
    if (auto status = writeDocument(ready, id); !status)
        return fail(status.error());

    QSqlQuery q(db);
    q.prepare(QStringLiteral("INSERT INTO chunks(document_id, ordinal, heading_path, text, start_offset, end_offset,"
                             " sha256, page) VALUES (?, ?, ?, ?, ?, ?, ?, ?)"));
    int count = 0;
    for (const ChunkRecord& c : chunks) {
        q.addBindValue(id);
        q.addBindValue(c.ordinal);
        q.addBindValue(text(joinHeadings(c.headingPath)));
        q.addBindValue(text(c.text));
        q.addBindValue(qint64(c.startOffset));
        q.addBindValue(qint64(c.endOffset));
        q.addBindValue(c.sha256);
        q.addBindValue(c.page);
        if (!q.exec())
            return fail(Database::error(q, tr("Saving passages of %1").arg(document.path)));
        if (written)
            written(++count);
    }
    if (!db.commit())
        return fail(Database::error(db.lastError(), QStringLiteral("Committing %1").arg(document.path)));
    return id;
}

Status DocumentStore::markFailed(const DocumentRecord& document)
{
    QSqlDatabase db = m_db.handle();
    if (!db.transaction())
        return Database::error(db.lastError(), tr("Recording the failure of %1").arg(document.path));
    DocumentRecord failed = document;
    failed.status = DocumentRecord::Status::Failed;
    qint64 id = 0;
    if (auto status = writeDocument(failed, id); !status) {
        db.rollback();
        return status;
    }
    if (!db.commit()) {
        db.rollback();
        return Database::error(db.lastError(), tr("Recording the failure of %1").arg(document.path));
    }
    return success();
}

Status DocumentStore::recordUpdateFailure(const QString& path, const QString& error)
{
    QSqlQuery q(m_db.handle());
    q.prepare(QStringLiteral("UPDATE documents SET error = ? WHERE path = ?"));
    q.addBindValue(text(error));
    q.addBindValue(path);
    if (!q.exec())
        return Database::error(q, tr("Recording the failed update of %1").arg(path));
    return success();
}

Result<bool> DocumentStore::removeDocument(const QString& path)
{
    QSqlQuery q(m_db.handle());
    // Chunks and their index entries go with the document (ON DELETE CASCADE + trigger), in one statement.
    q.prepare(QStringLiteral("DELETE FROM documents WHERE path = ?"));
    q.addBindValue(path);
    if (!q.exec())
        return Database::error(q, QStringLiteral("Removing %1").arg(QDir::toNativeSeparators(path)));
    return q.numRowsAffected() > 0;
}

Result<QList<DocumentRecord>> DocumentStore::readyWithHash(const QString& sha256) const
{
    QSqlQuery q(m_db.handle());
    q.setForwardOnly(true);
    q.prepare(QStringLiteral("SELECT ") + documentColumns
              + QStringLiteral(" FROM documents d WHERE d.sha256 = ? AND d.status = 'ready' ORDER BY d.path"));
    q.addBindValue(sha256);
    if (!q.exec())
        return Database::error(q, tr("Looking for renamed files"));
    QList<DocumentRecord> out;
    while (q.next())
        out.append(readDocument(q));
    return out;
}

Status DocumentStore::moveDocument(const QString& from, const QString& to, const QDateTime& modified)
{
    QSqlQuery q(m_db.handle());
    q.prepare(QStringLiteral("UPDATE documents SET path = ?, mtime = ?, error = '' WHERE path = ?"));
    q.addBindValue(to);
    q.addBindValue(modified.isValid() ? modified.toSecsSinceEpoch() : 0);
    q.addBindValue(from);
    if (!q.exec()) {
        return Database::error(q, tr("Recording that %1 was renamed to %2")
                                      .arg(QDir::toNativeSeparators(from), QDir::toNativeSeparators(to)));
    }
    return success();
}

} // namespace lotse
