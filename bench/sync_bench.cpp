// SPDX-License-Identifier: GPL-3.0-or-later
// Ingestion at folder scale, side by side with references measured in the same run:
//   corpora:    the 18F handbook (246 files) and a generated folder of mixed files (default 5,000:
//               Markdown, plain text, HTML, DOCX, ODT and PDF, a sixth each; CorpusGenerator)
//   lotse:      IngestService::addFolder - parsing, chunking, indexing, the persisted queue that
//               makes a run resumable, on the ingest thread
//   reference:  IngestPipeline::ingestFile file by file on one thread, nothing persisted but the
//               documents (the pipeline before folders were kept in sync)
//   re-sync:    a sync with nothing changed (what every start of the app does)
//   floor:      the same passages written again by SQLite alone, one statement per table on one core:
//               what the single writer cannot go below on this machine (rows, then the FTS5 index)
//   per format: IngestPipeline::prepare on one thread (read, hash, parse, split), by file type
//   embeddings: EmbeddingService (batches of 64, 2 requests in flight) against lotse-fake-openai
//               answering each request after 50 ms, next to the one-request-per-chunk sequential
//               pipeline (batch 1, 1 in flight) on the same sample of passages; then folder add and
//               embedding at once (as the window runs them) next to one after the other
// Peak memory is VmHWM, reset before each phase (/proc/self/clear_refs); CPU is the process's user +
// system time in the phase (all threads).
// Usage: lotse-bench-sync [--files N] [--corpus DIR] [--latency MS] [--no-embed] [--reference-files N]
//                         [--no-overlap] [--keep DIR]
// The last line of the output is one JSON object with every figure.
#include "CorpusGenerator.h"
#include "common/Allocator.h"
#include "ingest/IngestPipeline.h"
#include "ingest/IngestService.h"
#include "ingest/SourceFile.h"
#include "ingest/formats/FormatLimits.h"
#include "ingest/reader/ReaderPool.h"
#include "llm/ProviderConfig.h"
#include "llm/auth/Credential.h"
#include "store/Database.h"
#include "store/DocumentStore.h"
#include "vector/EmbeddingIndexer.h"
#include "vector/EmbeddingService.h"
#include "vector/EmbeddingStore.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QDirIterator>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMap>
#include <QNetworkAccessManager>
#include <QProcess>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QThread>
#include <QTimer>
#include <QUrl>
#include <cstdio>
#include <sys/resource.h>

using namespace lotse;

namespace {

// CPU time of the whole process (every thread, also ended ones), user + system.
double cpuSeconds()
{
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    return double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec)
           + double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6;
}

double phaseCpuStart = 0;
double peakMb();
// Every figure, printed as one JSON object on the last line (lotse-bench reads it).
QJsonArray report;
QString currentCorpus;

void record(const char* phase, QJsonObject figures)
{
    figures.insert(QStringLiteral("corpus"), currentCorpus);
    figures.insert(QStringLiteral("phase"), QString::fromLatin1(phase));
    figures.insert(QStringLiteral("peak_mb"), peakMb());
    report.append(figures);
}

// A phase starts: its peak memory and its CPU time are counted from here.
void resetPeak()
{
    phaseCpuStart = cpuSeconds();
    QFile f(QStringLiteral("/proc/self/clear_refs"));
    if (f.open(QIODevice::WriteOnly))
        f.write("5");
}

double peakMb()
{
    QFile f(QStringLiteral("/proc/self/status"));
    if (!f.open(QIODevice::ReadOnly))
        return 0;
    for (const QByteArray& line : f.readAll().split('\n')) {
        if (line.startsWith("VmHWM:"))
            return line.mid(6).trimmed().split(' ').first().toDouble() / 1024.0;
    }
    return 0;
}

struct Corpus
{
    QString name;
    QString folder;
    QStringList files;
    double mb = 0;
};

Corpus scan(const QString& name, const QString& folder)
{
    Corpus c{name, QDir::cleanPath(QFileInfo(folder).absoluteFilePath()), IngestPipeline::expand({folder}).files, 0};
    qint64 bytes = 0;
    for (const QString& f : std::as_const(c.files))
        bytes += QFileInfo(f).size();
    c.mb = bytes / (1024.0 * 1024.0);
    return c;
}

