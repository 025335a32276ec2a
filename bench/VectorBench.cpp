// SPDX-License-Identifier: GPL-3.0-or-later
#include "VectorBench.h"

#include "BenchSupport.h"
#include "HnswRunner.h"
#include "vector/DotKernels.h"
#include "vector/HugePageAllocator.h"
#include "vector/VectorIndex.h"
#include "vector/VectorSamples.h"

#include <QJsonArray>
#include <QThread>
#include <algorithm>
#include <atomic>
#include <cstdio>
#include <memory>
#include <thread>

#ifdef LOTSE_HAVE_FAISS
#include <faiss/IndexFlat.h>
#endif
#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#include <immintrin.h>
#endif

namespace lotse::bench {

namespace {

constexpr int k = 10;

struct Config
{
    VectorSamples::Kind kind;
    qsizetype count;
    int dimensions;
    int queries;
    int faissSingleQueries;
    bool hnsw;
};

QString kindName(VectorSamples::Kind kind)
{
    return kind == VectorSamples::Kind::Random ? QStringLiteral("random") : QStringLiteral("low-rank");
}

// The float32 reference: one thread, AVX2 when available, a heap of the best k.
std::vector<std::uint32_t> floatScan(const std::vector<float>& data, int dimensions, const float* query)
{
    const DotKernels::FloatDot dot = DotKernels::best().float32;
    const std::size_t count = data.size() / std::size_t(dimensions);
    std::vector<std::pair<float, std::uint32_t>> heap;
    const auto worse = [](const auto& a, const auto& b) { return a.first > b.first; };
    for (std::size_t i = 0; i < count; ++i) {
        const float s = dot(data.data() + i * std::size_t(dimensions), query, std::size_t(dimensions));
        if (heap.size() < std::size_t(k)) {
            heap.emplace_back(s, std::uint32_t(i));
            std::push_heap(heap.begin(), heap.end(), worse);
        } else if (s > heap.front().first) {
            std::pop_heap(heap.begin(), heap.end(), worse);
            heap.back() = {s, std::uint32_t(i)};
            std::push_heap(heap.begin(), heap.end(), worse);
        }
    }
    std::sort_heap(heap.begin(), heap.end(), worse);
    std::vector<std::uint32_t> ids;
    for (const auto& [score, id] : heap)
        ids.push_back(id);
    return ids;
}

// Reads every byte once, as fast as the core can issue loads: the bandwidth reference.
#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
__attribute__((target("avx2"))) std::uint64_t readAvx2(const std::uint64_t* words, std::size_t count)
{
    __m256i a0 = _mm256_setzero_si256(), a1 = a0, a2 = a0, a3 = a0;
    std::size_t i = 0;
    for (; i + 16 <= count; i += 16) {
        a0 = _mm256_add_epi64(a0, _mm256_loadu_si256(reinterpret_cast<const __m256i*>(words + i)));
        a1 = _mm256_add_epi64(a1, _mm256_loadu_si256(reinterpret_cast<const __m256i*>(words + i + 4)));
        a2 = _mm256_add_epi64(a2, _mm256_loadu_si256(reinterpret_cast<const __m256i*>(words + i + 8)));
        a3 = _mm256_add_epi64(a3, _mm256_loadu_si256(reinterpret_cast<const __m256i*>(words + i + 12)));
    }
    alignas(32) std::uint64_t lanes[4];
    _mm256_store_si256(reinterpret_cast<__m256i*>(lanes),
                       _mm256_add_epi64(_mm256_add_epi64(a0, a1), _mm256_add_epi64(a2, a3)));
    std::uint64_t sum = lanes[0] + lanes[1] + lanes[2] + lanes[3];
    for (; i < count; ++i)
        sum += words[i];
    return sum;
}
#endif

std::uint64_t readAll(const std::uint64_t* words, std::size_t count)
{
#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
    if (DotKernels::hasAvx2())
        return readAvx2(words, count);
#endif
    std::uint64_t sum = 0;
    for (std::size_t i = 0; i < count; ++i)
        sum += words[i];
    return sum;
}

// Reads `count` words on `threads` threads, in parts taken in turn as the index's scan does (a thread
// the OS runs late does not hold up the rest); returns milliseconds.
double timedRead(const std::uint64_t* words, std::size_t count, int threads)
{
    constexpr std::size_t parts = 8;
    std::atomic<std::size_t> next{0};
    std::atomic<std::uint64_t> total{0};
    const auto work = [&] {
        std::uint64_t sum = 0;
        for (std::size_t p = next++; p < parts; p = next++)
            sum += readAll(words + count * p / parts, count * (p + 1) / parts - count * p / parts);
        total += sum;
    };
    QElapsedTimer timer;
    timer.start();
    std::vector<std::thread> workers;
    for (int t = 1; t < threads; ++t)
        workers.emplace_back(work);
    work();
    for (std::thread& w : workers)
        w.join();
    const double ms = elapsedMs(timer);
    return total.load() == 0 ? -ms : ms; // the sum is used: the reads cannot be left out
}

QJsonObject timingJson(const Timings& t, double recall)
{
    QJsonObject o = t.json();
    o.insert(QStringLiteral("recall_at_10"), recall);
    return o;
}

QJsonObject runConfig(const Config& c, double bandwidth)
{
    const QString name = QStringLiteral("%1 %2 x %3").arg(kindName(c.kind)).arg(c.count).arg(c.dimensions);
    std::printf("\n%s (%d queries, k = %d)\n", qPrintable(name), c.queries, k);
    QElapsedTimer timer;
    timer.start();
    // Queries come from the same distribution (for low-rank data: the same subspace) as the passages.
    std::vector<float> data =
        VectorSamples::make(c.kind, c.count + c.queries, c.dimensions, 20261129 + std::uint64_t(c.dimensions));
    const std::vector<float> queries(data.end() - std::ptrdiff_t(c.queries) * c.dimensions, data.end());
    data.resize(std::size_t(c.count) * std::size_t(c.dimensions));
    data.shrink_to_fit();
    const double generated = elapsedMs(timer);
    const auto query = [&](int q) { return queries.data() + std::size_t(q) * std::size_t(c.dimensions); };

    QJsonObject out{{QStringLiteral("kind"), kindName(c.kind)},
                    {QStringLiteral("n"), double(c.count)},
                    {QStringLiteral("dimensions"), c.dimensions},
                    {QStringLiteral("queries"), c.queries}};

    // Reference: exact float32 scan.
    Timings floatTimes;
    std::vector<std::vector<std::uint32_t>> reference;
    for (int q = 0; q < c.queries; ++q) {
        timer.start();
        reference.push_back(floatScan(data, c.dimensions, query(q)));
        floatTimes.add(elapsedMs(timer));
    }

    // Lotse: int8 scan on every core, top 100 rescored from float32.
    const qint64 rssBefore = residentBytes();
    timer.start();
    VectorIndex index(c.dimensions);
    index.reserve(c.count);
    for (qsizetype i = 0; i < c.count; ++i)
        index.add(i, data.data() + std::size_t(i) * std::size_t(c.dimensions), c.dimensions);
    const double built = elapsedMs(timer);
    const qint64 rssIndex = residentBytes() - rssBefore;
    const auto lookup = [&](const QList<qint64>& ids) -> Result<QHash<qint64, QList<float>>> {
        QHash<qint64, QList<float>> vectors;
        vectors.reserve(ids.size());
        for (qint64 id : ids) {
            const float* v = data.data() + std::size_t(id) * std::size_t(c.dimensions);
            vectors.insert(id, QList<float>(v, v + c.dimensions));
        }
        return vectors;
    };
    Timings lotseTimes;
    double lotseRecall = 0;
    // Paired with each question: a plain read of as many bytes as the scan reads (2 MiB pages, the same
    // threads), timed right after it, so both see the same load from other processes. A companion to
    // the floor (whose read rate is measured once, at the start, as the best of five), not a
    // replacement for it.
    const int threads = std::max(1, QThread::idealThreadCount());
    const std::vector<std::uint64_t, HugePageAllocator<std::uint64_t>> readBuffer(
        std::size_t(c.count) * std::size_t(c.dimensions + 4) / sizeof(std::uint64_t), 1);
    Timings pairedRead;
    (void)index.nearest(QList<float>(query(0), query(0) + c.dimensions), k, lookup); // starts the scan threads
    (void)timedRead(readBuffer.data(), readBuffer.size(), threads);                  // faults the pages in
    for (int q = 0; q < c.queries; ++q) {
        const QList<float> v(query(q), query(q) + c.dimensions);
        timer.start();
        const auto found = index.nearest(v, k, lookup);
        lotseTimes.add(elapsedMs(timer));
        pairedRead.add(timedRead(readBuffer.data(), readBuffer.size(), threads));
        std::vector<std::uint32_t> ids;
        for (const auto& hit : found.value())
            ids.push_back(std::uint32_t(hit.id));
        lotseRecall += VectorSamples::recall(reference[std::size_t(q)], ids);
    }
    lotseRecall /= c.queries;
    // Several questions per pass over the codes (the sub-questions of a decomposed question): time per
    // question, next to one by one above.
    struct PerPass
    {
        int questions;
        Timings perQuestion;
        double recall = 0;
    };
    std::vector<PerPass> passes{{2, {}, 0}, {4, {}, 0}};
    for (PerPass& pass : passes) {
        int measured = 0;
        for (int first = 0; first + pass.questions <= c.queries; first += pass.questions) {
            QList<QList<float>> group;
            for (int q = first; q < first + pass.questions; ++q)
                group.append(QList<float>(query(q), query(q) + c.dimensions));
            timer.start();
            const auto found = index.nearestMany(group, k, lookup);
            pass.perQuestion.add(elapsedMs(timer) / pass.questions);
            for (int q = first; q < first + pass.questions; ++q) {
                std::vector<std::uint32_t> ids;
                for (const auto& hit : found.value().at(q - first))
                    ids.push_back(std::uint32_t(hit.id));
                pass.recall += VectorSamples::recall(reference[std::size_t(q)], ids);
                ++measured;
            }
        }
        pass.recall /= std::max(1, measured);
    }
    // The floor uses the fastest reading of memory seen in this run: the read test, or the float32
    // scan when it went faster (other processes' traffic makes any single measurement low).
    const double scannedBytes = double(c.count) * double(c.dimensions + 4);
    const double floatBytes = double(c.count) * c.dimensions * 4;
    const double floatRate = floatBytes / (floatTimes.percentile(0) * 1e6);
    const double floorRate = std::max(bandwidth, floatRate);
    const double floorMs = scannedBytes / (floorRate * 1e9) * 1e3;
    const double floatFloorMs = floatBytes / (floorRate * 1e9) * 1e3;
    // What the index holds (every byte of it is read by each scan, so all of it is resident), and the
    // growth of the resident set while building it (lower when freed memory of an earlier run is reused).
    const double perChunk = double(index.bytes()) / double(c.count);
    const double rssPerChunk = double(std::max<qint64>(rssIndex, 0)) / double(c.count);
    const double compact = double(VectorIndex::compactBytesPerVector(c.dimensions));

    printRow(QStringLiteral("  method"), {QStringLiteral("p50 ms"), QStringLiteral("p95 ms"),
                                          QStringLiteral("recall@10"), QStringLiteral("x floor")});
    printRow(QStringLiteral("  Lotse int8 + rescore (%1, %2 thr)")
                 .arg(QLatin1String(index.kernelName()))
                 .arg(QThread::idealThreadCount()),
             {fmt(lotseTimes.p50()), fmt(lotseTimes.p95()), fmt(lotseRecall, 3),
              fmt(lotseTimes.p50() / floorMs) + QLatin1Char('x')});
    for (const PerPass& pass : passes) {
        printRow(QStringLiteral("  Lotse, %1 questions per pass, each").arg(pass.questions),
                 {fmt(pass.perQuestion.p50()), fmt(pass.perQuestion.p95()), fmt(pass.recall, 3),
                  fmt(pass.perQuestion.p50() / floorMs) + QLatin1Char('x')});
    }
    printRow(QStringLiteral("  speed-up of 2 / 4 per pass over one by one"),
             {fmt(lotseTimes.p50() / passes[0].perQuestion.p50(), 1) + QLatin1Char('x'),
              fmt(lotseTimes.p50() / passes[1].perQuestion.p50(), 1) + QLatin1Char('x')});
    printRow(
        QStringLiteral("  floor: %1 MB int8 at %2 GB/s").arg(scannedBytes / 1e6, 0, 'f', 0).arg(floorRate, 0, 'f', 1),
        {fmt(floorMs), QString(), QString(), QString()});
    printRow(QStringLiteral("  paired read of the same bytes, Lotse / read"),
             {fmt(pairedRead.p50()), fmt(pairedRead.p95()), QString(),
              fmt(lotseTimes.p50() / pairedRead.p50()) + QLatin1Char('x')});
    printRow(QStringLiteral("  float32 exact scan (%1, 1 thread)").arg(QLatin1String(DotKernels::best().name)),
             {fmt(floatTimes.p50()), fmt(floatTimes.p95()), fmt(1.0, 3),
              fmt(floatTimes.p50() / floatFloorMs) + QLatin1Char('x')});
    printRow(QStringLiteral("  floor: %1 MB float32").arg(floatBytes / 1e6, 0, 'f', 0),
             {fmt(floatFloorMs), QString(), QString(), QString()});
    out.insert(QStringLiteral("lotse"), timingJson(lotseTimes, lotseRecall));
    for (const PerPass& pass : passes) {
        QJsonObject o = timingJson(pass.perQuestion, pass.recall);
        o.insert(QStringLiteral("vs_floor"), pass.perQuestion.p50() / floorMs);
        o.insert(QStringLiteral("speedup_vs_one_by_one"), lotseTimes.p50() / pass.perQuestion.p50());
        out.insert(QStringLiteral("lotse_%1_per_pass").arg(pass.questions), o);
    }
    out.insert(QStringLiteral("float32_scan"), timingJson(floatTimes, 1.0));
    out.insert(QStringLiteral("floor_ms"), floorMs);
    out.insert(QStringLiteral("floor_gbs"), floorRate);
    out.insert(QStringLiteral("float32_scan_best_gbs"), floatRate);
    out.insert(QStringLiteral("float32_floor_ms"), floatFloorMs);
    out.insert(QStringLiteral("lotse_vs_floor"), lotseTimes.p50() / floorMs);
    out.insert(QStringLiteral("paired_read"), pairedRead.json());
    out.insert(QStringLiteral("lotse_vs_paired_read"), lotseTimes.p50() / pairedRead.p50());
    out.insert(QStringLiteral("build_ms"), built);
    out.insert(QStringLiteral("generate_ms"), generated);
    out.insert(QStringLiteral("resident_bytes_per_chunk"), perChunk);
    out.insert(QStringLiteral("rss_growth_bytes_per_chunk"), rssPerChunk);
    out.insert(QStringLiteral("compact_bytes_per_chunk"), compact);

#ifdef LOTSE_HAVE_FAISS
    {
        faiss::IndexFlatIP flat(c.dimensions);
        flat.add(c.count, data.data());
        std::vector<float> distances(std::size_t(c.queries) * k);
        std::vector<faiss::Index::idx_t> labels(std::size_t(c.queries) * k);
        Timings single;
        double singleRecall = 0;
        for (int q = 0; q < c.faissSingleQueries; ++q) {
            timer.start();
            flat.search(1, query(q), k, distances.data(), labels.data());
            single.add(elapsedMs(timer));
            singleRecall += VectorSamples::recall(reference[std::size_t(q)],
                                                  std::vector<std::uint32_t>(labels.begin(), labels.begin() + k));
        }
        singleRecall /= std::max(1, c.faissSingleQueries);
        timer.start();
        flat.search(c.queries, queries.data(), k, distances.data(), labels.data());
        const double batchedPerQuery = elapsedMs(timer) / c.queries;
        printRow(QStringLiteral("  FAISS IndexFlatIP, one query"),
                 {fmt(single.p50()), fmt(single.p95()), fmt(singleRecall, 3),
                  fmt(single.p50() / floatFloorMs) + QLatin1Char('x')});
        printRow(QStringLiteral("  FAISS IndexFlatIP, batch of %1 (per query)").arg(c.queries),
                 {fmt(batchedPerQuery), QString(), QString(), fmt(batchedPerQuery / floatFloorMs) + QLatin1Char('x')});
        printRow(QStringLiteral("  Lotse speed-up over FAISS one query"),
                 {fmt(single.p50() / lotseTimes.p50(), 1) + QLatin1Char('x')});
        out.insert(QStringLiteral("faiss_single"), timingJson(single, singleRecall));
        out.insert(QStringLiteral("faiss_batched_ms_per_query"), batchedPerQuery);
        out.insert(QStringLiteral("lotse_speedup_vs_faiss_single"), single.p50() / lotseTimes.p50());
    }
#endif
    if (c.hnsw && hnswAvailable()) {
        const HnswRun hnsw = runHnsw(data, c.dimensions, queries, reference, k, {64, 128, 256});
        QJsonArray searches;
        for (const HnswRun::AtEf& at : hnsw.searches) {
            printRow(QStringLiteral("  hnswlib M16 efC200, ef_search %1").arg(at.ef),
                     {fmt(at.timings.p50()), fmt(at.timings.p95()), fmt(at.recall, 3), QString()});
            QJsonObject o = timingJson(at.timings, at.recall);
            o.insert(QStringLiteral("ef_search"), at.ef);
            searches.append(o);
        }
        printRow(QStringLiteral("  hnswlib build (%1 threads), s").arg(QThread::idealThreadCount()),
                 {fmt(hnsw.buildSeconds, 1)});
        out.insert(QStringLiteral("hnsw"),
                   QJsonObject{{QStringLiteral("build_s"), hnsw.buildSeconds}, {QStringLiteral("searches"), searches}});
    }
    printRow(QStringLiteral("  index bytes per chunk (compact %1), RSS growth").arg(compact, 0, 'f', 0),
             {fmt(perChunk, 0), fmt(perChunk / compact) + QLatin1Char('x'), fmt(rssPerChunk, 0)});
    printRow(QStringLiteral("  index build ms (data generation ms)"), {fmt(built, 0), fmt(generated, 0)});
    return out;
}

} // namespace

double memoryBandwidthGBs(int threads, bool hugePages)
{
    // Larger than any cache; the best of several passes (the first one faults the pages in).
    const std::size_t bytes = std::size_t(512) << 20;
    std::vector<std::uint64_t> ordinary;
    std::vector<std::uint64_t, HugePageAllocator<std::uint64_t>> huge;
    if (hugePages)
        huge.assign(bytes / sizeof(std::uint64_t), 1);
    else
        ordinary.assign(bytes / sizeof(std::uint64_t), 1);
    const std::uint64_t* buffer = hugePages ? huge.data() : ordinary.data();
    const std::size_t size = bytes / sizeof(std::uint64_t);
    double best = 0;
    for (int pass = 0; pass < 5; ++pass) {
        std::vector<std::thread> workers;
        std::vector<std::uint64_t> sums(static_cast<std::size_t>(threads));
        QElapsedTimer timer;
        timer.start();
        for (int t = 0; t < threads; ++t) {
            workers.emplace_back([&, t] {
                const std::size_t words = size / std::size_t(threads);
                sums[std::size_t(t)] = readAll(buffer + words * std::size_t(t), words);
            });
        }
        for (std::thread& w : workers)
            w.join();
        const double seconds = elapsedMs(timer) / 1000.0;
        if (sums[0] != 0)
            best = std::max(best, double(bytes) / seconds / 1e9);
    }
    return best;
}

QJsonObject runVectorBench(const VectorBenchOptions& options)
{
    std::printf("== 1. Vector search ==\n");
    const int threads = std::max(1, QThread::idealThreadCount());
    // The index keeps its codes on 2 MiB pages where the system offers them (HugePageAllocator), so
    // the read test runs on both kinds of page, and the floor takes the faster: the fastest reading
    // of memory seen on the machine, not one the index's own memory would beat.
    const double bandwidthSmall = memoryBandwidthGBs(threads, false);
    const double bandwidthHuge = memoryBandwidthGBs(threads, true);
    const double bandwidth = std::max(bandwidthSmall, bandwidthHuge);
    const double bandwidthOne = memoryBandwidthGBs(1, false);
    std::printf("memory read bandwidth: %.1f GB/s on %d threads (%.1f GB/s on 2 MiB pages), %.1f GB/s on one "
                "(the floor below uses the faster on %d)\n",
                bandwidthSmall, threads, bandwidthHuge, bandwidthOne, threads);
    QList<Config> configs;
    using Kind = VectorSamples::Kind;
    if (options.quick) {
        configs = {{Kind::Random, 2000, 256, 20, 20, true}, {Kind::LowRank, 2000, 256, 20, 20, true}};
    } else {
        for (int d : {1536, 3072}) {
            for (qsizetype n : {qsizetype(10'000), qsizetype(100'000)}) {
                for (Kind kind : {Kind::Random, Kind::LowRank}) {
                    const bool hnsw = d == 1536 && (n == 10'000 || (options.hnswLarge && kind == Kind::LowRank));
                    configs.append({kind, n, d, 100, n > 10'000 ? 20 : 50, hnsw});
                }
            }
        }
    }
    QJsonArray runs;
    for (const Config& c : std::as_const(configs))
        runs.append(runConfig(c, bandwidth));
    return {{QStringLiteral("bandwidth_gbs"), bandwidthSmall},
            {QStringLiteral("bandwidth_huge_pages_gbs"), bandwidthHuge},
            {QStringLiteral("bandwidth_one_thread_gbs"), bandwidthOne},
            {QStringLiteral("threads"), threads},
            {QStringLiteral("runs"), runs}};
}

} // namespace lotse::bench
