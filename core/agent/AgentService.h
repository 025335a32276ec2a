// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "AgentEvent.h"
#include "AgentReports.h"
#include "Strategies.h"
#include "common/WorkerThread.h"

#include <QObject>
#include <functional>

namespace lotse {

class AgentWorker;

// Runs the agent loop on a worker thread named "lotse-agent". The strategies are made by the
// factory on that thread (they own its database connection and, later, its network access).
// ask() returns at once; every step arrives as an event() on the caller's thread, the last one
// of type Finished.
class AgentService final : public AgentReports
{
    Q_OBJECT
public:
    using StrategyFactory = std::function<Result<StrategySet>()>;

    explicit AgentService(StrategyFactory factory, QObject* parent = nullptr);
    ~AgentService() override;

    void ask(const QString& question, const AgentOptions& options = {});
    void cancel();
    bool isBusy() const { return m_running > 0; }

Q_SIGNALS:
    void busyChanged(bool busy);

private:
    WorkerThread<AgentWorker> m_thread{QStringLiteral("lotse-agent")};
    AgentWorker* m_worker = nullptr; // m_thread's, for the queued calls
    int m_running = 0;               // questions asked and not finished; a replaced one still finishes (cancelled)
};

} // namespace lotse
