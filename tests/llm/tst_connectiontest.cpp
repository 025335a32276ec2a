// SPDX-License-Identifier: GPL-3.0-or-later
// "Test connection" against the fake server: both deployments answering, and each way it can go
// wrong reported exactly (which deployment, which host, a wrong or missing key, a size that does
// not match the configured dimensions, no answer in time), with one report per run.
#include "FakeOpenAiServer.h"
#include "FakeResponses.h"
#include "llm/ConnectionTest.h"

#include <QJsonDocument>
#include <QNetworkAccessManager>
#include <QSignalSpy>
#include <QTcpServer>
#include <QTest>

using namespace lotse;
using fake::FakeOpenAiServer;
using State = ConnectionCheck::State;

namespace {

const QString key = QStringLiteral("conn-test-key-0123456789abcdef");

} // namespace

class TestConnectionTest final : public QObject
{
    Q_OBJECT

    std::unique_ptr<FakeOpenAiServer> m_server;
    QNetworkAccessManager m_network;

    ProviderConfig config(ProviderConfig::Kind kind = ProviderConfig::Kind::AzureV1) const
    {
        ProviderConfig c;
        c.kind = kind;
        c.endpoint = kind == ProviderConfig::Kind::OpenAiCompatible
                         ? QUrl(m_server->baseUrl().toString() + QStringLiteral("/v1"))
                         : m_server->baseUrl();
        c.chatDeployment = QStringLiteral("chat");
        c.embeddingDeployment = QStringLiteral("embed");
        return c;
    }

    // Runs a test to its end; the report, or an empty one (and a failed test) when finished() did
    // not come exactly once.
    ConnectionReport run(const ProviderConfig& c, const QString& apiKey, int timeoutMs = 10000)
    {
        ConnectionTest test(m_network, c, Credential::key(apiKey));
        test.setTimeout(timeoutMs);
        QSignalSpy finished(&test, &ConnectionTest::finished);
        test.start();
        [&] {
            QTRY_VERIFY_WITH_TIMEOUT(!finished.isEmpty(), timeoutMs + 10000);
            QCOMPARE(finished.size(), 1);
            QVERIFY(!test.isRunning());
        }();
        if (QTest::currentTestFailed())
            return {};
        return finished.first().first().value<ConnectionReport>();
    }

private Q_SLOTS:
    void init()
    {
        fake::Scenario s;
        s.apiKey = key;
        s.deployments = {QStringLiteral("chat"), QStringLiteral("embed")};
        s.embeddingDimensions = 64;
        m_server = std::make_unique<FakeOpenAiServer>(s);
        QVERIFY(m_server->listen());
    }

    void bothDeploymentsAnswer_data()
    {
        QTest::addColumn<int>("kind");
        QTest::addColumn<int>("dimensions");
        QTest::addColumn<int>("expectedDimensions");
        QTest::newRow("azure v1") << int(ProviderConfig::Kind::AzureV1) << 0 << 64;
        QTest::newRow("azure legacy") << int(ProviderConfig::Kind::AzureLegacy) << 0 << 64;
        QTest::newRow("openai-compatible") << int(ProviderConfig::Kind::OpenAiCompatible) << 0 << 64;
        QTest::newRow("shortened vectors") << int(ProviderConfig::Kind::AzureV1) << 32 << 32;
    }
    void bothDeploymentsAnswer()
    {
        QFETCH(int, kind);
        QFETCH(int, dimensions);
        QFETCH(int, expectedDimensions);
        ProviderConfig c = config(ProviderConfig::Kind(kind));
        c.dimensions = dimensions;
        const ConnectionReport report = run(c, key);
        QVERIFY2(report.chat.ok(), qPrintable(report.chat.message));
        QVERIFY2(report.embeddings.ok(), qPrintable(report.embeddings.message));
        QVERIFY(report.ok());
        QCOMPARE(report.chat.deployment, QStringLiteral("chat"));
        QCOMPARE(report.embeddings.deployment, QStringLiteral("embed"));
        QCOMPARE(report.embeddings.dimensions, expectedDimensions);
        // A small, non-streamed request to each deployment; both sent, nothing retried.
        QCOMPARE(m_server->requests().size(), 2);
        for (const auto& request : m_server->requests()) {
            const QJsonObject body = request.json();
            QVERIFY(!body.value(QStringLiteral("stream")).toBool());
            if (request.path.contains(QStringLiteral("chat")))
                QVERIFY(body.value(c.maxTokensField()).toInt() <= 256);
        }
    }

