// SPDX-License-Identifier: GPL-3.0-or-later
// The loop's state machine with every step scripted: when it stops, rewrites, refuses, fails
// and cancels, with strategies that answer at once and ones that answer later.
#include "ScriptedStrategies.h"
#include "agent/AgentLoop.h"
#include "agent/AgentService.h"
#include "agent/QuestionRouter.h"

#include <QJsonArray>
#include <QSignalSpy>
#include <QTest>

using namespace lotse;
using namespace lotse::test;

namespace {

struct Run
{
    QList<AgentEvent> events;
    bool finished() const { return !events.isEmpty() && events.last().type == AgentEvent::Type::Finished; }
    const AgentEvent& last() const { return events.last(); }
    QList<AgentEvent> ofType(AgentEvent::Type type) const
    {
        QList<AgentEvent> out;
        for (const AgentEvent& e : events) {
            if (e.type == type)
                out.append(e);
        }
        return out;
    }
    QStringList types() const
    {
        QStringList out;
        for (const AgentEvent& e : events)
            out.append(AgentEvent::typeName(e.type));
        return out;
    }
};

} // namespace

class TestAgentLoop final : public QObject
{
    Q_OBJECT

private:
    Run run(Script& script, const QString& question, AgentOptions options = {})
    {
        StrategySet set = scriptedSet(script);
        AgentLoop loop(set);
        Run r;
        connect(&loop, &AgentLoop::event, this, [&r](const AgentEvent& e) { r.events.append(e); });
        loop.run(question, options);
        if (!QTest::qWaitFor([&] { return r.finished(); }, 5000))
            qWarning() << "loop did not finish; events:" << r.types();
        QTest::qWait(20); // nothing may follow Finished
        return r;
    }

private Q_SLOTS:
    void stopsWhenSufficient_data()
    {
        QTest::addColumn<bool>("async");
        QTest::newRow("immediate") << false;
        QTest::newRow("async") << true;
    }
    void stopsWhenSufficient()
    {
        QFETCH(bool, async);
        Script s;
        s.async = async;
        s.hitsByQuery.insert(QStringLiteral("leave"), {makeHit(7, QStringLiteral("Leave"), 0.8)});
        s.verdicts = {verdict(true)};
        const Run r = run(s, QStringLiteral("leave"));
        QCOMPARE(r.types(),
                 QStringList({QStringLiteral("started"), QStringLiteral("roundStarted"), QStringLiteral("hitsFound"),
                              QStringLiteral("graded"), QStringLiteral("answerDelta"), QStringLiteral("checking"),
                              QStringLiteral("checked"), QStringLiteral("finished")}));
        QCOMPARE(r.last().outcome, Outcome::Answered);
        QCOMPARE(r.last().citations.size(), 1);
        QCOMPARE(r.last().citations.first().chunkId, 7);
        QCOMPARE(r.last().round, 1);
        QCOMPARE(s.calls,
                 QStringList({QStringLiteral("retrieve:leave"), QStringLiteral("grade:1"), QStringLiteral("answer")}));
        QVERIFY(r.ofType(AgentEvent::Type::Graded).first().newQuery.isEmpty());
    }

    void rewritesUntilSufficient()
    {
        Script s;
        s.hitsByQuery.insert(QStringLiteral("travel days"), {makeHit(1, QStringLiteral("Travel"), 0.5)});
        s.hitsByQuery.insert(QStringLiteral("security laptop"), {makeHit(2, QStringLiteral("IT"), 0.9)});
        s.verdicts = {verdict(false), verdict(true)};
        s.rewrites = {QStringLiteral("security laptop")};
        const Run r = run(s, QStringLiteral("travel days"));
        QCOMPARE(r.last().outcome, Outcome::Answered);
        const auto graded = r.ofType(AgentEvent::Type::Graded);
        QCOMPARE(graded.size(), 2);
        QCOMPARE(graded.at(0).newQuery, QStringLiteral("security laptop"));
        QVERIFY(!graded.at(0).verdict.sufficient);
        QVERIFY(graded.at(1).verdict.sufficient);
        const auto rounds = r.ofType(AgentEvent::Type::RoundStarted);
        QCOMPARE(rounds.size(), 2);
        QCOMPARE(rounds.at(1).query, QStringLiteral("security laptop"));
        QCOMPARE(r.last().citations.first().chunkId, 2); // evidence of the sufficient round
    }

    void refusesAtRoundLimit_data()
    {
        QTest::addColumn<int>("maxRounds");
        QTest::newRow("1") << 1;
        QTest::newRow("3") << 3;
        QTest::newRow("5") << 5;
    }
    void refusesAtRoundLimit()
    {
        QFETCH(int, maxRounds);
        Script s;
        s.verdicts = {verdict(false)};
        s.rewrites = {QStringLiteral("alpha"), QStringLiteral("beta"), QStringLiteral("gamma"), QStringLiteral("delta"),
                      QStringLiteral("epsilon")};
        AgentOptions options;
        options.maxRounds = maxRounds;
        const Run r = run(s, QStringLiteral("pension"), options);
        QCOMPARE(r.last().outcome, Outcome::Refused);
        QCOMPARE(r.ofType(AgentEvent::Type::RoundStarted).size(), maxRounds);
        QCOMPARE(s.calls.count(QStringLiteral("rewrite")), maxRounds - 1);
        QCOMPARE(s.lastRefusal.reason, RefusalInput::Reason::RoundLimit);
        QCOMPARE(s.lastRefusal.queries.size(), maxRounds);
        QVERIFY(s.lastRefusal.nothingFound); // no round found a passage: the refusal may say "nowhere"
        QVERIFY(r.last().citations.isEmpty());
    }

