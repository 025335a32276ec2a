// SPDX-License-Identifier: GPL-3.0-or-later
// The provider clients against the fake server: the right URL, headers and body for each kind of
// provider; streamed and whole answers; retries that honour Retry-After; persistent errors, hangs
// (never sent twice) and cut-off streams reported as such; and the key never in the log.
#include "FakeOpenAiServer.h"
#include "TestSupport.h"
#include "llm/ChatClient.h"
#include "llm/EmbeddingClient.h"

#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLoggingCategory>
#include <QNetworkAccessManager>
#include <QSignalSpy>
#include <QTest>

using namespace lotse;
using fake::FakeOpenAiServer;

namespace {

const QString key = QStringLiteral("test-key-0123456789abcdef0123456789");

QStringList g_log;
void captureLog(QtMsgType, const QMessageLogContext&, const QString& message)
{
    g_log.append(message);
}

} // namespace

class TestLlmClient final : public QObject
{
    Q_OBJECT

    std::unique_ptr<FakeOpenAiServer> m_server;
    QNetworkAccessManager m_network;

    ProviderConfig config(ProviderConfig::Kind kind) const
    {
        ProviderConfig c;
        c.kind = kind;
        c.endpoint = kind == ProviderConfig::Kind::OpenAiCompatible
                         ? QUrl(m_server->baseUrl().toString() + QStringLiteral("/v1"))
                         : m_server->baseUrl();
        c.chatDeployment = QStringLiteral("chat");
        c.embeddingDeployment = QStringLiteral("embed");
        c.timeoutMs = 5000;
        return c;
    }
    static RetryPolicy fastRetries()
    {
        RetryPolicy p;
        p.baseDelayMs = 10;
        p.maxDelayMs = 40;
        return p;
    }
    static ChatRequest question(const QString& text, bool stream = false)
    {
        ChatRequest r;
        r.messages = {{QStringLiteral("system"), QStringLiteral("Answer from the handbook.")},
                      {QStringLiteral("user"), text}};
        r.stream = stream;
        return r;
    }

    QTemporaryDir m_settings;

private Q_SLOTS:
    void initTestCase() { test::isolateSettings(m_settings.path()); }

    void init()
    {
        fake::Scenario s;
        s.apiKey = key;
        s.deployments = {QStringLiteral("chat"), QStringLiteral("embed")};
        s.chat = {
            {QStringLiteral("vacation"), {}, "Thirty working days per calendar year.", {}, QStringLiteral("stop")},
            {QStringLiteral("filtered"), {}, "", {}, QStringLiteral("content_filter")}};
        m_server = std::make_unique<FakeOpenAiServer>(s);
        QVERIFY(m_server->listen());
    }

    void requestShapePerProvider_data()
    {
        QTest::addColumn<int>("kind");
        QTest::addColumn<QString>("path");
        QTest::addColumn<QByteArray>("authHeader");
        QTest::addColumn<QString>("maxField");
        QTest::newRow("azure v1") << int(ProviderConfig::Kind::AzureV1) << "/openai/v1/chat/completions"
                                  << QByteArray("api-key") << "max_completion_tokens";
        QTest::newRow("azure legacy") << int(ProviderConfig::Kind::AzureLegacy)
                                      << "/openai/deployments/chat/chat/completions?api-version=2025-04-01-preview"
                                      << QByteArray("api-key") << "max_completion_tokens";
        QTest::newRow("openai-compatible") << int(ProviderConfig::Kind::OpenAiCompatible) << "/v1/chat/completions"
                                           << QByteArray("authorization") << "max_tokens";
    }
    void requestShapePerProvider()
    {
        QFETCH(int, kind);
        QFETCH(QString, path);
        QFETCH(QByteArray, authHeader);
        QFETCH(QString, maxField);
        ChatClient client(m_network, config(ProviderConfig::Kind(kind)), Credential::key(key), fastRetries());
        QSignalSpy done(&client, &ChatClient::finished);
        client.complete(question(QStringLiteral("How many vacation days?")));
        QVERIFY(done.wait(3000));
        QCOMPARE(done.first().first().value<ChatResult>().content,
                 QStringLiteral("Thirty working days per calendar year."));
        const auto& request = m_server->requests().last();
        QCOMPARE(request.path, path);
        QVERIFY(request.headers.value(authHeader).contains(key.toUtf8()));
        const QJsonObject body = request.json();
        QCOMPARE(body.value(maxField).toInt(), 1024);
        QCOMPARE(body.value(QStringLiteral("model")).toString(), QStringLiteral("chat"));
        QVERIFY(body.contains(QStringLiteral("temperature")));
    }

