// SPDX-License-Identifier: GPL-3.0-or-later
// The research timeline on its own, fed with the loop's events: cards in order, lanes for
// sub-questions, verdict badges, rewrite arrows, the outcome, animations and replay.
#include "language/Translations.h"
#include "research/HitRow.h"
#include "research/Motion.h"
#include "research/ResearchView.h"
#include "research/RewriteArrow.h"
#include "research/RoundCard.h"
#include "trace/Trace.h"
#include "trace/TraceEvents.h"

#include <QLabel>
#include <QPushButton>
#include <QSignalSpy>
#include <QTest>
#include <QToolButton>
#include <QVBoxLayout>

using namespace lotse;
using namespace lotse::ui;

namespace {

Hit hit(qint64 id, double score, int lane = 0)
{
    Hit h;
    h.chunkId = id;
    h.path = QStringLiteral("/handbook/%1.md").arg(id);
    h.title = QStringLiteral("Doc %1").arg(id);
    h.headingPath = {QStringLiteral("Section")};
    h.text = QStringLiteral("Passage text %1").arg(id);
    h.score = score;
    h.rank = 1;
    h.lane = lane;
    return h;
}

AgentEvent event(AgentEvent::Type type, int round = 0)
{
    AgentEvent e;
    e.type = type;
    e.round = round;
    e.question = QStringLiteral("How do A and B compare?");
    return e;
}

// A question split into two lanes, not answered in round 1, rewritten, answered in round 2.
QList<AgentEvent> twoRoundsWithLanes()
{
    QList<AgentEvent> events;
    events.append(event(AgentEvent::Type::Started));
    AgentEvent split = event(AgentEvent::Type::Decomposed);
    split.subQueries = {QStringLiteral("What is A?"), QStringLiteral("What is B?")};
    events.append(split);
    AgentEvent round1 = event(AgentEvent::Type::RoundStarted, 1);
    round1.query = QStringLiteral("How do A and B compare?");
    round1.subQueries = split.subQueries;
    events.append(round1);
    AgentEvent hits1 = event(AgentEvent::Type::HitsFound, 1);
    hits1.hits = {hit(1, 0.9, 0), hit(2, 0.4, 0), hit(3, 0.7, 1)};
    hits1.stepMs = 12;
    events.append(hits1);
    AgentEvent graded1 = event(AgentEvent::Type::Graded, 1);
    graded1.verdict.sufficient = false;
    graded1.verdict.rationale = QStringLiteral("B's amount is missing.");
    graded1.verdict.missing = {QStringLiteral("amount")};
    graded1.verdict.raw = QJsonObject{{QStringLiteral("sufficient"), false}};
    graded1.newQuery = QStringLiteral("B amount per year");
    graded1.stepMs = 5;
    graded1.rewriteMs = 2;
    events.append(graded1);
    AgentEvent round2 = event(AgentEvent::Type::RoundStarted, 2);
    round2.query = graded1.newQuery;
    events.append(round2);
    AgentEvent hits2 = event(AgentEvent::Type::HitsFound, 2);
    hits2.hits = {hit(4, 0.8)};
    events.append(hits2);
    AgentEvent delta = event(AgentEvent::Type::AnswerDelta);
    delta.text = QStringLiteral("A is …");
    events.append(delta);
    AgentEvent graded2 = event(AgentEvent::Type::Graded, 2);
    graded2.verdict.sufficient = true;
    graded2.verdict.rationale = QStringLiteral("Both amounts are stated.");
    events.append(graded2);
    AgentEvent finished = event(AgentEvent::Type::Finished, 2);
    finished.outcome = Outcome::Answered;
    finished.citations = {Citation{1, QStringLiteral("/handbook/1.md"), QStringLiteral("Doc 1")}};
    finished.elapsedMs = 1234;
    events.append(finished);
    return events;
}

QString outcome(ResearchView& view)
{
    auto* card = view.findChild<QWidget*>(QStringLiteral("outcomeCard"));
    return card ? card->property("outcome").toString() : QString();
}

} // namespace

class TestResearchView final : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { Translations::apply(QStringLiteral("en")); } // the English plural forms
    void init() { Motion::setReduced(true); }
    void timelineFollowsTheEvents();
    void hitsAndVerdictsAreActivatable();
    void animationsRunToTheirEnd();
    void replayRebuildsTheSameTimeline();
    void aLiveQuestionStopsAReplay();
    void anAmbiguousRoundAndAnAnswerWithACaveat();
    void finishedRoundsFoldToTheirVerdicts();
    void longTitlesTakeTwoLines();
    void aRoundForWhatIsMissingNamesIt();
    void eachLaneShowsItsOwnVerdict();
};

