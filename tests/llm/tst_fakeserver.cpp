// SPDX-License-Identifier: GPL-3.0-or-later
// The fake Azure OpenAI server is only worth its tests if it refuses what the service refuses, with
// the service's error bodies: parameters it does not know, wrong types and ranges, schemas that
// strict structured output refuses, what a reasoning model or a classic one refuses, api-versions
// that do not serve a model, keys on a resource that takes Entra ID only; and if it spends
// reasoning tokens as the service does.
#include "FakeOpenAiServer.h"

#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QSignalSpy>
#include <QTest>

using lotse::fake::FakeOpenAiServer;

namespace {

const QString key = QStringLiteral("fake-server-key-0123456789abcdef");

QJsonObject user(const QString& text)
{
    return {{QStringLiteral("role"), QStringLiteral("user")}, {QStringLiteral("content"), text}};
}

QJsonObject chatBody(const QString& model, const QJsonObject& extra = {})
{
    QJsonObject body{{QStringLiteral("model"), model},
                     {QStringLiteral("messages"), QJsonArray{user(QStringLiteral("hi"))}}};
    for (auto it = extra.begin(); it != extra.end(); ++it)
        body.insert(it.key(), it.value());
    return body;
}

QJsonObject schemaFormat(const QString& name, const QJsonObject& schema)
{
    return {{QStringLiteral("type"), QStringLiteral("json_schema")},
            {QStringLiteral("json_schema"), QJsonObject{{QStringLiteral("name"), name},
                                                        {QStringLiteral("strict"), true},
                                                        {QStringLiteral("schema"), schema}}}};
}

QJsonObject object(const QJsonObject& properties, const QStringList& required, bool closed = true)
{
    QJsonObject o{{QStringLiteral("type"), QStringLiteral("object")},
                  {QStringLiteral("properties"), properties},
                  {QStringLiteral("required"), QJsonArray::fromStringList(required)}};
    if (closed)
        o.insert(QStringLiteral("additionalProperties"), false);
    return o;
}

const QJsonObject string{{QStringLiteral("type"), QStringLiteral("string")}};

} // namespace

class TestFakeServer final : public QObject
{
    Q_OBJECT

    std::unique_ptr<FakeOpenAiServer> m_server;
    QNetworkAccessManager m_network;

    struct Answer
    {
        int status = 0;
        QJsonObject json;
        QByteArray body;
        QHash<QByteArray, QByteArray> headers;
    };
    Answer post(const QString& path, const QJsonObject& body, const QList<QPair<QByteArray, QByteArray>>& headers = {})
    {
        return postRaw(path, QJsonDocument(body).toJson(QJsonDocument::Compact), headers);
    }
    Answer postRaw(const QString& path, const QByteArray& body,
                   const QList<QPair<QByteArray, QByteArray>>& headers = {})
    {
        QNetworkRequest request(QUrl(m_server->baseUrl().toString() + path));
        request.setHeader(QNetworkRequest::ContentTypeHeader, QByteArrayLiteral("application/json"));
        if (headers.isEmpty())
            request.setRawHeader("api-key", key.toUtf8());
        for (const auto& [name, value] : headers)
            request.setRawHeader(name, value);
        QNetworkReply* reply = m_network.post(request, body);
        QSignalSpy done(reply, &QNetworkReply::finished);
        done.wait(10000);
        Answer a;
        a.status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
        a.body = reply->readAll();
        a.json = QJsonDocument::fromJson(a.body).object();
        for (const auto& [name, value] : reply->rawHeaderPairs())
            a.headers.insert(name.toLower(), value);
        reply->deleteLater();
        return a;
    }

private Q_SLOTS:
    void init()
    {
        lotse::fake::Scenario s;
        s.apiKey = key;
        s.deploy(QStringLiteral("chat"), QStringLiteral("gpt-4o-mini"));
        s.deploy(QStringLiteral("prod-gpt"), QStringLiteral("gpt-5.4-mini"));
        s.deploy(QStringLiteral("thinker"), QStringLiteral("o4-mini"));
        s.deploy(QStringLiteral("embed"), QStringLiteral("text-embedding-3-large"));
        s.deploy(QStringLiteral("ada"), QStringLiteral("text-embedding-ada-002"));
        s.entra.tokens = {{QStringLiteral("good-token"), 3600}};
        m_server = std::make_unique<FakeOpenAiServer>(s);
        QVERIFY(m_server->listen());
    }

