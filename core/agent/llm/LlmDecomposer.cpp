// SPDX-License-Identifier: GPL-3.0-or-later
#include "LlmDecomposer.h"

#include "LlmContext.h"
#include "Prompts.h"
#include "common/Logging.h"

namespace lotse {

LlmDecomposer::LlmDecomposer(LlmContext& context)
    : m_context(context)
    , m_client(context.network, context.config, context.apiKey)
{
    QObject::connect(&m_client, &ChatClient::finished, &m_client, [this](const ChatResult& result) {
        m_context.usage->total += result.usage;
        const QStringList parts = Prompts::parseSubQuestions(result.content);
        m_done(parts.isEmpty() ? QStringList{m_question} : parts);
    });
    QObject::connect(&m_client, &ChatClient::failed, &m_client, [this](const ProviderError& error) {
        qCInfo(lcLlm) << "decomposition failed, asking the question as it is:" << ProviderError::kindName(error.kind);
        m_done({m_question});
    });
}

void LlmDecomposer::decompose(const QString& question, Done done)
{
    m_question = question;
    m_done = std::move(done);
    m_client.complete(Prompts::decomposer(question));
}

void LlmDecomposer::cancel()
{
    m_client.cancel();
}

} // namespace lotse
