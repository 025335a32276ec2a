// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "agent/Strategies.h"
#include "agent/offline/OfflineContext.h"
#include "llm/ProviderConfig.h"
#include "llm/auth/Credential.h"

#include <QNetworkAccessManager>

namespace lotse {

// What the LLM strategies share on the agent thread: its network access (created there, so its
// replies live there), the provider settings and credential, the knowledge base's lexical side,
// and the question's token count.
struct LlmContext
{
    LlmContext(std::unique_ptr<Database> database, ProviderConfig providerConfig, Credential providerCredential)
        : offline(std::move(database))
        , config(std::move(providerConfig))
        , credential(std::move(providerCredential))
        , usage(std::make_shared<UsageMeter>())
    {}
    OfflineContext offline;
    ProviderConfig config;
    Credential credential;
    std::shared_ptr<UsageMeter> usage;
    QNetworkAccessManager network;
};

} // namespace lotse
