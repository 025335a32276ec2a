// SPDX-License-Identifier: GPL-3.0-or-later
#include "EmbeddingIngestBench.h"

#include "BenchSupport.h"
#include "FakeOpenAiServer.h"
#include "ingest/EmbeddingIndexer.h"
#include "ingest/IngestPipeline.h"
#include "store/Database.h"
#include "store/DocumentStore.h"
#include "store/EmbeddingStore.h"

#include <QEventLoop>
#include <QNetworkAccessManager>
#include <QTemporaryDir>
#include <cstdio>

namespace lotse::bench {

namespace {

constexpr int latencyMs = 50;

struct Run
{
    QString error;
    int passages = 0;
    double seconds = 0;
    int requests = 0;
};

// Embeds every passage of `files` into a new knowledge base; the event loop runs until done (this is
// a benchmark's main thread: nothing else waits on it).
Run embed(const QStringList& files, fake::FakeOpenAiServer& server, const ProviderConfig& config, int batchSize,
          int concurrency)
{
    Run run;
    QTemporaryDir dir;
    auto db = Database::open(dir.filePath(QStringLiteral("kb.sqlite")));
    if (!db) {
        run.error = db.error().message;
        return run;
    }
    DocumentStore store(*db.value());
    IngestPipeline pipeline(store);
    for (const QString& f : files)
        pipeline.ingestFile(f);
    QNetworkAccessManager network;
    EmbeddingIndexer indexer(*db.value(), network, config, QString(), batchSize, concurrency);
    QEventLoop loop;
    QObject::connect(&indexer, &EmbeddingIndexer::finished, &loop, [&](int embedded, const TokenUsage&) {
        run.passages = embedded;
        loop.quit();
    });
    QObject::connect(&indexer, &EmbeddingIndexer::failed, &loop, [&](const Error& e) {
        run.error = e.message;
        loop.quit();
    });
    const qsizetype before = server.requests().size();
    QElapsedTimer timer;
    timer.start();
    indexer.start();
    loop.exec();
    run.seconds = elapsedMs(timer) / 1000;
    run.requests = int(server.requests().size() - before);
    return run;
}

} // namespace

QJsonObject runEmbeddingIngestBench(bool quick)
{
    std::printf("== 3. Ingestion with embeddings (fake server, %d ms per request) ==\n", latencyMs);
    const QString corpus = QStringLiteral(LOTSE_SHARED_DIR) + QStringLiteral("/corpora/18f-handbook");
    QStringList files = IngestPipeline::expand({corpus}).files;
    if (files.isEmpty())
        return {{QStringLiteral("error"), QStringLiteral("no corpus at %1").arg(corpus)}};
    files.sort();
    if (quick)
        files = files.mid(0, 10);
    // The baseline sends one request per passage: on part of the corpus, or it would run for minutes.
    const QStringList baselineFiles = files.mid(0, quick ? 2 : 12);

    fake::Scenario scenario;
    scenario.deployments = {QStringLiteral("embed")};
    scenario.embeddingDimensions = 256;
    fake::Fault slow;
    slow.path = QStringLiteral("embeddings");
    slow.times = 1'000'000;
    slow.delayMs = latencyMs;
    scenario.faults = {slow};
    fake::FakeOpenAiServer server(scenario);
    if (!server.listen())
        return {{QStringLiteral("error"), QStringLiteral("the fake server cannot listen")}};
    ProviderConfig config;
    config.endpoint = server.baseUrl();
    config.chatDeployment = QStringLiteral("chat");
    config.embeddingDeployment = QStringLiteral("embed");
    config.dimensions = 256;

    const Run lotse =
        embed(files, server, config, EmbeddingIndexer::defaultBatchSize, EmbeddingIndexer::defaultConcurrency);
    const Run baseline = embed(baselineFiles, server, config, 1, 1);
    if (!lotse.error.isEmpty() || !baseline.error.isEmpty())
        return {{QStringLiteral("error"), lotse.error.isEmpty() ? baseline.error : lotse.error}};
    const double lotseRate = lotse.passages / std::max(lotse.seconds, 1e-9);
    const double baselineRate = baseline.passages / std::max(baseline.seconds, 1e-9);
    printRow(QStringLiteral("  pipeline"), {QStringLiteral("passages"), QStringLiteral("requests"),
                                            QStringLiteral("seconds"), QStringLiteral("passages/s")});
    printRow(QStringLiteral("  Lotse: batches of %1, %2 in flight")
                 .arg(EmbeddingIndexer::defaultBatchSize)
                 .arg(EmbeddingIndexer::defaultConcurrency),
             {QString::number(lotse.passages), QString::number(lotse.requests), fmt(lotse.seconds), fmt(lotseRate, 1)});
    printRow(QStringLiteral("  reference: one request per passage"),
             {QString::number(baseline.passages), QString::number(baseline.requests), fmt(baseline.seconds),
              fmt(baselineRate, 1)});
    printRow(QStringLiteral("  speed-up (passages/s)"), {fmt(lotseRate / baselineRate, 1) + QLatin1Char('x')});
    printRow(QStringLiteral("  the reference on the whole corpus, estimated s"),
             {fmt(lotse.passages / baselineRate, 0)});
    return {{QStringLiteral("latency_ms"), latencyMs},
            {QStringLiteral("files"), int(files.size())},
            {QStringLiteral("lotse"), QJsonObject{{QStringLiteral("passages"), lotse.passages},
                                                  {QStringLiteral("requests"), lotse.requests},
                                                  {QStringLiteral("seconds"), lotse.seconds},
                                                  {QStringLiteral("passages_per_s"), lotseRate}}},
            {QStringLiteral("sequential"), QJsonObject{{QStringLiteral("passages"), baseline.passages},
                                                       {QStringLiteral("requests"), baseline.requests},
                                                       {QStringLiteral("seconds"), baseline.seconds},
                                                       {QStringLiteral("passages_per_s"), baselineRate}}},
            {QStringLiteral("speedup"), lotseRate / baselineRate}};
}

} // namespace lotse::bench