    void withoutEmbeddingDeploymentOnlyChatIsChecked()
    {
        ProviderConfig c = config();
        c.embeddingDeployment.clear();
        const ConnectionReport report = run(c, key);
        QVERIFY(report.chat.ok());
        QCOMPARE(report.embeddings.state, State::NotConfigured);
        QVERIFY(report.ok());
        QCOMPARE(m_server->requests().size(), 1);
    }

    void unknownDeploymentIsNamed_data()
    {
        QTest::addColumn<bool>("chat");
        QTest::newRow("chat") << true;
        QTest::newRow("embeddings") << false;
    }
    void unknownDeploymentIsNamed()
    {
        QFETCH(bool, chat);
        ProviderConfig c = config();
        (chat ? c.chatDeployment : c.embeddingDeployment) = QStringLiteral("gpt-4o-typo");
        const ConnectionReport report = run(c, key);
        const ConnectionCheck& bad = chat ? report.chat : report.embeddings;
        const ConnectionCheck& good = chat ? report.embeddings : report.chat;
        QVERIFY(good.ok());
        QCOMPARE(bad.state, State::Failed);
        QVERIFY(bad.error);
        QCOMPARE(bad.error->kind, ProviderError::Kind::NotFound);
        QVERIFY2(bad.message.contains(QStringLiteral("There is no deployment “gpt-4o-typo”")), qPrintable(bad.message));
        QVERIFY2(bad.message.contains(QStringLiteral("HTTP 404")), qPrintable(bad.message));
        QVERIFY(!report.ok());
    }

    void wrongPathIsNotCalledAMissingDeployment()
    {
        ProviderConfig c = config(ProviderConfig::Kind::OpenAiCompatible);
        c.endpoint = m_server->baseUrl(); // without /v1
        const ConnectionReport report = run(c, key);
        QCOMPARE(report.chat.state, State::Failed);
        QVERIFY2(report.chat.message.contains(QStringLiteral("no such API path")), qPrintable(report.chat.message));
        QVERIFY2(report.chat.message.contains(QStringLiteral("/chat/completions")), qPrintable(report.chat.message));
    }

    void wrongKeyIsReported()
    {
        const ConnectionReport report = run(config(), QStringLiteral("not-the-key"));
        for (const ConnectionCheck* check : {&report.chat, &report.embeddings}) {
            QCOMPARE(check->state, State::Failed);
            QVERIFY(check->error);
            QCOMPARE(check->error->kind, ProviderError::Kind::Unauthorized);
            QVERIFY2(check->message.contains(QStringLiteral("rejected the API key (HTTP 401)")),
                     qPrintable(check->message));
            QVERIFY(!check->message.contains(QStringLiteral("not-the-key")));
        }
    }

    void missingKeyIsReported()
    {
        const ConnectionReport report = run(config(), QString());
        QVERIFY(report.chat.error);
        QCOMPARE(report.chat.error->kind, ProviderError::Kind::Unauthorized);
        QVERIFY2(report.chat.message.contains(QStringLiteral("none was given")), qPrintable(report.chat.message));
    }

