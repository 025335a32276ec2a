// SPDX-License-Identifier: GPL-3.0-or-later
#include "TeamRowId.h"

#include "store/Database.h"
#include "store/pg/PgConnection.h"

#include <QCryptographicHash>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>
#include <limits>

namespace lotse {

qint64 TeamRowId::fromContent(const QVariantList& row, std::initializer_list<int> columns)
{
    QCryptographicHash hash(QCryptographicHash::Sha256);
    for (int i : columns) {
        hash.addData(row.at(i).toString().toUtf8());
        hash.addData(QByteArrayView("\0", 1)); // a separator no text contains
    }
    const QByteArray digest = hash.result();
    qint64 id = 0;
    for (int i = 0; i < 8; ++i)
        id = (id << 8) | quint8(digest.at(i));
    return id & std::numeric_limits<qint64>::max();
}

Result<qint64> TeamRowId::inserted(QSqlQuery& insert, PgConnection& server, const QString& table, qint64 source)
{
    if (insert.next())
        return insert.value(0).toLongLong();
    QSqlQuery known(server.db());
    known.prepare(QStringLiteral("SELECT id FROM lotse.%1 WHERE owner = session_user AND source_id = ?").arg(table));
    known.addBindValue(source);
    if (!known.exec())
        return Error::make(
            Error::Code::Database,
            tr("Looking up what was shared before failed: %1").arg(known.lastError().databaseText().trimmed()));
    return known.next() ? known.value(0).toLongLong() : 0;
}

Status TeamRowId::note(Database& local, RemovalLog::Kind kind, qint64 localId, qint64 teamId, const QString& what)
{
    QSqlQuery q(local.handle());
    q.prepare(QStringLiteral("UPDATE %1 SET team_id = ? WHERE id = ?")
                  .arg(kind == RemovalLog::Kind::Trace ? QStringLiteral("traces") : QStringLiteral("feedback")));
    q.addBindValue(teamId > 0 ? teamId : -localId);
    q.addBindValue(localId);
    if (!q.exec())
        return Database::error(q, what);
    if (q.numRowsAffected() > 0 || teamId <= 0)
        return success();
    QSqlQuery gone(local.handle());
    gone.prepare(QStringLiteral("INSERT OR IGNORE INTO team_removals(kind, team_id) VALUES (?, ?)"));
    gone.addBindValue(RemovalLog::kindName(kind));
    gone.addBindValue(teamId);
    if (!gone.exec())
        return Database::error(gone, what);
    return success();
}

} // namespace lotse
