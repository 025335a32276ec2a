// SPDX-License-Identifier: GPL-3.0-or-later
#include "TeamRemovalSync.h"

#include "store/Database.h"
#include "store/Transaction.h"
#include "store/pg/PgConnection.h"

#include <QSet>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

namespace lotse {

namespace {

Error failed(const QSqlQuery& q, const QString& what)
{
    return Error::make(Error::Code::Database,
                       TeamRemovalSync::tr("%1 failed: %2").arg(what, q.lastError().databaseText().trimmed()));
}

QString tableOf(const QString& kind)
{
    return kind == QStringLiteral("trace") ? QStringLiteral("traces") : QStringLiteral("feedback");
}

// Row-level security lets a reader delete only its own rows; what it may not delete stays.
Result<int> deleteThere(PgConnection& server, Database& local)
{
    QSqlQuery logged(local.handle());
    if (!logged.exec(QStringLiteral("SELECT kind, team_id FROM team_removals")))
        return Database::error(logged, TeamRemovalSync::tr("Reading what was deleted here"));
    QList<std::pair<QString, qint64>> rows;
    while (logged.next())
        rows.append({logged.value(0).toString(), logged.value(1).toLongLong()});
    logged.finish();
    int deleted = 0;
    for (const auto& [kind, id] : std::as_const(rows)) {
        QSqlQuery there(server.db());
        there.prepare(QStringLiteral("DELETE FROM lotse.%1 WHERE id = ?").arg(tableOf(kind)));
        there.addBindValue(id);
        if (!there.exec())
            return failed(there, TeamRemovalSync::tr("Deleting on the server"));
        deleted += std::max(0, there.numRowsAffected());
        QSqlQuery done(local.handle());
        done.prepare(QStringLiteral("DELETE FROM team_removals WHERE kind = ? AND team_id = ?"));
        done.addBindValue(kind);
        done.addBindValue(id);
        if (!done.exec())
            return Database::error(done, TeamRemovalSync::tr("Noting a deletion on the server"));
    }
    return deleted;
}

Result<QSet<qint64>> idsThere(PgConnection& server, const QString& sql)
{
    QSqlQuery q(server.db());
    q.setForwardOnly(true);
    if (!q.exec(sql))
        return failed(q, TeamRemovalSync::tr("Reading the team's questions"));
    QSet<qint64> ids;
    while (q.next())
        ids.insert(q.value(0).toLongLong());
    return ids;
}

// Drops the rows of `localSql` (id, team_id) whose team_id is not among `there`; not logged: nothing
// to delete on the server.
Result<int> dropMissing(Database& local, const QString& table, const QString& localSql, const QSet<qint64>& there)
{
    QSqlQuery q(local.handle());
    if (!q.exec(localSql))
        return Database::error(q, TeamRemovalSync::tr("Reading the team's questions"));
    QList<qint64> gone;
    while (q.next()) {
        if (!there.contains(q.value(1).toLongLong()))
            gone.append(q.value(0).toLongLong());
    }
    q.finish();
    QSqlQuery drop(local.handle());
    drop.prepare(QStringLiteral("DELETE FROM %1 WHERE id = ?").arg(table));
    for (qint64 id : std::as_const(gone)) {
        drop.addBindValue(id);
        if (!drop.exec())
            return Database::error(drop, TeamRemovalSync::tr("Removing what the server no longer has"));
    }
    return int(gone.size());
}

Result<int> dropHere(PgConnection& server, Database& local)
{
    const auto traces = idsThere(server, QStringLiteral("SELECT id FROM lotse.traces WHERE owner <> session_user"));
    if (!traces)
        return traces.error();
    const auto feedback = idsThere(server, QStringLiteral("SELECT id FROM lotse.feedback"));
    if (!feedback)
        return feedback.error();
    Transaction transaction(local);
    if (Status s = transaction.begin(TeamRemovalSync::tr("Removing what the server no longer has")); !s)
        return s.error();
    const auto t =
        dropMissing(local, QStringLiteral("traces"),
                    QStringLiteral("SELECT id, team_id FROM traces WHERE asked_by IS NOT NULL"), traces.value());
    if (!t)
        return t.error();
    const auto f = dropMissing(local, QStringLiteral("feedback"),
                               // On the others' questions only: one's own question stays here with
                               // its feedback when the server purges it.
                               QStringLiteral("SELECT f.id, f.team_id FROM feedback f JOIN traces t ON t.id = "
                                              "f.trace_id WHERE f.team_id > 0 AND t.asked_by IS NOT NULL"),
                               feedback.value());
    if (!f)
        return f.error();
    if (Status s = transaction.commit(TeamRemovalSync::tr("Removing what the server no longer has")); !s)
        return s.error();
    return t.value() + f.value();
}

} // namespace

Result<TeamRemovalSync::Counts> TeamRemovalSync::run(PgConnection& server, Database& local, bool manager)
{
    Counts counts;
    const auto deleted = deleteThere(server, local);
    if (!deleted)
        return deleted.error();
    counts.deletedThere = deleted.value();
    QSqlQuery purge(server.db());
    if (!purge.exec(QStringLiteral("SELECT lotse.purge_traces()")) || !purge.next())
        return failed(purge, tr("Applying the team's retention"));
    counts.purgedThere = purge.value(0).toInt();
    if (manager) {
        const auto dropped = dropHere(server, local);
        if (!dropped)
            return dropped.error();
        counts.droppedHere = dropped.value();
    }
    return counts;
}

} // namespace lotse
