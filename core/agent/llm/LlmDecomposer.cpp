// SPDX-License-Identifier: GPL-3.0-or-later
#include "LlmDecomposer.h"

#include "LlmContext.h"
#include "Prompts.h"
#include "common/Logging.h"

namespace lotse {

LlmDecomposer::LlmDecomposer(LlmContext& context)
    : m_context(context)
    , m_client(context.network, context.config, context.credential)
{
    QObject::connect(&m_client, &ChatClient::finished, &m_client,
                     [this](const ChatResult& result) { onReply(result); });
    QObject::connect(&m_client, &ChatClient::failed, &m_client, [this](const ProviderError& error) {
        qCInfo(lcLlm) << "decomposition failed, asking the question as it is:" << ProviderError::kindName(error.kind);
        m_done({m_question});
    });
}

void LlmDecomposer::onReply(const ChatResult& result)
{
    m_context.usage->add(QStringLiteral("decompose"), result);
    if (result.truncated() && !m_enlarged) {
        qCInfo(lcLlm) << "the split was cut off by the token budget; asking with twice the budget";
        m_enlarged = true;
        m_request.budgetFactor = 2;
        m_client.complete(m_request);
        return;
    }
    const QStringList parts = result.truncated() ? QStringList() : Prompts::parseSubQuestions(result.content);
    m_done(parts.isEmpty() ? QStringList{m_question} : parts);
}

void LlmDecomposer::decompose(const QString& question, Done done)
{
    m_question = question;
    m_done = std::move(done);
    m_request = Prompts::decomposer(question);
    m_request.effort = m_context.config.efforts.decomposer;
    m_enlarged = false;
    m_client.complete(m_request);
}

void LlmDecomposer::cancel()
{
    m_client.cancel();
}

} // namespace lotse
