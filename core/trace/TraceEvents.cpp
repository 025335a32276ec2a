// SPDX-License-Identifier: GPL-3.0-or-later
#include "TraceEvents.h"

#include <QJsonArray>

namespace lotse {

namespace {

QStringList strings(const QJsonValue& value)
{
    QStringList out;
    for (const QJsonValue& v : value.toArray())
        out.append(v.toString());
    return out;
}

AgentEvent event(AgentEvent::Type type, qint64 elapsedMs, int round = 0)
{
    AgentEvent e;
    e.type = type;
    e.elapsedMs = elapsedMs;
    e.round = round;
    return e;
}

} // namespace

Hit TraceEvents::hitFromJson(const QJsonObject& json)
{
    Hit hit;
    hit.chunkId = json.value(QStringLiteral("chunkId")).toInteger();
    hit.path = json.value(QStringLiteral("source")).toString();
    hit.title = json.value(QStringLiteral("title")).toString();
    hit.headingPath = strings(json.value(QStringLiteral("heading")));
    hit.rank = json.value(QStringLiteral("rank")).toInt();
    hit.lane = json.value(QStringLiteral("lane")).toInt();
    hit.score = json.value(QStringLiteral("score")).toDouble();
    hit.rawScore = json.value(QStringLiteral("rawScore")).toDouble();
    hit.text = json.value(QStringLiteral("text")).toString();
    hit.page = json.value(QStringLiteral("page")).toInt();
    for (const QJsonValue& span : json.value(QStringLiteral("instructions")).toArray())
        hit.instructions.append({span.toArray().at(0).toInteger(), span.toArray().at(1).toInteger()});
    return hit;
}

Citation TraceEvents::citationFromJson(const QJsonObject& json)
{
    Citation c{json.value(QStringLiteral("chunkId")).toInteger(), json.value(QStringLiteral("source")).toString(),
               json.value(QStringLiteral("heading")).toString(), json.value(QStringLiteral("page")).toInt()};
    // Traces from before the grounding check have neither: their citations were shown, unchecked.
    c.supported = json.value(QStringLiteral("supported")).toBool(true);
    c.shown = json.value(QStringLiteral("shown")).toBool(true);
    c.quote = Quote::fromJson(json.value(QStringLiteral("quote")));
    return c;
}

Verdict TraceEvents::verdictFromJson(const QJsonObject& json)
{
    Verdict v;
    v.sufficient = json.value(QStringLiteral("sufficient")).toBool();
    v.ambiguous = json.value(QStringLiteral("ambiguous")).toBool();
    v.strength = json.value(QStringLiteral("strength")).toDouble();
    v.rationale = json.value(QStringLiteral("rationale")).toString();
    v.missing = strings(json.value(QStringLiteral("missing")));
    v.suggestedQuery = json.value(QStringLiteral("suggestedQuery")).toString();
    v.raw = json.value(QStringLiteral("raw")).toObject();
    v.absent = strings(v.raw.value(QStringLiteral("absent"))); // stored only in the offline grader's output
    return v;
}

Outcome TraceEvents::outcomeFromName(const QString& name)
{
    if (name == outcomeName(Outcome::Answered))
        return Outcome::Answered;
    if (name == outcomeName(Outcome::Refused))
        return Outcome::Refused;
    if (name == outcomeName(Outcome::Cancelled))
        return Outcome::Cancelled;
    if (name == outcomeName(Outcome::Truncated))
        return Outcome::Truncated;
    if (name == outcomeName(Outcome::Unsupported))
        return Outcome::Unsupported;
    if (name == outcomeName(Outcome::Ambiguous))
        return Outcome::Ambiguous;
    return Outcome::Failed;
}

QList<AgentEvent> TraceEvents::fromTrace(const QJsonObject& trace)
{
    QList<AgentEvent> events;
    AgentEvent started = event(AgentEvent::Type::Started, 0);
    started.question = trace.value(QStringLiteral("question")).toString();
    events.append(started);

    qint64 clock = 0; // the moments of the steps, rebuilt from their durations
    if (trace.contains(QStringLiteral("subQuestions"))) {
        clock += trace.value(QStringLiteral("decomposeMs")).toInteger();
        AgentEvent decomposed = event(AgentEvent::Type::Decomposed, clock);
        decomposed.subQueries = strings(trace.value(QStringLiteral("subQuestions")));
        decomposed.stepMs = trace.value(QStringLiteral("decomposeMs")).toInteger();
        events.append(decomposed);
    }

    const QJsonArray rounds = trace.value(QStringLiteral("rounds")).toArray();
    const QJsonObject timings = trace.value(QStringLiteral("timings")).toObject();
    const qint64 totalMs = trace.value(QStringLiteral("elapsedMs")).toInteger();
    const qint64 checkMs = timings.value(QStringLiteral("checkMs")).toInteger();
    for (qsizetype i = 0; i < rounds.size(); ++i) {
        const QJsonObject r = rounds.at(i).toObject();
        const int n = r.value(QStringLiteral("round")).toInt(int(i) + 1);
        AgentEvent roundStarted = event(AgentEvent::Type::RoundStarted, clock, n);
        roundStarted.query = r.value(QStringLiteral("query")).toString();
        roundStarted.subQueries = strings(r.value(QStringLiteral("subQueries")));
        events.append(roundStarted);
        if (r.contains(QStringLiteral("hits"))) {
            AgentEvent hits = event(AgentEvent::Type::HitsFound, 0, n);
            for (const QJsonValue& h : r.value(QStringLiteral("hits")).toArray())
                hits.hits.append(hitFromJson(h.toObject()));
            hits.stepMs = r.value(QStringLiteral("retrieveMs")).toInteger();
            clock += hits.stepMs;
            hits.elapsedMs = clock;
            events.append(hits);
        }
        if (r.contains(QStringLiteral("verdict"))) {
            AgentEvent graded = event(AgentEvent::Type::Graded, 0, n);
            graded.verdict = verdictFromJson(r.value(QStringLiteral("verdict")).toObject());
            graded.newQuery = r.value(QStringLiteral("newQuery")).toString();
            graded.stepMs = r.value(QStringLiteral("gradeMs")).toInteger();
            graded.rewriteMs = r.value(QStringLiteral("rewriteMs")).toInteger();
            clock += graded.stepMs + graded.rewriteMs;
            // The last grading ended when the answer began: the trace knows how long the answer took.
            if (i == rounds.size() - 1 && timings.contains(QStringLiteral("answerMs")))
                clock = std::max<qint64>(0, totalMs - timings.value(QStringLiteral("answerMs")).toInteger() - checkMs);
            graded.elapsedMs = clock;
            events.append(graded);
        }
    }

    if (trace.contains(QStringLiteral("writtenAnswer"))) {
        AgentEvent checking =
            event(AgentEvent::Type::Checking, std::max<qint64>(clock, totalMs - checkMs), int(rounds.size()));
        checking.text = trace.value(QStringLiteral("writtenAnswer")).toString();
        events.append(checking);
    }
    if (trace.contains(QStringLiteral("grounding"))) {
        AgentEvent checked = event(AgentEvent::Type::Checked, totalMs, int(rounds.size()));
        checked.grounding = Grounding::fromJson(trace.value(QStringLiteral("grounding")).toObject());
        checked.stepMs = checkMs;
        events.append(checked);
    }
    if (!trace.contains(QStringLiteral("outcome")))
        return events; // an unfinished trace: no end to show
    AgentEvent finished = event(AgentEvent::Type::Finished, totalMs, int(rounds.size()));
    finished.outcome = outcomeFromName(trace.value(QStringLiteral("outcome")).toString());
    finished.answerRound = trace.value(QStringLiteral("answerRound")).toInt();
    finished.text = trace.value(QStringLiteral("answer")).toString();
    for (const QJsonValue& c : trace.value(QStringLiteral("citations")).toArray())
        finished.citations.append(citationFromJson(c.toObject()));
    for (const QJsonValue& id : trace.value(QStringLiteral("removedCitations")).toArray())
        finished.removedCitations.append(id.toInteger());
    finished.usage = TokenUsage::fromJson(trace.value(QStringLiteral("usage")).toObject());
    finished.error = trace.value(QStringLiteral("error")).toString();
    finished.grounding = Grounding::fromJson(trace.value(QStringLiteral("grounding")).toObject());
    events.append(finished);
    return events;
}

} // namespace lotse