void row(const char* what, double seconds, int files, double mb, double reference)
{
    // CPU: all threads together. Folder add uses two (parsing, storing): on two cores of its own it
    // would take about half its CPU time, on a busy machine (other builds) its wall time grows instead.
    std::printf("  %-34s %8.2f s %8.0f files/s %7.2f MB/s  cpu %6.2f s  peak %6.1f MB  x%.2f of reference\n", what,
                seconds, files / seconds, mb / seconds, cpuSeconds() - phaseCpuStart, peakMb(), reference / seconds);
    record(what, {{QStringLiteral("seconds"), seconds},
                  {QStringLiteral("files_per_s"), files / seconds},
                  {QStringLiteral("mb_per_s"), mb / seconds},
                  {QStringLiteral("cpu_s"), cpuSeconds() - phaseCpuStart},
                  {QStringLiteral("vs_reference"), reference / seconds}});
}

// Runs one service job to its end (a top-level event loop: nothing else runs meanwhile).
template <typename Service, typename Signal, typename Failed>
bool waitFor(Service* service, Signal done, Failed failed)
{
    QEventLoop loop;
    bool ok = true;
    QObject::connect(service, done, &loop, [&loop] { loop.quit(); });
    QObject::connect(service, failed, &loop, [&loop, &ok] {
        ok = false;
        loop.quit();
    });
    loop.exec();
    return ok;
}

int chunkCount(const QString& dbPath)
{
    auto db = Database::open(dbPath);
    return db ? DocumentStore(*db.value()).chunkCount().value() : 0;
}

// Where preparing a file goes, per format, on one thread: reading and hashing it (SourceFile::probe),
// then all of IngestPipeline::prepare (read, hash, parse, split into passages, hash each). The writer's
// share is the folder add's time beyond this.
void perFormat(const Corpus& corpus, const QString& dir)
{
    QMap<QString, QStringList> bySuffix;
    for (const QString& f : corpus.files)
        bySuffix[QFileInfo(f).suffix().toLower()].append(f);
    auto db = Database::open(dir + QStringLiteral("/formats.sqlite"));
    if (!db)
        return;
    DocumentStore store(*db.value());
    IngestPipeline pipeline(store);
    // The size limit read once, as the ingest worker does (read per file, the settings cost more than
    // reading a small file).
    const qint64 maxBytes = FormatLimits::fromSettings().maxFileBytes;
    std::printf("  prepare on one thread, per format:   MB/s all  (read+hash)  (parse+split)\n");
    for (auto it = bySuffix.cbegin(); it != bySuffix.cend(); ++it) {
        qint64 bytes = 0;
        for (const QString& f : it.value())
            bytes += QFileInfo(f).size();
        const double mb = bytes / (1024.0 * 1024.0);
        QElapsedTimer timer;
        timer.start();
        for (const QString& f : it.value())
            (void)SourceFile::probe(f, maxBytes);
        const double probe = timer.nsecsElapsed() / 1e9;
        timer.restart();
        int chunks = 0;
        for (const QString& f : it.value())
            chunks += int(pipeline.prepare(f, Reindex::Always, {}, maxBytes).chunks.size());
        const double all = timer.nsecsElapsed() / 1e9;
        std::printf("    %-5s %5d files %6.1f MB  %8.2f s %7.2f  %10.2f  %12.2f   %d passages\n", qPrintable(it.key()),
                    int(it.value().size()), mb, all, mb / all, mb / probe, mb / std::max(all - probe, 1e-9), chunks);
        record(qPrintable(QStringLiteral("prepare %1").arg(it.key())),
               {{QStringLiteral("seconds"), all},
                {QStringLiteral("mb_per_s"), mb / all},
                {QStringLiteral("read_hash_mb_per_s"), mb / probe},
                {QStringLiteral("files"), int(it.value().size())}});
    }
}

