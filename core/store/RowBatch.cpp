// SPDX-License-Identifier: GPL-3.0-or-later
#include "RowBatch.h"

#include "Database.h"

#include <QSqlQuery>
#include <QSqlRecord>
#include <QVariant>

namespace lotse {

Result<QList<QVariantList>> RowBatch::read(Database& db, const QString& sql, qint64 after, const QString& what)
{
    QSqlQuery q(db.handle());
    q.setForwardOnly(true);
    q.prepare(sql);
    q.addBindValue(after);
    if (!q.exec())
        return Database::error(q, what);
    QList<QVariantList> rows;
    while (q.next()) {
        QVariantList row;
        for (int i = 0; i < q.record().count(); ++i)
            row.append(q.value(i));
        rows.append(row);
    }
    q.finish();
    return rows;
}

} // namespace lotse
