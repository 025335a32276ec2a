// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "AgentEvent.h"
#include "LaneGrading.h"
#include "SpeculativeAnswer.h"
#include "Strategies.h"

#include <QElapsedTimer>
#include <QObject>
#include <optional>

namespace lotse {

// The corrective RAG loop as an explicit state machine:
//   retrieve -> grade -> (rewrite -> retrieve)* -> answer -> check | refuse
// It stops when the evidence is sufficient, when a rewrite brings nothing new, or at the round
// limit. When no round sufficed but one was ambiguous (its best section is on the topic but may not
// cover the exact case), it answers from that round's section, framed, instead of refusing. Round 1's
// answer may start while its evidence is graded (SpeculativeAnswer). A round of sub-questions is
// judged as a whole (the completeness check, whose verdict decides) while each sub-question's own
// passages are graded alongside (LaneGrading); when that check fails, the lanes' verdicts decide
// (fail-open: the answer stands on the parts found, and is checked statement by statement). Every step is posted to the
// event loop, so strategies may call back at once or later, and cancel() takes effect between any two steps.
class AgentLoop final : public QObject
{
    Q_OBJECT
public:
    enum class State { Idle, Decomposing, Retrieving, Grading, Rewriting, Answering, Checking, Refusing };
    Q_ENUM(State)

    static constexpr int maxQuestionLength = 2000;
    static constexpr int maxGapQuestions = 3; // sub-questions of a round that asks for what is missing

    explicit AgentLoop(StrategySet& strategies, QObject* parent = nullptr);

    void run(const QString& question, const AgentOptions& options);
    void cancel();
    State state() const { return m_state; }

Q_SIGNALS:
    void event(const lotse::AgentEvent& event);

private:
    template <typename F>
    void post(F&& step);
    void onDecomposed(const QStringList& subQuestions);
    bool speculative() const; // work ahead of the verdicts is worth it (model calls) and allowed
    bool splitLocally();      // a plainly worded comparison's sides as round 1's lanes
    void splitMeanwhile();    // a complex question: split while round 1 searches the question as it is
    void onSplitReady(const QStringList& parts);
    void continueWithSplit(); // round 1 did not suffice: its sub-questions are round 2
    void stopSplitting();
    void startRound(const QString& query, const QStringList& lanes = {});
    void retrieveLane(int lane, QList<QList<Hit>> perLane); // one sub-question after another
    void onLanes(Result<QList<QList<Hit>>> perLane);        // from a BatchRetriever
    // Hits of all sub-questions, each passage once (its best score), best first, bounded.
    static QList<Hit> mergeLanes(const QList<Hit>& hits, int limit);
    void onHits(Result<QList<Hit>> hits);
    void speculate();
    void onDecided(bool sufficient);
    void onSpeculativeAnswer(Result<Answer> written);
    void showSpeculated();   // what the prepared answer streamed so far, shown
    bool answerSpeculated(); // the verdict is sufficient and an answer was prepared: it goes on
    void gradeLanes();       // a round of sub-questions: each one's passages on their own, alongside
    void onVerdict(Result<Verdict> verdict);
    void onLanesGraded(const QList<LaneVerdict>& lanes);
    void judge(); // the round's verdict and its lanes' are in
    void onJudged();
    // The completeness check failed: the lanes' verdicts decide. False when no lane was graded.
    bool failOpen(const QString& error);
    bool askForGaps(); // after a round of sub-questions: the next asks for what is still missing
    void rewrite();
    void onRewrite(Result<QString> query);
    // `gaps`: the next round's sub-questions when it asks for what is missing.
    bool emitGraded(const QString& newQuery, const QStringList& gaps = {});
    bool publish(const AgentEvent& e);
    void answer();
    void onAnswer(Result<Answer> written);
    // The answer's streamed text of the current run, as AnswerDelta events.
    Answerer::Delta deltas();
    void publishDelta(const QString& text);
    void onChecked(Grounding grounding);
    void concludeUnanswered(RefusalInput::Reason reason); // answer framed from an ambiguous round, or refuse
    void refuse(RefusalInput::Reason reason);
    void finish(Outcome outcome, const Answer& answer, const QString& error = {});
    AgentEvent makeEvent(AgentEvent::Type type) const;
    static QString normalizedQuery(const QString& query);

    StrategySet& m_strategies;
    State m_state = State::Idle;
    quint64 m_run = 0;
    AgentOptions m_options;
    QString m_question;
    QStringList m_queries;
    QStringList m_lanes;          // the sub-questions of the current round, when the question was split
    QStringList m_askedLanes;     // every sub-question asked in this run
    QList<Hit> m_carried;         // the evidence a round asking for what was missing is judged with
    QList<Hit> m_roundCarried;    // … as this round took it in
    QList<QList<Hit>> m_laneHits; // the current round's passages, lane by lane
    LaneGrading m_laneGrading;
    QList<LaneVerdict> m_laneVerdicts;        // the current round's, once in
    std::optional<Result<Verdict>> m_checked; // the current round's verdict, until judged
    QString m_checkError;                     // the completeness check failed; the lanes decided
    int m_round = 0;
    QList<Hit> m_hits;
    QList<Hit> m_closest;
    Verdict m_verdict;
    // The ambiguous round with the strongest evidence so far, answered from when no round suffices.
    struct Fallback
    {
        QList<Hit> hits;
        Verdict verdict;
        int round = 0;
    };
    std::optional<Fallback> m_ambiguous;
    int m_framedRound = 0; // the answer being written comes from this ambiguous round (0: none)
    QList<Contradiction> m_contradictions;
    Answer m_written; // the answer as the answerer wrote it, while it is checked
    SpeculativeAnswer m_speculative;
    bool m_splitting = false;           // the split of a complex question is being prepared (splitMeanwhile)
    std::optional<QStringList> m_split; // … and is in, not used yet
    qint64 m_splitMs = 0;
    int m_splitRound = 0; // the round that searches the split's parts (0: none)
    QElapsedTimer m_splitClock;
    ModelCall::Speculation m_speculation = ModelCall::Speculation::None; // for round 1's Graded event
    qint64 m_gradeMs = 0;
    QElapsedTimer m_clock;
    QElapsedTimer m_stepClock;
};

} // namespace lotse