void TestResearchView::anAmbiguousRoundAndAnAnswerWithACaveat()
{
    ResearchView view;
    view.resize(700, 600);
    view.show();
    QList<AgentEvent> events = twoRoundsWithLanes();
    for (AgentEvent& e : events) {
        if (e.type == AgentEvent::Type::Graded && e.round == 1)
            e.verdict.ambiguous = true;
        if (e.type == AgentEvent::Type::Graded && e.round == 2)
            e.verdict.sufficient = false;
        if (e.type == AgentEvent::Type::Finished)
            e.outcome = Outcome::Ambiguous;
    }
    for (const AgentEvent& e : std::as_const(events))
        view.handleEvent(e);
    const QList<RoundCard*> cards = view.roundCards();
    QCOMPARE(cards.size(), 2);
    auto* first = cards.at(0)->findChild<QLabel*>(QStringLiteral("verdictBadge"));
    auto* second = cards.at(1)->findChild<QLabel*>(QStringLiteral("verdictBadge"));
    QCOMPARE(first->text(), QStringLiteral("Ambiguous"));
    QVERIFY(first->property("ambiguous").toBool());
    QVERIFY(first->toolTip().contains(QStringLiteral("may not cover the exact case")));
    QCOMPARE(second->text(), QStringLiteral("Not sufficient"));
    QVERIFY(first->styleSheet() != second->styleSheet()); // its own colour
    QCOMPARE(outcome(view), QStringLiteral("ambiguous"));
    const QString text = view.findChild<QLabel*>(QStringLiteral("outcomeText"))->text();
    QVERIFY2(text.startsWith(QStringLiteral("Answered with a caveat after 2 round")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("citing 1 passage")), qPrintable(text));
}

void TestResearchView::timelineFollowsTheEvents()
{
    ResearchView view;
    view.resize(700, 600);
    view.show();
    for (const AgentEvent& e : twoRoundsWithLanes())
        view.handleEvent(e);

    const QList<RoundCard*> cards = view.roundCards();
    QCOMPARE(cards.size(), 2);
    QCOMPARE(cards.at(0)->round(), 1);
    QCOMPARE(cards.at(1)->round(), 2);
    // Round 1 was split: one lane per sub-question, each with its own passages.
    QCOMPARE(cards.at(0)->laneCount(), 2);
    auto* lane0 = cards.at(0)->findChild<QWidget*>(QStringLiteral("lane0"));
    auto* lane1 = cards.at(0)->findChild<QWidget*>(QStringLiteral("lane1"));
    QVERIFY(lane0 && lane1);
    QCOMPARE(lane0->findChildren<HitRow*>().size(), 2);
    QCOMPARE(lane1->findChildren<HitRow*>().size(), 1);
    QVERIFY(lane1->findChild<QLabel*>(QStringLiteral("laneQuery"))->text().contains(QStringLiteral("What is B?")));
    QCOMPARE(cards.at(1)->laneCount(), 1);
    QCOMPARE(cards.at(1)->hitRows().size(), 1);

    QVERIFY(cards.at(0)->isGraded() && !cards.at(0)->isSufficient());
    QVERIFY(cards.at(1)->isGraded() && cards.at(1)->isSufficient());
    auto* badge = cards.at(0)->findChild<QLabel*>(QStringLiteral("verdictBadge"));
    QCOMPARE(badge->text(), QStringLiteral("Not sufficient"));
    const QString rationale = cards.at(0)->findChild<QLabel*>(QStringLiteral("verdictRationale"))->text();
    QVERIFY(rationale.contains(QStringLiteral("missing")) && rationale.contains(QStringLiteral("amount")));
    QVERIFY(cards.at(0)->findChild<QLabel*>(QStringLiteral("roundDetail"))->text().contains(QStringLiteral("12 ms")));

    // One arrow, between the rounds, with the rewritten query.
    const QList<RewriteArrow*> arrows = view.findChildren<RewriteArrow*>();
    QCOMPARE(arrows.size(), 1);
    QCOMPARE(arrows.first()->query(), QStringLiteral("B amount per year"));
    QTRY_VERIFY(arrows.first()->y() > cards.at(0)->y() && arrows.first()->y() < cards.at(1)->y());

    QCOMPARE(outcome(view), QStringLiteral("answered"));
    QVERIFY(view.findChild<QLabel*>(QStringLiteral("decomposedNote"))->text().contains(QStringLiteral("What is A?")));
    QCOMPARE(view.question(), QStringLiteral("How do A and B compare?"));
}

