// SPDX-License-Identifier: GPL-3.0-or-later
// The vector side: vectors stored by text hash and model (so unchanged text is never embedded
// twice), a size mismatch rejected as a whole, and reciprocal-rank fusion with a display score
// that stays a 0..1 similarity.
#include "FakeOpenAiServer.h"
#include "TestSupport.h"
#include "agent/llm/LlmContext.h"
#include "vector/EmbeddingService.h"
#include "vector/EmbeddingStore.h"
#include "vector/HybridRetriever.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QSignalSpy>
#include <QSqlQuery>
#include <QTest>

using namespace lotse;

class TestHybrid final : public QObject
{
    Q_OBJECT

    static Hit hit(qint64 id, double score)
    {
        Hit h;
        h.chunkId = id;
        h.score = score;
        h.title = QStringLiteral("T%1").arg(id);
        return h;
    }

    // The English sample handbook, indexed into `kb`.
    static void ingestSample(test::TempKnowledgeBase& kb)
    {
        for (const QString& f :
             IngestPipeline::expand({test::sampleHandbook(kb.file(QStringLiteral("hb")), QStringLiteral("en"))}).files)
            kb.pipeline->ingestFile(f);
    }

    static ProviderConfig providerOn(const fake::FakeOpenAiServer& server, const QString& embedding, int dimensions)
    {
        ProviderConfig config;
        config.endpoint = server.baseUrl();
        config.chatDeployment = QStringLiteral("chat");
        config.embeddingDeployment = embedding;
        config.dimensions = dimensions;
        return config;
    }

    // Every passage embedded with `config`, on an EmbeddingService's own thread as in the app.
    static bool embedAll(const QString& dbPath, const ProviderConfig& config)
    {
        EmbeddingService service(dbPath);
        QSignalSpy finished(&service, &EmbeddingService::finished);
        service.start(config, Credential());
        return finished.wait(10000);
    }

    // The English sample handbook embedded through the fake server, and a hybrid retriever on a
    // connection of its own, as the agent thread has it.
    struct EmbeddedSample
    {
        test::TempKnowledgeBase kb;
        fake::FakeOpenAiServer server;
        std::unique_ptr<LlmContext> context;
        std::unique_ptr<HybridRetriever> retriever;

        bool open()
        {
            ingestSample(kb);
            server.scenario().deployments = {QStringLiteral("embed")};
            if (!server.listen())
                return false;
            const ProviderConfig config = providerOn(server, QStringLiteral("embed"), 32);
            if (!embedAll(kb.dbPath(), config))
                return false;
            auto db = Database::open(kb.dbPath());
            if (!db)
                return false;
            context = std::make_unique<LlmContext>(std::move(db).value(), config, Credential());
            retriever = std::make_unique<HybridRetriever>(*context);
            return true;
        }
    };

    // One question's passages, waited for (empty when none came in time).
    static QList<Hit> retrieveNow(HybridRetriever& retriever, const QString& question)
    {
        QList<Hit> hits;
        bool done = false;
        retriever.retrieve(question, 5, [&](Result<QList<Hit>> r) {
            QVERIFY(r.ok());
            hits = r.value();
            done = true;
        });
        if (!QTest::qWaitFor([&] { return done; }, 10000))
            qWarning("no answer");
        return hits;
    }

private Q_SLOTS:
    void vectorsAreKeyedByTextAndModel()
    {
        test::TempKnowledgeBase kb;
        const QString a = kb.write(QStringLiteral("a.md"), "# A\n\nThe same paragraph.\n");
        const QString b = kb.write(QStringLiteral("b.md"), "# A\n\nThe same paragraph.\n");
        kb.pipeline->ingestFile(a);
        kb.pipeline->ingestFile(b);
        EmbeddingStore store(*kb.db);
        // Two documents, one text: embedded once.
        QCOMPARE(store.missingCount(QStringLiteral("m1")).value(), 1);
        const auto pending = store.missing(QStringLiteral("m1"), 10).value();
        QCOMPARE(pending.size(), 1);
        QVERIFY(store.save(QStringLiteral("m1"), 3, {{pending.first().sha256, {1.0f, 0.0f, 0.0f}}}).ok());
        QCOMPARE(store.missingCount(QStringLiteral("m1")).value(), 0);
        QCOMPARE(store.vectors(QStringLiteral("m1")).value().size(), 2); // both chunks share the vector
        // Another model has its own vectors.
        QCOMPARE(store.missingCount(QStringLiteral("m2")).value(), 1);
        // Re-ingesting a changed file keeps vectors of texts that did not change.
        kb.write(QStringLiteral("b.md"), "# A\n\nThe same paragraph.\n\n## B\n\nA new paragraph.\n");
        kb.pipeline->ingestFile(b);
        QCOMPARE(store.missingCount(QStringLiteral("m1")).value(), 1);
    }

