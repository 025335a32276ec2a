// SPDX-License-Identifier: GPL-3.0-or-later
#include "ProviderConfig.h"

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
        return withPath(c.endpoint, QStringLiteral("/openai/v1/") + operation);
    case ProviderConfig::Kind::AzureLegacy: {
        QUrl url = withPath(c.endpoint, QStringLiteral("/openai/deployments/%1/%2")
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

QString ProviderConfig::embeddingModelKey() const
{
    return QStringLiteral("%1:%2%3").arg(endpoint.host(), embeddingDeployment,
                                         dimensions > 0 ? QStringLiteral("@%1").arg(dimensions) : QString());
}

QUrl ProviderConfig::chatUrl() const
{
    return forOperation(*this, chatDeployment, QStringLiteral("chat/completions"));
}

QUrl ProviderConfig::embeddingsUrl() const
{
    return forOperation(*this, embeddingDeployment, QStringLiteral("embeddings"));
}

HttpHeaders ProviderConfig::authHeaders(const QString& apiKey) const
{
    if (apiKey.isEmpty())
        return {};
    if (kind == Kind::OpenAiCompatible)
        return {{"Authorization", "Bearer " + apiKey.toUtf8()}};
    return {{"api-key", apiKey.toUtf8()}};
}

QString ProviderConfig::maxTokensField() const
{
    return kind == Kind::OpenAiCompatible ? QStringLiteral("max_tokens") : QStringLiteral("max_completion_tokens");
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

} // namespace lotse