// What the writer cannot go below on this machine: the passages of `kbPath` written again into a fresh
// knowledge base by SQLite alone, each step one statement in one transaction on one core (no Qt, no
// per-passage statements): the rows (documents and passages with their indexes), then the FTS5
// full-text index of the same text. Then the same text into FTS5 tables made otherwise: with the
// stored copy of the text the index had before schema 7, and with fewer positions kept (which would
// change retrieval), measured on the same passages.
struct Floor
{
    double rows = -1;
    double fts = -1;
    QList<QPair<QString, double>> variants; // FTS5 options by name, seconds
};

Floor writerFloor(const QString& kbPath, const QString& dir)
{
    Floor floor;
    const QString floorPath = dir + QStringLiteral("/floor.sqlite");
    auto db = Database::open(floorPath);
    if (!db)
        return floor;
    QSqlQuery q(db.value()->handle());
    q.prepare(QStringLiteral("ATTACH DATABASE ? AS kb"));
    q.addBindValue(kbPath);
    if (!q.exec())
        return floor;
    const auto timed = [&q](const QString& sql) {
        QElapsedTimer timer;
        timer.start();
        const bool ok = q.exec(QStringLiteral("BEGIN IMMEDIATE")) && q.exec(sql) && q.exec(QStringLiteral("COMMIT"));
        if (!ok)
            std::fprintf(stderr, "lotse-bench-sync: %s\n", qPrintable(q.lastError().text()));
        return ok ? timer.nsecsElapsed() / 1e9 : -1.0;
    };
    floor.rows = timed(QStringLiteral("INSERT INTO main.documents SELECT * FROM kb.documents"))
                 + timed(QStringLiteral("INSERT INTO main.chunks SELECT * FROM kb.chunks"));
    const QString source = QStringLiteral(" SELECT c.id, c.text, c.heading_path, d.title FROM kb.chunks c"
                                          " JOIN kb.documents d ON d.id = c.document_id");
    floor.fts = timed(QStringLiteral("INSERT INTO main.chunks_fts(rowid, text, heading, title)") + source);
    // The shipped options again first, in a table made like the others (the first insert of the run
    // pays for warming the cache): the variants compare with that. The shipped index is contentless
    // (schema 7); "stored copy" is the index of schema 6, which kept the text a second time.
    const QList<QPair<QString, QString>> variants = {
        {QStringLiteral("as shipped"), QStringLiteral("content='',")},
        {QStringLiteral("stored copy (schema 6)"), QString()},
        {QStringLiteral("detail=column"), QStringLiteral("content='', detail=column,")},
        {QStringLiteral("detail=none"), QStringLiteral("content='', detail=none,")},
    };
    for (const auto& [name, options] : variants) {
        if (!q.exec(QStringLiteral("CREATE VIRTUAL TABLE main.fts_variant USING fts5(text, heading, title, %1"
                                   " tokenize = 'unicode61 remove_diacritics 2')")
                        .arg(options)))
            continue;
        floor.variants.append(
            {name, timed(QStringLiteral("INSERT INTO main.fts_variant(rowid, text, heading, title)") + source)});
        (void)q.exec(QStringLiteral("DROP TABLE main.fts_variant"));
    }
    return floor;
}

// A folder add into a new knowledge base at `dbPath`, in seconds (-1: it failed).
double timedFolderAdd(const Corpus& corpus, const QString& dbPath)
{
    if (auto created = Database::open(dbPath); !created) {
        std::fprintf(stderr, "%s\n", qPrintable(created.error().message));
        return -1;
    }
    IngestService service(dbPath);
    resetPeak();
    QElapsedTimer timer;
    timer.start();
    service.addFolder(corpus.folder);
    if (!waitFor(&service, &IngestService::finished, &IngestService::failed))
        return -1;
    return timer.nsecsElapsed() / 1e9;
}

