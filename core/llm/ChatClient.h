// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ChatTypes.h"
#include "HttpCall.h"
#include "SseParser.h"

#include <QObject>

namespace lotse {

// Chat completions against Azure OpenAI (v1 or legacy paths) or an OpenAI-compatible server, with
// or without streaming, with structured output. One call at a time per client.
class ChatClient final : public QObject
{
    Q_OBJECT
public:
    ChatClient(QNetworkAccessManager& network, ProviderConfig config, QString apiKey, RetryPolicy policy = {},
               QObject* parent = nullptr);

    void complete(const ChatRequest& request);
    void cancel();
    // The JSON body complete() sends (for tests and the request log).
    QJsonObject body(const ChatRequest& request) const;

Q_SIGNALS:
    void delta(const QString& text); // streamed content as it arrives
    void retrying(int attempt, int delayMs, const lotse::ProviderError& cause);
    void finished(const lotse::ChatResult& result);
    void failed(const lotse::ProviderError& error);

private:
    void onData(const QByteArray& bytes);
    void onSucceeded(const QByteArray& body);
    void finish();

    ProviderConfig m_config;
    QString m_apiKey;
    HttpCall m_call;
    SseParser m_sse;
    ChatResult m_result;
    bool m_streaming = false;
    bool m_malformed = false;
};

} // namespace lotse
