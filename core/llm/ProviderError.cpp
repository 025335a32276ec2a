// SPDX-License-Identifier: GPL-3.0-or-later
#include "ProviderError.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>

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

// The parameter a 400 is about when the body does not name it in "param" (Azure's "Unrecognized
// request argument supplied: reasoning_effort" has param null).
QString paramFromMessage(const QString& message)
{
    static const QRegularExpression named(
        QStringLiteral(R"((?:Unrecognized request argument supplied|Unknown parameter):\s*'?([A-Za-z_.]+)'?)"
                       R"(|Unsupported (?:parameter|value): '([A-Za-z_.]+)')"));
    const QRegularExpressionMatch m = named.match(message);
    if (!m.hasMatch())
        return {};
    return m.captured(1).isEmpty() ? m.captured(2) : m.captured(1);
}

ProviderError::Kind classify(const ProviderError& e, const QString& innerCode)
{
    using Kind = ProviderError::Kind;
    if (e.code == QStringLiteral("content_filter") || innerCode == QStringLiteral("ResponsibleAIPolicyViolation"))
        return Kind::ContentFiltered;
    if (e.code == QStringLiteral("context_length_exceeded"))
        return Kind::ContextTooLong;
    if (e.code == QStringLiteral("AuthenticationTypeDisabled")
        || (e.httpStatus == 403 && e.detail.contains(QStringLiteral("Key based authentication is disabled"))))
        return Kind::KeyAuthDisabled;
    if (e.httpStatus == 400 && e.detail.contains(QStringLiteral("enabled only for api versions")))
        return Kind::ApiVersionTooOld;
    switch (e.httpStatus) {
    case 401:
        return Kind::Unauthorized;
    case 403:
        return Kind::Forbidden;
    case 404:
        return Kind::NotFound;
    case 408:
        return Kind::Timeout;
    case 429:
        return Kind::RateLimited;
    default:
        break;
    }
    return e.httpStatus >= 400 && e.httpStatus < 500 ? Kind::BadRequest : Kind::ServerError;
}

QString categoryName(const QString& category)
{
    if (category == QStringLiteral("hate"))
        return ProviderError::tr("hate");
    if (category == QStringLiteral("sexual"))
        return ProviderError::tr("sexual content");
    if (category == QStringLiteral("violence"))
        return ProviderError::tr("violence");
    if (category == QStringLiteral("self_harm"))
        return ProviderError::tr("self-harm");
    if (category == QStringLiteral("profanity"))
        return ProviderError::tr("profanity");
    if (category == QStringLiteral("jailbreak"))
        return ProviderError::tr("jailbreak attempt");
    if (category == QStringLiteral("indirect_attack"))
        return ProviderError::tr("instructions hidden in a document (indirect attack)");
    if (category.startsWith(QStringLiteral("protected_material")))
        return ProviderError::tr("protected material");
    if (category == QStringLiteral("custom_blocklists"))
        return ProviderError::tr("a blocklist of your administrator");
    return category;
}

} // namespace

ProviderError ProviderError::make(Kind kind, const QString& detail, int httpStatus)
{
    ProviderError e;
    e.kind = kind;
    e.detail = detail;
    e.httpStatus = httpStatus;
    return e;
}

QStringList ProviderError::filteredCategories(const QJsonObject& results)
{
    QStringList out;
    for (auto it = results.begin(); it != results.end(); ++it) {
        const QJsonValue v = it.value();
        // Blocklists come as an array of {filtered, id}; the other categories as one object each.
        bool filtered = v.toObject().value(QStringLiteral("filtered")).toBool();
        for (const QJsonValue& item : v.toArray())
            filtered = filtered || item.toObject().value(QStringLiteral("filtered")).toBool();
        if (filtered)
            out.append(it.key());
    }
    return out;
}

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
    e.param = error.value(QStringLiteral("param")).toString();
    if (e.param.isEmpty())
        e.param = paramFromMessage(e.detail);
    const QJsonObject inner = error.value(QStringLiteral("innererror")).toObject();
    const QString innerCode = codeOf(inner.value(QStringLiteral("code")));
    // Both spellings are seen in the wild.
    for (const QString& key : {QStringLiteral("content_filter_result"), QStringLiteral("content_filter_results")})
        e.filterCategories += filteredCategories(inner.value(key).toObject());
    e.kind = classify(e, innerCode);
    return e;
}

ProviderError ProviderError::fromStreamError(const QJsonObject& error)
{
    ProviderError e;
    e.kind = Kind::StreamError;
    e.httpStatus = 200;
    e.code = codeOf(error.value(QStringLiteral("code")));
    if (e.code.isEmpty())
        e.code = error.value(QStringLiteral("type")).toString();
    e.detail = error.value(QStringLiteral("message")).toString();
    if (e.code == QStringLiteral("content_filter"))
        e.kind = Kind::ContentFiltered;
    return e;
}

