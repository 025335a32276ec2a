// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ProviderConfig.h"
#include "ProviderError.h"
#include "RateLimits.h"
#include "RetryPolicy.h"

#include <QObject>
#include <QPointer>
#include <QTimer>
#include <QUrl>

class QNetworkAccessManager;
class QNetworkReply;
class QJsonObject;

namespace lotse {

// One logical request to a provider: sent, retried by the RetryPolicy (waiting as the server
// asks), timed out when nothing arrives for too long, abortable. A stream is delivered piece by
// piece as it arrives; once a piece was delivered it is never retried (the caller would see it
// twice). The QNetworkAccessManager is injected, so tests point it at the fake server.
class HttpCall final : public QObject
{
    Q_OBJECT
public:
    struct Request
    {
        QUrl url;
        QByteArray body;
        HttpHeaders headers;
        bool stream = false;
        int timeoutMs = 120000;    // the whole call (non-streamed)
        int idleTimeoutMs = 30000; // before the first byte and between pieces

        // A JSON POST to a provider: its auth header and its timeouts.
        static Request to(const ProviderConfig& config, const QString& apiKey, const QUrl& url, const QJsonObject& body,
                          bool stream = false);
    };

    explicit HttpCall(QNetworkAccessManager& network, RetryPolicy policy = {}, QObject* parent = nullptr);
    ~HttpCall() override;

    void start(const Request& request);
    void abort();
    int attempts() const { return m_attempt + 1; }

Q_SIGNALS:
    void data(const QByteArray& bytes); // streams only
    void retrying(int attempt, int delayMs, const lotse::ProviderError& cause);
    void succeeded(int httpStatus, const QByteArray& body); // body is empty for streams
    void failed(const lotse::ProviderError& error);
    // Every response that carried x-ratelimit-* headers, successful or not, before its outcome.
    void rateLimits(const lotse::RateLimits& limits);

private:
    void send();
    void onReadyRead();
    void onFinished();
    void onTimeout();

    QNetworkAccessManager& m_network;
    RetryPolicy m_policy;
    Request m_request;
    QPointer<QNetworkReply> m_reply;
    QTimer m_idle;
    QTimer m_total;
    QTimer m_backoff;
    QByteArray m_body;
    int m_attempt = 0;
    bool m_delivered = false;
    bool m_timedOut = false;
    bool m_aborted = false;
};

} // namespace lotse
