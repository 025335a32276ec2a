// SPDX-License-Identifier: GPL-3.0-or-later
#include "VectorIndexLoader.h"

#include "EmbeddingStore.h"
#include "common/Logging.h"
#include "store/Database.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QLockFile>
#include <QThread>

namespace lotse {

VectorIndexLoader::~VectorIndexLoader()
{
    stop();
}

Result<VectorIndexLoader::IndexPtr> VectorIndexLoader::load(Database& db, const QString& model,
                                                            const std::atomic<bool>* stop,
                                                            std::optional<VectorLayout> layout, qsizetype keepFrom)
{
    QElapsedTimer timer;
    timer.start();
    EmbeddingStore store(db);
    const auto count = store.vectorCount(model);
    if (!count)
        return count.error();
    const std::optional<VectorCache::Place> place = VectorCache::placeFor(db, model, count.value(), keepFrom);
    if (place) {
        if (std::unique_ptr<VectorIndex> kept = VectorCache::restore(*place, layout)) {
            qCInfo(lcRetrieval) << "vector index of" << model << "read back:" << kept->size() << "vectors in"
                                << timer.elapsed() << "ms";
            return IndexPtr(std::move(kept));
        }
    }
    // Built anew, and kept for the next start unless another process is building the same one.
    std::optional<QLockFile> lock;
    if (place && QDir().mkpath(place->directory)) {
        // Vectors can be turned back into text roughly: only the user reads them, as the knowledge base.
        QFile::setPermissions(place->directory,
                              QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
        lock.emplace(place->lockPath());
        lock->setStaleLockTime(0); // a build takes minutes: only a lock whose process is gone is stale
        if (lock->tryLock(0)) {
            VectorCache::clear(*place, db.path());
            VectorCache::removeOrphans(*place);
        } else {
            lock.reset();
        }
    }
    std::shared_ptr<VectorIndex> index;
    qsizetype refused = 0;
    const Status read = store.forEachVector(model, [&](qint64 id, const float* values, qsizetype length) {
        if (!index) {
            // The first vector fixes the size; save() keeps one size per model.
            index = std::make_shared<VectorIndex>(
                int(length), layout.value_or(VectorIndex::automaticLayout(count.value(), int(length))));
            index->reserve(count.value());
            if (lock)
                index->keepFileIn(place->directory);
        }
        if (!index->add(id, values, length))
            ++refused;
        return !(stop && stop->load(std::memory_order_relaxed));
    });
    if (!read)
        return read.error();
    if (index) {
        if (const Status finished = index->finish(); !finished)
            return finished.error();
    }
    if (index && lock) {
        if (const Status saved = index->save(place->indexPath(), place->codesPath(), place->key); !saved)
            qCWarning(lcRetrieval) << "the vector index is not kept for the next start:" << saved.error().message;
    }
    if (refused > 0)
        qCWarning(lcRetrieval) << "left out" << refused << "vectors of" << model << "(zero or of another size)";
    if (index) {
        qCDebug(lcRetrieval) << "vector index of" << model << "loaded:" << index->size() << "vectors of"
                             << index->dimensions() << "dimensions," << index->bytes() / 1024 << "KiB in memory,"
                             << index->fileBytes() / 1024 << "KiB in a file, in" << timer.elapsed() << "ms,"
                             << index->kernelName();
    }
    return IndexPtr(std::move(index));
}

void VectorIndexLoader::start(const QString& path, const QString& model, std::optional<VectorLayout> layout)
{
    stop();
    {
        QMutexLocker lock(&m_mutex);
        m_result.reset();
        m_running = true;
    }
    m_stop = false;
    m_thread = QThread::create([this, path, model, layout] {
        Result<IndexPtr> result = IndexPtr();
        {
            auto db = Database::open(path);
            if (db)
                result = load(*db.value(), model, &m_stop, layout);
            else
                result = db.error();
        } // the connection closes on the thread that opened it
        QMutexLocker lock(&m_mutex);
        m_result = std::move(result);
        m_running = false;
    });
    m_thread->setObjectName(QStringLiteral("lotse-vector-load"));
    m_thread->start(QThread::LowPriority);
}

bool VectorIndexLoader::loading() const
{
    QMutexLocker lock(&m_mutex);
    return m_running;
}

std::optional<Result<VectorIndexLoader::IndexPtr>> VectorIndexLoader::take()
{
    QMutexLocker lock(&m_mutex);
    std::optional<Result<IndexPtr>> out = std::move(m_result);
    m_result.reset();
    return out;
}

void VectorIndexLoader::cancel()
{
    stop();
    QMutexLocker lock(&m_mutex);
    m_result.reset();
}

void VectorIndexLoader::stop()
{
    if (!m_thread)
        return;
    m_stop = true;
    m_thread->wait();
    delete m_thread;
    m_thread = nullptr;
    QMutexLocker lock(&m_mutex);
    m_running = false;
}

} // namespace lotse
