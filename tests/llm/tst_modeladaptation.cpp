// SPDX-License-Identifier: GPL-3.0-or-later
// The chat client against deployments as Azure really runs them in 2026, on the strict fake:
// a reasoning model behind a name that does not say so is learned from its first refusal (and
// remembered, so the next request is right at once); an o-series model's refused effort; a
// deployment moved to another model; reasoning tokens, cut-off replies, error events in streams,
// streams that stall behind keep-alive comments, replies too large to read, content filters with
// their category; Microsoft Entra ID tokens, and a resource that refuses keys.
#include "FakeOpenAiServer.h"
#include "FakeResponses.h"
#include "FixedTokenSource.h"
#include "TestSupport.h"
#include "llm/ChatClient.h"
#include "llm/ModelProfileStore.h"

#include <QElapsedTimer>
#include <QJsonArray>
#include <QNetworkAccessManager>
#include <QSignalSpy>
#include <QTest>

using namespace lotse;
using fake::FakeOpenAiServer;

namespace {

const QString key = QStringLiteral("adapt-key-0123456789abcdef0123456789");

} // namespace

class TestModelAdaptation final : public QObject
{
    Q_OBJECT

    QTemporaryDir m_settings;
    std::unique_ptr<FakeOpenAiServer> m_server;
    QNetworkAccessManager m_network;

    ProviderConfig config(const QString& deployment, ProviderConfig::Kind kind = ProviderConfig::Kind::AzureV1) const
    {
        ProviderConfig c;
        c.kind = kind;
        c.endpoint = kind == ProviderConfig::Kind::OpenAiCompatible
                         ? QUrl(m_server->baseUrl().toString() + QStringLiteral("/v1"))
                         : m_server->baseUrl();
        c.chatDeployment = deployment;
        c.timeoutMs = 10000;
        return c;
    }
    static ChatRequest question(const QString& text, bool stream = false)
    {
        ChatRequest r;
        r.messages = {{QStringLiteral("system"), QStringLiteral("Answer from the handbook.")},
                      {QStringLiteral("user"), text}};
        r.stream = stream;
        r.maxTokens = 600;
        return r;
    }
    static RetryPolicy noRetries()
    {
        RetryPolicy p;
        p.maxRetries = 0;
        return p;
    }
    // Runs one call to its end: the result, or the error.
    struct Outcome
    {
        std::optional<ChatResult> result;
        std::optional<ProviderError> error;
        int adaptations = 0;
    };
    Outcome call(const ProviderConfig& c, const ChatRequest& request, const Credential& credential = {})
    {
        ChatClient client(m_network, c, credential.isEmpty() ? Credential::key(key) : credential, noRetries());
        QSignalSpy done(&client, &ChatClient::finished);
        QSignalSpy failed(&client, &ChatClient::failed);
        QSignalSpy adapted(&client, &ChatClient::adapted);
        client.complete(request);
        [&] { QTRY_VERIFY_WITH_TIMEOUT(done.size() + failed.size() == 1, 20000); }();
        Outcome o;
        o.adaptations = int(adapted.size());
        if (!done.isEmpty())
            o.result = done.first().first().value<ChatResult>();
        if (!failed.isEmpty())
            o.error = failed.first().first().value<ProviderError>();
        return o;
    }
    int refusedRequests() const { return m_server->refused(); }

private Q_SLOTS:
    void initTestCase() { test::isolateSettings(m_settings.path()); }

    void init()
    {
        fake::Scenario s;
        s.apiKey = key;
        s.deploy(QStringLiteral("prod-gpt"), QStringLiteral("gpt-5.4-mini"));
        s.deploy(QStringLiteral("thinker"), QStringLiteral("o4-mini"));
        s.deploy(QStringLiteral("chat"), QStringLiteral("gpt-4o-mini"));
        s.chat = {
            {QStringLiteral("vacation"), {}, "Thirty working days per calendar year.", {}, QStringLiteral("stop")},
            {QStringLiteral("violent"), {}, "", {}, QStringLiteral("content_filter"), {QStringLiteral("violence")}}};
        s.entra.tokens = {{QStringLiteral("entra-test-token"), 3600}};
        m_server = std::make_unique<FakeOpenAiServer>(s);
        QVERIFY(m_server->listen());
    }