    void chatRequestsAreCheckedAsTheServiceChecksThem_data()
    {
        QTest::addColumn<QJsonObject>("body");
        QTest::addColumn<int>("status");
        QTest::addColumn<QString>("code");
        QTest::addColumn<QString>("param");
        QTest::addColumn<QString>("message");
        const auto row = [](const char* name, const QJsonObject& body, int status, const char* code, const char* param,
                            const char* message) {
            QTest::newRow(name) << body << status << QString::fromLatin1(code) << QString::fromLatin1(param)
                                << QString::fromLatin1(message);
        };
        const auto with = [](const QString& model, const char* k, const QJsonValue& v) {
            return chatBody(model, {{QLatin1String(k), v}});
        };
        const QString classic = QStringLiteral("chat");
        const QString gpt5 = QStringLiteral("prod-gpt");
        const QString o4 = QStringLiteral("thinker");
        row("accepted",
            chatBody(classic, {{QStringLiteral("temperature"), 0}, {QStringLiteral("max_completion_tokens"), 50}}), 200,
            "", "", "");
        row("unknown parameter", with(classic, "colour", QStringLiteral("blue")), 400, "", "",
            "Unrecognized request argument supplied: colour");
        row("temperature as text", with(classic, "temperature", QStringLiteral("hot")), 400, "invalid_type",
            "temperature", "expected a decimal, but got a string");
        row("temperature above 2", with(classic, "temperature", 3), 400, "decimal_above_max_value", "temperature",
            "Expected a value <= 2");
        row("max_tokens 0", with(classic, "max_tokens", 0), 400, "integer_below_min_value", "max_tokens", ">= 1");
        row("max_tokens not whole", with(classic, "max_tokens", 1.5), 400, "invalid_type", "max_tokens", "an integer");
        row("n above 128", with(classic, "n", 500), 400, "integer_above_max_value", "n", "<= 128");
        row("no messages", QJsonObject{{QStringLiteral("model"), classic}}, 400, "missing_required_parameter",
            "messages", "Missing required parameter");
        row("empty messages", with(classic, "messages", QJsonArray()), 400, "empty_array", "messages", "empty array");
        row("unknown role",
            with(classic, "messages",
                 QJsonArray{QJsonObject{{QStringLiteral("role"), QStringLiteral("robot")},
                                        {QStringLiteral("content"), QStringLiteral("x")}}}),
            400, "invalid_value", "messages[0].role", "Invalid value: 'robot'");
        row("stream_options without stream",
            with(classic, "stream_options", QJsonObject{{QStringLiteral("include_usage"), true}}), 400, "invalid_value",
            "stream_options", "only allowed when 'stream' is enabled");
        row("reasoning_effort unknown", with(gpt5, "reasoning_effort", QStringLiteral("extreme")), 400, "invalid_value",
            "reasoning_effort", "Invalid value: 'extreme'");
        row("response_format unknown",
            with(classic, "response_format", QJsonObject{{QStringLiteral("type"), QStringLiteral("xml")}}), 400,
            "invalid_value", "response_format.type", "Invalid value: 'xml'");
        row("schema name with a space",
            with(classic, "response_format", schemaFormat(QStringLiteral("my verdict"), object({}, {}))), 400,
            "invalid_value", "response_format.json_schema.name", "does not match pattern");
        row("schema name too long",
            with(classic, "response_format", schemaFormat(QString(65, QLatin1Char('a')), object({}, {}))), 400,
            "invalid_value", "response_format.json_schema.name", "does not match pattern");
        row("strict schema open",
            with(classic, "response_format",
                 schemaFormat(QStringLiteral("v"),
                              object({{QStringLiteral("a"), string}}, {QStringLiteral("a")}, false))),
            400, "", "response_format", "'additionalProperties' is required to be supplied and to be false");
        row("strict schema, a property not required",
            with(
                classic, "response_format",
                schemaFormat(QStringLiteral("v"), object({{QStringLiteral("a"), string}, {QStringLiteral("b"), string}},
                                                         {QStringLiteral("a")}))),
            400, "", "response_format", "Missing 'b'");
        row("strict schema, nested",
            with(classic, "response_format",
                 schemaFormat(QStringLiteral("v"),
                              object({{QStringLiteral("inner"), object({{QStringLiteral("x"), string}}, {})}},
                                     {QStringLiteral("inner")}))),
            400, "", "response_format", "In context=('properties', 'inner')");
        row("strict schema, in array items",
            with(classic, "response_format",
                 schemaFormat(QStringLiteral("v"),
                              object({{QStringLiteral("list"),
                                       QJsonObject{{QStringLiteral("type"), QStringLiteral("array")},
                                                   {QStringLiteral("items"), object({{QStringLiteral("x"), string}},
                                                                                    {QStringLiteral("x")}, false)}}}},
                                     {QStringLiteral("list")}))),
            400, "", "response_format", "'items'");
        row("reasoning: temperature 0", with(gpt5, "temperature", 0), 400, "unsupported_value", "temperature",
            "Only the default (1) value is supported");
        row("reasoning: temperature 1 is the default", with(gpt5, "temperature", 1), 200, "", "", "");
        row("reasoning: max_tokens", with(gpt5, "max_tokens", 100), 400, "unsupported_parameter", "max_tokens",
            "Use 'max_completion_tokens' instead");
        for (const char* p : {"top_p", "presence_penalty", "frequency_penalty"})
            row(qPrintable(QStringLiteral("reasoning: %1").arg(QLatin1String(p))), with(gpt5, p, 0.5), 400,
                "unsupported_parameter", p, "is not supported with this model");
        row("reasoning: logprobs", with(gpt5, "logprobs", true), 400, "unsupported_parameter", "logprobs",
            "is not supported with this model");
        row("o-series: minimal effort", with(o4, "reasoning_effort", QStringLiteral("minimal")), 400,
            "unsupported_value", "reasoning_effort", "does not support 'minimal'");
        row("gpt-5: minimal effort", with(gpt5, "reasoning_effort", QStringLiteral("minimal")), 200, "", "", "");
        row("classic: reasoning_effort", with(classic, "reasoning_effort", QStringLiteral("low")), 400,
            "unsupported_parameter", "reasoning_effort", "is not supported with this model");
    }
    void chatRequestsAreCheckedAsTheServiceChecksThem()
    {
        QFETCH(QJsonObject, body);
        QFETCH(int, status);
        QFETCH(QString, code);
        QFETCH(QString, param);
        QFETCH(QString, message);
        const Answer a = post(QStringLiteral("/openai/v1/chat/completions"), body);
        QCOMPARE(a.status, status);
        if (status == 200)
            return;
        const QJsonObject error = a.json.value(QStringLiteral("error")).toObject();
        QCOMPARE(error.value(QStringLiteral("type")).toString(), QStringLiteral("invalid_request_error"));
        QCOMPARE(error.value(QStringLiteral("code")).toString(), code);
        QCOMPARE(error.value(QStringLiteral("param")).toString(), param);
        QVERIFY2(error.value(QStringLiteral("message")).toString().contains(message), a.body.constData());
    }