    void aRefusalNamesEachSectionOnce()
    {
        // The chunker split "Pay" into three passages: the refusal offers it once, then the next sections,
        // best first, for the answerer to choose from (it names RefusalInput::closestShown of them).
        Script s;
        QList<Hit> hits;
        for (qint64 id : {1, 2, 3})
            hits.append(makeHit(id, QStringLiteral("Pay"), 0.9 - 0.1 * double(id)));
        hits.append(makeHit(4, QStringLiteral("Travel"), 0.5));
        hits.append(makeHit(5, QStringLiteral("Leave"), 0.55));
        s.hitsByQuery.insert(QStringLiteral("pension"), hits);
        s.verdicts = {verdict(false)};
        AgentOptions options;
        options.maxRounds = 1;
        const Run r = run(s, QStringLiteral("pension"), options);
        QCOMPARE(r.last().outcome, Outcome::Refused);
        QList<qint64> offered;
        for (const Hit& h : std::as_const(s.lastRefusal.closest))
            offered.append(h.chunkId);
        QCOMPARE(offered, (QList<qint64>{1, 5, 4}));
        QVERIFY(!s.lastRefusal.nothingFound);
    }

    void stopsWhenRewriteBringsNothingNew_data()
    {
        QTest::addColumn<QString>("rewrite");
        QTest::newRow("same words") << QStringLiteral("company pension");
        QTest::newRow("same words reordered, stop words") << QStringLiteral("the pension of the COMPANY");
        QTest::newRow("empty") << QString();
    }
    void stopsWhenRewriteBringsNothingNew()
    {
        QFETCH(QString, rewrite);
        Script s;
        s.verdicts = {verdict(false)};
        s.rewrites = {rewrite};
        const Run r = run(s, QStringLiteral("company pension"));
        QCOMPARE(r.last().outcome, Outcome::Refused);
        QCOMPARE(r.ofType(AgentEvent::Type::RoundStarted).size(), 1);
        QCOMPARE(s.lastRefusal.reason, RefusalInput::Reason::NothingNew);
    }

    void refusesWhenAnswerHasNoCitation()
    {
        Script s;
        s.hitsByQuery.insert(QStringLiteral("leave"), {makeHit(3, QStringLiteral("X"), 0.9)});
        s.verdicts = {verdict(true)};
        s.answerWithCitation = false;
        const Run r = run(s, QStringLiteral("leave"));
        QCOMPARE(r.last().outcome, Outcome::Refused);
        QCOMPARE(s.lastRefusal.reason, RefusalInput::Reason::Unsupported);
        QCOMPARE(s.lastRefusal.closest.size(), 1);
    }

    void answersFromTheStrongestAmbiguousRound_data()
    {
        QTest::addColumn<QList<double>>("strengths"); // of rounds 1-3; 0 = not sufficient, not ambiguous
        QTest::addColumn<qint64>("answeredFrom");
        QTest::newRow("first of three") << QList<double>{0.28, 0.0, 0.0} << qint64(1);
        QTest::newRow("strongest wins") << QList<double>{0.22, 0.29, 0.25} << qint64(2);
        QTest::newRow("last round") << QList<double>{0.0, 0.0, 0.21} << qint64(3);
        QTest::newRow("a tie keeps the earlier") << QList<double>{0.0, 0.25, 0.25} << qint64(2);
    }
    void answersFromTheStrongestAmbiguousRound()
    {
        QFETCH(QList<double>, strengths);
        QFETCH(qint64, answeredFrom);
        Script s;
        const QStringList queries{QStringLiteral("pension"), QStringLiteral("retirement plan"),
                                  QStringLiteral("savings scheme")};
        for (int i = 0; i < 3; ++i) {
            s.hitsByQuery.insert(queries.at(i), {makeHit(i + 1, QStringLiteral("Section %1").arg(i + 1), 0.5)});
            s.verdicts.append(strengths.at(i) > 0 ? ambiguous(strengths.at(i)) : verdict(false));
        }
        s.rewrites = queries.mid(1);
        const Run r = run(s, queries.first());
        QCOMPARE(r.last().outcome, Outcome::Ambiguous);
        QCOMPARE(r.ofType(AgentEvent::Type::RoundStarted).size(), 3); // a later round might have sufficed
        QCOMPARE(r.last().citations.size(), 1);
        QCOMPARE(r.last().citations.first().chunkId, answeredFrom);
        QCOMPARE(r.last().answerRound, int(answeredFrom)); // round N found passage N
        QVERIFY(s.lastAnswer.verdict.ambiguous);
        QCOMPARE(s.lastAnswer.evidence.first().chunkId, answeredFrom);
        QVERIFY(!s.calls.last().startsWith(QStringLiteral("refuse")));
    }

    void aSufficientRoundWinsOverAnAmbiguousOne()
    {
        Script s;
        s.hitsByQuery.insert(QStringLiteral("pension"), {makeHit(1, QStringLiteral("Benefits"), 0.6)});
        s.hitsByQuery.insert(QStringLiteral("retirement"), {makeHit(2, QStringLiteral("Retirement"), 0.8)});
        s.verdicts = {ambiguous(0.29), verdict(true)};
        s.rewrites = {QStringLiteral("retirement")};
        const Run r = run(s, QStringLiteral("pension"));
        QCOMPARE(r.last().outcome, Outcome::Answered);
        QCOMPARE(r.last().citations.first().chunkId, 2);
        QVERIFY(!s.lastAnswer.verdict.ambiguous);
    }

    void ambiguousAlsoWhenTheRewriteBringsNothingNew()
    {
        Script s;
        s.hitsByQuery.insert(QStringLiteral("company pension"), {makeHit(4, QStringLiteral("Benefits"), 0.6)});
        s.verdicts = {ambiguous(0.25)};
        s.rewrites = {QStringLiteral("pension company")};
        const Run r = run(s, QStringLiteral("company pension"));
        QCOMPARE(r.last().outcome, Outcome::Ambiguous);
        QCOMPARE(r.ofType(AgentEvent::Type::RoundStarted).size(), 1);
        QCOMPARE(r.last().citations.first().chunkId, 4);
    }

    void ambiguousWithoutAnyStatementIsRefused()
    {
        Script s;
        s.hitsByQuery.insert(QStringLiteral("pension"), {makeHit(5, QStringLiteral("Benefits"), 0.6)});
        s.verdicts = {ambiguous(0.25)};
        s.answerWithCitation = false;
        AgentOptions options;
        options.maxRounds = 1;
        const Run r = run(s, QStringLiteral("pension"), options);
        QCOMPARE(r.last().outcome, Outcome::Refused);
        QCOMPARE(s.lastRefusal.reason, RefusalInput::Reason::Unsupported);
        QVERIFY(s.lastRefusal.lastVerdict.ambiguous);
    }