    void cancellingAnIdleClientReportsNothing()
    {
        // The loop cancels every strategy on Stop, also those that never started a call (and
        // have nobody waiting for an answer).
        ChatClient client(m_network, config(ProviderConfig::Kind::AzureV1), Credential::key(key), fastRetries());
        QSignalSpy failed(&client, &ChatClient::failed);
        client.cancel();
        QCOMPARE(failed.size(), 0);
        QSignalSpy done(&client, &ChatClient::finished);
        client.complete(question(QStringLiteral("How many vacation days?")));
        QVERIFY(done.wait(3000));
        client.cancel(); // after the end: still nothing
        QCOMPARE(failed.size(), 0);
    }

    void reasoningModelsGetNoSamplingParameters()
    {
        ProviderConfig c = config(ProviderConfig::Kind::OpenAiCompatible);
        c.reasoning = ProviderConfig::Reasoning::Yes; // the setting's override
        ChatClient client(m_network, c, Credential::key(key));
        ChatRequest r = question(QStringLiteral("x"));
        r.schemaName = QStringLiteral("verdict");
        r.jsonSchema = QJsonObject{{QStringLiteral("type"), QStringLiteral("object")}};
        r.effort = ReasoningEffort::Medium;
        const QJsonObject body = client.body(r);
        QVERIFY(!body.contains(QStringLiteral("temperature")));
        QVERIFY(!body.contains(QStringLiteral("max_tokens")));
        // The visible budget plus room for thinking, which max_completion_tokens counts too.
        QCOMPARE(body.value(QStringLiteral("max_completion_tokens")).toInt(),
                 1024 + reasoning::allowance(ReasoningEffort::Medium));
        QCOMPARE(body.value(QStringLiteral("reasoning_effort")).toString(), QStringLiteral("medium"));
        const QJsonObject format = body.value(QStringLiteral("response_format")).toObject();
        QCOMPARE(format.value(QStringLiteral("type")).toString(), QStringLiteral("json_schema"));
        QCOMPARE(format.value(QStringLiteral("json_schema")).toObject().value(QStringLiteral("strict")).toBool(), true);
    }

    void streamsTheAnswerInPieces()
    {
        ChatClient client(m_network, config(ProviderConfig::Kind::AzureV1), Credential::key(key), fastRetries());
        QStringList pieces;
        connect(&client, &ChatClient::delta, this, [&](const QString& t) { pieces.append(t); });
        QSignalSpy done(&client, &ChatClient::finished);
        client.complete(question(QStringLiteral("How many vacation days?"), true));
        QVERIFY(done.wait(3000));
        const ChatResult result = done.first().first().value<ChatResult>();
        QCOMPARE(pieces.join(QString()), QStringLiteral("Thirty working days per calendar year."));
        QVERIFY(pieces.size() >= 2);
        QCOMPARE(result.content, QStringLiteral("Thirty working days per calendar year."));
        QCOMPARE(result.finishReason, QStringLiteral("stop"));
        QVERIFY(result.usage.completionTokens > 0 && result.usage.promptTokens > 0);
    }

