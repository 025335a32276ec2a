// SPDX-License-Identifier: GPL-3.0-or-later
// Ingestion throughput on a real corpus (default: the 18F handbook), side by side with two
// references measured in the same run on the same files:
//   read+hash  - reading every file and hashing it (the I/O floor of change detection)
//   raw FTS5   - inserting each whole file into a bare FTS5 table in one transaction
//                (the SQLite floor, without cleaning, chunking or per-document transactions)
// Usage: lotse-bench-ingest [FOLDER] [--queries N]
#include "common/Sha256.h"
#include "ingest/IngestPipeline.h"
#include "retrieval/LexicalSearch.h"
#include "retrieval/Vocabulary.h"
#include "store/Database.h"
#include "store/DocumentStore.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <algorithm>
#include <cstdio>
#include <sys/resource.h>

using namespace lotse;

namespace {

double peakMb()
{
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    return usage.ru_maxrss / 1024.0;
}

void row(const char* what, double seconds, int files, double mb, double reference)
{
    std::printf("%-28s %9.3f s %9.0f files/s %8.2f MB/s   x%.1f of read+hash\n", what, seconds, files / seconds,
                mb / seconds, seconds / reference);
}

} // namespace

int main(int argc, char* argv[])
{
    QCoreApplication app(argc, argv);
    QStringList args = app.arguments().mid(1);
    const QString folder =
        args.isEmpty() ? QDir::cleanPath(QStringLiteral(LOTSE_SHARED_DIR "/corpora/18f-handbook")) : args.first();
    if (!QFileInfo(folder).isDir()) {
        std::fprintf(stderr, "lotse-bench-ingest: %s is not a folder. Give a folder of Markdown files.\n",
                     qPrintable(folder));
        return 1;
    }
    IngestPipeline::Expansion expansion = IngestPipeline::expand({folder});
    expansion.files.removeIf([](const QString& f) { return f.endsWith(QStringLiteral("/SOURCE.md")); });
    const int files = int(expansion.files.size());

    // Reference 1: read + hash.
    QElapsedTimer timer;
    timer.start();
    qint64 bytes = 0;
    QList<QByteArray> contents;
    for (const QString& f : std::as_const(expansion.files)) {
        QFile file(f);
        if (!file.open(QIODevice::ReadOnly))
            continue;
        contents.append(file.readAll());
        bytes += contents.last().size();
        (void)Sha256::hash(contents.last()); // as ingestion hashes
    }
    const double readHash = timer.nsecsElapsed() / 1e9;
    const double mb = bytes / (1024.0 * 1024.0);

    QTemporaryDir dir;
    // Reference 2: raw FTS5 insert of whole files.
    double rawFts = 0;
    {
        auto db = Database::open(dir.filePath(QStringLiteral("raw.sqlite")));
        if (!db) {
            std::fprintf(stderr, "%s\n", qPrintable(db.error().message));
            return 3;
        }
        QSqlDatabase h = db.value()->handle();
        QSqlQuery q(h);
        q.exec(QStringLiteral("CREATE VIRTUAL TABLE raw USING fts5(body, tokenize='unicode61 remove_diacritics 2')"));
        timer.restart();
        h.transaction();
        q.prepare(QStringLiteral("INSERT INTO raw(body) VALUES (?)"));
        for (const QByteArray& c : std::as_const(contents)) {
            q.addBindValue(QString::fromUtf8(c));
            q.exec();
        }
        h.commit();
        rawFts = timer.nsecsElapsed() / 1e9;
    }

    // Lotse: clean, chunk, one transaction per document, FTS via triggers.
    auto db = Database::open(dir.filePath(QStringLiteral("kb.sqlite")));
    if (!db) {
        std::fprintf(stderr, "%s\n", qPrintable(db.error().message));
        return 3;
    }
    DocumentStore store(*db.value());
    IngestPipeline pipeline(store);
    timer.restart();
    int chunks = 0;
    int failed = 0;
    for (const QString& f : std::as_const(expansion.files)) {
        const FileOutcome o = pipeline.ingestFile(f);
        chunks += o.chunks;
        failed += o.kind == FileOutcome::Kind::Failed ? 1 : 0;
    }
    const double lotse = timer.nsecsElapsed() / 1e9;
    timer.restart();
    for (const QString& f : std::as_const(expansion.files))
        pipeline.ingestFile(f);
    const double unchanged = timer.nsecsElapsed() / 1e9;

    // Query latency over the new index (natural-language questions through the vocabulary).
    Vocabulary vocabulary(*db.value());
    LexicalSearch search(*db.value(), vocabulary);
    const QStringList questions = {QStringLiteral("How do I request a reasonable accommodation?"),
                                   QStringLiteral("How long must I stay at my grade before a promotion?"),
                                   QStringLiteral("Who approves travel and how do I book a hotel?"),
                                   QStringLiteral("What is the policy for working remotely from another state?"),
                                   QStringLiteral("how do I get my PIV card and what do I do if I lose it")};
    (void)search.search(questions.first(), 5); // loads the vocabulary once
    QList<double> latencies;
    for (int round = 0; round < 20; ++round) {
        for (const QString& q : questions) {
            timer.restart();
            (void)search.search(q, 5);
            latencies.append(timer.nsecsElapsed() / 1e6);
        }
    }
    std::sort(latencies.begin(), latencies.end());

    std::printf("corpus: %s\n%d files, %.2f MB, %d passages, %d failed\n\n", qPrintable(folder), files, mb, chunks,
                failed);
    row("reference: read+hash", readHash, files, mb, readHash);
    row("reference: raw FTS5 insert", rawFts + readHash, files, mb, readHash);
    row("lotse ingest", lotse, files, mb, readHash);
    row("lotse re-ingest (unchanged)", unchanged, files, mb, readHash);
    std::printf("\nquery (BM25, top 5): p50 %.2f ms, p95 %.2f ms over %lld queries\n",
                latencies.at(latencies.size() / 2), latencies.at(latencies.size() * 95 / 100),
                qint64(latencies.size()));
    std::printf("peak memory: %.1f MB\n", peakMb());
    return failed > 0 ? 2 : 0;
}
