// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "trace/AgentTrace.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QList>

// Runs of the loop, written down as the events it would emit, for tests of what is built from
// stored traces (the replayed timeline, feedback cases, the content-gap report, the inspector).
namespace tracetest {

struct Round
{
    QString query;
    QList<lotse::Hit> hits;
    bool sufficient = false;
    QStringList missing;
    QString newQuery;
    QStringList lanes;      // sub-questions searched side by side
    QStringList absent{};   // of `missing`, the words the knowledge base never uses (offline grader's raw)
    bool ambiguous = false; // on topic but short of sufficient (the third CRAG outcome)
    QString thing{};        // the thing asked whether it is given, which no section names (offline grader's raw)
};

struct Run
{
    QString question;
    QStringList subQuestions;
    QList<Round> rounds;
    lotse::Outcome outcome = lotse::Outcome::Answered;
    int answerRound = 0; // with outcome Ambiguous: the round the answer quotes
    QString answer;
    QList<lotse::Citation> citations;
    QList<qint64> removedCitations;
    lotse::TokenUsage usage;
    QString error;
    lotse::AgentOptions options;
    // The answer check: when set, Checking (with the answer as written) and Checked come before Finished.
    std::optional<lotse::Grounding> grounding;
    QString writtenAnswer;
};

inline lotse::Hit hit(qint64 chunk, const QString& path, const QString& title, const QString& heading, double score,
                      int rank = 1, int lane = 0)
{
    lotse::Hit h;
    h.chunkId = chunk;
    h.path = path;
    h.title = title;
    h.headingPath = {title, heading};
    h.text = QStringLiteral("Passage %1 of %2.").arg(chunk).arg(title);
    h.score = score;
    h.rawScore = score * 12;
    h.rank = rank;
    h.lane = lane;
    return h;
}

inline QList<lotse::AgentEvent> events(const Run& run)
{
    using lotse::AgentEvent;
    QList<AgentEvent> out;
    qint64 clock = 0;
    auto make = [&](AgentEvent::Type type, int round, qint64 stepMs) {
        AgentEvent e;
        e.type = type;
        e.round = round;
        e.stepMs = stepMs;
        clock += stepMs;
        e.elapsedMs = clock;
        return e;
    };
    AgentEvent started = make(AgentEvent::Type::Started, 0, 0);
    started.question = run.question;
    out.append(started);
    if (!run.subQuestions.isEmpty()) {
        AgentEvent d = make(AgentEvent::Type::Decomposed, 0, 9);
        d.subQueries = run.subQuestions;
        out.append(d);
    }
    for (int i = 0; i < run.rounds.size(); ++i) {
        const Round& r = run.rounds.at(i);
        AgentEvent s = make(AgentEvent::Type::RoundStarted, i + 1, 0);
        s.query = r.query;
        s.subQueries = r.lanes;
        out.append(s);
        AgentEvent h = make(AgentEvent::Type::HitsFound, i + 1, 4 + i);
        h.hits = r.hits;
        out.append(h);
        AgentEvent g = make(AgentEvent::Type::Graded, i + 1, 2);
        g.rewriteMs = r.newQuery.isEmpty() ? 0 : 3;
        clock += g.rewriteMs;
        g.elapsedMs = clock;
        g.verdict.sufficient = r.sufficient;
        g.verdict.ambiguous = r.ambiguous;
        g.verdict.strength = r.ambiguous ? 0.25 : 0;
        g.verdict.rationale = r.sufficient ? QStringLiteral("The best passage covers the question.")
                                           : QStringLiteral("Missing: %1").arg(r.missing.join(QStringLiteral(", ")));
        g.verdict.missing = r.missing;
        g.verdict.absent = r.absent; // as the offline grader gives it: typed and in its raw output
        g.verdict.raw = QJsonObject{{QStringLiteral("sufficient"), r.sufficient},
                                    {QStringLiteral("keyTerms"), QJsonArray::fromStringList(r.missing)},
                                    {QStringLiteral("absent"), QJsonArray::fromStringList(r.absent)}};
        if (!r.thing.isEmpty()) {
            g.verdict.raw.insert(QStringLiteral("offeredMissing"), true);
            g.verdict.raw.insert(QStringLiteral("offered"), r.thing);
            g.verdict.thingMissing = r.thing;
        }
        g.newQuery = r.newQuery;
        out.append(g);
    }
    AgentEvent delta = make(AgentEvent::Type::AnswerDelta, 0, 0);
    delta.text = run.answer;
    out.append(delta);
    if (run.grounding) {
        AgentEvent checking = make(AgentEvent::Type::Checking, 0, 0);
        checking.text = run.writtenAnswer;
        out.append(checking);
        AgentEvent checked = make(AgentEvent::Type::Checked, 0, 3);
        checked.grounding = *run.grounding;
        out.append(checked);
    }
    AgentEvent f = make(AgentEvent::Type::Finished, int(run.rounds.size()), 0);
    f.elapsedMs = clock += 5; // the answer's time; a finished event has no step of its own
    f.outcome = run.outcome;
    f.answerRound = run.answerRound;
    f.text = run.answer;
    f.citations = run.citations;
    f.removedCitations = run.removedCitations;
    f.usage = run.usage;
    f.error = run.error;
    out.append(f);
    return out;
}

inline lotse::Trace trace(const Run& run, const lotse::TraceContext& context = {})
{
    lotse::AgentTrace t(run.options, context);
    for (const lotse::AgentEvent& e : events(run))
        t.add(e);
    return t.trace();
}

// The trace as stored (JSON), and a stored document read back as TraceStore reads it.
inline QJsonObject json(const Run& run, const lotse::TraceContext& context = {})
{
    return trace(run, context).toJson();
}

inline lotse::Trace typed(const QJsonObject& json)
{
    auto t = lotse::Trace::fromJson(json);
    return t ? t.value() : lotse::Trace{};
}

// A question the handbook does not answer: refused after `rounds` rounds, the grader missing `missing`.
inline Run refused(const QString& question, const QStringList& missing, int rounds = 2,
                   const QString& closestPath = QStringLiteral("/kb/handbook/leave.md"))
{
    Run run;
    run.question = question;
    run.outcome = lotse::Outcome::Refused;
    run.answer = QStringLiteral("The handbook does not answer this.");
    for (int i = 0; i < rounds; ++i) {
        run.rounds.append(
            {i == 0 ? question : QStringLiteral("rewrite %1").arg(i),
             {hit(10 + i, closestPath, QStringLiteral("Annual Leave"), QStringLiteral("Carry-over"), 0.2)},
             false,
             missing,
             i + 1 < rounds ? QStringLiteral("rewrite %1").arg(i + 1) : QString(),
             {}});
    }
    return run;
}

// A question no round answered, answered from round 1's section with a caveat (outcome ambiguous).
inline Run ambiguous(const QString& question, const QStringList& missing, const QStringList& absent = {})
{
    Run run = refused(question, missing, 2);
    run.outcome = lotse::Outcome::Ambiguous;
    run.answerRound = 1;
    run.rounds.first().ambiguous = true;
    run.rounds.first().absent = absent;
    run.answer = QStringLiteral("The handbook may not cover your exact case. The closest section is “Annual Leave › "
                                "Carry-over”:\n\n- Passage 10 [Annual Leave › Carry-over](lotse://chunk/10)");
    run.citations = {
        lotse::Citation{10, QStringLiteral("/kb/handbook/leave.md"), QStringLiteral("Annual Leave › Carry-over")}};
    return run;
}

// A question answered in round 1 from `path`.
inline Run answered(const QString& question, const QString& path = QStringLiteral("/kb/handbook/leave.md"))
{
    Run run;
    run.question = question;
    run.answer =
        QStringLiteral("According to the handbook: thirty days [Annual Leave › Entitlement](lotse://chunk/1).");
    run.rounds.append({question,
                       {hit(1, path, QStringLiteral("Annual Leave"), QStringLiteral("Entitlement"), 0.8),
                        hit(2, QStringLiteral("/kb/handbook/it.md"), QStringLiteral("IT Security"),
                            QStringLiteral("Passwords"), 0.3, 2)},
                       true,
                       {},
                       {},
                       {}});
    run.citations = {lotse::Citation{1, path, QStringLiteral("Annual Leave › Entitlement")}};
    return run;
}

} // namespace tracetest
