// SPDX-License-Identifier: GPL-3.0-or-later
#include "FakeProvider.h"

#include "FakeOpenAiServer.h"
#include "llm/ProviderSettings.h"

#include <QFile>
#include <QJsonDocument>
#include <QSettings>

namespace uitest {

FakeProvider::FakeProvider() = default;

FakeProvider::~FakeProvider()
{
    qunsetenv("LOTSE_API_KEY");
    QSettings settings;
    lotse::ProviderSettings::save(settings, std::nullopt);
}

bool FakeProvider::start(const std::function<void(lotse::fake::Scenario&)>& adjust, const QString& chatDeployment)
{
    QFile file(QStringLiteral(LOTSE_TEST_DATA "/fake-scenarios/handbook.json"));
    if (!file.open(QIODevice::ReadOnly))
        return false;
    auto scenario = lotse::fake::Scenario::fromJson(QJsonDocument::fromJson(file.readAll()).object());
    if (!scenario.deployments.contains(chatDeployment))
        scenario.deployments.append(chatDeployment);
    if (adjust)
        adjust(scenario);
    m_server = std::make_unique<lotse::fake::FakeOpenAiServer>(scenario);
    if (!m_server->listen())
        return false;
    lotse::ProviderConfig provider;
    provider.endpoint = m_server->baseUrl();
    provider.chatDeployment = chatDeployment;
    QSettings settings;
    lotse::ProviderSettings::save(settings, provider);
    qputenv("LOTSE_API_KEY", scenario.apiKey.toUtf8());
    return true;
}

} // namespace uitest
