// SPDX-License-Identifier: GPL-3.0-or-later
#include "AgentService.h"

#include "AgentWorker.h"
#include "common/ForwardSignals.h"

namespace lotse {

AgentService::AgentService(StrategyFactory factory, QObject* parent)
    : AgentReports(parent)
{
    qRegisterMetaType<lotse::AgentEvent>();
    m_worker = m_thread.create(std::move(factory));
    forwardSignals(m_worker, this, AgentReports::staticMetaObject);
    // After the event itself: busyChanged(false) follows the Finished event.
    connect(m_worker, &AgentWorker::event, this, [this](const lotse::AgentEvent& e) {
        if (e.type == AgentEvent::Type::Finished && m_running > 0 && --m_running == 0)
            Q_EMIT busyChanged(false);
    });
    m_thread.start();
}

AgentService::~AgentService()
{
    cancel();
    m_thread.stop();
}

void AgentService::ask(const QString& question, const AgentOptions& options)
{
    if (m_running++ == 0)
        Q_EMIT busyChanged(true);
    // A new question replaces a running one: the loop drops the old run's late steps.
    QMetaObject::invokeMethod(
        m_worker, [worker = m_worker, question, options] { worker->ask(question, options); }, Qt::QueuedConnection);
}

void AgentService::cancel()
{
    QMetaObject::invokeMethod(
        m_worker, [worker = m_worker] { worker->cancel(); }, Qt::QueuedConnection);
}

} // namespace lotse
