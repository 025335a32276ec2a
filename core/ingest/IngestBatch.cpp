// SPDX-License-Identifier: GPL-3.0-or-later
#include "IngestBatch.h"

#include "store/IngestLock.h"

namespace lotse {

IngestBatch::IngestBatch(Database& db, IngestLock& lock, Limits limits)
    : m_transaction(db)
    , m_lock(lock)
    , m_limits(limits)
{
    m_claimed.start(); // the job claimed the queue just before
}

Status IngestBatch::open()
{
    if (!m_files.isEmpty())
        return Done{};
    if (auto begun = m_transaction.begin(tr("Starting to save indexed files")); !begun)
        return begun.error();
    m_age.start();
    return Done{};
}

bool IngestBatch::add(const FileOutcome& outcome, int index)
{
    m_files.append({outcome, index});
    m_bytes += outcome.bytes;
    return m_age.elapsed() >= m_limits.ms || m_files.size() >= m_limits.files || m_bytes >= m_limits.bytes;
}

Result<QList<IngestBatch::Stored>> IngestBatch::commit()
{
    if (m_files.isEmpty())
        return QList<Stored>{};
    if (auto committed = m_transaction.commit(tr("Saving the files indexed last")); !committed)
        return committed.error();
    if (m_claimed.elapsed() >= m_limits.claimRefreshMs) {
        if (auto refreshed = m_lock.claim(); !refreshed)
            return refreshed.error();
        m_claimed.start();
    }
    m_bytes = 0;
    return std::exchange(m_files, {});
}

void IngestBatch::rollback()
{
    m_transaction.rollback();
    m_files.clear();
    m_bytes = 0;
}

} // namespace lotse
