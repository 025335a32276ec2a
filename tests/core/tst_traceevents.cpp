// SPDX-License-Identifier: GPL-3.0-or-later
// A stored trace turned back into the events of its run: the research timeline an inspector
// replays must be the one the question produced (events → AgentTrace JSON → events).
#include "TraceBuilder.h"
#include "trace/TraceEvents.h"
#include "trace/TraceReport.h"
#include "trace/TraceStore.h"

#include <QTest>

using namespace lotse;

namespace {

QList<AgentEvent> withoutDeltas(const QList<AgentEvent>& events)
{
    QList<AgentEvent> out;
    for (const AgentEvent& e : events) {
        if (e.type != AgentEvent::Type::AnswerDelta)
            out.append(e);
    }
    return out;
}

tracetest::Run splitRun()
{
    using namespace tracetest;
    Run run;
    run.question = QStringLiteral("Compare sick leave and parental leave notice periods");
    run.subQuestions = {QStringLiteral("sick leave notice"), QStringLiteral("parental leave notice")};
    run.rounds = {
        {QStringLiteral("sick leave notice period"),
         {hit(4, QStringLiteral("/kb/sick.md"), QStringLiteral("Sick Leave"), QStringLiteral("Reporting"), 0.61, 1, 0),
          hit(8, QStringLiteral("/kb/parental.md"), QStringLiteral("Parental Leave"), QStringLiteral("Notice"), 0.42, 2,
              1)},
         false,
         {QStringLiteral("parental")},
         QStringLiteral("parental leave notice weeks"),
         run.subQuestions},
        {QStringLiteral("parental leave notice weeks"),
         {hit(9, QStringLiteral("/kb/parental.md"), QStringLiteral("Parental Leave"), QStringLiteral("Notice"), 0.77)},
         true,
         {},
         {},
         {}},
    };
    run.answer = QStringLiteral("Sick leave: same day [a](lotse://chunk/4). Parental leave: seven weeks.");
    run.citations = {Citation{4, QStringLiteral("/kb/sick.md"), QStringLiteral("Sick Leave › Reporting")},
                     Citation{9, QStringLiteral("/kb/parental.md"), QStringLiteral("Parental Leave › Notice")}};
    run.removedCitations = {77};
    run.usage = TokenUsage{1200, 150};
    return run;
}

} // namespace

