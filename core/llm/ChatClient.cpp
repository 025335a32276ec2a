// SPDX-License-Identifier: GPL-3.0-or-later
#include "ChatClient.h"

#include "ModelProfileStore.h"
#include "common/Logging.h"

#include <QJsonArray>
#include <QJsonDocument>

namespace lotse {

namespace {

ProviderError malformed(const QString& what)
{
    return ProviderError::make(ProviderError::Kind::MalformedResponse, what, 200);
}

} // namespace

ChatClient::ChatClient(QNetworkAccessManager& network, ProviderConfig config, Credential credential, RetryPolicy policy,
                       QObject* parent)
    : QObject(parent)
    , m_config(std::move(config))
    , m_credential(std::move(credential))
    , m_call(network, policy)
{
    connect(&m_call, &HttpCall::event, this, &ChatClient::onEvent);
    connect(&m_call, &HttpCall::succeeded, this, [this](int, const QByteArray& body) { onSucceeded(body); });
    connect(&m_call, &HttpCall::failed, this, &ChatClient::onFailed);
    connect(&m_call, &HttpCall::retrying, this, &ChatClient::retrying);
}

QJsonObject ChatClient::body(const ChatRequest& request) const
{
    QJsonArray messages;
    for (const ChatMessage& m : request.messages)
        messages.append(QJsonObject{{QStringLiteral("role"), m.role}, {QStringLiteral("content"), m.content}});
    QJsonObject body{{QStringLiteral("model"), m_config.chatDeployment}, {QStringLiteral("messages"), messages}};
    const bool reasoning = reasons();
    const ReasoningEffort effort = m_profile.effortFor(request.effort);
    // max_completion_tokens counts a reasoning model's thinking too: the visible budget alone would
    // be spent before the first word.
    const int budget =
        (request.maxTokens + (reasoning ? reasoning::allowance(effort) : 0)) * std::max(1, request.budgetFactor);
    const QString field = reasoning                         ? QStringLiteral("max_completion_tokens")
                          : !m_profile.tokenField.isEmpty() ? m_profile.tokenField
                                                            : m_config.maxTokensField();
    body.insert(field, budget);
    // Reasoning models refuse sampling parameters; Ollama forces 1.0 when they are missing.
    if (!reasoning && !m_profile.unsupported.contains(QStringLiteral("temperature")))
        body.insert(QStringLiteral("temperature"), request.temperature);
    if (reasoning && !m_profile.unsupported.contains(QStringLiteral("reasoning_effort")))
        body.insert(QStringLiteral("reasoning_effort"), reasoning::name(effort));
    if (!request.jsonSchema.isEmpty()) {
        // Always the nested form: llama.cpp silently ignores the flat one.
        body.insert(
            QStringLiteral("response_format"),
            QJsonObject{{QStringLiteral("type"), QStringLiteral("json_schema")},
                        {QStringLiteral("json_schema"), QJsonObject{{QStringLiteral("name"), request.schemaName},
                                                                    {QStringLiteral("strict"), true},
                                                                    {QStringLiteral("schema"), request.jsonSchema}}}});
    }
    if (request.stream) {
        body.insert(QStringLiteral("stream"), true);
        body.insert(QStringLiteral("stream_options"), QJsonObject{{QStringLiteral("include_usage"), true}});
    }
    return body;
}

void ChatClient::complete(const ChatRequest& request)
{
    m_request = request;
    m_adaptations = 0;
    m_profile = ModelProfileStore::load(m_config);
    send();
}

void ChatClient::send()
{
    m_result = ChatResult();
    m_filterResults = {};
    m_malformed = false;
    m_stopped = false;
    m_sent = body(m_request);
    HttpCall::Request request =
        HttpCall::Request::to(m_config, m_credential, m_config.chatUrl(), m_sent, m_request.stream, reasons());
    // JSON may spell each character of the content as \uXXXX; the rest of a reply is small.
    if (!m_request.stream)
        request.maxBytes = std::min<qint64>(request.maxBytes, m_request.maxContentChars * 6 + 64 * 1024);
    m_call.start(request);
}

void ChatClient::cancel()
{
    m_call.abort();
}

void ChatClient::onFailed(const ProviderError& error)
{
    if (m_stopped)
        return;
    if (m_adaptations < maxAdaptations && m_profile.learn(error, m_sent)) {
        ++m_adaptations;
        ModelProfileStore::save(m_config, m_profile);
        if (body(m_request) == m_sent) {
            // What was learned does not change this request (a setting overrides it): the same
            // request would be refused the same way.
            Q_EMIT failed(error);
            return;
        }
        qCInfo(lcLlm) << "deployment" << m_config.chatDeployment << "refused" << error.param << "(" << error.code
                      << "): asking again without it";
        Q_EMIT adapted(error);
        send();
        return;
    }
    Q_EMIT failed(error);
}

void ChatClient::stop(const ProviderError& error)
{
    m_stopped = true;
    m_call.abort();
    Q_EMIT failed(error);
}

void ChatClient::onEvent(const SseEvent& event)
{
    if (m_stopped)
        return;
    const QJsonObject chunk = QJsonDocument::fromJson(event.data).object();
    // An error in the stream: an "error" event, or a chunk that is an error object.
    if (event.type == "error" || chunk.value(QStringLiteral("error")).isObject()) {
        const QJsonObject error =
            chunk.value(QStringLiteral("error")).isObject() ? chunk.value(QStringLiteral("error")).toObject() : chunk;
        ProviderError e = ProviderError::fromStreamError(error);
        if (e.detail.isEmpty())
            e.detail = QString::fromUtf8(event.data.left(300));
        stop(e);
        return;
    }
    if (chunk.isEmpty()) {
        m_malformed = true;
        return;
    }
    onChunk(chunk);
}

void ChatClient::onChunk(const QJsonObject& chunk)
{
    // Azure sends events with no choices (prompt filter results, usage) and choices without delta.
    if (chunk.value(QStringLiteral("usage")).isObject())
        m_result.usage = TokenUsage::fromReply(chunk.value(QStringLiteral("usage")).toObject());
    if (!chunk.value(QStringLiteral("model")).toString().isEmpty())
        m_result.model = chunk.value(QStringLiteral("model")).toString();
    for (const QJsonValue& c : chunk.value(QStringLiteral("choices")).toArray()) {
        const QJsonObject choice = c.toObject();
        const QJsonObject d = choice.value(QStringLiteral("delta")).toObject();
        const QString text = d.value(QStringLiteral("content")).toString();
        if (!text.isEmpty()) {
            m_result.content += text;
            if (m_result.content.size() > m_request.maxContentChars) {
                stop(ProviderError::make(ProviderError::Kind::TooLarge,
                                         tr("an answer of more than %L1 characters").arg(m_request.maxContentChars),
                                         200));
                return;
            }
            Q_EMIT delta(text);
        }
        m_result.refusal += d.value(QStringLiteral("refusal")).toString();
        if (choice.value(QStringLiteral("finish_reason")).isString())
            m_result.finishReason = choice.value(QStringLiteral("finish_reason")).toString();
        if (choice.value(QStringLiteral("content_filter_results")).isObject())
            m_filterResults = choice.value(QStringLiteral("content_filter_results")).toObject();
    }
}

void ChatClient::onSucceeded(const QByteArray& body)
{
    if (m_stopped)
        return;
    if (m_request.stream) {
        if (!m_call.streamDone()) {
            Q_EMIT failed(malformed(tr("the answer stream was cut off before it ended")));
            return;
        }
        if (m_malformed) {
            Q_EMIT failed(malformed(tr("a piece of the answer stream was not JSON")));
            return;
        }
        finish(m_filterResults);
        return;
    }
    const QJsonObject root = QJsonDocument::fromJson(body).object();
    const QJsonArray choices = root.value(QStringLiteral("choices")).toArray();
    if (choices.isEmpty()) {
        Q_EMIT failed(malformed(tr("the response has no choices")));
        return;
    }
    const QJsonObject choice = choices.first().toObject();
    const QJsonObject message = choice.value(QStringLiteral("message")).toObject();
    m_result.content = message.value(QStringLiteral("content")).toString();
    m_result.refusal = message.value(QStringLiteral("refusal")).toString();
    m_result.finishReason = choice.value(QStringLiteral("finish_reason")).toString();
    m_result.model = root.value(QStringLiteral("model")).toString();
    m_result.usage = TokenUsage::fromReply(root.value(QStringLiteral("usage")).toObject());
    if (m_result.content.size() > m_request.maxContentChars) {
        Q_EMIT failed(ProviderError::make(ProviderError::Kind::TooLarge,
                                          tr("a reply of more than %L1 characters").arg(m_request.maxContentChars),
                                          200));
        return;
    }
    finish(choice.value(QStringLiteral("content_filter_results")).toObject());
}

void ChatClient::finish(const QJsonObject& filterResults)
{
    if (m_profile.observe(m_result, m_sent))
        ModelProfileStore::save(m_config, m_profile);
    if (m_result.finishReason == QStringLiteral("content_filter")) {
        ProviderError e = ProviderError::make(ProviderError::Kind::ContentFiltered, tr("the answer was filtered"), 200);
        e.code = QStringLiteral("content_filter");
        e.filterCategories = ProviderError::filteredCategories(filterResults);
        Q_EMIT failed(e);
        return;
    }
    Q_EMIT finished(m_result);
}

} // namespace lotse
