// SPDX-License-Identifier: GPL-3.0-or-later
#include "SpeculativeAnswer.h"

#include "common/Logging.h"

namespace lotse {

void SpeculativeAnswer::start(const AnswerInput& input, Show show, Done done)
{
    m_active = true;
    m_used = false;
    m_held.clear();
    m_written.reset();
    m_show = std::move(show);
    m_clock.start();
    m_strategies.answerer->answer(
        input,
        [this](const QString& delta) {
            if (m_used)
                m_show(delta);
            else
                m_held += delta;
        },
        std::move(done));
}

QString SpeculativeAnswer::use()
{
    if (!m_active || m_used)
        return {};
    m_used = true;
    m_headStartMs = m_clock.elapsed();
    qCDebug(lcAgent) << "the answer prepared while grading is used, after" << m_headStartMs << "ms";
    return std::exchange(m_held, {});
}

void SpeculativeAnswer::discard()
{
    if (!m_active)
        return;
    m_active = false;
    m_headStartMs = m_clock.elapsed();
    qCDebug(lcAgent) << "the answer prepared while grading is discarded, after" << m_headStartMs << "ms";
    if (m_written) {
        mark(ModelCall::Speculation::Discarded); // it finished before the verdict: billed in full
        m_written.reset();
        return;
    }
    const TokenUsage spent = m_strategies.answerer->spentSoFar();
    m_strategies.answerer->cancel();
    if (m_strategies.usage) {
        ModelCall call{QStringLiteral("answer"), m_strategies.usage->round, spent};
        call.speculation = ModelCall::Speculation::Discarded;
        call.headStartMs = m_headStartMs;
        m_strategies.usage->addCancelled(call);
    }
}

void SpeculativeAnswer::finished(Result<Answer> written)
{
    if (m_active)
        m_written = std::move(written);
}

std::optional<Result<Answer>> SpeculativeAnswer::takeWritten()
{
    if (!m_active || !m_used || !m_written)
        return std::nullopt;
    mark(ModelCall::Speculation::Used);
    m_active = false;
    return std::exchange(m_written, std::nullopt);
}

void SpeculativeAnswer::mark(ModelCall::Speculation fate)
{
    if (!m_strategies.usage)
        return;
    QList<ModelCall>& calls = m_strategies.usage->calls;
    for (qsizetype i = calls.size() - 1; i >= 0; --i) {
        if (calls.at(i).step == QLatin1String("answer") && calls.at(i).speculation == ModelCall::Speculation::None) {
            calls[i].speculation = fate;
            calls[i].headStartMs = m_headStartMs;
            return;
        }
    }
}

} // namespace lotse
