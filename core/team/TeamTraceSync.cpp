// SPDX-License-Identifier: GPL-3.0-or-later
#include "TeamTraceSync.h"

#include "TeamRowId.h"
#include "store/Database.h"
#include "store/MetaTable.h"
#include "store/RowBatch.h"
#include "store/Transaction.h"
#include "store/pg/PgConnection.h"
#include "trace/Trace.h"
#include "trace/TraceStore.h"

#include <QDateTime>
#include <QHash>
#include <QJsonDocument>
#include <QSqlError>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QVariant>

namespace lotse {

namespace {

const QString pulledKey = QStringLiteral("team_traces_pulled");
// The columns both trace tables share, in this order.
const QString columns = QStringLiteral("created_at, question, outcome, trace_json, rounds, insufficient_rounds, "
                                       "duration_ms, provider, model, prompt_tokens, completion_tokens, cost, answer, "
                                       "queries, question_stored");
constexpr int columnCount = 15;
// A trace committed late on the server has an id below ones already fetched: fetch a margin again
// (duplicates are ignored by team_id).
constexpr qint64 lateMargin = 1000;

Error failed(const QSqlQuery& q, const QString& what)
{
    return Error::make(Error::Code::Database,
                       TeamTraceSync::tr("%1 failed: %2").arg(what, q.lastError().databaseText().trimmed()));
}

// The row's values as the policy lets them leave: without the question's words, they are rebuilt from
// the trace with TraceStore's own redaction.
Result<QVariantList> shareable(const QVariantList& row, TeamTraceSync::Policy policy)
{
    QVariantList values;
    for (int i = 0; i < columnCount; ++i)
        values.append(row.at(i + 1));
    values[14] = values.at(14).toBool(); // SQLite's 0/1, PostgreSQL's boolean
    if (policy == TeamTraceSync::Policy::Full || !values.at(14).toBool())
        return values;
    const auto trace = Trace::fromJson(QJsonDocument::fromJson(values.at(3).toString().toUtf8()).object());
    if (!trace)
        return trace.error();
    const Trace hidden = TraceStore::withoutQuestionText(trace.value());
    QStringList queries;
    for (const TraceRound& round : hidden.rounds)
        queries.append(round.query);
    values[1] = hidden.question;
    values[3] = QString::fromUtf8(QJsonDocument(hidden.toJson()).toJson(QJsonDocument::Compact));
    values[12] = hidden.answer;
    values[13] = queries.join(QLatin1Char('\n'));
    values[14] = false;
    return values;
}

Status copyCitations(QSqlQuery& from, const QString& fromSql, qint64 fromId, QSqlQuery& to, const QString& toSql,
                     qint64 toId)
{
    from.prepare(fromSql);
    from.addBindValue(fromId);
    if (!from.exec())
        return failed(from, TeamTraceSync::tr("Reading a question's sources"));
    while (from.next()) {
        to.prepare(toSql);
        to.addBindValue(toId);
        to.addBindValue(from.value(0));
        if (!to.exec())
            return failed(to, TeamTraceSync::tr("Saving a question's sources"));
    }
    return success();
}

// Sends one trace (and, the first time, its sources); its id on the server, or 0 when it is no longer
// there (deleted on the server since an earlier upload: not sent again).
Result<qint64> sendOne(PgConnection& server, Database& local, const QVariantList& row, TeamTraceSync::Policy policy)
{
    const auto values = shareable(row, policy);
    if (!values)
        return values.error();
    const qint64 source = TeamRowId::fromContent(row, {1, 2, 4}); // created_at, question, trace_json
    QSqlQuery up(server.db());
    up.prepare(QStringLiteral("INSERT INTO lotse.traces(%1, source_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, "
                              "?, ?, ?) ON CONFLICT (owner, source_id) DO NOTHING RETURNING id")
                   .arg(columns));
    for (const QVariant& v : values.value())
        up.addBindValue(v);
    up.addBindValue(source);
    if (!up.exec())
        return failed(up, TeamTraceSync::tr("Sharing a question"));
    const auto id = TeamRowId::inserted(up, server, QStringLiteral("traces"), source);
    if (!id || id.value() == 0)
        return id; // failed, or gone from the server
    // Again when sent before: a crash may have come between the trace and its sources.
    QSqlQuery from(local.handle());
    QSqlQuery to(server.db());
    if (Status s = copyCitations(from, QStringLiteral("SELECT path FROM trace_citations WHERE trace_id = ?"),
                                 row.at(0).toLongLong(), to,
                                 QStringLiteral("INSERT INTO lotse.trace_citations(trace_id, path) VALUES (?, ?) ON "
                                                "CONFLICT DO NOTHING"),
                                 id.value());
        !s)
        return s.error();
    return id.value();
}

// A copy synced by a Lotse before local schema 13 kept a watermark of what it had sent (keyed on the
// server by local id): those traces are noted with their ids there, or as never to be sent (asked
// while the policy was off), so that none is sent again or for the first time.
Status adoptWatermark(PgConnection& server, Database& local)
{
    const auto mark = MetaTable::value(local, QStringLiteral("team_traces_pushed"));
    if (!mark)
        return success();
    QSqlQuery there(server.db());
    if (!there.exec(QStringLiteral("SELECT source_id, id FROM lotse.traces WHERE owner = session_user")))
        return failed(there, TeamTraceSync::tr("Reading the questions shared before"));
    QHash<qint64, qint64> sent;
    while (there.next())
        sent.insert(there.value(0).toLongLong(), there.value(1).toLongLong());
    const auto rows = RowBatch::read(local,
                                     QStringLiteral("SELECT id FROM traces WHERE id <= ? AND asked_by IS NULL AND "
                                                    "team_id IS NULL"),
                                     mark->toLongLong(), TeamTraceSync::tr("Reading the questions shared before"));
    if (!rows)
        return rows.error();
    for (const QVariantList& row : rows.value()) {
        const qint64 id = row.at(0).toLongLong();
        if (Status s = TeamRowId::note(local, RemovalLog::Kind::Trace, id, sent.value(id, 0),
                                       TeamTraceSync::tr("Noting a shared question"));
            !s)
            return s;
    }
    QSqlQuery forget(local.handle());
    if (!forget.exec(QStringLiteral("DELETE FROM meta WHERE key = 'team_traces_pushed'")))
        return Database::error(forget, TeamTraceSync::tr("Noting a shared question"));
    return success();
}

} // namespace

QString TeamTraceSync::policyName(Policy policy)
{
    switch (policy) {
    case Policy::Off:
        return QStringLiteral("off");
    case Policy::WithoutQuestion:
        return QStringLiteral("without-question");
    case Policy::Full:
        break;
    }
    return QStringLiteral("full");
}

Result<TeamTraceSync::Policy> TeamTraceSync::policyNamed(const QString& name)
{
    for (Policy p : {Policy::Off, Policy::WithoutQuestion, Policy::Full}) {
        if (policyName(p) == name.trimmed().toLower())
            return p;
    }
    return Error::make(Error::Code::InvalidInput,
                       tr("The trace policy is off, without-question or full, not “%1”.").arg(name));
}

Result<TeamTraceSync::Policy> TeamTraceSync::policy(PgConnection& server)
{
    QSqlQuery q(server.db());
    if (!q.exec(QStringLiteral("SELECT value FROM lotse.meta WHERE key = 'trace_policy'")))
        return failed(q, tr("Reading the trace policy"));
    return q.next() ? policyNamed(q.value(0).toString()) : Policy::Off;
}

Status TeamTraceSync::setPolicy(PgConnection& server, Policy policy)
{
    QSqlQuery q(server.db());
    q.prepare(QStringLiteral("SELECT lotse.set_trace_policy(?)"));
    q.addBindValue(policyName(policy));
    if (q.exec())
        return success();
    if (q.lastError().nativeErrorCode() == QStringLiteral("42501"))
        return Error::make(Error::Code::InvalidInput,
                           tr("Only a manager of this team knowledge base sets its trace policy."));
    return failed(q, tr("Setting the trace policy"));
}

Result<int> TeamTraceSync::retentionDays(PgConnection& server)
{
    QSqlQuery q(server.db());
    if (!q.exec(QStringLiteral("SELECT value FROM lotse.meta WHERE key = 'trace_retention_days'")))
        return failed(q, tr("Reading the trace retention"));
    return q.next() ? q.value(0).toInt() : 0;
}

Status TeamTraceSync::setRetentionDays(PgConnection& server, int days)
{
    QSqlQuery q(server.db());
    q.prepare(QStringLiteral("SELECT lotse.set_trace_retention(?)"));
    q.addBindValue(days);
    if (q.exec())
        return success();
    const QString code = q.lastError().nativeErrorCode();
    if (code == QStringLiteral("42501"))
        return Error::make(Error::Code::InvalidInput,
                           tr("Only a manager of this team knowledge base sets how long its questions are kept."));
    if (code == QStringLiteral("22023"))
        return Error::make(Error::Code::InvalidInput,
                           tr("Keep the team's questions for 0 (for ever) to 36500 days, not %1.").arg(days));
    return failed(q, tr("Setting the trace retention"));
}

Result<int> TeamTraceSync::push(PgConnection& server, Database& local, Policy policy)
{
    if (Status s = adoptWatermark(server, local); !s)
        return s.error();
    if (policy == Policy::Off) {
        // Asked while the policy is off: never sent, not even after it changes.
        QSqlQuery never(local.handle());
        if (!never.exec(QStringLiteral("UPDATE traces SET team_id = -id WHERE asked_by IS NULL AND team_id IS NULL")))
            return Database::error(never, tr("Reading the questions to share"));
        return 0;
    }
    int sent = 0;
    for (qint64 after = 0;;) {
        const auto rows = RowBatch::read(local,
                                         QStringLiteral("SELECT id, %1 FROM traces WHERE id > ? AND asked_by IS NULL "
                                                        "AND team_id IS NULL ORDER BY id LIMIT 64")
                                             .arg(columns),
                                         after, tr("Reading the questions to share"));
        if (!rows)
            return rows.error();
        if (rows.value().isEmpty())
            return sent;
        for (const QVariantList& row : rows.value()) {
            after = row.at(0).toLongLong();
            const auto id = sendOne(server, local, row, policy);
            if (!id)
                return id.error();
            if (Status s =
                    TeamRowId::note(local, RemovalLog::Kind::Trace, after, id.value(), tr("Noting a shared question"));
                !s)
                return s.error();
            sent += id.value() > 0 ? 1 : 0;
        }
    }
}

Result<int> TeamTraceSync::pull(PgConnection& server, Database& local, bool manager, int keepDays)
{
    if (!manager)
        return 0;
    const qint64 last = MetaTable::value(local, pulledKey).value_or(QStringLiteral("0")).toLongLong();
    // Not forward-only: the driver would stream the rows, and the citations' query on the same connection
    // would end the stream.
    QSqlQuery rows(server.db());
    // Not older than this copy keeps traces: its own purge would delete them again.
    rows.prepare(QStringLiteral("SELECT id, %1, owner, array_to_string(groups, ',') FROM lotse.traces WHERE owner <> "
                                "session_user AND id > ? AND created_at >= ? ORDER BY id")
                     .arg(columns));
    rows.addBindValue(std::max<qint64>(0, last - lateMargin));
    rows.addBindValue(keepDays > 0 ? QDateTime::currentDateTimeUtc().addDays(-keepDays).toMSecsSinceEpoch() : 0);
    if (!rows.exec())
        return failed(rows, tr("Reading the team's questions"));
    Transaction transaction(local);
    if (Status s = transaction.begin(tr("Saving the team's questions")); !s)
        return s.error();
    QSqlQuery save(local.handle());
    QSqlQuery cite(local.handle());
    int arrived = 0;
    qint64 newest = last;
    while (rows.next()) {
        const qint64 id = rows.value(0).toLongLong();
        newest = std::max(newest, id);
        save.prepare(
            QStringLiteral("INSERT OR IGNORE INTO traces(%1, asked_by, asked_groups, team_id) VALUES (?, ?, ?, ?, ?, "
                           "?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)")
                .arg(columns));
        for (int i = 1; i <= columnCount + 2; ++i)
            save.addBindValue(rows.value(i));
        save.addBindValue(id);
        if (!save.exec())
            return Database::error(save, tr("Saving the team's questions"));
        if (save.numRowsAffected() < 1)
            continue; // here already
        QSqlQuery from(server.db());
        if (Status s = copyCitations(from, QStringLiteral("SELECT path FROM lotse.trace_citations WHERE trace_id = ?"),
                                     id, cite,
                                     QStringLiteral("INSERT OR IGNORE INTO trace_citations(trace_id, path) "
                                                    "VALUES (?, ?)"),
                                     save.lastInsertId().toLongLong());
            !s)
            return s.error();
        ++arrived;
    }
    if (Status s = MetaTable::set(local, pulledKey, QString::number(newest)); !s)
        return s.error();
    if (Status s = transaction.commit(tr("Saving the team's questions")); !s)
        return s.error();
    return arrived;
}

} // namespace lotse
