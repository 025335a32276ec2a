// SPDX-License-Identifier: GPL-3.0-or-later
#include "VectorIndex.h"

#include <QSemaphore>
#include <QThread>
#include <QThreadPool>
#include <algorithm>
#include <atomic>
#include <cmath>

namespace lotse {

namespace {

// Below this many code bytes a second thread costs more than it saves (~1 MB: 300 vectors of 3,072).
constexpr std::size_t parallelBytes = 1 << 20;
// Stored vectors: 7-bit codes -63..63 kept with a bias of 63 (0..126, unsigned); the question:
// 8-bit codes -127..127. The kernel's unsigned x signed product then never saturates (DotKernels).
constexpr float vectorCodeMax = 63.0f;
constexpr int vectorBias = 63;
constexpr float queryCodeMax = 127.0f;

using Heap = std::vector<std::pair<float, std::uint32_t>>;
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

VectorIndex::~VectorIndex() = default;

void VectorIndex::reserve(qsizetype count)
{
    m_codes.reserve(std::size_t(count) * m_stride);
    m_scales.reserve(std::size_t(count));
    m_ids.reserve(std::size_t(count));
}

bool VectorIndex::add(qint64 id, const float* values, qsizetype length)
{
    if (length != m_dimensions || length == 0)
        return false;
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

qsizetype VectorIndex::bytes() const
{
    return qsizetype(m_codes.capacity() + m_scales.capacity() * sizeof(float) + m_ids.capacity() * sizeof(qint64));
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

void VectorIndex::scan(const Query& q, qsizetype begin, qsizetype end, qsizetype count, Heap& heap) const
{
    heap.clear();
    heap.reserve(std::size_t(count));
    const std::uint8_t* codes = m_codes.data();
    const DotKernels::Int8Dot dot = m_kernels.int8;
    for (qsizetype row = begin; row < end; ++row) {
        const float score = float(dot(codes + std::size_t(row) * m_stride, q.codes.data(), m_stride) - q.biasTerm)
                            * m_scales[std::size_t(row)] * q.scale;
        if (qsizetype(heap.size()) < count) {
            heap.emplace_back(score, std::uint32_t(row));
            std::push_heap(heap.begin(), heap.end(), worse);
        } else if (score > heap.front().first) {
            std::pop_heap(heap.begin(), heap.end(), worse);
            heap.back() = {score, std::uint32_t(row)};
            std::push_heap(heap.begin(), heap.end(), worse);
        }
    }
}

QList<VectorIndex::Candidate> VectorIndex::approximate(const float* query, qsizetype length, qsizetype count) const
{
    const Query q = quantise(query, length);
    const qsizetype rows = size();
    count = std::min(count, rows);
    if (q.scale == 0 || count <= 0)
        return {};
    // Both cores for large indexes: the scan is bound by memory bandwidth, which one core of a
    // desktop cannot use up. The rows are cut into more parts than threads, taken in turn by the
    // calling thread and the pool's, so a thread the OS runs late does not hold up the answer.
    const int threads = std::max(1, QThread::idealThreadCount());
    const qsizetype parts =
        m_codes.size() < parallelBytes ? 1 : std::min<qsizetype>(4 * threads, std::max<qsizetype>(1, rows / 1024));
    std::vector<Heap> heaps(static_cast<std::size_t>(parts));
    std::atomic<qsizetype> next{0};
    const auto work = [&] {
        for (qsizetype p = next++; p < parts; p = next++)
            scan(q, rows * p / parts, rows * (p + 1) / parts, count, heaps[std::size_t(p)]);
    };
    if (parts > 1 && threads > 1) {
        if (!m_pool) {
            m_pool = std::make_unique<QThreadPool>();
            m_pool->setObjectName(QStringLiteral("lotse-vector-scan"));
            m_pool->setMaxThreadCount(threads - 1);
            m_pool->setExpiryTimeout(-1); // persistent: a question should not pay for thread start
        }
        QSemaphore done;
        for (int t = 1; t < threads; ++t) {
            m_pool->start([&] {
                work();
                done.release();
            });
        }
        work();
        done.acquire(threads - 1);
    } else {
        work();
    }
    Heap all;
    for (const Heap& h : heaps)
        all.insert(all.end(), h.begin(), h.end());
    const auto byScore = [](const auto& a, const auto& b) {
        return a.first != b.first ? a.first > b.first : a.second < b.second;
    };
    std::partial_sort(all.begin(), all.begin() + std::min<qsizetype>(count, qsizetype(all.size())), all.end(), byScore);
    QList<Candidate> out;
    out.reserve(count);
    for (qsizetype i = 0; i < count && i < qsizetype(all.size()); ++i)
        out.append({m_ids[all[std::size_t(i)].second], all[std::size_t(i)].first});
    return out;
}

Result<QList<VectorIndex::Candidate>> VectorIndex::nearest(const QList<float>& query, qsizetype k,
                                                           const ExactLookup& exact) const
{
    const double queryNorm = norm(query.constData(), query.size());
    if (query.size() != m_dimensions || queryNorm <= 0)
        return QList<Candidate>();
    QList<Candidate> candidates = approximate(query.constData(), query.size(), candidatesFor(k));
    QList<qint64> ids;
    ids.reserve(candidates.size());
    for (const Candidate& c : std::as_const(candidates))
        ids.append(c.id);
    const auto vectors = exact(ids);
    if (!vectors)
        return vectors.error();
    QList<Candidate> rescored;
    rescored.reserve(candidates.size());
    for (const Candidate& c : std::as_const(candidates)) {
        const auto it = vectors.value().constFind(c.id);
        if (it == vectors.value().constEnd() || it->size() != m_dimensions)
            continue; // gone since the index was built
        const double length = norm(it->constData(), it->size());
        if (length <= 0)
            continue;
        const double dot = m_kernels.float32(it->constData(), query.constData(), std::size_t(m_dimensions));
        rescored.append({c.id, float(dot / (length * queryNorm))});
    }
    std::sort(rescored.begin(), rescored.end(), [](const Candidate& a, const Candidate& b) {
        return a.score != b.score ? a.score > b.score : a.id < b.id;
    });
    if (rescored.size() > k)
        rescored.resize(k);
    return rescored;
}

} // namespace lotse
