// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "AgentTypes.h"
#include "ModelCall.h"
#include "common/Result.h"

#include <functional>
#include <memory>

namespace lotse {

// The four steps of the corrective loop as interfaces. Each reports through a callback, so a
// network-backed strategy can answer later and an offline one at once; the loop does not care.
// cancel() aborts work in flight; a cancelled strategy need not call back.

class Retriever
{
public:
    virtual ~Retriever() = default;
    using Done = std::function<void(Result<QList<Hit>>)>;
    virtual void retrieve(const QString& query, int topK, Done done) = 0;
    virtual void cancel() {}
};

// A retriever that serves several queries together: the sub-questions of a decomposed question in
// one embedding request rather than one round trip each. One result list per query, in order. The
// loop asks the others one query after another.
class BatchRetriever
{
public:
    virtual ~BatchRetriever() = default;
    using DoneAll = std::function<void(Result<QList<QList<Hit>>>)>;
    virtual void retrieveAll(const QStringList& queries, int topK, DoneAll done) = 0;
};

// Splits a complex question (a comparison, several parts) into sub-questions that are retrieved
// on their own. A split that fails is not an error: the question is then asked as it is.
class Decomposer
{
public:
    virtual ~Decomposer() = default;
    using Done = std::function<void(QStringList)>; // 2 to 4 sub-questions, or the question alone
    virtual void decompose(const QString& question, Done done) = 0;
    virtual void cancel() {}
};

struct GradeInput
{
    QString question;
    QString query;
    int round = 0;
    QList<Hit> hits;
    int lane = -1; // a sub-question's own passages (LaneGrading): `question` is the sub-question
    // Called at most once, before `done`, by a grader that knows its decision (sufficient or not)
    // before the rest of its verdict: a streamed verdict writes it first. `done` still reports the
    // whole verdict. May be empty.
    std::function<void(bool sufficient)> decided;
};

class Grader
{
public:
    virtual ~Grader() = default;
    using Done = std::function<void(Result<Verdict>)>;
    virtual void grade(const GradeInput& input, Done done) = 0;
    virtual void cancel() {}
};

struct RewriteInput
{
    QString question;
    QStringList previousQueries; // including the current one, oldest first
    QList<Hit> hits;             // the current round's
    Verdict verdict;
};

class Rewriter
{
public:
    virtual ~Rewriter() = default;
    using Done = std::function<void(Result<QString>)>;
    virtual void rewrite(const RewriteInput& input, Done done) = 0;
    virtual void cancel() {}
};

struct AnswerInput
{
    QString question;
    QString query; // the query that found the evidence
    QList<Hit> evidence;
    Verdict verdict;                     // an ambiguous one: answer from its focus only, framed as such
    QList<Contradiction> contradictions; // figures of the evidence that disagree: the answer names them
    QString contact;                     // where to ask instead (AgentOptions::contact), may be empty
};

struct RefusalInput
{
    enum class Reason {
        RoundLimit,  // every round was used and the evidence never sufficed
        NothingNew,  // the rewrite produced no query that had not been tried
        Unsupported, // the evidence seemed sufficient, but no statement could be supported by it
    };
    QString question;
    QStringList queries; // every query tried
    QList<Hit> closest;  // best passages seen, one per section, best first: for "the closest I found"
    Verdict lastVerdict;
    Reason reason = Reason::RoundLimit;
    int maxRounds = 0;
    QString contact; // where to ask instead (AgentOptions::contact), may be empty
    // No round found any passage: what the verdict misses is missing from the whole handbook (an
    // answerer may pass over every closest section, which says less).
    bool nothingFound = false;

    static constexpr int closestOffered = 10; // an answerer may pass over some …
    static constexpr int closestShown = 3;    // … and the refusal names this many
};

class Answerer
{
public:
    virtual ~Answerer() = default;
    using Done = std::function<void(Result<Answer>)>;
    using Delta = std::function<void(const QString&)>;
    // An Answer without citations means the evidence did not support one: the loop refuses instead.
    virtual void answer(const AnswerInput& input, Delta onDelta, Done done) = 0;
    virtual void refuse(const RefusalInput& input, Done done) = 0;
    virtual void cancel() {}
    // Worth starting before the verdict (a model call that takes seconds); an instant one is not.
    virtual bool speculates() const { return false; }
    // The tokens of the answer in flight so far, estimated (the service reports usage only at the
    // end): what a cancelled speculative answer cost.
    virtual TokenUsage spentSoFar() const { return {}; }
};

struct VerifyInput
{
    QString question;
    QList<Hit> evidence;
    Answer answer; // as the answerer wrote it
    QList<Contradiction> contradictions;
};

// Checks every statement of an answer against the passages it cites (GroundingCheck), and may ask
// a model as well. A failed model call is no failed check: the grounding then says so
// (Grounding::modelError) and the local check stands.
class Verifier
{
public:
    virtual ~Verifier() = default;
    using Done = std::function<void(Grounding)>;
    virtual void verify(const VerifyInput& input, Done done) = 0;
    virtual void cancel() {}
};

// What a loop runs with. `context` owns whatever the strategies share (a database connection,
// an index) and is destroyed after them.
// Tokens used by the model calls of the current question (shared by the LLM strategies), in total
// and call by call. The loop sets `round` as it goes.
struct UsageMeter
{
    TokenUsage total;
    QString model; // the chat model behind the deployment, as its last reply named it
    QList<ModelCall> calls;
    int round = 0;

    void add(const QString& step, const ChatResult& result)
    {
        total += result.usage;
        calls.append({step, round, result.usage});
        if (!result.model.isEmpty())
            model = result.model;
    }
    // A call cut off midway (a discarded speculative answer): billed as far as it went, estimated.
    void addCancelled(ModelCall call)
    {
        call.estimated = true;
        total += call.usage;
        calls.append(call);
    }
};

struct StrategySet
{
    std::shared_ptr<void> context;
    std::shared_ptr<UsageMeter> usage; // null for strategies that call no model
    std::unique_ptr<Retriever> retriever;
    std::unique_ptr<Grader> grader;
    std::unique_ptr<Rewriter> rewriter;
    std::unique_ptr<Answerer> answerer;
    std::unique_ptr<Decomposer> decomposer; // optional: without one, questions are never split
    std::unique_ptr<Verifier> verifier;     // optional: without one, answers get the local check
    // Optional: a grader for one sub-question's passages, made as often as lanes are graded at once.
    // Without it, a round of sub-questions is judged only as a whole.
    std::function<std::unique_ptr<Grader>()> laneGrader;
};

} // namespace lotse