    void failsWithTheRetrieverError()
    {
        Script s;
        s.retrieveError = QStringLiteral("disk I/O error");
        const Run r = run(s, QStringLiteral("leave"));
        QCOMPARE(r.last().outcome, Outcome::Failed);
        QCOMPARE(r.last().error, QStringLiteral("disk I/O error"));
    }

    void failsOnEmptyQuestion()
    {
        Script s;
        const Run r = run(s, QStringLiteral("   "));
        QCOMPARE(r.last().outcome, Outcome::Failed);
        QVERIFY(s.calls.isEmpty());
    }

    void cancelStopsBetweenSteps()
    {
        Script s;
        s.async = true;
        s.verdicts = {verdict(false)};
        s.rewrites = {QStringLiteral("alpha"), QStringLiteral("beta")};
        StrategySet set = scriptedSet(s);
        AgentLoop loop(set);
        Run r;
        connect(&loop, &AgentLoop::event, this, [&](const AgentEvent& e) {
            r.events.append(e);
            if (e.type == AgentEvent::Type::HitsFound)
                loop.cancel();
        });
        loop.run(QStringLiteral("leave"), {});
        QTRY_VERIFY(r.finished());
        QTest::qWait(50);
        QCOMPARE(r.last().outcome, Outcome::Cancelled);
        QCOMPARE(r.ofType(AgentEvent::Type::Finished).size(), 1);
        QVERIFY(!s.calls.contains(QStringLiteral("rewrite")));
    }

    void newQuestionReplacesRunningOne()
    {
        Script s;
        s.async = true;
        s.hitsByQuery.insert(QStringLiteral("second"), {makeHit(9, QStringLiteral("Y"), 0.9)});
        s.verdicts = {verdict(true)};
        StrategySet set = scriptedSet(s);
        AgentLoop loop(set);
        Run r;
        connect(&loop, &AgentLoop::event, this, [&](const AgentEvent& e) { r.events.append(e); });
        loop.run(QStringLiteral("first"), {});
        loop.run(QStringLiteral("second"), {});
        QTRY_COMPARE(r.ofType(AgentEvent::Type::Finished).size(), 2);
        QTest::qWait(50);
        const auto finished = r.ofType(AgentEvent::Type::Finished);
        QCOMPARE(finished.size(), 2);
        QCOMPARE(finished.at(0).outcome, Outcome::Cancelled);
        QCOMPARE(finished.at(1).outcome, Outcome::Answered);
        QCOMPARE(finished.at(1).question, QStringLiteral("second"));
    }

    void complexQuestionsAreSplitIntoLanes()
    {
        Script s;
        s.async = true;
        s.subQuestions = {QStringLiteral("training budget"), QStringLiteral("equipment allowance")};
        Hit shared = makeHit(3, QStringLiteral("Both"), 0.4);
        Hit sharedBetter = shared;
        sharedBetter.score = 0.7;
        s.hitsByQuery.insert(QStringLiteral("training budget"), {makeHit(1, QStringLiteral("Budget"), 0.9), shared});
        s.hitsByQuery.insert(QStringLiteral("equipment allowance"),
                             {makeHit(2, QStringLiteral("Allowance"), 0.8), sharedBetter});
        s.verdicts = {verdict(true)};
        const Run r = run(s, QStringLiteral("How does the training budget compare with the equipment allowance?"));
        QCOMPARE(r.last().outcome, Outcome::Answered);
        const auto decomposed = r.ofType(AgentEvent::Type::Decomposed);
        QCOMPARE(decomposed.size(), 1);
        QCOMPARE(decomposed.first().subQueries, s.subQuestions);
        QCOMPARE(r.ofType(AgentEvent::Type::RoundStarted).first().subQueries, s.subQuestions);
        const QList<Hit> hits = r.ofType(AgentEvent::Type::HitsFound).first().hits;
        QCOMPARE(hits.size(), 3); // chunk 3 was found by both lanes: once, with its better score
        QCOMPARE(hits.at(0).chunkId, 1);
        QCOMPARE(hits.at(0).lane, 0);
        QCOMPARE(hits.at(1).chunkId, 2);
        QCOMPARE(hits.at(1).lane, 1);
        QCOMPARE(hits.at(2).chunkId, 3);
        QCOMPARE(hits.at(2).score, 0.7);
        QCOMPARE(hits.at(2).rank, 3);
        QVERIFY(s.calls.contains(QStringLiteral("retrieve:training budget")));
        QVERIFY(s.calls.contains(QStringLiteral("retrieve:equipment allowance")));
    }

    void simpleQuestionsAndFailedSplitsAreAskedAsTheyAre_data()
    {
        QTest::addColumn<QString>("question");
        QTest::addColumn<bool>("decomposerAsked");
        QTest::newRow("simple: no decomposer call") << "How many vacation days do I get?" << false;
        QTest::newRow("complex, split failed") << "Compare the leave and the training rules" << true;
    }
    void simpleQuestionsAndFailedSplitsAreAskedAsTheyAre()
    {
        QFETCH(QString, question);
        QFETCH(bool, decomposerAsked);
        Script s; // no sub-questions scripted: the decomposer returns the question alone
        s.hitsByQuery.insert(question, {makeHit(5, QStringLiteral("Leave"), 0.9)});
        s.verdicts = {verdict(true)};
        const Run r = run(s, question);
        QCOMPARE(r.last().outcome, Outcome::Answered);
        QCOMPARE(s.calls.contains(QStringLiteral("decompose")), decomposerAsked);
        QVERIFY(r.ofType(AgentEvent::Type::Decomposed).isEmpty());
        QVERIFY(r.ofType(AgentEvent::Type::RoundStarted).first().subQueries.isEmpty());
    }

