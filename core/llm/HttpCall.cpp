// SPDX-License-Identifier: GPL-3.0-or-later
#include "HttpCall.h"

#include "SchemaJson.h"
#include "common/Logging.h"

#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QRandomGenerator>

namespace lotse {

HttpCall::Request HttpCall::Request::to(const ProviderConfig& config, const Credential& credential, const QUrl& url,
                                        const QJsonObject& body, bool stream, bool reasoningModel)
{
    Request r;
    r.url = url;
    r.body = SchemaJson::write(body);
    r.credential = credential;
    r.kind = config.kind;
    r.stream = stream;
    const ProviderConfig::Timeouts t = config.timeouts(reasoningModel, stream);
    r.timeoutMs = t.totalMs;
    r.idleTimeoutMs = t.idleMs;
    // A stream's events carry a little JSON around every few characters of text.
    r.maxBytes = stream ? 16 * 1024 * 1024 : 4 * 1024 * 1024;
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
    connect(&m_idle, &QTimer::timeout, this, [this] { onTimeout(true); });
    connect(&m_total, &QTimer::timeout, this, [this] { onTimeout(false); });
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
    // Between two attempts, or while a token is fetched, there is no reply to abort, but the
    // caller still waits for an end. With nothing in flight there is nothing to report.
    const bool waiting = m_backoff.isActive() || m_authorizing;
    m_aborted = true;
    m_backoff.stop();
    ++m_sendGeneration;
    m_authorizing = false;
    if (m_reply)
        m_reply->abort(); // finishes the reply: onFinished reports Cancelled
    else if (waiting)
        Q_EMIT failed(ProviderError::make(ProviderError::Kind::Cancelled));
}

void HttpCall::send()
{
    m_body.clear();
    m_sse = SseParser();
    m_received = 0;
    m_timedOut = false;
    m_uploaded = false;
    m_stalled = false;
    m_tooLarge = false;
    m_authorizing = true;
    const quint64 generation = ++m_sendGeneration;
    // The token source may run a process or a request of its own first; its answer may come after
    // this call was aborted or destroyed.
    m_request.credential.headers(
        m_request.kind, this, [self = QPointer<HttpCall>(this), generation](Result<HttpHeaders> auth) {
            if (!self || generation != self->m_sendGeneration)
                return;
            self->m_authorizing = false;
            if (!auth) {
                self->fail(ProviderError::make(ProviderError::Kind::CredentialFailed, auth.error().message));
                return;
            }
            self->post(auth.value());
        });
}

void HttpCall::post(const HttpHeaders& auth)
{
    QNetworkRequest request(m_request.url);
    request.setHeader(QNetworkRequest::ContentTypeHeader, QByteArrayLiteral("application/json"));
    if (m_request.stream)
        request.setRawHeader("Accept", "text/event-stream");
    for (const auto& [name, value] : auth)
        request.setRawHeader(name, value);
    // Never the headers themselves: they carry the key or token.
    qCDebug(lcLlm) << "POST" << m_request.url.toString(QUrl::RemoveQuery) << "attempt" << m_attempt + 1 << "headers"
                   << redactedHeaders(auth);
    m_reply = m_network.post(request, m_request.body);
    connect(m_reply, &QNetworkReply::uploadProgress, this,
            [this](qint64 sent, qint64 total) { m_uploaded = m_uploaded || (total > 0 && sent >= total); });
    connect(m_reply, &QNetworkReply::readyRead, this, &HttpCall::onReadyRead);
    connect(m_reply, &QNetworkReply::finished, this, &HttpCall::onFinished);
    // No first-byte limit, for a stream either (a streamed verdict waits in the same queue as a plain
    // one): the whole call's limit covers a slow start; the idle limit, from the first byte on, a stall.
    m_total.start(m_request.timeoutMs);
}

void HttpCall::onReadyRead()
{
    const int status = m_reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    const QByteArray bytes = m_reply->readAll();
    if (m_request.stream && m_received == 0 && !bytes.isEmpty())
        m_idle.start(m_request.idleTimeoutMs);
    m_received += bytes.size();
    if (m_received > m_request.maxBytes) {
        m_tooLarge = true;
        m_reply->abort();
        return;
    }
    if (!m_request.stream || status < 200 || status >= 300) {
        m_body += bytes;
        return;
    }
    for (const SseEvent& e : m_sse.feed(bytes)) {
        m_idle.start(m_request.idleTimeoutMs); // data, not a keep-alive comment
        m_delivered = true;
        Q_EMIT event(e);
        if (m_aborted || !m_reply)
            return; // the receiver stopped the call
    }
    if (m_sse.isDone())
        m_idle.stop();
}

void HttpCall::onTimeout(bool stalled)
{
    m_timedOut = true;
    m_stalled = stalled;
    if (m_reply)
        m_reply->abort();
}

void HttpCall::fail(ProviderError error)
{
    error.bearerToken = m_request.credential.isToken();
    Q_EMIT failed(error);
}

void HttpCall::onFinished()
{
    QNetworkReply* reply = m_reply;
    m_reply = nullptr;
    m_idle.stop();
    m_total.stop();
    reply->deleteLater();
    if (reply->bytesAvailable() > 0 && !m_tooLarge)
        m_body += reply->readAll();

    const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    QHash<QByteArray, QByteArray> headers;
    for (const auto& [name, value] : reply->rawHeaderPairs())
        headers.insert(name.toLower(), value);
    if (status != 0 && !m_aborted) {
        if (const RateLimits limits = RateLimits::fromHeaders(headers); limits.known())
            Q_EMIT rateLimits(limits);
    }
    if (m_aborted) {
        Q_EMIT failed(ProviderError::make(ProviderError::Kind::Cancelled));
        return;
    }
    if (m_tooLarge) {
        fail(ProviderError::make(ProviderError::Kind::TooLarge,
                                 tr("more than %1 MB").arg(double(m_request.maxBytes) / (1024 * 1024), 0, 'f', 1),
                                 status));
        return;
    }
    if (m_timedOut) {
        // Never sent again: the service may still be working on it, and would bill it twice.
        ProviderError error =
            ProviderError::make(ProviderError::Kind::Timeout,
                                m_stalled ? tr("no data for %1 s").arg(m_request.idleTimeoutMs / 1000)
                                          : tr("no complete answer within %1 s").arg(m_request.timeoutMs / 1000));
        error.code = m_stalled ? QStringLiteral("stalled") : QStringLiteral("timeout");
        fail(error);
        return;
    }
    if (status >= 200 && status < 300) {
        if (m_request.stream && reply->error() != QNetworkReply::NoError) {
            // The connection broke after the stream began: what arrived stays delivered.
            fail(ProviderError::make(ProviderError::Kind::MalformedResponse,
                                     tr("the stream was cut off: %1").arg(reply->errorString()), status));
            return;
        }
        Q_EMIT succeeded(status, m_request.stream ? QByteArray() : m_body);
        return;
    }
    if (status == 0 && m_uploaded) {
        // The provider had the whole request when the connection closed: perhaps it is still working.
        fail(ProviderError::make(ProviderError::Kind::Unreachable,
                                 tr("the connection closed after the request was sent (%1); it was not sent again, "
                                    "so that it is not billed twice")
                                     .arg(reply->errorString())));
        return;
    }
    ProviderError error = status == 0 ? ProviderError::make(ProviderError::Kind::Unreachable, reply->errorString())
                                      : ProviderError::fromResponse(status, m_body, headers);
    retryOrFail(error, status, headers);
}

void HttpCall::retryOrFail(ProviderError error, int status, const QHash<QByteArray, QByteArray>& headers)
{
    if (m_request.stream && m_delivered) {
        fail(error);
        return;
    }
    const RetryPolicy::Decision decision =
        m_policy.decide(m_attempt, status, headers, QRandomGenerator::global()->generateDouble());
    if (decision.quotaExhausted) {
        error.kind = ProviderError::Kind::QuotaExhausted;
        fail(error);
        return;
    }
    if (!decision.retry) {
        fail(error);
        return;
    }
    qCInfo(lcLlm) << "retrying after" << decision.delayMs << "ms:" << ProviderError::kindName(error.kind) << status;
    Q_EMIT retrying(m_attempt + 1, decision.delayMs, error);
    ++m_attempt;
    m_backoff.start(decision.delayMs);
}

} // namespace lotse
