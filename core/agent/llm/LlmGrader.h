// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "agent/Strategies.h"
#include "llm/ChatClient.h"

#include <QCoreApplication>

namespace lotse {

struct LlmContext;

// Grades evidence with a chat model and structured output (sufficient, rationale, new_query, …).
// A reply that is not a valid verdict (or a refusal) is asked for once more; a second bad reply
// stops the loop with an error rather than answering on an unchecked verdict. A reply cut off by
// the token budget (a reasoning model that thought too long) is asked for once more with twice the
// budget, never as the same request; cut off again, the loop stops and says so. The verdict is
// streamed: its decision, the schema's first field, is told (GradeInput::decided) as soon as it is
// written, before the rationale.
class LlmGrader final : public Grader
{
    Q_DECLARE_TR_FUNCTIONS(lotse::LlmGrader)

public:
    explicit LlmGrader(LlmContext& context);
    void grade(const GradeInput& input, Done done) override;
    void cancel() override;

private:
    void ask();
    void onReply(const ChatResult& result);
    void onDelta(const QString& text);
    LlmContext& m_context;
    ChatClient m_client;
    ChatRequest m_request;
    Done m_done;
    std::function<void(bool)> m_decided; // until the decision was told
    QString m_partial;                   // the verdict streamed so far
    int m_attempts = 0;
    bool m_lane = false;     // grading one sub-question's passages
    bool m_enlarged = false; // the budget was doubled after a reply cut off
};

} // namespace lotse
