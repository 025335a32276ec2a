// SPDX-License-Identifier: GPL-3.0-or-later
#include "HttpCall.h"

#include "common/Logging.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QRandomGenerator>

namespace lotse {

HttpCall::Request HttpCall::Request::to(const ProviderConfig& config, const QString& apiKey, const QUrl& url,
                                        const QJsonObject& body, bool stream)
{
    Request r;
    r.url = url;
    r.body = QJsonDocument(body).toJson(QJsonDocument::Compact);
    r.headers = config.authHeaders(apiKey);
    r.stream = stream;
    r.timeoutMs = config.timeoutMs;
    r.idleTimeoutMs = config.idleTimeoutMs;
    return r;
}

HttpCall::HttpCall(QNetworkAccessManager& network, RetryPolicy policy, QObject* parent)
    : QObject(parent)
    , m_network(network)
    , m_policy(policy)
{
    m_idle.setSingleShot(true);
    m_total.setSingleShot(true);
    m_backoff.setSingleShot(true);
    m_backoff.setTimerType(Qt::PreciseTimer); // a server's Retry-After is a minimum, not a hint
    connect(&m_idle, &QTimer::timeout, this, &HttpCall::onTimeout);
    connect(&m_total, &QTimer::timeout, this, &HttpCall::onTimeout);
    connect(&m_backoff, &QTimer::timeout, this, &HttpCall::send);
}

HttpCall::~HttpCall()
{
    if (m_reply) {
        m_reply->disconnect(this);
        m_reply->abort();
        m_reply->deleteLater();
    }
}

void HttpCall::start(const Request& request)
{
    m_request = request;
    m_attempt = 0;
    m_delivered = false;
    m_aborted = false;
    send();
}

void HttpCall::abort()
{
    // Between two attempts there is no reply to abort, but the caller still waits for an end.
    // With nothing in flight (never started, or already over) there is nothing to report.
    const bool waitingToRetry = m_backoff.isActive();
    m_aborted = true;
    m_backoff.stop();
    if (m_reply)
        m_reply->abort(); // finishes the reply: onFinished reports Cancelled
    else if (waitingToRetry)
        Q_EMIT failed(ProviderError{ProviderError::Kind::Cancelled, 0, {}, {}, {}});
}

void HttpCall::send()
{
    m_body.clear();
    m_timedOut = false;
    QNetworkRequest request(m_request.url);
    request.setHeader(QNetworkRequest::ContentTypeHeader, QByteArrayLiteral("application/json"));
    if (m_request.stream)
        request.setRawHeader("Accept", "text/event-stream");
    for (const auto& [name, value] : std::as_const(m_request.headers))
        request.setRawHeader(name, value);
    // Never the headers themselves: they carry the key.
    qCDebug(lcLlm) << "POST" << m_request.url.toString(QUrl::RemoveQuery) << "attempt" << m_attempt + 1 << "headers"
                   << redactedHeaders(m_request.headers);
    m_reply = m_network.post(request, m_request.body);
    connect(m_reply, &QNetworkReply::readyRead, this, &HttpCall::onReadyRead);
    connect(m_reply, &QNetworkReply::finished, this, &HttpCall::onFinished);
    m_idle.start(m_request.idleTimeoutMs);
    if (!m_request.stream)
        m_total.start(m_request.timeoutMs);
}

void HttpCall::onReadyRead()
{
    m_idle.start(m_request.idleTimeoutMs);
    const int status = m_reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    const QByteArray bytes = m_reply->readAll();
    if (m_request.stream && status >= 200 && status < 300) {
        m_delivered = m_delivered || !bytes.isEmpty();
        Q_EMIT data(bytes);
    } else {
        m_body += bytes;
    }
}

void HttpCall::onTimeout()
{
    m_timedOut = true;
    if (m_reply)
        m_reply->abort();
}

void HttpCall::onFinished()
{
    QNetworkReply* reply = m_reply;
    m_reply = nullptr;
    m_idle.stop();
    m_total.stop();
    reply->deleteLater();
    if (reply->bytesAvailable() > 0)
        m_body += reply->readAll();

    const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    QHash<QByteArray, QByteArray> headers;
    for (const auto& [name, value] : reply->rawHeaderPairs())
        headers.insert(name.toLower(), value);
    if (status != 0 && !m_aborted) {
        if (const RateLimits limits = RateLimits::fromHeaders(headers); limits.known())
            Q_EMIT rateLimits(limits);
    }

    ProviderError error;
    if (m_aborted) {
        Q_EMIT failed(ProviderError{ProviderError::Kind::Cancelled, 0, {}, {}, {}});
        return;
    }
    if (m_timedOut) {
        error = ProviderError{ProviderError::Kind::Timeout, 0, {}, tr("no answer in time"), {}};
    } else if (status == 0) {
        error = ProviderError{ProviderError::Kind::Unreachable, 0, {}, reply->errorString(), {}};
    } else if (status >= 200 && status < 300) {
        if (m_request.stream && reply->error() != QNetworkReply::NoError) {
            // The connection broke after the stream began: what arrived stays delivered.
            Q_EMIT failed(ProviderError{ProviderError::Kind::MalformedResponse,
                                        status,
                                        {},
                                        tr("the stream was cut off: %1").arg(reply->errorString()),
                                        {}});
            return;
        }
        Q_EMIT succeeded(status, m_request.stream ? QByteArray() : m_body);
        return;
    } else {
        error = ProviderError::fromResponse(status, m_body, headers);
    }

    if (m_request.stream && m_delivered) {
        Q_EMIT failed(error);
        return;
    }
    const RetryPolicy::Decision decision =
        m_policy.decide(m_attempt, status, headers, QRandomGenerator::global()->generateDouble());
    if (decision.quotaExhausted) {
        error.kind = ProviderError::Kind::QuotaExhausted;
        Q_EMIT failed(error);
        return;
    }
    if (!decision.retry) {
        Q_EMIT failed(error);
        return;
    }
    qCInfo(lcLlm) << "retrying after" << decision.delayMs << "ms:" << ProviderError::kindName(error.kind) << status;
    Q_EMIT retrying(m_attempt + 1, decision.delayMs, error);
    ++m_attempt;
    m_backoff.start(decision.delayMs);
}

} // namespace lotse
