// SPDX-License-Identifier: GPL-3.0-or-later
#include "TraceWorker.h"

#include "TraceStore.h"
#include "common/Logging.h"
#include "store/Database.h"

#include <QSqlQuery>

namespace lotse {

TraceWorker::TraceWorker(QString dbPath, TraceOptions options)
    : m_dbPath(std::move(dbPath))
    , m_options(options)
{}

TraceWorker::~TraceWorker() = default;

bool TraceWorker::ensureOpen()
{
    if (m_db)
        return true;
    auto db = Database::open(m_dbPath);
    if (!db) {
        Q_EMIT failed(db.error());
        return false;
    }
    m_db = std::move(db).value();
    if (const Status s = m_db->exec(QStringLiteral("PRAGMA secure_delete = ON"), tr("Opening the history")); !s)
        qCWarning(lcStore) << s.error().message;
    return true;
}

void TraceWorker::save(const Trace& trace)
{
    if (!ensureOpen())
        return;
    const auto id = TraceStore(*m_db, m_options).save(trace);
    if (!id) {
        Q_EMIT failed(id.error());
        return;
    }
    Q_EMIT saved(id.value());
}

void TraceWorker::purgeExpired()
{
    if (!ensureOpen())
        return;
    const auto count = TraceStore(*m_db, m_options).purgeExpired();
    if (!count) {
        Q_EMIT failed(count.error());
        return;
    }
    Q_EMIT purged(count.value());
}

void TraceWorker::removeAll()
{
    if (!ensureOpen())
        return;
    // Feedback goes with its traces; in a team knowledge base's copy, the server's copies go too.
    const auto removed = TraceStore(*m_db, m_options).removeAll();
    if (!removed) {
        Q_EMIT failed(removed.error());
        return;
    }
    // Overwritten pages reach the main file now, not at some later checkpoint.
    QSqlQuery checkpoint(m_db->handle());
    if (!checkpoint.exec(QStringLiteral("PRAGMA wal_checkpoint(TRUNCATE)")))
        qCWarning(lcStore) << "checkpoint after deleting the history failed";
    Q_EMIT removedAll(removed.value());
}

} // namespace lotse
