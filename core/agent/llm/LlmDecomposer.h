// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "agent/Strategies.h"
#include "llm/ChatClient.h"

namespace lotse {

struct LlmContext;

// Splits a complex question into 2 to 4 sub-questions with structured output. A reply cut off by
// the token budget is asked for once more with twice the budget; any other failure (a provider
// error, a reply that is not a usable split) falls back to the question as it is.
class LlmDecomposer final : public Decomposer
{
public:
    explicit LlmDecomposer(LlmContext& context);
    void decompose(const QString& question, Done done) override;
    void cancel() override;

private:
    void onReply(const ChatResult& result);
    LlmContext& m_context;
    ChatClient m_client;
    ChatRequest m_request;
    QString m_question;
    Done m_done;
    bool m_enlarged = false;
};

} // namespace lotse