    void routerRecognisesComplexQuestions_data()
    {
        QTest::addColumn<QString>("question");
        QTest::addColumn<bool>("complex");
        QTest::newRow("simple") << "How many vacation days do I get?" << false;
        QTest::newRow("compare") << "How does the training budget compare with the allowance?" << true;
        QTest::newRow("difference") << "What's the difference between remote work and working abroad?" << true;
        QTest::newRow("two questions") << "When does onboarding start? Who is my buddy?" << true;
        QTest::newRow("German Unterschied") << "Was ist der Unterschied zwischen Elternzeit und Urlaub?" << true;
        QTest::newRow("German simple") << "Wie viele Urlaubstage habe ich?" << false;
        // Any wording whose sides ComparisonSides names is a comparison to the router too.
        QTest::newRow("German verhält sich zu")
            << "Wie verhält sich das Weiterbildungsbudget zum Zuschuss für die Ausstattung?" << true;
        QTest::newRow("which needs more: X or Y")
            << "Which needs more notice: asking for days off or signing up for a course?" << true;
        QTest::newRow("German was dauert länger") << "Was dauert länger: die Probezeit oder die Einarbeitung?" << true;
    }
    void routerRecognisesComplexQuestions()
    {
        QFETCH(QString, question);
        QFETCH(bool, complex);
        QCOMPARE(QuestionRouter::isComplex(question), complex);
    }

    void serviceRunsLoopOnNamedThread()
    {
        Script s;
        s.async = true;
        s.hitsByQuery.insert(QStringLiteral("leave"), {makeHit(5, QStringLiteral("Z"), 0.9)});
        s.verdicts = {verdict(true)};
        AgentService service([&s]() -> Result<StrategySet> { return scriptedSet(s); });
        QSignalSpy busy(&service, &AgentService::busyChanged);
        QList<AgentEvent> events;
        connect(&service, &AgentService::event, this, [&](const AgentEvent& e) {
            QCOMPARE(QThread::currentThread(), thread()); // delivered on the caller's thread
            events.append(e);
        });
        service.ask(QStringLiteral("leave"));
        QVERIFY(service.isBusy());
        QTRY_VERIFY(!events.isEmpty() && events.last().type == AgentEvent::Type::Finished);
        QCOMPARE(events.last().outcome, Outcome::Answered);
        QCOMPARE(s.threadNames, QStringList{QStringLiteral("lotse-agent")});
        QVERIFY(!service.isBusy());
        QCOMPARE(busy.size(), 2);
    }

    void serviceStaysBusyWhileAReplacingQuestionRuns()
    {
        Script s;
        s.async = true;
        s.hitsByQuery.insert(QStringLiteral("second"), {makeHit(4, QStringLiteral("W"), 0.9)});
        s.verdicts = {verdict(true)};
        AgentService service([&s]() -> Result<StrategySet> { return scriptedSet(s); });
        QList<AgentEvent> finished;
        QList<qsizetype> finishedWhenIdle; // how many runs had finished each time the service went idle
        connect(&service, &AgentService::event, this, [&](const AgentEvent& e) {
            if (e.type == AgentEvent::Type::Finished)
                finished.append(e);
        });
        connect(&service, &AgentService::busyChanged, this, [&](bool busy) {
            if (!busy)
                finishedWhenIdle.append(finished.size());
        });
        service.ask(QStringLiteral("first"));
        service.ask(QStringLiteral("second"));
        QTRY_COMPARE(finished.size(), 2);
        QCOMPARE(finished.at(0).outcome, Outcome::Cancelled);
        QCOMPARE(finishedWhenIdle, QList<qsizetype>{2}); // idle only once the second question is done
        QCOMPARE(finished.at(1).outcome, Outcome::Answered);
        QCOMPARE(finished.at(1).query, QStringLiteral("second"));
        QVERIFY(!service.isBusy());
    }

    void serviceReportsFactoryFailure()
    {
        AgentService service(
            []() -> Result<StrategySet> { return Error::make(Error::Code::Io, QStringLiteral("cannot open")); });
        QList<AgentEvent> events;
        connect(&service, &AgentService::event, this, [&](const AgentEvent& e) { events.append(e); });
        service.ask(QStringLiteral("leave"));
        QTRY_VERIFY(!events.isEmpty() && events.last().type == AgentEvent::Type::Finished);
        QCOMPARE(events.last().outcome, Outcome::Failed);
        QCOMPARE(events.last().error, QStringLiteral("cannot open"));
    }

    // Speculation: round 1's answer starts with its grading and is shown the moment the verdict says
    // sufficient; the answer shown is the one written meanwhile, not a second call.
    void speculativeAnswerIsUsedWhenSufficient_data()
    {
        QTest::addColumn<int>("answerMs");
        QTest::addColumn<int>("gradeMs");
        QTest::newRow("answer written before the verdict") << 5 << 60;
        QTest::newRow("verdict before the answer ends") << 120 << 20;
    }
    void speculativeAnswerIsUsedWhenSufficient()
    {
        QFETCH(int, answerMs);
        QFETCH(int, gradeMs);
        Script s;
        s.speculates = true;
        s.answerMs = answerMs;
        s.gradeMs = gradeMs;
        s.usage = std::make_shared<UsageMeter>();
        s.hitsByQuery.insert(QStringLiteral("leave"), {makeHit(7, QStringLiteral("Leave"), 0.8)});
        s.verdicts = {verdict(true)};
        const Run r = run(s, QStringLiteral("leave"));
        QCOMPARE(r.types(),
                 QStringList({QStringLiteral("started"), QStringLiteral("roundStarted"), QStringLiteral("hitsFound"),
                              QStringLiteral("graded"), QStringLiteral("answerDelta"), QStringLiteral("checking"),
                              QStringLiteral("checked"), QStringLiteral("finished")}));
        QCOMPARE(r.last().outcome, Outcome::Answered);
        QCOMPARE(r.last().citations.first().chunkId, 7);
        QCOMPARE(s.calls,
                 QStringList({QStringLiteral("retrieve:leave"), QStringLiteral("answer"), QStringLiteral("grade:1")}));
        QCOMPARE(r.ofType(AgentEvent::Type::Graded).first().speculation, ModelCall::Speculation::Used);
        QCOMPARE(r.last().calls.size(), 1);
        QCOMPARE(r.last().calls.first().speculation, ModelCall::Speculation::Used);
        QVERIFY(!r.last().calls.first().estimated);
        QCOMPARE(r.last().usage.total(), 1080);
    }