    // The passage hash index exists only where vectors are looked up: ingestion without embeddings
    // does not maintain it; the embedding thread makes it before its first scan, and the vector
    // lookups then join through it.
    void theEmbeddingThreadMakesTheLookupIndex()
    {
        const auto number = [](Database& db, const QString& sql) {
            const QVariant value = test::scalar(db, sql);
            return value.isValid() ? value.toLongLong() : -1;
        };
        const QString exists =
            QStringLiteral("SELECT count(*) FROM sqlite_master WHERE type = 'index' AND name = 'chunks_by_sha256'");
        test::TempKnowledgeBase kb;
        ingestSample(kb);
        QCOMPARE(number(*kb.db, exists), 0);
        fake::FakeOpenAiServer server;
        server.scenario().deployments = {QStringLiteral("embed")};
        QVERIFY(server.listen());
        QVERIFY(embedAll(kb.dbPath(), providerOn(server, QStringLiteral("embed"), 16)));
        QCOMPARE(number(*kb.db, exists), 1);
        QSqlQuery plan(kb.db->handle());
        QVERIFY(plan.exec(QStringLiteral("EXPLAIN QUERY PLAN SELECT count(DISTINCT c.sha256) FROM chunks c WHERE NOT"
                                         " EXISTS (SELECT 1 FROM embeddings e WHERE e.chunk_sha256 = c.sha256)")));
        QStringList steps;
        while (plan.next())
            steps.append(plan.value(3).toString());
        QVERIFY2(steps.join(u'|').contains(QStringLiteral("chunks_by_sha256")), qPrintable(steps.join(u'|')));
        // Every passage has its vector, found through the index.
        EmbeddingStore store(*kb.db);
        const auto active = store.active();
        QVERIFY(active && active.value());
        QCOMPARE(store.missingCount(active.value()->modelKey).value(), 0);
        QCOMPARE(store.vectorCount(active.value()->modelKey).value(),
                 number(*kb.db, QStringLiteral("SELECT count(*) FROM chunks")));
        // Made once: a second run finds it.
        QVERIFY(store.ensureLookupIndex().ok());
        QCOMPARE(number(*kb.db, exists), 1);
    }

    void aSizeMismatchStoresNothing()
    {
        test::TempKnowledgeBase kb;
        kb.pipeline->ingestFile(kb.write(QStringLiteral("a.md"), "# A\n\nOne.\n\n## B\n\nTwo.\n"));
        EmbeddingStore store(*kb.db);
        const auto pending = store.missing(QStringLiteral("m"), 10).value();
        QCOMPARE(pending.size(), 2);
        const Status saved = store.save(
            QStringLiteral("m"), 3, {{pending.at(0).sha256, {1.0f, 0.0f, 0.0f}}, {pending.at(1).sha256, {1.0f, 0.0f}}});
        QVERIFY(!saved.ok());
        QVERIFY(saved.error().message.contains(QStringLiteral("dimensions")));
        QCOMPARE(store.missingCount(QStringLiteral("m")).value(), 2); // the whole batch rolled back
    }

    void packingRoundTrips()
    {
        const EmbeddingStore::Vector v{0.5f, -1.25f, 3.0f};
        QCOMPARE(EmbeddingStore::unpack(EmbeddingStore::pack(v)), v);
    }

