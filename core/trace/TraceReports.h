// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/Error.h"

#include <QObject>

namespace lotse {

// What the trace store reports after each queued call, declared once: TraceWorker emits it on its thread and
// TraceService re-emits it on its caller's thread (forwardSignals).
class TraceReports : public QObject
{
    Q_OBJECT
public:
    using QObject::QObject;

Q_SIGNALS:
    void saved(qint64 id);
    void purged(int count);
    void removedAll(int count);
    void failed(const lotse::Error& error);
};

} // namespace lotse
