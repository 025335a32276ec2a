// SPDX-License-Identifier: GPL-3.0-or-later
#include "FolderStore.h"

#include "Database.h"
#include "Records.h"

#include <QDir>
#include <QSqlQuery>
#include <QVariant>

namespace lotse {

FolderStore::FolderStore(Database& db)
    : m_db(db)
{}

bool FolderStore::isWithin(const QString& path, const QString& folder)
{
    if (path == folder)
        return true;
    const QString prefix = folder.endsWith(QLatin1Char('/')) ? folder : folder + QLatin1Char('/');
    return path.startsWith(prefix);
}

std::pair<int, int> FolderStore::readyAndFailed(const QList<DocumentRecord>& documents, const QString& folder)
{
    std::pair<int, int> counts;
    for (const DocumentRecord& d : documents) {
        if (isWithin(d.path, folder))
            (d.isReady() ? counts.first : counts.second) += 1;
    }
    return counts;
}

Result<QList<FolderRecord>> FolderStore::folders() const
{
    QSqlQuery q(m_db.handle());
    q.setForwardOnly(true);
    if (!q.exec(QStringLiteral("SELECT path, added_at, synced_at FROM folders ORDER BY path")))
        return Database::error(q, tr("Listing the folders"));
    QList<FolderRecord> out;
    while (q.next()) {
        FolderRecord f;
        f.path = q.value(0).toString();
        f.addedAt = QDateTime::fromSecsSinceEpoch(q.value(1).toLongLong());
        if (const qint64 synced = q.value(2).toLongLong(); synced > 0)
            f.syncedAt = QDateTime::fromSecsSinceEpoch(synced);
        out.append(f);
    }
    return out;
}

Result<bool> FolderStore::add(const QString& path)
{
    QSqlQuery q(m_db.handle());
    q.prepare(QStringLiteral("INSERT INTO folders(path, added_at) VALUES (?, ?) ON CONFLICT(path) DO NOTHING"));
    q.addBindValue(path);
    q.addBindValue(QDateTime::currentSecsSinceEpoch());
    if (!q.exec())
        return Database::error(q, tr("Remembering the folder %1").arg(QDir::toNativeSeparators(path)));
    return q.numRowsAffected() > 0;
}

Result<bool> FolderStore::remove(const QString& path)
{
    QSqlQuery q(m_db.handle());
    q.prepare(QStringLiteral("DELETE FROM folders WHERE path = ?"));
    q.addBindValue(path);
    if (!q.exec())
        return Database::error(q, tr("Forgetting the folder %1").arg(QDir::toNativeSeparators(path)));
    return q.numRowsAffected() > 0;
}

Status FolderStore::markSynced(const QString& path)
{
    QSqlQuery q(m_db.handle());
    q.prepare(QStringLiteral("UPDATE folders SET synced_at = ? WHERE path = ?"));
    q.addBindValue(QDateTime::currentSecsSinceEpoch());
    q.addBindValue(path);
    if (!q.exec())
        return Database::error(q, tr("Recording the sync of %1").arg(QDir::toNativeSeparators(path)));
    return success();
}

Result<QString> FolderStore::containing(const QString& path) const
{
    const auto all = folders();
    if (!all)
        return all.error();
    for (const FolderRecord& f : all.value()) {
        if (isWithin(path, f.path))
            return f.path;
    }
    return QString();
}

} // namespace lotse
