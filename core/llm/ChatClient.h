// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ChatTypes.h"
#include "HttpCall.h"
#include "ModelProfile.h"

#include <QObject>

namespace lotse {

// Chat completions against Azure OpenAI (v1 or legacy paths) or an OpenAI-compatible server, with
// or without streaming, with structured output. One call at a time per client.
//
// The request adapts to the deployment's model (ModelProfile): a reasoning model gets no sampling
// parameters, max_completion_tokens with room for its thinking and a reasoning_effort. When the
// deployment refuses a parameter it was sent, the request goes out once more without it, and the
// profile remembers, so the next request is right the first time. Every way a reply can end is
// told apart: finished (with finish_reason; "length" is for the caller to handle), a content
// filter naming its category, an error event inside a stream, a reply too large to read.
class ChatClient final : public QObject
{
    Q_OBJECT
public:
    static constexpr int maxAdaptations = 3; // refused parameters learned per call

    ChatClient(QNetworkAccessManager& network, ProviderConfig config, Credential credential, RetryPolicy policy = {},
               QObject* parent = nullptr);

    void complete(const ChatRequest& request);
    void cancel();
    // The JSON body complete() sends, with what is known about the model now.
    QJsonObject body(const ChatRequest& request) const;
    // What is known about the deployment's model: loaded by complete(), updated by each reply.
    const ModelProfile& profile() const { return m_profile; }
    bool reasons() const { return m_profile.reasons(m_config.reasoning); }

Q_SIGNALS:
    void delta(const QString& text); // streamed content as it arrives
    void retrying(int attempt, int delayMs, const lotse::ProviderError& cause);
    // The deployment refused a parameter; the request goes out again without it.
    void adapted(const lotse::ProviderError& refusal);
    void finished(const lotse::ChatResult& result);
    void failed(const lotse::ProviderError& error);

private:
    void send();
    void onEvent(const SseEvent& event);
    void onChunk(const QJsonObject& chunk);
    void onSucceeded(const QByteArray& body);
    void onFailed(const ProviderError& error);
    void stop(const ProviderError& error);
    void finish(const QJsonObject& filterResults);

    ProviderConfig m_config;
    Credential m_credential;
    HttpCall m_call;
    ChatRequest m_request;
    QJsonObject m_sent;
    ModelProfile m_profile;
    ChatResult m_result;
    QJsonObject m_filterResults; // of the choice: which categories an answer was filtered for
    int m_adaptations = 0;
    bool m_malformed = false;
    bool m_stopped = false; // failed from inside the stream: the call's own end is not reported
};

} // namespace lotse