    // Not sufficient: the answer in flight is cancelled, never shown, and its tokens so far recorded.
    void speculativeAnswerIsDiscardedWhenNotSufficient()
    {
        Script s;
        s.speculates = true;
        s.answerMs = 200;
        s.gradeMs = 20;
        s.usage = std::make_shared<UsageMeter>();
        s.hitsByQuery.insert(QStringLiteral("travel days"), {makeHit(1, QStringLiteral("Travel"), 0.5)});
        s.hitsByQuery.insert(QStringLiteral("security laptop"), {makeHit(2, QStringLiteral("IT"), 0.9)});
        s.verdicts = {verdict(false), verdict(true)};
        s.rewrites = {QStringLiteral("security laptop")};
        const Run r = run(s, QStringLiteral("travel days"));
        QCOMPARE(r.last().outcome, Outcome::Answered);
        QCOMPARE(r.last().citations.first().chunkId, 2); // round 2's own answer
        QCOMPARE(s.calls, QStringList({QStringLiteral("retrieve:travel days"), QStringLiteral("answer"),
                                       QStringLiteral("grade:1"), QStringLiteral("cancel:answer"),
                                       QStringLiteral("rewrite"), QStringLiteral("retrieve:security laptop"),
                                       QStringLiteral("grade:2"), QStringLiteral("answer")}));
        const auto graded = r.ofType(AgentEvent::Type::Graded);
        QCOMPARE(graded.at(0).speculation, ModelCall::Speculation::Discarded);
        QCOMPARE(graded.at(1).speculation, ModelCall::Speculation::None);
        // Nothing of the discarded answer reached the user: every piece of text came after round 2's verdict.
        const QStringList types = r.types();
        const qsizetype round2 = types.lastIndexOf(QStringLiteral("graded"));
        QCOMPARE(types.indexOf(QStringLiteral("answerDelta")), round2 + 1);
        QCOMPARE(r.last().calls.size(), 2);
        const ModelCall discarded = r.last().calls.first();
        QCOMPARE(discarded.speculation, ModelCall::Speculation::Discarded);
        QCOMPARE(discarded.round, 1);
        QVERIFY(discarded.estimated);
        QCOMPARE(r.last().calls.at(1).round, 2);
        QCOMPARE(r.last().usage.total(), 1020 + 1080); // the discarded answer is billed too
    }

    // A grader that tells its decision before its rationale: the answer streams from that moment on.
    void earlyDecisionShowsTheAnswerBeforeTheVerdictEnds()
    {
        Script s;
        s.speculates = true;
        s.answerMs = 5;
        s.gradeMs = 100;
        s.early = true;
        s.hitsByQuery.insert(QStringLiteral("leave"), {makeHit(7, QStringLiteral("Leave"), 0.8)});
        s.verdicts = {verdict(true)};
        const Run r = run(s, QStringLiteral("leave"));
        QCOMPARE(r.last().outcome, Outcome::Answered);
        QCOMPARE(r.types().mid(3, 2), QStringList({QStringLiteral("answerDelta"), QStringLiteral("graded")}));
    }

    // An early "not sufficient" cancels the answer at once, not when the whole verdict is in.
    void earlyRefusalCancelsTheAnswerAtOnce()
    {
        Script s;
        s.speculates = true;
        s.answerMs = 1000; // would still run when the whole verdict is in
        s.gradeMs = 200;   // tells its decision after 100 ms
        s.early = false;
        s.usage = std::make_shared<UsageMeter>();
        s.verdicts = {verdict(false)};
        s.rewrites = {QStringLiteral("leave")}; // nothing new: the loop stops
        const Run r = run(s, QStringLiteral("leave"));
        QCOMPARE(r.last().outcome, Outcome::Refused);
        QVERIFY(s.calls.contains(QStringLiteral("cancel:answer")));
        QVERIFY(r.ofType(AgentEvent::Type::AnswerDelta).isEmpty());
        QCOMPARE(r.last().calls.first().speculation, ModelCall::Speculation::Discarded);
    }

    // A verdict that takes back a decision already acted on (a retried grader): nothing shown counts.
    void verdictTakingBackItsDecisionFails()
    {
        Script s;
        s.speculates = true;
        s.answerMs = 5;
        s.gradeMs = 60;
        s.early = true;
        s.verdicts = {verdict(false)};
        s.hitsByQuery.insert(QStringLiteral("leave"), {makeHit(7, QStringLiteral("Leave"), 0.8)});
        const Run r = run(s, QStringLiteral("leave"));
        QCOMPARE(r.last().outcome, Outcome::Failed);
        QVERIFY(r.last().text.isEmpty());
        QVERIFY2(r.last().error.contains(QStringLiteral("answer that had started is withdrawn")),
                 qPrintable(r.last().error));
    }

    // A grader that fails while the answer is prepared: the answer is cancelled, the run fails.
    void graderFailureCancelsTheSpeculativeAnswer()
    {
        Script s;
        s.speculates = true;
        s.answerMs = 200;
        s.gradeMs = 20;
        s.gradeError = QStringLiteral("grader broke");
        s.usage = std::make_shared<UsageMeter>();
        s.hitsByQuery.insert(QStringLiteral("leave"), {makeHit(7, QStringLiteral("Leave"), 0.8)});
        const Run r = run(s, QStringLiteral("leave"));
        QCOMPARE(r.last().outcome, Outcome::Failed);
        QVERIFY(s.calls.contains(QStringLiteral("cancel:answer")));
        QCOMPARE(r.last().calls.size(), 1);
        QCOMPARE(r.last().calls.first().speculation, ModelCall::Speculation::Discarded);
    }

    // Off (the setting), or an answerer that is not worth starting early (offline): answers after the verdict.
    void noSpeculationWhenOffOrNotWorthIt_data()
    {
        QTest::addColumn<bool>("speculates");
        QTest::addColumn<bool>("option");
        QTest::newRow("setting off") << true << false;
        QTest::newRow("offline answerer") << false << true;
    }
    void noSpeculationWhenOffOrNotWorthIt()
    {
        QFETCH(bool, speculates);
        QFETCH(bool, option);
        Script s;
        s.speculates = speculates;
        s.gradeMs = 20;
        s.verdicts = {verdict(false)};
        s.rewrites = {QStringLiteral("leave")};
        AgentOptions options;
        options.speculate = option;
        const Run r = run(s, QStringLiteral("leave"), options);
        QCOMPARE(r.last().outcome, Outcome::Refused);
        QVERIFY(!s.calls.contains(QStringLiteral("answer")));
        QCOMPARE(r.ofType(AgentEvent::Type::Graded).first().speculation, ModelCall::Speculation::None);
    }