// Parsing + chunking + indexing, no embeddings. Returns the knowledge base of the lotse run;
// `addSeconds` is the time of its folder add.
QString ingestCorpus(const Corpus& corpus, const QString& dir, double& addSeconds)
{
    const int files = int(corpus.files.size());
    currentCorpus = corpus.name;
    std::printf("\n%s: %d files, %.1f MB (%s)\n", qPrintable(corpus.name), files, corpus.mb, qPrintable(corpus.folder));
    double reference = 0;
    {
        resetPeak();
        auto db = Database::open(dir + QStringLiteral("/reference.sqlite"));
        if (!db) {
            std::fprintf(stderr, "%s\n", qPrintable(db.error().message));
            return {};
        }
        DocumentStore store(*db.value());
        IngestPipeline pipeline(store);
        QElapsedTimer timer;
        timer.start();
        for (const QString& f : std::as_const(corpus.files))
            pipeline.ingestFile(f);
        reference = timer.nsecsElapsed() / 1e9;
        row("reference: pipeline, file by file", reference, files, corpus.mb, reference);
    }
    // Documents other than text are read in lotse-reader processes (bounded in time and memory); the
    // same add with every file read in this process, as before, shows what that costs.
    {
        ReaderPool::instance().setIsolated(false);
        const double inProcess = timedFolderAdd(corpus, dir + QStringLiteral("/in-process.sqlite"));
        ReaderPool::instance().setIsolated(true);
        if (inProcess < 0)
            return {};
        row("before: folder add, no reader process", inProcess, files, corpus.mb, reference);
    }
    const QString dbPath = dir + QStringLiteral("/kb.sqlite");
    // The knowledge base exists before the timer starts, as the reference's does and as the app's does
    // (the window creates it at start): folder add is timed, not creating the schema.
    if (auto created = Database::open(dbPath); !created) {
        std::fprintf(stderr, "%s\n", qPrintable(created.error().message));
        return {};
    }
    IngestService service(dbPath);
    int failed = 0;
    QObject::connect(&service, &IngestService::finished, &service,
                     [&failed](quint64, const IngestSummary& s) { failed = s.failed; });
    resetPeak();
    QElapsedTimer timer;
    timer.start();
    service.addFolder(corpus.folder);
    if (!waitFor(&service, &IngestService::finished, &IngestService::failed))
        return {};
    addSeconds = timer.nsecsElapsed() / 1e9;
    row("lotse: folder add (queue, thread)", addSeconds, files, corpus.mb, reference);
    resetPeak();
    timer.restart();
    service.sync();
    if (!waitFor(&service, &IngestService::finished, &IngestService::failed))
        return {};
    row("lotse: sync, nothing changed", timer.nsecsElapsed() / 1e9, files, corpus.mb, reference);
    std::printf("  %d passages, %d files failed\n", chunkCount(dbPath), failed);
    const Floor floor = writerFloor(dbPath, dir);
    std::printf("  floor, SQLite alone on one core:   rows %.2f s (%.1f MB/s), full-text index %.2f s (%.1f MB/s),"
                " both %.1f MB/s\n",
                floor.rows, corpus.mb / floor.rows, floor.fts, corpus.mb / floor.fts,
                corpus.mb / (floor.rows + floor.fts));
    QJsonObject floorFigures{{QStringLiteral("rows_s"), floor.rows},
                             {QStringLiteral("fts_s"), floor.fts},
                             {QStringLiteral("mb_per_s"), corpus.mb / (floor.rows + floor.fts)}};
    std::printf("  the full-text index again, as shipped and with other FTS5 options:");
    const double shipped = floor.variants.isEmpty() ? -1 : floor.variants.first().second;
    for (const auto& [name, seconds] : floor.variants) {
        std::printf(" %s %.2f s (x%.2f);", qPrintable(name), seconds, seconds / shipped);
        floorFigures.insert(QStringLiteral("fts_s ") + name, seconds);
    }
    std::printf("\n");
    record("floor: SQLite alone, one core", floorFigures);
    perFormat(corpus, dir);
    return dbPath;
}

// Embeds every passage of `dbPath` with batches of `batch`, `lanes` requests in flight.
double embed(const QString& dbPath, const ProviderConfig& config, int batch, int lanes)
{
    auto db = Database::open(dbPath);
    if (!db)
        return -1;
    QNetworkAccessManager network;
    EmbeddingIndexer indexer(*db.value(), network, config, Credential::key(QStringLiteral("bench-key")), batch, lanes);
    QElapsedTimer timer;
    timer.start();
    indexer.start();
    if (!waitFor(&indexer, &EmbeddingIndexer::finished, &EmbeddingIndexer::failed))
        return -1;
    return timer.nsecsElapsed() / 1e9;
}

