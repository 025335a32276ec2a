// SPDX-License-Identifier: GPL-3.0-or-later
#include "AgentTrace.h"

#include "llm/ModelProfileStore.h"
#include "llm/ProviderConfig.h"

namespace lotse {

TraceContext TraceContext::forProvider(const ProviderConfig& config, const PriceTable& prices)
{
    TraceContext context;
    context.providerKind = ProviderConfig::kindName(config.kind);
    context.chatModel = config.chatDeployment;
    context.embeddingModel = config.embeddingDeployment;
    context.prices = prices;
    context.price = prices.find(config.chatDeployment);
    context.setModel(ModelProfileStore::load(config).model);
    return context;
}

void TraceContext::setModel(const QString& replyModel)
{
    if (replyModel.isEmpty())
        return;
    model = replyModel;
    if (const auto found = prices.find(replyModel))
        price = found;
}

TraceProvider TraceContext::provider() const
{
    return {providerKind, chatModel, embeddingModel, model};
}

AgentTrace::AgentTrace(AgentOptions options, TraceContext context)
    : m_context(std::move(context))
{
    m_trace.options = std::move(options);
    m_trace.provider = m_context.provider();
}

TraceRound& AgentTrace::round(int n)
{
    while (m_trace.rounds.size() < n) {
        TraceRound next;
        next.number = int(m_trace.rounds.size()) + 1;
        m_trace.rounds.append(next);
    }
    return m_trace.rounds[n - 1];
}

void AgentTrace::add(const AgentEvent& event)
{
    switch (event.type) {
    case AgentEvent::Type::Started:
        m_trace.question = event.question;
        m_trace.askedAt = QDateTime::currentDateTimeUtc();
        break;
    case AgentEvent::Type::Decomposed:
        m_trace.subQuestions = event.subQueries;
        m_trace.decomposeMs = event.stepMs;
        break;
    case AgentEvent::Type::RoundStarted:
        round(event.round).query = event.query;
        round(event.round).subQueries = event.subQueries;
        break;
    case AgentEvent::Type::HitsFound:
        round(event.round).hits = event.hits;
        round(event.round).retrieveMs = event.stepMs;
        break;
    case AgentEvent::Type::Graded: {
        TraceRound& r = round(event.round);
        r.verdict = event.verdict;
        r.newQuery = event.newQuery;
        r.gradeMs = event.stepMs;
        r.rewriteMs = event.rewriteMs;
        r.speculation = event.speculation;
        r.laneVerdicts = event.laneVerdicts;
        r.checkError = event.checkError;
        m_lastStepEndMs = event.elapsedMs;
        break;
    }
    case AgentEvent::Type::AnswerDelta:
        break;
    case AgentEvent::Type::Checking:
        m_trace.writtenAnswer = event.text;
        break;
    case AgentEvent::Type::Checked:
        m_trace.grounding = event.grounding;
        m_checkMs = event.stepMs;
        break;
    case AgentEvent::Type::Finished:
        finish(event);
        break;
    }
}

void AgentTrace::finish(const AgentEvent& event)
{
    m_context.setModel(event.model);
    m_trace.provider = m_context.provider();
    m_trace.outcome = event.outcome;
    m_trace.answerRound = event.answerRound;
    m_trace.answer = event.text;
    m_trace.citations = event.citations;
    m_trace.removedCitations = event.removedCitations;
    m_trace.usage = event.usage;
    m_trace.calls = event.calls;
    // Without a price for the model the cost is unknown, never a guess; offline costs nothing.
    if (m_context.price)
        m_trace.cost = TraceCost{m_context.price->cost(event.usage), m_context.price};
    else if (m_context.providerKind == QStringLiteral("offline"))
        m_trace.cost = TraceCost{};
    m_trace.elapsedMs = event.elapsedMs;
    TraceTimings t;
    t.totalMs = event.elapsedMs;
    t.decomposeMs = m_trace.decomposeMs;
    for (const TraceRound& r : std::as_const(m_trace.rounds)) {
        t.retrieveMs += r.retrieveMs;
        t.gradeMs += r.gradeMs;
        t.rewriteMs += r.rewriteMs;
    }
    t.answerMs = m_lastStepEndMs > 0 ? std::max<qint64>(0, event.elapsedMs - m_lastStepEndMs - m_checkMs) : 0;
    t.checkMs = m_checkMs;
    m_trace.timings = t;
    m_trace.error = event.error;
}

} // namespace lotse
