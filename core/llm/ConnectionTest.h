// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ModelProfile.h"
#include "ProviderConfig.h"
#include "ProviderError.h"
#include "auth/Credential.h"

#include <QElapsedTimer>
#include <QMetaType>
#include <QObject>
#include <optional>

class QNetworkAccessManager;

namespace lotse {

class ChatClient;
class EmbeddingClient;

// The outcome of checking one deployment.
struct ConnectionCheck
{
    enum class State {
        NotConfigured, // no deployment of this kind is set (embeddings are optional)
        Ok,
        Failed,
    };

    State state = State::NotConfigured;
    QString deployment;
    int elapsedMs = 0;
    int dimensions = 0; // embeddings: the size the deployment returned
    QString model;      // the model behind the deployment, as its reply named it
    ModelProfile::Reasoning reasoning = ModelProfile::Reasoning::Unknown; // chat: whether it reasons
    QStringList refused;                // chat: parameters it refused (and Lotse no longer sends)
    std::optional<ProviderError> error; // Failed because of the call itself
    // Failed: the exact problem and what to do, for people, to be shown after the deployment's name.
    QString message;

    bool ok() const { return state == State::Ok; }
};

struct ConnectionReport
{
    ConnectionCheck chat;
    ConnectionCheck embeddings;

    // Both configured deployments answered as configured.
    bool ok() const { return chat.ok() && embeddings.state != ConnectionCheck::State::Failed; }
};

// Checks that a provider configuration works before it is saved: a tiny non-streamed chat request
// to the chat deployment and, when one is set, one short input to the embedding deployment, both
// at once. Short timeouts and no retries: a connection check reports what happens at the first
// try, within seconds, instead of waiting out a retry policy meant for real questions. What it
// learns about the chat model is learned afresh (a deployment may have moved to another model)
// and kept, so the first question is right the first time.
class ConnectionTest final : public QObject
{
    Q_OBJECT
public:
    static constexpr int defaultTimeoutMs = 30000;

    ConnectionTest(QNetworkAccessManager& network, ProviderConfig config, Credential credential,
                   QObject* parent = nullptr);
    ~ConnectionTest() override;

    // For each call: the whole request, including the wait for the first byte.
    void setTimeout(int ms) { m_timeoutMs = ms; }
    // Starts both checks; finished() follows once, also when nothing could be sent.
    void start();
    // Stops both checks; finished() is not emitted.
    void cancel();
    bool isRunning() const { return m_pending > 0; }

Q_SIGNALS:
    void finished(const lotse::ConnectionReport& report);

private:
    void checkChat();
    void checkEmbeddings();
    void done();
    static ConnectionCheck failed(const QString& deployment, int elapsedMs, const ProviderError& error);

    QNetworkAccessManager& m_network;
    ProviderConfig m_config;
    Credential m_credential;
    int m_timeoutMs = defaultTimeoutMs;
    ChatClient* m_chat = nullptr;
    EmbeddingClient* m_embeddings = nullptr;
    QElapsedTimer m_clock;
    ConnectionReport m_report;
    int m_pending = 0;
};

} // namespace lotse

Q_DECLARE_METATYPE(lotse::ConnectionReport)
