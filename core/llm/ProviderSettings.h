// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ProviderConfig.h"
#include "common/Result.h"

#include <QCoreApplication>
#include <optional>

class QSettings;

namespace lotse {

// The provider choice as the user configured it (QSettings), never a secret: API keys and refresh
// tokens live only in the OS keychain. No provider means offline mode.
class ProviderSettings final
{
    Q_DECLARE_TR_FUNCTIONS(lotse::ProviderSettings)

public:
    static std::optional<ProviderConfig> load(const QSettings& settings);
    static void save(QSettings& settings, const std::optional<ProviderConfig>& config);

    // "offline", "azure", "azure-legacy", "openai-compatible"; nullopt for offline.
    static Result<std::optional<ProviderConfig::Kind>> parseProvider(const QString& name);
    // "key" or "entra".
    static std::optional<ProviderConfig::Auth> parseAuth(const QString& name);
    // "auto", "true" or "false".
    static std::optional<ProviderConfig::Reasoning> parseReasoning(const QString& name);
    // Switches `config` to the named provider, keeping its other settings; "offline" clears it.
    static Status selectProvider(std::optional<ProviderConfig>& config, const QString& name);
    // Whether a provider can be used: an endpoint that can be one, the deployments it needs.
    static Status validate(const ProviderConfig& config);
    // The environment variable that overrides the stored key for headless use and CI.
    static QString keyVariable() { return QStringLiteral("LOTSE_API_KEY"); }
};

} // namespace lotse
