// SPDX-License-Identifier: GPL-3.0-or-later
#include "IngestQueue.h"

#include "Database.h"

#include <QDateTime>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

namespace lotse {

IngestQueue::IngestQueue(Database& db)
    : m_db(db)
{}

Status IngestQueue::enqueue(const QStringList& paths, bool reindex)
{
    if (paths.isEmpty())
        return success();
    QSqlDatabase db = m_db.handle();
    if (!db.transaction())
        return Database::error(db.lastError(), tr("Recording the files to index"));
    QSqlQuery q(db);
    q.prepare(QStringLiteral("INSERT INTO ingest_queue(path, reindex, queued_at) VALUES (?, ?, ?)"
                             " ON CONFLICT(path) DO UPDATE SET reindex = max(reindex, excluded.reindex)"));
    const qint64 now = QDateTime::currentSecsSinceEpoch();
    for (const QString& path : paths) {
        q.addBindValue(path);
        q.addBindValue(reindex ? 1 : 0);
        q.addBindValue(now);
        if (!q.exec()) {
            const Error error = Database::error(q, tr("Recording the files to index"));
            db.rollback();
            return error;
        }
    }
    if (!db.commit()) {
        const Error error = Database::error(db.lastError(), tr("Recording the files to index"));
        db.rollback();
        return error;
    }
    return success();
}

Result<QList<IngestQueue::Entry>> IngestQueue::pending() const
{
    QSqlQuery q(m_db.handle());
    q.setForwardOnly(true);
    if (!q.exec(QStringLiteral("SELECT path, reindex, attempts FROM ingest_queue ORDER BY seq")))
        return Database::error(q, tr("Reading the files still to index"));
    QList<Entry> out;
    while (q.next())
        out.append({q.value(0).toString(), q.value(1).toInt() != 0, q.value(2).toInt()});
    return out;
}

Result<int> IngestQueue::count() const
{
    QSqlQuery q(m_db.handle());
    if (!q.exec(QStringLiteral("SELECT count(*) FROM ingest_queue")) || !q.next())
        return Database::error(q, tr("Counting the files still to index"));
    return q.value(0).toInt();
}

Status IngestQueue::done(const QString& path)
{
    QSqlQuery& q = m_db.prepared(QStringLiteral("DELETE FROM ingest_queue WHERE path = ?"));
    q.addBindValue(path);
    if (!q.exec())
        return Database::error(q, tr("Recording progress"));
    return success();
}

Status IngestQueue::resumingAt(const QString& path)
{
    QSqlQuery& q = m_db.prepared(QStringLiteral("UPDATE ingest_queue SET attempts = attempts + 1 WHERE path = ?"));
    q.addBindValue(path);
    if (!q.exec())
        return Database::error(q, tr("Recording progress"));
    return success();
}

Status IngestQueue::dropBelow(const QString& folder)
{
    QSqlQuery q(m_db.handle());
    // substr instead of LIKE: folder names may contain % and _.
    q.prepare(QStringLiteral("DELETE FROM ingest_queue WHERE path = ? OR substr(path, 1, length(?)) = ?"));
    const QString prefix = folder.endsWith(QLatin1Char('/')) ? folder : folder + QLatin1Char('/');
    q.addBindValue(folder);
    q.addBindValue(prefix);
    q.addBindValue(prefix);
    if (!q.exec())
        return Database::error(q, tr("Dropping queued files"));
    return success();
}

Status IngestQueue::clear()
{
    QSqlQuery q(m_db.handle());
    if (!q.exec(QStringLiteral("DELETE FROM ingest_queue")))
        return Database::error(q, tr("Clearing the files still to index"));
    return success();
}

} // namespace lotse
