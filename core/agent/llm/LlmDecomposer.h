// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "agent/Strategies.h"
#include "llm/ChatClient.h"

namespace lotse {

struct LlmContext;

// Splits a complex question into 2 to 4 sub-questions with structured output. Any failure (a
// provider error, a reply that is not a usable split) falls back to the question as it is.
class LlmDecomposer final : public Decomposer
{
public:
    explicit LlmDecomposer(LlmContext& context);
    void decompose(const QString& question, Done done) override;
    void cancel() override;

private:
    LlmContext& m_context;
    ChatClient m_client;
    QString m_question;
    Done m_done;
};

} // namespace lotse
