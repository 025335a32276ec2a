// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QMetaMethod>
#include <QObject>

namespace lotse {

// Re-emits on `to` every signal that the class `reports` declares itself (not its bases'), as `from`
// emits it; queued when the two live on different threads. A service and its worker derive from
// the same reports class, so the signals are declared once and a service adds only its own.
inline void forwardSignals(const QObject* from, QObject* to, const QMetaObject& reports)
{
    for (int i = reports.methodOffset(); i < reports.methodCount(); ++i) {
        const QMetaMethod signal = reports.method(i);
        if (signal.methodType() == QMetaMethod::Signal)
            QObject::connect(from, signal, to, signal);
    }
}

} // namespace lotse
