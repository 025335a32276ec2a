// SPDX-License-Identifier: GPL-3.0-or-later
#include "AgentTrace.h"

#include <QJsonArray>

namespace lotse {

AgentTrace::AgentTrace(AgentOptions options)
    : m_options(options)
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
        break;
    case AgentEvent::Type::Decomposed:
        m_document.insert(QStringLiteral("subQuestions"), json.value(QStringLiteral("subQuestions")));
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
        QJsonObject& r = round(event.round);
        r.insert(QStringLiteral("verdict"), verdict);
        r.insert(QStringLiteral("newQuery"), event.newQuery);
        r.insert(QStringLiteral("gradeMs"), event.stepMs);
        r.insert(QStringLiteral("rewriteMs"), event.rewriteMs);
        break;
    }
    case AgentEvent::Type::AnswerDelta:
        break;
    case AgentEvent::Type::Finished:
        m_document.insert(QStringLiteral("outcome"), json.value(QStringLiteral("outcome")));
        m_document.insert(QStringLiteral("answer"), event.text);
        m_document.insert(QStringLiteral("citations"), json.value(QStringLiteral("citations")));
        m_document.insert(QStringLiteral("removedCitations"), json.value(QStringLiteral("removedCitations")));
        m_document.insert(QStringLiteral("usage"), json.value(QStringLiteral("usage")));
        m_document.insert(QStringLiteral("elapsedMs"), event.elapsedMs);
        if (!event.error.isEmpty())
            m_document.insert(QStringLiteral("error"), event.error);
        m_finished = true;
        break;
    }
}

QJsonObject AgentTrace::toJson() const
{
    QJsonObject out = m_document;
    QJsonArray rounds;
    for (const QJsonObject& r : m_rounds)
        rounds.append(r);
    out.insert(QStringLiteral("rounds"), rounds);
    out.insert(QStringLiteral("options"), m_options.toJson());
    return out;
}

} // namespace lotse
