// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "agent/AgentService.h"
#include "llm/ProviderConfig.h"
#include "llm/auth/Credential.h"

namespace lotse {

// The loop with a model: lexical retrieval (hybrid with embeddings comes with the vector index),
// a structured-output grader whose new_query drives the rewrite, and a streamed, cited answer.
class LlmStrategies final
{
public:
    static Result<StrategySet> create(const QString& dbPath, const ProviderConfig& config,
                                      const Credential& credential);
    static AgentService::StrategyFactory factory(const QString& dbPath, const ProviderConfig& config,
                                                 const Credential& credential);
};

} // namespace lotse