    void dimensionMismatchFails()
    {
        // A server that ignores "dimensions" (many local ones do) and returns the model's own size.
        const QByteArray fullSize = QJsonDocument(fake::FakeResponses::embeddings({QStringLiteral("Connection test")},
                                                                                  QStringLiteral("embed"), 64, false))
                                        .toJson(QJsonDocument::Compact);
        m_server->scenario().faults.append(
            fake::Fault{QStringLiteral("embeddings"), {}, 1, 200, {}, fullSize, 0, false, -1});
        ProviderConfig c = config();
        c.dimensions = 256;
        const ConnectionReport report = run(c, key);
        QVERIFY(report.chat.ok());
        QCOMPARE(report.embeddings.state, State::Failed);
        QCOMPARE(report.embeddings.dimensions, 64);
        QVERIFY(!report.embeddings.error);
        QVERIFY2(report.embeddings.message.contains(QStringLiteral("It returned vectors with 64 dimensions, but 256 "
                                                                   "are configured")),
                 qPrintable(report.embeddings.message));
        QVERIFY(!report.ok());
    }

    void unreachableHostIsReported()
    {
        QTcpServer probe; // a port that was free a moment ago: nothing listens there now
        QVERIFY(probe.listen(QHostAddress::LocalHost));
        const quint16 port = probe.serverPort();
        probe.close();
        ProviderConfig c = config();
        c.endpoint = QUrl(QStringLiteral("http://127.0.0.1:%1").arg(port));
        const ConnectionReport report = run(c, key);
        for (const ConnectionCheck* check : {&report.chat, &report.embeddings}) {
            QCOMPARE(check->state, State::Failed);
            QVERIFY(check->error);
            QCOMPARE(check->error->kind, ProviderError::Kind::Unreachable);
            QVERIFY2(check->message.startsWith(QStringLiteral("Cannot reach http://127.0.0.1:%1").arg(port)),
                     qPrintable(check->message));
        }
    }

    void silentServerTimesOutWithoutRetrying()
    {
        m_server->scenario().faults.append(fake::Fault{QStringLiteral("chat"), {}, 5, 0, {}, {}, 0, true, -1});
        const ConnectionReport report = run(config(), key, 1000);
        QCOMPARE(report.chat.state, State::Failed);
        QVERIFY(report.chat.error);
        QCOMPARE(report.chat.error->kind, ProviderError::Kind::Timeout);
        QVERIFY2(report.chat.message.startsWith(QStringLiteral("No answer within 1 s")),
                 qPrintable(report.chat.message));
        QVERIFY(report.embeddings.ok()); // the other check is not held up
        int chatRequests = 0;
        for (const auto& request : m_server->requests())
            chatRequests += request.path.contains(QStringLiteral("chat")) ? 1 : 0;
        QCOMPARE(chatRequests, 1);
    }

    void serverErrorIsNotRetried()
    {
        m_server->scenario().faults.append(fake::Fault{QStringLiteral("chat"), {}, 5, 503, {}, {}, 0, false, -1});
        const ConnectionReport report = run(config(), key);
        QVERIFY(report.chat.error);
        QCOMPARE(report.chat.error->kind, ProviderError::Kind::ServerError);
        QVERIFY2(report.chat.message.contains(QStringLiteral("HTTP 503")), qPrintable(report.chat.message));
    }

    void cancelReportsNothing()
    {
        m_server->scenario().faults.append(fake::Fault{{}, {}, 5, 0, {}, {}, 0, true, -1});
        ConnectionTest test(m_network, config(), Credential::key(key));
        QSignalSpy finished(&test, &ConnectionTest::finished);
        test.start();
        QVERIFY(test.isRunning());
        QTRY_COMPARE(m_server->requests().size(), 2);
        test.cancel();
        QVERIFY(!test.isRunning());
        QTest::qWait(100); // a late reply would arrive now
        QCOMPARE(finished.size(), 0);
    }
};

QTEST_GUILESS_MAIN(TestConnectionTest)
#include "tst_connectiontest.moc"
