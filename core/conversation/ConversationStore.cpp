// SPDX-License-Identifier: GPL-3.0-or-later
#include "ConversationStore.h"

#include "store/Database.h"
#include "store/RemovalLog.h"
#include "store/Transaction.h"

#include <QSqlQuery>
#include <QVariant>

namespace lotse {

ConversationStore::ConversationStore(Database& db)
    : m_db(db)
{}

QString ConversationStore::titleFor(const QString& question)
{
    const QString line = question.simplified();
    if (line.size() <= maxTitleLength)
        return line;
    // At a word boundary where there is one in the last third.
    qsizetype cut = line.lastIndexOf(QLatin1Char(' '), maxTitleLength - 1);
    if (cut < maxTitleLength * 2 / 3)
        cut = maxTitleLength - 1;
    return line.left(cut).trimmed() + QChar(0x2026);
}

Result<qint64> ConversationStore::create(const QString& title, const QDateTime& at)
{
    const QString name = titleFor(title);
    if (name.isEmpty())
        return Error::make(Error::Code::InvalidInput, tr("A conversation needs a title."));
    QSqlQuery q(m_db.handle());
    q.prepare(QStringLiteral("INSERT INTO conversations(title, created_at, updated_at) VALUES (?, ?, ?)"));
    q.addBindValue(name);
    q.addBindValue(at.toMSecsSinceEpoch());
    q.addBindValue(at.toMSecsSinceEpoch());
    if (!q.exec())
        return Database::error(q, tr("Saving the conversation"));
    return q.lastInsertId().toLongLong();
}

Status ConversationStore::exists(qint64 conversation, const QString& what) const
{
    QSqlQuery q(m_db.handle());
    q.prepare(QStringLiteral("SELECT 1 FROM conversations WHERE id = ?"));
    q.addBindValue(conversation);
    if (!q.exec())
        return Database::error(q, what);
    if (!q.next())
        return Error::make(Error::Code::NotFound, tr("There is no conversation %1 any more.").arg(conversation));
    return success();
}

Status ConversationStore::addTrace(qint64 conversation, qint64 trace, const QDateTime& at)
{
    const QString what = tr("Saving the conversation");
    if (Status found = exists(conversation, what); !found)
        return found;
    QSqlQuery q(m_db.handle());
    q.prepare(QStringLiteral("SELECT 1 FROM traces WHERE id = ?"));
    q.addBindValue(trace);
    if (!q.exec())
        return Database::error(q, what);
    if (!q.next())
        return Error::make(Error::Code::NotFound, tr("There is no question %1 in the history.").arg(trace));
    Transaction transaction(m_db);
    if (Status begun = transaction.begin(what); !begun)
        return begun;
    q.prepare(QStringLiteral("INSERT OR IGNORE INTO conversation_traces(conversation_id, trace_id) VALUES (?, ?)"));
    q.addBindValue(conversation);
    q.addBindValue(trace);
    if (!q.exec())
        return Database::error(q, what);
    q.prepare(QStringLiteral("UPDATE conversations SET updated_at = max(updated_at, ?) WHERE id = ?"));
    q.addBindValue(at.toMSecsSinceEpoch());
    q.addBindValue(conversation);
    if (!q.exec())
        return Database::error(q, what);
    return transaction.commit(what);
}

Result<QList<ConversationSummary>> ConversationStore::list(const QString& search) const
{
    QSqlQuery q(m_db.handle());
    q.setForwardOnly(true);
    QString sql = QStringLiteral("SELECT c.id, c.title, c.created_at, c.updated_at,"
                                 " (SELECT count(*) FROM conversation_traces ct WHERE ct.conversation_id = c.id)"
                                 " FROM conversations c");
    const QString words = search.trimmed();
    if (!words.isEmpty()) {
        // instr() on lower(): no LIKE wildcards to escape in what the user typed.
        sql += QStringLiteral(" WHERE instr(lower(c.title), lower(?)) > 0 OR EXISTS (SELECT 1 FROM conversation_traces"
                              " ct JOIN traces t ON t.id = ct.trace_id WHERE ct.conversation_id = c.id"
                              " AND instr(lower(coalesce(t.question, '')), lower(?)) > 0)");
    }
    q.prepare(sql + QStringLiteral(" ORDER BY c.updated_at DESC, c.id DESC"));
    if (!words.isEmpty()) {
        q.addBindValue(words);
        q.addBindValue(words);
    }
    if (!q.exec())
        return Database::error(q, tr("Reading the conversations"));
    QList<ConversationSummary> out;
    while (q.next()) {
        out.append({q.value(0).toLongLong(), q.value(1).toString(),
                    QDateTime::fromMSecsSinceEpoch(q.value(2).toLongLong(), Qt::UTC),
                    QDateTime::fromMSecsSinceEpoch(q.value(3).toLongLong(), Qt::UTC), q.value(4).toInt()});
    }
    return out;
}

Result<QList<qint64>> ConversationStore::traces(qint64 conversation) const
{
    QSqlQuery q(m_db.handle());
    q.setForwardOnly(true);
    // Trace ids grow with the time they were saved: the order the questions were asked.
    q.prepare(QStringLiteral("SELECT trace_id FROM conversation_traces WHERE conversation_id = ? ORDER BY trace_id"));
    q.addBindValue(conversation);
    if (!q.exec())
        return Database::error(q, tr("Reading the conversation"));
    QList<qint64> out;
    while (q.next())
        out.append(q.value(0).toLongLong());
    return out;
}

Status ConversationStore::rename(qint64 conversation, const QString& title)
{
    const QString name = titleFor(title);
    if (name.isEmpty())
        return Error::make(Error::Code::InvalidInput, tr("A conversation needs a title."));
    const QString what = tr("Renaming the conversation");
    if (Status found = exists(conversation, what); !found)
        return found;
    QSqlQuery q(m_db.handle());
    q.prepare(QStringLiteral("UPDATE conversations SET title = ? WHERE id = ?"));
    q.addBindValue(name);
    q.addBindValue(conversation);
    if (!q.exec())
        return Database::error(q, what);
    return success();
}

Status ConversationStore::remove(qint64 conversation)
{
    const QString what = tr("Deleting the conversation");
    if (Status found = exists(conversation, what); !found)
        return found;
    Transaction transaction(m_db);
    if (Status begun = transaction.begin(what); !begun)
        return begun;
    const QString itsTraces =
        QStringLiteral("id IN (SELECT trace_id FROM conversation_traces WHERE conversation_id = ?)");
    if (Status logged = RemovalLog::logTraces(m_db, itsTraces, {conversation}, what); !logged)
        return logged;
    QSqlQuery q(m_db.handle());
    q.prepare(QStringLiteral("DELETE FROM traces WHERE ") + itsTraces);
    q.addBindValue(conversation);
    if (!q.exec())
        return Database::error(q, what);
    q.prepare(QStringLiteral("DELETE FROM conversations WHERE id = ?"));
    q.addBindValue(conversation);
    if (!q.exec())
        return Database::error(q, what);
    return transaction.commit(what);
}

} // namespace lotse
