// SPDX-License-Identifier: GPL-3.0-or-later
#include "BinaryCodes.h"

#include "ScanPool.h"

#include <algorithm>

namespace lotse {

namespace {

// Below this many code bytes a second thread costs more than it saves.
constexpr std::size_t parallelBytes = 1 << 20;

} // namespace

BinaryCodes::BinaryCodes(int dimensions, const BitKernels& kernels)
    : m_dimensions(std::max(dimensions, 1))
    , m_words(wordsFor(dimensions))
    , m_kernels(&kernels)
{}

std::size_t BinaryCodes::wordsFor(int dimensions)
{
    const std::size_t words = (std::size_t(std::max(dimensions, 1)) + 63) / 64;
    return (words + BitKernels::block - 1) / BitKernels::block * BitKernels::block;
}

void BinaryCodes::reserve(qsizetype rows)
{
    m_codes.reserve(std::size_t(rows) * m_words);
}

std::uint64_t* BinaryCodes::resize(qsizetype rows)
{
    m_codes.assign(std::size_t(rows) * m_words, 0);
    m_rows = rows;
    return m_codes.data();
}

std::vector<std::uint64_t> BinaryCodes::encode(const float* values) const
{
    std::vector<std::uint64_t> bits(m_words, 0); // padding bits stay zero on both sides: no distance
    for (int i = 0; i < m_dimensions; ++i) {
        if (values[i] > 0)
            bits[std::size_t(i) / 64] |= std::uint64_t(1) << (i % 64);
    }
    return bits;
}

void BinaryCodes::add(const float* values)
{
    const std::vector<std::uint64_t> bits = encode(values);
    m_codes.insert(m_codes.end(), bits.begin(), bits.end());
    ++m_rows;
}

void BinaryCodes::scanPart(const std::uint64_t* const* queries, int queryCount, qsizetype begin, qsizetype end,
                           std::uint16_t* distances, Histogram* histograms) const
{
    constexpr qsizetype block = 64;
    for (qsizetype row = begin; row < end; row += block) {
        const qsizetype rows = std::min(block, end - row);
        std::uint16_t* out = distances + std::size_t(row) * std::size_t(queryCount);
        m_kernels->hammingRows(m_codes.data() + std::size_t(row) * m_words, std::size_t(rows), queries, queryCount,
                               m_words, out);
        for (qsizetype i = 0; i < rows; ++i) {
            for (int q = 0; q < queryCount; ++q)
                ++histograms[q][out[i * queryCount + q]];
        }
    }
}

std::vector<std::vector<std::uint32_t>> BinaryCodes::nearest(const std::uint64_t* const* queries, int queryCount,
                                                             qsizetype count, const ScanPool& pool) const
{
    // No heap: distances are small integers, so each part counts them (a histogram per question);
    // the histograms give the distance at which `count` rows are reached, and one more pass over the
    // distances (2 bytes a row, not 384) collects the rows up to it.
    const std::size_t bins = m_words * 64 + 1;
    const qsizetype parts = m_codes.size() * 8 < parallelBytes
                                ? 1
                                : std::min<qsizetype>(4 * ScanPool::threads(), std::max<qsizetype>(1, m_rows / 4096));
    std::vector<std::uint16_t> distances(std::size_t(m_rows) * std::size_t(queryCount));
    std::vector<Histogram> histograms(std::size_t(parts * queryCount), Histogram(bins, 0));
    pool.run(parts, [&](qsizetype p) {
        scanPart(queries, queryCount, m_rows * p / parts, m_rows * (p + 1) / parts, distances.data(),
                 histograms.data() + std::size_t(p * queryCount));
    });
    // The last distance kept for each question, and how many rows at it fit.
    count = std::min(count, m_rows);
    std::vector<std::uint16_t> limits(std::size_t(queryCount), 0);
    std::vector<qsizetype> atLimit(std::size_t(queryCount), 0);
    for (int q = 0; q < queryCount; ++q) {
        qsizetype below = 0;
        for (std::size_t d = 0; d < bins; ++d) {
            qsizetype at = 0;
            for (qsizetype p = 0; p < parts; ++p)
                at += histograms[std::size_t(p * queryCount + q)][d];
            if (below + at >= count) {
                limits[std::size_t(q)] = std::uint16_t(d);
                atLimit[std::size_t(q)] = count - below;
                break;
            }
            below += at;
        }
    }
    // Each part collects its rows below the limit and (up to the number that fit) at it; the parts'
    // lists are then joined in row order.
    using Rows = std::vector<std::pair<std::uint16_t, std::uint32_t>>;
    std::vector<Rows> below(std::size_t(parts * queryCount)), at(std::size_t(parts * queryCount));
    pool.run(parts, [&](qsizetype p) {
        for (int q = 0; q < queryCount; ++q) {
            Rows& b = below[std::size_t(p * queryCount + q)];
            Rows& a = at[std::size_t(p * queryCount + q)];
            const std::uint16_t limit = limits[std::size_t(q)];
            for (qsizetype row = m_rows * p / parts; row < m_rows * (p + 1) / parts; ++row) {
                const std::uint16_t d = distances[std::size_t(row) * std::size_t(queryCount) + std::size_t(q)];
                if (d < limit)
                    b.emplace_back(d, std::uint32_t(row));
                else if (d == limit && qsizetype(a.size()) < atLimit[std::size_t(q)])
                    a.emplace_back(d, std::uint32_t(row));
            }
        }
    });
    std::vector<std::vector<std::uint32_t>> out(static_cast<std::size_t>(queryCount));
    for (int q = 0; q < queryCount; ++q) {
        Rows kept;
        kept.reserve(std::size_t(count));
        for (qsizetype p = 0; p < parts; ++p) {
            const Rows& b = below[std::size_t(p * queryCount + q)];
            kept.insert(kept.end(), b.begin(), b.end());
        }
        for (qsizetype p = 0; p < parts && qsizetype(kept.size()) < count; ++p) {
            const Rows& a = at[std::size_t(p * queryCount + q)];
            const qsizetype fit = std::min<qsizetype>(qsizetype(a.size()), count - qsizetype(kept.size()));
            kept.insert(kept.end(), a.begin(), a.begin() + fit);
        }
        std::sort(kept.begin(), kept.end());
        out[std::size_t(q)].reserve(kept.size());
        for (const auto& [distance, row] : kept)
            out[std::size_t(q)].push_back(row);
    }
    return out;
}

} // namespace lotse