    // The documents still to embed are listed by the embedding thread (a scan of every passage,
    // hundreds of milliseconds at 100,000), never by the GUI thread.
    void theEmbeddingThreadNamesThePendingDocuments()
    {
        test::TempKnowledgeBase kb;
        ingestSample(kb);
        fake::FakeOpenAiServer server;
        server.scenario().embeddingDimensions = 8;
        QVERIFY(server.listen());
        const ProviderConfig config = providerOn(server, QStringLiteral("embed"), 8);
        QStringList expected;
        const auto documents = kb.store->documents();
        QVERIFY(documents.ok());
        for (const DocumentRecord& d : documents.value())
            expected.append(d.path);
        expected.sort();

        EmbeddingService service(kb.dbPath());
        QSignalSpy pending(&service, &EmbeddingService::pending);
        QSignalSpy finished(&service, &EmbeddingService::finished);
        service.start(config, Credential());
        QVERIFY(finished.wait(10000));
        QVERIFY(!pending.isEmpty());
        QCOMPARE(pending.first().first().toStringList(), expected);

        // Nothing left: a second run names no document at all.
        pending.clear();
        service.start(config, Credential());
        QVERIFY(finished.wait(10000));
        QVERIFY(pending.isEmpty());
    }

    void theOldModelKeepsAnsweringWhileANewOneEmbeds()
    {
        test::TempKnowledgeBase kb;
        ingestSample(kb);
        fake::Scenario scenario;
        scenario.deployments = {QStringLiteral("embed"), QStringLiteral("embed2")};
        fake::FakeOpenAiServer server(scenario);
        QVERIFY(server.listen());
        const ProviderConfig a = providerOn(server, QStringLiteral("embed"), 32);
        const ProviderConfig b = providerOn(server, QStringLiteral("embed2"), 16);

        EmbeddingService service(kb.dbPath()); // its own thread and connection
        QSignalSpy finished(&service, &EmbeddingService::finished);
        service.start(a, Credential());
        QVERIFY(finished.wait(10000));
        QCOMPARE(finished.first().first().toInt(), 64);
        QCOMPARE(EmbeddingStore(*kb.db).active().value()->modelKey, a.embeddingModelKey());

        // The model changes; its embedding is slow. Meanwhile questions still use the old vectors.
        server.scenario().faults.append(
            {QStringLiteral("embeddings"), QStringLiteral("\"model\":\"embed2\""), 100, 0, {}, {}, 1500, false, -1});
        service.start(b, Credential());
        auto db = Database::open(kb.dbPath());
        QVERIFY(db.ok());
        LlmContext context(std::move(db).value(), b, Credential());
        HybridRetriever retriever(context);
        QList<Hit> hits;
        auto ask = [&]() -> QString {
            hits.clear();
            bool done = false;
            retriever.retrieve(QStringLiteral("How many vacation days do I get per year?"), 5,
                               [&](Result<QList<Hit>> r) {
                                   QVERIFY(r.ok());
                                   hits = r.value();
                                   done = true;
                               });
            if (!QTest::qWaitFor([&] { return done; }, 10000))
                return QStringLiteral("(no answer)");
            // The embedding service's own requests interleave: find the one that embedded the question.
            for (auto it = server.requests().crbegin(); it != server.requests().crend(); ++it) {
                const QJsonObject body = it->json();
                if (body.value(QStringLiteral("input"))
                        .toArray()
                        .first()
                        .toString()
                        .startsWith(QStringLiteral("How many")))
                    return body.value(QStringLiteral("model")).toString();
            }
            return QStringLiteral("(no request)");
        };
        QCOMPARE(ask(), QStringLiteral("embed")); // the question embedded by the model of the stored vectors
        QVERIFY(!hits.isEmpty());
        QCOMPARE(EmbeddingStore(*kb.db).active().value()->modelKey, a.embeddingModelKey());

        QVERIFY(finished.wait(10000));
        QCOMPARE(EmbeddingStore(*kb.db).active().value()->modelKey, b.embeddingModelKey());
        QCOMPARE(ask(), QStringLiteral("embed2")); // complete: the new model takes over
        QVERIFY(!hits.isEmpty());
    }

