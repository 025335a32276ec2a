// SPDX-License-Identifier: GPL-3.0-or-later
#include "ProviderSettings.h"

#include "ProviderEndpoint.h"

#include <QSettings>

namespace lotse {

namespace {

const QString effortKeys[] = {QStringLiteral("provider/reasoningEffort/grader"),
                              QStringLiteral("provider/reasoningEffort/decomposer"),
                              QStringLiteral("provider/reasoningEffort/answer")};

ReasoningEffort* effortOf(ReasoningEfforts& efforts, int role)
{
    return role == 0 ? &efforts.grader : role == 1 ? &efforts.decomposer : &efforts.answer;
}

ProviderConfig::Reasoning readReasoning(const QSettings& s)
{
    const QString value = s.value(QStringLiteral("provider/reasoning")).toString();
    if (const auto parsed = ProviderSettings::parseReasoning(value); parsed && !value.isEmpty())
        return *parsed;
    // Before the model was detected, the only choice was "reasoning model: true/false", where false
    // meant "not told": that is detection now.
    return s.value(QStringLiteral("provider/reasoningModel"), false).toBool() ? ProviderConfig::Reasoning::Yes
                                                                              : ProviderConfig::Reasoning::Auto;
}

} // namespace

Result<std::optional<ProviderConfig::Kind>> ProviderSettings::parseProvider(const QString& name)
{
    using Kind = ProviderConfig::Kind;
    if (name == QStringLiteral("offline") || name.isEmpty())
        return std::optional<Kind>();
    for (Kind k : {Kind::AzureV1, Kind::AzureLegacy, Kind::OpenAiCompatible}) {
        if (name == ProviderConfig::kindName(k))
            return std::optional<Kind>(k);
    }
    return Error::make(Error::Code::InvalidSetting,
                       tr("Unknown provider “%1”. Use offline, azure, azure-legacy or openai-compatible.").arg(name));
}

std::optional<ProviderConfig::Auth> ProviderSettings::parseAuth(const QString& name)
{
    for (auto a : {ProviderConfig::Auth::Key, ProviderConfig::Auth::Entra}) {
        if (name == ProviderConfig::authName(a))
            return a;
    }
    return std::nullopt;
}

std::optional<ProviderConfig::Reasoning> ProviderSettings::parseReasoning(const QString& name)
{
    for (auto r : {ProviderConfig::Reasoning::Auto, ProviderConfig::Reasoning::Yes, ProviderConfig::Reasoning::No}) {
        if (name == ProviderConfig::reasoningName(r))
            return r;
    }
    return std::nullopt;
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
    c.auth = parseAuth(s.value(QStringLiteral("provider/auth")).toString()).value_or(ProviderConfig::Auth::Key);
    c.endpoint = QUrl(s.value(QStringLiteral("provider/endpoint")).toString());
    c.chatDeployment = s.value(QStringLiteral("provider/chatDeployment")).toString();
    c.embeddingDeployment = s.value(QStringLiteral("provider/embeddingDeployment")).toString();
    c.apiVersion = s.value(QStringLiteral("provider/apiVersion"), c.apiVersion).toString();
    c.dimensions = s.value(QStringLiteral("provider/dimensions"), 0).toInt();
    c.reasoning = readReasoning(s);
    for (int role = 0; role < 3; ++role) {
        if (const auto e = reasoning::parse(s.value(effortKeys[role]).toString()))
            *effortOf(c.efforts, role) = *e;
    }
    c.timeoutMs = std::max(0, s.value(QStringLiteral("provider/timeoutSeconds"), 0).toInt()) * 1000;
    c.entra.tenant = s.value(QStringLiteral("provider/entra/tenant"), c.entra.tenant).toString();
    c.entra.clientId = s.value(QStringLiteral("provider/entra/clientId")).toString();
    c.groundingByModel = s.value(QStringLiteral("provider/grounding/check"), QStringLiteral("model")).toString()
                         != QStringLiteral("local");
    c.groundingDeployment = s.value(QStringLiteral("provider/grounding/deployment")).toString();
    const QUrl authority(s.value(QStringLiteral("provider/entra/authority")).toString());
    if (authority.isValid() && !authority.host().isEmpty())
        c.entra.authority = authority;
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
    s.setValue(QStringLiteral("provider/auth"), ProviderConfig::authName(config->auth));
    s.setValue(QStringLiteral("provider/endpoint"), config->endpoint.toString());
    s.setValue(QStringLiteral("provider/chatDeployment"), config->chatDeployment);
    s.setValue(QStringLiteral("provider/embeddingDeployment"), config->embeddingDeployment);
    s.setValue(QStringLiteral("provider/apiVersion"), config->apiVersion);
    s.setValue(QStringLiteral("provider/dimensions"), config->dimensions);
    s.setValue(QStringLiteral("provider/reasoning"), ProviderConfig::reasoningName(config->reasoning));
    ReasoningEfforts efforts = config->efforts;
    for (int role = 0; role < 3; ++role)
        s.setValue(effortKeys[role], reasoning::name(*effortOf(efforts, role)));
    s.setValue(QStringLiteral("provider/timeoutSeconds"), config->timeoutMs / 1000);
    s.setValue(QStringLiteral("provider/entra/tenant"), config->entra.tenant);
    s.setValue(QStringLiteral("provider/entra/clientId"), config->entra.clientId);
    s.setValue(QStringLiteral("provider/grounding/check"),
               config->groundingByModel ? QStringLiteral("model") : QStringLiteral("local"));
    s.setValue(QStringLiteral("provider/grounding/deployment"), config->groundingDeployment);
    if (config->entra.authority != QUrl(QString::fromLatin1(EntraConfig::defaultAuthority)))
        s.setValue(QStringLiteral("provider/entra/authority"), config->entra.authority.toString());
}

Status ProviderSettings::validate(const ProviderConfig& c)
{
    if (!c.endpoint.isValid() || c.endpoint.scheme().isEmpty() || c.endpoint.host().isEmpty()) {
        return Error::make(Error::Code::InvalidSetting,
                           tr("The provider has no valid endpoint URL (e.g. https://RESOURCE.openai.azure.com "
                              "or http://localhost:11434/v1). Set one with --endpoint or "
                              "`lotse-cli config set endpoint URL`."));
    }
    if (const auto endpoint = ProviderEndpoint::normalise(c.endpoint, c.isAzure()); !endpoint)
        return endpoint.error();
    if (c.chatDeployment.isEmpty()) {
        return Error::make(Error::Code::InvalidSetting,
                           tr("No chat deployment (or model) is set. Set one with --chat-deployment or "
                              "`lotse-cli config set chat-deployment NAME`."));
    }
    if (c.auth == ProviderConfig::Auth::Entra && !c.isAzure()) {
        return Error::make(Error::Code::InvalidSetting,
                           tr("Microsoft Entra ID sign-in is for Azure OpenAI. For an OpenAI-compatible server, use "
                              "`lotse-cli config set auth key`."));
    }
    return success();
}

} // namespace lotse