    void retryAfterIsHonoured()
    {
        m_server->scenario().faults.append(
            fake::Fault{QStringLiteral("chat"), {}, 2, 429, {{"retry-after-ms", "150"}}, {}, 0, false, -1});
        ChatClient client(m_network, config(ProviderConfig::Kind::AzureV1), Credential::key(key), fastRetries());
        QSignalSpy retrying(&client, &ChatClient::retrying);
        QSignalSpy done(&client, &ChatClient::finished);
        QElapsedTimer timer;
        timer.start();
        client.complete(question(QStringLiteral("How many vacation days?")));
        QVERIFY(done.wait(5000));
        QVERIFY2(timer.elapsed() >= 300, qPrintable(QString::number(timer.elapsed()))); // 2 × 150 ms, as asked
        QCOMPARE(retrying.size(), 2);
        QCOMPARE(retrying.at(0).at(1).toInt(), 150);
        QCOMPARE(m_server->requests().size(), 3);
    }

    void persistentServerErrorEndsClearly()
    {
        m_server->scenario().faults.append(fake::Fault{QStringLiteral("chat"), {}, 100, 500, {}, {}, 0, false, -1});
        ChatClient client(m_network, config(ProviderConfig::Kind::AzureV1), Credential::key(key), fastRetries());
        QSignalSpy failed(&client, &ChatClient::failed);
        client.complete(question(QStringLiteral("How many vacation days?")));
        QVERIFY(failed.wait(5000));
        const auto error = failed.first().first().value<ProviderError>();
        QCOMPARE(ProviderError::kindName(error.kind), QStringLiteral("server-error"));
        QCOMPARE(m_server->requests().size(), 4); // the first try and three retries
        QVERIFY(error.userMessage().contains(QStringLiteral("did not go away on retrying")));
    }

    void clientErrorsAreNotRetried_data()
    {
        QTest::addColumn<QString>("apiKey");
        QTest::addColumn<QString>("deployment");
        QTest::addColumn<QString>("kind");
        QTest::newRow("wrong key") << "wrong"
                                   << "chat"
                                   << "unauthorized";
        QTest::newRow("model name instead of deployment") << key << "gpt-4o"
                                                          << "not-found";
    }
    void clientErrorsAreNotRetried()
    {
        QFETCH(QString, apiKey);
        QFETCH(QString, deployment);
        QFETCH(QString, kind);
        ProviderConfig c = config(ProviderConfig::Kind::AzureV1);
        c.chatDeployment = deployment;
        ChatClient client(m_network, c, Credential::key(apiKey), fastRetries());
        QSignalSpy failed(&client, &ChatClient::failed);
        client.complete(question(QStringLiteral("How many vacation days?")));
        QVERIFY(failed.wait(3000));
        QCOMPARE(ProviderError::kindName(failed.first().first().value<ProviderError>().kind), kind);
        QCOMPARE(m_server->requests().size(), 1);
    }

    // The service may still be working on a call that ran out of time, and would bill it twice:
    // it fails, and is never sent again.
    void hangingRequestTimesOutWithoutBeingSentAgain()
    {
        m_server->scenario().faults.append(fake::Fault{QStringLiteral("chat"), {}, 1, 0, {}, {}, 0, true, -1});
        ProviderConfig c = config(ProviderConfig::Kind::AzureV1);
        c.timeoutMs = 1000;
        ChatClient client(m_network, c, Credential::key(key), fastRetries());
        QSignalSpy retrying(&client, &ChatClient::retrying);
        QSignalSpy failed(&client, &ChatClient::failed);
        client.complete(question(QStringLiteral("How many vacation days?")));
        QVERIFY(failed.wait(10000));
        QCOMPARE(retrying.size(), 0);
        QCOMPARE(failed.first().first().value<ProviderError>().kind, ProviderError::Kind::Timeout);
        QCOMPARE(m_server->requests().size(), 1);
    }

    // No first-byte limit: a slow reply (a reasoning model under load) is waited for, and sent once.
    void slowFirstByteIsWaitedFor()
    {
        m_server->scenario().faults.append(fake::Fault{QStringLiteral("chat"), {}, 1, 0, {}, {}, 2500, false, -1});
        ChatClient client(m_network, config(ProviderConfig::Kind::AzureV1), Credential::key(key), fastRetries());
        QSignalSpy done(&client, &ChatClient::finished);
        client.complete(question(QStringLiteral("How many vacation days?")));
        QVERIFY(done.wait(10000));
        QCOMPARE(m_server->requests().size(), 1);
    }