    void subQuestionsShareOneEmbeddingRequest()
    {
        // Issue 6: the sub-questions of a decomposed question are retrieved together, in one
        // embedding request and one pass over the vector index, with the same passages (and
        // scores) as one by one.
        EmbeddedSample sample;
        QVERIFY(sample.open());
        const auto& server = sample.server;
        HybridRetriever& retriever = *sample.retriever;
        const QStringList questions{QStringLiteral("How many vacation days do I get per year?"),
                                    QStringLiteral("How much is the training budget?"),
                                    QStringLiteral("What do I do when my laptop is stolen?")};
        const qsizetype before = server.requests().size();
        QList<QList<Hit>> together;
        bool done = false;
        retriever.retrieveAll(questions, 5, [&](Result<QList<QList<Hit>>> r) {
            QVERIFY(r.ok());
            together = r.value();
            done = true;
        });
        QVERIFY(QTest::qWaitFor([&] { return done; }, 10000));
        QCOMPARE(server.requests().size(), before + 1);
        QCOMPARE(server.requests().last().json().value(QStringLiteral("input")).toArray().size(), questions.size());
        QCOMPARE(together.size(), questions.size());

        for (qsizetype i = 0; i < questions.size(); ++i) {
            const QList<Hit> alone = retrieveNow(retriever, questions.at(i));
            QVERIFY(!alone.isEmpty());
            QCOMPARE(together.at(i).size(), alone.size());
            for (qsizetype k = 0; k < alone.size(); ++k) {
                QCOMPARE(together.at(i).at(k).chunkId, alone.at(k).chunkId);
                QCOMPARE(together.at(i).at(k).score, alone.at(k).score);
            }
        }
    }

    void aLargeIndexLoadsWhileKeywordSearchAnswers()
    {
        EmbeddedSample sample;
        QVERIFY(sample.open());
        auto& server = sample.server;
        HybridRetriever& retriever = *sample.retriever;
        retriever.setSynchronousLoadLimit(0); // every index counts as large
        const QString question = QStringLiteral("How many vacation days do I get per year?");
        auto questionRequests = [&] {
            int n = 0;
            for (const auto& r : server.requests())
                n += r.json().value(QStringLiteral("input")).toArray().first().toString() == question ? 1 : 0;
            return n;
        };
        auto ask = [&] { return retrieveNow(retriever, question); };
        // The first question does not wait for the vectors: keyword search answers, nothing is embedded.
        QVERIFY(!ask().isEmpty());
        QCOMPARE(questionRequests(), 0);
        // Once loaded, questions are embedded and answered from both.
        QTRY_VERIFY_WITH_TIMEOUT((ask(), questionRequests() > 0), 10000);
        QVERIFY(!ask().isEmpty());
        // The embedding call fails after keyword search is done: its passages still answer.
        server.scenario().faults.append(
            {QStringLiteral("embeddings"), QStringLiteral("vacation days"), 1, 400, {}, {}, 0, false, -1});
        const int before = questionRequests();
        const QList<Hit> fallback = ask();
        QCOMPARE(questionRequests(), before + 1);
        QVERIFY(!fallback.isEmpty());
        QVERIFY(fallback.size() <= 5);
    }

    void reciprocalRankFusion()
    {
        const QList<Hit> lexical{hit(1, 0.8), hit(2, 0.6), hit(3, 0.4)};
        const QList<HybridRetriever::Scored> vector{{3, 0.95}, {4, 0.9}, {1, 0.2}, {99, 0.85}};
        const auto load = [](qint64 id) -> std::optional<Hit> {
            if (id == 99)
                return std::nullopt; // removed since the vectors were loaded
            return hit(id, 0);
        };
        const QList<Hit> fused = HybridRetriever::fuse(lexical, vector, 10, load);
        QList<qint64> ids;
        for (const Hit& h : fused)
            ids.append(h.chunkId);
        // 1: 1/61 + 1/63; 3: 1/63 + 1/61; tie broken by id. 2: 1/62; 4: 1/62 (vector rank 2).
        QCOMPARE(ids, (QList<qint64>{1, 3, 2, 4}));
        QCOMPARE(fused.at(0).rank, 1);
        QCOMPARE(fused.at(1).score, 0.95); // the better of BM25 0.4 and cosine 0.95
        QCOMPARE(fused.at(0).score, 0.8);
        QCOMPARE(fused.at(3).score, 0.9); // vector-only: its similarity
        QVERIFY(fused.at(0).rawScore > fused.at(2).rawScore);
        QCOMPARE(HybridRetriever::fuse(lexical, vector, 2, load).size(), 2);
    }
};

QTEST_GUILESS_MAIN(TestHybrid)
#include "tst_hybrid.moc"
