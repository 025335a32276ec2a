// SPDX-License-Identifier: GPL-3.0-or-later
#include "ParseAhead.h"

#include "IngestPipeline.h"

#include <QFileInfo>
#include <QThread>
#include <algorithm>
#include <chrono>
#include <memory>

namespace lotse {

ParseAhead::ParseAhead(const IngestPipeline& pipeline, QList<Task> tasks, qint64 maxFileBytes, int threads)
    : m_pipeline(pipeline)
    , m_tasks(std::move(tasks))
    , m_maxFileBytes(maxFileBytes)
{
    threads = std::max(1, threads);
    m_pool.setObjectName(QStringLiteral("lotse-parse"));
    m_pool.setMaxThreadCount(threads);
    // Enough files ahead that the parser never waits for the writer's commits, few enough to keep
    // memory flat (a prepared file holds its passages until stored).
    m_window = 512 * threads;
    startMore();
}

ParseAhead::~ParseAhead()
{
    for (Pending& p : m_pending)
        p.result.wait();
    m_pool.waitForDone();
}

int ParseAhead::defaultThreads()
{
    return std::clamp(QThread::idealThreadCount() - 1, 1, 3);
}

void ParseAhead::startMore()
{
    while (m_started < m_tasks.size() && qsizetype(m_pending.size()) < m_window) {
        const Task& task = m_tasks.at(m_started);
        const qint64 bytes = QFileInfo(task.path).size();
        if (!m_pending.empty() && m_bytesAhead + bytes > maxBytesAhead)
            break; // a few large files: wait until the writer took the ones before
        auto promise = std::make_shared<std::promise<PreparedFile>>();
        m_pending.push_back({promise->get_future(), bytes});
        m_bytesAhead += bytes;
        m_pool.start([this, task, promise] {
            promise->set_value(m_pipeline.prepare(task.path, task.reindex, task.indexedSha, m_maxFileBytes));
        });
        ++m_started;
    }
}

bool ParseAhead::nextReady(int waitMs) const
{
    return !m_pending.empty()
           && m_pending.front().result.wait_for(std::chrono::milliseconds(waitMs)) == std::future_status::ready;
}

PreparedFile ParseAhead::takeNext()
{
    Q_ASSERT(hasNext());
    startMore();
    Pending next = std::move(m_pending.front());
    m_pending.pop_front();
    m_bytesAhead -= next.bytes;
    ++m_taken;
    PreparedFile prepared = next.result.get();
    startMore();
    return prepared;
}

} // namespace lotse
