// SPDX-License-Identifier: GPL-3.0-or-later
#include "MillionBench.h"

#include "BenchSupport.h"
#include "FloatFile.h"
#include "vector/BinaryCodes.h"
#include "vector/DotKernels.h"
#include "vector/SampleRows.h"
#include "vector/ScanPool.h"
#include "vector/VectorIndex.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QThread>
#include <algorithm>
#include <cstdio>
#include <thread>
#include <unistd.h>

#ifdef LOTSE_HAVE_FAISS
#include <faiss/IndexBinaryFlat.h>
#endif

namespace lotse::bench {

namespace {

constexpr int k = 10;
constexpr int dimensions = 3072;
constexpr qsizetype chunkRows = 8192;

using Heap = std::vector<std::pair<float, std::uint32_t>>;
using Ids = std::vector<std::uint32_t>;

void keep(Heap& heap, float score, std::uint32_t id)
{
    const auto worse = [](const auto& a, const auto& b) { return a.first > b.first; };
    if (heap.size() < std::size_t(k)) {
        heap.emplace_back(score, id);
        std::push_heap(heap.begin(), heap.end(), worse);
    } else if (score > heap.front().first) {
        std::pop_heap(heap.begin(), heap.end(), worse);
        heap.back() = {score, id};
        std::push_heap(heap.begin(), heap.end(), worse);
    }
}

struct Setup
{
    VectorSamples::Kind kind;
    qsizetype count;
    int queries;
    QString name;
};

// Generates rows [0, count) a chunk at a time on every core, writes them to `file` (the float32
// store), adds them to `index` and keeps the exact top k of each question (float32 dot products,
// all rows: the reference for recall).
std::vector<Ids> generate(const SampleRows& rows, const Setup& s, const std::vector<float>& queries, FloatFile& file,
                          VectorIndex& index, double& addSeconds)
{
    const int threads = std::max(1, QThread::idealThreadCount());
    const DotKernels::FloatDot dot = DotKernels::best().float32;
    std::vector<std::vector<Heap>> heaps(std::size_t(threads), std::vector<Heap>(std::size_t(s.queries)));
    std::vector<float> chunk(std::size_t(chunkRows) * dimensions);
    QElapsedTimer timer;
    addSeconds = 0;
    for (qsizetype first = 0; first < s.count; first += chunkRows) {
        const qsizetype n = std::min(chunkRows, s.count - first);
        std::vector<std::thread> workers;
        for (int t = 0; t < threads; ++t) {
            workers.emplace_back([&, t] {
                for (qsizetype i = n * t / threads; i < n * (t + 1) / threads; ++i) {
                    float* v = chunk.data() + std::size_t(i) * dimensions;
                    rows.row(first + i, v);
                    for (int q = 0; q < s.queries; ++q)
                        keep(heaps[std::size_t(t)][std::size_t(q)],
                             dot(v, queries.data() + std::size_t(q) * dimensions, dimensions),
                             std::uint32_t(first + i));
                }
            });
        }
        for (std::thread& w : workers)
            w.join();
        timer.start();
        for (qsizetype i = 0; i < n; ++i)
            index.add(first + i, chunk.data() + std::size_t(i) * dimensions, dimensions);
        addSeconds += elapsedMs(timer) / 1000.0;
        if (!file.append(chunk.data(), n))
            qFatal("lotse-bench: writing the float32 vectors failed (disk full?)");
    }
    timer.start();
    if (!index.finish().ok() || !file.finish())
        qFatal("lotse-bench: finishing the index or the float32 file failed (disk full?)");
    addSeconds += elapsedMs(timer) / 1000.0;
    std::vector<Ids> truth(std::size_t(s.queries));
    for (int q = 0; q < s.queries; ++q) {
        Heap all;
        for (int t = 0; t < threads; ++t)
            all.insert(all.end(), heaps[std::size_t(t)][std::size_t(q)].begin(),
                       heaps[std::size_t(t)][std::size_t(q)].end());
        std::sort(all.begin(), all.end(), [](const auto& a, const auto& b) { return a.first > b.first; });
        for (int i = 0; i < k && i < int(all.size()); ++i)
            truth[std::size_t(q)].push_back(all[std::size_t(i)].second);
    }
    return truth;
}

// Calls use(row, values) for rows [0, count) of `file`, read a chunk at a time.
template <typename Use>
void forEachRow(const FloatFile& file, qsizetype count, Use use)
{
    std::vector<float> chunk(std::size_t(chunkRows) * dimensions);
    for (qsizetype first = 0; first < count; first += chunkRows) {
        const qsizetype n = std::min(chunkRows, count - first);
        if (!file.readRows(first, n, chunk.data()))
            qFatal("lotse-bench: reading the float32 vectors back failed");
        for (qsizetype i = 0; i < n; ++i)
            use(first + i, chunk.data() + std::size_t(i) * dimensions);
    }
}

struct Measured
{
    Timings times;
    double recall = 0;
};

// Each question is asked once per candidate count in turn (interleaved, so that no count is measured
// first or under other load than the rest), after one untimed pass with the most: every row any count
// reads is then in the file cache, as after the first questions in the app (cold reads: Limits in
// docs/performance.md).
std::vector<Measured> measure(VectorIndex& index, const QList<qsizetype>& counts, const std::vector<float>& queries,
                              const std::vector<Ids>& truth, const FloatFile& file)
{
    const auto lookup = [&file](const QList<qint64>& ids) { return file.read(ids); };
    const auto question = [&](std::size_t q) {
        const float* v = queries.data() + q * dimensions;
        return QList<float>(v, v + dimensions);
    };
    index.setBinaryCandidates(*std::max_element(counts.begin(), counts.end()));
    for (std::size_t q = 0; q < truth.size(); ++q)
        (void)index.nearest(question(q), k, lookup);
    std::vector<Measured> out(std::size_t(counts.size()));
    for (std::size_t q = 0; q < truth.size(); ++q) {
        const QList<float> v = question(q);
        for (qsizetype c = 0; c < counts.size(); ++c) {
            index.setBinaryCandidates(counts.at(c));
            QElapsedTimer timer;
            timer.start();
            const auto found = index.nearest(v, k, lookup);
            out[std::size_t(c)].times.add(elapsedMs(timer));
            Ids ids;
            for (const auto& hit : found.value())
                ids.push_back(std::uint32_t(hit.id));
            out[std::size_t(c)].recall += VectorSamples::recall(truth[q], ids) / double(truth.size());
        }
    }
    return out;
}

QJsonObject row(const Measured& m)
{
    QJsonObject o = m.times.json();
    o.insert(QStringLiteral("recall_at_10"), m.recall);
    return o;
}

void printMeasured(const QString& label, const Measured& m, double floorMs)
{
    printRow(label, {fmt(m.times.p50()), fmt(m.times.p95()), fmt(m.recall, 3),
                     floorMs > 0 ? fmt(m.times.p50() / floorMs) + QLatin1Char('x') : QString()});
}

// Today's layout on the same vectors: all int8 codes in memory (3 GB at a million), read back from
// the float32 file.
QJsonObject int8Reference(const Setup& s, const std::vector<float>& queries, const std::vector<Ids>& truth,
                          const FloatFile& file, double bandwidthGBs)
{
    const qint64 rssBefore = residentBytes();
    VectorIndex index(dimensions, VectorLayout::Int8); // candidate counts do not apply: one untimed pass
    index.reserve(s.count);
    forEachRow(file, s.count, [&](qsizetype row, const float* v) { index.add(row, v, dimensions); });
    const Measured m = measure(index, {0}, queries, truth, file).front();
    const double rssMb = double(residentBytes() - rssBefore) / 1e6;
    const double floorMs = double(s.count) * (dimensions + 4) / (bandwidthGBs * 1e9) * 1e3;
    printMeasured(QStringLiteral("  today: int8 scan, all in memory"), m, floorMs);
    printRow(QStringLiteral("    resident growth MB"), {fmt(rssMb, 0)});
    QJsonObject o = row(m);
    o.insert(QStringLiteral("resident_mb"), rssMb);
    o.insert(QStringLiteral("index_mb"), double(index.bytes()) / 1e6);
    return o;
}

// The binary stage alone (Hamming scan and selection of the rows kept) with each popcount kernel this
// processor has, on the same codes: what machines without AVX-512 get.
QJsonArray kernelTable(const Setup& s, const std::vector<float>& queries, const FloatFile& file, qsizetype kept,
                       double bandwidthGBs)
{
    BinaryCodes codes(dimensions);
    codes.reserve(s.count);
    forEachRow(file, s.count, [&](qsizetype, const float* v) { codes.add(v); });
    const double floorMs = double(codes.bytes()) / (bandwidthGBs * 1e9) * 1e3;
    ScanPool pool;
    QJsonArray out;
    int count = 0;
    const BitKernels* const* kernels = BitKernels::available(&count);
    for (int kernel = 0; kernel < count; ++kernel) {
        codes.useKernels(*kernels[kernel]);
        Timings times;
        for (int q = 0; q < s.queries; ++q) {
            const auto bits = codes.encode(queries.data() + std::size_t(q) * dimensions);
            const std::uint64_t* pointer = bits.data();
            QElapsedTimer timer;
            timer.start();
            (void)codes.nearest(&pointer, 1, kept, pool);
            times.add(elapsedMs(timer));
        }
        printRow(QStringLiteral("  binary stage alone, %1 kernel").arg(QLatin1String(kernels[kernel]->name)),
                 {fmt(times.p50()), fmt(times.p95()), QString(), fmt(times.p50() / floorMs) + QLatin1Char('x')});
        QJsonObject o = times.json();
        o.insert(QStringLiteral("kernel"), QLatin1String(kernels[kernel]->name));
        out.append(o);
    }
    return out;
}

#ifdef LOTSE_HAVE_FAISS
// FAISS's exact Hamming scan on the same bits, asked for as many candidates as Lotse's first stage
// keeps: the reference for the binary stage alone (one question at a time).
QJsonObject faissBinary(const Setup& s, const std::vector<float>& queries, const FloatFile& file, qsizetype candidates,
                        double bandwidthGBs)
{
    BinaryCodes encoder(dimensions);
    faiss::IndexBinaryFlat index(dimensions);
    std::vector<std::uint8_t> codes;
    forEachRow(file, s.count, [&](qsizetype row, const float* v) {
        const auto bits = encoder.encode(v);
        const auto* bytes = reinterpret_cast<const std::uint8_t*>(bits.data());
        codes.insert(codes.end(), bytes, bytes + dimensions / 8);
        if ((row + 1) % chunkRows == 0 || row + 1 == s.count) {
            index.add(faiss::Index::idx_t(codes.size() / (dimensions / 8)), codes.data());
            codes.clear();
        }
    });
    Timings times;
    std::vector<std::int32_t> distances(static_cast<std::size_t>(candidates));
    std::vector<faiss::Index::idx_t> labels(static_cast<std::size_t>(candidates));
    for (int q = 0; q < s.queries; ++q) {
        const auto bits = encoder.encode(queries.data() + std::size_t(q) * dimensions);
        QElapsedTimer timer;
        timer.start();
        index.search(1, reinterpret_cast<const std::uint8_t*>(bits.data()), faiss::Index::idx_t(candidates),
                     distances.data(), labels.data());
        times.add(elapsedMs(timer));
    }
    const double floorMs = double(s.count) * (dimensions / 8) / (bandwidthGBs * 1e9) * 1e3;
    printRow(QStringLiteral("  FAISS IndexBinaryFlat, %1 nearest").arg(candidates),
             {fmt(times.p50()), fmt(times.p95()), QString(), fmt(times.p50() / floorMs) + QLatin1Char('x')});
    return times.json();
}
#endif

// What a restart costs when the index was kept (VectorCache): saving it once, reading it back, the
// memory it takes then, and the same searches on it. The files are warm in the file cache, as on a
// restart soon after; the first searches after a cold start read their rows from disk.
QJsonObject keptIndex(std::unique_ptr<VectorIndex> index, const Setup& s, const std::vector<float>& queries,
                      const std::vector<Ids>& truth, const FloatFile& file, const QString& directory)
{
    const QString indexPath = QDir(directory).filePath(QStringLiteral("kept-%1.bin").arg(s.name));
    const QString codesPath = QDir(directory).filePath(QStringLiteral("kept-%1.i8").arg(s.name));
    const QByteArray key = s.name.toUtf8();
    QElapsedTimer timer;
    timer.start();
    if (const Status saved = index->save(indexPath, codesPath, key); !saved)
        qFatal("lotse-bench: %s", qPrintable(saved.error().message));
    const double saveSeconds = elapsedMs(timer) / 1000.0;
    index.reset();
    const qint64 rssBefore = residentBytes();
    timer.start();
    auto restored = VectorIndex::restore(indexPath, codesPath, key);
    if (!restored)
        qFatal("lotse-bench: %s", qPrintable(restored.error().message));
    const double readMs = elapsedMs(timer);
    const double residentMb = double(residentBytes() - rssBefore) / 1e6;
    const Measured m = measure(*restored.value(), {500}, queries, truth, file).front();
    printMeasured(QStringLiteral("  kept between runs: read back, then searched"), m, 0);
    printRow(QStringLiteral("  kept: save s / read back ms / resident growth MB"),
             {fmt(saveSeconds, 1), fmt(readMs, 0), fmt(residentMb, 0)});
    restored.value().reset();
    QFile::remove(indexPath);
    QFile::remove(codesPath);
    QJsonObject out = row(m);
    out.insert(QStringLiteral("save_s"), saveSeconds);
    out.insert(QStringLiteral("read_back_ms"), readMs);
    out.insert(QStringLiteral("resident_mb"), residentMb);
    return out;
}

QJsonObject runSetup(const Setup& s, const MillionBenchOptions& options, double bandwidthGBs)
{
    std::printf("\n%s: %lld x %d (%d questions, k = %d)\n", qPrintable(s.name), static_cast<long long>(s.count),
                dimensions, s.queries, k);
    const SampleRows rows(s.kind, dimensions, 20261204);
    std::vector<float> queries(std::size_t(s.queries) * dimensions);
    for (int q = 0; q < s.queries; ++q)
        rows.row(s.count + q, queries.data() + std::size_t(q) * dimensions); // same distribution, not stored
    FloatFile file(QDir(options.directory).filePath(QStringLiteral("vectors-%1.f32").arg(s.name)), dimensions);
    if (!file.open())
        qFatal("lotse-bench: cannot create the float32 file in %s", qPrintable(options.directory));

    QJsonObject out{{QStringLiteral("kind"), s.name},
                    {QStringLiteral("n"), double(s.count)},
                    {QStringLiteral("dimensions"), dimensions},
                    {QStringLiteral("queries"), s.queries}};
    const qint64 rssBefore = residentBytes();
    QElapsedTimer timer;
    timer.start();
    auto index = std::make_unique<VectorIndex>(dimensions, VectorLayout::Binary, options.directory);
    index->keepFileIn(options.directory); // its int8 file can be kept, as VectorCache keeps it
    index->reserve(s.count);
    double addSeconds = 0;
    const std::vector<Ids> truth = generate(rows, s, queries, file, *index, addSeconds);
    const double generated = elapsedMs(timer) / 1000.0;
    // The 15 GB just written go to disk before anything is measured, as they would long before a
    // question in the app (writeback during the searches made their p95 twice their p50).
    ::sync();
    const qint64 rssBuilt = residentBytes();

    printRow(QStringLiteral("  method"), {QStringLiteral("p50 ms"), QStringLiteral("p95 ms"),
                                          QStringLiteral("recall@10"), QStringLiteral("x floor")});
    const double bitsFloorMs = double(s.count) * BinaryCodes::bytesPerVector(dimensions) / (bandwidthGBs * 1e9) * 1e3;
    // The default (500) and other counts of candidates the binary stage keeps (it keeps at least 4 x the
    // 100 the int8 stage hands on).
    const QList<qsizetype> counts =
        options.quick ? QList<qsizetype>{500, 400, 1000} : QList<qsizetype>{500, 400, 1000, 2000, 4000};
    const std::vector<Measured> measured = measure(*index, counts, queries, truth, file);
    index->setBinaryCandidates(500);
    const Measured& lotse = measured.front();
    printMeasured(QStringLiteral("  Lotse binary (%1, keeps %2), int8 file, float32")
                      .arg(QLatin1String(index->kernelName()))
                      .arg(index->binaryCandidatesFor(VectorIndex::candidatesFor(k))),
                  lotse, bitsFloorMs);
    const qint64 rssAfter = residentBytes();
    QJsonArray sweep;
    for (qsizetype c = 1; c < counts.size(); ++c) {
        const Measured& m = measured[std::size_t(c)];
        printMeasured(QStringLiteral("    keeping %1 binary candidates").arg(counts.at(c)), m, bitsFloorMs);
        QJsonObject o = row(m);
        o.insert(QStringLiteral("candidates"), double(counts.at(c)));
        sweep.append(o);
    }
    const double residentMb = double(rssAfter - rssBefore) / 1e6;
    printRow(QStringLiteral("  resident growth MB (built / after searches)"),
             {fmt(double(rssBuilt - rssBefore) / 1e6, 0), fmt(residentMb, 0)});
    printRow(QStringLiteral("  process resident MB; index in memory MB, file MB"),
             {fmt(double(rssAfter) / 1e6, 0), fmt(double(index->bytes()) / 1e6, 0),
              fmt(double(index->fileBytes()) / 1e6, 0)});
    printRow(QStringLiteral("  generation + build s (of which adding s)"), {fmt(generated, 1), fmt(addSeconds, 1)});
    out.insert(QStringLiteral("lotse"), row(lotse));
    out.insert(QStringLiteral("kernel"), QLatin1String(index->kernelName()));
    out.insert(QStringLiteral("candidates_sweep"), sweep);
    out.insert(QStringLiteral("resident_mb"), residentMb);
    out.insert(QStringLiteral("process_resident_mb"), double(rssAfter) / 1e6);
    out.insert(QStringLiteral("index_memory_mb"), double(index->bytes()) / 1e6);
    out.insert(QStringLiteral("index_file_mb"), double(index->fileBytes()) / 1e6);
    out.insert(QStringLiteral("bits_floor_ms"), bitsFloorMs);
    out.insert(QStringLiteral("build_s"), generated);
    out.insert(QStringLiteral("kept"), keptIndex(std::move(index), s, queries, truth, file, options.directory));

    out.insert(QStringLiteral("binary_stage_by_kernel"), kernelTable(s, queries, file, 500, bandwidthGBs));
    out.insert(QStringLiteral("int8_in_memory"), int8Reference(s, queries, truth, file, bandwidthGBs));
#ifdef LOTSE_HAVE_FAISS
    out.insert(QStringLiteral("faiss_binary_flat"), faissBinary(s, queries, file, 500, bandwidthGBs));
#endif
    return out;
}

} // namespace

QJsonObject runMillionBench(const MillionBenchOptions& options, double bandwidthGBs)
{
    std::printf("== 5. A million passages ==\n");
    const qsizetype count = options.quick ? 20'000 : 1'000'000;
    const int queries = options.quick ? 10 : 50;
    QJsonArray runs;
    for (const Setup& s : {Setup{VectorSamples::Kind::LowRank, count, queries, QStringLiteral("low-rank")},
                           Setup{VectorSamples::Kind::Random, count, queries, QStringLiteral("random")}})
        runs.append(runSetup(s, options, bandwidthGBs));
    return {{QStringLiteral("bandwidth_gbs"), bandwidthGBs}, {QStringLiteral("runs"), runs}};
}

} // namespace lotse::bench
