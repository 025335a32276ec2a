// SPDX-License-Identifier: GPL-3.0-or-later
#include "TraceStore.h"

#include "common/Logging.h"
#include "store/Database.h"
#include "store/RemovalLog.h"
#include "store/Transaction.h"

#include <QJsonDocument>
#include <QSet>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

namespace lotse {

namespace {

const QString summaryColumns = QStringLiteral(
    "t.id, t.created_at, t.question, t.outcome, t.rounds, t.insufficient_rounds, t.duration_ms, t.provider,"
    " t.model, t.prompt_tokens, t.completion_tokens, t.cost, t.question_stored,"
    " (SELECT group_concat(path, char(10)) FROM"
    " (SELECT path FROM trace_citations c WHERE c.trace_id = t.id ORDER BY path)), t.asked_by, t.asked_groups");
constexpr int traceJsonColumn = 16; // after the summary's

TraceSummary readSummary(const QSqlQuery& q)
{
    TraceSummary s;
    s.id = q.value(0).toLongLong();
    s.createdAt = QDateTime::fromMSecsSinceEpoch(q.value(1).toLongLong(), Qt::UTC);
    s.question = q.value(2).toString();
    s.outcome = q.value(3).toString();
    s.rounds = q.value(4).toInt();
    s.insufficientRounds = q.value(5).toInt();
    s.durationMs = q.value(6).toLongLong();
    s.provider = q.value(7).toString();
    s.model = q.value(8).toString();
    s.promptTokens = q.value(9).toInt();
    s.completionTokens = q.value(10).toInt();
    if (!q.value(11).isNull())
        s.costUsd = q.value(11).toDouble();
    s.questionStored = q.value(12).toBool();
    const QString cited = q.value(13).toString();
    if (!cited.isEmpty())
        s.citedDocuments = cited.split(QLatin1Char('\n'));
    s.askedBy = q.value(14).toString();
    const QString groups = q.value(15).toString();
    if (!groups.isEmpty())
        s.askedGroups = groups.split(QLatin1Char(','));
    return s;
}

QString likePattern(const QString& text)
{
    QString escaped = text;
    escaped.replace(QLatin1Char('\\'), QStringLiteral("\\\\"));
    escaped.replace(QLatin1Char('%'), QStringLiteral("\\%"));
    escaped.replace(QLatin1Char('_'), QStringLiteral("\\_"));
    return QLatin1Char('%') + escaped + QLatin1Char('%');
}

QString orderBy(const TraceFilter& filter)
{
    const QString dir = filter.order == Qt::AscendingOrder ? QStringLiteral("ASC") : QStringLiteral("DESC");
    QString key;
    switch (filter.sortKey) {
    case TraceFilter::SortKey::CreatedAt:
        key = QStringLiteral("t.created_at");
        break;
    case TraceFilter::SortKey::Outcome:
        key = QStringLiteral("t.outcome");
        break;
    case TraceFilter::SortKey::Rounds:
        key = QStringLiteral("t.rounds");
        break;
    case TraceFilter::SortKey::Duration:
        key = QStringLiteral("t.duration_ms");
        break;
    case TraceFilter::SortKey::Tokens:
        key = QStringLiteral("t.prompt_tokens + t.completion_tokens");
        break;
    case TraceFilter::SortKey::Cost:
        // Unknown costs last in either direction.
        return QStringLiteral(" ORDER BY t.cost IS NULL, t.cost %1, t.id %1").arg(dir);
    case TraceFilter::SortKey::Question:
        key = QStringLiteral("t.question COLLATE NOCASE");
        break;
    case TraceFilter::SortKey::AskedBy:
        key = QStringLiteral("t.asked_by COLLATE NOCASE");
        break;
    }
    return QStringLiteral(" ORDER BY %1 %2, t.id %2").arg(key, dir);
}

// The WHERE clause of a filter and its values, in order.
QString whereClause(const TraceFilter& filter, QVariantList& values)
{
    QStringList conditions;
    if (!filter.outcomes.isEmpty()) {
        QStringList marks;
        for (const QString& outcome : filter.outcomes) {
            marks.append(QStringLiteral("?"));
            values.append(outcome);
        }
        conditions.append(QStringLiteral("t.outcome IN (%1)").arg(marks.join(QLatin1Char(','))));
    }
    if (filter.multiRound)
        conditions.append(QStringLiteral("t.rounds > 1"));
    if (filter.graderInsufficient)
        conditions.append(QStringLiteral("t.insufficient_rounds > 0"));
    if (!filter.citedDocument.isEmpty()) {
        conditions.append(QStringLiteral("EXISTS (SELECT 1 FROM trace_citations c WHERE c.trace_id = t.id"
                                         " AND c.path LIKE ? ESCAPE '\\')"));
        values.append(likePattern(filter.citedDocument));
    }
    if (filter.from.isValid()) {
        conditions.append(QStringLiteral("t.created_at >= ?"));
        values.append(filter.from.toMSecsSinceEpoch());
    }
    if (filter.to.isValid()) {
        conditions.append(QStringLiteral("t.created_at < ?"));
        values.append(filter.to.toMSecsSinceEpoch());
    }
    if (!filter.text.trimmed().isEmpty()) {
        conditions.append(QStringLiteral("(t.question LIKE ? ESCAPE '\\' OR t.answer LIKE ? ESCAPE '\\'"
                                         " OR t.queries LIKE ? ESCAPE '\\')"));
        const QString pattern = likePattern(filter.text.trimmed());
        values << pattern << pattern << pattern;
    }
    if (!filter.askedByGroup.isEmpty()) {
        // asked_groups is comma-separated (group names have no commas: TeamAdmin checks them).
        conditions.append(QStringLiteral("(',' || t.asked_groups || ',') LIKE ? ESCAPE '\\'"));
        values.append(likePattern(QLatin1Char(',') + filter.askedByGroup + QLatin1Char(',')));
    }
    return conditions.isEmpty() ? QString() : QStringLiteral(" WHERE ") + conditions.join(QStringLiteral(" AND "));
}

// SQLite would store a null QString as NULL; the text columns are NOT NULL.
QString text(const QString& value)
{
    return value.isNull() ? QStringLiteral("") : value;
}

bool isPlaceholderCandidate(const QString& text, const QSet<QString>& secrets)
{
    return secrets.contains(text.trimmed());
}

} // namespace

TraceStore::TraceStore(Database& db, TraceOptions options)
    : m_db(db)
    , m_options(options)
{}

Trace TraceStore::withoutQuestionText(const Trace& trace)
{
    Trace out = trace;
    QSet<QString> secrets{trace.question.trimmed()};
    if (out.subQuestions) {
        for (QString& sub : *out.subQuestions) {
            secrets.insert(sub.trimmed());
            sub = placeholder();
        }
    }
    secrets.remove(QString());
    out.question = placeholder();
    out.answer = placeholder();
    // The answer as written and its checked statements are the answer's words too; the passages
    // they quote and the handbook's contradictions stay.
    if (out.writtenAnswer)
        out.writtenAnswer = placeholder();
    if (out.grounding) {
        for (Claim& claim : out.grounding->claims) {
            claim.text = placeholder();
            claim.reason = placeholder();
        }
    }
    for (TraceRound& round : out.rounds) {
        // The first query is the question itself; rewrites are made of handbook words and stay.
        if (isPlaceholderCandidate(round.query, secrets))
            round.query = placeholder();
        for (QString& q : round.subQueries) {
            if (isPlaceholderCandidate(q, secrets))
                q = placeholder();
        }
    }
    out.questionStored = false;
    return out;
}

Result<qint64> TraceStore::save(const Trace& input, const QDateTime& at)
{
    if (!input.isFinished())
        return Error::make(Error::Code::InvalidInput, tr("Only a finished trace can be saved."));
    const Trace trace = m_options.storeQuestionText ? input : withoutQuestionText(input);
    QStringList queries;
    for (const TraceRound& round : trace.rounds)
        queries.append(round.query);

    QSqlDatabase handle = m_db.handle();
    if (!handle.transaction())
        return Database::error(handle.lastError(), tr("Saving the trace"));
    auto rollback = [&](Error error) -> Result<qint64> {
        handle.rollback();
        return error;
    };
    QSqlQuery q(handle);
    q.prepare(QStringLiteral(
        "INSERT INTO traces(created_at, question, outcome, trace_json, rounds, insufficient_rounds, duration_ms,"
        " provider, model, prompt_tokens, completion_tokens, cost, answer, queries, question_stored)"
        " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"));
    q.addBindValue(at.toMSecsSinceEpoch());
    q.addBindValue(text(trace.question));
    q.addBindValue(text(trace.outcomeName()));
    q.addBindValue(QString::fromUtf8(QJsonDocument(trace.toJson()).toJson(QJsonDocument::Compact)));
    q.addBindValue(int(trace.rounds.size()));
    q.addBindValue(trace.insufficientRounds());
    q.addBindValue(trace.elapsedMs);
    q.addBindValue(text(trace.provider.kind));
    q.addBindValue(text(trace.provider.chatModel));
    q.addBindValue(trace.usage.promptTokens);
    q.addBindValue(trace.usage.completionTokens);
    q.addBindValue(trace.cost ? QVariant(trace.cost->usd) : QVariant(QMetaType(QMetaType::Double)));
    q.addBindValue(text(trace.answer));
    q.addBindValue(text(queries.join(QLatin1Char('\n'))));
    q.addBindValue(m_options.storeQuestionText ? 1 : 0);
    if (!q.exec())
        return rollback(Database::error(q, tr("Saving the trace")));
    const qint64 id = q.lastInsertId().toLongLong();
    q.prepare(QStringLiteral("INSERT INTO trace_citations(trace_id, path) VALUES (?, ?)"));
    for (const QString& path : trace.citedSources()) {
        q.addBindValue(id);
        q.addBindValue(path);
        if (!q.exec())
            return rollback(Database::error(q, tr("Saving the trace's citations")));
    }
    if (!handle.commit())
        return rollback(Database::error(handle.lastError(), tr("Saving the trace")));
    // A failed purge does not lose the trace just saved; it is tried again with the next one.
    if (const auto purged = purgeExpired(at); !purged)
        qCWarning(lcStore) << "purging old traces failed:" << purged.error().message;
    return id;
}

Result<QList<TraceSummary>> TraceStore::list(const TraceFilter& filter) const
{
    QVariantList values;
    QString sql = QStringLiteral("SELECT ") + summaryColumns + QStringLiteral(" FROM traces t")
                  + whereClause(filter, values) + orderBy(filter);
    if (filter.limit >= 0 || filter.offset > 0) {
        sql += QStringLiteral(" LIMIT ? OFFSET ?");
        values << (filter.limit >= 0 ? filter.limit : -1) << std::max(0, filter.offset);
    }
    QSqlQuery q(m_db.handle());
    q.setForwardOnly(true);
    q.prepare(sql);
    for (const QVariant& v : std::as_const(values))
        q.addBindValue(v);
    if (!q.exec())
        return Database::error(q, tr("Listing the traces"));
    QList<TraceSummary> out;
    while (q.next())
        out.append(readSummary(q));
    return out;
}

Result<int> TraceStore::count(const TraceFilter& filter) const
{
    QVariantList values;
    QSqlQuery q(m_db.handle());
    q.prepare(QStringLiteral("SELECT count(*) FROM traces t") + whereClause(filter, values));
    for (const QVariant& v : std::as_const(values))
        q.addBindValue(v);
    if (!q.exec() || !q.next())
        return Database::error(q, tr("Counting the traces"));
    return q.value(0).toInt();
}

Result<TraceRecord> TraceStore::trace(qint64 id) const
{
    QSqlQuery q(m_db.handle());
    q.prepare(QStringLiteral("SELECT ") + summaryColumns
              + QStringLiteral(", t.trace_json FROM traces t WHERE t.id = ?"));
    q.addBindValue(id);
    if (!q.exec())
        return Database::error(q, tr("Reading trace %1").arg(id));
    if (!q.next()) {
        return Error::make(Error::Code::NotFound,
                           tr("There is no trace %1. `lotse-cli traces list` shows the stored ones.").arg(id));
    }
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(q.value(traceJsonColumn).toString().toUtf8(), &parseError);
    if (!document.isObject()) {
        return Error::make(Error::Code::Unsupported, tr("Trace %1 is damaged (%2). Delete it with `lotse-cli traces "
                                                        "delete %1`; the other traces are not affected.")
                                                         .arg(id)
                                                         .arg(parseError.errorString()));
    }
    auto trace = Trace::fromJson(document.object());
    if (!trace)
        return trace.error();
    return TraceRecord{readSummary(q), std::move(trace).value()};
}

Status TraceStore::remove(qint64 id)
{
    const auto removed = RemovalLog::remove(m_db, RemovalLog::Kind::Trace, id, tr("Deleting trace %1").arg(id));
    if (!removed)
        return removed.error();
    if (!removed.value())
        return Error::make(Error::Code::NotFound, tr("There is no trace %1.").arg(id));
    return success();
}

Result<int> TraceStore::removeAll()
{
    const QString what = tr("Deleting the history");
    Transaction transaction(m_db);
    if (Status s = transaction.begin(what); !s)
        return s.error();
    if (Status s = RemovalLog::logTraces(m_db, QStringLiteral("1"), {}, what); !s)
        return s.error();
    QSqlQuery q(m_db.handle());
    if (!q.exec(QStringLiteral("DELETE FROM traces")))
        return Database::error(q, what);
    const int removed = q.numRowsAffected();
    if (Status s = transaction.commit(what); !s)
        return s.error();
    return removed;
}

Result<QStringList> TraceStore::askerGroups() const
{
    QSqlQuery q(m_db.handle());
    if (!q.exec(QStringLiteral("SELECT DISTINCT asked_groups FROM traces WHERE asked_groups IS NOT NULL AND "
                               "asked_groups <> ''")))
        return Database::error(q, tr("Listing the askers' groups"));
    QSet<QString> groups;
    while (q.next()) {
        const QStringList some = q.value(0).toString().split(QLatin1Char(','), Qt::SkipEmptyParts);
        groups.unite(QSet<QString>(some.begin(), some.end()));
    }
    QStringList out(groups.begin(), groups.end());
    out.sort();
    return out;
}

Result<int> TraceStore::purgeOlderThan(const QDateTime& cutoff)
{
    QSqlQuery q(m_db.handle());
    q.prepare(QStringLiteral("DELETE FROM traces WHERE created_at < ?"));
    q.addBindValue(cutoff.toMSecsSinceEpoch());
    if (!q.exec())
        return Database::error(q, tr("Deleting old traces"));
    const int removed = q.numRowsAffected();
    if (removed > 0)
        qCDebug(lcStore) << "purged" << removed << "trace(s) older than" << cutoff;
    return removed;
}

Result<int> TraceStore::purgeExpired(const QDateTime& now)
{
    if (m_options.retentionDays <= 0)
        return 0;
    return purgeOlderThan(now.addDays(-m_options.retentionDays));
}

Result<QStringList> TraceStore::citedDocuments() const
{
    QSqlQuery q(m_db.handle());
    if (!q.exec(QStringLiteral("SELECT DISTINCT path FROM trace_citations ORDER BY path")))
        return Database::error(q, tr("Listing the cited documents"));
    QStringList out;
    while (q.next())
        out.append(q.value(0).toString());
    return out;
}

} // namespace lotse
