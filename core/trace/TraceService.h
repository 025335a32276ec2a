// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "TraceReports.h"
#include "TraceTypes.h"
#include "common/Error.h"
#include "common/WorkerThread.h"

#include <QJsonObject>
#include <QObject>

namespace lotse {

class TraceWorker;

// Keeps the history of questions on a worker thread named "lotse-traces": saving a finished trace,
// purging those past the retention, deleting everything. Calls return at once and run in order;
// the results arrive as signals on the caller's thread.
class TraceService final : public TraceReports
{
    Q_OBJECT
public:
    explicit TraceService(const QString& dbPath, TraceOptions options = {}, QObject* parent = nullptr);
    ~TraceService() override;

    void setOptions(const TraceOptions& options); // for the traces saved from now on
    TraceOptions options() const { return m_options; }
    void save(const Trace& trace);
    void purgeExpired();
    void removeAll();
    bool isBusy() const { return m_pending > 0; }

private:
    template <typename F>
    void post(F&& work);

    WorkerThread<TraceWorker> m_thread{QStringLiteral("lotse-traces"), WorkerThread<TraceWorker>::Stop::AfterQueued};
    TraceWorker* m_worker = nullptr; // m_thread's, for the queued calls
    TraceOptions m_options;
    int m_pending = 0;
};

} // namespace lotse
