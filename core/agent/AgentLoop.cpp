// SPDX-License-Identifier: GPL-3.0-or-later
#include "AgentLoop.h"

#include "ComparisonSides.h"
#include "GroundedAnswer.h"
#include "QuestionRouter.h"
#include "answer/ContradictionFinder.h"
#include "answer/GroundingCheck.h"
#include "common/Logging.h"
#include "retrieval/Vocabulary.h"
#include "text/InstructionDetector.h"

#include <QHash>
#include <QSet>
#include <algorithm>

namespace lotse {

AgentLoop::AgentLoop(StrategySet& strategies, QObject* parent)
    : QObject(parent)
    , m_strategies(strategies)
    , m_laneGrading(strategies)
    , m_speculative(strategies)
{}

template <typename F>
void AgentLoop::post(F&& step)
{
    // A step that belongs to an earlier (cancelled) run is dropped.
    QMetaObject::invokeMethod(
        this,
        [this, run = m_run, step = std::forward<F>(step)]() mutable {
            if (run == m_run && m_state != State::Idle)
                step();
        },
        Qt::QueuedConnection);
}

AgentEvent AgentLoop::makeEvent(AgentEvent::Type type) const
{
    AgentEvent e;
    e.type = type;
    e.question = m_question;
    e.round = m_round;
    e.query = m_queries.isEmpty() ? QString() : m_queries.last();
    e.elapsedMs = m_clock.isValid() ? m_clock.elapsed() : 0;
    return e;
}

bool AgentLoop::publish(const AgentEvent& e)
{
    // A receiver may cancel or start another question from its slot (direct connection);
    // then this run must not take another step.
    const quint64 run = m_run;
    Q_EMIT event(e);
    return run == m_run;
}

QString AgentLoop::normalizedQuery(const QString& query)
{
    QStringList words = Vocabulary::keywords(query);
    words.sort();
    return words.join(QLatin1Char(' '));
}

void AgentLoop::run(const QString& question, const AgentOptions& options)
{
    if (m_state != State::Idle)
        cancel(); // the run being replaced still ends with a Finished event
    ++m_run;
    m_options = options;
    m_options.maxRounds = std::max(1, options.maxRounds);
    m_options.topK = std::max(1, options.topK);
    m_question = question.trimmed();
    m_queries.clear();
    m_round = 0;
    m_hits.clear();
    m_closest.clear();
    m_verdict = {};
    m_ambiguous.reset();
    m_framedRound = 0;
    m_contradictions.clear();
    m_written = {};
    m_speculation = ModelCall::Speculation::None;
    m_splitting = false;
    m_split.reset();
    m_splitRound = 0;
    m_askedLanes.clear();
    m_carried.clear();
    m_laneGrading.cancel();
    m_clock.start();
    if (m_strategies.usage)
        *m_strategies.usage = UsageMeter();
    m_state = State::Retrieving;
    if (!publish(makeEvent(AgentEvent::Type::Started)))
        return;
    if (m_question.isEmpty()) {
        finish(Outcome::Failed, {}, tr("The question is empty. Type a question about the handbook."));
        return;
    }
    if (m_question.size() > maxQuestionLength) {
        finish(Outcome::Failed, {},
               tr("The question is too long (%1 characters; at most %2). Ask the question itself, without pasted "
                  "documents.")
                   .arg(m_question.size())
                   .arg(maxQuestionLength));
        return;
    }
    if (Vocabulary::keywords(m_question).isEmpty()) {
        finish(Outcome::Failed, {},
               tr("The question has no words to search for. Ask about a topic of your handbook, e.g. “How many "
                  "vacation days do I get?”"));
        return;
    }
    if (m_strategies.decomposer && QuestionRouter::isComplex(m_question)) {
        if (speculative() && splitLocally())
            return;
        if (speculative() && m_options.maxRounds > 1) {
            splitMeanwhile();
            return;
        }
        m_state = State::Decomposing;
        m_stepClock.start();
        m_strategies.decomposer->decompose(m_question, [this, run = m_run](QStringList parts) {
            if (run == m_run)
                post([this, parts] { onDecomposed(parts); });
        });
        return;
    }
    post([this] { startRound(m_question); });
}

bool AgentLoop::speculative() const
{
    return m_options.speculate && m_strategies.answerer->speculates();
}

bool AgentLoop::splitLocally()
{
    // A plainly worded comparison needs no model to name its sides: searching them at once saves the
    // decomposer's second or more before round 1, so its answer can be prepared while it is graded.
    const QStringList sides = ComparisonSides::of(m_question);
    if (sides.size() < 2)
        return false;
    AgentEvent decomposed = makeEvent(AgentEvent::Type::Decomposed);
    decomposed.subQueries = sides;
    decomposed.stepMs = 0;
    m_splitRound = 1;
    if (publish(decomposed))
        post([this, sides] { startRound(m_question, sides); });
    return true;
}

void AgentLoop::splitMeanwhile()
{
    // The split is a model call of a second or more: it is made while the question itself is searched
    // and graded. A comparison whose own evidence suffices never waits for it; one whose evidence
    // does not gets its sub-questions as round 2, with the split in by then or soon after.
    m_splitting = true;
    m_split.reset();
    m_splitClock.start();
    m_strategies.decomposer->decompose(m_question, [this, run = m_run](QStringList parts) {
        if (run == m_run)
            post([this, parts] { onSplitReady(parts); });
    });
    post([this] { startRound(m_question); });
}

void AgentLoop::onSplitReady(const QStringList& parts)
{
    if (!m_splitting)
        return; // round 1 sufficed meanwhile
    m_split = parts;
    m_splitMs = m_splitClock.elapsed();
    if (m_state == State::Decomposing) // round 1 did not suffice and waits for it
        continueWithSplit();
}

void AgentLoop::continueWithSplit()
{
    const QStringList parts = m_split.value_or(QStringList());
    m_splitting = false;
    m_split.reset();
    if (parts.size() < 2) {
        rewrite(); // not worth splitting, or the split failed: a rewrite, as for any question
        return;
    }
    if (!emitGraded(m_question))
        return;
    AgentEvent decomposed = makeEvent(AgentEvent::Type::Decomposed);
    decomposed.subQueries = parts;
    decomposed.stepMs = m_splitMs;
    m_splitRound = m_round + 1;
    if (publish(decomposed))
        startRound(m_question, parts);
}

void AgentLoop::onDecomposed(const QStringList& subQuestions)
{
    if (subQuestions.size() < 2) {
        startRound(m_question); // not worth splitting, or the split failed: ask it as it is
        return;
    }
    AgentEvent decomposed = makeEvent(AgentEvent::Type::Decomposed);
    decomposed.subQueries = subQuestions;
    decomposed.stepMs = m_stepClock.elapsed();
    if (publish(decomposed))
        startRound(m_question, subQuestions);
}

void AgentLoop::cancel()
{
    if (m_state == State::Idle)
        return;
    if (m_strategies.decomposer)
        m_strategies.decomposer->cancel();
    m_strategies.retriever->cancel();
    m_strategies.grader->cancel();
    m_laneGrading.cancel();
    m_strategies.rewriter->cancel();
    m_strategies.answerer->cancel();
    if (m_strategies.verifier)
        m_strategies.verifier->cancel();
    finish(Outcome::Cancelled, {}, tr("Stopped."));
}

void AgentLoop::startRound(const QString& query, const QStringList& lanes)
{
    ++m_round;
    if (m_strategies.usage)
        m_strategies.usage->round = m_round;
    m_queries.append(query);
    m_lanes = lanes;
    m_askedLanes += lanes;
    m_laneHits.clear();
    m_laneVerdicts.clear();
    m_checked.reset();
    m_checkError.clear();
    m_roundCarried.clear();
    m_state = State::Retrieving;
    AgentEvent started = makeEvent(AgentEvent::Type::RoundStarted);
    started.query = query;
    started.subQueries = lanes;
    if (!publish(started))
        return;
    m_stepClock.start();
    if (!lanes.isEmpty()) {
        if (auto* batch = dynamic_cast<BatchRetriever*>(m_strategies.retriever.get())) {
            batch->retrieveAll(lanes, m_options.topK, [this, run = m_run](Result<QList<QList<Hit>>> perLane) {
                if (run == m_run)
                    post([this, perLane = std::move(perLane)]() mutable { onLanes(std::move(perLane)); });
            });
        } else {
            retrieveLane(0, {});
        }
        return;
    }
    m_strategies.retriever->retrieve(query, m_options.topK, [this, run = m_run](Result<QList<Hit>> hits) {
        if (run == m_run)
            post([this, hits = std::move(hits)]() mutable { onHits(std::move(hits)); });
    });
}

void AgentLoop::retrieveLane(int lane, QList<QList<Hit>> perLane)
{
    if (lane >= m_lanes.size()) {
        onLanes(std::move(perLane));
        return;
    }
    m_strategies.retriever->retrieve(
        m_lanes.at(lane), m_options.topK, [this, run = m_run, lane, perLane](Result<QList<Hit>> hits) mutable {
            if (run != m_run)
                return;
            if (!hits) {
                post([this, hits = std::move(hits)]() mutable { onHits(std::move(hits)); });
                return;
            }
            perLane.append(hits.value());
            post([this, lane, perLane] { retrieveLane(lane + 1, perLane); });
        });
}

void AgentLoop::onLanes(Result<QList<QList<Hit>>> perLane)
{
    if (!perLane) {
        onHits(perLane.error());
        return;
    }
    m_laneHits = perLane.value();
    QList<Hit> found;
    for (qsizetype lane = 0; lane < perLane.value().size(); ++lane) {
        for (Hit h : perLane.value().at(lane)) {
            h.lane = int(lane);
            found.append(h);
        }
    }
    onHits(mergeLanes(found, m_options.topK * int(m_lanes.size())));
}

QList<Hit> AgentLoop::mergeLanes(const QList<Hit>& hits, int limit)
{
    QList<Hit> merged;
    QHash<qint64, qsizetype> index;
    for (const Hit& h : hits) {
        const auto it = index.constFind(h.chunkId);
        if (it == index.cend()) {
            index.insert(h.chunkId, merged.size());
            merged.append(h);
        } else if (h.score > merged.at(*it).score) {
            merged[*it] = h;
        }
    }
    std::stable_sort(merged.begin(), merged.end(), [](const Hit& a, const Hit& b) { return a.score > b.score; });
    if (merged.size() > limit)
        merged.resize(limit);
    for (qsizetype i = 0; i < merged.size(); ++i)
        merged[i].rank = int(i) + 1;
    return merged;
}

void AgentLoop::onHits(Result<QList<Hit>> hits)
{
    if (!hits) {
        finish(Outcome::Failed, {}, hits.error().message);
        return;
    }
    m_hits = hits.value();
    // Sentences that speak to an assistant are marked once, for every strategy and the trace.
    for (Hit& h : m_hits)
        h.instructions = InstructionDetector::find(h.text);
    // The best passages seen in any round, for an honest refusal that says what came closest.
    for (const Hit& h : std::as_const(m_hits)) {
        const bool known =
            std::any_of(m_closest.cbegin(), m_closest.cend(), [&](const Hit& c) { return c.chunkId == h.chunkId; });
        if (!known)
            m_closest.append(h);
    }
    std::stable_sort(m_closest.begin(), m_closest.end(), [](const Hit& a, const Hit& b) { return a.score > b.score; });
    AgentEvent found = makeEvent(AgentEvent::Type::HitsFound);
    found.hits = m_hits;
    found.stepMs = m_stepClock.elapsed();
    if (!publish(found))
        return;
    // A round that asks for what was missing is judged, and answered, together with the passages that
    // covered the rest (shown in their own round, not again in this one).
    if (!m_carried.isEmpty()) {
        m_roundCarried = std::exchange(m_carried, {});
        QList<Hit> both = m_roundCarried + m_hits;
        m_hits = mergeLanes(both, int(both.size()));
    }

    m_state = State::Grading;
    m_stepClock.start();
    GradeInput input{m_question, m_queries.last(), m_round, m_hits, -1, {}};
    // Round 1, and the round that searches a split question's parts: the two rounds likely to suffice.
    if ((m_round == 1 || m_splitRound == m_round) && speculative()) {
        speculate();
        input.decided = [this, run = m_run](bool sufficient) {
            if (run == m_run)
                post([this, sufficient] { onDecided(sufficient); });
        };
    }
    m_strategies.grader->grade(input, [this, run = m_run](Result<Verdict> verdict) {
        if (run == m_run)
            post([this, verdict = std::move(verdict)]() mutable { onVerdict(std::move(verdict)); });
    });
    gradeLanes();
}

void AgentLoop::gradeLanes()
{
    // Started with the completeness check rather than before it: that check judges all passages
    // together and decides, so the answer prepared meanwhile is shown as soon as it says so; waiting
    // for the lanes first would put a whole verdict's time before the first token.
    if (m_lanes.isEmpty() || !m_laneGrading.available() || m_laneHits.size() != m_lanes.size())
        return;
    m_laneGrading.start(m_lanes, m_laneHits, m_round, [this, run = m_run](const QList<LaneVerdict>& lanes) {
        if (run == m_run && m_state != State::Idle)
            onLanesGraded(lanes);
    });
}

void AgentLoop::speculate()
{
    // The answer call does not depend on the verdict: started now, it has been streaming for the
    // whole grading when the verdict says sufficient.
    m_contradictions = ContradictionFinder::find(m_question, m_hits);
    const AnswerInput input{m_question, m_queries.last(), m_hits, Verdict{}, m_contradictions, m_options.contact};
    m_speculative.start(input, deltas(), [this, run = m_run](Result<Answer> written) {
        if (run == m_run)
            post([this, written = std::move(written)]() mutable { onSpeculativeAnswer(std::move(written)); });
    });
}

void AgentLoop::onDecided(bool sufficient)
{
    if (m_state != State::Grading || !m_speculative.active())
        return;
    if (!sufficient) {
        m_speculative.discard(); // tokens saved from here on
        m_speculation = ModelCall::Speculation::Discarded;
        return;
    }
    // Shown from now on, while the verdict's rationale is still being written.
    m_speculation = ModelCall::Speculation::Used;
    showSpeculated();
}

void AgentLoop::showSpeculated()
{
    const QString held = m_speculative.use();
    if (!held.isEmpty())
        publishDelta(held);
}

Answerer::Delta AgentLoop::deltas()
{
    return [this, run = m_run](const QString& delta) {
        if (run == m_run) // a late delta of an earlier run is dropped
            publishDelta(delta);
    };
}

void AgentLoop::publishDelta(const QString& text)
{
    AgentEvent e = makeEvent(AgentEvent::Type::AnswerDelta);
    e.text = text;
    publish(e);
}

void AgentLoop::onSpeculativeAnswer(Result<Answer> written)
{
    m_speculative.finished(std::move(written));
    if (m_state == State::Answering) // the verdict came first and said sufficient
        answerSpeculated();
}

bool AgentLoop::answerSpeculated()
{
    if (!m_speculative.active())
        return false;
    m_state = State::Answering;
    showSpeculated();
    if (std::optional<Result<Answer>> written = m_speculative.takeWritten())
        onAnswer(std::move(*written));
    return true; // else onSpeculativeAnswer() goes on when the call ends
}

bool AgentLoop::emitGraded(const QString& newQuery, const QStringList& gaps)
{
    AgentEvent graded = makeEvent(AgentEvent::Type::Graded);
    graded.verdict = m_verdict;
    graded.newQuery = newQuery;
    graded.subQueries = gaps;
    graded.stepMs = m_gradeMs;
    graded.rewriteMs = m_state == State::Rewriting ? m_stepClock.elapsed() : 0;
    graded.speculation = std::exchange(m_speculation, ModelCall::Speculation::None);
    graded.laneVerdicts = std::exchange(m_laneVerdicts, {});
    graded.checkError = std::exchange(m_checkError, {});
    return publish(graded);
}

void AgentLoop::onVerdict(Result<Verdict> verdict)
{
    m_checked = std::move(verdict);
    if (!m_laneGrading.active())
        judge(); // else when the lanes are in
}

void AgentLoop::onLanesGraded(const QList<LaneVerdict>& lanes)
{
    m_laneVerdicts = lanes;
    if (m_checked)
        judge();
}

void AgentLoop::judge()
{
    Result<Verdict> verdict = std::move(*m_checked);
    m_checked.reset();
    m_gradeMs = m_stepClock.elapsed();
    if (!verdict) {
        if (!failOpen(verdict.error().message))
            finish(Outcome::Failed, {}, verdict.error().message);
        return;
    }
    m_verdict = verdict.value();
    if (m_speculative.active()) {
        if (m_verdict.sufficient) {
            m_speculation = ModelCall::Speculation::Used; // shown after the verdict (answerSpeculated)
        } else if (m_speculative.used()) {
            // Only a retried verdict can take back a decision already acted on; the answer shown is
            // not on a checked verdict then, so the run stops rather than show it as one.
            m_speculative.discard();
            finish(Outcome::Failed, {},
                   tr("The grader's first verdict said the passages suffice, but it could not be read to the end, "
                      "and its second verdict says they do not; the answer that had started is withdrawn. Ask again."));
            return;
        } else {
            onDecided(false);
        }
    }
    onJudged();
}

bool AgentLoop::failOpen(const QString& error)
{
    // A broken completeness check ends the loop with what the lanes' own verdicts found: no round
    // is asked for on a check that did not happen, and the answer is still checked statement by
    // statement. Without a graded lane, nothing was judged at all, and the run fails.
    if (std::none_of(m_laneVerdicts.cbegin(), m_laneVerdicts.cend(), [](const LaneVerdict& l) { return l.graded(); }))
        return false;
    QStringList found, lacking;
    QList<Hit> evidence = m_roundCarried;
    for (qsizetype i = 0; i < m_laneVerdicts.size(); ++i) {
        const LaneVerdict& lane = m_laneVerdicts.at(i);
        (lane.sufficient() ? found : lacking).append(lane.subQuestion);
        if (lane.sufficient())
            evidence += m_laneHits.value(i);
    }
    qCWarning(lcAgent) << "the completeness check failed; the sub-questions' verdicts decide:" << error;
    m_checkError = error;
    m_verdict = Verdict{};
    m_verdict.missing = lacking;
    m_verdict.sufficient = !found.isEmpty();
    m_verdict.rationale =
        found.isEmpty() ? tr("The check whether the passages answer the whole question failed, and no sub-question's "
                             "own passages sufficed.")
                        : tr("The check whether the passages answer the whole question failed. The answer stands on "
                             "the sub-questions whose own passages sufficed: %1.")
                              .arg(found.join(QStringLiteral("; ")));
    if (m_speculative.active()) {
        if (lacking.isEmpty()) {
            m_speculation = ModelCall::Speculation::Used; // prepared on exactly this evidence
        } else if (m_speculative.used()) {
            m_speculative.discard();
            finish(Outcome::Failed, {},
                   tr("The check whether the passages answer the whole question failed after the answer had started, "
                      "and not every part of the question was found; the answer is withdrawn. Ask again."));
            return true;
        } else {
            onDecided(false);
        }
    }
    if (!lacking.isEmpty() && !found.isEmpty())
        m_hits = mergeLanes(evidence, int(evidence.size()));
    if (found.isEmpty()) {
        if (emitGraded({}))
            post([this] { concludeUnanswered(RefusalInput::Reason::RoundLimit); });
        return true;
    }
    stopSplitting();
    if (emitGraded({}) && !answerSpeculated())
        post([this] { answer(); });
    return true;
}

void AgentLoop::onJudged()
{
    if (m_verdict.sufficient) {
        stopSplitting();
        if (emitGraded({}) && !answerSpeculated())
            post([this] { answer(); });
        return;
    }
    if (m_verdict.ambiguous && (!m_ambiguous || m_verdict.strength > m_ambiguous->verdict.strength))
        m_ambiguous = Fallback{m_hits, m_verdict, m_round};
    if (m_round >= m_options.maxRounds) {
        if (emitGraded({}))
            post([this] { concludeUnanswered(RefusalInput::Reason::RoundLimit); });
        return;
    }
    if (m_round == 1 && m_splitting) {
        if (m_split) {
            continueWithSplit();
        } else {
            m_state = State::Decomposing; // onSplitReady() goes on
        }
        return;
    }
    if (askForGaps())
        return;
    rewrite();
}

bool AgentLoop::askForGaps()
{
    // After a round of sub-questions the verdict names the aspects still missing; the next round asks
    // for exactly those (up to three, each a lane) instead of one rewrite of the whole question. An
    // aspect already asked, or none named, leaves it to the rewrite.
    if (m_lanes.isEmpty())
        return false;
    QSet<QString> asked;
    for (const QString& lane : std::as_const(m_askedLanes))
        asked.insert(normalizedQuery(lane));
    // What the check of the whole names first, then what the lanes that fell short name.
    QStringList aspects = m_verdict.missing;
    for (const LaneVerdict& lane : std::as_const(m_laneVerdicts)) {
        if (lane.graded() && !lane.verdict.sufficient)
            aspects += lane.verdict.missing;
    }
    QStringList gaps;
    for (const QString& aspect : std::as_const(aspects)) {
        const QString key = normalizedQuery(aspect);
        if (key.isEmpty() || asked.contains(key))
            continue;
        asked.insert(key);
        gaps.append(aspect.simplified());
        if (gaps.size() == maxGapQuestions)
            break;
    }
    if (gaps.isEmpty())
        return false;
    m_splitRound = m_round + 1; // its answer is prepared while it is graded, as round 1's
    m_carried = m_hits;
    if (emitGraded(m_question, gaps))
        post([this, gaps] { startRound(m_question, gaps); });
    return true;
}

void AgentLoop::rewrite()
{
    m_state = State::Rewriting;
    m_stepClock.start();
    m_strategies.rewriter->rewrite(
        {m_question, m_queries, m_hits, m_verdict}, [this, run = m_run](Result<QString> query) {
            if (run == m_run)
                post([this, query = std::move(query)]() mutable { onRewrite(std::move(query)); });
        });
}

void AgentLoop::onRewrite(Result<QString> query)
{
    if (!query) {
        finish(Outcome::Failed, {}, query.error().message);
        return;
    }
    const QString next = query.value().trimmed();
    const QString key = normalizedQuery(next);
    const bool seen = key.isEmpty() || std::any_of(m_queries.cbegin(), m_queries.cend(), [&](const QString& q) {
                          return normalizedQuery(q) == key;
                      });
    if (seen) {
        if (emitGraded({}))
            post([this] { concludeUnanswered(RefusalInput::Reason::NothingNew); });
        return;
    }
    if (emitGraded(next))
        post([this, next] { startRound(next); });
}

void AgentLoop::answer()
{
    m_state = State::Answering;
    m_contradictions = ContradictionFinder::find(m_question, m_hits);
    m_strategies.answerer->answer(
        {m_question, m_queries.last(), m_hits, m_verdict, m_contradictions, m_options.contact}, deltas(),
        [this, run = m_run](Result<Answer> result) {
            if (run == m_run)
                post([this, result = std::move(result)]() mutable { onAnswer(std::move(result)); });
        });
}

void AgentLoop::onAnswer(Result<Answer> written)
{
    if (!written) {
        finish(Outcome::Failed, {}, written.error().message);
        return;
    }
    if (written.value().citations.isEmpty() && !written.value().truncated) {
        refuse(RefusalInput::Reason::Unsupported);
        return;
    }
    // Every statement is checked against its passages before the answer counts as one, including
    // those the answerer read on in a retrieved passage's section.
    m_written = written.value();
    for (Hit h : std::as_const(m_written.read)) {
        h.rank = int(m_hits.size()) + 1;
        m_hits.append(h);
    }
    m_state = State::Checking;
    AgentEvent checking = makeEvent(AgentEvent::Type::Checking);
    checking.text = m_written.markdown;
    if (!publish(checking))
        return;
    m_stepClock.start();
    const VerifyInput input{m_question, m_hits, m_written, m_contradictions};
    if (!m_strategies.verifier) {
        post([this, g = GroundingCheck::run({m_question, m_written.markdown, m_hits, m_contradictions})] {
            onChecked(g);
        });
        return;
    }
    m_strategies.verifier->verify(input, [this, run = m_run](Grounding grounding) {
        if (run == m_run)
            post([this, grounding = std::move(grounding)] { onChecked(grounding); });
    });
}

void AgentLoop::onChecked(Grounding grounding)
{
    m_written.grounding = std::move(grounding);
    AgentEvent checked = makeEvent(AgentEvent::Type::Checked);
    checked.grounding = m_written.grounding;
    checked.stepMs = m_stepClock.elapsed();
    if (!publish(checked))
        return;
    const GroundedAnswer::Shown shown = GroundedAnswer::of(m_written, m_hits, LanguageGuess::of(m_question));
    if (m_written.truncated) {
        finish(Outcome::Truncated, shown.answer,
               tr("The answer is incomplete: the model reached its token limit before it finished. Ask a narrower "
                  "question; for a reasoning model, a lower reasoning effort in the settings leaves more room for "
                  "the answer."));
    } else if (shown.unsupported) {
        finish(Outcome::Unsupported, shown.answer,
               tr("The answer was not shown: the passages it cites do not support its main statement. The "
                  "passages are listed with what they say; the inspector shows every statement and why it "
                  "failed."));
    } else {
        finish(m_framedRound > 0 ? Outcome::Ambiguous : Outcome::Answered, shown.answer);
    }
}

void AgentLoop::concludeUnanswered(RefusalInput::Reason reason)
{
    if (!m_ambiguous) {
        refuse(reason);
        return;
    }
    // The answer stands on the ambiguous round's evidence, and the refusal (should its section yield
    // no statement) names what that round's verdict found missing.
    m_hits = m_ambiguous->hits;
    m_verdict = m_ambiguous->verdict;
    m_framedRound = m_ambiguous->round;
    m_ambiguous.reset();
    answer();
}

void AgentLoop::refuse(RefusalInput::Reason reason)
{
    m_state = State::Refusing;
    // One passage per section: a section the chunker split is one place to look, not three.
    QList<Hit> closest;
    for (const Hit& h : std::as_const(m_closest)) {
        const bool seen =
            std::any_of(closest.cbegin(), closest.cend(), [&](const Hit& c) { return c.sameSectionAs(h); });
        if (!seen && closest.size() < RefusalInput::closestOffered)
            closest.append(h);
    }
    RefusalInput input{m_question, m_queries, closest, m_verdict, reason, m_options.maxRounds, m_options.contact};
    input.nothingFound = m_closest.isEmpty();
    m_strategies.answerer->refuse(input, [this, run = m_run](Result<Answer> result) {
        if (run != m_run)
            return;
        post([this, result = std::move(result)] {
            if (!result)
                finish(Outcome::Failed, {}, result.error().message);
            else
                finish(Outcome::Refused, result.value());
        });
    });
}

void AgentLoop::stopSplitting()
{
    if (m_splitting && !m_split)
        m_strategies.decomposer->cancel(); // the question's own evidence sufficed
    m_splitting = false;
    m_split.reset();
}

void AgentLoop::finish(Outcome outcome, const Answer& answer, const QString& error)
{
    stopSplitting();
    m_laneGrading.cancel();
    m_speculative.discard(); // a run that ends while an answer is being prepared (a failed grader)
    AgentEvent done = makeEvent(AgentEvent::Type::Finished);
    done.outcome = outcome;
    done.answerRound = outcome == Outcome::Ambiguous ? m_framedRound : 0;
    done.text = answer.markdown;
    done.citations = answer.citations;
    done.removedCitations = answer.removedCitations;
    done.grounding = answer.grounding;
    done.error = error;
    if (m_strategies.usage) {
        done.usage = m_strategies.usage->total;
        done.calls = m_strategies.usage->calls;
        done.model = m_strategies.usage->model;
    }
    m_state = State::Idle;
    ++m_run; // late callbacks of this run are ignored from here on
    qCDebug(lcAgent) << "finished" << outcomeName(outcome) << "after" << m_round << "round(s)";
    Q_EMIT event(done);
}

} // namespace lotse
