// SPDX-License-Identifier: GPL-3.0-or-later
#include "PgDocumentStore.h"

#include "PgConnection.h"
#include "store/RecordRows.h"
#include "text/Language.h"

#include <QDir>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

namespace lotse {

namespace {

const QString documentColumns = QStringLiteral(
    "d.id, d.path, d.title, d.sha256, d.size, d.mtime, d.status, d.error, d.ingested_at, d.reader_version, "
    "d.failed_sha256, (SELECT count(*) FROM lotse.chunks c WHERE c.document_id = d.id), (SELECT count(*) FROM "
    "lotse.chunks c WHERE c.document_id = d.id AND c.instructions > 0), d.groups = ?::text[]");

DocumentRecord readDocument(const QSqlQuery& q)
{
    DocumentRecord d = documentFromRow(q);
    // Stored with other groups than this store gives: not the document being asked for, whatever its
    // content. Without its hash the file counts as changed and is stored again with these groups, so an
    // unchanged file ingested with new --groups is not reported "unchanged" under the old ones.
    if (!q.value(13).toBool()) {
        d.sha256.clear();
        d.failedSha256.clear();
    }
    return d;
}

// A text[] literal with each element quoted: {"hr","all-staff"}.
QString arrayLiteral(const QStringList& values)
{
    QStringList quoted;
    for (QString v : values)
        quoted.append(
            QLatin1Char('"')
            + v.replace(QLatin1Char('\\'), QStringLiteral("\\\\")).replace(QLatin1Char('"'), QStringLiteral("\\\""))
            + QLatin1Char('"'));
    return QLatin1Char('{') + quoted.join(QLatin1Char(',')) + QLatin1Char('}');
}

Error failed(const QSqlQuery& q, const QString& what)
{
    return Error::make(Error::Code::Database,
                       PgDocumentStore::tr("%1 failed: %2").arg(what, q.lastError().databaseText().trimmed()));
}

} // namespace

PgDocumentStore::PgDocumentStore(PgConnection& connection, const QStringList& groups)
    : m_c(connection)
    , m_groups(arrayLiteral(groups))
{}

QString PgDocumentStore::searchLanguage(const QList<ChunkRecord>& chunks)
{
    QString sample;
    for (const ChunkRecord& c : chunks) {
        sample += c.text + QLatin1Char(' ');
        if (sample.size() > 4000)
            break;
    }
    if (sample.size() < 100) // too little to tell: no stemming is safer than the wrong one
        return QStringLiteral("simple");
    return LanguageGuess::ofDocument(sample) == Language::German ? QStringLiteral("german") : QStringLiteral("english");
}

Result<QList<DocumentRecord>> PgDocumentStore::select(const QString& where, const QVariantList& values) const
{
    QSqlQuery q(m_c.db());
    q.setForwardOnly(true);
    q.prepare(QStringLiteral("SELECT ") + documentColumns + QStringLiteral(" FROM lotse.documents d ") + where);
    q.addBindValue(m_groups);
    for (const QVariant& v : values)
        q.addBindValue(v);
    if (!q.exec())
        return failed(q, tr("Listing documents"));
    QList<DocumentRecord> out;
    while (q.next())
        out.append(readDocument(q));
    return out;
}

Result<std::optional<DocumentRecord>> PgDocumentStore::document(const QString& path) const
{
    auto found = select(QStringLiteral("WHERE d.path = ?"), {path});
    if (!found)
        return found.error();
    return found.value().isEmpty() ? std::nullopt : std::optional<DocumentRecord>(found.value().first());
}

Result<QList<DocumentRecord>> PgDocumentStore::documents() const
{
    return select(QStringLiteral("ORDER BY d.path COLLATE \"C\""), {});
}

Result<QStringList> PgDocumentStore::paths() const
{
    QSqlQuery q(m_c.db());
    q.setForwardOnly(true);
    // Byte order, as SQLite sorts: a collation would order paths differently on each server.
    if (!q.exec(QStringLiteral("SELECT path FROM lotse.documents ORDER BY path COLLATE \"C\"")))
        return failed(q, tr("Listing documents"));
    QStringList out;
    while (q.next())
        out.append(q.value(0).toString());
    return out;
}

Result<int> PgDocumentStore::chunkCount() const
{
    QSqlQuery q(m_c.db());
    if (!q.exec(QStringLiteral("SELECT count(*) FROM lotse.chunks")) || !q.next())
        return failed(q, tr("Counting passages"));
    return q.value(0).toInt();
}

Status PgDocumentStore::inTransaction(const QString& what, const std::function<Status()>& work)
{
    if (!m_c.db().transaction())
        return Error::make(Error::Code::Database, tr("%1 failed: %2").arg(what, m_c.db().lastError().databaseText()));
    if (Status s = work(); !s) {
        m_c.db().rollback();
        return s;
    }
    if (!m_c.db().commit())
        return Error::make(Error::Code::Database, tr("%1 failed: %2").arg(what, m_c.db().lastError().databaseText()));
    return success();
}

Result<qint64> PgDocumentStore::write(const DocumentRecord& document, const QString& language)
{
    // One statement for new and known paths: two writers adding the same file do not make two documents
    // (the path is unique; the second one updates the first one's row).
    QSqlQuery q(m_c.db());
    q.prepare(QStringLiteral(
        "INSERT INTO lotse.documents(path, title, language, sha256, size, mtime, status, error, reader_version, "
        "failed_sha256, ingested_at, groups) VALUES (?, ?, ?::regconfig, ?, ?, ?, ?, ?, ?, ?, ?, ?::text[]) ON "
        "CONFLICT (path) DO UPDATE SET title = EXCLUDED.title, language = EXCLUDED.language, sha256 = "
        "EXCLUDED.sha256, size = EXCLUDED.size, mtime = EXCLUDED.mtime, status = EXCLUDED.status, error = "
        "EXCLUDED.error, reader_version = EXCLUDED.reader_version, failed_sha256 = EXCLUDED.failed_sha256, "
        "ingested_at = EXCLUDED.ingested_at, groups = EXCLUDED.groups RETURNING id"));
    q.addBindValue(document.path);
    q.addBindValue(notNull(document.title));
    q.addBindValue(language);
    q.addBindValue(notNull(document.sha256));
    q.addBindValue(document.size);
    q.addBindValue(document.modified.isValid() ? document.modified.toSecsSinceEpoch() : 0);
    q.addBindValue(DocumentRecord::statusName(document.status));
    q.addBindValue(notNull(document.error));
    q.addBindValue(document.readerVersion);
    q.addBindValue(notNull(document.failedSha256));
    q.addBindValue(QDateTime::currentSecsSinceEpoch());
    q.addBindValue(m_groups);
    if (!q.exec() || !q.next())
        return failed(q, tr("Saving %1").arg(QDir::toNativeSeparators(document.path)));
    return q.value(0).toLongLong();
}

Result<qint64> PgDocumentStore::replaceDocument(const DocumentRecord& document, const QList<ChunkRecord>& chunks,
                                                const std::function<void(int written)>& written)
{
    DocumentRecord ready = document;
    ready.status = DocumentRecord::Status::Ready;
    ready.error.clear();
    qint64 id = 0;
    const Status s = inTransaction(tr("Saving %1").arg(document.path), [&]() -> Status {
        auto saved = write(ready, searchLanguage(chunks));
        if (!saved)
            return saved.error();
        id = saved.value();
        QSqlQuery del(m_c.db());
        del.prepare(QStringLiteral("DELETE FROM lotse.chunks WHERE document_id = ?"));
        del.addBindValue(id);
        if (!del.exec())
            return failed(del, tr("Removing old passages of %1").arg(document.path));
        // Groups, language and the text-search vector come from the document (trigger, generated column).
        // Many passages per statement: one round trip each would cost more than the server's work.
        constexpr qsizetype perStatement = 100;
        QSqlQuery insert(m_c.db());
        qsizetype prepared = 0;
        for (qsizetype from = 0; from < chunks.size(); from += perStatement) {
            const qsizetype n = std::min(perStatement, chunks.size() - from);
            if (n != prepared) {
                QStringList rows(n, QStringLiteral("(?, ?, ?, ?, ?, ?, ?, ?, ?)"));
                insert.prepare(QStringLiteral("INSERT INTO lotse.chunks(document_id, ordinal, heading_path, text, "
                                              "start_offset, end_offset, sha256, page, instructions) VALUES ")
                               + rows.join(QStringLiteral(", ")));
                prepared = n;
            }
            for (qsizetype i = from; i < from + n; ++i) {
                const ChunkRecord& c = chunks.at(i);
                insert.addBindValue(id);
                insert.addBindValue(c.ordinal);
                insert.addBindValue(notNull(joinHeadings(c.headingPath)));
                insert.addBindValue(notNull(c.text));
                insert.addBindValue(qint64(c.startOffset));
                insert.addBindValue(qint64(c.endOffset));
                insert.addBindValue(c.sha256);
                insert.addBindValue(c.page);
                insert.addBindValue(c.instructions);
            }
            if (!insert.exec())
                return failed(insert, tr("Saving passages of %1").arg(document.path));
            if (written)
                written(int(from + n));
        }
        return success();
    });
    if (!s)
        return s.error();
    return id;
}

Status PgDocumentStore::markFailed(const DocumentRecord& document)
{
    DocumentRecord failedRecord = document;
    failedRecord.status = DocumentRecord::Status::Failed;
    failedRecord.failedSha256 = document.sha256;
    // Only a file with no good version is recorded as failed: should another manager have stored a good
    // one meanwhile, it stays, and the failure is recorded as a failed update of it.
    bool ready = false;
    const Status s = inTransaction(tr("Recording the failure of %1").arg(document.path), [&]() -> Status {
        QSqlQuery q(m_c.db());
        q.prepare(QStringLiteral("SELECT status FROM lotse.documents WHERE path = ? FOR UPDATE"));
        q.addBindValue(document.path);
        if (!q.exec())
            return failed(q, tr("Recording the failure of %1").arg(document.path));
        ready = q.next() && q.value(0).toString() == QStringLiteral("ready");
        if (ready)
            return success();
        auto saved = write(failedRecord, QStringLiteral("simple"));
        if (!saved)
            return saved.error();
        QSqlQuery del(m_c.db());
        del.prepare(QStringLiteral("DELETE FROM lotse.chunks WHERE document_id = ?"));
        del.addBindValue(saved.value());
        return del.exec() ? success() : Status(failed(del, tr("Recording the failure of %1").arg(document.path)));
    });
    if (!s || !ready)
        return s;
    return recordUpdateFailure(document.path, document.error, document.sha256);
}

Status PgDocumentStore::recordUpdateFailure(const QString& path, const QString& error, const QString& failedSha256)
{
    QSqlQuery q(m_c.db());
    q.prepare(QStringLiteral("UPDATE lotse.documents SET error = ?, failed_sha256 = ? WHERE path = ?"));
    q.addBindValue(notNull(error));
    q.addBindValue(notNull(failedSha256));
    q.addBindValue(path);
    return q.exec() ? success() : Status(failed(q, tr("Recording the failed update of %1").arg(path)));
}

Result<bool> PgDocumentStore::removeDocument(const QString& path)
{
    QSqlQuery q(m_c.db());
    q.prepare(QStringLiteral("DELETE FROM lotse.documents WHERE path = ?")); // passages by ON DELETE CASCADE
    q.addBindValue(path);
    if (!q.exec())
        return failed(q, tr("Removing %1").arg(QDir::toNativeSeparators(path)));
    return q.numRowsAffected() > 0;
}

Result<QList<DocumentRecord>> PgDocumentStore::readyWithHash(const QString&) const
{
    // No rename detection in a team knowledge base: its paths come from several managers' machines, so a
    // path missing here is not a moved file, and taking its document over would move another manager's
    // document (and its groups) to this path. A moved file is stored anew.
    return QList<DocumentRecord>();
}

Status PgDocumentStore::moveDocument(const QString& from, const QString& to, const QDateTime& modified)
{
    QSqlQuery q(m_c.db());
    q.prepare(QStringLiteral("UPDATE lotse.documents SET path = ?, mtime = ?, error = '' WHERE path = ?"));
    q.addBindValue(to);
    q.addBindValue(modified.isValid() ? modified.toSecsSinceEpoch() : 0);
    q.addBindValue(from);
    if (!q.exec())
        return failed(q, tr("Recording that %1 was renamed to %2")
                             .arg(QDir::toNativeSeparators(from), QDir::toNativeSeparators(to)));
    if (q.numRowsAffected() != 1)
        return Error::make(Error::Code::NotFound, tr("%1 is no longer in the knowledge base (another manager moved or "
                                                     "removed it); add the file again.")
                                                      .arg(QDir::toNativeSeparators(from)));
    return success();
}

} // namespace lotse