    // After a round of sub-questions whose verdict names what is still missing, the next round asks for
    // exactly that, each aspect a lane (at most three, none asked before), not one rewrite of the
    // whole question; with nothing new named, the rewrite as before.
    void gapQuestionsAfterASplitRound_data()
    {
        QTest::addColumn<QStringList>("missing");
        QTest::addColumn<QStringList>("gaps");
        QTest::newRow("two aspects missing")
            << QStringList{QStringLiteral("who approves the allowance"), QStringLiteral("allowance amount")}
            << QStringList{QStringLiteral("who approves the allowance"), QStringLiteral("allowance amount")};
        QTest::newRow("at most three, each once")
            << QStringList{QStringLiteral("parking rules"), QStringLiteral("travel rules"),
                           QStringLiteral("rules travel"), QStringLiteral("meal rules"), QStringLiteral("hotel rules")}
            << QStringList{QStringLiteral("parking rules"), QStringLiteral("travel rules"),
                           QStringLiteral("meal rules")};
        QTest::newRow("only what was asked: a rewrite")
            << QStringList{QStringLiteral("Training budget")} << QStringList();
        QTest::newRow("nothing named: a rewrite") << QStringList() << QStringList();
    }
    void gapQuestionsAfterASplitRound()
    {
        QFETCH(QStringList, missing);
        QFETCH(QStringList, gaps);
        Script s;
        s.subQuestions = {QStringLiteral("training budget"), QStringLiteral("equipment allowance")};
        s.hitsByQuery.insert(QStringLiteral("training budget"), {makeHit(1, QStringLiteral("Budget"), 0.9)});
        Verdict first = verdict(false);
        first.missing = missing;
        s.verdicts = {first, verdict(true)};
        s.rewrites = {QStringLiteral("equipment allowance approval")};
        for (const QString& query : gaps + s.rewrites)
            s.hitsByQuery.insert(query, {makeHit(2, QStringLiteral("Allowance"), 0.8)});
        const Run r = run(s, QStringLiteral("Are both the training budget and the equipment allowance paid yearly?"));
        QCOMPARE(r.last().outcome, Outcome::Answered);
        const auto rounds = r.ofType(AgentEvent::Type::RoundStarted);
        QCOMPARE(rounds.size(), 2);
        QCOMPARE(rounds.first().subQueries, s.subQuestions);
        QCOMPARE(rounds.at(1).subQueries, gaps);
        QCOMPARE(s.calls.contains(QStringLiteral("rewrite")), gaps.isEmpty());
        if (!gaps.isEmpty()) {
            QCOMPARE(r.ofType(AgentEvent::Type::Graded).first().newQuery, rounds.at(1).query);
            // Judged and answered together with what round 1 found, which round 2 shows no second time.
            QSet<qint64> evidence;
            for (const Hit& h : std::as_const(s.lastAnswer.evidence))
                evidence.insert(h.chunkId);
            QCOMPARE(evidence, (QSet<qint64>{1, 2}));
            QCOMPARE(r.ofType(AgentEvent::Type::HitsFound).at(1).hits.size(), 1);
        }
    }

    // A plainly worded comparison, with a model: its sides are round 1's lanes at once, without the
    // decomposer; round 1's answer is prepared while the lanes' evidence is graded. Without a model's
    // speculation (offline, or turned off) the decomposer splits it as before.
    void plainComparisonIsSplitWithoutTheModel()
    {
        Script s;
        s.speculates = true;
        s.answerMs = 5;
        s.gradeMs = 40;
        s.subQuestions = {QStringLiteral("yearly training budget?"), QStringLiteral("equipment allowance?")};
        s.hitsByQuery.insert(QStringLiteral("training budget"), {makeHit(1, QStringLiteral("Budget"), 0.9)});
        s.hitsByQuery.insert(QStringLiteral("equipment allowance"), {makeHit(2, QStringLiteral("Allowance"), 0.8)});
        s.verdicts = {verdict(true)};
        const Run r = run(s, QStringLiteral("How does the training budget compare with the equipment allowance?"));
        QCOMPARE(r.last().outcome, Outcome::Answered);
        QVERIFY(!s.calls.contains(QStringLiteral("decompose")));
        const QStringList sides{QStringLiteral("training budget"), QStringLiteral("equipment allowance")};
        QCOMPARE(r.ofType(AgentEvent::Type::Decomposed).first().subQueries, sides);
        QCOMPARE(r.ofType(AgentEvent::Type::RoundStarted).size(), 1);
        QCOMPARE(r.ofType(AgentEvent::Type::RoundStarted).first().subQueries, sides);
        QCOMPARE(r.ofType(AgentEvent::Type::Graded).first().speculation, ModelCall::Speculation::Used);
        QCOMPARE(s.calls.count(QStringLiteral("answer")), 1); // the prepared answer, not a second call
    }

    // With a model, a comparison is searched as it is while it is split: evidence that suffices as it
    // is answers without waiting for the split (cancelled), evidence that does not gets the split as
    // round 2, whether it came in before round 1's verdict or after.
    void comparisonAnsweredAsAskedDoesNotWaitForTheSplit()
    {
        Script s;
        s.speculates = true;
        s.decomposeMs = 400;
        s.subQuestions = {QStringLiteral("training budget"), QStringLiteral("equipment allowance")};
        // "both": complex, but not a comparison whose sides can be named without a model.
        const QString question =
            QStringLiteral("Are both the training budget and the equipment allowance paid yearly?");
        s.hitsByQuery.insert(question,
                             {makeHit(1, QStringLiteral("Budget"), 0.9), makeHit(2, QStringLiteral("Allowance"), 0.8)});
        s.verdicts = {verdict(true)};
        const Run r = run(s, question);
        QCOMPARE(r.last().outcome, Outcome::Answered);
        QVERIFY(r.ofType(AgentEvent::Type::Decomposed).isEmpty());
        QVERIFY(r.ofType(AgentEvent::Type::RoundStarted).first().subQueries.isEmpty());
        QCOMPARE(s.calls.mid(0, 2), QStringList({QStringLiteral("decompose"), QStringLiteral("retrieve:") + question}));
        QVERIFY(s.calls.contains(QStringLiteral("cancel:decompose")));
    }

