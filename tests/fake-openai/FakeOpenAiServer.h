// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "FakeChat.h"
#include "FakeChatStream.h"
#include "FakeHttpReply.h"
#include "FakeIdentityProvider.h"
#include "FakeScenario.h"

#include <QHash>
#include <QJsonObject>
#include <QObject>
#include <QTcpServer>
#include <QUrl>
#include <chrono>
#include <functional>
#include <memory>

class QTcpSocket;

namespace lotse::fake {

// A fake Azure OpenAI / OpenAI-compatible server on 127.0.0.1, as strict as the service: the v1
// paths (/openai/v1/…), the legacy deployment paths (/openai/deployments/D/…?api-version=), the
// OpenAI-compatible paths (/v1/…); embeddings, chat completions with and without streaming,
// structured output checked as strictly as the service does, usage with reasoning and cached
// tokens, rate-limit headers, Azure's filter annotations. Deployments are backed by models:
// reasoning models refuse what the service refuses and spend reasoning tokens out of their budget.
// Requests are checked (unknown parameters, types, ranges) and authenticated (an api-key, which a
// resource may refuse, or a Microsoft Entra ID token of its identity provider). Scripted faults:
// latency, 429 with Retry-After, 5xx, hanging requests, malformed bodies, cut-off streams, error
// events in streams, streams that stall behind keep-alive comments, runaway replies.
class FakeOpenAiServer final : public QObject
{
    Q_OBJECT
public:
    struct Request
    {
        QByteArray method;
        QString path;                          // with the query
        QHash<QByteArray, QByteArray> headers; // names in lower case
        QByteArray body;
        QJsonObject json() const;
    };

    explicit FakeOpenAiServer(Scenario scenario = {}, QObject* parent = nullptr);
    ~FakeOpenAiServer() override;

    bool listen(quint16 port = 0);
    quint16 port() const { return m_server.serverPort(); }
    QUrl baseUrl() const;
    Scenario& scenario() { return m_scenario; }
    const QList<Request>& requests() const { return m_requests; }
    // Requests answered 429 because they were over the scenario's rate limit.
    int rateLimited() const { return m_limiter.rejected(); }
    // Requests refused with 400 (a parameter, a type, a schema the service would refuse).
    int refused() const { return m_refused; }
    const FakeIdentityProvider& identity() const { return m_identity; }

    // When the server was busy with a chat or embedding request: from the request's arrival to its
    // reply's last byte (or the client's hang-up), on std::chrono::steady_clock, so that a benchmark
    // in the same process can tell the model's time from its own.
    struct CallSpan
    {
        QString path;
        qint64 startNs = 0;
        qint64 endNs = 0; // 0 while the call is open
        static qint64 now()
        {
            return std::chrono::duration_cast<std::chrono::nanoseconds>(
                       std::chrono::steady_clock::now().time_since_epoch())
                .count();
        }
    };
    const QList<CallSpan>& calls() const { return m_calls; }
    void clearCalls() { m_calls.clear(), m_openCalls.clear(); }

private:
    void onConnection();
    void onReadyRead(QTcpSocket* socket);
    void handle(QTcpSocket* socket, const Request& request);
    bool authenticate(QTcpSocket* socket, const Request& request);
    void route(QTcpSocket* socket, const Request& request, const QString& path, const QString& deployment,
               const QString& apiVersion);
    void answer(QTcpSocket* socket, const QString& path, const QJsonObject& body, const QStringList& fieldOrder,
                const QString& model, const Fault* fault);
    void chat(QTcpSocket* socket, const QJsonObject& body, const QStringList& fieldOrder, const QString& model,
              const Fault* fault);
    void embeddings(QTcpSocket* socket, const QJsonObject& body, const QString& model);
    void respond(QTcpSocket* socket, int status, const QByteArray& body,
                 const QHash<QByteArray, QByteArray>& extraHeaders = {});
    void respond(QTcpSocket* socket, const FakeHttpReply& reply);
    void stream(QTcpSocket* socket, std::shared_ptr<const FakeChatStream> events, const Fault* fault);
    // The wait before event `next`: the scenario's latency model, else its chunkDelayMs.
    int streamWait(const FakeChatStream& events, qsizetype next) const;
    static void later(QTcpSocket* socket, int ms, std::function<void()> step);
    void beginCall(QTcpSocket* socket, const QString& path);
    void endCall(QTcpSocket* socket);

    QTcpServer m_server;
    Scenario m_scenario;
    FakeRateLimiter m_limiter;
    FakeChat m_chat;
    QList<CallSpan> m_calls;
    QHash<QTcpSocket*, qsizetype> m_openCalls;
    FakeIdentityProvider m_identity;
    QList<Request> m_requests;
    QHash<QTcpSocket*, QByteArray> m_buffers;
    int m_served = 0;
    int m_refused = 0;
};

} // namespace lotse::fake
