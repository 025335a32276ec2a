// SPDX-License-Identifier: GPL-3.0-or-later
#include "AgentWorker.h"

#include "AgentLoop.h"

namespace lotse {

AgentWorker::AgentWorker(AgentService::StrategyFactory factory)
    : m_factory(std::move(factory))
{}

AgentWorker::~AgentWorker()
{
    // The loop refers to the strategies; both go before the thread ends.
    m_loop.reset();
    m_strategies.reset();
}

void AgentWorker::ask(const QString& question, const AgentOptions& options)
{
    if (!m_strategies) {
        Result<StrategySet> made = m_factory();
        if (!made) {
            AgentEvent started;
            started.type = AgentEvent::Type::Started;
            started.question = question;
            Q_EMIT event(started);
            AgentEvent failed;
            failed.type = AgentEvent::Type::Finished;
            failed.question = question;
            failed.outcome = Outcome::Failed;
            failed.error = made.error().message;
            Q_EMIT event(failed);
            return;
        }
        m_strategies.emplace(std::move(made).value());
        m_loop = std::make_unique<AgentLoop>(*m_strategies);
        connect(m_loop.get(), &AgentLoop::event, this, &AgentWorker::event);
    }
    m_loop->run(question, options);
}

void AgentWorker::cancel()
{
    if (m_loop)
        m_loop->cancel();
}

} // namespace lotse
