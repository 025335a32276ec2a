// SPDX-License-Identifier: GPL-3.0-or-later
// The provider's rate-limit headers: read in every format they come in, turned into waits by the
// gate, and obeyed by the embedding indexer, so that a run against a tight limit finishes without
// one 429, while the same burst without pacing is refused.
#include "FakeOpenAiServer.h"
#include "TestSupport.h"
#include "llm/HttpCall.h"
#include "llm/RateLimitGate.h"
#include "vector/EmbeddingIndexer.h"
#include "vector/EmbeddingStore.h"

#include <QJsonArray>
#include <QNetworkAccessManager>
#include <QSignalSpy>
#include <QTest>

using namespace lotse;

class TestRateLimits final : public QObject
{
    Q_OBJECT

    static RateLimits limits(qint64 remainingRequests, qint64 remainingTokens, qint64 resetMs, qint64 limitTokens = -1)
    {
        RateLimits r;
        r.remainingRequests = remainingRequests;
        r.remainingTokens = remainingTokens;
        r.resetRequestsMs = resetMs;
        r.resetTokensMs = resetMs;
        r.limitTokens = limitTokens;
        return r;
    }

    static ProviderConfig providerOn(const fake::FakeOpenAiServer& server)
    {
        ProviderConfig config;
        config.endpoint = server.baseUrl();
        config.chatDeployment = QStringLiteral("chat");
        config.embeddingDeployment = QStringLiteral("embed");
        config.dimensions = 16;
        return config;
    }

    // A knowledge base with the English sample handbook: a few dozen passages to embed.
    static void ingestSample(test::TempKnowledgeBase& kb)
    {
        for (const QString& f :
             IngestPipeline::expand({test::sampleHandbook(kb.file(QStringLiteral("hb")), QStringLiteral("en"))}).files)
            kb.pipeline->ingestFile(f);
    }

private Q_SLOTS:
    void durations_data()
    {
        QTest::addColumn<QByteArray>("value");
        QTest::addColumn<qint64>("ms");
        QTest::newRow("seconds") << QByteArray("1s") << qint64(1000);
        QTest::newRow("fraction") << QByteArray("1.5s") << qint64(1500);
        QTest::newRow("milliseconds") << QByteArray("20ms") << qint64(20);
        QTest::newRow("minutes and seconds") << QByteArray("6m0s") << qint64(360000);
        QTest::newRow("hours") << QByteArray("1h2m3.5s") << qint64(3723500);
        QTest::newRow("bare seconds") << QByteArray("2") << qint64(2000);
        QTest::newRow("bare fraction rounds up") << QByteArray("0.0004") << qint64(1);
        QTest::newRow("spaces") << QByteArray(" 3s ") << qint64(3000);
        QTest::newRow("empty") << QByteArray("") << qint64(-1);
        QTest::newRow("unknown unit") << QByteArray("3d") << qint64(-1);
        QTest::newRow("no number") << QByteArray("s") << qint64(-1);
        QTest::newRow("negative") << QByteArray("-5") << qint64(-1);
        QTest::newRow("garbage") << QByteArray("soon") << qint64(-1);
    }
    void durations()
    {
        QFETCH(QByteArray, value);
        QFETCH(qint64, ms);
        QCOMPARE(RateLimits::parseDurationMs(value), ms);
    }

    void headersAreRead()
    {
        const RateLimits r = RateLimits::fromHeaders({{"x-ratelimit-limit-requests", "600"},
                                                      {"x-ratelimit-remaining-requests", "7"},
                                                      {"x-ratelimit-limit-tokens", "60000"},
                                                      {"x-ratelimit-remaining-tokens", "abc"},
                                                      {"x-ratelimit-reset-requests", "250ms"}});
        QCOMPARE(r.limitRequests, 600);
        QCOMPARE(r.remainingRequests, 7);
        QCOMPARE(r.limitTokens, 60000);
        QCOMPARE(r.remainingTokens, -1); // unreadable: unknown, not zero
        QCOMPARE(r.resetRequestsMs, 250);
        QCOMPARE(r.resetTokensMs, -1);
        QVERIFY(r.known());
        QVERIFY(!RateLimits::fromHeaders({{"content-type", "application/json"}}).known());
    }