void TestResearchView::hitsAndVerdictsAreActivatable()
{
    ResearchView view;
    view.show();
    for (const AgentEvent& e : twoRoundsWithLanes())
        view.handleEvent(e);
    QSignalSpy hits(&view, &ResearchView::hitActivated);
    QSignalSpy verdicts(&view, &ResearchView::verdictActivated);

    QTest::mouseClick(view.roundCards().at(0)->findChild<QToolButton*>(QStringLiteral("roundToggle")),
                      Qt::LeftButton); // round 1 was folded when round 2 began
    HitRow* row = view.roundCards().at(0)->hitRows().at(2);
    // Widgets added to a shown layout show, and are laid out, from the event loop.
    QTRY_VERIFY(row->isVisible() && row->height() > 0);
    QTest::mouseClick(row, Qt::LeftButton, {}, row->rect().center());
    row->setFocus();
    QTest::keyClick(row, Qt::Key_Return);
    QCOMPARE(hits.size(), 2);
    QCOMPARE(hits.at(0).at(0).toLongLong(), row->hit().chunkId);
    QVERIFY(!row->accessibleName().isEmpty());

    QTest::mouseClick(view.roundCards().at(0)->findChild<QPushButton*>(QStringLiteral("rawVerdictButton")),
                      Qt::LeftButton);
    QCOMPARE(verdicts.size(), 1);
    QCOMPARE(verdicts.at(0).at(0).toInt(), 1);
    QVERIFY(verdicts.at(0).at(1).toByteArray().contains("\"sufficient\":false"));
}

void TestResearchView::animationsRunToTheirEnd()
{
    Motion::setReduced(false);
    ResearchView view;
    view.show();
    for (const AgentEvent& e : twoRoundsWithLanes())
        view.handleEvent(e);
    const QList<HitRow*> rows = view.roundCards().at(0)->hitRows();
    // The later passages wait their turn, then slide in and grow their bars to the score.
    QVERIFY(rows.last()->appear() < 1.0);
    for (HitRow* row : rows) {
        QTRY_COMPARE(row->appear(), 1.0);
        QTRY_COMPARE(row->fill(), row->hit().score);
    }
    QTRY_COMPARE(view.findChild<RewriteArrow*>()->progress(), 1.0);

    // With reduced motion everything is at its end at once.
    Motion::setReduced(true);
    view.handleEvent(twoRoundsWithLanes().first());
    for (const AgentEvent& e : twoRoundsWithLanes().mid(1))
        view.handleEvent(e);
    for (HitRow* row : view.roundCards().at(0)->hitRows()) {
        QCOMPARE(row->appear(), 1.0);
        QCOMPARE(row->fill(), row->hit().score);
    }
}

void TestResearchView::replayRebuildsTheSameTimeline()
{
    ResearchView view;
    view.show();
    const QList<AgentEvent> events = twoRoundsWithLanes();
    for (const AgentEvent& e : events)
        view.handleEvent(e);
    const int cards = int(view.roundCards().size());
    const int hits = int(view.findChildren<HitRow*>().size());

    // Another question replaces the timeline…
    AgentEvent other = events.first();
    other.question = QStringLiteral("Another question");
    view.handleEvent(other);
    QVERIFY(view.roundCards().isEmpty());
    AgentEvent stopped = events.last();
    stopped.outcome = Outcome::Cancelled;
    view.handleEvent(stopped);

    // …and the replay of the first brings it back, step by step when motion is on.
    Motion::setReduced(false);
    view.replay(events);
    QVERIFY(view.isReplaying());
    QTRY_VERIFY_WITH_TIMEOUT(!view.isReplaying(), 15000);
    QCOMPARE(view.roundCards().size(), cards);
    QCOMPARE(view.findChildren<HitRow*>().size(), hits);
    QCOMPARE(view.question(), events.first().question);
    QCOMPARE(outcome(view), QStringLiteral("answered"));

    // The Replay button does the same for what is shown (it once replayed nothing: the list it passed
    // was the one the replay clears first).
    QTest::mouseClick(view.findChild<QPushButton*>(QStringLiteral("replayButton")), Qt::LeftButton);
    QVERIFY(view.isReplaying());
    QVERIFY(view.roundCards().size() < cards);
    QTRY_VERIFY_WITH_TIMEOUT(!view.isReplaying(), 15000);
    QCOMPARE(view.roundCards().size(), cards);
    QCOMPARE(view.findChildren<HitRow*>().size(), hits);
}