ProviderConfig benchProvider(const QUrl& server)
{
    ProviderConfig config;
    config.endpoint = server;
    config.chatDeployment = QStringLiteral("chat");
    config.embeddingDeployment = QStringLiteral("embed");
    config.dimensions = 64;
    return config;
}

// Folder add and embedding at once, as the window does it: embedding starts with the first stored
// files (at most every 200 ms it is told of new ones) while the next files are parsed and stored.
// Returns the seconds until both are done, or -1.
double ingestWhileEmbedding(const Corpus& corpus, const QString& dbPath, const ProviderConfig& config)
{
    IngestService ingest(dbPath);
    EmbeddingService embedding(dbPath);
    QTimer soon;
    soon.setSingleShot(true);
    soon.setInterval(200);
    QObject::connect(&soon, &QTimer::timeout, &embedding,
                     [&] { embedding.start(config, Credential::key(QStringLiteral("bench-key"))); });
    QObject::connect(&ingest, &IngestService::fileFinished, &soon, [&soon] {
        if (!soon.isActive())
            soon.start();
    });
    bool ingested = false;
    bool ok = true;
    QEventLoop loop;
    QObject::connect(&ingest, &IngestService::finished, &loop, [&] {
        ingested = true;
        soon.stop();
        embedding.start(config, Credential::key(QStringLiteral("bench-key"))); // the last files' passages
    });
    QObject::connect(&ingest, &IngestService::failed, &loop, [&] {
        ok = false;
        loop.quit();
    });
    auto db = Database::open(dbPath);
    if (!db)
        return -1;
    EmbeddingStore vectors(*db.value());
    QObject::connect(&embedding, &EmbeddingService::finished, &loop, [&] {
        if (!ingested || embedding.isRunning())
            return;
        // A finish of an earlier round can arrive after the last start: only an empty queue ends it.
        if (vectors.missingCount(config.embeddingModelKey()).value() == 0)
            loop.quit();
        else
            embedding.start(config, Credential::key(QStringLiteral("bench-key")));
    });
    QObject::connect(&embedding, &EmbeddingService::failed, &loop, [&] {
        ok = false;
        loop.quit();
    });
    QElapsedTimer timer;
    timer.start();
    ingest.addFolder(corpus.folder);
    loop.exec();
    const double seconds = timer.nsecsElapsed() / 1e9;
    if (!ok)
        return -1;
    const auto left = vectors.missingCount(config.embeddingModelKey());
    if (!left || left.value() != 0) {
        std::fprintf(stderr, "lotse-bench-sync: %d passages left without a vector\n", left ? left.value() : -1);
        return -1;
    }
    return seconds;
}

