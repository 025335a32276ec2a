// SPDX-License-Identifier: GPL-3.0-or-later
#include "ProviderError.h"

#include <QJsonDocument>
#include <QJsonObject>

namespace lotse {

namespace {

QString codeOf(const QJsonValue& v)
{
    if (v.isString())
        return v.toString();
    if (v.isDouble())
        return QString::number(v.toInt());
    return {};
}

} // namespace

ProviderError ProviderError::fromResponse(int httpStatus, const QByteArray& body,
                                          const QHash<QByteArray, QByteArray>& headers)
{
    ProviderError e;
    e.httpStatus = httpStatus;
    e.requestId = QString::fromLatin1(headers.value("apim-request-id", headers.value("x-request-id")));
    const QJsonObject root = QJsonDocument::fromJson(body).object();
    const QJsonObject error =
        root.value(QStringLiteral("error")).isObject() ? root.value(QStringLiteral("error")).toObject() : root;
    e.code = codeOf(error.value(QStringLiteral("code")));
    e.detail = error.value(QStringLiteral("message")).toString();
    if (e.detail.isEmpty())
        e.detail = QString::fromUtf8(body.left(300)).simplified();
    const QString innerCode =
        codeOf(error.value(QStringLiteral("innererror")).toObject().value(QStringLiteral("code")));

    if (e.code == QStringLiteral("content_filter") || innerCode == QStringLiteral("ResponsibleAIPolicyViolation"))
        e.kind = Kind::ContentFiltered;
    else if (e.code == QStringLiteral("context_length_exceeded"))
        e.kind = Kind::ContextTooLong;
    else if (httpStatus == 401)
        e.kind = Kind::Unauthorized;
    else if (httpStatus == 403)
        e.kind = Kind::Forbidden;
    else if (httpStatus == 404)
        e.kind = Kind::NotFound;
    else if (httpStatus == 429)
        e.kind = Kind::RateLimited;
    else if (httpStatus == 408)
        e.kind = Kind::Timeout;
    else if (httpStatus >= 400 && httpStatus < 500)
        e.kind = Kind::BadRequest;
    else
        e.kind = Kind::ServerError;
    return e;
}

QString ProviderError::kindName(Kind kind)
{
    switch (kind) {
    case Kind::Unauthorized:
        return QStringLiteral("unauthorized");
    case Kind::Forbidden:
        return QStringLiteral("forbidden");
    case Kind::NotFound:
        return QStringLiteral("not-found");
    case Kind::RateLimited:
        return QStringLiteral("rate-limited");
    case Kind::QuotaExhausted:
        return QStringLiteral("quota-exhausted");
    case Kind::ContentFiltered:
        return QStringLiteral("content-filtered");
    case Kind::ContextTooLong:
        return QStringLiteral("context-too-long");
    case Kind::BadRequest:
        return QStringLiteral("bad-request");
    case Kind::ServerError:
        return QStringLiteral("server-error");
    case Kind::Timeout:
        return QStringLiteral("timeout");
    case Kind::Unreachable:
        return QStringLiteral("unreachable");
    case Kind::MalformedResponse:
        return QStringLiteral("malformed-response");
    case Kind::Cancelled:
        break;
    }
    return QStringLiteral("cancelled");
}

QString ProviderError::userMessage() const
{
    QString what;
    switch (kind) {
    case Kind::Unauthorized:
        what = tr("The provider rejected the API key (HTTP 401). Check the key and that the endpoint "
                  "belongs to the same resource, then store the key again.");
        break;
    case Kind::Forbidden:
        what = tr("The provider refused access (HTTP 403). The resource's network rules may block this "
                  "computer, or the resource is suspended; ask your Azure administrator.");
        break;
    case Kind::NotFound:
        what = tr("The deployment or endpoint was not found (HTTP 404). Use the deployment name, not "
                  "the model name, and check the endpoint URL (for Azure: …/openai/v1/).");
        break;
    case Kind::RateLimited:
        what = tr("The provider is rate-limiting requests (HTTP 429) and retrying did not help. Wait a "
                  "minute and ask again, or raise the deployment's quota.");
        break;
    case Kind::QuotaExhausted:
        what = tr("The provider's quota is used up: it asked to wait far too long (HTTP 429). Raise the "
                  "deployment's quota or try again later.");
        break;
    case Kind::ContentFiltered:
        what = tr("The provider's content filter blocked this request. Rephrase the question; if a "
                  "handbook passage triggers it, ask your administrator about the filter settings.");
        break;
    case Kind::ContextTooLong:
        what = tr("The request is too long for the model. Lower top-k in the settings or use a model "
                  "with a larger context.");
        break;
    case Kind::BadRequest:
        what = tr("The provider rejected the request as invalid (HTTP %1). Check the model settings "
                  "(e.g. a reasoning model needs the reasoning option).")
                   .arg(httpStatus);
        break;
    case Kind::ServerError:
        what = tr("The provider had a server error (HTTP %1) that did not go away on retrying. Try "
                  "again later.")
                   .arg(httpStatus);
        break;
    case Kind::Timeout:
        what = tr("The provider did not answer in time. Check the network or try again.");
        break;
    case Kind::Unreachable:
        what = tr("The provider cannot be reached. Check the endpoint URL, the network and the proxy "
                  "settings.");
        break;
    case Kind::MalformedResponse:
        what = tr("The provider sent a response Lotse cannot read. Check that the endpoint is an "
                  "OpenAI-compatible API.");
        break;
    case Kind::Cancelled:
        what = tr("Stopped.");
        break;
    }
    if (!detail.isEmpty() && kind != Kind::Cancelled)
        what += QStringLiteral(" (Provider: %1)").arg(detail.left(300));
    if (!requestId.isEmpty())
        what += tr(" Request id: %1.").arg(requestId);
    return what;
}

Error ProviderError::toError() const
{
    return Error::make(kind == Kind::Cancelled ? Error::Code::Cancelled : Error::Code::Io, userMessage());
}

} // namespace lotse
