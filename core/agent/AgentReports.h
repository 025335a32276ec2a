// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "AgentEvent.h"

#include <QObject>

namespace lotse {

// What a question reports, step by step, declared once: AgentWorker emits it on its thread and AgentService re-emits it
// on its caller's thread (forwardSignals).
class AgentReports : public QObject
{
    Q_OBJECT
public:
    using QObject::QObject;

Q_SIGNALS:
    void event(const lotse::AgentEvent& event);
};

} // namespace lotse
