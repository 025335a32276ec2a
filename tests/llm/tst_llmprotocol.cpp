// SPDX-License-Identifier: GPL-3.0-or-later
// The wire-level pieces of the provider client: when to retry and how long to wait, how SSE
// arrives in arbitrary pieces, and how error bodies from Azure, OpenAI and local servers are read.
#include "llm/ChatTypes.h"
#include "llm/PriceTable.h"
#include "llm/ProviderConfig.h"
#include "llm/ProviderError.h"
#include "llm/RetryPolicy.h"
#include "llm/SseParser.h"

#include <QDateTime>
#include <QJsonDocument>
#include <QLocale>
#include <QTest>

using namespace lotse;

using Headers = QHash<QByteArray, QByteArray>;
Q_DECLARE_METATYPE(Headers)

class TestLlmProtocol final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void retryDecisions_data()
    {
        QTest::addColumn<int>("attempt");
        QTest::addColumn<int>("status");
        QTest::addColumn<Headers>("headers");
        QTest::addColumn<bool>("retry");
        QTest::addColumn<int>("delayMs");
        QTest::addColumn<bool>("quotaExhausted");
        QTest::newRow("connection error") << 0 << 0 << Headers{} << true << 500 << false;
        // Slow, not failed: never sent twice (the service may still be working, and would bill twice).
        QTest::newRow("408 never") << 0 << 408 << Headers{} << false << 0 << false;
        QTest::newRow("504 never") << 0 << 504 << Headers{} << false << 0 << false;
        QTest::newRow("504 when the server says so")
            << 0 << 504 << Headers{{"x-should-retry", "true"}} << true << 500 << false;
        QTest::newRow("409") << 1 << 409 << Headers{} << true << 1000 << false;
        QTest::newRow("429 backoff") << 2 << 429 << Headers{} << true << 2000 << false;
        QTest::newRow("500") << 0 << 500 << Headers{} << true << 500 << false;
        QTest::newRow("503") << 0 << 503 << Headers{} << true << 500 << false;
        QTest::newRow("backoff capped") << 2 << 500 << Headers{} << true << 2000 << false;
        QTest::newRow("retry-after-ms wins")
            << 0 << 429 << Headers{{"retry-after-ms", "1234"}} << true << 1234 << false;
        QTest::newRow("retry-after seconds") << 0 << 429 << Headers{{"retry-after", "3"}} << true << 3000 << false;
        QTest::newRow("absurd wait: quota gone") << 0 << 429 << Headers{{"retry-after", "86400"}} << false << 0 << true;
        QTest::newRow("400 never") << 0 << 400 << Headers{} << false << 0 << false;
        QTest::newRow("401 never") << 0 << 401 << Headers{} << false << 0 << false;
        QTest::newRow("403 never") << 0 << 403 << Headers{} << false << 0 << false;
        QTest::newRow("404 never") << 0 << 404 << Headers{} << false << 0 << false;
        QTest::newRow("x-should-retry false")
            << 0 << 503 << Headers{{"x-should-retry", "false"}} << false << 0 << false;
        QTest::newRow("x-should-retry true") << 0 << 400 << Headers{{"x-should-retry", "true"}} << true << 500 << false;
        QTest::newRow("out of attempts") << 3 << 503 << Headers{} << false << 0 << false;
    }
    void retryDecisions()
    {
        QFETCH(int, attempt);
        QFETCH(int, status);
        QFETCH(Headers, headers);
        QFETCH(bool, retry);
        QFETCH(int, delayMs);
        QFETCH(bool, quotaExhausted);
        const RetryPolicy policy;
        const RetryPolicy::Decision d = policy.decide(attempt, status, headers, 0.0);
        QCOMPARE(d.retry, retry);
        QCOMPARE(d.delayMs, delayMs);
        QCOMPARE(d.quotaExhausted, quotaExhausted);
    }

    void jitterShortensTheWaitByAtMostAQuarter()
    {
        const RetryPolicy policy;
        QCOMPARE(policy.decide(3 - 1, 500, {}, 0.999).delayMs, 1500);
        QVERIFY(policy.decide(0, 500, {}, 0.5).delayMs < 500);
        // A server's own wait is never shortened.
        QCOMPARE(policy.decide(0, 429, {{"retry-after-ms", "800"}}, 0.9).delayMs, 800);
    }

    void logsRedactCredentials()
    {
        const QByteArray logged = redactedHeaders({{"api-key", "azure-secret-123"},
                                                   {"Authorization", "Bearer compat-secret-456"},
                                                   {"Content-Type", "application/json"}});
        QVERIFY(!logged.contains("azure-secret-123"));
        QVERIFY(!logged.contains("compat-secret-456"));
        QVERIFY(logged.contains("api-key: ***"));
        QVERIFY(logged.contains("Authorization: ***"));
        QVERIFY(logged.contains("Content-Type: application/json"));
    }

    void retryAfterAsHttpDate()
    {
        const QDateTime inFive = QDateTime::currentDateTimeUtc().addSecs(5);
        const QByteArray date =
            QLocale::c().toString(inFive, QStringLiteral("ddd, dd MMM yyyy HH:mm:ss 'GMT'")).toLatin1();
        const int ms = RetryPolicy::retryAfterMs({{"retry-after", date}});
        QVERIFY2(ms > 3000 && ms <= 5000, qPrintable(QString::number(ms)));
        QCOMPARE(RetryPolicy::retryAfterMs({{"retry-after", "soon"}}), -1);
        QCOMPARE(RetryPolicy::retryAfterMs({}), -1);
    }

    void sseArrivesInPieces_data()
    {
        QTest::addColumn<int>("pieceSize");
        for (int size : {1, 2, 3, 7, 64, 100000})
            QTest::newRow(qPrintable(QStringLiteral("%1 bytes").arg(size))) << size;
    }
    void sseArrivesInPieces()
    {
        QFETCH(int, pieceSize);
        const QByteArray stream = ": keep-alive\r\n\r\n"
                                  "data: {\"a\":1}\r\n\r\n"
                                  "event: message\ndata: {\"b\":\ndata: 2}\n\n"
                                  "id: 7\ndata:{\"c\":3}\n\n"
                                  "data: [DONE]\n\n"
                                  "data: {\"after\":true}\n\n";
        SseParser parser;
        QList<QByteArray> events;
        for (int i = 0; i < stream.size(); i += pieceSize) {
            for (const SseEvent& e : parser.feed(stream.mid(i, pieceSize)))
                events.append(e.data);
        }
        QCOMPARE(events, (QList<QByteArray>{"{\"a\":1}", "{\"b\":\n2}", "{\"c\":3}"}));
        QVERIFY(parser.isDone());
    }

    void sseCutOffMidEventIsVisible()
    {
        SseParser parser;
        const QList<SseEvent> events = parser.feed("data: {\"a\":1}\n\ndata: {\"b\"");
        QCOMPARE(events.size(), 1);
        QCOMPARE(events.first().data, QByteArray("{\"a\":1}"));
        QVERIFY(!parser.isDone());
        QVERIFY(parser.hasPartialEvent());
    }

    // A gateway's keep-alive comments and events without data are no events; an error event keeps
    // its type, and the type is per event.
    void sseEventTypesAndKeepAlives()
    {
        SseParser parser;
        const QList<SseEvent> events = parser.feed(": keep-alive\n\n: keep-alive\n\nevent: ping\n\n"
                                                   "event: error\ndata: {\"error\":{\"message\":\"boom\"}}\n\n"
                                                   "data: {\"x\":1}\n\n");
        QCOMPARE(events.size(), 2);
        QCOMPARE(events.at(0).type, QByteArray("error"));
        QCOMPARE(events.at(0).data, QByteArray("{\"error\":{\"message\":\"boom\"}}"));
        QCOMPARE(events.at(1).type, QByteArray("message"));
        QVERIFY(parser.feed(": keep-alive\n\n").isEmpty());
    }

    void errorBodies_data()
    {
        QTest::addColumn<int>("status");
        QTest::addColumn<QByteArray>("body");
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QString>("code");
        QTest::addColumn<QString>("advice"); // part of the user message
        QTest::newRow("azure 401, code as string")
            << 401
            << QByteArray(
                   "{\"error\":{\"code\":\"401\",\"message\":\"Access denied due to invalid subscription key.\"}}")
            << "unauthorized"
            << "401"
            << "Check the key";
        QTest::newRow("deployment not found")
            << 404
            << QByteArray("{\"error\":{\"code\":\"DeploymentNotFound\",\"message\":\"The API deployment for this "
                          "resource does not exist.\"}}")
            << "not-found"
            << "DeploymentNotFound"
            << "deployment name, not the model name";
        QTest::newRow("prompt content filter")
            << 400
            << QByteArray("{\"error\":{\"message\":\"The response was "
                          "filtered\",\"type\":null,\"param\":\"prompt\",\"code\":\"content_filter\",\"status\":400,"
                          "\"innererror\":{\"code\":\"ResponsibleAIPolicyViolation\",\"content_filter_result\":{"
                          "\"hate\":{\"filtered\":true,\"severity\":\"high\"}}}}}")
            << "content-filtered"
            << "content_filter"
            << "Rephrase";
        QTest::newRow("context too long")
            << 400
            << QByteArray("{\"error\":{\"message\":\"This model's maximum context length is 8192 "
                          "tokens\",\"code\":\"context_length_exceeded\",\"param\":\"messages\"}}")
            << "context-too-long"
            << "context_length_exceeded"
            << "Lower top-k";
        QTest::newRow("llama.cpp numeric code")
            << 503
            << QByteArray("{\"error\":{\"code\":503,\"message\":\"Loading model\",\"type\":\"unavailable_error\"}}")
            << "server-error"
            << "503"
            << "server error";
        QTest::newRow("top-level object error")
            << 400 << QByteArray("{\"object\":\"error\",\"message\":\"bad things\",\"code\":null}") << "bad-request"
            << ""
            << "invalid";
        QTest::newRow("not JSON") << 502 << QByteArray("<html>Bad Gateway</html>") << "server-error"
                                  << ""
                                  << "Bad Gateway";
        QTest::newRow("429") << 429 << QByteArray("{\"error\":{\"code\":\"429\",\"message\":\"Rate limit\"}}")
                             << "rate-limited"
                             << "429"
                             << "Wait a minute";
        QTest::newRow("temperature refused by a reasoning model")
            << 400
            << QByteArray("{\"error\":{\"message\":\"Unsupported value: 'temperature' does not support 0 with this "
                          "model. Only the default (1) value is supported.\",\"type\":\"invalid_request_error\","
                          "\"param\":\"temperature\",\"code\":\"unsupported_value\"}}")
            << "bad-request"
            << "unsupported_value"
            << "“temperature”";
        QTest::newRow("key authentication disabled")
            << 403
            << QByteArray("{\"error\":{\"code\":\"AuthenticationTypeDisabled\",\"message\":\"Key based "
                          "authentication is disabled for this resource.\"}}")
            << "key-auth-disabled"
            << "AuthenticationTypeDisabled"
            << "Microsoft Entra ID";
        QTest::newRow("legacy api-version too old for a reasoning model")
            << 400
            << QByteArray("{\"error\":{\"code\":\"BadRequest\",\"message\":\"Model gpt-5.4-mini is enabled only for "
                          "api versions 2024-12-01-preview and later\"}}")
            << "api-version-too-old"
            << "BadRequest"
            << "2024-12-01-preview or later";
        QTest::newRow("jailbreak filtered")
            << 400
            << QByteArray("{\"error\":{\"message\":\"The response was filtered\",\"code\":\"content_filter\","
                          "\"innererror\":{\"code\":\"ResponsibleAIPolicyViolation\",\"content_filter_results\":{"
                          "\"hate\":{\"filtered\":false,\"severity\":\"safe\"},\"jailbreak\":{\"filtered\":true,"
                          "\"detected\":true}}}}}")
            << "content-filtered"
            << "content_filter"
            << "jailbreak attempt";
        QTest::newRow("indirect attack filtered")
            << 400
            << QByteArray("{\"error\":{\"message\":\"filtered\",\"code\":\"content_filter\",\"innererror\":{"
                          "\"code\":\"ResponsibleAIPolicyViolation\",\"content_filter_result\":{\"indirect_attack\":"
                          "{\"filtered\":true,\"detected\":true}}}}}")
            << "content-filtered"
            << "content_filter"
            << "indirect attack";
    }
    void errorBodies()
    {
        QFETCH(int, status);
        QFETCH(QByteArray, body);
        QFETCH(QString, kind);
        QFETCH(QString, code);
        QFETCH(QString, advice);
        const ProviderError e = ProviderError::fromResponse(status, body, {{"apim-request-id", "req-42"}});
        QCOMPARE(ProviderError::kindName(e.kind), kind);
        QCOMPARE(e.code, code);
        QCOMPARE(e.httpStatus, status);
        QVERIFY2(e.userMessage().contains(advice), qPrintable(e.userMessage()));
        QVERIFY(e.userMessage().contains(QStringLiteral("req-42")));
        QCOMPARE(e.toError().code, Error::Code::Io);
    }

    // The parameter a refusal is about, also where Azure's body has param null.
    void refusedParameterIsNamed_data()
    {
        QTest::addColumn<QByteArray>("body");
        QTest::addColumn<QString>("param");
        QTest::newRow("param field") << QByteArray(
            "{\"error\":{\"message\":\"Unsupported parameter: 'max_tokens' is not supported with this "
            "model. Use 'max_completion_tokens' instead.\",\"param\":\"max_tokens\",\"code\":"
            "\"unsupported_parameter\"}}")
                                     << "max_tokens";
        QTest::newRow("azure: unrecognized argument, param null")
            << QByteArray("{\"error\":{\"message\":\"Unrecognized request argument supplied: reasoning_effort\","
                          "\"param\":null,\"code\":null}}")
            << "reasoning_effort";
        QTest::newRow("only the message") << QByteArray("{\"error\":{\"message\":\"Unsupported parameter: 'top_p' is "
                                                        "not supported with this model.\"}}")
                                          << "top_p";
        QTest::newRow("none") << QByteArray("{\"error\":{\"message\":\"Something else.\"}}") << "";
    }
    void refusedParameterIsNamed()
    {
        QFETCH(QByteArray, body);
        QFETCH(QString, param);
        QCOMPARE(ProviderError::fromResponse(400, body, {}).param, param);
    }

    void streamErrorsKeepTheServiceMessage()
    {
        const ProviderError e = ProviderError::fromStreamError(
            QJsonDocument::fromJson("{\"message\":\"The server had an error while processing your request.\","
                                    "\"type\":\"server_error\"}")
                .object());
        QCOMPARE(e.kind, ProviderError::Kind::StreamError);
        QCOMPARE(e.code, QStringLiteral("server_error"));
        QVERIFY(e.userMessage().contains(QStringLiteral("The server had an error while processing your request.")));
    }

    void usageIncludesReasoningAndCachedTokens()
    {
        const TokenUsage u = TokenUsage::fromReply(
            QJsonDocument::fromJson("{\"prompt_tokens\":1200,\"completion_tokens\":900,\"total_tokens\":2100,"
                                    "\"completion_tokens_details\":{\"reasoning_tokens\":768},"
                                    "\"prompt_tokens_details\":{\"cached_tokens\":1024}}")
                .object());
        QCOMPARE(u.promptTokens, 1200);
        QCOMPARE(u.completionTokens, 900);
        QCOMPARE(u.reasoningTokens, 768);
        QCOMPARE(u.cachedTokens, 1024);
        QCOMPARE(TokenUsage::fromJson(u.toJson()).reasoningTokens, 768);
        // Cached prompt tokens at their own price, reasoning tokens as output.
        const ModelPrice price{QStringLiteral("gpt-5-mini"), 0.25, 2.00, 0.025};
        QCOMPARE(price.cost(u), (176 * 0.25 + 1024 * 0.025 + 900 * 2.00) / 1e6);
        const ModelPrice noCachePrice{QStringLiteral("x"), 1.0, 1.0};
        QCOMPARE(noCachePrice.cost(u), 2100 / 1e6);
    }
};

QTEST_GUILESS_MAIN(TestLlmProtocol)
#include "tst_llmprotocol.moc"
