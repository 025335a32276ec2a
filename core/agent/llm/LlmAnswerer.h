// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "agent/Strategies.h"
#include "llm/ChatClient.h"

namespace lotse {

struct LlmContext;

// Writes the answer with a chat model, streamed, only from the graded evidence and in the
// question's language. Citations are checked: a link to a passage that was not in the evidence is
// taken out and recorded. An answer the token budget cut off is marked truncated. Refusals need no
// model (RefusalText).
class LlmAnswerer final : public Answerer
{
public:
    explicit LlmAnswerer(LlmContext& context);
    void answer(const AnswerInput& input, Delta onDelta, Done done) override;
    void refuse(const RefusalInput& input, Done done) override;
    void cancel() override;
    bool speculates() const override { return true; }
    TokenUsage spentSoFar() const override;

    // Removes links to chunks outside `evidence`; returns the valid citations in order of appearance.
    static Answer checkCitations(const QString& markdown, const QList<Hit>& evidence);

private:
    LlmContext& m_context;
    ChatClient m_client;
    QList<Hit> m_evidence;
    Delta m_delta;
    Done m_done;
    qsizetype m_promptChars = 0;   // of the request in flight
    qsizetype m_streamedChars = 0; // of its answer so far
};

} // namespace lotse