void embeddings(const QString& dbPath, const Corpus& corpus, const QString& dir, const QUrl& server, int latencyMs,
                double ingestSeconds, int referenceFiles, bool overlap)
{
    currentCorpus = corpus.name;
    const ProviderConfig config = benchProvider(server);
    const int passages = chunkCount(dbPath);
    std::printf("\n%s: embeddings against lotse-fake-openai, %d ms per request\n", qPrintable(corpus.name), latencyMs);
    // The reference sends one request per passage: measured on a sample, the same for both.
    const QString sample = dir + QStringLiteral("/sample.sqlite");
    const auto freshSample = [&] {
        for (const QString& suffix : {QString(), QStringLiteral("-wal"), QStringLiteral("-shm")})
            QFile::remove(sample + suffix);
        auto db = Database::open(sample);
        DocumentStore store(*db.value());
        IngestPipeline pipeline(store);
        for (const QString& f : corpus.files.mid(0, referenceFiles))
            pipeline.ingestFile(f);
    };
    freshSample();
    const int sampled = chunkCount(sample);
    resetPeak();
    const double one = embed(sample, config, 1, 1);
    if (one < 0) {
        std::fprintf(stderr, "embedding failed\n");
        return;
    }
    std::printf("  %-34s %8.2f s %8.0f passages/s  peak %6.1f MB  (%d passages)\n",
                "reference: 1 per request, 1 at once", one, sampled / one, peakMb(), sampled);
    record("embed reference: 1 per request, 1 at once", {{QStringLiteral("seconds"), one},
                                                         {QStringLiteral("passages"), sampled},
                                                         {QStringLiteral("passages_per_s"), sampled / one}});
    freshSample();
    resetPeak();
    const double batchedSample =
        embed(sample, config, EmbeddingIndexer::defaultBatchSize, EmbeddingIndexer::defaultConcurrency);
    std::printf("  %-34s %8.2f s %8.0f passages/s  peak %6.1f MB  x%.1f of reference\n",
                "lotse: batches of 64, 2 at once", batchedSample, sampled / batchedSample, peakMb(),
                one / batchedSample);
    record("embed lotse: batches of 64, 2 at once, the reference's passages",
           {{QStringLiteral("seconds"), batchedSample},
            {QStringLiteral("passages"), sampled},
            {QStringLiteral("passages_per_s"), sampled / batchedSample},
            {QStringLiteral("vs_reference"), one / batchedSample}});
    resetPeak();
    const double all = embed(dbPath, config, EmbeddingIndexer::defaultBatchSize, EmbeddingIndexer::defaultConcurrency);
    std::printf("  %-34s %8.2f s %8.0f passages/s  peak %6.1f MB  (all %d passages; the reference would take "
                "about %.0f s)\n",
                "lotse: whole corpus", all, passages / all, peakMb(), passages, passages * one / sampled);
    record("embed lotse: whole corpus", {{QStringLiteral("seconds"), all},
                                         {QStringLiteral("passages"), passages},
                                         {QStringLiteral("passages_per_s"), passages / all},
                                         {QStringLiteral("reference_estimate_s"), passages * one / sampled}});
    if (!overlap)
        return;
    resetPeak();
    const double both = ingestWhileEmbedding(corpus, dir + QStringLiteral("/overlap.sqlite"), config);
    std::printf("  %-34s %8.2f s %8.0f passages/s  peak %6.1f MB  (folder add, then embedding: %.2f s)\n",
                "lotse: folder add while embedding", both, passages / both, peakMb(), ingestSeconds + all);
    record("lotse: folder add while embedding",
           {{QStringLiteral("seconds"), both}, {QStringLiteral("one_after_the_other_s"), ingestSeconds + all}});
}

} // namespace

