// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "FakeScenario.h"

#include <functional>
#include <memory>

namespace lotse::fake {
class FakeOpenAiServer;
}

namespace uitest {

// The fake Azure OpenAI server with the handbook scenario of the tests, configured as the provider
// (settings, key in LOTSE_API_KEY) until it goes; then offline mode is configured again.
class FakeProvider final
{
public:
    FakeProvider();
    ~FakeProvider();

    // `adjust` may change the scenario first (faults, deployments); false when the server did not start.
    bool start(const std::function<void(lotse::fake::Scenario&)>& adjust = {},
               const QString& chatDeployment = QStringLiteral("chat"));
    lotse::fake::FakeOpenAiServer* server() const { return m_server.get(); }

private:
    std::unique_ptr<lotse::fake::FakeOpenAiServer> m_server;
};

} // namespace uitest
