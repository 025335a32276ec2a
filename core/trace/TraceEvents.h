// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Trace.h"
#include "agent/AgentEvent.h"

#include <QList>

namespace lotse {

// Turns a stored trace back into the events of its run, so the research
// timeline can replay a question asked long ago: started, decomposed, per round started / hits /
// graded, finished. The answer comes whole in `finished` (no streamed pieces); the times between
// steps are rebuilt from the recorded step durations, since a trace keeps durations, not moments.
class TraceEvents final
{
public:
    static QList<AgentEvent> fromTrace(const Trace& trace);
};

} // namespace lotse