    // Deployment names are the admin's choice: the first refusal tells, the profile remembers.
    void reasoningDeploymentIsLearnedFromItsFirstRefusal_data()
    {
        QTest::addColumn<int>("kind");
        QTest::newRow("azure v1") << int(ProviderConfig::Kind::AzureV1);
        QTest::newRow("azure legacy") << int(ProviderConfig::Kind::AzureLegacy);
        QTest::newRow("openai-compatible") << int(ProviderConfig::Kind::OpenAiCompatible);
    }
    void reasoningDeploymentIsLearnedFromItsFirstRefusal()
    {
        QFETCH(int, kind);
        const ProviderConfig c = config(QStringLiteral("prod-gpt"), ProviderConfig::Kind(kind));
        ModelProfileStore::forget(c);
        const Outcome first = call(c, question(QStringLiteral("How many vacation days?")));
        QVERIFY(first.result);
        QCOMPARE(first.result->content, QStringLiteral("Thirty working days per calendar year."));
        QCOMPARE(first.result->model, QStringLiteral("gpt-5.4-mini"));
        QCOMPARE(first.adaptations, 1);
        QCOMPARE(refusedRequests(), 1);
        QCOMPARE(m_server->requests().size(), 2);
        const QJsonObject refused = m_server->requests().first().json();
        QVERIFY(refused.contains(QStringLiteral("temperature")));
        // What was learned survives this client (the settings keep it).
        const ModelProfile learned = ModelProfileStore::load(c);
        QCOMPARE(learned.reasoning, ModelProfile::Reasoning::Yes);
        QCOMPARE(learned.model, QStringLiteral("gpt-5.4-mini"));
        // The second question is right the first time.
        const Outcome second = call(c, question(QStringLiteral("How many vacation days?")));
        QVERIFY(second.result);
        QCOMPARE(second.adaptations, 0);
        QCOMPARE(refusedRequests(), 1);
        QCOMPARE(m_server->requests().size(), 3);
        const QJsonObject body = m_server->requests().last().json();
        QVERIFY(!body.contains(QStringLiteral("temperature")));
        QVERIFY(!body.contains(QStringLiteral("max_tokens")));
        QCOMPARE(body.value(QStringLiteral("max_completion_tokens")).toInt(),
                 600 + reasoning::allowance(ReasoningEffort::Low));
        QCOMPARE(body.value(QStringLiteral("reasoning_effort")).toString(), QStringLiteral("low"));
        // Reasoning tokens counted, and part of the completion tokens.
        QCOMPARE(second.result->usage.reasoningTokens, 768);
        QVERIFY(second.result->usage.completionTokens > 768);
    }

    void classicModelIsLearnedFromAnAcceptedTemperature()
    {
        const ProviderConfig c = config(QStringLiteral("chat"));
        ModelProfileStore::forget(c);
        const Outcome o = call(c, question(QStringLiteral("How many vacation days?")));
        QVERIFY(o.result);
        QCOMPARE(o.adaptations, 0);
        QCOMPARE(m_server->requests().size(), 1);
        QCOMPARE(ModelProfileStore::load(c).reasoning, ModelProfile::Reasoning::No);
        QCOMPARE(ModelProfileStore::load(c).model, QStringLiteral("gpt-4o-mini"));
        QVERIFY(!m_server->requests().first().json().contains(QStringLiteral("reasoning_effort")));
    }

    // o-series models have no "minimal": the next effort up, learned once.
    void refusedEffortGoesOneStepUp()
    {
        const ProviderConfig c = config(QStringLiteral("thinker"));
        ModelProfileStore::forget(c);
        ChatRequest r = question(QStringLiteral("How many vacation days?"));
        r.effort = ReasoningEffort::Minimal;
        const Outcome o = call(c, r);
        QVERIFY(o.result);
        QCOMPARE(o.adaptations, 2); // temperature, then "minimal"
        QCOMPARE(m_server->requests().last().json().value(QStringLiteral("reasoning_effort")).toString(),
                 QStringLiteral("low"));
        QVERIFY(ModelProfileStore::load(c).refusedEfforts.contains(ReasoningEffort::Minimal));
    }

    // A deployment moved from a reasoning model to a classic one: its refusal of reasoning_effort
    // and its reply teach that too.
    void deploymentMovedToAnotherModelIsRelearned()
    {
        const ProviderConfig c = config(QStringLiteral("chat"));
        ModelProfile stale;
        stale.model = QStringLiteral("gpt-5-mini");
        stale.reasoning = ModelProfile::Reasoning::Yes;
        ModelProfileStore::save(c, stale);
        const Outcome o = call(c, question(QStringLiteral("How many vacation days?")));
        QVERIFY(o.result);
        QCOMPARE(o.adaptations, 1);
        const ModelProfile now = ModelProfileStore::load(c);
        QCOMPARE(now.model, QStringLiteral("gpt-4o-mini"));
        QCOMPARE(now.reasoning, ModelProfile::Reasoning::No);
        QVERIFY(m_server->requests().last().json().contains(QStringLiteral("temperature")));
    }

