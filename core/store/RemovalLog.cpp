// SPDX-License-Identifier: GPL-3.0-or-later
#include "RemovalLog.h"

#include "Database.h"
#include "Transaction.h"

#include <QSqlQuery>
#include <QVariant>

namespace lotse {

QString RemovalLog::kindName(Kind kind)
{
    return kind == Kind::Trace ? QStringLiteral("trace") : QStringLiteral("feedback");
}

Status RemovalLog::logTraces(Database& db, const QString& where, const QVariantList& values, const QString& what)
{
    QSqlQuery log(db.handle());
    log.prepare(QStringLiteral("INSERT OR IGNORE INTO team_removals(kind, team_id) SELECT 'trace', team_id FROM "
                               "traces WHERE team_id > 0 AND (%1)")
                    .arg(where));
    for (const QVariant& v : values)
        log.addBindValue(v);
    if (!log.exec())
        return Database::error(log, what);
    return success();
}

Result<bool> RemovalLog::remove(Database& db, Kind kind, qint64 id, const QString& what)
{
    const QString table = kind == Kind::Trace ? QStringLiteral("traces") : QStringLiteral("feedback");
    Transaction transaction(db);
    if (Status s = transaction.begin(what); !s)
        return s.error();
    QSqlQuery log(db.handle());
    log.prepare(QStringLiteral("INSERT OR IGNORE INTO team_removals(kind, team_id) SELECT ?, team_id FROM %1 WHERE "
                               "id = ? AND team_id > 0")
                    .arg(table));
    log.addBindValue(kindName(kind));
    log.addBindValue(id);
    if (!log.exec())
        return Database::error(log, what);
    QSqlQuery q(db.handle());
    q.prepare(QStringLiteral("DELETE FROM %1 WHERE id = ?").arg(table));
    q.addBindValue(id);
    if (!q.exec())
        return Database::error(q, what);
    const bool found = q.numRowsAffected() > 0;
    if (Status s = transaction.commit(what); !s)
        return s.error();
    return found;
}

} // namespace lotse
