// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "agent/Strategies.h"

#include <QHash>
#include <QThread>
#include <QTimer>
#include <optional>

namespace lotse::test {

// Strategies whose every step is scripted by the test. `async` makes each call back later
// from the event loop, as a network strategy would.
struct Script
{
    QHash<QString, QList<Hit>> hitsByQuery;
    QList<Verdict> verdicts; // one per round, in order; the last repeats
    QStringList rewrites;    // one per rewrite, in order; the last repeats
    bool answerWithCitation = true;
    QString retrieveError;
    bool async = false;
    QStringList calls;       // "retrieve:q", "grade:1", "rewrite", "answer", "refuse:<reason>"
    QStringList threadNames; // the thread each call ran on
    RefusalInput lastRefusal;
    AnswerInput lastAnswer;
    QStringList subQuestions; // what the decomposer returns (when a decomposer is used)
    // Speculation (AgentOptions::speculate): an answerer worth starting while grading, which takes
    // `answerMs` to finish and reports each call to `usage`; a grader that takes `gradeMs` and
    // tells `early` (its decision, or another) first, `gradeMs / 2` before the verdict.
    bool speculates = false;
    int answerMs = 0;
    int gradeMs = 0;
    std::optional<bool> early;
    QString gradeError;
    int decomposeMs = 0; // the split takes this long (cancel() records "cancel:decompose" meanwhile)
    std::shared_ptr<UsageMeter> usage;
    // Graders of single sub-questions (StrategySet::laneGrader), when set: a lane's verdict by its
    // sub-question after `laneMs` (one not listed fails); the most lanes seen graded at once.
    std::optional<QHash<QString, Verdict>> laneVerdicts;
    int laneMs = 0;
    int lanesInFlight = 0;
    int mostLanesInFlight = 0;
};

inline Hit makeHit(qint64 id, const QString& title, double score)
{
    Hit h;
    h.chunkId = id;
    h.title = title;
    h.path = QStringLiteral("/handbook/") + title + QStringLiteral(".md");
    h.text = QStringLiteral("Text of ") + title;
    h.score = score;
    h.rank = 1;
    return h;
}

template <typename F>
void deliver(const Script& script, F&& f)
{
    if (script.async)
        QTimer::singleShot(1, std::forward<F>(f));
    else
        f();
}

class ScriptedRetriever final : public Retriever
{
public:
    explicit ScriptedRetriever(Script& s)
        : m_s(s)
    {}
    void retrieve(const QString& query, int, Done done) override
    {
        m_s.calls.append(QStringLiteral("retrieve:") + query);
        m_s.threadNames.append(QThread::currentThread()->objectName());
        if (!m_s.retrieveError.isEmpty()) {
            deliver(m_s, [this, done] { done(Error::make(Error::Code::Database, m_s.retrieveError)); });
            return;
        }
        const QList<Hit> hits = m_s.hitsByQuery.value(query);
        deliver(m_s, [done, hits] { done(hits); });
    }

private:
    Script& m_s;
};

class ScriptedGrader final : public Grader
{
public:
    explicit ScriptedGrader(Script& s)
        : m_s(s)
    {}
    void grade(const GradeInput& input, Done done) override
    {
        m_s.calls.append(QStringLiteral("grade:%1").arg(input.round));
        const Verdict v = m_s.verdicts.value(std::min<qsizetype>(m_index++, m_s.verdicts.size() - 1));
        if (m_s.gradeMs > 0) {
            if (m_s.early && input.decided)
                QTimer::singleShot(m_s.gradeMs / 2, [decided = input.decided, e = *m_s.early] { decided(e); });
            const QString error = m_s.gradeError;
            QTimer::singleShot(m_s.gradeMs, [done, v, error] {
                if (error.isEmpty())
                    done(v);
                else
                    done(Error::make(Error::Code::Internal, error));
            });
            return;
        }
        deliver(m_s, [done, v] { done(v); });
    }

private:
    Script& m_s;
    qsizetype m_index = 0;
};

class ScriptedLaneGrader final : public Grader
{
public:
    explicit ScriptedLaneGrader(Script& s)
        : m_s(s)
    {}
    void grade(const GradeInput& input, Done done) override
    {
        m_s.calls.append(QStringLiteral("grade-lane:") + input.question);
        m_s.mostLanesInFlight = std::max(m_s.mostLanesInFlight, ++m_s.lanesInFlight);
        const std::optional<Verdict> v = m_s.laneVerdicts->contains(input.question)
                                             ? std::optional<Verdict>(m_s.laneVerdicts->value(input.question))
                                             : std::nullopt;
        QTimer::singleShot(m_s.laneMs, [this, pending = m_pending, done, v] {
            if (!std::exchange(*pending, false))
                return;
            --m_s.lanesInFlight;
            if (v)
                done(*v);
            else
                done(Error::make(Error::Code::Internal, QStringLiteral("lane grading failed")));
        });
        *m_pending = true;
    }
    void cancel() override
    {
        if (std::exchange(*m_pending, false)) {
            --m_s.lanesInFlight;
            m_s.calls.append(QStringLiteral("cancel:grade-lane"));
        }
    }

private:
    Script& m_s;
    std::shared_ptr<bool> m_pending = std::make_shared<bool>(false);
};

class ScriptedRewriter final : public Rewriter
{
public:
    explicit ScriptedRewriter(Script& s)
        : m_s(s)
    {}
    void rewrite(const RewriteInput&, Done done) override
    {
        m_s.calls.append(QStringLiteral("rewrite"));
        const QString q = m_s.rewrites.value(std::min<qsizetype>(m_index++, m_s.rewrites.size() - 1));
        deliver(m_s, [done, q] { done(q); });
    }

private:
    Script& m_s;
    qsizetype m_index = 0;
};

class ScriptedAnswerer final : public Answerer
{
public:
    explicit ScriptedAnswerer(Script& s)
        : m_s(s)
    {}
    void answer(const AnswerInput& input, Delta onDelta, Done done) override
    {
        m_s.calls.append(QStringLiteral("answer"));
        m_s.lastAnswer = input;
        Answer a;
        if (m_s.answerWithCitation && !input.evidence.isEmpty()) {
            const Hit& h = input.evidence.first();
            a.markdown = QStringLiteral("Answer [%1](lotse://chunk/%2)").arg(h.title).arg(h.chunkId);
            a.citations.append({h.chunkId, h.path, h.title});
        }
        onDelta(a.markdown);
        if (m_s.answerMs > 0) {
            // The call in flight is the latest one, not cancelled, and its answerer still exists.
            const int call = *m_call += *m_call % 2 == 1 ? 2 : 1; // odd, and new
            QTimer::singleShot(m_s.answerMs, [this, token = m_call, call, done, a] {
                if (*token != call)
                    return;
                ++*token;
                if (m_s.usage)
                    m_s.usage->add(QStringLiteral("answer"), answered());
                done(a);
            });
            return;
        }
        if (m_s.usage)
            m_s.usage->add(QStringLiteral("answer"), answered());
        deliver(m_s, [done, a] { done(a); });
    }
    ~ScriptedAnswerer() override { *m_call = -1; }
    void cancel() override
    {
        if (*m_call % 2 == 1) // odd: a call in flight
            m_s.calls.append(QStringLiteral("cancel:answer"));
        if (*m_call >= 0)
            *m_call += *m_call % 2;
    }
    bool speculates() const override { return m_s.speculates; }
    TokenUsage spentSoFar() const override { return {1000, 20, 0, 0}; }
    static ChatResult answered()
    {
        ChatResult r;
        r.usage = {1000, 80, 0, 0};
        return r;
    }
    void refuse(const RefusalInput& input, Done done) override
    {
        m_s.calls.append(QStringLiteral("refuse:%1").arg(int(input.reason)));
        m_s.lastRefusal = input;
        deliver(m_s, [done] { done(Answer{QStringLiteral("No answer."), {}, {}}); });
    }

private:
    Script& m_s;
    // Odd while a delayed answer is in flight; every start and end moves it on, -1 once destroyed.
    std::shared_ptr<int> m_call = std::make_shared<int>(0);
};

class ScriptedDecomposer final : public Decomposer
{
public:
    explicit ScriptedDecomposer(Script& s)
        : m_s(s)
    {}
    void decompose(const QString& question, Done done) override
    {
        m_s.calls.append(QStringLiteral("decompose"));
        const QStringList parts = m_s.subQuestions.isEmpty() ? QStringList{question} : m_s.subQuestions;
        if (m_s.decomposeMs > 0) {
            *m_pending = true;
            QTimer::singleShot(m_s.decomposeMs, [pending = m_pending, done, parts] {
                if (std::exchange(*pending, false))
                    done(parts);
            });
            return;
        }
        deliver(m_s, [done, parts] { done(parts); });
    }
    void cancel() override
    {
        if (std::exchange(*m_pending, false))
            m_s.calls.append(QStringLiteral("cancel:decompose"));
    }

private:
    Script& m_s;
    std::shared_ptr<bool> m_pending = std::make_shared<bool>(false);
};

inline StrategySet scriptedSet(Script& s)
{
    StrategySet set;
    set.retriever = std::make_unique<ScriptedRetriever>(s);
    set.grader = std::make_unique<ScriptedGrader>(s);
    set.rewriter = std::make_unique<ScriptedRewriter>(s);
    set.answerer = std::make_unique<ScriptedAnswerer>(s);
    set.decomposer = std::make_unique<ScriptedDecomposer>(s);
    set.usage = s.usage;
    if (s.laneVerdicts)
        set.laneGrader = [&s] { return std::make_unique<ScriptedLaneGrader>(s); };
    return set;
}

inline Verdict verdict(bool sufficient)
{
    Verdict v;
    v.sufficient = sufficient;
    v.rationale = sufficient ? QStringLiteral("enough") : QStringLiteral("not enough");
    return v;
}

// On topic but short of sufficient, covering `strength` of the question.
inline Verdict ambiguous(double strength)
{
    Verdict v;
    v.ambiguous = true;
    v.strength = strength;
    v.rationale = QStringLiteral("on topic, short of sufficient");
    return v;
}

} // namespace lotse::test
