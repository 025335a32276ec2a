// SPDX-License-Identifier: GPL-3.0-or-later
#include "Transaction.h"

#include "Database.h"

#include <QSqlError>
#include <QSqlQuery>

namespace lotse {

Transaction::Transaction(Database& db)
    : m_db(db)
{}

Transaction::~Transaction()
{
    if (m_open)
        rollback();
}

Status Transaction::begin(const QString& what)
{
    Q_ASSERT(!m_open);
    m_outermost = m_db.m_transactionDepth == 0;
    if (m_outermost) {
        // IMMEDIATE: the write lock now (waiting for another writer, e.g. the embedding thread, up to
        // the busy timeout), not at the first write. A transaction that reads first and writes later
        // would otherwise fail at once ("database is locked") when another connection committed in
        // between, as its snapshot would be stale.
        QSqlQuery begin(m_db.handle());
        if (!begin.exec(QStringLiteral("BEGIN IMMEDIATE")))
            return Database::error(begin, what);
        m_db.m_rollbackOnly = false;
    }
    ++m_db.m_transactionDepth;
    m_open = true;
    return success();
}

Status Transaction::commit(const QString& what)
{
    Q_ASSERT(m_open);
    m_open = false;
    --m_db.m_transactionDepth;
    if (!m_outermost)
        return success();
    QSqlDatabase handle = m_db.handle();
    if (m_db.m_rollbackOnly) {
        handle.rollback();
        m_db.m_rollbackOnly = false;
        return Error::make(Error::Code::Database, tr("%1: an earlier step failed, so nothing was saved.").arg(what));
    }
    if (!handle.commit()) {
        const Error error = Database::error(handle.lastError(), what);
        handle.rollback();
        return error;
    }
    return success();
}

void Transaction::rollback()
{
    if (!m_open)
        return;
    m_open = false;
    --m_db.m_transactionDepth;
    if (m_outermost) {
        m_db.handle().rollback();
        m_db.m_rollbackOnly = false;
    } else {
        m_db.m_rollbackOnly = true;
    }
}

} // namespace lotse
