// SPDX-License-Identifier: GPL-3.0-or-later
#include "FeedbackStore.h"

#include "Database.h"
#include "RemovalLog.h"

#include <QSqlQuery>
#include <QVariant>

namespace lotse {

QString Feedback::targetName(Target target)
{
    return target == Target::Verdict ? QStringLiteral("verdict") : QStringLiteral("answer");
}

FeedbackStore::FeedbackStore(Database& db)
    : m_db(db)
{}

Result<qint64> FeedbackStore::add(const Feedback& f, const QDateTime& at)
{
    if (f.target == Feedback::Target::Verdict && f.round < 1)
        return Error::make(Error::Code::InvalidInput, tr("Say which round's verdict was wrong."));
    QSqlQuery q(m_db.handle());
    q.prepare(QStringLiteral("SELECT 1 FROM traces WHERE id = ?"));
    q.addBindValue(f.traceId);
    if (!q.exec())
        return Database::error(q, tr("Saving the feedback"));
    if (!q.next()) {
        return Error::make(Error::Code::NotFound,
                           tr("There is no trace %1 any more: it was deleted or purged.").arg(f.traceId));
    }
    q.prepare(QStringLiteral("INSERT INTO feedback(trace_id, created_at, target, round, right_source, must_mention,"
                             " note) VALUES (?, ?, ?, ?, ?, ?, ?)"));
    q.addBindValue(f.traceId);
    q.addBindValue(at.toMSecsSinceEpoch());
    q.addBindValue(Feedback::targetName(f.target));
    q.addBindValue(f.target == Feedback::Target::Verdict ? f.round : 0);
    // SQLite would store a null QString as NULL; the columns are NOT NULL.
    auto text = [](const QString& value) { return value.isNull() ? QStringLiteral("") : value; };
    q.addBindValue(text(f.rightSource));
    q.addBindValue(text(f.mustMention.join(QLatin1Char('\n'))));
    q.addBindValue(text(f.note));
    if (!q.exec())
        return Database::error(q, tr("Saving the feedback"));
    return q.lastInsertId().toLongLong();
}

Result<QList<Feedback>> FeedbackStore::select(const QString& where, const QVariantList& values) const
{
    QSqlQuery q(m_db.handle());
    q.setForwardOnly(true);
    q.prepare(QStringLiteral("SELECT id, trace_id, created_at, target, round, right_source, must_mention, note"
                             " FROM feedback")
              + where + QStringLiteral(" ORDER BY created_at, id"));
    for (const QVariant& v : values)
        q.addBindValue(v);
    if (!q.exec())
        return Database::error(q, tr("Reading the feedback"));
    QList<Feedback> out;
    while (q.next()) {
        Feedback f;
        f.id = q.value(0).toLongLong();
        f.traceId = q.value(1).toLongLong();
        f.createdAt = QDateTime::fromMSecsSinceEpoch(q.value(2).toLongLong(), Qt::UTC);
        f.target =
            q.value(3).toString() == QStringLiteral("verdict") ? Feedback::Target::Verdict : Feedback::Target::Answer;
        f.round = q.value(4).toInt();
        f.rightSource = q.value(5).toString();
        const QString mention = q.value(6).toString();
        if (!mention.isEmpty())
            f.mustMention = mention.split(QLatin1Char('\n'));
        f.note = q.value(7).toString();
        out.append(f);
    }
    return out;
}

Result<QList<Feedback>> FeedbackStore::forTrace(qint64 traceId) const
{
    return select(QStringLiteral(" WHERE trace_id = ?"), {traceId});
}

Result<QList<Feedback>> FeedbackStore::all() const
{
    return select(QString(), {});
}

Status FeedbackStore::remove(qint64 id)
{
    const auto removed = RemovalLog::remove(m_db, RemovalLog::Kind::Feedback, id, tr("Deleting feedback %1").arg(id));
    if (!removed)
        return removed.error();
    if (!removed.value())
        return Error::make(Error::Code::NotFound, tr("There is no feedback %1.").arg(id));
    return success();
}

} // namespace lotse
