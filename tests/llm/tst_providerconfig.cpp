// SPDX-License-Identifier: GPL-3.0-or-later
// Provider settings as users give them: endpoints in every form the portal shows (and the ones that
// cannot be an endpoint, with what to enter instead), the timeouts that fit a reasoning model, the
// settings written before models were detected, and what a deployment's refusals and replies teach
// its model profile.
#include "TestSupport.h"
#include "llm/ModelProfile.h"
#include "llm/ModelProfileStore.h"
#include "llm/ProviderEndpoint.h"
#include "llm/ProviderSettings.h"

#include <QJsonDocument>
#include <QSettings>
#include <QTest>

using namespace lotse;

class TestProviderConfig final : public QObject
{
    Q_OBJECT

    QTemporaryDir m_settings;

    static ProviderError refusal(const QByteArray& body) { return ProviderError::fromResponse(400, body, {}); }

private Q_SLOTS:
    void initTestCase() { test::isolateSettings(m_settings.path()); }

    void azureEndpointsAsTyped_data()
    {
        QTest::addColumn<QString>("typed");
        QTest::addColumn<QString>("base"); // empty: refused
        QTest::addColumn<QString>("message");
        const QString base = QStringLiteral("https://contoso.openai.azure.com");
        QTest::newRow("plain") << base << base << "";
        QTest::newRow("slash") << base + QStringLiteral("/") << base << "";
        QTest::newRow("/openai") << base + QStringLiteral("/openai") << base << "";
        QTest::newRow("/openai/") << base + QStringLiteral("/openai/") << base << "";
        QTest::newRow("/openai/v1") << base + QStringLiteral("/openai/v1") << base << "";
        QTest::newRow("/openai/v1/") << base + QStringLiteral("/openai/v1/") << base << "";
        QTest::newRow("cognitiveservices") << "https://contoso.cognitiveservices.azure.com/"
                                           << "https://contoso.cognitiveservices.azure.com"
                                           << "";
        QTest::newRow("a proxy with a port") << "http://10.0.0.5:8080/openai/v1/"
                                             << "http://10.0.0.5:8080"
                                             << "";
        QTest::newRow("one request's URL")
            << base + QStringLiteral("/openai/deployments/chat/chat/completions?api-version=2024-10-21") << ""
            << "the address of one API request";
        QTest::newRow("v1 request URL") << base + QStringLiteral("/openai/v1/chat/completions") << ""
                                        << "the address of one API request";
        QTest::newRow("the portal") << "https://portal.azure.com/#@contoso/resource/x"
                                    << ""
                                    << "is the Azure portal";
        QTest::newRow("OpenAI's own API") << "https://api.openai.com/v1"
                                          << ""
                                          << "OpenAI-compatible server";
        QTest::newRow("Foundry project") << "https://contoso.services.ai.azure.com/api/projects/hr"
                                         << ""
                                         << "AI Foundry project endpoint";
        QTest::newRow("some other path") << base + QStringLiteral("/api") << ""
                                         << "is not part of one";
        QTest::newRow("query") << base + QStringLiteral("?api-version=2024-10-21") << ""
                               << "without “?…”";
        QTest::newRow("not a URL") << "contoso"
                                   << ""
                                   << "not an http(s) URL";
        QTest::newRow("ftp") << "ftp://contoso.openai.azure.com"
                             << ""
                             << "not an http(s) URL";
    }
    void azureEndpointsAsTyped()
    {
        QFETCH(QString, typed);
        QFETCH(QString, base);
        QFETCH(QString, message);
        const auto normal = ProviderEndpoint::azure(QUrl(typed));
        QCOMPARE(normal.ok(), !base.isEmpty());
        if (normal.ok()) {
            QCOMPARE(normal.value().toString(), base);
            // Requests go to the resource whatever form was stored.
            ProviderConfig c;
            c.endpoint = QUrl(typed);
            c.chatDeployment = QStringLiteral("chat");
            QCOMPARE(c.chatUrl().toString(), base + QStringLiteral("/openai/v1/chat/completions"));
            c.kind = ProviderConfig::Kind::AzureLegacy;
            QCOMPARE(c.chatUrl().toString(),
                     base + QStringLiteral("/openai/deployments/chat/chat/completions?api-version=2025-04-01-preview"));
        } else {
            QVERIFY2(normal.error().message.contains(message), qPrintable(normal.error().message));
        }
    }