void TestResearchView::aLiveQuestionStopsAReplay()
{
    Motion::setReduced(false);
    ResearchView view;
    const QList<AgentEvent> events = twoRoundsWithLanes();
    view.replay(events);
    QVERIFY(view.isReplaying());
    AgentEvent live = events.first();
    live.question = QStringLiteral("A new question");
    view.handleEvent(live);
    QVERIFY(!view.isReplaying());
    QCOMPARE(view.question(), QStringLiteral("A new question"));
    // While it runs, replays wait.
    view.replay(events);
    QVERIFY(!view.isReplaying());
    QCOMPARE(view.question(), QStringLiteral("A new question"));
}

// When round 2 begins, round 1 folds to its verdict and a summary line (its passages one click
// away), so that every verdict stays in view; the last round stays open.
void TestResearchView::finishedRoundsFoldToTheirVerdicts()
{
    ResearchView view;
    view.resize(700, 600);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    const QList<AgentEvent> events = twoRoundsWithLanes();
    for (const AgentEvent& e : events) {
        view.handleEvent(e);
        if (e.type == AgentEvent::Type::Graded && e.round == 1)
            QVERIFY(!view.roundCards().first()->isCollapsed()); // graded, but still the newest
    }
    RoundCard* first = view.roundCards().at(0);
    RoundCard* last = view.roundCards().at(1);
    QVERIFY(first->isCollapsed() && !last->isCollapsed());
    // Widgets added to a shown layout show from the event loop.
    QTRY_VERIFY(first->findChild<QLabel*>(QStringLiteral("verdictBadge"))->isVisible());
    QVERIFY(!first->findChild<QWidget*>(QStringLiteral("roundLanes"))->isVisible());
    QVERIFY(!first->findChild<QLabel*>(QStringLiteral("verdictRationale"))->isVisible());
    auto* summary = first->findChild<QLabel*>(QStringLiteral("roundSummary"));
    QVERIFY(summary->isVisible());
    QCOMPARE(summary->text(), QStringLiteral("“How do A and B compare?” · 3 passages, best: Doc 1 › Section (90 %)"));
    QVERIFY(last->findChild<QWidget*>(QStringLiteral("roundLanes"))->isVisible());
    QVERIFY(!last->findChild<QLabel*>(QStringLiteral("roundSummary"))->isVisible());
    // Folded, round 1 takes a few lines: the verdicts and the arrow fit in a low panel.
    QVERIFY(first->height() < 4 * first->fontMetrics().height() + 60);

    // A click on the summary opens the round again; its arrow folds it.
    QTest::mouseClick(summary, Qt::LeftButton);
    QVERIFY(!first->isCollapsed());
    QVERIFY(first->findChild<QWidget*>(QStringLiteral("roundLanes"))->isVisible());
    auto* toggle = first->findChild<QToolButton*>(QStringLiteral("roundToggle"));
    QCOMPARE(toggle->arrowType(), Qt::DownArrow);
    QTest::mouseClick(toggle, Qt::LeftButton);
    QVERIFY(first->isCollapsed());
    QCOMPARE(toggle->arrowType(), Qt::RightArrow);
    QCOMPARE(toggle->accessibleName(), QStringLiteral("Show the passages of round 1"));
}

// A passage's title and heading path are shown whole on two lines where one is too short, so
// that two passages of one handbook can be told apart; a short one keeps a single line.
void TestResearchView::longTitlesTakeTwoLines()
{
    Hit shortHit = hit(1, 0.5);
    Hit longHit = hit(2, 0.4);
    longHit.title = QStringLiteral("Employee Handbook of the Example Company");
    longHit.headingPath = {QStringLiteral("Leave"), QStringLiteral("Carry-over of unused vacation days")};
    HitRow shortRow(shortHit);
    HitRow longRow(longHit);
    const int width = 420;
    const int line = shortRow.fontMetrics().height();
    QCOMPARE(longRow.heightForWidth(width) - shortRow.heightForWidth(width), line);
    QWidget card;
    auto* layout = new QVBoxLayout(&card);
    layout->addWidget(new HitRow(shortHit, &card));
    layout->addWidget(new HitRow(longHit, &card));
    layout->addStretch(1); // as in a round card's lane
    card.resize(width, 300);
    card.show();
    QVERIFY(QTest::qWaitForWindowExposed(&card));
    const QList<HitRow*> rows = card.findChildren<HitRow*>();
    QCOMPARE(rows.at(1)->height(), rows.at(1)->heightForWidth(rows.at(1)->width()));
    QVERIFY(rows.at(1)->height() > rows.at(0)->height());
}

