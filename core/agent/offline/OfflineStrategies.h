// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "agent/AgentService.h"

namespace lotse {

// The strategies that need no model: BM25 retrieval, a coverage-based grader, a rewriter that
// looks for the topic holding the missing words, and an extractive answerer with citations.
class OfflineStrategies final
{
public:
    static Result<StrategySet> create(const QString& dbPath, const AgentOptions& options = {});
    static AgentService::StrategyFactory factory(const QString& dbPath, const AgentOptions& options = {});
};

} // namespace lotse