    // The setting's override: a deployment said to be a reasoning model gets no temperature at once.
    void overrideNeedsNoRefusal()
    {
        ProviderConfig c = config(QStringLiteral("prod-gpt"));
        ModelProfileStore::forget(c);
        c.reasoning = ProviderConfig::Reasoning::Yes;
        const Outcome o = call(c, question(QStringLiteral("How many vacation days?")));
        QVERIFY(o.result);
        QCOMPARE(m_server->requests().size(), 1);
    }

    // Reasoning tokens count against max_completion_tokens: too small a budget ends in "length"
    // with empty content, reported as cut off, not as an answer.
    void budgetSpentOnReasoningEndsInLength()
    {
        ProviderConfig c = config(QStringLiteral("prod-gpt"));
        c.reasoning = ProviderConfig::Reasoning::Yes;
        m_server->scenario().faults.append(fake::Fault{QStringLiteral("chat"), {}, 1, 0, {}, {}, 0, false, -1, 5000});
        const Outcome o = call(c, question(QStringLiteral("How many vacation days?")));
        QVERIFY(o.result);
        QCOMPARE(o.result->finishReason, QStringLiteral("length"));
        QVERIFY(o.result->truncated());
        QVERIFY(o.result->content.isEmpty());
        QCOMPARE(o.result->usage.reasoningTokens, 600 + reasoning::allowance(ReasoningEffort::Low));
    }

    void streamCutByTheBudgetIsMarked()
    {
        ProviderConfig c = config(QStringLiteral("chat"));
        c.reasoning = ProviderConfig::Reasoning::No;
        ChatRequest r = question(QStringLiteral("How many vacation days?"), true);
        r.maxTokens = 3; // about twelve characters
        const Outcome o = call(c, r);
        QVERIFY(o.result);
        QVERIFY(o.result->truncated());
        QCOMPARE(o.result->content, QStringLiteral("Thirty worki"));
    }

    void errorEventInTheStreamFailsTheCall_data()
    {
        QTest::addColumn<QString>("style");
        QTest::newRow("event: error") << "event";
        QTest::newRow("chunk with error") << "chunk";
    }
    void errorEventInTheStreamFailsTheCall()
    {
        QFETCH(QString, style);
        fake::Fault f{QStringLiteral("chat"), {}, 1, 0, {}, {}, 0, false, -1};
        f.streamErrorAfterChunks = 3;
        f.streamErrorStyle = style;
        f.streamErrorMessage = QStringLiteral("The model had an internal error.");
        m_server->scenario().faults.append(f);
        ProviderConfig c = config(QStringLiteral("chat"));
        ChatClient client(m_network, c, Credential::key(key), noRetries());
        QStringList pieces;
        connect(&client, &ChatClient::delta, this, [&](const QString& t) { pieces.append(t); });
        QSignalSpy done(&client, &ChatClient::finished);
        QSignalSpy failed(&client, &ChatClient::failed);
        client.complete(question(QStringLiteral("How many vacation days?"), true));
        QVERIFY(failed.wait(10000));
        QTest::qWait(50);
        QCOMPARE(done.size(), 0);
        QCOMPARE(failed.size(), 1);
        const auto error = failed.first().first().value<ProviderError>();
        QCOMPARE(error.kind, ProviderError::Kind::StreamError);
        QVERIFY2(error.userMessage().contains(QStringLiteral("The model had an internal error.")),
                 qPrintable(error.userMessage()));
        QVERIFY(!pieces.isEmpty()); // the piece before the error had arrived
    }

