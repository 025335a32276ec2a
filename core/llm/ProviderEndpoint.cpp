// SPDX-License-Identifier: GPL-3.0-or-later
#include "ProviderEndpoint.h"

namespace lotse {

namespace {

Status httpUrl(const QUrl& url)
{
    if (url.isValid() && (url.scheme() == QStringLiteral("https") || url.scheme() == QStringLiteral("http"))
        && !url.host().isEmpty())
        return success();
    return Error::make(Error::Code::InvalidSetting,
                       ProviderEndpoint::tr("“%1” is not an http(s) URL. Enter the endpoint like "
                                            "https://RESOURCE.openai.azure.com (Azure) or http://localhost:11434/v1 "
                                            "(an OpenAI-compatible server).")
                           .arg(url.toString(QUrl::RemoveUserInfo)));
}

QString trimmedPath(const QUrl& url)
{
    QString path = url.path();
    while (path.endsWith(QLatin1Char('/')))
        path.chop(1);
    return path;
}

QUrl base(const QUrl& url)
{
    QUrl out;
    out.setScheme(url.scheme());
    out.setHost(url.host());
    out.setPort(url.port());
    return out;
}

Error notAzure(const QString& why)
{
    return Error::make(Error::Code::InvalidSetting, why);
}

} // namespace

Result<QUrl> ProviderEndpoint::azure(const QUrl& typed)
{
    if (const Status ok = httpUrl(typed); !ok)
        return ok.error();
    const QString host = typed.host().toLower();
    const QString path = trimmedPath(typed);
    const QString root = base(typed).toString();
    if (host == QStringLiteral("api.openai.com"))
        return notAzure(tr("%1 is OpenAI's own API, not Azure OpenAI. Choose the provider “OpenAI-compatible "
                           "server” with the base URL https://api.openai.com/v1.")
                            .arg(host));
    if (host == QStringLiteral("portal.azure.com") || host == QStringLiteral("ai.azure.com")
        || host == QStringLiteral("oai.azure.com") || host == QStringLiteral("ml.azure.com"))
        return notAzure(tr("%1 is the Azure portal, not your resource's endpoint. Copy the endpoint from the "
                           "resource's “Keys and Endpoint” page, e.g. https://RESOURCE.openai.azure.com.")
                            .arg(host));
    if (path.startsWith(QStringLiteral("/api/projects")))
        return notAzure(tr("This is an Azure AI Foundry project endpoint. Lotse needs the Azure OpenAI endpoint of "
                           "the resource: %1 (or the …openai.azure.com address on its “Keys and Endpoint” page).")
                            .arg(root));
    if (path.startsWith(QStringLiteral("/openai/deployments/")) || path.startsWith(QStringLiteral("/openai/v1/")))
        return notAzure(tr("This is the address of one API request, not the endpoint. Enter only %1; the "
                           "deployment name goes into its own field.")
                            .arg(root));
    if (!path.isEmpty() && path != QStringLiteral("/openai") && path != QStringLiteral("/openai/v1"))
        return notAzure(
            tr("“%1” cannot be an Azure OpenAI endpoint: the path “%2” is not part of one. Enter the "
               "resource's base URL, e.g. %3.")
                .arg(typed.toString(QUrl::RemoveUserInfo | QUrl::RemoveQuery | QUrl::RemoveFragment), path, root));
    if (typed.hasQuery() || typed.hasFragment())
        return notAzure(tr("Enter the endpoint without “?…”: %1. The api-version has a field of its own.").arg(root));
    return base(typed);
}

Result<QUrl> ProviderEndpoint::compatible(const QUrl& typed)
{
    if (const Status ok = httpUrl(typed); !ok)
        return ok.error();
    QUrl out = typed;
    out.setPath(trimmedPath(typed));
    return out;
}

Result<QUrl> ProviderEndpoint::normalise(const QUrl& typed, bool azureKind)
{
    return azureKind ? azure(typed) : compatible(typed);
}

} // namespace lotse