    void cutOffStreamIsReported()
    {
        m_server->scenario().faults.append(fake::Fault{QStringLiteral("chat"), {}, 1, 0, {}, {}, 0, false, 3});
        ChatClient client(m_network, config(ProviderConfig::Kind::AzureV1), Credential::key(key), fastRetries());
        QSignalSpy failed(&client, &ChatClient::failed);
        QSignalSpy done(&client, &ChatClient::finished);
        client.complete(question(QStringLiteral("How many vacation days?"), true));
        QVERIFY(failed.wait(3000));
        QCOMPARE(done.size(), 0);
        const auto error = failed.first().first().value<ProviderError>();
        QCOMPARE(ProviderError::kindName(error.kind), QStringLiteral("malformed-response"));
        QVERIFY(error.detail.contains(QStringLiteral("cut off")));
    }

    void filteredAnswerIsAnError()
    {
        ChatClient client(m_network, config(ProviderConfig::Kind::AzureV1), Credential::key(key), fastRetries());
        QSignalSpy failed(&client, &ChatClient::failed);
        client.complete(question(QStringLiteral("this will be filtered")));
        QVERIFY(failed.wait(3000));
        QCOMPARE(ProviderError::kindName(failed.first().first().value<ProviderError>().kind),
                 QStringLiteral("content-filtered"));
    }

    void embeddingsComeBackInInputOrder()
    {
        ProviderConfig c = config(ProviderConfig::Kind::AzureLegacy);
        c.dimensions = 32;
        EmbeddingClient client(m_network, c, Credential::key(key), fastRetries());
        QSignalSpy done(&client, &EmbeddingClient::finished);
        const QStringList texts{QStringLiteral("annual leave days"), QStringLiteral("password manager"),
                                QStringLiteral("leave days per year")};
        client.embed(texts);
        QVERIFY(done.wait(3000));
        const auto vectors = done.first().first().value<QList<Vector>>();
        QCOMPARE(vectors.size(), 3);
        for (const Vector& v : vectors)
            QCOMPARE(v.size(), 32);
        auto cosine = [](const Vector& a, const Vector& b) {
            double dot = 0;
            for (qsizetype i = 0; i < a.size(); ++i)
                dot += double(a[i]) * b[i];
            return dot;
        };
        QVERIFY(cosine(vectors[0], vectors[2]) > cosine(vectors[0], vectors[1]));
        QVERIFY(m_server->requests().last().path.startsWith(QStringLiteral("/openai/deployments/embed/embeddings")));
    }

    void theKeyNeverReachesTheLog()
    {
        g_log.clear();
        QLoggingCategory::setFilterRules(QStringLiteral("lotse.*.debug=true"));
        const QtMessageHandler previous = qInstallMessageHandler(captureLog);
        m_server->scenario().faults.append(fake::Fault{QStringLiteral("chat"), {}, 1, 503, {}, {}, 0, false, -1});
        ChatClient client(m_network, config(ProviderConfig::Kind::AzureV1), Credential::key(key), fastRetries());
        QSignalSpy done(&client, &ChatClient::finished);
        client.complete(question(QStringLiteral("How many vacation days?")));
        const bool finished = done.wait(3000);
        qInstallMessageHandler(previous);
        QLoggingCategory::setFilterRules(QString());
        QVERIFY(finished);
        QVERIFY(!g_log.isEmpty()); // the requests were logged…
        for (const QString& line : std::as_const(g_log))
            QVERIFY2(!line.contains(key), qPrintable(line)); // …without the key
        QVERIFY(g_log.join(QLatin1Char('\n')).contains(QStringLiteral("api-key: ***")));
    }
};

QTEST_GUILESS_MAIN(TestLlmClient)
#include "tst_llmclient.moc"
