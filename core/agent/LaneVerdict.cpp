// SPDX-License-Identifier: GPL-3.0-or-later
#include "LaneVerdict.h"

namespace lotse {

QJsonObject LaneVerdict::toJson() const
{
    QJsonObject json{{QStringLiteral("subQuestion"), subQuestion}, {QStringLiteral("ms"), ms}};
    if (graded())
        json.insert(QStringLiteral("verdict"), verdict.toJson());
    else
        json.insert(QStringLiteral("error"), error);
    return json;
}

LaneVerdict LaneVerdict::fromJson(const QJsonObject& json)
{
    LaneVerdict lane;
    lane.subQuestion = json.value(QStringLiteral("subQuestion")).toString();
    lane.ms = json.value(QStringLiteral("ms")).toInteger();
    lane.error = json.value(QStringLiteral("error")).toString();
    lane.verdict = Verdict::fromJson(json.value(QStringLiteral("verdict")).toObject());
    return lane;
}

QJsonArray LaneVerdict::toJson(const QList<LaneVerdict>& lanes)
{
    QJsonArray out;
    for (const LaneVerdict& lane : lanes)
        out.append(lane.toJson());
    return out;
}

QList<LaneVerdict> LaneVerdict::listFromJson(const QJsonValue& json)
{
    QList<LaneVerdict> lanes;
    const QJsonArray array = json.toArray();
    for (const QJsonValue& v : array)
        lanes.append(fromJson(v.toObject()));
    return lanes;
}

} // namespace lotse
