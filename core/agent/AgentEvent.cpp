// SPDX-License-Identifier: GPL-3.0-or-later
#include "AgentEvent.h"

#include <QJsonArray>

namespace lotse {

QString AgentEvent::typeName(Type type)
{
    switch (type) {
    case Type::Started:
        return QStringLiteral("started");
    case Type::Decomposed:
        return QStringLiteral("decomposed");
    case Type::RoundStarted:
        return QStringLiteral("roundStarted");
    case Type::HitsFound:
        return QStringLiteral("hitsFound");
    case Type::Graded:
        return QStringLiteral("graded");
    case Type::AnswerDelta:
        return QStringLiteral("answerDelta");
    case Type::Checking:
        return QStringLiteral("checking");
    case Type::Checked:
        return QStringLiteral("checked");
    case Type::Finished:
        break;
    }
    return QStringLiteral("finished");
}

QJsonObject AgentEvent::toJson() const
{
    QJsonObject o{{QStringLiteral("type"), typeName(type)}, {QStringLiteral("elapsedMs"), elapsedMs}};
    switch (type) {
    case Type::Started:
        o.insert(QStringLiteral("question"), question);
        break;
    case Type::Decomposed:
        o.insert(QStringLiteral("subQuestions"), QJsonArray::fromStringList(subQueries));
        break;
    case Type::RoundStarted:
        o.insert(QStringLiteral("round"), round);
        o.insert(QStringLiteral("query"), query);
        if (!subQueries.isEmpty())
            o.insert(QStringLiteral("subQueries"), QJsonArray::fromStringList(subQueries));
        break;
    case Type::HitsFound: {
        QJsonArray array;
        for (const Hit& h : hits)
            array.append(h.toJson());
        o.insert(QStringLiteral("round"), round);
        o.insert(QStringLiteral("hits"), array);
        o.insert(QStringLiteral("stepMs"), stepMs);
        break;
    }
    case Type::Graded:
        o.insert(QStringLiteral("round"), round);
        o.insert(QStringLiteral("sufficient"), verdict.sufficient);
        if (verdict.ambiguous) {
            o.insert(QStringLiteral("ambiguous"), true);
            o.insert(QStringLiteral("strength"), verdict.strength);
        }
        o.insert(QStringLiteral("rationale"), verdict.rationale);
        o.insert(QStringLiteral("missing"), QJsonArray::fromStringList(verdict.missing));
        o.insert(QStringLiteral("raw"), verdict.raw);
        o.insert(QStringLiteral("newQuery"), newQuery);
        o.insert(QStringLiteral("stepMs"), stepMs);
        o.insert(QStringLiteral("rewriteMs"), rewriteMs);
        if (speculation != ModelCall::Speculation::None)
            o.insert(QStringLiteral("speculation"), ModelCall::speculationName(speculation));
        if (!laneVerdicts.isEmpty())
            o.insert(QStringLiteral("lanes"), LaneVerdict::toJson(laneVerdicts));
        if (!checkError.isEmpty())
            o.insert(QStringLiteral("checkError"), checkError);
        break;
    case Type::AnswerDelta:
    case Type::Checking:
        o.insert(QStringLiteral("text"), text);
        break;
    case Type::Checked:
        o.insert(QStringLiteral("grounding"), grounding.toJson());
        o.insert(QStringLiteral("stepMs"), stepMs);
        break;
    case Type::Finished: {
        QJsonArray array;
        for (const Citation& c : citations)
            array.append(c.toJson());
        o.insert(QStringLiteral("outcome"), outcomeName(outcome));
        if (answerRound > 0)
            o.insert(QStringLiteral("answerRound"), answerRound);
        o.insert(QStringLiteral("answer"), text);
        o.insert(QStringLiteral("citations"), array);
        QJsonArray removed;
        for (qint64 id : removedCitations)
            removed.append(id);
        o.insert(QStringLiteral("removedCitations"), removed);
        o.insert(QStringLiteral("usage"), usage.toJson());
        if (!calls.isEmpty()) {
            QJsonArray list;
            for (const ModelCall& c : calls)
                list.append(c.toJson());
            o.insert(QStringLiteral("calls"), list);
        }
        if (grounding.checked)
            o.insert(QStringLiteral("grounding"), grounding.toJson());
        if (!model.isEmpty())
            o.insert(QStringLiteral("model"), model);
        if (!error.isEmpty())
            o.insert(QStringLiteral("error"), error);
        break;
    }
    }
    return o;
}

} // namespace lotse
