// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "agent/AgentEvent.h"

#include <QJsonObject>
#include <QList>

namespace lotse {

// Turns a stored trace (AgentTrace::toJson()) back into the events of its run, so the research
// timeline can replay a question asked long ago: started, decomposed, per round started / hits /
// graded, finished. The answer comes whole in `finished` (no streamed pieces); the times between
// steps are rebuilt from the recorded step durations, since a trace keeps durations, not moments.
class TraceEvents final
{
public:
    static QList<AgentEvent> fromTrace(const QJsonObject& trace);

    static Hit hitFromJson(const QJsonObject& json);
    static Citation citationFromJson(const QJsonObject& json);
    static Verdict verdictFromJson(const QJsonObject& json);
    // "answered", "refused", "cancelled", "truncated", "unsupported", "ambiguous"; anything else is Failed.
    static Outcome outcomeFromName(const QString& name);
};

} // namespace lotse
