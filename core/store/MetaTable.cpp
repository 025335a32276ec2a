// SPDX-License-Identifier: GPL-3.0-or-later
#include "MetaTable.h"

#include "Database.h"

#include <QSqlQuery>
#include <QVariant>

namespace lotse {

std::optional<QString> MetaTable::value(Database& db, const QString& key)
{
    QSqlQuery q(db.handle());
    q.prepare(QStringLiteral("SELECT value FROM meta WHERE key = ?"));
    q.addBindValue(key);
    if (!q.exec() || !q.next())
        return std::nullopt;
    return q.value(0).toString();
}

Status MetaTable::set(Database& db, const QString& key, const QString& value)
{
    QSqlQuery q(db.handle());
    q.prepare(QStringLiteral("INSERT INTO meta(key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = "
                             "excluded.value"));
    q.addBindValue(key);
    q.addBindValue(value);
    return q.exec() ? success() : Database::error(q, tr("Saving “%1” in the knowledge base").arg(key));
}

} // namespace lotse
