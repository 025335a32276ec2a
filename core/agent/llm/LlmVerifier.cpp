// SPDX-License-Identifier: GPL-3.0-or-later
#include "LlmVerifier.h"

#include "LlmContext.h"
#include "answer/GroundingCheck.h"
#include "common/Logging.h"
#include "text/InstructionDetector.h"
#include "text/TextFold.h"

#include <QElapsedTimer>
#include <algorithm>

namespace lotse {

LlmVerifier::LlmVerifier(LlmContext& context)
    : m_context(context)
    , m_client(context.network, context.config.forGrounding(), context.credential)
{
    QObject::connect(&m_client, &ChatClient::finished, &m_client,
                     [this](const ChatResult& result) { onReply(result); });
    QObject::connect(&m_client, &ChatClient::failed, &m_client,
                     [this](const ProviderError& error) { finish(error.toError().message); });
}

void LlmVerifier::verify(const VerifyInput& input, Done done)
{
    m_input = input;
    m_done = std::move(done);
    m_grounding = GroundingCheck::run({input.question, input.answer.markdown, input.evidence, input.contradictions});
    m_sent.clear();
    QList<Claim> asked;
    for (qsizetype i = 0; i < m_grounding.claims.size(); ++i) {
        if (m_grounding.claims.at(i).supported()) {
            m_sent.append(i);
            asked.append(m_grounding.claims.at(i));
        }
    }
    if (!m_context.config.groundingByModel || asked.isEmpty()) {
        m_done(m_grounding); // nothing the model could add to
        return;
    }
    m_grounding.modelDeployment = m_context.config.forGrounding().chatDeployment;
    m_request = GroundingPrompt::request(input.question, asked, input.evidence);
    m_request.effort = m_context.config.efforts.grader; // a judgement, like grading
    m_attempts = 1;
    m_client.complete(m_request);
}

void LlmVerifier::cancel()
{
    m_client.cancel();
}

const Hit* LlmVerifier::hit(qint64 chunkId) const
{
    const auto it = std::find_if(m_input.evidence.cbegin(), m_input.evidence.cend(),
                                 [&](const Hit& h) { return h.chunkId == chunkId; });
    return it == m_input.evidence.cend() ? nullptr : &*it;
}

void LlmVerifier::onReply(const ChatResult& result)
{
    m_context.usage->add(QStringLiteral("verify"), result);
    if (result.truncated() && m_request.budgetFactor == 1) {
        m_request.budgetFactor = 2; // never the same request again
        m_client.complete(m_request);
        return;
    }
    if (!result.refusal.isEmpty()) {
        finish(tr("the model refused to check the answer: %1").arg(result.refusal));
        return;
    }
    const auto reply = GroundingPrompt::parse(result.content);
    if (!reply) {
        qCWarning(lcLlm) << "grounding reply, attempt" << m_attempts << ":" << reply.error().message;
        if (++m_attempts <= 2) {
            m_client.complete(m_request);
            return;
        }
        finish(reply.error().message);
        return;
    }
    merge(reply.value());
    finish();
}

void LlmVerifier::merge(const GroundingPrompt::Reply& reply)
{
    for (const GroundingPrompt::Verdict& v : reply.statements) {
        if (v.id < 1 || v.id > m_sent.size())
            continue; // a statement it was not asked about: the local verdict stands
        Claim& claim = m_grounding.claims[m_sent.at(v.id - 1)];
        claim.checkedByModel = true;
        if (!v.supported) {
            claim.status = Claim::Status::Unsupported;
            claim.problem = Claim::Problem::Model;
            claim.reason = v.problem.isEmpty() ? tr("The model check found it not supported by the cited passages.")
                                               : tr("The model check found: %1").arg(v.problem);
            claim.sourceSays = claim.quote;
            claim.quote.reset();
            continue;
        }
        // Its quote, if it stands in a passage the statement cites (and is no instruction there).
        const Hit* h = claim.cited.contains(v.passageId) ? hit(v.passageId) : nullptr;
        const auto span = h ? TextFold::find(h->text, v.quote) : std::nullopt;
        if (span && !InstructionDetector::overlaps(h->instructions, span->start, span->end))
            claim.quote = Quote{h->chunkId, *span, h->text.mid(span->start, span->length())};
    }
    mergeContradictions(reply.contradictions);
}

void LlmVerifier::mergeContradictions(const QList<GroundingPrompt::ModelContradiction>& found)
{
    for (const GroundingPrompt::ModelContradiction& k : found) {
        if (k.passageIds.size() < 2 || k.passageIds.size() != k.values.size())
            continue;
        Contradiction c;
        c.subject = k.subject;
        for (qsizetype i = 0; i < k.passageIds.size(); ++i) {
            const Hit* h = hit(k.passageIds.at(i));
            if (!h || std::any_of(c.sides.cbegin(), c.sides.cend(), [&](const Contradiction::Side& s) {
                    return s.chunkId == h->chunkId;
                }))
                continue;
            const auto span = TextFold::find(h->text, k.values.at(i));
            if (!span || InstructionDetector::overlaps(h->instructions, span->start, span->end))
                continue; // a value the passage does not hold, or one only an instruction states
            c.sides.append({h->chunkId, h->label(), h->path, k.values.at(i),
                            Quote{h->chunkId, *span, h->text.mid(span->start, span->length())}});
        }
        // Known already: the local check found the same passages disagreeing.
        const bool known = std::any_of(
            m_grounding.contradictions.cbegin(), m_grounding.contradictions.cend(), [&](const Contradiction& other) {
                return std::all_of(c.sides.cbegin(), c.sides.cend(), [&](const auto& s) {
                    return std::any_of(other.sides.cbegin(), other.sides.cend(),
                                       [&](const auto& o) { return o.chunkId == s.chunkId; });
                });
            });
        if (c.sides.size() >= 2 && !known)
            m_grounding.contradictions.append(c);
    }
    GroundingCheck::markNamed(m_grounding.contradictions, m_input.answer.markdown);
}

void LlmVerifier::finish(const QString& error)
{
    if (!error.isEmpty()) {
        qCWarning(lcLlm) << "grounding call failed; the local check stands:" << error;
        m_grounding.modelError = error;
    }
    m_done(m_grounding);
}

} // namespace lotse
