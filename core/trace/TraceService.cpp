// SPDX-License-Identifier: GPL-3.0-or-later
#include "TraceService.h"

#include "TraceWorker.h"
#include "common/ForwardSignals.h"

namespace lotse {

TraceService::TraceService(const QString& dbPath, TraceOptions options, QObject* parent)
    : TraceReports(parent)
    , m_options(options)
{
    qRegisterMetaType<lotse::Error>();
    m_worker = m_thread.create(dbPath, options);
    // Every call reports once: counted first, so a receiver sees isBusy() already updated.
    const auto done = [this] { --m_pending; };
    connect(m_worker, &TraceWorker::saved, this, done);
    connect(m_worker, &TraceWorker::purged, this, done);
    connect(m_worker, &TraceWorker::removedAll, this, done);
    connect(m_worker, &TraceWorker::failed, this, done);
    forwardSignals(m_worker, this, TraceReports::staticMetaObject);
    m_thread.start();
}

TraceService::~TraceService()
{
    // The thread stops after the work queued before: a question answered just before closing keeps its record.
    m_thread.stop();
}

template <typename F>
void TraceService::post(F&& work)
{
    ++m_pending;
    QMetaObject::invokeMethod(m_worker, std::forward<F>(work), Qt::QueuedConnection);
}

void TraceService::setOptions(const TraceOptions& options)
{
    m_options = options;
    QMetaObject::invokeMethod(
        m_worker, [worker = m_worker, options] { worker->setOptions(options); }, Qt::QueuedConnection);
}

void TraceService::save(const Trace& trace)
{
    post([worker = m_worker, trace] { worker->save(trace); });
}

void TraceService::purgeExpired()
{
    post([worker = m_worker] { worker->purgeExpired(); });
}

void TraceService::removeAll()
{
    post([worker = m_worker] { worker->removeAll(); });
}

} // namespace lotse