    void legacyApiVersions()
    {
        const QJsonObject body = chatBody(QString(), {{QStringLiteral("max_completion_tokens"), 50}});
        Answer a = post(QStringLiteral("/openai/deployments/prod-gpt/chat/completions?api-version=2024-10-21"), body);
        QCOMPARE(a.status, 400);
        QCOMPARE(a.json.value(QStringLiteral("error")).toObject().value(QStringLiteral("code")).toString(),
                 QStringLiteral("BadRequest"));
        QVERIFY(a.body.contains("enabled only for api versions 2024-12-01-preview and later"));
        a = post(QStringLiteral("/openai/deployments/prod-gpt/chat/completions?api-version=2025-04-01-preview"), body);
        QCOMPARE(a.status, 200);
        a = post(QStringLiteral("/openai/deployments/chat/chat/completions?api-version=2024-10-21"), body);
        QCOMPARE(a.status, 200);
        a = post(QStringLiteral("/openai/deployments/chat/chat/completions?api-version=2023-01-01"), body);
        QCOMPARE(a.status, 404);
    }

    void embeddingRequestsAreChecked_data()
    {
        QTest::addColumn<QJsonObject>("body");
        QTest::addColumn<int>("status");
        QTest::addColumn<QString>("message");
        const QJsonObject ok{{QStringLiteral("model"), QStringLiteral("embed")},
                             {QStringLiteral("input"), QStringLiteral("x")}};
        QTest::newRow("accepted") << ok << 200 << "";
        QJsonObject b = ok;
        b.insert(QStringLiteral("input"), QJsonArray());
        QTest::newRow("no input") << b << 400 << "'$.input' is invalid";
        b.insert(QStringLiteral("input"), QJsonArray{QString()});
        QTest::newRow("an empty text") << b << 400 << "'$.input' is invalid";
        QJsonArray many;
        for (int i = 0; i < 2049; ++i)
            many.append(QStringLiteral("x"));
        b.insert(QStringLiteral("input"), many);
        QTest::newRow("2049 texts") << b << 400 << "'$.input' is invalid";
        b = ok;
        b.insert(QStringLiteral("encoding_format"), QStringLiteral("hex"));
        QTest::newRow("encoding") << b << 400 << "Supported values are: 'float' and 'base64'";
        b = ok;
        b.insert(QStringLiteral("dimensions"), 0);
        QTest::newRow("dimensions 0") << b << 400 << ">= 1";
        b = ok;
        b.insert(QStringLiteral("model"), QStringLiteral("ada"));
        b.insert(QStringLiteral("dimensions"), 256);
        QTest::newRow("dimensions on ada-002") << b << 400 << "does not support specifying dimensions";
        b = ok;
        b.insert(QStringLiteral("truncate"), true);
        QTest::newRow("unknown parameter") << b << 400 << "Unrecognized request argument supplied: truncate";
    }
    void embeddingRequestsAreChecked()
    {
        QFETCH(QJsonObject, body);
        QFETCH(int, status);
        QFETCH(QString, message);
        const Answer a = post(QStringLiteral("/openai/v1/embeddings"), body);
        QCOMPARE(a.status, status);
        QVERIFY2(a.body.contains(message.toUtf8()), a.body.constData());
    }

