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

qint64 TeamRowId::fromContent(const QSqlQuery& row, std::initializer_list<int> columns)
{
    QCryptographicHash hash(QCryptographicHash::Sha256);
    for (int i : columns) {
        hash.addData(row.value(i).toString().toUtf8());
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

Status TeamRowId::note(Database& local, const QString& table, qint64 localId, qint64 teamId, const QString& what)
{
    QSqlQuery q(local.handle());
    q.prepare(QStringLiteral("UPDATE %1 SET team_id = ? WHERE id = ?").arg(table));
    q.addBindValue(teamId > 0 ? teamId : -localId);
    q.addBindValue(localId);
    if (!q.exec())
        return Database::error(q, what);
    return success();
}

} // namespace lotse
