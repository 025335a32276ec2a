// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "AgentEvent.h"
#include "AgentReports.h"
#include "AgentService.h"

#include <QObject>
#include <memory>
#include <optional>

namespace lotse {

class AgentLoop;

// Lives on the agent thread: makes the strategies there on first use and runs the loop.
class AgentWorker final : public AgentReports
{
    Q_OBJECT
public:
    explicit AgentWorker(AgentService::StrategyFactory factory);
    ~AgentWorker() override;

    void ask(const QString& question, const AgentOptions& options);
    void cancel();

private:
    AgentService::StrategyFactory m_factory;
    std::optional<StrategySet> m_strategies;
    std::unique_ptr<AgentLoop> m_loop;
};

} // namespace lotse
