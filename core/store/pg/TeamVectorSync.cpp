// SPDX-License-Identifier: GPL-3.0-or-later
#include "TeamVectorSync.h"

#include "PgConnection.h"
#include "TeamAdmin.h"
#include "store/Database.h"
#include "store/MetaTable.h"
#include "store/RowBatch.h"
#include "store/Transaction.h"

#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

namespace lotse {

namespace {

const QString pulledKey = QStringLiteral("team_vectors_xmin");
const QString pushedKey = QStringLiteral("team_vectors_pushed_rowid");

Error failed(const QSqlQuery& q, const QString& what)
{
    return Error::make(Error::Code::Database,
                       TeamVectorSync::tr("%1 failed: %2").arg(what, q.lastError().databaseText().trimmed()));
}

// One statement for a batch of vectors: a round trip each would cost more than the server's work.
Status upload(PgConnection& server, const QList<QVariantList>& rows)
{
    if (rows.isEmpty())
        return success();
    QStringList values(rows.size(), QStringLiteral("(?, ?, ?, ?)"));
    QSqlQuery up(server.db());
    up.prepare(QStringLiteral("INSERT INTO lotse.embeddings(chunk_sha256, model, dimensions, vector) VALUES %1 ON "
                              "CONFLICT (chunk_sha256, model) DO UPDATE SET dimensions = excluded.dimensions, vector "
                              "= excluded.vector WHERE lotse.embeddings.vector IS DISTINCT FROM excluded.vector")
                   .arg(values.join(QStringLiteral(", "))));
    for (const QVariantList& row : rows) {
        up.addBindValue(row.at(1));
        up.addBindValue(row.at(2));
        up.addBindValue(row.at(3));
        up.addBindValue(row.at(4).toByteArray());
    }
    if (!up.exec())
        return failed(up, TeamVectorSync::tr("Sharing vectors"));
    return success();
}

} // namespace

Result<int> TeamVectorSync::pull(PgConnection& server, Database& local, QSet<QString>& pulled)
{
    QSqlQuery horizon(server.db());
    if (!horizon.exec(QStringLiteral("SELECT pg_snapshot_xmin(pg_current_snapshot())::text")) || !horizon.next())
        return failed(horizon, tr("Reading the server's snapshot"));
    const QString xmin = horizon.value(0).toString();
    QSqlQuery q(server.db());
    q.setForwardOnly(true);
    q.prepare(QStringLiteral("SELECT chunk_sha256, model, dimensions, vector FROM lotse.embeddings WHERE xact >= "
                             "?::xid8"));
    q.addBindValue(MetaTable::value(local, pulledKey).value_or(QStringLiteral("0")));
    if (!q.exec())
        return failed(q, tr("Reading vectors from the team knowledge base"));
    Transaction transaction(local);
    if (Status s = transaction.begin(tr("Saving vectors")); !s)
        return s.error();
    QSqlQuery& save = local.prepared(QStringLiteral(
        "INSERT OR REPLACE INTO embeddings(chunk_sha256, model, dimensions, vector) VALUES (:s, :m, :d, :v)"));
    int count = 0;
    while (q.next()) {
        save.bindValue(QStringLiteral(":s"), q.value(0));
        save.bindValue(QStringLiteral(":m"), q.value(1));
        save.bindValue(QStringLiteral(":d"), q.value(2));
        save.bindValue(QStringLiteral(":v"), q.value(3).toByteArray());
        if (!save.exec())
            return Database::error(save, tr("Saving vectors"));
        pulled.insert(q.value(0).toString() + QLatin1Char(' ') + q.value(1).toString());
        ++count;
    }
    if (Status s = MetaTable::set(local, pulledKey, xmin); !s)
        return s.error();
    if (Status s = transaction.commit(tr("Saving vectors")); !s)
        return s.error();
    return count;
}

Result<int> TeamVectorSync::push(PgConnection& server, Database& local, const QSet<QString>& pulled)
{
    const auto role = TeamAdmin::myRole(server);
    if (!role)
        return role.error();
    if (role.value() != QStringLiteral("manager") && role.value() != QStringLiteral("administrator"))
        return 0; // readers may not write vectors (row-level security would refuse them anyway)
    int sent = 0;
    for (qint64 done = MetaTable::value(local, pushedKey).value_or(QStringLiteral("0")).toLongLong();;) {
        const auto rows = RowBatch::read(local,
                                         QStringLiteral("SELECT rowid, chunk_sha256, model, dimensions, vector FROM "
                                                        "embeddings WHERE rowid > ? ORDER BY rowid LIMIT %1")
                                             .arg(pushBatch),
                                         done, tr("Reading the vectors to share"));
        if (!rows)
            return rows.error();
        if (rows.value().isEmpty())
            return sent;
        QList<QVariantList> mine;
        for (const QVariantList& row : rows.value()) {
            if (!pulled.contains(row.at(1).toString() + QLatin1Char(' ') + row.at(2).toString()))
                mine.append(row);
        }
        if (Status s = upload(server, mine); !s)
            return s.error();
        sent += int(mine.size());
        done = rows.value().constLast().at(0).toLongLong();
        if (Status s = MetaTable::set(local, pushedKey, QString::number(done)); !s)
            return s.error();
    }
}

} // namespace lotse
