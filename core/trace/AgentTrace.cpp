// SPDX-License-Identifier: GPL-3.0-or-later
#include "AgentTrace.h"

#include "llm/ModelProfileStore.h"
#include "llm/ProviderConfig.h"

#include <QJsonArray>

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

QJsonObject TraceContext::toJson() const
{
    QJsonObject o{{QStringLiteral("kind"), providerKind},
                  {QStringLiteral("chatModel"), chatModel},
                  {QStringLiteral("embeddingModel"), embeddingModel}};
    if (!model.isEmpty())
        o.insert(QStringLiteral("model"), model);
    return o;
}

AgentTrace::AgentTrace(AgentOptions options, TraceContext context)
    : m_options(options)
    , m_context(std::move(context))
{}

QJsonObject& AgentTrace::round(int n)
{
    while (m_rounds.size() < n)
        m_rounds.append(QJsonObject{{QStringLiteral("round"), int(m_rounds.size()) + 1}});
    return m_rounds[n - 1];
}

void AgentTrace::add(const AgentEvent& event)
{
    QJsonObject json = event.toJson();
    json.remove(QStringLiteral("type"));
    json.remove(QStringLiteral("round"));
    switch (event.type) {
    case AgentEvent::Type::Started:
        m_document.insert(QStringLiteral("question"), event.question);
        m_document.insert(QStringLiteral("askedAt"), QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs));
        break;
    case AgentEvent::Type::Decomposed:
        m_document.insert(QStringLiteral("subQuestions"), json.value(QStringLiteral("subQuestions")));
        m_document.insert(QStringLiteral("decomposeMs"), event.stepMs);
        break;
    case AgentEvent::Type::RoundStarted:
        round(event.round).insert(QStringLiteral("query"), event.query);
        if (!event.subQueries.isEmpty())
            round(event.round).insert(QStringLiteral("subQueries"), json.value(QStringLiteral("subQueries")));
        break;
    case AgentEvent::Type::HitsFound:
        round(event.round).insert(QStringLiteral("hits"), json.value(QStringLiteral("hits")));
        round(event.round).insert(QStringLiteral("retrieveMs"), event.stepMs);
        break;
    case AgentEvent::Type::Graded: {
        QJsonObject verdict{{QStringLiteral("sufficient"), event.verdict.sufficient},
                            {QStringLiteral("rationale"), event.verdict.rationale},
                            {QStringLiteral("missing"), QJsonArray::fromStringList(event.verdict.missing)},
                            {QStringLiteral("raw"), event.verdict.raw}};
        if (!event.verdict.suggestedQuery.isEmpty())
            verdict.insert(QStringLiteral("suggestedQuery"), event.verdict.suggestedQuery);
        if (event.verdict.ambiguous) { // only then: traces of the two-outcome graders stay as they were
            verdict.insert(QStringLiteral("ambiguous"), true);
            verdict.insert(QStringLiteral("strength"), event.verdict.strength);
        }
        QJsonObject& r = round(event.round);
        r.insert(QStringLiteral("verdict"), verdict);
        r.insert(QStringLiteral("newQuery"), event.newQuery);
        r.insert(QStringLiteral("gradeMs"), event.stepMs);
        r.insert(QStringLiteral("rewriteMs"), event.rewriteMs);
        m_lastStepEndMs = event.elapsedMs;
        break;
    }
    case AgentEvent::Type::AnswerDelta:
        break;
    case AgentEvent::Type::Checking:
        m_document.insert(QStringLiteral("writtenAnswer"), event.text);
        break;
    case AgentEvent::Type::Checked:
        m_document.insert(QStringLiteral("grounding"), event.grounding.toJson());
        m_checkMs = event.stepMs;
        break;
    case AgentEvent::Type::Finished: {
        m_context.setModel(event.model);
        m_document.insert(QStringLiteral("outcome"), json.value(QStringLiteral("outcome")));
        if (event.answerRound > 0) // an answer with a caveat: its round need not be the last one
            m_document.insert(QStringLiteral("answerRound"), event.answerRound);
        m_document.insert(QStringLiteral("answer"), event.text);
        m_document.insert(QStringLiteral("citations"), json.value(QStringLiteral("citations")));
        m_document.insert(QStringLiteral("removedCitations"), json.value(QStringLiteral("removedCitations")));
        QJsonObject usage = json.value(QStringLiteral("usage")).toObject();
        usage.insert(QStringLiteral("totalTokens"), event.usage.total());
        m_document.insert(QStringLiteral("usage"), usage);
        // Without a price for the model the cost is unknown (null), never a guess; offline costs nothing.
        QJsonValue cost;
        if (m_context.price) {
            cost = QJsonObject{{QStringLiteral("usd"), m_context.price->cost(event.usage)},
                               {QStringLiteral("model"), m_context.price->model},
                               {QStringLiteral("inputPerMillion"), m_context.price->inputPerMillion},
                               {QStringLiteral("outputPerMillion"), m_context.price->outputPerMillion},
                               {QStringLiteral("cachedInputPerMillion"), m_context.price->cachedPrice()}};
        } else if (m_context.providerKind == QStringLiteral("offline")) {
            cost = QJsonObject{{QStringLiteral("usd"), 0.0}};
        }
        m_document.insert(QStringLiteral("cost"), cost);
        m_document.insert(QStringLiteral("elapsedMs"), event.elapsedMs);
        qint64 retrieveMs = 0;
        qint64 gradeMs = 0;
        qint64 rewriteMs = 0;
        for (const QJsonObject& r : std::as_const(m_rounds)) {
            retrieveMs += r.value(QStringLiteral("retrieveMs")).toInteger();
            gradeMs += r.value(QStringLiteral("gradeMs")).toInteger();
            rewriteMs += r.value(QStringLiteral("rewriteMs")).toInteger();
        }
        m_document.insert(
            QStringLiteral("timings"),
            QJsonObject{
                {QStringLiteral("totalMs"), event.elapsedMs},
                {QStringLiteral("decomposeMs"), m_document.value(QStringLiteral("decomposeMs")).toInteger()},
                {QStringLiteral("retrieveMs"), retrieveMs},
                {QStringLiteral("gradeMs"), gradeMs},
                {QStringLiteral("rewriteMs"), rewriteMs},
                {QStringLiteral("answerMs"),
                 m_lastStepEndMs > 0 ? std::max<qint64>(0, event.elapsedMs - m_lastStepEndMs - m_checkMs) : qint64(0)},
                {QStringLiteral("checkMs"), m_checkMs}});
        if (!event.error.isEmpty())
            m_document.insert(QStringLiteral("error"), event.error);
        m_finished = true;
        break;
    }
    }
}

QJsonObject AgentTrace::toJson() const
{
    QJsonObject out = m_document;
    out.insert(QStringLiteral("traceVersion"), 1);
    QJsonArray rounds;
    for (const QJsonObject& r : m_rounds)
        rounds.append(r);
    out.insert(QStringLiteral("rounds"), rounds);
    out.insert(QStringLiteral("options"), m_options.toJson());
    out.insert(QStringLiteral("provider"), m_context.toJson());
    return out;
}

} // namespace lotse
