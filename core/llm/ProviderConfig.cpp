// SPDX-License-Identifier: GPL-3.0-or-later
#include "ProviderConfig.h"

#include "ProviderEndpoint.h"

#include <QUrlQuery>

namespace lotse {

namespace {

QUrl withPath(const QUrl& endpoint, const QString& tail)
{
    QUrl url = endpoint;
    QString path = url.path();
    if (path.endsWith(QLatin1Char('/')))
        path.chop(1);
    url.setPath(path + tail);
    return url;
}

QUrl forOperation(const ProviderConfig& c, const QString& deployment, const QString& operation)
{
    switch (c.kind) {
    case ProviderConfig::Kind::AzureV1:
        return withPath(c.baseUrl(), QStringLiteral("/openai/v1/") + operation);
    case ProviderConfig::Kind::AzureLegacy: {
        QUrl url = withPath(c.baseUrl(), QStringLiteral("/openai/deployments/%1/%2")
                                             .arg(QString::fromLatin1(QUrl::toPercentEncoding(deployment)), operation));
        url.setQuery(QUrlQuery{{QStringLiteral("api-version"), c.apiVersion}});
        return url;
    }
    case ProviderConfig::Kind::OpenAiCompatible:
        break;
    }
    return withPath(c.endpoint, QLatin1Char('/') + operation);
}

} // namespace

QUrl EntraConfig::authorizeUrl() const
{
    return withPath(authority, QStringLiteral("/%1/oauth2/v2.0/authorize").arg(tenant));
}

QUrl EntraConfig::tokenUrl() const
{
    return withPath(authority, QStringLiteral("/%1/oauth2/v2.0/token").arg(tenant));
}

QString ProviderConfig::embeddingModelKey() const
{
    return QStringLiteral("%1:%2%3").arg(endpoint.host(), embeddingDeployment,
                                         dimensions > 0 ? QStringLiteral("@%1").arg(dimensions) : QString());
}

QUrl ProviderConfig::baseUrl() const
{
    // Settings written before endpoints were normalised may hold …/openai/v1/; a URL that cannot be
    // one is used as typed, and the request's 404 says so.
    const auto normal = ProviderEndpoint::normalise(endpoint, isAzure());
    return normal ? normal.value() : endpoint;
}

QString ProviderConfig::endpointKey() const
{
    QUrl url = baseUrl();
    url.setHost(url.host().toLower());
    return url.toString(QUrl::RemoveUserInfo | QUrl::RemoveQuery | QUrl::RemoveFragment | QUrl::StripTrailingSlash);
}

QUrl ProviderConfig::chatUrl() const
{
    return forOperation(*this, chatDeployment, QStringLiteral("chat/completions"));
}

QUrl ProviderConfig::embeddingsUrl() const
{
    return forOperation(*this, embeddingDeployment, QStringLiteral("embeddings"));
}

QString ProviderConfig::maxTokensField() const
{
    return kind == Kind::OpenAiCompatible ? QStringLiteral("max_tokens") : QStringLiteral("max_completion_tokens");
}

ProviderConfig::Timeouts ProviderConfig::timeouts(bool reasoningModel, bool stream) const
{
    // A reasoning model thinks before its first byte, for minutes under load; a stream's pieces
    // then come quickly. A non-streamed call is never cut for being slow to start: only the
    // whole call has a limit, so a slow reply is waited for instead of sent (and billed) twice.
    Timeouts t;
    const int configured = std::max(0, timeoutMs);
    t.totalMs = configured > 0 ? configured : (reasoningModel ? 300000 : 120000);
    if (stream) {
        t.totalMs = configured > 0 ? configured : (reasoningModel ? 600000 : 300000);
        t.idleMs = reasoningModel ? 180000 : 30000;
        t.idleMs = std::min(t.idleMs, t.totalMs);
    }
    return t;
}

QString ProviderConfig::kindName(Kind kind)
{
    switch (kind) {
    case Kind::AzureV1:
        return QStringLiteral("azure");
    case Kind::AzureLegacy:
        return QStringLiteral("azure-legacy");
    case Kind::OpenAiCompatible:
        break;
    }
    return QStringLiteral("openai-compatible");
}

QString ProviderConfig::authName(Auth auth)
{
    return auth == Auth::Entra ? QStringLiteral("entra") : QStringLiteral("key");
}

QString ProviderConfig::reasoningName(Reasoning reasoning)
{
    switch (reasoning) {
    case Reasoning::Yes:
        return QStringLiteral("true");
    case Reasoning::No:
        return QStringLiteral("false");
    case Reasoning::Auto:
        break;
    }
    return QStringLiteral("auto");
}

QByteArray redactedHeaders(const HttpHeaders& headers)
{
    QByteArray out;
    for (const auto& [name, value] : headers) {
        const QByteArray lower = name.toLower();
        const bool secret =
            lower == "api-key" || lower == "authorization" || lower.contains("token") || lower.contains("secret");
        out += name + ": " + (secret ? QByteArray("***") : value) + "; ";
    }
    return out;
}

ProviderConfig ProviderConfig::forGrounding() const
{
    ProviderConfig c = *this;
    if (!groundingDeployment.isEmpty())
        c.chatDeployment = groundingDeployment;
    return c;
}

} // namespace lotse
