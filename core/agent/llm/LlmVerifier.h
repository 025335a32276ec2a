// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "GroundingPrompt.h"
#include "agent/Strategies.h"
#include "llm/ChatClient.h"

#include <QCoreApplication>

namespace lotse {

struct LlmContext;

// Checks an answer as every answer is checked (GroundingCheck, no model), then asks a model as
// well: the statements the local check let pass go to a grounding call (structured output), on
// the grounding deployment if one is set. The model can only find more: a statement it judges
// unsupported is marked so; one it supports gets the sentence it quoted, when that sentence stands
// in the passage, as its quote; contradictions it names are added. A call that fails, or a reply
// that cannot be read twice, leaves the local check standing, with the reason recorded.
class LlmVerifier final : public Verifier
{
    Q_DECLARE_TR_FUNCTIONS(lotse::LlmVerifier)

public:
    explicit LlmVerifier(LlmContext& context);
    void verify(const VerifyInput& input, Done done) override;
    void cancel() override;

private:
    void onReply(const ChatResult& result);
    void finish(const QString& error = {});
    void merge(const GroundingPrompt::Reply& reply);
    void mergeContradictions(const QList<GroundingPrompt::ModelContradiction>& found);
    const Hit* hit(qint64 chunkId) const;

    LlmContext& m_context;
    ChatClient m_client;
    VerifyInput m_input;
    Grounding m_grounding;
    QList<qsizetype> m_sent; // claims asked about, in the order sent
    ChatRequest m_request;
    Done m_done;
    int m_attempts = 0;
};

} // namespace lotse
