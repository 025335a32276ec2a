// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "VectorCache.h"
#include "VectorIndex.h"
#include "common/Result.h"

#include <QMutex>
#include <QString>
#include <atomic>
#include <memory>
#include <optional>

class QThread;

namespace lotse {

class Database;

// Builds a VectorIndex from a knowledge base's stored vectors. `load` does it on the caller's
// connection; `start` does it on a thread of its own with its own connection, so that a question
// asked while a large index loads is answered from keyword search instead of waiting for seconds.
// The thread is owned: the destructor stops it and waits.
class VectorIndexLoader final
{
public:
    VectorIndexLoader() = default;
    ~VectorIndexLoader();
    VectorIndexLoader(const VectorIndexLoader&) = delete;
    VectorIndexLoader& operator=(const VectorIndexLoader&) = delete;

    using IndexPtr = std::shared_ptr<const VectorIndex>;
    // Null when the model has no vectors. `stop`, when set, ends the load early (Cancelled). `layout`:
    // nullopt chooses by size (VectorIndex::automaticLayout). An index of `keepFrom` vectors or more is
    // kept between runs (VectorCache): read back when the knowledge base has not changed since, else
    // built from the stored vectors and kept.
    static Result<IndexPtr> load(Database& db, const QString& model, const std::atomic<bool>* stop = nullptr,
                                 std::optional<VectorLayout> layout = std::nullopt,
                                 qsizetype keepFrom = VectorCache::minimumCount);

    // Loads `model` from the database file at `path` in the background (stopping a previous load).
    void start(const QString& path, const QString& model, std::optional<VectorLayout> layout = std::nullopt);
    bool loading() const;
    // The finished load, once: an index (or null: no vectors), or the error that ended it; nullopt
    // while still loading or when nothing was started.
    std::optional<Result<IndexPtr>> take();
    // Stops a running load and forgets its result.
    void cancel();

private:
    void stop();

    QThread* m_thread = nullptr;
    std::atomic<bool> m_stop{false};
    mutable QMutex m_mutex;
    std::optional<Result<IndexPtr>> m_result; // guarded by m_mutex
    bool m_running = false;                   // guarded by m_mutex
};

} // namespace lotse