    void gate_data()
    {
        QTest::addColumn<RateLimits>("last");
        QTest::addColumn<qint64>("receivedAt");
        QTest::addColumn<qint64>("tokens");
        QTest::addColumn<int>("inFlightRequests");
        QTest::addColumn<qint64>("inFlightTokens");
        QTest::addColumn<qint64>("now");
        QTest::addColumn<qint64>("delay");
        QTest::newRow("budget left") << limits(5, 5000, 800) << qint64(0) << qint64(100) << 0 << qint64(0) << qint64(10)
                                     << qint64(0);
        // Every wait for a refill has the margin on top: the clocks count milliseconds apart.
        const qint64 m = RateLimitGate::marginMs;
        QTest::newRow("no requests left")
            << limits(0, 5000, 800) << qint64(0) << qint64(100) << 0 << qint64(0) << qint64(300) << qint64(500 + m);
        QTest::newRow("the last request is in flight")
            << limits(1, 5000, 800) << qint64(0) << qint64(100) << 1 << qint64(100) << qint64(0) << qint64(800 + m);
        QTest::newRow("too few tokens") << limits(5, 150, 400) << qint64(100) << qint64(200) << 0 << qint64(0)
                                        << qint64(200) << qint64(300 + m);
        QTest::newRow("tokens taken by requests in flight")
            << limits(5, 300, 400) << qint64(0) << qint64(200) << 1 << qint64(200) << qint64(0) << qint64(400 + m);
        QTest::newRow("the window has refilled")
            << limits(0, 0, 800) << qint64(0) << qint64(100) << 0 << qint64(0) << qint64(900) << qint64(0);
        QTest::newRow("refilled only at the margin")
            << limits(0, 0, 800) << qint64(0) << qint64(100) << 0 << qint64(0) << qint64(810) << qint64(m - 10);
        QTest::newRow("reset unknown: the default window")
            << limits(0, -1, -1) << qint64(0) << qint64(100) << 0 << qint64(0) << qint64(250)
            << qint64(RateLimitGate::defaultResetMs + m - 250);
        QTest::newRow("larger than the whole limit is not held")
            << limits(5, 100, 800, 1000) << qint64(0) << qint64(5000) << 0 << qint64(0) << qint64(0) << qint64(0);
        QTest::newRow("only requests known")
            << limits(3, -1, 800) << qint64(0) << qint64(1000000) << 2 << qint64(0) << qint64(0) << qint64(0);
    }
    void gate()
    {
        QFETCH(RateLimits, last);
        QFETCH(qint64, receivedAt);
        QFETCH(qint64, tokens);
        QFETCH(int, inFlightRequests);
        QFETCH(qint64, inFlightTokens);
        QFETCH(qint64, now);
        QFETCH(qint64, delay);
        RateLimitGate gate;
        QCOMPARE(gate.delayMs(tokens, inFlightRequests, inFlightTokens, now), 0); // nothing heard yet
        gate.update(last, receivedAt);
        QCOMPARE(gate.delayMs(tokens, inFlightRequests, inFlightTokens, now), delay);
    }

    void anUnknownAnswerKeepsTheLastLimits()
    {
        RateLimitGate gate;
        gate.update(limits(0, -1, 500), 0);
        gate.update(RateLimits{}, 10); // a response without the headers says nothing new
        QCOMPARE(gate.delayMs(1, 0, 0, 100), 400 + RateLimitGate::marginMs);
    }

    // Two requests out: the answer to the older one, arriving last, does not count the newer one the
    // provider already admitted, so it must not replace the newer answer's budget.
    void anOlderAnswerArrivingLateIsIgnored()
    {
        RateLimitGate gate;
        gate.update(limits(0, 5000, 300), 50, 20); // the newer request: no requests left
        gate.update(limits(4, 5000, 320), 60, 10); // the older one, answered later
        QCOMPARE(gate.last().remainingRequests, 0);
        QCOMPARE(gate.delayMs(100, 0, 0, 100), 250 + RateLimitGate::marginMs);
        gate.update(limits(3, 5000, 900), 400, 30); // a newer request again: believed
        QCOMPARE(gate.delayMs(100, 0, 0, 400), 0);
        gate.update(limits(0, 5000, 900), 410); // no send time known: always the latest word
        QCOMPARE(gate.last().remainingRequests, 0);
    }

