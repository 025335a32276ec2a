// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "BitKernels.h"
#include "HugePageAllocator.h"

#include <QtGlobal>
#include <cstdint>
#include <vector>

namespace lotse {

class ScanPool;

// The compact first stage of a large vector index: one bit per dimension (the sign of each value),
// 384 bytes for a vector of 3,072 dimensions, compared by Hamming distance. The angle between two
// vectors is close to pi times the share of differing bits, so the nearest by Hamming distance
// hold the nearest by cosine among them when enough are kept; the index rescores them (int8, then
// float32). Not thread-safe for writes: build it, then search it from any number of threads.
class BinaryCodes final
{
public:
    explicit BinaryCodes(int dimensions, const BitKernels& kernels = BitKernels::best());

    static std::size_t wordsFor(int dimensions);
    static qsizetype bytesPerVector(int dimensions) { return qsizetype(wordsFor(dimensions) * 8); }
    std::size_t words() const { return m_words; }
    qsizetype size() const { return m_rows; }
    qsizetype bytes() const { return qsizetype(m_codes.capacity() * sizeof(std::uint64_t)); }
    const char* kernelName() const { return m_kernels->name; }
    // Another kernel for the scans from now on (benchmarks compare them on the same codes).
    void useKernels(const BitKernels& kernels) { m_kernels = &kernels; }

    void reserve(qsizetype rows);
    // The rows' words one after another (`size() * words()`), as a kept index stores them; resize()
    // makes room for `rows` rows to be read into.
    const std::uint64_t* data() const { return m_codes.data(); }
    std::uint64_t* resize(qsizetype rows);
    void add(const float* values);
    // The bits of a question, `words()` long.
    std::vector<std::uint64_t> encode(const float* values) const;

    // For up to BitKernels::maxQueries questions, the rows of the `count` smallest distances (rows at
    // the last distance kept in row order), one list per question, nearest first.
    std::vector<std::vector<std::uint32_t>> nearest(const std::uint64_t* const* queries, int queryCount,
                                                    qsizetype count, const ScanPool& pool) const;

private:
    using Histogram = std::vector<std::uint32_t>;
    void scanPart(const std::uint64_t* const* queries, int queryCount, qsizetype begin, qsizetype end,
                  std::uint16_t* distances, Histogram* histograms) const;

    int m_dimensions;
    std::size_t m_words;
    const BitKernels* m_kernels;
    qsizetype m_rows = 0;
    std::vector<std::uint64_t, HugePageAllocator<std::uint64_t>> m_codes;
};

} // namespace lotse
