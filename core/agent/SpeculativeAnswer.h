// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Strategies.h"

#include <QElapsedTimer>
#include <optional>

namespace lotse {

// Round 1's answer, started while its evidence is still being graded (AgentOptions::speculate).
// Its stream is held back until the verdict's decision: sufficient, and what was held back is shown
// and the rest streams live; not sufficient, the call is cancelled and its tokens, billed as far as
// it went, are recorded as a discarded call. The loop owns one per run and drives it.
class SpeculativeAnswer final
{
public:
    using Show = std::function<void(const QString&)>;
    using Done = Answerer::Done;

    explicit SpeculativeAnswer(StrategySet& strategies)
        : m_strategies(strategies)
    {}

    bool active() const { return m_active; }
    bool used() const { return m_used; }
    // `show` receives the stream once used(); `done` the written answer (or the call's error), once.
    void start(const AnswerInput& input, Show show, Done done);
    // The decision is sufficient: returns what streamed so far, to be shown; from now on `show` gets it.
    QString use();
    // The decision is not sufficient (or the run ends): cancels the call and records its tokens.
    void discard();
    // The call ended: its answer (or error) is kept for takeWritten().
    void finished(Result<Answer> written);
    // Once used(): the written answer, if the call has ended, for the loop to go on with.
    std::optional<Result<Answer>> takeWritten();

private:
    void mark(ModelCall::Speculation fate);

    StrategySet& m_strategies;
    bool m_active = false;
    bool m_used = false;
    QString m_held;
    Show m_show;
    std::optional<Result<Answer>> m_written;
    QElapsedTimer m_clock;
    qint64 m_headStartMs = 0;
};

} // namespace lotse