    void authentication()
    {
        const QJsonObject body = chatBody(QStringLiteral("chat"));
        QCOMPARE(post(QStringLiteral("/openai/v1/chat/completions"), body, {{"api-key", "wrong"}}).status, 401);
        QCOMPARE(
            post(QStringLiteral("/openai/v1/chat/completions"), body, {{"authorization", "Bearer good-token"}}).status,
            200);
        QCOMPARE(
            post(QStringLiteral("/openai/v1/chat/completions"), body, {{"authorization", "Bearer " + key.toUtf8()}})
                .status,
            200); // the v1 API takes the key as a bearer too
        const Answer badToken =
            post(QStringLiteral("/openai/v1/chat/completions"), body, {{"authorization", "Bearer nope"}});
        QCOMPARE(badToken.status, 401);
        QVERIFY(badToken.body.contains("Access token is missing, invalid"));
        m_server->scenario().keyAuth = false;
        const Answer disabled = post(QStringLiteral("/openai/v1/chat/completions"), body);
        QCOMPARE(disabled.status, 403);
        QCOMPARE(disabled.json.value(QStringLiteral("error")).toObject().value(QStringLiteral("code")).toString(),
                 QStringLiteral("AuthenticationTypeDisabled"));
        QCOMPARE(
            post(QStringLiteral("/openai/v1/chat/completions"), body, {{"authorization", "Bearer good-token"}}).status,
            200);
    }

    // Reasoning tokens out of max_completion_tokens, at medium effort when none is sent: a budget
    // they use up ends in "length" with no content at all.
    void reasoningTokensComeOutOfTheBudget()
    {
        Answer a = post(QStringLiteral("/openai/v1/chat/completions"),
                        chatBody(QStringLiteral("prod-gpt"), {{QStringLiteral("max_completion_tokens"), 600}}));
        QCOMPARE(a.status, 200);
        QJsonObject choice = a.json.value(QStringLiteral("choices")).toArray().first().toObject();
        QCOMPARE(choice.value(QStringLiteral("finish_reason")).toString(), QStringLiteral("length"));
        QCOMPARE(choice.value(QStringLiteral("message")).toObject().value(QStringLiteral("content")).toString(),
                 QString());
        QJsonObject usage = a.json.value(QStringLiteral("usage")).toObject();
        QCOMPARE(usage.value(QStringLiteral("completion_tokens_details"))
                     .toObject()
                     .value(QStringLiteral("reasoning_tokens"))
                     .toInt(),
                 600);
        QCOMPARE(a.json.value(QStringLiteral("model")).toString(), QStringLiteral("gpt-5.4-mini"));

        a = post(QStringLiteral("/openai/v1/chat/completions"),
                 chatBody(QStringLiteral("prod-gpt"), {{QStringLiteral("max_completion_tokens"), 3000},
                                                       {QStringLiteral("reasoning_effort"), QStringLiteral("low")}}));
        choice = a.json.value(QStringLiteral("choices")).toArray().first().toObject();
        QCOMPARE(choice.value(QStringLiteral("finish_reason")).toString(), QStringLiteral("stop"));
        usage = a.json.value(QStringLiteral("usage")).toObject();
        QCOMPARE(usage.value(QStringLiteral("completion_tokens_details"))
                     .toObject()
                     .value(QStringLiteral("reasoning_tokens"))
                     .toInt(),
                 768);
    }

