// SPDX-License-Identifier: GPL-3.0-or-later
#include "Grounding.h"

#include "StatementSplitter.h"

#include <QJsonArray>
#include <algorithm>

namespace lotse {

namespace {

QJsonArray ids(const QList<qint64>& list)
{
    QJsonArray out;
    for (qint64 id : list)
        out.append(id);
    return out;
}

QList<qint64> idsFrom(const QJsonValue& json)
{
    QList<qint64> out;
    for (const QJsonValue& v : json.toArray())
        out.append(v.toInteger());
    return out;
}

} // namespace

QString Quote::plain() const
{
    return StatementSplitter::plain(text);
}

QJsonObject Quote::toJson() const
{
    return {{QStringLiteral("chunkId"), chunkId},
            {QStringLiteral("start"), span.start},
            {QStringLiteral("end"), span.end},
            {QStringLiteral("text"), text}};
}

std::optional<Quote> Quote::fromJson(const QJsonValue& json)
{
    if (!json.isObject())
        return std::nullopt;
    const QJsonObject o = json.toObject();
    Quote q;
    q.chunkId = o.value(QStringLiteral("chunkId")).toInteger();
    q.span = {o.value(QStringLiteral("start")).toInteger(), o.value(QStringLiteral("end")).toInteger()};
    q.text = o.value(QStringLiteral("text")).toString();
    return q;
}

QString Claim::statusName(Status status)
{
    switch (status) {
    case Status::Supported:
        return QStringLiteral("supported");
    case Status::Unsupported:
        return QStringLiteral("unsupported");
    case Status::Uncited:
        break;
    }
    return QStringLiteral("uncited");
}

QString Claim::problemName(Problem problem)
{
    switch (problem) {
    case Problem::None:
        return {};
    case Problem::Figure:
        return QStringLiteral("figure");
    case Problem::Negation:
        return QStringLiteral("negation");
    case Problem::OffTopic:
        return QStringLiteral("off-topic");
    case Problem::Instruction:
        return QStringLiteral("instruction");
    case Problem::Uncited:
        return QStringLiteral("uncited");
    case Problem::Model:
        break;
    }
    return QStringLiteral("model");
}

QJsonObject Claim::toJson() const
{
    QJsonObject o{{QStringLiteral("text"), text},
                  {QStringLiteral("citations"), ids(cited)},
                  {QStringLiteral("status"), statusName(status)},
                  {QStringLiteral("main"), main},
                  {QStringLiteral("checkedByModel"), checkedByModel}};
    if (problem != Problem::None) {
        o.insert(QStringLiteral("problem"), problemName(problem));
        o.insert(QStringLiteral("reason"), reason);
    }
    if (quote)
        o.insert(QStringLiteral("quote"), quote->toJson());
    if (sourceSays)
        o.insert(QStringLiteral("sourceSays"), sourceSays->toJson());
    return o;
}

Claim Claim::fromJson(const QJsonObject& o)
{
    Claim c;
    c.text = o.value(QStringLiteral("text")).toString();
    c.cited = idsFrom(o.value(QStringLiteral("citations")));
    const QString status = o.value(QStringLiteral("status")).toString();
    c.status = status == statusName(Status::Unsupported) ? Status::Unsupported
               : status == statusName(Status::Uncited)   ? Status::Uncited
                                                         : Status::Supported;
    const QString problem = o.value(QStringLiteral("problem")).toString();
    for (Problem p : {Problem::Figure, Problem::Negation, Problem::OffTopic, Problem::Instruction, Problem::Uncited,
                      Problem::Model}) {
        if (problem == problemName(p))
            c.problem = p;
    }
    c.reason = o.value(QStringLiteral("reason")).toString();
    c.quote = Quote::fromJson(o.value(QStringLiteral("quote")));
    c.sourceSays = Quote::fromJson(o.value(QStringLiteral("sourceSays")));
    c.main = o.value(QStringLiteral("main")).toBool();
    c.checkedByModel = o.value(QStringLiteral("checkedByModel")).toBool();
    return c;
}

QJsonObject Contradiction::toJson() const
{
    QJsonArray list;
    for (const Side& s : sides) {
        list.append(QJsonObject{{QStringLiteral("chunkId"), s.chunkId},
                                {QStringLiteral("heading"), s.label},
                                {QStringLiteral("source"), s.path},
                                {QStringLiteral("value"), s.value},
                                {QStringLiteral("quote"), s.quote.toJson()}});
    }
    return {{QStringLiteral("subject"), subject}, {QStringLiteral("sides"), list}, {QStringLiteral("named"), named}};
}

Contradiction Contradiction::fromJson(const QJsonObject& o)
{
    Contradiction c;
    c.subject = o.value(QStringLiteral("subject")).toString();
    c.named = o.value(QStringLiteral("named")).toBool();
    for (const QJsonValue& v : o.value(QStringLiteral("sides")).toArray()) {
        const QJsonObject s = v.toObject();
        c.sides.append({s.value(QStringLiteral("chunkId")).toInteger(), s.value(QStringLiteral("heading")).toString(),
                        s.value(QStringLiteral("source")).toString(), s.value(QStringLiteral("value")).toString(),
                        Quote::fromJson(s.value(QStringLiteral("quote"))).value_or(Quote{})});
    }
    return c;
}

int Grounding::unsupportedCount() const
{
    return int(std::count_if(claims.cbegin(), claims.cend(), [](const Claim& c) { return !c.supported(); }));
}

bool Grounding::answerUnsupported() const
{
    if (claims.isEmpty())
        return false;
    const bool anySupported = std::any_of(claims.cbegin(), claims.cend(), [](const Claim& c) { return c.supported(); });
    const bool mainUnsupported =
        std::any_of(claims.cbegin(), claims.cend(), [](const Claim& c) { return c.main && !c.supported(); });
    return !anySupported || mainUnsupported;
}

QJsonObject Grounding::toJson() const
{
    QJsonArray claimList;
    for (const Claim& c : claims)
        claimList.append(c.toJson());
    QJsonArray contradictionList;
    for (const Contradiction& c : contradictions)
        contradictionList.append(c.toJson());
    QJsonObject o{{QStringLiteral("claims"), claimList},
                  {QStringLiteral("contradictions"), contradictionList},
                  {QStringLiteral("unsupported"), unsupportedCount()},
                  {QStringLiteral("checkMs"), checkMs}};
    if (!modelDeployment.isEmpty())
        o.insert(QStringLiteral("modelDeployment"), modelDeployment);
    if (!modelError.isEmpty())
        o.insert(QStringLiteral("modelError"), modelError);
    return o;
}

Grounding Grounding::fromJson(const QJsonObject& o)
{
    Grounding g;
    g.checked = !o.isEmpty();
    for (const QJsonValue& v : o.value(QStringLiteral("claims")).toArray())
        g.claims.append(Claim::fromJson(v.toObject()));
    for (const QJsonValue& v : o.value(QStringLiteral("contradictions")).toArray())
        g.contradictions.append(Contradiction::fromJson(v.toObject()));
    g.modelDeployment = o.value(QStringLiteral("modelDeployment")).toString();
    g.modelError = o.value(QStringLiteral("modelError")).toString();
    g.checkMs = o.value(QStringLiteral("checkMs")).toInteger();
    return g;
}

} // namespace lotse