int main(int argc, char* argv[])
{
    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    parser.addHelpOption();
    parser.addOption({QStringLiteral("files"), QStringLiteral("Generated files (default 5000)."), QStringLiteral("N"),
                      QStringLiteral("5000")});
    parser.addOption({QStringLiteral("corpus"), QStringLiteral("A real corpus (default: the 18F handbook)."),
                      QStringLiteral("DIR"),
                      QDir::cleanPath(QStringLiteral(LOTSE_SHARED_DIR "/corpora/18f-handbook"))});
    parser.addOption({QStringLiteral("latency"), QStringLiteral("Fake server latency per request (default 50)."),
                      QStringLiteral("MS"), QStringLiteral("50")});
    parser.addOption({QStringLiteral("no-embed"), QStringLiteral("Skip the embedding runs.")});
    parser.addOption({QStringLiteral("reference-files"),
                      QStringLiteral("Files whose passages the one-per-request reference embeds (default 40)."),
                      QStringLiteral("N"), QStringLiteral("40")});
    parser.addOption({QStringLiteral("no-overlap"), QStringLiteral("Skip folder add while embedding.")});
    parser.addOption({QStringLiteral("keep"),
                      QStringLiteral("Write the generated folder and the knowledge bases to DIR and keep them (to "
                                     "profile lotse-cli on the same files)."),
                      QStringLiteral("DIR")});
    parser.process(app);

    QTemporaryDir temporary;
    const QString kept = parser.value(QStringLiteral("keep"));
    if (!kept.isEmpty() && !QDir().mkpath(kept)) {
        std::fprintf(stderr, "lotse-bench-sync: cannot create %s; choose a writable folder for --keep.\n",
                     qPrintable(kept));
        return 2;
    }
    const QDir dir(kept.isEmpty() ? temporary.path() : QDir(kept).absolutePath());
    const QString generated = dir.filePath(QStringLiteral("generated"));
    QList<Corpus> corpora;
    if (const QString real = parser.value(QStringLiteral("corpus")); QFileInfo(real).isDir())
        corpora.append(scan(QFileInfo(real).fileName(), real));
    else
        std::fprintf(stderr, "lotse-bench-sync: %s is not a folder; only the generated corpus is measured.\n",
                     qPrintable(real));
    bench::CorpusGenerator::Stats mix;
    QString error;
    if (!bench::CorpusGenerator().generate(generated, parser.value(QStringLiteral("files")).toInt(), &mix, &error)) {
        std::fprintf(stderr, "lotse-bench-sync: %s\n", qPrintable(error));
        return 3;
    }
    corpora.append(scan(QStringLiteral("generated mixed files"), generated));
    std::printf("generated: %s\n", qPrintable(mix.text()));

    std::printf("lotse-bench-sync on %d cores, allocator %s; peak memory is VmHWM per phase\n",
                QThread::idealThreadCount(), qPrintable(Allocator::name()));
    QStringList kbs;
    QList<double> addSeconds;
    for (int i = 0; i < corpora.size(); ++i) {
        const QString work = dir.filePath(QStringLiteral("run-%1").arg(i));
        QDir(work).removeRecursively(); // a kept folder's earlier run: every run starts from an empty knowledge base
        QDir().mkpath(work);
        addSeconds.append(0);
        kbs.append(ingestCorpus(corpora.at(i), work, addSeconds.last()));
        if (kbs.last().isEmpty())
            return 3;
    }
    const auto finish = [] {
        std::printf("%s\n", QJsonDocument(QJsonObject{{QStringLiteral("benchmark"), QStringLiteral("sync")},
                                                      {QStringLiteral("allocator"), Allocator::name()},
                                                      {QStringLiteral("rows"), report}})
                                .toJson(QJsonDocument::Compact)
                                .constData());
        return 0;
    };
    if (parser.isSet(QStringLiteral("no-embed")))
        return finish();

    // lotse-fake-openai next to this binary, every embeddings request answered after the latency.
    const int latency = parser.value(QStringLiteral("latency")).toInt();
    const QString scenario = dir.filePath(QStringLiteral("scenario.json"));
    QFile file(scenario);
    file.open(QIODevice::WriteOnly);
    file.write(QJsonDocument(QJsonObject{{QStringLiteral("deployments"),
                                          QJsonArray{QStringLiteral("chat"), QStringLiteral("embed")}},
                                         {QStringLiteral("faults"),
                                          QJsonArray{QJsonObject{{QStringLiteral("path"), QStringLiteral("embeddings")},
                                                                 {QStringLiteral("times"), 100000000},
                                                                 {QStringLiteral("delayMs"), latency}}}}})
                   .toJson());
    file.close();
    QProcess server;
    server.start(QCoreApplication::applicationDirPath() + QStringLiteral("/lotse-fake-openai"),
                 {QStringLiteral("--scenario"), scenario});
    if (!server.waitForReadyRead(10000)) {
        std::fprintf(stderr, "lotse-bench-sync: lotse-fake-openai did not start (build it: it is a test target).\n");
        return 3;
    }
    const QUrl url(QString::fromUtf8(server.readLine().trimmed()).section(QLatin1Char(' '), -1));
    for (int i = 0; i < corpora.size(); ++i)
        embeddings(kbs.at(i), corpora.at(i), dir.filePath(QStringLiteral("run-%1").arg(i)), url, latency,
                   addSeconds.at(i), parser.value(QStringLiteral("reference-files")).toInt(),
                   !parser.isSet(QStringLiteral("no-overlap")));
    server.kill();
    server.waitForFinished();
    return finish();
}