    // A gateway that keeps the connection alive in front of a stalled model: its comments are no
    // data, so the stream's idle limit ends it, long before the whole call's limit.
    void streamStalledBehindKeepAlivesTimesOut()
    {
        fake::Fault f{QStringLiteral("chat"), {}, 1, 0, {}, {}, 0, false, -1};
        f.stallAfterChunks = 2;
        f.keepAliveMs = 50;
        m_server->scenario().faults.append(f);
        ProviderConfig c = config(QStringLiteral("chat"));
        HttpCall call(m_network, noRetries());
        HttpCall::Request request = HttpCall::Request::to(
            c, Credential::key(key), c.chatUrl(),
            QJsonObject{{QStringLiteral("model"), QStringLiteral("chat")},
                        {QStringLiteral("stream"), true},
                        {QStringLiteral("messages"),
                         QJsonArray{QJsonObject{{QStringLiteral("role"), QStringLiteral("user")},
                                                {QStringLiteral("content"), QStringLiteral("hi")}}}}},
            true);
        request.idleTimeoutMs = 1000;
        request.timeoutMs = 60000;
        QSignalSpy events(&call, &HttpCall::event);
        QSignalSpy failed(&call, &HttpCall::failed);
        QElapsedTimer clock;
        clock.start();
        call.start(request);
        QVERIFY(failed.wait(30000));
        QVERIFY2(clock.elapsed() < 30000,
                 qPrintable(QString::number(clock.elapsed()))); // the idle limit, not the total
        QCOMPARE(events.size(), 2);
        const auto error = failed.first().first().value<ProviderError>();
        QCOMPARE(error.kind, ProviderError::Kind::Timeout);
        QVERIFY2(error.detail.contains(QStringLiteral("no data for 1 s")), qPrintable(error.detail));
        QCOMPARE(m_server->requests().size(), 1); // and never sent again
    }

    // A proxy that closes the connection, again and again, while the model is still thinking: the
    // provider had the request, so Lotse does not send it again. (Qt's HTTP layer itself sends it
    // once more when a connection closes before any answer, the usual race with a keep-alive
    // connection the server just closed; Lotse adds no retries of its own on top.)
    void connectionDroppedAfterTheRequestIsNotSentAgain()
    {
        fake::Fault drop{QStringLiteral("chat"), {}, 10, 0, {}, {}, 0, false, -1};
        drop.drop = true;
        m_server->scenario().faults.append(drop);
        ChatClient client(m_network, config(QStringLiteral("chat")), Credential::key(key)); // default retries
        QSignalSpy failed(&client, &ChatClient::failed);
        QSignalSpy retrying(&client, &ChatClient::retrying);
        client.complete(question(QStringLiteral("How many vacation days?")));
        QVERIFY(failed.wait(20000));
        QCOMPARE(retrying.size(), 0);
        QVERIFY2(m_server->requests().size() <= 3, qPrintable(QString::number(m_server->requests().size())));
        const auto error = failed.first().first().value<ProviderError>();
        QCOMPARE(error.kind, ProviderError::Kind::Unreachable);
        QVERIFY2(error.detail.contains(QStringLiteral("not sent again")), qPrintable(error.detail));
    }

    // A gateway's 504 (and a 408) mean slow, not failed: not sent again either.
    void gatewayTimeoutIsNotSentAgain()
    {
        m_server->scenario().faults.append(fake::Fault{QStringLiteral("chat"), {}, 1, 504, {}, {}, 0, false, -1});
        ChatClient client(m_network, config(QStringLiteral("chat")), Credential::key(key));
        QSignalSpy failed(&client, &ChatClient::failed);
        client.complete(question(QStringLiteral("How many vacation days?")));
        QVERIFY(failed.wait(10000));
        QCOMPARE(m_server->requests().size(), 1);
    }

    // What a refusal teaches that cannot change the request (a reasoning model refusing the only
    // token field it takes): the same request is not sent a second time.
    void anAdaptationThatChangesNothingIsNotSent()
    {
        ProviderConfig c = config(QStringLiteral("prod-gpt"));
        ModelProfileStore::forget(c);
        c.reasoning = ProviderConfig::Reasoning::Yes;
        m_server->scenario().faults.append(
            fake::Fault{QStringLiteral("chat"),
                        {},
                        5,
                        400,
                        {},
                        fake::FakeResponses::invalid(QStringLiteral("Unsupported parameter: "
                                                                    "'max_completion_tokens' is "
                                                                    "not supported with this "
                                                                    "model."),
                                                     QStringLiteral("max_completion_tokens"),
                                                     QStringLiteral("unsupported_parameter")),
                        0,
                        false,
                        -1});
        const Outcome o = call(c, question(QStringLiteral("How many vacation days?")));
        QVERIFY(o.error);
        QCOMPARE(o.error->param, QStringLiteral("max_completion_tokens"));
        QCOMPARE(m_server->requests().size(), 1);
    }

