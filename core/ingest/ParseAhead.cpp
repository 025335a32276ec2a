// SPDX-License-Identifier: GPL-3.0-or-later
#include "ParseAhead.h"

#include "IngestPipeline.h"
#include "common/Logging.h"
#include "reader/ReaderPool.h"

#include <QDir>
#include <QFileInfo>
#include <QThread>
#include <algorithm>
#include <chrono>
#include <memory>

namespace lotse {

ParseAhead::ParseAhead(const IngestPipeline& pipeline, QList<Task> tasks, qint64 maxFileBytes, int threads)
    : ParseAhead(
        [&pipeline, maxFileBytes](const Task& task) {
            return pipeline.prepare(task.path, task.reindex, task.indexedSha, maxFileBytes);
        },
        std::move(tasks), threads)
{}

ParseAhead::ParseAhead(Preparer preparer, QList<Task> tasks, int threads)
    : m_prepare(std::move(preparer))
    , m_tasks(std::move(tasks))
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
    // Files no thread has started are claimed here and never parsed (a cancelled job stops at once);
    // the ones started are waited for.
    for (Pending& p : m_pending) {
        if (p.slot->claimed.exchange(true))
            p.result.wait();
    }
    m_pool.waitForDone();
}

int ParseAhead::defaultThreads()
{
    // A thread that hands its file to a reader process waits while the reader works on a core of
    // its own: one more of them keeps the cores busy (two cores: the writer, two readers waited for).
    const int spare = ReaderPool::instance().isolated() ? 0 : 1;
    return std::clamp(QThread::idealThreadCount() - spare, 1, 3);
}

void ParseAhead::startMore()
{
    while (m_started < m_tasks.size() && qsizetype(m_pending.size()) < m_window) {
        const Task& task = m_tasks.at(m_started);
        const qint64 bytes = QFileInfo(task.path).size();
        if (!m_pending.empty() && m_bytesAhead + bytes > maxBytesAhead)
            break; // a few large files: wait until the writer took the ones before
        auto slot = std::make_shared<Slot>();
        m_pending.push_back({slot, slot->promise.get_future(), m_started, bytes});
        m_bytesAhead += bytes;
        m_pool.start([this, task, slot] {
            if (slot->claimed.exchange(true))
                return;         // the writer took it, or the job ended
            ++m_preparedByPool; // counted before the writer can see the file
            prepareInto(*slot, task);
        });
        ++m_started;
    }
}

bool ParseAhead::nextReady(int waitMs) const
{
    return !m_pending.empty()
           && m_pending.front().result.wait_for(std::chrono::milliseconds(waitMs)) == std::future_status::ready;
}

void ParseAhead::prepareInto(Slot& slot, const Task& task) const
{
    // A claimed slot is always fulfilled, or whoever waits for it (the writer, the destructor) would
    // wait forever. An exception (out of memory in a parser) becomes the file's error, a value the
    // writer records like any unreadable file: it must not end the process or the job.
    PreparedFile prepared;
    try {
        prepared = m_prepare(task);
    } catch (const std::bad_alloc&) {
        prepared = failed(task, tr("There was not enough memory to read this file. Close other programs, or split "
                                   "the file, and add it again."));
    } catch (const std::exception& e) {
        prepared = failed(task, tr("Reading this file failed unexpectedly (%1). Add it again; if it fails again, "
                                   "convert it to another format.")
                                    .arg(QString::fromLocal8Bit(e.what())));
    } catch (...) {
        prepared = failed(task, tr("Reading this file failed unexpectedly. Add it again; if it fails again, "
                                   "convert it to another format."));
    }
    slot.promise.set_value(std::move(prepared));
}

PreparedFile ParseAhead::failed(const Task& task, const QString& message)
{
    qCWarning(lcIngest) << "preparing" << task.path << "threw:" << message;
    PreparedFile prepared;
    prepared.path = QDir::cleanPath(QFileInfo(task.path).absoluteFilePath());
    prepared.reindex = task.reindex;
    prepared.error = Error::make(Error::Code::Internal, message);
    return prepared;
}

bool ParseAhead::helpWithNext(const std::function<bool(const QString& path, qint64 bytes)>& small)
{
    for (Pending& p : m_pending) {
        const Task& task = m_tasks.at(p.task);
        if (p.slot->claimed.load(std::memory_order_relaxed) || !small(task.path, p.bytes)
            || p.slot->claimed.exchange(true))
            continue;
        ++m_preparedHere;
        prepareInto(*p.slot, task);
        return true;
    }
    return false;
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
