// SPDX-License-Identifier: GPL-3.0-or-later
#include "ProviderSettings.h"

#include <QSettings>

namespace lotse {

Result<std::optional<ProviderConfig::Kind>> ProviderSettings::parseProvider(const QString& name)
{
    using Kind = ProviderConfig::Kind;
    if (name == QStringLiteral("offline") || name.isEmpty())
        return std::optional<Kind>();
    for (Kind k : {Kind::AzureV1, Kind::AzureLegacy, Kind::OpenAiCompatible}) {
        if (name == ProviderConfig::kindName(k))
            return std::optional<Kind>(k);
    }
    return Error::make(Error::Code::InvalidInput,
                       tr("Unknown provider “%1”. Use offline, azure, azure-legacy or openai-compatible.").arg(name));
}

Status ProviderSettings::selectProvider(std::optional<ProviderConfig>& config, const QString& name)
{
    const auto kind = parseProvider(name);
    if (!kind)
        return kind.error();
    if (!kind.value()) {
        config.reset();
        return success();
    }
    if (!config)
        config = ProviderConfig();
    config->kind = *kind.value();
    return success();
}

std::optional<ProviderConfig> ProviderSettings::load(const QSettings& s)
{
    const auto kind = parseProvider(s.value(QStringLiteral("provider/kind")).toString());
    if (!kind || !kind.value())
        return std::nullopt;
    ProviderConfig c;
    c.kind = *kind.value();
    c.endpoint = QUrl(s.value(QStringLiteral("provider/endpoint")).toString());
    c.chatDeployment = s.value(QStringLiteral("provider/chatDeployment")).toString();
    c.embeddingDeployment = s.value(QStringLiteral("provider/embeddingDeployment")).toString();
    c.apiVersion = s.value(QStringLiteral("provider/apiVersion"), c.apiVersion).toString();
    c.dimensions = s.value(QStringLiteral("provider/dimensions"), 0).toInt();
    c.reasoningModel = s.value(QStringLiteral("provider/reasoningModel"), false).toBool();
    return c;
}

void ProviderSettings::save(QSettings& s, const std::optional<ProviderConfig>& config)
{
    s.remove(QStringLiteral("provider"));
    if (!config) {
        s.setValue(QStringLiteral("provider/kind"), QStringLiteral("offline"));
        return;
    }
    s.setValue(QStringLiteral("provider/kind"), ProviderConfig::kindName(config->kind));
    s.setValue(QStringLiteral("provider/endpoint"), config->endpoint.toString());
    s.setValue(QStringLiteral("provider/chatDeployment"), config->chatDeployment);
    s.setValue(QStringLiteral("provider/embeddingDeployment"), config->embeddingDeployment);
    s.setValue(QStringLiteral("provider/apiVersion"), config->apiVersion);
    s.setValue(QStringLiteral("provider/dimensions"), config->dimensions);
    s.setValue(QStringLiteral("provider/reasoningModel"), config->reasoningModel);
}

Status ProviderSettings::validate(const ProviderConfig& c)
{
    if (!c.endpoint.isValid() || c.endpoint.scheme().isEmpty() || c.endpoint.host().isEmpty()) {
        return Error::make(Error::Code::InvalidInput,
                           tr("The provider has no valid endpoint URL (e.g. https://RESOURCE.openai.azure.com "
                              "or http://localhost:11434/v1). Set one with --endpoint or "
                              "`lotse-cli config set endpoint URL`."));
    }
    if (c.chatDeployment.isEmpty()) {
        return Error::make(Error::Code::InvalidInput,
                           tr("No chat deployment (or model) is set. Set one with --chat-deployment or "
                              "`lotse-cli config set chat-deployment NAME`."));
    }
    return success();
}

} // namespace lotse
