// SPDX-License-Identifier: GPL-3.0-or-later
// lotse-bench-team: a team knowledge base in PostgreSQL next to the same passages in SQLite, in one run
// (issue 23). A throwaway PostgreSQL 15 is started here (as the tests do); generated passages of the
// shared handbooks with low-rank vectors, as lotse-bench section 2 makes them.
//
//   ingestion MB/s: SQLite (1 writer) | PostgreSQL, 1 writer | PostgreSQL, 4 writers
//   vectors shared by a manager (upload), MB/s
//   first sync to a new member's copy: seconds, MB/s (passages and vectors)
//   incremental sync after 100 changed documents; a sync with nothing changed
//   keyword search p50/p95: the member's copy (what Lotse runs) | in the server (tsvector, ts_rank_cd)
//   hybrid retrieval p50/p95: the SQLite knowledge base | the member's copy
#include "BenchSupport.h"
#include "GeneratedKnowledgeBase.h"
#include "HybridBench.h"
#include "PgServer.h"
#include "llm/ProviderConfig.h"
#include "retrieval/LexicalSearch.h"
#include "retrieval/Vocabulary.h"
#include "store/Database.h"
#include "store/DocumentStore.h"
#include "store/pg/PgConnection.h"
#include "store/pg/PgDocumentStore.h"
#include "store/pg/PgSchema.h"
#include "store/pg/TeamAdmin.h"
#include "store/pg/TeamReplica.h"
#include "store/pg/TeamVectorSync.h"
#include "vector/EmbeddingStore.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QVariant>
#include <cstdio>
#include <thread>

using namespace lotse;
using namespace lotse::bench;

namespace {

const QString readerPassword = QStringLiteral("bench-reader-pw");

struct Document
{
    DocumentRecord record;
    QList<ChunkRecord> chunks;
};

[[noreturn]] void fail(const QString& what)
{
    std::fprintf(stderr, "lotse-bench-team: %s\n", qPrintable(what));
    std::exit(1);
}

template <typename T>
T need(Result<T> r, const char* what)
{
    if (!r)
        fail(QStringLiteral("%1: %2").arg(QLatin1String(what), r.error().message));
    return std::move(r).value();
}

std::unique_ptr<PgConnection> connectAs(const test::PgServer& server, const QString& user, const QString& password,
                                        const QString& database = QStringLiteral("lotse"))
{
    return need(PgConnection::open(DatabaseUrl::parse(server.url(user, database)).value(), password), "connecting");
}

QList<Document> readAll(Database& db)
{
    DocumentStore store(db);
    QList<Document> out;
    for (const DocumentRecord& d : need(store.documents(), "reading documents"))
        out.append({d, need(store.chunks(d.id), "reading passages")});
    return out;
}

// Writes `documents` into `database` with `writers` threads, each on its own connection; seconds.
double ingest(const test::PgServer& server, const QString& database, const QList<Document>& documents, int writers)
{
    QElapsedTimer timer;
    timer.start();
    std::vector<std::thread> threads;
    for (int w = 0; w < writers; ++w) {
        threads.emplace_back([&, w] {
            auto c = connectAs(server, test::PgServer::superuser(), server.superuserPassword(), database);
            PgDocumentStore store(*c, {QStringLiteral("all-staff")});
            for (qsizetype i = w; i < documents.size(); i += writers)
                need(store.replaceDocument(documents.at(i).record, documents.at(i).chunks), "writing a document");
        });
    }
    for (std::thread& t : threads)
        t.join();
    return elapsedMs(timer) / 1000;
}

void setUp(const test::PgServer& server, const QString& database)
{
    if (const QString e = server.exec(QStringLiteral("SELECT 1"), database); !e.isEmpty())
        fail(e);
    auto admin = connectAs(server, test::PgServer::superuser(), server.superuserPassword(), database);
    need(PgSchema::apply(*admin, [](const QString&) {}), "setting up the schema");
    need(TeamAdmin::grant(*admin, QStringLiteral("member"), TeamAdmin::Role::Reader, {QStringLiteral("all-staff")}),
         "granting");
}

double mb(qint64 bytes)
{
    return double(bytes) / 1e6;
}

// Keyword search on the copy, as Lotse runs it; and in the server, with the tsvector index.
void keywordSearch(Database& copy, PgConnection& member, const QStringList& questions, int repeats)
{
    Vocabulary vocabulary(copy);
    LexicalSearch search(copy, vocabulary);
    Timings local;
    Timings server;
    QSqlQuery q(member.db());
    q.prepare(QStringLiteral("SELECT c.id, ts_rank_cd(c.tsv, query) AS rank FROM lotse.chunks c, "
                             "websearch_to_tsquery('english', replace(?, ' ', ' or ')) query WHERE c.tsv @@ query "
                             "ORDER BY rank DESC LIMIT 5"));
    for (int r = 0; r < repeats; ++r) {
        for (const QString& question : questions) {
            QElapsedTimer t;
            t.start();
            need(search.search(question, 5), "searching the copy");
            local.add(elapsedMs(t));
            t.start();
            q.addBindValue(question);
            if (!q.exec())
                fail(QStringLiteral("searching in the server failed"));
            while (q.next()) {
            }
            server.add(elapsedMs(t));
        }
    }
    printRow(QStringLiteral("keyword search, ms"), {QStringLiteral("copy (Lotse)"), QStringLiteral("in the server")},
             44, 14);
    printRow(QStringLiteral("  p50"), {fmt(local.p50()), fmt(server.p50())}, 44, 14);
    printRow(QStringLiteral("  p95"), {fmt(local.p95()), fmt(server.p95())}, 44, 14);
}

// 100 documents change on the server (their last passage is rewritten); seconds for the next sync.
double changeAndSync(PgConnection& admin, const QList<Document>& documents, PgConnection& member, Database& copy)
{
    PgDocumentStore store(admin, {QStringLiteral("all-staff")});
    for (qsizetype i = 0; i < 100 && i < documents.size(); ++i) {
        Document d = documents.at(i * (documents.size() / 100));
        d.record.sha256 += QStringLiteral("-changed");
        d.chunks.last().text += QStringLiteral(" Changed for the benchmark.");
        d.chunks.last().sha256 += QStringLiteral("-changed");
        need(store.replaceDocument(d.record, d.chunks), "changing a document");
    }
    QElapsedTimer t;
    t.start();
    const ReplicaSync s = need(TeamReplica::sync(member, copy), "syncing");
    if (s.updated != 100)
        fail(QStringLiteral("the incremental sync updated %1 documents, not 100").arg(s.updated));
    return elapsedMs(t) / 1000;
}

} // namespace