    void replyTooLargeIsRefused_data()
    {
        QTest::addColumn<bool>("stream");
        QTest::newRow("whole") << false;
        QTest::newRow("streamed") << true;
    }
    void replyTooLargeIsRefused()
    {
        QFETCH(bool, stream);
        fake::Fault f{QStringLiteral("chat"), {}, 1, 0, {}, {}, 0, false, -1};
        f.replyBytes = stream ? 60000 : 8 * 1024 * 1024;
        m_server->scenario().faults.append(f);
        ChatRequest r = question(QStringLiteral("How many vacation days?"), stream);
        r.maxContentChars = 20000;
        r.maxTokens = 100000;
        const Outcome o = call(config(QStringLiteral("chat")), r);
        QVERIFY(o.error);
        QCOMPARE(o.error->kind, ProviderError::Kind::TooLarge);
        QVERIFY(o.error->userMessage().contains(QStringLiteral("stopped reading")));
    }

    void filteredAnswerNamesItsCategory()
    {
        const Outcome o = call(config(QStringLiteral("chat")), question(QStringLiteral("something violent")));
        QVERIFY(o.error);
        QCOMPARE(o.error->kind, ProviderError::Kind::ContentFiltered);
        QCOMPARE(o.error->filterCategories, QStringList{QStringLiteral("violence")});
        QVERIFY2(o.error->userMessage().contains(QStringLiteral("(violence)")), qPrintable(o.error->userMessage()));
    }

    void legacyApiVersionTooOldForAReasoningModel()
    {
        ProviderConfig c = config(QStringLiteral("prod-gpt"), ProviderConfig::Kind::AzureLegacy);
        c.apiVersion = QStringLiteral("2024-10-21");
        const Outcome o = call(c, question(QStringLiteral("How many vacation days?")));
        QVERIFY(o.error);
        QCOMPARE(o.error->kind, ProviderError::Kind::ApiVersionTooOld);
        QVERIFY2(o.error->userMessage().contains(QStringLiteral("use provider azure (v1)"), Qt::CaseInsensitive),
                 qPrintable(o.error->userMessage()));
        QCOMPARE(m_server->requests().size(), 1);
    }

    void entraTokenIsABearerAndKeysAreRefusedWhereDisabled()
    {
        m_server->scenario().keyAuth = false;
        const Outcome withKey =
            call(config(QStringLiteral("chat")), question(QStringLiteral("How many vacation days?")));
        QVERIFY(withKey.error);
        QCOMPARE(withKey.error->kind, ProviderError::Kind::KeyAuthDisabled);
        QVERIFY(withKey.error->userMessage().contains(QStringLiteral("Microsoft Entra ID")));

        auto source = std::make_shared<test::FixedTokenSource>(QStringLiteral("entra-test-token"));
        const Outcome withToken = call(config(QStringLiteral("chat")),
                                       question(QStringLiteral("How many vacation days?")), Credential::tokens(source));
        QVERIFY(withToken.result);
        const auto& request = m_server->requests().last();
        QCOMPARE(request.headers.value("authorization"), QByteArray("Bearer entra-test-token"));
        QVERIFY(!request.headers.contains("api-key"));

        auto wrong = std::make_shared<test::FixedTokenSource>(QStringLiteral("not-a-token"));
        const Outcome rejected = call(config(QStringLiteral("chat")),
                                      question(QStringLiteral("How many vacation days?")), Credential::tokens(wrong));
        QVERIFY(rejected.error);
        QCOMPARE(rejected.error->kind, ProviderError::Kind::Unauthorized);
        QVERIFY2(rejected.error->userMessage().contains(QStringLiteral("Entra ID token")),
                 qPrintable(rejected.error->userMessage()));
    }

    // A token is used until shortly before it runs out, then fetched again before the next request.
    void tokenIsRefreshedBeforeItExpires()
    {
        auto lasting = std::make_shared<test::FixedTokenSource>(QStringLiteral("entra-test-token"), 3600);
        for (int i = 0; i < 3; ++i)
            QVERIFY(
                call(config(QStringLiteral("chat")), question(QStringLiteral("vacation")), Credential::tokens(lasting))
                    .result);
        QCOMPARE(lasting->fetches(), 1);
        // Valid for less than the five minutes' margin: every request gets a new one.
        auto expiring = std::make_shared<test::FixedTokenSource>(QStringLiteral("entra-test-token"), 120);
        for (int i = 0; i < 3; ++i)
            QVERIFY(
                call(config(QStringLiteral("chat")), question(QStringLiteral("vacation")), Credential::tokens(expiring))
                    .result);
        QCOMPARE(expiring->fetches(), 3);
    }
};

QTEST_GUILESS_MAIN(TestModelAdaptation)
#include "tst_modeladaptation.moc"