    void streamsCarryRateLimitHeaders()
    {
        const Answer a = post(QStringLiteral("/openai/v1/chat/completions"),
                              chatBody(QStringLiteral("chat"), {{QStringLiteral("stream"), true}}));
        QCOMPARE(a.status, 200);
        QVERIFY(a.headers.contains("x-ratelimit-remaining-requests"));
        QVERIFY(a.body.endsWith("data: [DONE]\n\n"));
    }

    // Structured output writes the reply's fields in the order of the schema's properties as the request
    // wrote them: a client streaming a verdict may act on its first field.
    void structuredRepliesFollowTheSchemasOrder_data()
    {
        QTest::addColumn<QByteArray>("properties");
        QTest::addColumn<QByteArray>("first");
        QTest::newRow("decision first") << QByteArray(
            R"({"sufficient":{"type":"boolean"},"rationale":{"type":"string"}})")
                                        << QByteArray(R"({"sufficient":true,)");
        QTest::newRow("rationale first") << QByteArray(
            R"({"rationale":{"type":"string"},"sufficient":{"type":"boolean"}})")
                                         << QByteArray(R"({"rationale":"It says so.",)");
    }
    void structuredRepliesFollowTheSchemasOrder()
    {
        QFETCH(QByteArray, properties);
        QFETCH(QByteArray, first);
        m_server->scenario().chat.append(
            {QString(), QStringLiteral("verdict"), R"({"sufficient":true,"rationale":"It says so."})", {}});
        const QByteArray body =
            R"({"model":"chat","messages":[{"role":"user","content":"hi"}],"response_format":{"type":"json_schema",)"
            R"("json_schema":{"name":"verdict","strict":true,"schema":{"type":"object","additionalProperties":false,)"
            R"("properties":)"
            + properties + R"(,"required":["sufficient","rationale"]}}}})";
        const Answer a = postRaw(QStringLiteral("/openai/v1/chat/completions"), body);
        QCOMPARE(a.status, 200);
        const QString content = a.json.value(QStringLiteral("choices"))
                                    .toArray()
                                    .first()
                                    .toObject()
                                    .value(QStringLiteral("message"))
                                    .toObject()
                                    .value(QStringLiteral("content"))
                                    .toString();
        QVERIFY2(content.toUtf8().startsWith(first), qPrintable(content));
    }

    // The service's pace: the first token after its latency, the rest at its rate; never sooner.
    // Only lower bounds are checked: a loaded machine makes everything later, never earlier.
    void latencyIsModelled()
    {
        m_server->scenario().latency = {300, 100, 150};
        m_server->scenario().chat.append({QString(), QString(), QByteArray(400, 'a'), {}});
        QElapsedTimer clock;
        clock.start();
        Answer a = post(QStringLiteral("/openai/v1/chat/completions"), chatBody(QStringLiteral("chat")));
        QCOMPARE(a.status, 200);
        const int tokens =
            a.json.value(QStringLiteral("usage")).toObject().value(QStringLiteral("completion_tokens")).toInt();
        QVERIFY(tokens >= 100);
        QVERIFY2(clock.elapsed() >= 300 + tokens * 10, qPrintable(QString::number(clock.elapsed())));

        clock.restart();
        a = post(QStringLiteral("/openai/v1/chat/completions"),
                 chatBody(QStringLiteral("chat"), {{QStringLiteral("stream"), true}}));
        QCOMPARE(a.status, 200);
        // 400 characters in pieces of 12: 34 pieces of about 3 tokens, 30 ms each at 100 tokens/s.
        QVERIFY2(clock.elapsed() >= 300 + 33 * 30, qPrintable(QString::number(clock.elapsed())));

        clock.restart();
        a = post(QStringLiteral("/openai/v1/embeddings"),
                 QJsonObject{{QStringLiteral("model"), QStringLiteral("embed")},
                             {QStringLiteral("input"), QStringLiteral("leave")}});
        QCOMPARE(a.status, 200);
        QVERIFY(clock.elapsed() >= 150);

        // The server's own account of when it was busy, for a benchmark to tell the model's time from its own.
        const auto& calls = m_server->calls();
        QCOMPARE(calls.size(), 3);
        for (const auto& c : calls)
            QVERIFY(c.endNs > c.startNs);
        QVERIFY((calls.at(1).endNs - calls.at(1).startNs) / 1000000 >= 300 + 33 * 30);
    }
};

QTEST_GUILESS_MAIN(TestFakeServer)
#include "tst_fakeserver.moc"