// A verdict that names what is missing after a round of sub-questions: the arrow says what the next
// round asks for, and the next round shows one lane for each; a replay of the trace shows the same.
void TestResearchView::aRoundForWhatIsMissingNamesIt()
{
    const QString question = QStringLiteral("How do A and B compare?");
    QList<AgentEvent> events;
    AgentEvent started;
    started.type = AgentEvent::Type::Started;
    started.question = question;
    events << started;
    AgentEvent round1;
    round1.type = AgentEvent::Type::RoundStarted;
    round1.round = 1;
    round1.query = question;
    round1.subQueries = {QStringLiteral("A"), QStringLiteral("B")};
    events << round1;
    AgentEvent graded;
    graded.type = AgentEvent::Type::Graded;
    graded.round = 1;
    graded.verdict.missing = {QStringLiteral("who approves B"), QStringLiteral("B per year")};
    graded.newQuery = question;
    graded.subQueries = graded.verdict.missing;
    events << graded;
    AgentEvent round2 = round1;
    round2.round = 2;
    round2.subQueries = graded.subQueries;
    events << round2;

    ResearchView view;
    view.show();
    for (const AgentEvent& e : std::as_const(events))
        view.handleEvent(e);
    auto* arrow = view.findChild<RewriteArrow*>();
    QVERIFY(arrow);
    QCOMPARE(arrow->gaps(), graded.subQueries);
    const QString text = arrow->findChild<QLabel*>(QStringLiteral("rewriteLabel"))->text();
    QVERIFY2(text.contains(QStringLiteral("still missing")) && text.contains(QStringLiteral("who approves B")),
             qPrintable(text));
    QCOMPARE(view.roundCards().at(1)->laneCount(), 2);

    // The trace keeps the rounds' sub-questions; its replay names the gaps again.
    Trace trace;
    trace.question = question;
    TraceRound r1;
    r1.number = 1;
    r1.query = question;
    r1.subQueries = round1.subQueries;
    r1.verdict = graded.verdict;
    r1.newQuery = question;
    TraceRound r2;
    r2.number = 2;
    r2.query = question;
    r2.subQueries = graded.subQueries;
    trace.subQuestions = round1.subQueries;
    trace.rounds = {r1, r2};
    const QList<AgentEvent> replayed = TraceEvents::fromTrace(trace);
    const auto it = std::find_if(replayed.cbegin(), replayed.cend(),
                                 [](const AgentEvent& e) { return e.type == AgentEvent::Type::Graded; });
    QVERIFY(it != replayed.cend());
    QCOMPARE(it->subQueries, graded.subQueries);
}

// Each sub-question's own verdict sits in its lane; a failed completeness check is named under the
// round's verdict.
void TestResearchView::eachLaneShowsItsOwnVerdict()
{
    QList<AgentEvent> events = twoRoundsWithLanes();
    const auto graded = std::find_if(events.begin(), events.end(), [](const AgentEvent& e) {
        return e.type == AgentEvent::Type::Graded && e.round == 1;
    });
    Verdict enough;
    enough.sufficient = true;
    enough.rationale = QStringLiteral("A's amount is stated.");
    Verdict lacking;
    lacking.rationale = QStringLiteral("B is not stated.");
    lacking.missing = {QStringLiteral("B per year")};
    graded->laneVerdicts = {LaneVerdict{QStringLiteral("What is A?"), enough, {}, 700},
                            LaneVerdict{QStringLiteral("What is B?"), lacking, {}, 650}};
    graded->checkError = QStringLiteral("the verdict could not be read");
    ResearchView view;
    view.resize(900, 700);
    view.show();
    for (const AgentEvent& e : std::as_const(events))
        view.handleEvent(e);
    RoundCard* round1 = view.roundCards().first();
    for (int lane = 0; lane < 2; ++lane) {
        auto* box = round1->findChild<QWidget*>(QStringLiteral("lane%1").arg(lane));
        QVERIFY(box);
        auto* label = box->findChild<QLabel*>(QStringLiteral("laneVerdict"));
        QVERIFY(label);
        QCOMPARE(label->property("sufficient").toBool(), lane == 0);
        QVERIFY(label->toolTip().contains(graded->laneVerdicts.at(lane).verdict.rationale));
    }
    QVERIFY(round1->findChild<QLabel*>(QStringLiteral("laneVerdict"))->text().contains(QStringLiteral("answered")));
    auto* note = round1->findChild<QLabel*>(QStringLiteral("checkFailedNote"));
    QVERIFY(note);
    QCOMPARE(note->toolTip(), graded->checkError);
    QVERIFY(!view.roundCards().at(1)->findChild<QLabel*>(QStringLiteral("laneVerdict")));
}

QTEST_MAIN(TestResearchView)
#include "tst_researchview.moc"
