// SPDX-License-Identifier: GPL-3.0-or-later
#include "TeamFeedbackSync.h"

#include "TeamRowId.h"
#include "TeamTraceSync.h"
#include "store/Database.h"
#include "store/MetaTable.h"
#include "store/RowBatch.h"
#include "store/Transaction.h"
#include "store/pg/PgConnection.h"

#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

namespace lotse {

namespace {

const QString pulledKey = QStringLiteral("team_feedback_pulled");
// Feedback committed late on the server has an id below ones already fetched (see TeamTraceSync).
constexpr qint64 lateMargin = 1000;

Error failed(const QSqlQuery& q, const QString& what)
{
    return Error::make(Error::Code::Database,
                       TeamFeedbackSync::tr("%1 failed: %2").arg(what, q.lastError().databaseText().trimmed()));
}

// Row: f.id, created_at, target, round, right_source, must_mention, note, the trace's team_id. Its id
// on the server (sent now or before), or 0: never sent (the trace is gone there, or it was refused).
Result<qint64> sendOne(PgConnection& server, const QVariantList& row, bool withWords)
{
    const qint64 source = TeamRowId::fromContent(row, {1, 2, 3, 4, 5, 6, 7});
    QSqlQuery up(server.db());
    up.prepare(QStringLiteral("INSERT INTO lotse.feedback(created_at, target, round, right_source, must_mention, note, "
                              "trace_id, source_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (owner, source_id) DO "
                              "NOTHING RETURNING id"));
    for (int i = 1; i <= 4; ++i)
        up.addBindValue(row.at(i));
    up.addBindValue(withWords ? row.at(5).toString() : QString(QLatin1String("")));
    up.addBindValue(withWords ? row.at(6).toString() : QString(QLatin1String("")));
    up.addBindValue(row.at(7));
    up.addBindValue(source);
    if (up.exec())
        return TeamRowId::inserted(up, server, QStringLiteral("feedback"), source);
    // The trace was deleted on the server (foreign key), or may not be commented on by this login.
    const QString code = up.lastError().nativeErrorCode();
    if (code == QStringLiteral("23503") || code == QStringLiteral("42501"))
        return 0;
    return failed(up, TeamFeedbackSync::tr("Sharing feedback"));
}

} // namespace

Result<int> TeamFeedbackSync::push(PgConnection& server, Database& local, TeamTraceSync::Policy policy)
{
    const bool withWords = policy == TeamTraceSync::Policy::Full;
    int sent = 0;
    for (qint64 after = 0;;) {
        // Only feedback on a trace that is on the server: its team_id is positive.
        const auto rows = RowBatch::read(
            local,
            QStringLiteral("SELECT f.id, f.created_at, f.target, f.round, f.right_source, f.must_mention, f.note, "
                           "t.team_id FROM feedback f JOIN traces t ON t.id = f.trace_id WHERE f.id > ? AND "
                           "f.team_id IS NULL AND t.team_id > 0 ORDER BY f.id LIMIT 64"),
            after, tr("Reading the feedback to share"));
        if (!rows)
            return rows.error();
        if (rows.value().isEmpty())
            return sent;
        for (const QVariantList& row : rows.value()) {
            after = row.at(0).toLongLong();
            const auto id = sendOne(server, row, withWords);
            if (!id)
                return id.error();
            if (Status s =
                    TeamRowId::note(local, RemovalLog::Kind::Feedback, after, id.value(), tr("Noting shared feedback"));
                !s)
                return s.error();
            sent += id.value() > 0 ? 1 : 0;
        }
    }
}

Result<int> TeamFeedbackSync::pull(PgConnection& server, Database& local, bool manager)
{
    if (!manager)
        return 0;
    const qint64 last = MetaTable::value(local, pulledKey).value_or(QStringLiteral("0")).toLongLong();
    QSqlQuery rows(server.db());
    rows.setForwardOnly(true);
    rows.prepare(QStringLiteral("SELECT id, trace_id, created_at, target, round, right_source, must_mention, note "
                                "FROM lotse.feedback WHERE owner <> session_user AND id > ? ORDER BY id"));
    rows.addBindValue(std::max<qint64>(0, last - lateMargin));
    if (!rows.exec())
        return failed(rows, tr("Reading the team's feedback"));
    Transaction transaction(local);
    if (Status s = transaction.begin(tr("Saving the team's feedback")); !s)
        return s.error();
    // Only onto a trace this copy holds (not one older than it keeps, or deleted here).
    QSqlQuery save(local.handle());
    save.prepare(QStringLiteral("INSERT OR IGNORE INTO feedback(trace_id, created_at, target, round, right_source, "
                                "must_mention, note, team_id) SELECT t.id, ?, ?, ?, ?, ?, ?, ? FROM traces t WHERE "
                                "t.team_id = ?"));
    int arrived = 0;
    qint64 newest = last;
    while (rows.next()) {
        newest = std::max(newest, rows.value(0).toLongLong());
        for (int i = 2; i <= 7; ++i)
            save.addBindValue(rows.value(i));
        save.addBindValue(rows.value(0));
        save.addBindValue(rows.value(1));
        if (!save.exec())
            return Database::error(save, tr("Saving the team's feedback"));
        arrived += std::max(0, save.numRowsAffected());
    }
    if (Status s = MetaTable::set(local, pulledKey, QString::number(newest)); !s)
        return s.error();
    if (Status s = transaction.commit(tr("Saving the team's feedback")); !s)
        return s.error();
    return arrived;
}

} // namespace lotse
