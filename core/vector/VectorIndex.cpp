// SPDX-License-Identifier: GPL-3.0-or-later
#include "VectorIndex.h"

#include "BinaryCodes.h"
#include "CodeFile.h"
#include "common/Logging.h"

#include <QDir>
#include <QSet>
#include <QStandardPaths>
#include <algorithm>
#include <cerrno>
#include <cmath>
#include <cstring>

namespace lotse {

namespace {

// Below this many code bytes a second thread costs more than it saves (~1 MB: 300 vectors of 3,072).
constexpr std::size_t parallelBytes = 1 << 20;
// Stored vectors: 7-bit codes -63..63 kept with a bias of 63 (0..126, unsigned); the question:
// 8-bit codes -127..127. The kernel's unsigned x signed product then never saturates (DotKernels).
constexpr float vectorCodeMax = 63.0f;
constexpr int vectorBias = 63;
constexpr float queryCodeMax = 127.0f;

// A min-heap on score: the worst kept candidate is on top.
constexpr auto worse = [](const std::pair<float, std::uint32_t>& a, const std::pair<float, std::uint32_t>& b) {
    return a.first > b.first;
};

double norm(const float* v, qsizetype n)
{
    double s = 0;
    for (qsizetype i = 0; i < n; ++i)
        s += double(v[i]) * v[i];
    return std::sqrt(s);
}

// Codes for v / |v| with one scale: (code - bias) * scale ~ v_i / |v|. Returns 0 for a zero vector.
template <typename Code>
float encode(const float* v, qsizetype n, Code* codes, float codeMax, int bias)
{
    const double length = norm(v, n);
    float maxAbs = 0;
    for (qsizetype i = 0; i < n; ++i)
        maxAbs = std::max(maxAbs, std::fabs(v[i]));
    if (length <= 0 || maxAbs <= 0 || !std::isfinite(length))
        return 0;
    const float toCode = codeMax / maxAbs;
    for (qsizetype i = 0; i < n; ++i)
        codes[i] = Code(std::lround(std::clamp(v[i] * toCode, -codeMax, codeMax)) + bias);
    return float(double(maxAbs) / codeMax / length);
}

} // namespace

struct VectorIndex::Query
{
    std::vector<std::int8_t> codes;
    float scale = 0;
    std::int32_t biasTerm = 0; // vectorBias x the sum of the codes: what the stored codes' bias adds
};

VectorIndex::VectorIndex(int dimensions, const DotKernels& kernels)
    : m_dimensions(dimensions)
    , m_stride((std::size_t(std::max(dimensions, 1)) + DotKernels::int8Block - 1) / DotKernels::int8Block
               * DotKernels::int8Block)
    , m_kernels(kernels)
{}

VectorIndex::VectorIndex(int dimensions, VectorLayout layout, const QString& directory, const DotKernels& kernels,
                         const BitKernels& bits)
    : VectorIndex(dimensions, kernels)
{
    m_layout = dimensions <= maxBinaryDimensions ? layout : VectorLayout::Int8;
    if (m_layout != VectorLayout::Binary)
        return;
    m_bits = std::make_unique<BinaryCodes>(dimensions, bits);
    m_file = std::make_unique<CodeFile>(m_stride);
    m_directory =
        !directory.isEmpty()
            ? directory
            : QDir(QStandardPaths::writableLocation(QStandardPaths::CacheLocation)).filePath(QStringLiteral("vectors"));
}

VectorIndex::~VectorIndex() = default;

VectorLayout VectorIndex::automaticLayout(qsizetype count, int dimensions)
{
    return count * qsizetype(std::max(dimensions, 1)) > int8Budget && dimensions <= maxBinaryDimensions
               ? VectorLayout::Binary
               : VectorLayout::Int8;
}

const char* VectorIndex::kernelName() const
{
    return m_bits ? m_bits->kernelName() : m_kernels.name;
}

void VectorIndex::reserve(qsizetype count)
{
    if (m_bits)
        m_bits->reserve(count);
    else
        m_codes.reserve(std::size_t(count) * m_stride);
    m_scales.reserve(std::size_t(count));
    m_ids.reserve(std::size_t(count));
}

bool VectorIndex::add(qint64 id, const float* values, qsizetype length)
{
    if (length != m_dimensions || length == 0 || !m_status)
        return false;
    if (m_bits) {
        if (m_row.empty()) {
            m_row.resize(m_stride);
            if (m_status = m_file->open(m_directory, m_keepFile); !m_status)
                return false;
        }
        std::fill(m_row.begin(), m_row.end(), std::uint8_t(vectorBias));
        const float scale = encode(values, length, m_row.data(), vectorCodeMax, vectorBias);
        if (scale == 0)
            return false;
        if (m_status = m_file->append(m_row.data()); !m_status)
            return false;
        m_bits->add(values);
        m_scales.push_back(scale);
        m_ids.push_back(id);
        return true;
    }
    const std::size_t at = m_codes.size();
    m_codes.resize(at + m_stride, std::uint8_t(vectorBias)); // padding decodes to zero
    const float scale = encode(values, length, m_codes.data() + at, vectorCodeMax, vectorBias);
    if (scale == 0) {
        m_codes.resize(at);
        return false;
    }
    m_scales.push_back(scale);
    m_ids.push_back(id);
    return true;
}

Status VectorIndex::finish()
{
    return ensureFinished();
}

Status VectorIndex::ensureFinished() const
{
    std::call_once(m_finished, [this] {
        if (m_bits && m_status && size() > 0)
            m_status = m_file->finish();
    });
    return m_status;
}

qsizetype VectorIndex::bytes() const
{
    return qsizetype(m_codes.capacity() + (m_bits ? m_bits->bytes() : 0) + m_scales.capacity() * sizeof(float)
                     + m_ids.capacity() * sizeof(qint64));
}

qsizetype VectorIndex::fileBytes() const
{
    return m_file ? m_file->fileBytes() : 0;
}

VectorIndex::Query VectorIndex::quantise(const float* values, qsizetype length) const
{
    Query q;
    q.codes.assign(m_stride, 0);
    if (length == m_dimensions)
        q.scale = encode(values, length, q.codes.data(), queryCodeMax, 0);
    for (std::int8_t c : q.codes)
        q.biasTerm += vectorBias * std::int32_t(c);
    return q;
}

void VectorIndex::scan(const Query* const* queries, int queryCount, qsizetype begin, qsizetype end, qsizetype count,
                       Heap* heaps) const
{
    // Rows are multiplied a block at a time; the scores of a block are then held against each
    // question's worst kept candidate, and only the few better ones touch its heap.
    constexpr qsizetype block = 16;
    std::int32_t dots[block * DotKernels::maxQueries];
    const std::int8_t* codes[DotKernels::maxQueries];
    for (int q = 0; q < queryCount; ++q) {
        codes[q] = queries[q]->codes.data();
        heaps[q].clear();
        heaps[q].reserve(std::size_t(count));
    }
    for (qsizetype row = begin; row < end; row += block) {
        const qsizetype rows = std::min(block, end - row);
        m_kernels.int8Rows(m_codes.data() + std::size_t(row) * m_stride, std::size_t(rows), codes, queryCount, m_stride,
                           dots);
        const float* scales = m_scales.data() + row;
        for (int q = 0; q < queryCount; ++q) {
            const Query& query = *queries[q];
            Heap& heap = heaps[q];
            for (qsizetype i = 0; i < rows; ++i) {
                const float score = float(dots[i * queryCount + q] - query.biasTerm) * scales[i] * query.scale;
                if (qsizetype(heap.size()) < count) {
                    heap.emplace_back(score, std::uint32_t(row + i));
                    std::push_heap(heap.begin(), heap.end(), worse);
                } else if (score > heap.front().first) {
                    std::pop_heap(heap.begin(), heap.end(), worse);
                    heap.back() = {score, std::uint32_t(row + i)};
                    std::push_heap(heap.begin(), heap.end(), worse);
                }
            }
        }
    }
}

void VectorIndex::scanAll(const Query* const* queries, int queryCount, qsizetype count,
                          QList<QList<Candidate>>& out) const
{
    const qsizetype rows = size();
    // Both cores for large indexes: the scan is bound by memory bandwidth, which one core of a
    // desktop cannot use up.
    const qsizetype parts = m_codes.size() < parallelBytes
                                ? 1
                                : std::min<qsizetype>(4 * ScanPool::threads(), std::max<qsizetype>(1, rows / 1024));
    // heaps[part * queryCount + q]
    std::vector<Heap> heaps(static_cast<std::size_t>(parts * queryCount));
    m_pool.run(parts, [&](qsizetype p) {
        scan(queries, queryCount, rows * p / parts, rows * (p + 1) / parts, count,
             heaps.data() + std::size_t(p * queryCount));
    });
    const auto byScore = [](const auto& a, const auto& b) {
        return a.first != b.first ? a.first > b.first : a.second < b.second;
    };
    Heap all;
    for (int q = 0; q < queryCount; ++q) {
        all.clear();
        for (qsizetype p = 0; p < parts; ++p) {
            const Heap& h = heaps[std::size_t(p * queryCount + q)];
            all.insert(all.end(), h.begin(), h.end());
        }
        const qsizetype kept = std::min<qsizetype>(count, qsizetype(all.size()));
        std::partial_sort(all.begin(), all.begin() + kept, all.end(), byScore);
        QList<Candidate>& list = out[q];
        list.reserve(kept);
        for (qsizetype i = 0; i < kept; ++i)
            list.append({m_ids[all[std::size_t(i)].second], all[std::size_t(i)].first});
    }
}

Status VectorIndex::scanBinary(const float* const* values, const Query* const* queries, int queryCount, qsizetype count,
                               QList<QList<Candidate>>& out) const
{
    if (const Status finished = ensureFinished(); !finished)
        return finished; // the file could not be written or mapped
    static_assert(BitKernels::maxQueries >= DotKernels::maxQueries);
    std::vector<std::vector<std::uint64_t>> bits;
    bits.reserve(std::size_t(queryCount));
    const std::uint64_t* bitPointers[BitKernels::maxQueries];
    for (int q = 0; q < queryCount; ++q) {
        bits.push_back(m_bits->encode(values[q]));
        bitPointers[q] = bits.back().data();
    }
    const std::vector<std::vector<std::uint32_t>> rows =
        m_bits->nearest(bitPointers, queryCount, binaryCandidatesFor(count), m_pool);
    for (int q = 0; q < queryCount; ++q) {
        // The int8 codes of the rows kept, read in file order (fewer seeks when they are not cached).
        std::vector<std::uint32_t> inFileOrder = rows[std::size_t(q)];
        std::sort(inFileOrder.begin(), inFileOrder.end());
        std::vector<std::uint8_t> codes(inFileOrder.size() * m_stride);
        if (!m_file->read(inFileOrder.data(), inFileOrder.size(), codes.data()))
            return Error::make(Error::Code::Io,
                               tr("Reading the vector index's file failed (%1). Restart Lotse to build it again.")
                                   .arg(QString::fromLocal8Bit(std::strerror(errno))));
        Heap scored;
        scored.reserve(inFileOrder.size());
        const Query& query = *queries[q];
        for (std::size_t i = 0; i < inFileOrder.size(); ++i) {
            const std::int32_t dot = m_kernels.int8(codes.data() + i * m_stride, query.codes.data(), m_stride);
            const std::uint32_t row = inFileOrder[i];
            scored.emplace_back(float(dot - query.biasTerm) * m_scales[row] * query.scale, row);
        }
        const qsizetype kept = std::min<qsizetype>(count, qsizetype(scored.size()));
        std::partial_sort(scored.begin(), scored.begin() + kept, scored.end(), [](const auto& a, const auto& b) {
            return a.first != b.first ? a.first > b.first : a.second < b.second;
        });
        QList<Candidate>& list = out[q];
        list.reserve(kept);
        for (qsizetype i = 0; i < kept; ++i)
            list.append({m_ids[scored[std::size_t(i)].second], scored[std::size_t(i)].first});
    }
    return success();
}

QList<VectorIndex::Candidate> VectorIndex::approximate(const float* query, qsizetype length, qsizetype count) const
{
    return approximateMany({query}, length, count).value(0);
}

QList<QList<VectorIndex::Candidate>> VectorIndex::approximateMany(const QList<const float*>& queries, qsizetype length,
                                                                  qsizetype count) const
{
    Status ignored = success(); // a failed read leaves the lists empty
    return scanMany(queries, length, count, ignored);
}

QList<QList<VectorIndex::Candidate>> VectorIndex::scanMany(const QList<const float*>& queries, qsizetype length,
                                                           qsizetype count, Status& status) const
{
    QList<QList<Candidate>> out(queries.size());
    count = std::min(count, size());
    if (count <= 0)
        return out;
    std::vector<Query> quantised;
    quantised.reserve(std::size_t(queries.size()));
    for (const float* query : queries)
        quantised.push_back(quantise(query, length));
    // Questions that can be compared, in groups of up to DotKernels::maxQueries: one pass each.
    std::vector<qsizetype> valid;
    for (qsizetype i = 0; i < queries.size(); ++i) {
        if (quantised[std::size_t(i)].scale != 0)
            valid.push_back(i);
    }
    for (std::size_t first = 0; first < valid.size(); first += DotKernels::maxQueries) {
        const int group = int(std::min<std::size_t>(DotKernels::maxQueries, valid.size() - first));
        const Query* members[DotKernels::maxQueries];
        const float* values[DotKernels::maxQueries];
        QList<QList<Candidate>> found(group);
        for (int g = 0; g < group; ++g) {
            members[g] = &quantised[std::size_t(valid[first + std::size_t(g)])];
            values[g] = queries.at(valid[first + std::size_t(g)]);
        }
        if (m_bits) {
            if (status = scanBinary(values, members, group, count, found); !status)
                return out;
        } else
            scanAll(members, group, count, found);
        for (int g = 0; g < group; ++g)
            out[valid[first + std::size_t(g)]] = std::move(found[g]);
    }
    return out;
}

Result<QList<VectorIndex::Candidate>> VectorIndex::nearest(const QList<float>& query, qsizetype k,
                                                           const ExactLookup& exact) const
{
    auto found = nearestMany({query}, k, exact);
    if (!found)
        return found.error();
    return found.value().value(0);
}

Result<QList<QList<VectorIndex::Candidate>>> VectorIndex::nearestMany(const QList<QList<float>>& queries, qsizetype k,
                                                                      const ExactLookup& exact) const
{
    QList<const float*> comparable;
    std::vector<double> queryNorms;
    for (const QList<float>& query : queries) {
        const double length = norm(query.constData(), query.size());
        const bool ok = query.size() == m_dimensions && length > 0;
        comparable.append(ok ? query.constData() : nullptr);
        queryNorms.push_back(length);
    }
    QList<QList<Candidate>> candidates;
    {
        // Only the comparable ones are scanned; the others keep an empty list.
        QList<const float*> scanned;
        for (const float* q : std::as_const(comparable)) {
            if (q)
                scanned.append(q);
        }
        Status scannedOk = success();
        const QList<QList<Candidate>> found = scanMany(scanned, m_dimensions, candidatesFor(k), scannedOk);
        if (!scannedOk)
            return scannedOk.error();
        qsizetype next = 0;
        for (const float* q : std::as_const(comparable))
            candidates.append(q ? found.value(next++) : QList<Candidate>());
    }
    // One lookup for all the questions' candidates (they often share passages).
    QList<qint64> ids;
    QSet<qint64> seen;
    for (const QList<Candidate>& list : std::as_const(candidates)) {
        for (const Candidate& c : list) {
            if (!seen.contains(c.id)) {
                seen.insert(c.id);
                ids.append(c.id);
            }
        }
    }
    QList<QList<Candidate>> out(queries.size());
    if (ids.isEmpty())
        return out;
    const auto vectors = exact(ids);
    if (!vectors)
        return vectors.error();
    QHash<qint64, double> lengths;
    for (qsizetype q = 0; q < queries.size(); ++q) {
        QList<Candidate>& rescored = out[q];
        rescored.reserve(candidates.at(q).size());
        for (const Candidate& c : std::as_const(candidates.at(q))) {
            const auto it = vectors.value().constFind(c.id);
            if (it == vectors.value().constEnd() || it->size() != m_dimensions)
                continue; // gone since the index was built
            auto length = lengths.constFind(c.id);
            if (length == lengths.constEnd()) {
                // The SIMD kernel: a double loop over 100 candidates of 3,072 values took ~0.3 ms.
                const float squares = m_kernels.float32(it->constData(), it->constData(), std::size_t(m_dimensions));
                length = lengths.insert(c.id, std::sqrt(double(squares)));
            }
            if (*length <= 0)
                continue;
            const double dot = m_kernels.float32(it->constData(), queries.at(q).constData(), std::size_t(m_dimensions));
            rescored.append({c.id, float(dot / (*length * queryNorms[std::size_t(q)]))});
        }
        std::sort(rescored.begin(), rescored.end(), [](const Candidate& a, const Candidate& b) {
            return a.score != b.score ? a.score > b.score : a.id < b.id;
        });
        if (rescored.size() > k)
            rescored.resize(k);
    }
    return out;
}

} // namespace lotse