QString ProviderError::kindName(Kind kind)
{
    switch (kind) {
    case Kind::Unauthorized:
        return QStringLiteral("unauthorized");
    case Kind::Forbidden:
        return QStringLiteral("forbidden");
    case Kind::KeyAuthDisabled:
        return QStringLiteral("key-auth-disabled");
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
    case Kind::ApiVersionTooOld:
        return QStringLiteral("api-version-too-old");
    case Kind::BadRequest:
        return QStringLiteral("bad-request");
    case Kind::ServerError:
        return QStringLiteral("server-error");
    case Kind::StreamError:
        return QStringLiteral("stream-error");
    case Kind::Timeout:
        return QStringLiteral("timeout");
    case Kind::Unreachable:
        return QStringLiteral("unreachable");
    case Kind::MalformedResponse:
        return QStringLiteral("malformed-response");
    case Kind::TooLarge:
        return QStringLiteral("too-large");
    case Kind::Truncated:
        return QStringLiteral("truncated");
    case Kind::CredentialFailed:
        return QStringLiteral("credential-failed");
    case Kind::Cancelled:
        break;
    }
    return QStringLiteral("cancelled");
}

QString ProviderError::filterMessage() const
{
    QStringList names;
    for (const QString& c : filterCategories)
        names.append(categoryName(c));
    QString what =
        names.isEmpty()
            ? tr("The provider's content filter blocked this request.")
            : tr("The provider's content filter blocked this request (%1).").arg(names.join(QStringLiteral(", ")));
    if (filterCategories.contains(QStringLiteral("indirect_attack")))
        return what + QLatin1Char(' ')
               + tr("A handbook passage found for the question reads to the filter like instructions to the model. "
                    "Ask the handbook's owner to check that document; Lotse never follows text in documents.");
    if (filterCategories.contains(QStringLiteral("jailbreak")))
        return what + QLatin1Char(' ')
               + tr("The question reads to the filter like an attempt to get round the model's rules. Ask it plainly.");
    return what + QLatin1Char(' ')
           + tr("Rephrase the question; if a handbook passage triggers it, ask your administrator about the filter "
                "settings.");
}

QString ProviderError::userMessage() const
{
    QString what;
    switch (kind) {
    case Kind::Unauthorized:
        what = bearerToken ? tr("The provider rejected the Microsoft Entra ID token (HTTP 401). The signed-in account "
                                "needs the role “Cognitive Services OpenAI User” on this resource, in the resource's "
                                "tenant; sign in again if the account or tenant changed.")
                           : tr("The provider rejected the API key (HTTP 401). Check the key and that the endpoint "
                                "belongs to the same resource, then store the key again.");
        break;
    case Kind::Forbidden:
        what = tr("The provider refused access (HTTP 403). The resource's network rules may block this "
                  "computer, or the resource is suspended; ask your Azure administrator.");
        break;
    case Kind::KeyAuthDisabled:
        what = tr("This Azure OpenAI resource does not accept API keys (key authentication is disabled). Use "
                  "Microsoft Entra ID: in Settings choose Authentication “Microsoft Entra ID” and sign in, or run "
                  "`lotse-cli config set auth entra` and sign in to the Azure CLI with `az login`.");
        break;
    case Kind::NotFound:
        what = tr("The deployment or endpoint was not found (HTTP 404). Use the deployment name, not "
                  "the model name, and check the endpoint URL (for Azure: https://RESOURCE.openai.azure.com).");
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
        what = filterMessage();
        break;
    case Kind::ContextTooLong:
        what = tr("The request is too long for the model. Lower top-k in the settings or use a model "
                  "with a larger context.");
        break;
    case Kind::ApiVersionTooOld:
        what = tr("This deployment's model (a reasoning model) is not served with this api-version. Use provider "
                  "azure (v1), or set api-version to 2024-12-01-preview or later.");
        break;
    case Kind::BadRequest:
        what = param.isEmpty() ? tr("The provider rejected the request as invalid (HTTP %1). Check the deployment's "
                                    "model and, on the legacy paths, the api-version.")
                                     .arg(httpStatus)
                               : tr("The provider rejected the request's parameter “%2” (HTTP %1). Check the "
                                    "deployment's model and, on the legacy paths, the api-version.")
                                     .arg(httpStatus)
                                     .arg(param);
        break;
    case Kind::ServerError:
        what = tr("The provider had a server error (HTTP %1) that did not go away on retrying. Try "
                  "again later.")
                   .arg(httpStatus);
        break;
    case Kind::StreamError:
        what = tr("The provider broke off its reply with an error. Try again; if it persists, the service may "
                  "have a problem.");
        break;
    case Kind::Timeout:
        what = code == QStringLiteral("stalled")
                   ? tr("The provider stopped sending its reply: no data arrived for a long time (the model or a "
                        "gateway in between stalled). Try again.")
                   : tr("The provider did not answer in time. Check the network or try again; for a slow reasoning "
                        "deployment, raise the timeout (`lotse-cli config set timeout SECONDS`).");
        break;
    case Kind::Unreachable:
        what = tr("The provider cannot be reached. Check the endpoint URL, the network and the proxy "
                  "settings.");
        break;
    case Kind::MalformedResponse:
        what = tr("The provider sent a response Lotse cannot read. Check that the endpoint is an "
                  "OpenAI-compatible API.");
        break;
    case Kind::TooLarge:
        what = tr("The provider's reply was far larger than any answer Lotse asks for, so Lotse stopped reading "
                  "it. Try again; if it persists, check the deployment.");
        break;
    case Kind::Truncated:
        what = tr("The model used up its token budget before it finished its reply (finish_reason “length”). Try "
                  "again; for a reasoning model, a lower reasoning effort in the settings leaves more of the budget "
                  "for the reply.");
        break;
    case Kind::CredentialFailed:
        return detail; // the token source's own message says what to do
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