    void compatibleEndpointsKeepTheirPath()
    {
        const auto url = ProviderEndpoint::compatible(QUrl(QStringLiteral("http://localhost:11434/v1/")));
        QVERIFY(url);
        QCOMPARE(url.value().toString(), QStringLiteral("http://localhost:11434/v1"));
        ProviderConfig c;
        c.kind = ProviderConfig::Kind::OpenAiCompatible;
        c.endpoint = QUrl(QStringLiteral("http://localhost:11434/v1/"));
        QCOMPARE(c.chatUrl().toString(), QStringLiteral("http://localhost:11434/v1/chat/completions"));
    }

    void timeoutsFitTheModel()
    {
        ProviderConfig c;
        QCOMPARE(c.timeouts(false, false).totalMs, 120000);
        QCOMPARE(c.timeouts(false, false).idleMs, 0); // no first-byte limit
        QCOMPARE(c.timeouts(true, false).totalMs, 300000);
        QCOMPARE(c.timeouts(false, true).idleMs, 30000);
        QVERIFY(c.timeouts(true, true).idleMs > c.timeouts(false, true).idleMs);
        QVERIFY(c.timeouts(true, true).totalMs >= 600000);
        c.timeoutMs = 20000;
        QCOMPARE(c.timeouts(true, false).totalMs, 20000);
        QCOMPARE(c.timeouts(false, true).totalMs, 20000);
        QCOMPARE(c.timeouts(false, true).idleMs, 20000);
    }

    // Settings of the version before: "reasoning model: false" meant "not told", now detection.
    void olderSettingsStillLoad()
    {
        QSettings settings;
        settings.clear();
        settings.setValue(QStringLiteral("provider/kind"), QStringLiteral("azure"));
        settings.setValue(QStringLiteral("provider/endpoint"), QStringLiteral("https://contoso.openai.azure.com"));
        settings.setValue(QStringLiteral("provider/chatDeployment"), QStringLiteral("chat"));
        settings.setValue(QStringLiteral("provider/reasoningModel"), false);
        auto loaded = ProviderSettings::load(settings);
        QVERIFY(loaded);
        QCOMPARE(loaded->reasoning, ProviderConfig::Reasoning::Auto);
        QCOMPARE(loaded->auth, ProviderConfig::Auth::Key);
        QCOMPARE(loaded->efforts, ReasoningEfforts{});
        settings.setValue(QStringLiteral("provider/reasoningModel"), true);
        QCOMPARE(ProviderSettings::load(settings)->reasoning, ProviderConfig::Reasoning::Yes);
        // And what is saved now loads again as it was.
        ProviderConfig c = *loaded;
        c.auth = ProviderConfig::Auth::Entra;
        c.entra.tenant = QStringLiteral("contoso.onmicrosoft.com");
        c.entra.clientId = QStringLiteral("app-id");
        c.entra.authority = QUrl(QStringLiteral("https://login.microsoftonline.us"));
        c.efforts = {ReasoningEffort::Minimal, ReasoningEffort::Medium, ReasoningEffort::High};
        c.reasoning = ProviderConfig::Reasoning::No;
        c.timeoutMs = 90000;
        ProviderSettings::save(settings, c);
        const auto again = ProviderSettings::load(settings);
        QVERIFY(again);
        QCOMPARE(again->auth, ProviderConfig::Auth::Entra);
        QCOMPARE(again->entra, c.entra);
        QCOMPARE(again->efforts, c.efforts);
        QCOMPARE(again->reasoning, ProviderConfig::Reasoning::No);
        QCOMPARE(again->timeoutMs, 90000);
    }

