// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ProviderConfig.h"
#include "ProviderError.h"
#include "RateLimits.h"
#include "RetryPolicy.h"
#include "SseParser.h"
#include "auth/Credential.h"

#include <QObject>
#include <QPointer>
#include <QTimer>
#include <QUrl>

class QNetworkAccessManager;
class QNetworkReply;
class QJsonObject;

namespace lotse {

// One logical request to a provider: authenticated (a token is fetched first when needed), sent,
// retried by the RetryPolicy after a connection failure or a retryable status (waiting as the
// server asks), abortable. It is never sent again because it was slow: a call that runs out of
// time, a 408 or 504, or a connection that closes after the whole request was sent fail, as the
// service may still be working on it and would bill it twice. (Qt's HTTP layer itself resends once
// when a kept-alive connection turns out closed before any answer; nothing is added on top.) A non-streamed
// call has only a total timeout; a stream also fails when no data event arrives for too long
// (a gateway's keep-alive comments do not count). A stream is delivered event by event as it
// arrives; once an event was delivered it is never retried (the caller would see it twice).
// Replies are read up to a size limit. The QNetworkAccessManager is injected, so tests point it
// at the fake server.
class HttpCall final : public QObject
{
    Q_OBJECT
public:
    struct Request
    {
        QUrl url;
        QByteArray body;
        Credential credential;
        ProviderConfig::Kind kind = ProviderConfig::Kind::AzureV1; // how a key is sent
        bool stream = false;
        int timeoutMs = 120000;            // the whole call
        int idleTimeoutMs = 30000;         // streams: between two data events
        qint64 maxBytes = 4 * 1024 * 1024; // of the reply body (a stream: all its events)

        // A JSON POST to a provider with its timeouts (those of a reasoning model when it is one).
        static Request to(const ProviderConfig& config, const Credential& credential, const QUrl& url,
                          const QJsonObject& body, bool stream = false, bool reasoningModel = false);
    };

    explicit HttpCall(QNetworkAccessManager& network, RetryPolicy policy = {}, QObject* parent = nullptr);
    ~HttpCall() override;

    void start(const Request& request);
    void abort();
    int attempts() const { return m_attempt + 1; }
    // Streams: the server ended the stream with [DONE].
    bool streamDone() const { return m_sse.isDone(); }

Q_SIGNALS:
    void event(const lotse::SseEvent& event); // streams only
    void retrying(int attempt, int delayMs, const lotse::ProviderError& cause);
    void succeeded(int httpStatus, const QByteArray& body); // body is empty for streams
    void failed(const lotse::ProviderError& error);
    // Every response that carried x-ratelimit-* headers, successful or not, before its outcome.
    void rateLimits(const lotse::RateLimits& limits);

private:
    void send();
    void post(const HttpHeaders& auth);
    void onReadyRead();
    void onFinished();
    void onTimeout(bool stalled);
    void fail(ProviderError error);
    void retryOrFail(ProviderError error, int status, const QHash<QByteArray, QByteArray>& headers);

    QNetworkAccessManager& m_network;
    RetryPolicy m_policy;
    Request m_request;
    QPointer<QNetworkReply> m_reply;
    QTimer m_idle;
    QTimer m_total;
    QTimer m_backoff;
    QByteArray m_body;
    SseParser m_sse;
    qint64 m_received = 0;
    quint64 m_sendGeneration = 0; // a credential that answers for an aborted send is ignored
    int m_attempt = 0;
    bool m_authorizing = false;
    bool m_delivered = false;
    bool m_timedOut = false;
    bool m_uploaded = false; // the whole request reached the connection: the service may be working on it
    bool m_stalled = false;  // the stream's idle timeout, not the total one
    bool m_tooLarge = false;
    bool m_aborted = false;
};

} // namespace lotse
