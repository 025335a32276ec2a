// SPDX-License-Identifier: GPL-3.0-or-later
#include "TraceRecorder.h"

#include "TraceStore.h"
#include "store/Database.h"

namespace lotse {

TraceRecorder::TraceRecorder(QString dbPath, TraceOptions options)
    : m_dbPath(std::move(dbPath))
    , m_options(options)
{}

TraceRecorder::~TraceRecorder() = default;

Result<qint64> TraceRecorder::save(const Trace& trace)
{
    if (!m_db) {
        auto db = Database::open(m_dbPath);
        if (!db)
            return db.error();
        m_db = std::move(db).value();
    }
    return TraceStore(*m_db, m_options).save(trace);
}

} // namespace lotse
