// SPDX-License-Identifier: GPL-3.0-or-later
#include "TraceRound.h"

#include <QJsonArray>

namespace lotse {

QJsonObject TraceRound::toJson() const
{
    QJsonObject json{{QStringLiteral("round"), number}, {QStringLiteral("query"), query}};
    if (!subQueries.isEmpty())
        json.insert(QStringLiteral("subQueries"), QJsonArray::fromStringList(subQueries));
    if (hits) {
        QJsonArray array;
        for (const Hit& h : *hits)
            array.append(h.toJson());
        json.insert(QStringLiteral("hits"), array);
        json.insert(QStringLiteral("retrieveMs"), retrieveMs);
    }
    if (verdict) {
        json.insert(QStringLiteral("verdict"), verdict->toJson());
        json.insert(QStringLiteral("newQuery"), newQuery);
        json.insert(QStringLiteral("gradeMs"), gradeMs);
        json.insert(QStringLiteral("rewriteMs"), rewriteMs);
        if (speculation != ModelCall::Speculation::None)
            json.insert(QStringLiteral("speculation"), ModelCall::speculationName(speculation));
        if (!laneVerdicts.isEmpty())
            json.insert(QStringLiteral("lanes"), LaneVerdict::toJson(laneVerdicts));
        if (!checkError.isEmpty())
            json.insert(QStringLiteral("checkError"), checkError);
    }
    return json;
}

TraceRound TraceRound::fromJson(const QJsonObject& json, int number)
{
    TraceRound r;
    r.number = json.value(QStringLiteral("round")).toInt(number);
    r.query = json.value(QStringLiteral("query")).toString();
    for (const QJsonValue& q : json.value(QStringLiteral("subQueries")).toArray())
        r.subQueries.append(q.toString());
    if (json.contains(QStringLiteral("hits"))) {
        QList<Hit> hits;
        for (const QJsonValue& h : json.value(QStringLiteral("hits")).toArray())
            hits.append(Hit::fromJson(h.toObject()));
        r.hits = hits;
        r.retrieveMs = json.value(QStringLiteral("retrieveMs")).toInteger();
    }
    if (json.contains(QStringLiteral("verdict"))) {
        r.verdict = Verdict::fromJson(json.value(QStringLiteral("verdict")).toObject());
        r.newQuery = json.value(QStringLiteral("newQuery")).toString();
        r.gradeMs = json.value(QStringLiteral("gradeMs")).toInteger();
        r.rewriteMs = json.value(QStringLiteral("rewriteMs")).toInteger();
        r.speculation = ModelCall::speculationFromName(json.value(QStringLiteral("speculation")).toString());
        r.laneVerdicts = LaneVerdict::listFromJson(json.value(QStringLiteral("lanes")));
        r.checkError = json.value(QStringLiteral("checkError")).toString();
    }
    return r;
}

} // namespace lotse