    // What each refusal teaches, and when nothing can be learned (the error then stands).
    void refusalsTeachTheProfile_data()
    {
        QTest::addColumn<QByteArray>("body");
        QTest::addColumn<QString>("sentParameter");
        QTest::addColumn<QString>("sentValue");
        QTest::addColumn<bool>("learned");
        QTest::addColumn<int>("reasoning"); // ModelProfile::Reasoning after it
        QTest::addColumn<QString>("tokenField");
        QTest::newRow("temperature") << QByteArray(
            "{\"error\":{\"message\":\"Unsupported value: 'temperature' does not support 0 with this model. "
            "Only the default (1) value is supported.\",\"param\":\"temperature\",\"code\":\"unsupported_value\"}}")
                                     << "temperature"
                                     << "0" << true << int(ModelProfile::Reasoning::Yes) << "";
        QTest::newRow("max_tokens") << QByteArray(
            "{\"error\":{\"message\":\"Unsupported parameter: 'max_tokens' is not supported with this "
            "model. Use 'max_completion_tokens' instead.\",\"param\":\"max_tokens\",\"code\":"
            "\"unsupported_parameter\"}}")
                                    << "max_tokens"
                                    << "600" << true << int(ModelProfile::Reasoning::Yes) << "max_completion_tokens";
        QTest::newRow("max_completion_tokens on an old server")
            << QByteArray("{\"error\":{\"message\":\"Unrecognized request argument supplied: max_completion_tokens\","
                          "\"param\":null,\"code\":null}}")
            << "max_completion_tokens"
            << "600" << true << int(ModelProfile::Reasoning::Unknown) << "max_tokens";
        QTest::newRow("top_p") << QByteArray(
            "{\"error\":{\"message\":\"Unsupported parameter: 'top_p' is not supported "
            "with this model.\",\"param\":\"top_p\",\"code\":\"unsupported_parameter\"}}")
                               << "top_p"
                               << "1" << true << int(ModelProfile::Reasoning::Yes) << "";
        QTest::newRow("not what was sent")
            << QByteArray("{\"error\":{\"message\":\"Unsupported value: 'temperature' does not support 0.\",\"param\":"
                          "\"temperature\",\"code\":\"unsupported_value\"}}")
            << "top_p"
            << "1" << false << int(ModelProfile::Reasoning::Unknown) << "";
        QTest::newRow("messages: nothing to drop") << QByteArray(
            "{\"error\":{\"message\":\"Invalid 'messages': empty array.\",\"param\":\"messages\",\"code\":"
            "\"empty_array\"}}") << "messages"
                                                   << "x" << false << int(ModelProfile::Reasoning::Unknown) << "";
        QTest::newRow("another 400") << QByteArray("{\"error\":{\"message\":\"Something else.\"}}") << "temperature"
                                     << "0" << false << int(ModelProfile::Reasoning::Unknown) << "";
    }
    void refusalsTeachTheProfile()
    {
        QFETCH(QByteArray, body);
        QFETCH(QString, sentParameter);
        QFETCH(QString, sentValue);
        QFETCH(bool, learned);
        QFETCH(int, reasoning);
        QFETCH(QString, tokenField);
        ModelProfile p;
        const QJsonObject sent{{sentParameter, sentValue}};
        QCOMPARE(p.learn(refusal(body), sent), learned);
        QCOMPARE(int(p.reasoning), reasoning);
        QCOMPARE(p.tokenField, tokenField);
        QVERIFY(!p.learn(refusal(body), sent)); // the same refusal twice teaches nothing new: the error stands
    }

    void repliesTeachTheModel()
    {
        ModelProfile p;
        ChatResult r;
        r.model = QStringLiteral("gpt-4o-mini-2024-07-18");
        QVERIFY(p.observe(r, QJsonObject{{QStringLiteral("temperature"), 0}}));
        QCOMPARE(p.reasoning, ModelProfile::Reasoning::No);
        QVERIFY(!p.observe(r, QJsonObject{{QStringLiteral("temperature"), 0}})); // nothing new
        // The deployment now answers with another model: learned afresh.
        p.unsupported = {QStringLiteral("top_p")};
        r.model = QStringLiteral("gpt-5-mini-2025-08-07");
        r.usage.reasoningTokens = 192;
        QVERIFY(p.observe(r, {}));
        QCOMPARE(p.model, r.model);
        QCOMPARE(p.reasoning, ModelProfile::Reasoning::Yes);
        QVERIFY(p.unsupported.isEmpty());
    }

    void profilesAreKeptPerEndpointAndDeployment()
    {
        ProviderConfig a;
        a.endpoint = QUrl(QStringLiteral("https://contoso.openai.azure.com/openai/v1/"));
        a.chatDeployment = QStringLiteral("chat");
        ProviderConfig sameResource = a;
        sameResource.endpoint = QUrl(QStringLiteral("https://CONTOSO.openai.azure.com"));
        ProviderConfig other = a;
        other.chatDeployment = QStringLiteral("prod-gpt");
        ModelProfile p;
        p.model = QStringLiteral("gpt-5.4-mini");
        p.reasoning = ModelProfile::Reasoning::Yes;
        p.refusedEfforts = {ReasoningEffort::Minimal};
        ModelProfileStore::save(a, p);
        QCOMPARE(ModelProfileStore::load(sameResource), p);
        QVERIFY(ModelProfileStore::load(other).isEmpty());
        ModelProfileStore::forget(a);
        QVERIFY(ModelProfileStore::load(a).isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestProviderConfig)
#include "tst_providerconfig.moc"
