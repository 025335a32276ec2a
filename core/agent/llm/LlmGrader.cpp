// SPDX-License-Identifier: GPL-3.0-or-later
#include "LlmGrader.h"

#include "LlmContext.h"
#include "Prompts.h"
#include "common/Logging.h"

namespace lotse {

LlmGrader::LlmGrader(LlmContext& context)
    : m_context(context)
    , m_client(context.network, context.config, context.credential)
{
    QObject::connect(&m_client, &ChatClient::finished, &m_client,
                     [this](const ChatResult& result) { onReply(result); });
    QObject::connect(&m_client, &ChatClient::delta, &m_client, [this](const QString& text) { onDelta(text); });
    QObject::connect(&m_client, &ChatClient::failed, &m_client,
                     [this](const ProviderError& error) { m_done(error.toError()); });
}

void LlmGrader::onReply(const ChatResult& result)
{
    m_context.usage->add(m_lane ? QStringLiteral("grade-lane") : QStringLiteral("grade"), result);
    if (result.truncated()) {
        if (!m_enlarged) {
            qCInfo(lcLlm) << "the verdict was cut off by the token budget; asking with twice the budget";
            m_enlarged = true;
            m_request.budgetFactor = 2;
            m_client.complete(m_request);
            return;
        }
        ProviderError e = ProviderError::make(ProviderError::Kind::Truncated,
                                              tr("the verdict was cut off twice, even with twice the budget"));
        m_done(e.toError());
        return;
    }
    Result<Verdict> verdict =
        result.refusal.isEmpty()
            ? Prompts::parseVerdict(result.content)
            : Result<Verdict>(Error::make(Error::Code::Internal, tr("the grader refused: %1").arg(result.refusal)));
    if (verdict) {
        m_done(verdict);
        return;
    }
    qCWarning(lcLlm) << "attempt" << m_attempts << ":" << verdict.error().message;
    if (m_attempts < 2) {
        ask();
        return;
    }
    m_done(
        Error::make(Error::Code::Internal, tr("The model's verdict on the evidence could not be read twice (%1). Lotse "
                                              "stops rather than answer without a checked verdict; try again, or check "
                                              "that the chat deployment supports structured output.")
                                               .arg(verdict.error().message)));
}

void LlmGrader::onDelta(const QString& text)
{
    // Only the first attempt's decision is told early: a retried verdict may decide otherwise, and
    // the loop must not have acted on a decision it then has to take back.
    if (!m_decided || m_attempts != 1 || m_enlarged)
        return;
    m_partial += text;
    if (const std::optional<bool> decision = Prompts::earlyDecision(m_partial)) {
        auto decided = std::exchange(m_decided, nullptr);
        decided(*decision);
    }
}

void LlmGrader::grade(const GradeInput& input, Done done)
{
    m_done = std::move(done);
    m_decided = input.decided;
    m_lane = input.lane >= 0;
    m_partial.clear();
    m_request = Prompts::grader(input.question, input.query, input.hits);
    m_request.effort = m_context.config.efforts.grader;
    m_attempts = 0;
    m_enlarged = false;
    ask();
}

void LlmGrader::ask()
{
    ++m_attempts;
    m_client.complete(m_request);
}

void LlmGrader::cancel()
{
    m_client.cancel();
}

} // namespace lotse
