// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "BitKernels.h"
#include "DotKernels.h"
#include "HugePageAllocator.h"
#include "ScanPool.h"
#include "common/Result.h"

#include <QCoreApplication>
#include <QHash>
#include <QList>
#include <algorithm>
#include <cstdint>
#include <functional>
#include <memory>
#include <mutex>
#include <vector>

namespace lotse {

class BinaryCodes;
class CodeFile;

// How a VectorIndex keeps its vectors. Int8: every vector's int8 codes in memory (a quarter of
// float32), all of them scanned. Binary: one bit per dimension in memory (a 32nd of float32), scanned
// by Hamming distance; the int8 codes of the nearest few thousand are then read from a
// file on disk for rescoring. VectorIndex::automaticLayout picks by size.
enum class VectorLayout { Int8, Binary };

// Exact cosine nearest neighbours over passage vectors, kept compact: each vector lives in memory
// as one byte per dimension (7-bit codes) with one scale (a quarter of float32), scanned with SIMD; the best candidates
// of that scan are then rescored from the float32 vectors, which stay where they are (SQLite, a file) and are fetched
// by id. With 100 candidates recall@10 against a float32 scan is 1.0 on random and on embedding-like data
// (tst_vectorindex), at a quarter of the memory traffic. Large indexes are scanned on two threads of a pool the index
// owns. Several questions can share one pass over the codes (nearestMany). Not thread-safe for writes: build it, then
// search it from any number of threads. Above about a gigabyte of int8 codes the binary layout keeps
// a million vectors of 3,072 dimensions in about 400 MB (docs/performance.md).
class VectorIndex final
{
    Q_DECLARE_TR_FUNCTIONS(lotse::VectorIndex)

public:
    explicit VectorIndex(int dimensions, const DotKernels& kernels = DotKernels::best());
    // The binary layout keeps its int8 codes in a temporary file in `directory` (empty: the user's
    // cache folder).
    VectorIndex(int dimensions, VectorLayout layout, const QString& directory = {},
                const DotKernels& kernels = DotKernels::best(), const BitKernels& bits = BitKernels::best());
    ~VectorIndex();
    VectorIndex(const VectorIndex&) = delete;
    VectorIndex& operator=(const VectorIndex&) = delete;

    int dimensions() const { return m_dimensions; }
    qsizetype size() const { return qsizetype(m_ids.size()); }
    void reserve(qsizetype count);
    // Adds a vector of `dimensions()` values (any length: it is normalised here). Zero vectors and
    // vectors of another size are refused: they cannot be compared by cosine; so is every vector
    // after the binary layout's file failed (finish() says why).
    bool add(qint64 id, const float* values, qsizetype length);
    // Ends adding: the binary layout flushes and maps its file. The first error since construction.
    // A search before it calls it.
    Status finish();

    VectorLayout layout() const { return m_layout; }
    // Binary above `int8Budget` bytes of int8 codes, else int8.
    static constexpr qsizetype int8Budget = qsizetype(1) << 30;
    // Hamming distances are 16-bit: wider vectors keep the int8 layout whatever is asked for.
    static constexpr int maxBinaryDimensions = 65535;
    static VectorLayout automaticLayout(qsizetype count, int dimensions);
    // Rows the binary stage hands to int8 rescoring for a search that wants `count`.
    qsizetype binaryCandidatesFor(qsizetype count) const { return std::max(m_binaryCandidates, 4 * count); }
    void setBinaryCandidates(qsizetype minimum) { m_binaryCandidates = std::max<qsizetype>(1, minimum); }

    struct Candidate
    {
        qint64 id = 0;
        float score = 0; // cosine similarity
    };
    // The `count` best by the int8 scan, best first (scores approximate the cosine to ~1e-3).
    QList<Candidate> approximate(const float* query, qsizetype length, qsizetype count) const;
    // The same for several questions of `length` values each, in one pass over the codes for every
    // DotKernels::maxQueries of them: one list per question, in order (empty for a question that
    // cannot be compared, and all empty when the binary layout's file failed: nearest() says why).
    // The results equal approximate() called for each.
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

    // Keeping the index between runs (VectorCache). keepFileIn(), before the first add(): the binary
    // layout's int8 file is a named one in `directory`. save() writes the arrays to `path` (replaced
    // whole or not at all) with `key`, what they were built from, and keeps the int8 file as
    // `codesPath`. restore() reads back an index saved with that key: NotFound for none, another key,
    // another format or a damaged file.
    void keepFileIn(const QString& directory);
    Status save(const QString& path, const QString& codesPath, const QByteArray& key) const;
    static Result<std::unique_ptr<VectorIndex>> restore(const QString& path, const QString& codesPath,
                                                        const QByteArray& key);

    // Memory held per vector and in total (codes, scale, id); the binary layout's file besides.
    qsizetype bytes() const;
    qsizetype fileBytes() const;
    static qsizetype compactBytesPerVector(int dimensions) { return dimensions + qsizetype(sizeof(float)); }
    const char* kernelName() const;

private:
    struct Query;
    using Heap = std::vector<std::pair<float, std::uint32_t>>;
    Query quantise(const float* values, qsizetype length) const;
    // Up to DotKernels::maxQueries questions over rows [begin, end): the `count` best of each in heaps[q].
    void scan(const Query* const* queries, int queryCount, qsizetype begin, qsizetype end, qsizetype count,
              Heap* heaps) const;
    // One pass for up to DotKernels::maxQueries questions, on both cores when the index is large.
    void scanAll(const Query* const* queries, int queryCount, qsizetype count, QList<QList<Candidate>>& out) const;
    // The binary layout's search: Hamming distance, then int8 codes from the file.
    Status scanBinary(const float* const* values, const Query* const* queries, int queryCount, qsizetype count,
                      QList<QList<Candidate>>& out) const;
    // approximateMany(), saying in `status` why a list is empty when the binary layout's file failed.
    QList<QList<Candidate>> scanMany(const QList<const float*>& queries, qsizetype length, qsizetype count,
                                     Status& status) const;
    Status ensureFinished() const;

    int m_dimensions;
    std::size_t m_stride; // dimensions rounded up to the kernel's block, zero padded
    const DotKernels& m_kernels;
    VectorLayout m_layout = VectorLayout::Int8;
    std::vector<std::uint8_t, HugePageAllocator<std::uint8_t>> m_codes; // biased 7-bit codes, see VectorIndex.cpp
    std::vector<float> m_scales;
    std::vector<qint64> m_ids;
    ScanPool m_pool;
    // The binary layout: bits in memory, int8 codes in a file (m_codes stays empty).
    std::unique_ptr<BinaryCodes> m_bits;
    std::unique_ptr<CodeFile> m_file;
    QString m_directory;
    bool m_keepFile = false;
    std::vector<std::uint8_t> m_row; // the row being added
    mutable Status m_status = success();
    mutable std::once_flag m_finished;
    qsizetype m_binaryCandidates = 500; // lotse-bench section 5: recall@10 1.0 at 1,000,000 x 3,072 (low-rank)
};

} // namespace lotse