    // The fake server's limiter is real: a burst that ignores the headers is refused with 429.
    void theServerRefusesABurstOverItsLimit()
    {
        fake::FakeOpenAiServer server;
        server.scenario().rateLimit = {3, 0, 60000};
        QVERIFY(server.listen());
        QNetworkAccessManager network;
        RetryPolicy noRetry;
        noRetry.maxRetries = 0;
        std::vector<std::unique_ptr<HttpCall>> calls;
        QList<RateLimits> heard;
        int failures = 0;
        int successes = 0;
        for (int i = 0; i < 5; ++i) {
            auto call = std::make_unique<HttpCall>(network, noRetry);
            connect(call.get(), &HttpCall::rateLimits, this, [&heard](const RateLimits& r) { heard.append(r); });
            connect(call.get(), &HttpCall::failed, this, [&failures] { ++failures; });
            connect(call.get(), &HttpCall::succeeded, this, [&successes] { ++successes; });
            call->start(HttpCall::Request::to(
                providerOn(server), Credential(), providerOn(server).embeddingsUrl(),
                QJsonObject{{QStringLiteral("model"), QStringLiteral("embed")},
                            {QStringLiteral("input"), QJsonArray{QStringLiteral("text %1").arg(i)}}}));
            calls.push_back(std::move(call));
        }
        QTRY_COMPARE_WITH_TIMEOUT(successes + failures, 5, 10000);
        QCOMPARE(successes, 3);
        QCOMPARE(failures, 2);
        QCOMPARE(server.rateLimited(), 2);
        QCOMPARE(heard.size(), 5); // every response, the refusals too, carried the headers
        QCOMPARE(heard.last().remainingRequests, 0);
        QVERIFY(heard.last().resetRequestsMs > 0);
    }

    // Against tight request and token budgets, the indexer paces its batches by the headers and
    // finishes every passage without a single 429.
    void theIndexerStaysWithinTheLimits_data()
    {
        QTest::addColumn<int>("requests");
        QTest::addColumn<qint64>("tokens");
        QTest::newRow("requests") << 2 << qint64(0);
        QTest::newRow("tokens") << 0 << qint64(3000);
        QTest::newRow("both") << 3 << qint64(4000);
    }
    void theIndexerStaysWithinTheLimits()
    {
        QFETCH(int, requests);
        QFETCH(qint64, tokens);
        test::TempKnowledgeBase kb;
        ingestSample(kb);
        fake::FakeOpenAiServer server;
        server.scenario().embeddingDimensions = 16;
        server.scenario().rateLimit = {requests, tokens, 250};
        QVERIFY(server.listen());
        QNetworkAccessManager network;
        const ProviderConfig config = providerOn(server);
        const int total = EmbeddingStore(*kb.db).missingCount(config.embeddingModelKey()).value();
        QVERIFY2(total >= 20, qPrintable(QString::number(total)));

        EmbeddingIndexer indexer(*kb.db, network, config, Credential(), 4, 2);
        QSignalSpy finished(&indexer, &EmbeddingIndexer::finished);
        QSignalSpy failed(&indexer, &EmbeddingIndexer::failed);
        indexer.start();
        QVERIFY(finished.wait(60000));
        QVERIFY(failed.isEmpty());
        QCOMPARE(finished.first().at(0).toInt(), total);
        QCOMPARE(EmbeddingStore(*kb.db).missingCount(config.embeddingModelKey()).value(), 0);
        QCOMPARE(server.rateLimited(), 0);
        // Several windows were needed: the pacing really happened.
        QVERIFY(server.requests().size() >= (total + 3) / 4);
    }
};

QTEST_GUILESS_MAIN(TestRateLimits)
#include "tst_ratelimits.moc"