class TestTraceEvents final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void roundTripKeepsTheTimeline()
    {
        const QList<AgentEvent> original = withoutDeltas(tracetest::events(splitRun()));
        const QJsonObject json = tracetest::json(splitRun());
        const QList<AgentEvent> replayed = TraceEvents::fromTrace(tracetest::typed(json));

        QCOMPARE(replayed.size(), original.size());
        for (qsizetype i = 0; i < original.size(); ++i) {
            const AgentEvent& a = original.at(i);
            const AgentEvent& b = replayed.at(i);
            QCOMPARE(b.type, a.type);
            QCOMPARE(b.round, a.round);
            QCOMPARE(b.question, a.question);
            QCOMPARE(b.query, a.query);
            QCOMPARE(b.subQueries, a.subQueries);
            QCOMPARE(b.stepMs, a.stepMs);
            QCOMPARE(b.rewriteMs, a.rewriteMs);
            QCOMPARE(b.newQuery, a.newQuery);
            QCOMPARE(b.hits.size(), a.hits.size());
            for (qsizetype h = 0; h < a.hits.size(); ++h) {
                QCOMPARE(b.hits.at(h).chunkId, a.hits.at(h).chunkId);
                QCOMPARE(b.hits.at(h).path, a.hits.at(h).path);
                QCOMPARE(b.hits.at(h).title, a.hits.at(h).title);
                QCOMPARE(b.hits.at(h).headingPath, a.hits.at(h).headingPath);
                QCOMPARE(b.hits.at(h).text, a.hits.at(h).text);
                QCOMPARE(b.hits.at(h).score, a.hits.at(h).score);
                QCOMPARE(b.hits.at(h).rawScore, a.hits.at(h).rawScore);
                QCOMPARE(b.hits.at(h).rank, a.hits.at(h).rank);
                QCOMPARE(b.hits.at(h).lane, a.hits.at(h).lane);
            }
            QCOMPARE(b.verdict.sufficient, a.verdict.sufficient);
            QCOMPARE(b.verdict.rationale, a.verdict.rationale);
            QCOMPARE(b.verdict.missing, a.verdict.missing);
            QCOMPARE(b.verdict.raw, a.verdict.raw);
            if (a.type == AgentEvent::Type::Finished) {
                QCOMPARE(b.outcome, a.outcome);
                QCOMPARE(b.text, a.text);
                QCOMPARE(b.citations.size(), a.citations.size());
                QCOMPARE(b.citations.at(1).chunkId, a.citations.at(1).chunkId);
                QCOMPARE(b.citations.at(1).path, a.citations.at(1).path);
                QCOMPARE(b.citations.at(1).label, a.citations.at(1).label);
                QCOMPARE(b.removedCitations, a.removedCitations);
                QCOMPARE(b.usage.promptTokens, a.usage.promptTokens);
                QCOMPARE(b.usage.completionTokens, a.usage.completionTokens);
                QCOMPARE(b.elapsedMs, a.elapsedMs);
            }
        }
    }

    void traceOfTheReplayIsTheSameTrace()
    {
        // Folding the replayed events again gives the same document, timings included.
        QJsonObject first = tracetest::json(splitRun());
        AgentTrace again(tracetest::Run().options, TraceContext());
        for (const AgentEvent& e : TraceEvents::fromTrace(tracetest::typed(first)))
            again.add(e);
        QJsonObject second = again.toJson();
        first.remove(QStringLiteral("askedAt"));
        second.remove(QStringLiteral("askedAt"));
        QCOMPARE(second, first);
    }

    void answerCheckRoundTrips()
    {
        // Issue 18: the written answer, the check and the outcome "unsupported" replay as they were.
        tracetest::Run run = splitRun();
        run.outcome = Outcome::Unsupported;
        run.writtenAnswer = QStringLiteral("Parental leave: 100 weeks [p](lotse://chunk/9).");
        Claim claim;
        claim.text = QStringLiteral("Parental leave: 100 weeks.");
        claim.cited = {9};
        claim.status = Claim::Status::Unsupported;
        claim.problem = Claim::Problem::Figure;
        claim.reason = QStringLiteral("The cited passage does not state “100 weeks”.");
        claim.sourceSays = Quote{9, {0, 12}, QStringLiteral("Passage 9 of")};
        claim.main = true;
        Grounding g;
        g.checked = true;
        g.claims = {claim};
        g.checkMs = 3;
        run.grounding = g;
        const QJsonObject json = tracetest::json(run);
        QCOMPARE(json.value(QStringLiteral("outcome")).toString(), QStringLiteral("unsupported"));
        QCOMPARE(json.value(QStringLiteral("writtenAnswer")).toString(), run.writtenAnswer);
        QCOMPARE(json.value(QStringLiteral("grounding")).toObject(), g.toJson());
        const QList<AgentEvent> replayed = TraceEvents::fromTrace(tracetest::typed(json));
        const auto checked = std::find_if(replayed.cbegin(), replayed.cend(),
                                          [](const AgentEvent& e) { return e.type == AgentEvent::Type::Checked; });
        QVERIFY(checked != replayed.cend());
        QCOMPARE(checked->grounding.toJson(), g.toJson());
        QCOMPARE(replayed.last().outcome, Outcome::Unsupported);
        AgentTrace again(run.options, TraceContext());
        for (const AgentEvent& e : replayed)
            again.add(e);
        QJsonObject first = json, second = again.toJson();
        first.remove(QStringLiteral("askedAt"));
        second.remove(QStringLiteral("askedAt"));
        QCOMPARE(second, first);
    }

    void refusedAndFailedRuns()
    {
        tracetest::Run run =
            tracetest::refused(QStringLiteral("Is there a company pension?"), {QStringLiteral("pension")}, 3);
        QList<AgentEvent> events = TraceEvents::fromTrace(tracetest::trace(run));
        QCOMPARE(events.last().type, AgentEvent::Type::Finished);
        QCOMPARE(events.last().outcome, Outcome::Refused);
        QCOMPARE(events.last().round, 3);
        int graded = 0;
        for (const AgentEvent& e : events)
            graded += e.type == AgentEvent::Type::Graded ? 1 : 0;
        QCOMPARE(graded, 3);

        run = tracetest::Run();
        run.question = QStringLiteral("?");
        run.outcome = Outcome::Failed;
        run.error = QStringLiteral("The question has no words to search for.");
        events = TraceEvents::fromTrace(tracetest::trace(run));
        QCOMPARE(events.size(), 2);
        QCOMPARE(events.last().outcome, Outcome::Failed);
        QCOMPARE(events.last().error, run.error);
    }

    void ambiguousRunRoundTrips()
    {
        const tracetest::Run run = tracetest::ambiguous(QStringLiteral("Can I carry over leave to a sabbatical?"),
                                                        {QStringLiteral("sabbatical"), QStringLiteral("carry")},
                                                        {QStringLiteral("sabbatical")});
        const QJsonObject json = tracetest::json(run);
        QCOMPARE(json.value(QStringLiteral("outcome")).toString(), QStringLiteral("ambiguous"));
        QCOMPARE(json.value(QStringLiteral("answerRound")).toInt(), 1); // not the last round
        const QJsonArray rounds = json.value(QStringLiteral("rounds")).toArray();
        QCOMPARE(rounds.size(), 2);
        // Written only where true: traces of the two-outcome graders keep their shape.
        QVERIFY(rounds.at(0)
                    .toObject()
                    .value(QStringLiteral("verdict"))
                    .toObject()
                    .value(QStringLiteral("ambiguous"))
                    .toBool());
        QVERIFY(
            !rounds.at(1).toObject().value(QStringLiteral("verdict")).toObject().contains(QStringLiteral("ambiguous")));
        QList<bool> verdicts;
        QList<QStringList> absent;
        const QList<AgentEvent> events = TraceEvents::fromTrace(tracetest::typed(json));
        for (const AgentEvent& e : events) {
            if (e.type == AgentEvent::Type::Graded) {
                verdicts.append(e.verdict.ambiguous);
                absent.append(e.verdict.absent);
            }
        }
        QCOMPARE(verdicts, QList<bool>({true, false}));
        // The words the knowledge base never uses come back typed, from the grader's stored output.
        QCOMPARE(absent, QList<QStringList>({{QStringLiteral("sabbatical")}, {}}));
        QCOMPARE(events.last().outcome, Outcome::Ambiguous);
        QCOMPARE(events.last().answerRound, 1);
        QCOMPARE(events.last().citations.size(), 1);
    }

    // Each sub-question's own verdict, and a completeness check that failed, are kept and replayed.
    void laneVerdictsRoundTrip()
    {
        AgentTrace t(AgentOptions{}, {});
        for (AgentEvent e : tracetest::events(splitRun())) {
            if (e.type == AgentEvent::Type::Graded && e.round == 1) {
                Verdict enough;
                enough.sufficient = true;
                enough.rationale = QStringLiteral("The Reporting passage gives it.");
                e.laneVerdicts = {
                    LaneVerdict{QStringLiteral("sick leave notice"), enough, {}, 840},
                    LaneVerdict{QStringLiteral("parental leave notice"), {}, QStringLiteral("HTTP 500"), 30}};
                e.checkError = QStringLiteral("the verdict could not be read");
            }
            t.add(e);
        }
        const Trace typed = tracetest::typed(t.trace().toJson());
        QList<AgentEvent> graded;
        for (const AgentEvent& e : TraceEvents::fromTrace(typed)) {
            if (e.type == AgentEvent::Type::Graded)
                graded.append(e);
        }
        QCOMPARE(graded.size(), 2);
        QCOMPARE(graded.first().checkError, QStringLiteral("the verdict could not be read"));
        const QList<LaneVerdict> lanes = graded.first().laneVerdicts;
        QCOMPARE(lanes.size(), 2);
        QVERIFY(lanes.at(0).sufficient());
        QCOMPARE(lanes.at(0).verdict.rationale, QStringLiteral("The Reporting passage gives it."));
        QCOMPARE(lanes.at(0).ms, 840);
        QVERIFY(!lanes.at(1).graded());
        QCOMPARE(lanes.at(1).error, QStringLiteral("HTTP 500"));
        QVERIFY(graded.at(1).laneVerdicts.isEmpty());
        const QString report = TraceReport::roundLines(typed).join(QLatin1Char('\n'));
        QVERIFY2(report.contains(QStringLiteral("Sub-question “parental leave notice” (30 ms): Not graded: HTTP 500")),
                 qPrintable(report));
    }

    void traceWithoutQuestionTextStillReplays()
    {
        const Trace hidden = TraceStore::withoutQuestionText(tracetest::trace(splitRun()));
        const QList<AgentEvent> events = TraceEvents::fromTrace(hidden);
        QCOMPARE(events.first().question, TraceStore::placeholder());
        QCOMPARE(events.last().text, TraceStore::placeholder());
        QCOMPARE(events.at(3).type, AgentEvent::Type::HitsFound);
        QCOMPARE(events.at(3).hits.size(), 2); // the handbook's passages stay
    }

    void unfinishedTraceHasNoEnd()
    {
        QJsonObject json = tracetest::json(splitRun());
        json.remove(QStringLiteral("outcome"));
        const QList<AgentEvent> events = TraceEvents::fromTrace(tracetest::typed(json));
        QVERIFY(!events.isEmpty());
        QVERIFY(events.last().type != AgentEvent::Type::Finished);
    }

    void outcomeNames_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<int>("outcome");
        QTest::newRow("answered") << QStringLiteral("answered") << int(Outcome::Answered);
        QTest::newRow("refused") << QStringLiteral("refused") << int(Outcome::Refused);
        QTest::newRow("cancelled") << QStringLiteral("cancelled") << int(Outcome::Cancelled);
        QTest::newRow("failed") << QStringLiteral("failed") << int(Outcome::Failed);
        QTest::newRow("truncated") << QStringLiteral("truncated") << int(Outcome::Truncated);
        QTest::newRow("unsupported") << QStringLiteral("unsupported") << int(Outcome::Unsupported);
        QTest::newRow("ambiguous") << QStringLiteral("ambiguous") << int(Outcome::Ambiguous);
        QTest::newRow("unknown") << QStringLiteral("exploded") << int(Outcome::Failed);
    }

    void outcomeNames()
    {
        QFETCH(QString, name);
        QFETCH(int, outcome);
        QCOMPARE(int(outcomeFromName(name)), outcome);
    }
};

QTEST_GUILESS_MAIN(TestTraceEvents)
#include "tst_traceevents.moc"