int main(int argc, char* argv[])
{
    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    parser.addHelpOption();
    parser.addOption({QStringLiteral("passages"), QStringLiteral("Passages (default 100000)."), QStringLiteral("N"),
                      QStringLiteral("100000")});
    parser.addOption({QStringLiteral("dimensions"), QStringLiteral("Vector dimensions (default 256)."),
                      QStringLiteral("D"), QStringLiteral("256")});
    parser.addOption({QStringLiteral("quick"), QStringLiteral("10,000 passages, fewer repeats (a smoke test).")});
    parser.process(app);
    const bool quick = parser.isSet(QStringLiteral("quick"));
    const qsizetype passages = quick ? 10'000 : parser.value(QStringLiteral("passages")).toLongLong();
    const int dimensions = parser.value(QStringLiteral("dimensions")).toInt();
    if (const QString why = test::PgServer::unavailable(); !why.isEmpty())
        fail(why);
    std::printf("lotse-bench-team on %s\n", qPrintable(machineDescription()));

    QTemporaryDir dir;
    const GeneratedKnowledgeBase kb =
        need(GeneratedKnowledgeBase::build(dir.filePath(QStringLiteral("sqlite.sqlite")), passages, dimensions),
             "generating the knowledge base");
    auto source = need(Database::open(kb.path), "opening the generated knowledge base");
    const QList<Document> documents = readAll(*source);
    std::printf("%lld passages in %lld documents, %.0f MB of text, %d-dimensional vectors\n",
                static_cast<long long>(passages), static_cast<long long>(documents.size()), mb(kb.textBytes),
                dimensions);

    test::PgServer server;
    if (const QString e = server.start(); !e.isEmpty())
        fail(QStringLiteral("PostgreSQL did not start: ") + e);
    if (const QString e = server.exec(QStringLiteral("CREATE ROLE member LOGIN PASSWORD '%1'").arg(readerPassword),
                                      QStringLiteral("postgres"));
        !e.isEmpty())
        fail(e);
    setUp(server, QStringLiteral("lotse"));
    setUp(server, QStringLiteral("lotse4"));

    std::printf("\n== ingestion (documents with their passages; the SQLite figure includes its keyword index) ==\n");
    const double one = ingest(server, QStringLiteral("lotse"), documents, 1);
    const double four = ingest(server, QStringLiteral("lotse4"), documents, 4);
    printRow(QStringLiteral("MB/s of text"),
             {QStringLiteral("SQLite"), QStringLiteral("PG 1 writer"), QStringLiteral("PG 4 writers")}, 44, 14);
    printRow(
        QStringLiteral("  "),
        {fmt(mb(kb.textBytes) / kb.textSeconds, 1), fmt(mb(kb.textBytes) / one, 1), fmt(mb(kb.textBytes) / four, 1)},
        44, 14);

    std::printf("\n== vectors shared by a manager, and the first sync of a member's copy ==\n");
    auto admin = connectAs(server, test::PgServer::superuser(), server.superuserPassword());
    const qint64 vectorBytes = qint64(passages) * dimensions * qint64(sizeof(float));
    QElapsedTimer t;
    t.start();
    const int shared = need(TeamVectorSync::push(*admin, *source, {}), "sharing vectors");
    const double upload = elapsedMs(t) / 1000;
    auto member = connectAs(server, QStringLiteral("member"), readerPassword);
    auto copy = need(Database::open(dir.filePath(QStringLiteral("copy.sqlite"))), "opening the copy");
    t.start();
    const ReplicaSync first = need(TeamReplica::sync(*member, *copy), "the first sync");
    const double firstSeconds = elapsedMs(t) / 1000;
    t.start();
    const ReplicaSync nothing = need(TeamReplica::sync(*member, *copy), "a sync with nothing changed");
    const double nothingSeconds = elapsedMs(t) / 1000;
    const double incremental = changeAndSync(*admin, documents, *member, *copy);
    printRow(QStringLiteral(""), {QStringLiteral("seconds"), QStringLiteral("MB/s")});
    printRow(QStringLiteral("upload of %1 vectors").arg(shared), {fmt(upload, 1), fmt(mb(vectorBytes) / upload, 1)});
    printRow(QStringLiteral("first sync: %1 documents, %2 vectors").arg(first.added).arg(first.vectorsIn),
             {fmt(firstSeconds, 1), fmt(mb(kb.textBytes + vectorBytes) / firstSeconds, 1)});
    printRow(QStringLiteral("sync, nothing changed (%1 documents)").arg(nothing.unchanged),
             {fmt(nothingSeconds, 2), {}});
    printRow(QStringLiteral("sync after 100 changed documents"), {fmt(incremental, 2), {}});

    std::printf("\n== search ==\n");
    keywordSearch(*copy, *member, kb.questions, quick ? 2 : 10);
    // Hybrid: the member's copy needs the same embedding model active as the generated knowledge base.
    ProviderConfig provider;
    provider.endpoint = QUrl(QStringLiteral("http://127.0.0.1"));
    provider.embeddingDeployment = QStringLiteral("embed");
    provider.dimensions = dimensions;
    need(EmbeddingStore(*copy).activate(provider), "activating the vectors");
    source.reset();
    GeneratedKnowledgeBase onCopy = kb;
    onCopy.path = copy->path();
    copy.reset();
    std::printf("\n-- hybrid on the SQLite knowledge base (reference) --\n");
    const QJsonObject reference = runHybridBench(kb, quick);
    std::printf("\n-- hybrid on the member's copy synced from PostgreSQL --\n");
    const QJsonObject synced = runHybridBench(onCopy, quick);
    std::printf("\n");
    printRow(QStringLiteral("hybrid end to end, p50 / p95 ms"), {QStringLiteral("SQLite"), QStringLiteral("copy")});
    for (const char* p : {"p50_ms", "p95_ms"}) {
        const QString key = QString::fromLatin1(p);
        printRow(QStringLiteral("  ") + key,
                 {fmt(reference.value(QStringLiteral("hybrid")).toObject().value(key).toDouble()),
                  fmt(synced.value(QStringLiteral("hybrid")).toObject().value(key).toDouble())});
    }
    return 0;
}
