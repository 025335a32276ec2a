// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QMetaObject>
#include <QString>
#include <QThread>
#include <utility>

namespace lotse {

// The one way a service runs its worker: a QObject living on a named QThread of its own. The worker
// is made on the caller's thread (create), moved to the thread and deleted there when the thread
// finishes; work reaches it as queued calls (post), results come back as its signals, which the
// service connects before start(). stop() (also on destruction) ends the thread's event loop and
// waits for it: at once, or after the calls queued before it (a trace being saved must be saved).
template <typename Worker>
class WorkerThread final
{
public:
    enum class Stop { AtOnce, AfterQueued };

    explicit WorkerThread(const QString& name, Stop stop = Stop::AtOnce)
        : m_stop(stop)
    {
        m_thread.setObjectName(name);
    }
    ~WorkerThread() { stop(); }
    WorkerThread(const WorkerThread&) = delete;
    WorkerThread& operator=(const WorkerThread&) = delete;

    template <typename... Args>
    Worker* create(Args&&... args)
    {
        Q_ASSERT(!m_worker);
        m_worker = new Worker(std::forward<Args>(args)...);
        m_worker->moveToThread(&m_thread);
        QObject::connect(&m_thread, &QThread::finished, m_worker, &QObject::deleteLater);
        return m_worker;
    }
    void start() { m_thread.start(); }
    void stop()
    {
        if (!m_thread.isRunning())
            return;
        if (m_stop == Stop::AfterQueued && m_worker)
            QMetaObject::invokeMethod(
                m_worker, [thread = &m_thread] { thread->quit(); }, Qt::QueuedConnection);
        else
            m_thread.quit();
        m_thread.wait();
    }

    Worker* worker() const { return m_worker; }
    // Runs `call(worker)` on the worker's thread, after what was posted before.
    template <typename Call>
    void post(Call&& call) const
    {
        QMetaObject::invokeMethod(
            m_worker, [worker = m_worker, call = std::forward<Call>(call)]() mutable { call(*worker); },
            Qt::QueuedConnection);
    }

private:
    QThread m_thread;
    Worker* m_worker = nullptr;
    Stop m_stop;
};

} // namespace lotse