    void comparisonNotAnsweredAsAskedIsSplitInRound2_data()
    {
        QTest::addColumn<int>("decomposeMs");
        QTest::addColumn<int>("gradeMs");
        QTest::newRow("split in before the verdict") << 5 << 80;
        QTest::newRow("verdict before the split") << 150 << 5;
    }
    void comparisonNotAnsweredAsAskedIsSplitInRound2()
    {
        QFETCH(int, decomposeMs);
        QFETCH(int, gradeMs);
        Script s;
        s.speculates = true;
        s.decomposeMs = decomposeMs;
        s.gradeMs = gradeMs;
        s.subQuestions = {QStringLiteral("training budget"), QStringLiteral("equipment allowance")};
        // "both": complex, but not a comparison whose sides can be named without a model.
        const QString question =
            QStringLiteral("Are both the training budget and the equipment allowance paid yearly?");
        s.hitsByQuery.insert(question, {makeHit(1, QStringLiteral("Budget"), 0.9)});
        s.hitsByQuery.insert(QStringLiteral("training budget"), {makeHit(1, QStringLiteral("Budget"), 0.9)});
        s.hitsByQuery.insert(QStringLiteral("equipment allowance"), {makeHit(2, QStringLiteral("Allowance"), 0.8)});
        s.verdicts = {verdict(false), verdict(true)};
        const Run r = run(s, question);
        QCOMPARE(r.last().outcome, Outcome::Answered);
        const auto rounds = r.ofType(AgentEvent::Type::RoundStarted);
        QCOMPARE(rounds.size(), 2);
        QVERIFY(rounds.at(0).subQueries.isEmpty());
        QCOMPARE(rounds.at(1).subQueries, s.subQuestions);
        QCOMPARE(r.ofType(AgentEvent::Type::Decomposed).size(), 1);
        QVERIFY(!s.calls.contains(QStringLiteral("rewrite"))); // the split is round 2's query
        const QStringList types = r.types();
        QCOMPARE(types.indexOf(QStringLiteral("decomposed")), types.indexOf(QStringLiteral("graded")) + 1);
        QCOMPARE(r.last().citations.size(), 1);
    }

    // Without speculation (the setting off), the split comes first and round 1 searches its lanes.
    void comparisonIsSplitFirstWithoutSpeculation()
    {
        Script s;
        s.speculates = true;
        s.decomposeMs = 20;
        s.subQuestions = {QStringLiteral("training budget"), QStringLiteral("equipment allowance")};
        s.hitsByQuery.insert(QStringLiteral("training budget"), {makeHit(1, QStringLiteral("Budget"), 0.9)});
        s.verdicts = {verdict(true)};
        AgentOptions options;
        options.speculate = false;
        const Run r =
            run(s, QStringLiteral("How does the training budget compare with the equipment allowance?"), options);
        QCOMPARE(r.last().outcome, Outcome::Answered);
        QCOMPARE(r.ofType(AgentEvent::Type::RoundStarted).first().subQueries, s.subQuestions);
    }

    // A round of sub-questions: the check of the whole decides, and each sub-question's own passages
    // are graded alongside it, at most LaneGrading::maxInFlight at once; the lanes' verdicts come with
    // the round's, in lane order.
    void lanesAreGradedConcurrentlyBesideTheCheck()
    {
        Script s;
        s.subQuestions = {QStringLiteral("a budget"), QStringLiteral("b allowance"), QStringLiteral("c parking"),
                          QStringLiteral("d travel")};
        QHash<QString, Verdict> lanes;
        for (qsizetype i = 0; i < s.subQuestions.size(); ++i) {
            s.hitsByQuery.insert(s.subQuestions.at(i), {makeHit(i + 1, s.subQuestions.at(i), 0.9)});
            lanes.insert(s.subQuestions.at(i), verdict(i != 2));
        }
        s.laneVerdicts = lanes;
        s.laneMs = 30;
        s.verdicts = {verdict(true)};
        const Run r = run(s, QStringLiteral("Compare the budget, the allowance, parking and travel?"));
        QCOMPARE(r.last().outcome, Outcome::Answered);
        QCOMPARE(s.calls.count(QStringLiteral("grade:1")), 1);
        QCOMPARE(s.calls.filter(QStringLiteral("grade-lane:")).size(), 4);
        QCOMPARE(s.mostLanesInFlight, LaneGrading::maxInFlight);
        const AgentEvent graded = r.ofType(AgentEvent::Type::Graded).first();
        QVERIFY(graded.verdict.sufficient); // the check's, though lane 3 fell short
        QCOMPARE(graded.laneVerdicts.size(), 4);
        for (qsizetype i = 0; i < 4; ++i) {
            QCOMPARE(graded.laneVerdicts.at(i).subQuestion, s.subQuestions.at(i));
            QVERIFY(graded.laneVerdicts.at(i).graded());
            QCOMPARE(graded.laneVerdicts.at(i).verdict.sufficient, i != 2);
        }
        QVERIFY(graded.checkError.isEmpty());
        const QJsonArray json = graded.toJson().value(QStringLiteral("lanes")).toArray();
        QCOMPARE(LaneVerdict::listFromJson(json).at(2).verdict.sufficient, false);
    }

