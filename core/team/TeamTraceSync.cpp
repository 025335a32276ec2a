// SPDX-License-Identifier: GPL-3.0-or-later
#include "TeamTraceSync.h"

#include "store/Database.h"
#include "store/MetaTable.h"
#include "store/Transaction.h"
#include "store/pg/PgConnection.h"
#include "store/pg/TeamAdmin.h"
#include "trace/Trace.h"
#include "trace/TraceStore.h"

#include <QJsonDocument>
#include <QSqlError>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QVariant>

namespace lotse {

namespace {

const QString pushedKey = QStringLiteral("team_traces_pushed");
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
Result<QVariantList> shareable(const QSqlQuery& row, TeamTraceSync::Policy policy)
{
    QVariantList values;
    for (int i = 0; i < columnCount; ++i)
        values.append(row.value(i + 1));
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

Status sendOne(PgConnection& server, Database& local, const QSqlQuery& row, TeamTraceSync::Policy policy)
{
    const auto values = shareable(row, policy);
    if (!values)
        return values.error();
    QSqlQuery up(server.db());
    up.prepare(QStringLiteral("INSERT INTO lotse.traces(%1, source_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, "
                              "?, ?, ?) ON CONFLICT (owner, source_id) DO NOTHING RETURNING id")
                   .arg(columns));
    for (const QVariant& v : values.value())
        up.addBindValue(v);
    up.addBindValue(row.value(0));
    if (!up.exec())
        return failed(up, TeamTraceSync::tr("Sharing a question"));
    if (!up.next())
        return success(); // sent before
    QSqlQuery from(local.handle());
    QSqlQuery to(server.db());
    return copyCitations(from, QStringLiteral("SELECT path FROM trace_citations WHERE trace_id = ?"),
                         row.value(0).toLongLong(), to,
                         QStringLiteral("INSERT INTO lotse.trace_citations(trace_id, path) VALUES (?, ?) ON CONFLICT "
                                        "DO NOTHING"),
                         up.value(0).toLongLong());
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

Result<int> TeamTraceSync::push(PgConnection& server, Database& local)
{
    const auto p = policy(server);
    if (!p)
        return p.error();
    const qint64 last = MetaTable::value(local, pushedKey).value_or(QStringLiteral("0")).toLongLong();
    QSqlQuery rows(local.handle());
    rows.setForwardOnly(true);
    rows.prepare(
        QStringLiteral("SELECT id, %1 FROM traces WHERE id > ? AND asked_by IS NULL ORDER BY id").arg(columns));
    rows.addBindValue(last);
    if (!rows.exec())
        return Database::error(rows, tr("Reading the questions to share"));
    int sent = 0;
    qint64 done = last;
    while (rows.next()) {
        if (p.value() != Policy::Off) {
            if (Status s = sendOne(server, local, rows, p.value()); !s)
                return s.error();
            ++sent;
        }
        done = rows.value(0).toLongLong();
    }
    // Asked while the policy was off: not sent later either.
    QSqlQuery newest(local.handle());
    if (newest.exec(QStringLiteral("SELECT max(id) FROM traces")) && newest.next())
        done = std::max(done, newest.value(0).toLongLong());
    if (Status s = MetaTable::set(local, pushedKey, QString::number(done)); !s)
        return s.error();
    return sent;
}

Result<int> TeamTraceSync::pull(PgConnection& server, Database& local)
{
    const auto role = TeamAdmin::myRole(server);
    if (!role)
        return role.error();
    if (role.value() != QStringLiteral("manager") && role.value() != QStringLiteral("administrator"))
        return 0;
    const qint64 last = MetaTable::value(local, pulledKey).value_or(QStringLiteral("0")).toLongLong();
    // Not forward-only: the driver would stream the rows, and the citations' query on the same connection
    // would end the stream.
    QSqlQuery rows(server.db());
    rows.prepare(QStringLiteral("SELECT id, %1, owner FROM lotse.traces WHERE owner <> session_user AND id > ? ORDER "
                                "BY id")
                     .arg(columns));
    rows.addBindValue(std::max<qint64>(0, last - lateMargin));
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
            QStringLiteral("INSERT OR IGNORE INTO traces(%1, asked_by, team_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?, "
                           "?, ?, ?, ?, ?, ?, ?, ?, ?)")
                .arg(columns));
        for (int i = 1; i <= columnCount + 1; ++i)
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
