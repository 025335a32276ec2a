// SPDX-License-Identifier: GPL-3.0-or-later
#include "ConnectionTest.h"

#include "ChatClient.h"
#include "EmbeddingClient.h"
#include "ModelProfileStore.h"
#include "common/Logging.h"

namespace lotse {

namespace {

bool namesDeployment(const ProviderError& e, const QString& deployment)
{
    return e.code == QStringLiteral("DeploymentNotFound") || e.code == QStringLiteral("model_not_found")
           || (!deployment.isEmpty() && e.detail.contains(deployment));
}

QString withDetail(QString message, const ProviderError& e)
{
    if (!e.detail.isEmpty())
        message += QStringLiteral(" (Provider: %1)").arg(e.detail.left(300));
    if (!e.requestId.isEmpty())
        message += ConnectionTest::tr(" Request id: %1.").arg(e.requestId);
    return message;
}

// The exact problem, where the check knows more than a generic provider error does: which
// deployment, which host, how long it waited.
QString describe(const ProviderError& e, const ProviderConfig& config, const QString& deployment,
                 const Credential& credential, const QUrl& url, int timeoutMs)
{
    switch (e.kind) {
    case ProviderError::Kind::NotFound:
        if (namesDeployment(e, deployment)) {
            return withDetail(
                ConnectionTest::tr("There is no deployment “%1” at this endpoint (HTTP 404). Use the "
                                   "deployment name, not the model name (for an OpenAI-compatible server: "
                                   "a model it serves).")
                    .arg(deployment),
                e);
        }
        return withDetail(
            ConnectionTest::tr("The endpoint has no such API path (HTTP 404): %1. Check the endpoint URL: "
                               "for Azure https://RESOURCE.openai.azure.com, for an OpenAI-compatible "
                               "server its base URL including /v1.")
                .arg(url.toString(QUrl::RemoveQuery | QUrl::RemoveUserInfo)),
            e);
    case ProviderError::Kind::Unauthorized:
        if (credential.isEmpty()) {
            return withDetail(
                ConnectionTest::tr("The provider needs an API key (HTTP 401), and none was given. Enter the "
                                   "key for this endpoint."),
                e);
        }
        return e.userMessage();
    case ProviderError::Kind::Unreachable:
        return ConnectionTest::tr("Cannot reach %1: %2. Check the endpoint URL, the network and the proxy settings.")
            .arg(config.endpoint.toString(QUrl::RemovePath | QUrl::RemoveQuery | QUrl::RemoveUserInfo),
                 e.detail.isEmpty() ? ConnectionTest::tr("no connection") : e.detail);
    case ProviderError::Kind::Timeout:
        return ConnectionTest::tr("No answer within %1 s from %2. Check the endpoint URL, the network and the proxy; a "
                                  "local server may still be loading the model, so try again in a minute.")
            .arg(timeoutMs / 1000)
            .arg(config.endpoint.host());
    default:
        break;
    }
    return e.userMessage();
}

} // namespace

ConnectionTest::ConnectionTest(QNetworkAccessManager& network, ProviderConfig config, Credential credential,
                               QObject* parent)
    : QObject(parent)
    , m_network(network)
    , m_config(std::move(config))
    , m_credential(std::move(credential))
{}

ConnectionTest::~ConnectionTest() = default;

void ConnectionTest::start()
{
    cancel();
    m_report = ConnectionReport();
    m_report.chat.deployment = m_config.chatDeployment;
    m_report.embeddings.deployment = m_config.embeddingDeployment;
    m_pending = m_config.embeddingDeployment.isEmpty() ? 1 : 2;
    m_clock.start();
    checkChat();
    if (!m_config.embeddingDeployment.isEmpty())
        checkEmbeddings();
}

void ConnectionTest::cancel()
{
    m_pending = 0;
    // Deleted later: cancel() may run inside one of their signals.
    for (QObject* client : {static_cast<QObject*>(m_chat), static_cast<QObject*>(m_embeddings)}) {
        if (!client)
            continue;
        client->disconnect(this);
        client->deleteLater();
    }
    if (m_chat)
        m_chat->cancel();
    if (m_embeddings)
        m_embeddings->cancel();
    m_chat = nullptr;
    m_embeddings = nullptr;
}

ConnectionCheck ConnectionTest::failed(const QString& deployment, int elapsedMs, const ProviderError& error)
{
    ConnectionCheck c;
    c.state = ConnectionCheck::State::Failed;
    c.deployment = deployment;
    c.elapsedMs = elapsedMs;
    c.error = error;
    return c;
}

void ConnectionTest::checkChat()
{
    ProviderConfig config = m_config;
    config.timeoutMs = m_timeoutMs;
    RetryPolicy once;
    once.maxRetries = 0;
    // Learned afresh: the deployment may run another model than when it was last asked.
    ModelProfileStore::forget(config);
    m_chat = new ChatClient(m_network, config, m_credential, once, this);
    connect(m_chat, &ChatClient::adapted, this,
            [this](const ProviderError& refusal) { m_report.chat.refused.append(refusal.param); });
    connect(m_chat, &ChatClient::finished, this, [this](const ChatResult& result) {
        m_report.chat.state = ConnectionCheck::State::Ok;
        m_report.chat.elapsedMs = int(m_clock.elapsed());
        m_report.chat.model = result.model;
        m_report.chat.reasoning = m_chat->profile().reasoning;
        done();
    });
    connect(m_chat, &ChatClient::failed, this, [this, config](const ProviderError& error) {
        const QStringList refused = m_report.chat.refused;
        m_report.chat = failed(m_config.chatDeployment, int(m_clock.elapsed()), error);
        m_report.chat.refused = refused;
        m_report.chat.message =
            describe(error, m_config, m_config.chatDeployment, m_credential, config.chatUrl(), m_timeoutMs);
        done();
    });
    ChatRequest request;
    request.messages = {{QStringLiteral("user"), QStringLiteral("Reply with the word OK.")}};
    request.maxTokens = 16; // a reasoning model gets room for its thinking on top
    request.effort = ReasoningEffort::Low;
    m_chat->complete(request);
}

void ConnectionTest::checkEmbeddings()
{
    ProviderConfig config = m_config;
    config.timeoutMs = m_timeoutMs;
    RetryPolicy once;
    once.maxRetries = 0;
    m_embeddings = new EmbeddingClient(m_network, config, m_credential, once, this);
    connect(m_embeddings, &EmbeddingClient::finished, this, [this](const QList<Vector>& vectors, const TokenUsage&) {
        ConnectionCheck& c = m_report.embeddings;
        c.elapsedMs = int(m_clock.elapsed());
        c.model = m_embeddings->model();
        c.dimensions = vectors.isEmpty() ? 0 : int(vectors.first().size());
        if (m_config.dimensions > 0 && c.dimensions != m_config.dimensions) {
            // Servers that cannot shorten vectors (many local ones) ignore "dimensions" silently.
            c.state = ConnectionCheck::State::Failed;
            c.message = tr("It returned vectors with %1 dimensions, but %2 are configured: the model or "
                           "server ignores the dimensions setting. Set the dimensions to %1, or to 0 for "
                           "the model's own size.")
                            .arg(c.dimensions)
                            .arg(m_config.dimensions);
        } else {
            c.state = ConnectionCheck::State::Ok;
        }
        done();
    });
    connect(m_embeddings, &EmbeddingClient::failed, this, [this, config](const ProviderError& error) {
        m_report.embeddings = failed(m_config.embeddingDeployment, int(m_clock.elapsed()), error);
        m_report.embeddings.message =
            describe(error, m_config, m_config.embeddingDeployment, m_credential, config.embeddingsUrl(), m_timeoutMs);
        done();
    });
    m_embeddings->embed({QStringLiteral("Connection test")});
}

void ConnectionTest::done()
{
    if (m_pending <= 0 || --m_pending > 0)
        return;
    const auto state = [](const ConnectionCheck& c) {
        return c.state == ConnectionCheck::State::Ok       ? "ok"
               : c.state == ConnectionCheck::State::Failed ? "failed"
                                                           : "-";
    };
    // Never the key: only how each check ended.
    qCInfo(lcLlm) << "connection test: chat" << state(m_report.chat) << "embeddings" << state(m_report.embeddings);
    Q_EMIT finished(m_report);
}

} // namespace lotse
