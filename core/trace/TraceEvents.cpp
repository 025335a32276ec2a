// SPDX-License-Identifier: GPL-3.0-or-later
#include "TraceEvents.h"

namespace lotse {

namespace {

AgentEvent event(AgentEvent::Type type, qint64 elapsedMs, int round = 0)
{
    AgentEvent e;
    e.type = type;
    e.elapsedMs = elapsedMs;
    e.round = round;
    return e;
}

// A round's events; `clock` moves on by the round's step durations. The last grading ended when
// the answer began, and the trace knows how long the answer took.
void appendRound(const Trace& trace, const TraceRound& r, const TraceRound* next, qint64& clock,
                 QList<AgentEvent>& events)
{
    AgentEvent roundStarted = event(AgentEvent::Type::RoundStarted, clock, r.number);
    roundStarted.query = r.query;
    roundStarted.subQueries = r.subQueries;
    events.append(roundStarted);
    if (r.hits) {
        AgentEvent hits = event(AgentEvent::Type::HitsFound, 0, r.number);
        hits.hits = *r.hits;
        hits.stepMs = r.retrieveMs;
        clock += hits.stepMs;
        hits.elapsedMs = clock;
        events.append(hits);
    }
    if (r.verdict) {
        AgentEvent graded = event(AgentEvent::Type::Graded, 0, r.number);
        graded.verdict = *r.verdict;
        graded.newQuery = r.newQuery;
        // A next round of sub-questions other than the question's split asked for what was missing.
        if (next && !next->subQueries.isEmpty() && (!trace.subQuestions || next->subQueries != *trace.subQuestions))
            graded.subQueries = next->subQueries;
        graded.stepMs = r.gradeMs;
        graded.rewriteMs = r.rewriteMs;
        graded.speculation = r.speculation;
        graded.laneVerdicts = r.laneVerdicts;
        graded.checkError = r.checkError;
        clock += graded.stepMs + graded.rewriteMs;
        if (!next && trace.timings)
            clock = std::max<qint64>(0, trace.elapsedMs - trace.timings->answerMs - trace.timings->checkMs);
        graded.elapsedMs = clock;
        events.append(graded);
    }
}

} // namespace

QList<AgentEvent> TraceEvents::fromTrace(const Trace& trace)
{
    QList<AgentEvent> events;
    AgentEvent started = event(AgentEvent::Type::Started, 0);
    started.question = trace.question;
    events.append(started);

    qint64 clock = 0; // the moments of the steps, rebuilt from their durations
    if (trace.subQuestions) {
        clock += trace.decomposeMs;
        AgentEvent decomposed = event(AgentEvent::Type::Decomposed, clock);
        decomposed.subQueries = *trace.subQuestions;
        decomposed.stepMs = trace.decomposeMs;
        events.append(decomposed);
    }
    for (qsizetype i = 0; i < trace.rounds.size(); ++i)
        appendRound(trace, trace.rounds.at(i), i + 1 < trace.rounds.size() ? &trace.rounds.at(i + 1) : nullptr, clock,
                    events);

    const int lastRound = int(trace.rounds.size());
    const qint64 checkMs = trace.timings ? trace.timings->checkMs : 0;
    if (trace.writtenAnswer) {
        AgentEvent checking =
            event(AgentEvent::Type::Checking, std::max<qint64>(clock, trace.elapsedMs - checkMs), lastRound);
        checking.text = *trace.writtenAnswer;
        events.append(checking);
    }
    if (trace.grounding) {
        AgentEvent checked = event(AgentEvent::Type::Checked, trace.elapsedMs, lastRound);
        checked.grounding = *trace.grounding;
        checked.stepMs = checkMs;
        events.append(checked);
    }
    if (!trace.outcome)
        return events; // an unfinished trace: no end to show
    AgentEvent finished = event(AgentEvent::Type::Finished, trace.elapsedMs, lastRound);
    finished.outcome = *trace.outcome;
    finished.answerRound = trace.answerRound;
    finished.text = trace.answer;
    finished.citations = trace.citations;
    finished.removedCitations = trace.removedCitations;
    finished.usage = trace.usage;
    finished.calls = trace.calls;
    finished.error = trace.error;
    finished.grounding = trace.grounding.value_or(Grounding{});
    events.append(finished);
    return events;
}

} // namespace lotse