    // When the check of the whole fails, the lanes' own verdicts decide (fail-open): the answer stands
    // on the sub-questions whose passages sufficed, and is still checked; no round is asked for on a
    // check that did not happen. Without a graded lane the run fails as before.
    void failedCompletenessCheckEndsWithWhatWasFound_data()
    {
        QTest::addColumn<QStringList>("sufficientLanes");
        QTest::addColumn<QStringList>("failingLanes");
        QTest::addColumn<Outcome>("outcome");
        QTest::addColumn<QList<qint64>>("evidence");
        QTest::newRow("both lanes suffice") << QStringList{QStringLiteral("budget"), QStringLiteral("allowance")}
                                            << QStringList() << Outcome::Answered << QList<qint64>{1, 2};
        QTest::newRow("one lane suffices")
            << QStringList{QStringLiteral("budget")} << QStringList() << Outcome::Answered << QList<qint64>{1};
        QTest::newRow("no lane suffices") << QStringList() << QStringList() << Outcome::Refused << QList<qint64>();
        QTest::newRow("lanes fail too") << QStringList()
                                        << QStringList{QStringLiteral("budget"), QStringLiteral("allowance")}
                                        << Outcome::Failed << QList<qint64>();
    }
    void failedCompletenessCheckEndsWithWhatWasFound()
    {
        QFETCH(QStringList, sufficientLanes);
        QFETCH(QStringList, failingLanes);
        QFETCH(Outcome, outcome);
        QFETCH(QList<qint64>, evidence);
        Script s;
        s.subQuestions = {QStringLiteral("budget"), QStringLiteral("allowance")};
        s.hitsByQuery.insert(QStringLiteral("budget"), {makeHit(1, QStringLiteral("Budget"), 0.9)});
        s.hitsByQuery.insert(QStringLiteral("allowance"), {makeHit(2, QStringLiteral("Allowance"), 0.8)});
        QHash<QString, Verdict> lanes;
        for (const QString& q : std::as_const(s.subQuestions)) {
            if (!failingLanes.contains(q))
                lanes.insert(q, verdict(sufficientLanes.contains(q)));
        }
        s.laneVerdicts = lanes;
        s.laneMs = 5;
        s.verdicts = {verdict(true)};
        s.gradeMs = 10;
        s.gradeError = QStringLiteral("the verdict could not be read");
        const Run r = run(s, QStringLiteral("How does the budget compare with the allowance?"));
        QCOMPARE(r.last().outcome, outcome);
        QCOMPARE(r.ofType(AgentEvent::Type::RoundStarted).size(), 1);
        if (outcome == Outcome::Failed) {
            QCOMPARE(r.last().error, s.gradeError);
            return;
        }
        const AgentEvent graded = r.ofType(AgentEvent::Type::Graded).first();
        QCOMPARE(graded.checkError, s.gradeError);
        QCOMPARE(graded.verdict.sufficient, !sufficientLanes.isEmpty());
        QCOMPARE(graded.laneVerdicts.size(), 2);
        QStringList lacking = s.subQuestions;
        for (const QString& q : std::as_const(sufficientLanes))
            lacking.removeAll(q);
        QCOMPARE(graded.verdict.missing, lacking);
        QList<qint64> used;
        for (const Hit& h : std::as_const(s.lastAnswer.evidence))
            used.append(h.chunkId);
        QCOMPARE(used, evidence);
    }

    // Gap questions come from the lanes that fell short too, when the check of the whole names nothing.
    void gapQuestionsFromTheLanesThatFellShort()
    {
        Script s;
        s.subQuestions = {QStringLiteral("budget"), QStringLiteral("allowance")};
        s.hitsByQuery.insert(QStringLiteral("budget"), {makeHit(1, QStringLiteral("Budget"), 0.9)});
        s.hitsByQuery.insert(QStringLiteral("who approves equipment"), {makeHit(2, QStringLiteral("Approval"), 0.8)});
        Verdict shortLane = verdict(false);
        shortLane.missing = {QStringLiteral("who approves equipment")};
        s.laneVerdicts = QHash<QString, Verdict>{{QStringLiteral("budget"), verdict(true)},
                                                 {QStringLiteral("allowance"), shortLane},
                                                 {QStringLiteral("who approves equipment"), verdict(true)}};
        s.verdicts = {verdict(false), verdict(true)};
        const Run r = run(s, QStringLiteral("Are both the budget and the allowance paid yearly?"));
        QCOMPARE(r.last().outcome, Outcome::Answered);
        const auto rounds = r.ofType(AgentEvent::Type::RoundStarted);
        QCOMPARE(rounds.size(), 2);
        QCOMPARE(rounds.at(1).subQueries, QStringList{QStringLiteral("who approves equipment")});
        QCOMPARE(r.ofType(AgentEvent::Type::Graded).at(1).laneVerdicts.size(), 1);
    }

    // With speculation: the check's streamed decision shows the prepared answer at once; the lanes,
    // still being graded, do not hold it back, and their verdicts come with the round's.
    void preparedAnswerDoesNotWaitForTheLanes()
    {
        Script s;
        s.speculates = true;
        s.answerMs = 5;
        s.gradeMs = 40;
        s.early = true;
        s.laneMs = 300;
        s.laneVerdicts = QHash<QString, Verdict>{{QStringLiteral("training budget"), verdict(true)},
                                                 {QStringLiteral("equipment allowance"), verdict(true)}};
        s.hitsByQuery.insert(QStringLiteral("training budget"), {makeHit(1, QStringLiteral("Budget"), 0.9)});
        s.hitsByQuery.insert(QStringLiteral("equipment allowance"), {makeHit(2, QStringLiteral("Allowance"), 0.8)});
        s.verdicts = {verdict(true)};
        const Run r = run(s, QStringLiteral("How does the training budget compare with the equipment allowance?"));
        QCOMPARE(r.last().outcome, Outcome::Answered);
        const auto deltas = r.ofType(AgentEvent::Type::AnswerDelta);
        QVERIFY(!deltas.isEmpty());
        const AgentEvent graded = r.ofType(AgentEvent::Type::Graded).first();
        QVERIFY(deltas.first().elapsedMs < graded.elapsedMs); // shown before the lanes were in
        QVERIFY(graded.elapsedMs >= s.laneMs);
        QCOMPARE(graded.laneVerdicts.size(), 2);
        QCOMPARE(graded.speculation, ModelCall::Speculation::Used);
        QCOMPARE(s.calls.count(QStringLiteral("answer")), 1);
    }
};

QTEST_GUILESS_MAIN(TestAgentLoop)
#include "tst_agentloop.moc"
