// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "DotKernels.h"
#include "HugePageAllocator.h"
#include "common/Result.h"

#include <QHash>
#include <QList>
#include <algorithm>
#include <cstdint>
#include <functional>
#include <memory>
#include <mutex>
#include <vector>

class QThreadPool;

namespace lotse {

// Exact cosine nearest neighbours over passage vectors, kept compact: each vector lives in memory
// as one byte per dimension (7-bit codes) with one scale (a quarter of float32), scanned with SIMD; the best candidates
// of that scan are then rescored from the float32 vectors, which stay where they are (SQLite, a file) and are fetched
// by id. With 100 candidates recall@10 against a float32 scan is 1.0 on random and on embedding-like data
// (tst_vectorindex), at a quarter of the memory traffic. Large indexes are scanned on two threads of a pool the index
// owns. Several questions can share one pass over the codes (nearestMany). Not thread-safe for writes: build it, then
// search it from any number of threads.
class VectorIndex final
{
public:
    explicit VectorIndex(int dimensions, const DotKernels& kernels = DotKernels::best());
    ~VectorIndex();
    VectorIndex(const VectorIndex&) = delete;
    VectorIndex& operator=(const VectorIndex&) = delete;

    int dimensions() const { return m_dimensions; }
    qsizetype size() const { return qsizetype(m_ids.size()); }
    void reserve(qsizetype count);
    // Adds a vector of `dimensions()` values (any length: it is normalised here). Zero vectors and
    // vectors of another size are refused: they cannot be compared by cosine.
    bool add(qint64 id, const float* values, qsizetype length);

    struct Candidate
    {
        qint64 id = 0;
        float score = 0; // cosine similarity
    };
    // The `count` best by the int8 scan, best first (scores approximate the cosine to ~1e-3).
    QList<Candidate> approximate(const float* query, qsizetype length, qsizetype count) const;
    // The same for several questions of `length` values each, in one pass over the codes for every
    // DotKernels::maxQueries of them: one list per question, in order (empty for a question that
    // cannot be compared). The results equal approximate() called for each.
    QList<QList<Candidate>> approximateMany(const QList<const float*>& queries, qsizetype length,
                                            qsizetype count) const;

    // Float32 vectors by id (any scale); ids it does not return are dropped from the result.
    using ExactLookup = std::function<Result<QHash<qint64, QList<float>>>(const QList<qint64>& ids)>;
    // The `k` nearest by exact cosine, best first: int8 candidates rescored from `exact`.
    Result<QList<Candidate>> nearest(const QList<float>& query, qsizetype k, const ExactLookup& exact) const;
    // nearest() for several questions (the sub-questions of a decomposed question): one pass over the
    // codes for every DotKernels::maxQueries of them and one lookup of all their candidates. One
    // list per question, in order, each equal to what nearest() gives for it alone.
    Result<QList<QList<Candidate>>> nearestMany(const QList<QList<float>>& queries, qsizetype k,
                                                const ExactLookup& exact) const;
    static qsizetype candidatesFor(qsizetype k) { return std::max<qsizetype>(100, 10 * k); }

    // Memory held per vector and in total (codes, scale, id).
    qsizetype bytes() const;
    static qsizetype compactBytesPerVector(int dimensions) { return dimensions + qsizetype(sizeof(float)); }
    const char* kernelName() const { return m_kernels.name; }

private:
    struct Query;
    using Heap = std::vector<std::pair<float, std::uint32_t>>;
    Query quantise(const float* values, qsizetype length) const;
    // Up to DotKernels::maxQueries questions over rows [begin, end): the `count` best of each in heaps[q].
    void scan(const Query* const* queries, int queryCount, qsizetype begin, qsizetype end, qsizetype count,
              Heap* heaps) const;
    // One pass for up to DotKernels::maxQueries questions, on both cores when the index is large.
    void scanAll(const Query* const* queries, int queryCount, qsizetype count, QList<QList<Candidate>>& out) const;

    int m_dimensions;
    std::size_t m_stride; // dimensions rounded up to the kernel's block, zero padded
    const DotKernels& m_kernels;
    std::vector<std::uint8_t, HugePageAllocator<std::uint8_t>> m_codes; // biased 7-bit codes, see VectorIndex.cpp
    std::vector<float> m_scales;
    std::vector<qint64> m_ids;
    mutable std::once_flag m_poolOnce;
    mutable std::unique_ptr<QThreadPool> m_pool; // created for the first large scan
};

} // namespace lotse
