// SPDX-License-Identifier: GPL-3.0-or-later
#include "DocumentStore.h"

#include "Database.h"
#include "RecordRows.h"
#include "Transaction.h"
#include "text/lexicon/ImpliedWords.h"

#include <QDir>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

namespace lotse {

namespace {

const QString documentColumns = QStringLiteral(
    "d.id, d.path, d.title, d.sha256, d.size, d.mtime, d.status, d.error, d.ingested_at, d.reader_version,"
    " d.failed_sha256,"
    " (SELECT count(*) FROM chunks c WHERE c.document_id = d.id),"
    " (SELECT count(*) FROM chunks c WHERE c.document_id = d.id AND c.instructions > 0)");

const QString chunkColumns = QStringLiteral(
    "c.id, c.document_id, c.ordinal, c.heading_path, c.text, c.start_offset, c.end_offset, c.sha256, d.path, d.title,"
    " c.page");

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
    QSqlQuery& q = m_db.prepared(QStringLiteral("SELECT ") + documentColumns
                                 + QStringLiteral(" FROM documents d WHERE d.path = ?"));
    q.addBindValue(path);
    if (!q.exec())
        return Database::error(q, tr("Looking up %1").arg(QDir::toNativeSeparators(path)));
    std::optional<DocumentRecord> found;
    if (q.next())
        found = documentFromRow(q);
    q.finish();
    return found;
}

Result<QList<DocumentRecord>> DocumentStore::documents() const
{
    QSqlQuery q(m_db.handle());
    q.setForwardOnly(true);
    if (!q.exec(QStringLiteral("SELECT ") + documentColumns + QStringLiteral(" FROM documents d ORDER BY d.path")))
        return Database::error(q, tr("Listing documents"));
    QList<DocumentRecord> out;
    while (q.next())
        out.append(documentFromRow(q));
    return out;
}

Result<QStringList> DocumentStore::paths() const
{
    QSqlQuery q(m_db.handle());
    q.setForwardOnly(true);
    if (!q.exec(QStringLiteral("SELECT path FROM documents ORDER BY path")))
        return Database::error(q, tr("Listing documents"));
    QStringList out;
    while (q.next())
        out.append(q.value(0).toString());
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
    return chunkFromRow(q);
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
        out.append(chunkFromRow(q));
    return out;
}

Result<QList<ChunkRecord>> DocumentStore::sectionChunks(qint64 id, int reach) const
{
    // Ordinals of one section are consecutive, so a window of ordinals never skips into another
    // section and back.
    QSqlQuery& q = m_db.prepared(
        QStringLiteral("SELECT ") + chunkColumns
        + QStringLiteral(" FROM chunks h JOIN chunks c ON c.document_id = h.document_id"
                         " AND c.heading_path = h.heading_path AND c.ordinal BETWEEN h.ordinal - ? AND h.ordinal + ?"
                         " JOIN documents d ON d.id = c.document_id"
                         " WHERE h.id = ? AND c.id <> h.id ORDER BY c.ordinal"));
    q.addBindValue(reach);
    q.addBindValue(reach);
    q.addBindValue(id);
    if (!q.exec())
        return Database::error(q, tr("Reading the section of passage %1").arg(id));
    QList<ChunkRecord> out;
    while (q.next())
        out.append(chunkFromRow(q));
    q.finish();
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
    // An UPDATE of the known row or a plain INSERT, not an upsert with RETURNING: statements like
    // that open a statement journal, and each one makes FTS5 write the index data it holds in memory
    // as a new segment (per document in a batch instead of once per batch).
    QSqlQuery& find = m_db.prepared(QStringLiteral("SELECT id FROM documents WHERE path = ?"));
    find.addBindValue(document.path);
    if (!find.exec())
        return Database::error(find, tr("Looking up %1").arg(QDir::toNativeSeparators(document.path)));
    const bool existed = find.next();
    id = existed ? find.value(0).toLongLong() : 0;
    find.finish();
    if (auto moved = passagesChanged(); !moved)
        return moved;
    if (existed) {
        // The old passages go first, while the row still has the title they were indexed with (the
        // full-text index is contentless, schema 7; a title change would otherwise re-index them).
        QSqlQuery& del = m_db.prepared(QStringLiteral("DELETE FROM chunks WHERE document_id = ?"));
        del.addBindValue(id);
        if (!del.exec())
            return Database::error(del, tr("Removing old passages of %1").arg(document.path));
    }

    QSqlQuery& write = m_db.prepared(
        existed
            ? QStringLiteral("UPDATE documents SET title = ?, sha256 = ?, size = ?, mtime = ?, status = ?, error = ?,"
                             " reader_version = ?, failed_sha256 = ?, ingested_at = ? WHERE id = ?")
            : QStringLiteral("INSERT INTO documents(title, sha256, size, mtime, status, error, reader_version,"
                             " failed_sha256, ingested_at, path) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"));
    write.addBindValue(notNull(document.title));
    write.addBindValue(notNull(document.sha256));
    write.addBindValue(document.size);
    write.addBindValue(document.modified.isValid() ? document.modified.toSecsSinceEpoch() : 0);
    write.addBindValue(DocumentRecord::statusName(document.status));
    write.addBindValue(notNull(document.error));
    write.addBindValue(document.readerVersion);
    write.addBindValue(notNull(document.failedSha256));
    write.addBindValue(QDateTime::currentSecsSinceEpoch());
    if (existed)
        write.addBindValue(id);
    else
        write.addBindValue(document.path);
    if (!write.exec())
        return Database::error(write, tr("Saving %1").arg(QDir::toNativeSeparators(document.path)));
    if (!existed)
        id = write.lastInsertId().toLongLong();
    return success();
}

Result<qint64> DocumentStore::replaceDocument(const DocumentRecord& document, const QList<ChunkRecord>& chunks,
                                              const std::function<void(int written)>& written)
{
    Transaction transaction(m_db);
    if (auto begun = transaction.begin(tr("Starting to save %1").arg(document.path)); !begun)
        return begun.error();
    DocumentRecord ready = document;
    ready.status = DocumentRecord::Status::Ready;
    ready.error.clear();
    qint64 id = 0;
    if (auto status = writeDocument(ready, id); !status)
        return status.error();

    // Each passage goes into the full-text index here, in the same transaction (no trigger: a
    // trigger makes every passage's INSERT flush FTS5's pending data, one index segment per passage).
    // Named placeholders: Qt turns every positional bind into a ":N" name made with QString::arg, which
    // cost this loop more than a tenth of its time.
    QSqlQuery& insert = m_db.prepared(
        QStringLiteral("INSERT INTO chunks(document_id, ordinal, heading_path, text, start_offset, end_offset, sha256,"
                       " page, instructions, implied) VALUES (:d, :o, :h, :t, :s, :e, :x, :p, :i, :w)"));
    QSqlQuery& index =
        m_db.prepared(QStringLiteral("INSERT INTO chunks_fts(rowid, text, heading, title) VALUES (:r, :t, :h, :n)"));
    const QString title = notNull(ready.title);
    QStringList texts;
    for (const ChunkRecord& c : chunks)
        texts.append(c.text);
    const QList<QStringList> implied = ImpliedWords::ofDocument(texts);
    int count = 0;
    qsizetype passage = 0;
    for (const ChunkRecord& c : chunks) {
        const QString heading = notNull(joinHeadings(c.headingPath));
        const QString body = notNull(c.text);
        // Indexed after the text, as the triggers give it back (Migrations, schema 15).
        const QString words = notNull(implied.at(passage++).join(QLatin1Char(' ')));
        insert.bindValue(QStringLiteral(":d"), id);
        insert.bindValue(QStringLiteral(":o"), c.ordinal);
        insert.bindValue(QStringLiteral(":h"), heading);
        insert.bindValue(QStringLiteral(":t"), body);
        insert.bindValue(QStringLiteral(":s"), qint64(c.startOffset));
        insert.bindValue(QStringLiteral(":e"), qint64(c.endOffset));
        insert.bindValue(QStringLiteral(":x"), c.sha256);
        insert.bindValue(QStringLiteral(":p"), c.page);
        insert.bindValue(QStringLiteral(":i"), c.instructions);
        insert.bindValue(QStringLiteral(":w"), words);
        if (!insert.exec())
            return Database::error(insert, tr("Saving passages of %1").arg(document.path));
        index.bindValue(QStringLiteral(":r"), insert.lastInsertId());
        index.bindValue(QStringLiteral(":t"), words.isEmpty() ? body : body + QLatin1Char('\n') + words);
        index.bindValue(QStringLiteral(":h"), heading);
        index.bindValue(QStringLiteral(":n"), title);
        if (!index.exec())
            return Database::error(index, tr("Saving passages of %1").arg(document.path));
        if (written)
            written(++count);
    }
    if (auto committed = transaction.commit(QStringLiteral("Committing %1").arg(document.path)); !committed)
        return committed.error();
    return id;
}

Status DocumentStore::markFailed(const DocumentRecord& document)
{
    Transaction transaction(m_db);
    if (auto begun = transaction.begin(tr("Recording the failure of %1").arg(document.path)); !begun)
        return begun;
    DocumentRecord failed = document;
    failed.status = DocumentRecord::Status::Failed;
    failed.failedSha256 = document.sha256;
    qint64 id = 0;
    if (auto status = writeDocument(failed, id); !status)
        return status;
    return transaction.commit(tr("Recording the failure of %1").arg(document.path));
}

Status DocumentStore::recordUpdateFailure(const QString& path, const QString& error, const QString& failedSha256)
{
    QSqlQuery q(m_db.handle());
    q.prepare(QStringLiteral("UPDATE documents SET error = ?, failed_sha256 = ? WHERE path = ?"));
    q.addBindValue(notNull(error));
    q.addBindValue(notNull(failedSha256));
    q.addBindValue(path);
    if (!q.exec())
        return Database::error(q, tr("Recording the failed update of %1").arg(path));
    return success();
}

Status DocumentStore::passagesChanged()
{
    // A vector index kept between runs is stale from here on (VectorCache). One row found by its key:
    // no statement journal, so FTS5's pending data of a batch stays one segment.
    QSqlQuery& bump =
        m_db.prepared(QStringLiteral("UPDATE meta SET value = value + 1 WHERE key = 'vectors_generation'"));
    if (!bump.exec())
        return Database::error(bump, tr("Recording a change of the passages"));
    return success();
}

Result<bool> DocumentStore::removeDocument(const QString& path)
{
    QSqlQuery q(m_db.handle());
    // Chunks and their index entries go with the document (triggers documents_bd and chunks_ad), in one
    // statement.
    q.prepare(QStringLiteral("DELETE FROM documents WHERE path = ?"));
    q.addBindValue(path);
    if (!q.exec())
        return Database::error(q, QStringLiteral("Removing %1").arg(QDir::toNativeSeparators(path)));
    const bool removed = q.numRowsAffected() > 0;
    // After the change, never before it: a load that reads the number in between builds from what is
    // already gone and is keyed as older, so it is built anew next time rather than trusted.
    if (removed) {
        if (auto moved = passagesChanged(); !moved)
            return moved.error();
    }
    return removed;
}

Result<QHash<QString, QString>> DocumentStore::indexedHashes(int readerVersion) const
{
    QSqlQuery q(m_db.handle());
    q.setForwardOnly(true);
    // A ready document's content, or the content that failed: either way nothing to parse while the
    // file has it. Documents made by older readers are left out: they are read again.
    q.prepare(QStringLiteral("SELECT path, CASE WHEN status = 'ready' AND error = '' THEN sha256 ELSE failed_sha256 END"
                             " FROM documents WHERE reader_version = ?"));
    q.addBindValue(readerVersion);
    if (!q.exec())
        return Database::error(q, tr("Listing documents"));
    QHash<QString, QString> out;
    while (q.next())
        out.insert(q.value(0).toString(), q.value(1).toString());
    return out;
}

Result<QList<DocumentRecord>> DocumentStore::readyWithHash(const QString& sha256) const
{
    QSqlQuery& q = m_db.prepared(QStringLiteral("SELECT ") + documentColumns
                                 + QStringLiteral(" FROM documents d WHERE d.sha256 = ? AND d.status = 'ready'"
                                                  " ORDER BY d.path"));
    q.addBindValue(sha256);
    if (!q.exec())
        return Database::error(q, tr("Looking for renamed files"));
    QList<DocumentRecord> out;
    while (q.next())
        out.append(documentFromRow(q));
    q.finish();
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
