// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "IngestTypes.h"
#include "PreparedFile.h"

#include <QCoreApplication>
#include <QHash>
#include <QStringList>
#include <QThreadPool>
#include <atomic>
#include <deque>
#include <functional>
#include <future>
#include <memory>

namespace lotse {

class IngestPipeline;

// Prepares the files of a job (read, hash, parse, split: IngestPipeline::prepare) on threads of its
// own ("lotse-parse"), a few files ahead of the writer that takes them in order. Parsing the next
// files thus overlaps with storing the current ones. At most `window` files, and about maxBytesAhead
// of file content, are prepared and not yet taken.
class ParseAhead final
{
    Q_DECLARE_TR_FUNCTIONS(lotse::ParseAhead)

public:
    static constexpr qint64 maxBytesAhead = 64LL * 1024 * 1024;

    struct Task
    {
        QString path;
        Reindex reindex = Reindex::IfChanged;
        QString indexedSha; // see IngestPipeline::prepare
    };

    // Prepares one task; called on pool threads and on the writer's.
    using Preparer = std::function<PreparedFile(const Task& task)>;

    // `pipeline` must outlive this object; prepare() is its only member used off the caller's thread.
    ParseAhead(const IngestPipeline& pipeline, QList<Task> tasks, qint64 maxFileBytes, int threads = defaultThreads());
    // With a preparer of one's own (tests: one that throws).
    ParseAhead(Preparer preparer, QList<Task> tasks, int threads = defaultThreads());
    ~ParseAhead(); // waits for the files being prepared; those not started are dropped
    ParseAhead(const ParseAhead&) = delete;
    ParseAhead& operator=(const ParseAhead&) = delete;

    // The next file in order, prepared; waits for it if need be. Only while hasNext(). Never throws:
    // a file whose preparation threw (out of memory in a parser) comes back with the error set, and
    // the job goes on with the next one.
    PreparedFile takeNext();
    bool hasNext() const { return m_taken < m_tasks.size(); }
    // Whether takeNext() would return at once, after waiting up to `waitMs` for the file being prepared.
    bool nextReady(int waitMs = 0) const;
    // Prepares on the caller's thread the first file in order that no thread has started and that
    // `small(path, bytes)` accepts; false if there is none. The writer calls it instead of waiting for a
    // file still being parsed: on two cores a second parse thread only competes with the writer, while
    // this keeps both busy without a third.
    bool helpWithNext(const std::function<bool(const QString& path, qint64 bytes)>& small);
    // Files prepared by helpWithNext(), and by the pool.
    int preparedHere() const { return m_preparedHere; }
    int preparedByPool() const { return m_preparedByPool.load(); }

    // One thread fewer than there are cores (the writer has one), at least one, at most three.
    static int defaultThreads();

private:
    void startMore();
    struct Slot;
    void prepareInto(Slot& slot, const Task& task) const;
    static PreparedFile failed(const Task& task, const QString& message);

    Preparer m_prepare;
    QList<Task> m_tasks;
    QThreadPool m_pool;
    int m_window;
    qsizetype m_started = 0; // tasks handed to the pool
    qsizetype m_taken = 0;   // tasks taken by the writer
    qint64 m_bytesAhead = 0; // file sizes of the tasks started and not taken
    // A task is prepared once, by whichever thread claims it first (a pool thread or helpWithNext()).
    struct Slot
    {
        std::atomic<bool> claimed{false};
        std::promise<PreparedFile> promise;
    };
    struct Pending
    {
        std::shared_ptr<Slot> slot;
        std::future<PreparedFile> result;
        qsizetype task = 0;
        qint64 bytes = 0;
    };
    std::deque<Pending> m_pending;
    int m_preparedHere = 0;
    std::atomic<int> m_preparedByPool{0};
};

} // namespace lotse
