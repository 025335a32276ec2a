// SPDX-License-Identifier: GPL-3.0-or-later
#include "ChatClient.h"

#include <QJsonArray>
#include <QJsonDocument>

namespace lotse {

namespace {

TokenUsage usageOf(const QJsonObject& usage)
{
    return {usage.value(QStringLiteral("prompt_tokens")).toInt(),
            usage.value(QStringLiteral("completion_tokens")).toInt()};
}

ProviderError malformed(const QString& what)
{
    return ProviderError{ProviderError::Kind::MalformedResponse, 200, {}, what, {}};
}

} // namespace

ChatClient::ChatClient(QNetworkAccessManager& network, ProviderConfig config, QString apiKey, RetryPolicy policy,
                       QObject* parent)
    : QObject(parent)
    , m_config(std::move(config))
    , m_apiKey(std::move(apiKey))
    , m_call(network, policy)
{
    connect(&m_call, &HttpCall::data, this, &ChatClient::onData);
    connect(&m_call, &HttpCall::succeeded, this, [this](int, const QByteArray& body) { onSucceeded(body); });
    connect(&m_call, &HttpCall::failed, this, &ChatClient::failed);
    connect(&m_call, &HttpCall::retrying, this, &ChatClient::retrying);
}

QJsonObject ChatClient::body(const ChatRequest& request) const
{
    QJsonArray messages;
    for (const ChatMessage& m : request.messages)
        messages.append(QJsonObject{{QStringLiteral("role"), m.role}, {QStringLiteral("content"), m.content}});
    QJsonObject body{{QStringLiteral("model"), m_config.chatDeployment}, {QStringLiteral("messages"), messages}};
    body.insert(m_config.maxTokensField(), request.maxTokens);
    // Reasoning models reject sampling parameters; Ollama forces 1.0 when they are missing.
    if (!m_config.reasoningModel)
        body.insert(QStringLiteral("temperature"), request.temperature);
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
    m_sse = SseParser();
    m_result = ChatResult();
    m_streaming = request.stream;
    m_malformed = false;
    m_call.start(HttpCall::Request::to(m_config, m_apiKey, m_config.chatUrl(), body(request), request.stream));
}

void ChatClient::cancel()
{
    m_call.abort();
}

void ChatClient::onData(const QByteArray& bytes)
{
    for (const QByteArray& event : m_sse.feed(bytes)) {
        const QJsonObject chunk = QJsonDocument::fromJson(event).object();
        if (chunk.isEmpty()) {
            m_malformed = true;
            continue;
        }
        // Azure sends events with no choices (prompt filter results, usage) and choices without delta.
        if (chunk.value(QStringLiteral("usage")).isObject())
            m_result.usage = usageOf(chunk.value(QStringLiteral("usage")).toObject());
        for (const QJsonValue& c : chunk.value(QStringLiteral("choices")).toArray()) {
            const QJsonObject choice = c.toObject();
            const QJsonObject d = choice.value(QStringLiteral("delta")).toObject();
            const QString text = d.value(QStringLiteral("content")).toString();
            if (!text.isEmpty()) {
                m_result.content += text;
                Q_EMIT delta(text);
            }
            m_result.refusal += d.value(QStringLiteral("refusal")).toString();
            if (choice.value(QStringLiteral("finish_reason")).isString())
                m_result.finishReason = choice.value(QStringLiteral("finish_reason")).toString();
        }
    }
}

void ChatClient::onSucceeded(const QByteArray& body)
{
    if (m_streaming) {
        if (!m_sse.isDone()) {
            Q_EMIT failed(malformed(tr("the answer stream was cut off before it ended")));
            return;
        }
        if (m_malformed) {
            Q_EMIT failed(malformed(tr("a piece of the answer stream was not JSON")));
            return;
        }
        finish();
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
    m_result.usage = usageOf(root.value(QStringLiteral("usage")).toObject());
    finish();
}

void ChatClient::finish()
{
    if (m_result.finishReason == QStringLiteral("content_filter")) {
        Q_EMIT failed(ProviderError{ProviderError::Kind::ContentFiltered,
                                    200,
                                    QStringLiteral("content_filter"),
                                    tr("the answer was filtered"),
                                    {}});
        return;
    }
    Q_EMIT finished(m_result);
}

} // namespace lotse
