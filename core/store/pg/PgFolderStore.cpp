// SPDX-License-Identifier: GPL-3.0-or-later
#include "PgFolderStore.h"

#include "PgConnection.h"
#include "store/FolderStore.h"

#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

namespace lotse {

namespace {

Error failed(const QSqlQuery& q, const QString& what)
{
    return Error::make(Error::Code::Database,
                       PgFolderStore::tr("%1 failed: %2").arg(what, q.lastError().databaseText().trimmed()));
}

QDateTime fromSeconds(qint64 s)
{
    return s > 0 ? QDateTime::fromSecsSinceEpoch(s, Qt::UTC) : QDateTime();
}

} // namespace

PgFolderStore::PgFolderStore(PgConnection& connection)
    : m_c(connection)
{}

Result<QList<TeamFolder>> PgFolderStore::folders() const
{
    QSqlQuery q(m_c.db());
    if (!q.exec(QStringLiteral("SELECT path, array_to_string(groups, ','), added_at, synced_at FROM lotse.folders "
                               "ORDER BY path")))
        return failed(q, tr("Listing the team's folders"));
    QList<TeamFolder> out;
    while (q.next())
        out.append({q.value(0).toString(), q.value(1).toString().split(QLatin1Char(','), Qt::SkipEmptyParts),
                    fromSeconds(q.value(2).toLongLong()), fromSeconds(q.value(3).toLongLong())});
    return out;
}

Result<bool> PgFolderStore::add(const QString& path, const QStringList& groups)
{
    QSqlQuery q(m_c.db());
    // xmax = 0: the row was inserted, not updated.
    q.prepare(QStringLiteral("INSERT INTO lotse.folders(path, groups, added_at) VALUES (?, string_to_array(?, ','), ?) "
                             "ON CONFLICT (path) DO UPDATE SET groups = EXCLUDED.groups RETURNING xmax = 0"));
    q.addBindValue(path);
    q.addBindValue(groups.join(QLatin1Char(',')));
    q.addBindValue(QDateTime::currentSecsSinceEpoch());
    if (!q.exec() || !q.next())
        return failed(q, tr("Remembering the folder %1").arg(path));
    return q.value(0).toBool();
}

Result<bool> PgFolderStore::remove(const QString& path)
{
    QSqlQuery q(m_c.db());
    q.prepare(QStringLiteral("DELETE FROM lotse.folders WHERE path = ?"));
    q.addBindValue(path);
    if (!q.exec())
        return failed(q, tr("Forgetting the folder %1").arg(path));
    return q.numRowsAffected() > 0;
}

Status PgFolderStore::markSynced(const QString& path)
{
    QSqlQuery q(m_c.db());
    q.prepare(QStringLiteral("UPDATE lotse.folders SET synced_at = ? WHERE path = ?"));
    q.addBindValue(QDateTime::currentSecsSinceEpoch());
    q.addBindValue(path);
    if (!q.exec())
        return failed(q, tr("Noting the sync of %1").arg(path));
    return success();
}

Result<std::optional<TeamFolder>> PgFolderStore::containing(const QString& path) const
{
    const auto all = folders();
    if (!all)
        return all.error();
    std::optional<TeamFolder> best;
    for (const TeamFolder& f : all.value()) {
        if (FolderStore::isWithin(path, f.path) && (!best || f.path.size() > best->path.size()))
            best = f;
    }
    return best;
}

} // namespace lotse
