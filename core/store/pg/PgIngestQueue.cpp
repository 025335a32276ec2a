// SPDX-License-Identifier: GPL-3.0-or-later
#include "PgIngestQueue.h"

#include "PgConnection.h"

#include <QDateTime>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

namespace lotse {

namespace {

Error failed(const QSqlError& e, const QString& what)
{
    return Error::make(Error::Code::Database, PgIngestQueue::tr("%1 failed: %2").arg(what, e.databaseText().trimmed()));
}

} // namespace

PgIngestQueue::PgIngestQueue(PgConnection& connection)
    : m_c(connection)
{}

Status PgIngestQueue::enqueue(const QStringList& paths, const QStringList& groups, bool reindex)
{
    const QString what = tr("Queueing %n file(s)", nullptr, int(paths.size()));
    if (!m_c.db().transaction())
        return failed(m_c.db().lastError(), what);
    QSqlQuery q(m_c.db());
    q.prepare(QStringLiteral("INSERT INTO lotse.ingest_queue(path, groups, queued_at, reindex) VALUES (?, "
                             "string_to_array(NULLIF(?, ''), ','), ?, ?) ON CONFLICT (owner, path) DO UPDATE SET "
                             "groups = EXCLUDED.groups, reindex = lotse.ingest_queue.reindex OR EXCLUDED.reindex"));
    const qint64 now = QDateTime::currentSecsSinceEpoch();
    for (const QString& path : paths) {
        q.addBindValue(path);
        q.addBindValue(groups.join(QLatin1Char(',')));
        q.addBindValue(now);
        q.addBindValue(reindex);
        if (!q.exec()) {
            const QSqlError error = q.lastError();
            m_c.db().rollback();
            return failed(error, what);
        }
    }
    if (!m_c.db().commit())
        return failed(m_c.db().lastError(), what);
    return success();
}

Result<QList<PgIngestQueue::Entry>> PgIngestQueue::pending() const
{
    QSqlQuery q(m_c.db());
    if (!q.exec(QStringLiteral("SELECT path, array_to_string(groups, ','), reindex FROM lotse.ingest_queue WHERE "
                               "owner = session_user ORDER BY seq")))
        return failed(q.lastError(), tr("Reading the files still to add"));
    QList<Entry> out;
    while (q.next())
        out.append({q.value(0).toString(), q.value(1).toString().split(QLatin1Char(','), Qt::SkipEmptyParts),
                    q.value(2).toBool()});
    return out;
}

Result<int> PgIngestQueue::count() const
{
    QSqlQuery q(m_c.db());
    if (!q.exec(QStringLiteral("SELECT count(*) FROM lotse.ingest_queue WHERE owner = session_user")) || !q.next())
        return failed(q.lastError(), tr("Counting the files still to add"));
    return q.value(0).toInt();
}

Status PgIngestQueue::done(const QString& path)
{
    QSqlQuery q(m_c.db());
    q.prepare(QStringLiteral("DELETE FROM lotse.ingest_queue WHERE owner = session_user AND path = ?"));
    q.addBindValue(path);
    if (!q.exec())
        return failed(q.lastError(), tr("Noting %1 as added").arg(path));
    return success();
}

} // namespace lotse
