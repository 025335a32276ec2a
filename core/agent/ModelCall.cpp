// SPDX-License-Identifier: GPL-3.0-or-later
#include "ModelCall.h"

namespace lotse {

QString ModelCall::speculationName(Speculation s)
{
    switch (s) {
    case Speculation::None:
        return {};
    case Speculation::Used:
        return QStringLiteral("used");
    case Speculation::Discarded:
        return QStringLiteral("discarded");
    }
    return {};
}

ModelCall::Speculation ModelCall::speculationFromName(const QString& name)
{
    if (name == QLatin1String("used"))
        return Speculation::Used;
    if (name == QLatin1String("discarded"))
        return Speculation::Discarded;
    return Speculation::None;
}

QJsonObject ModelCall::toJson() const
{
    QJsonObject out{
        {QStringLiteral("step"), step}, {QStringLiteral("round"), round}, {QStringLiteral("usage"), usage.toJson()}};
    if (estimated)
        out.insert(QStringLiteral("estimated"), true);
    if (speculation != Speculation::None) {
        out.insert(QStringLiteral("speculation"), speculationName(speculation));
        out.insert(QStringLiteral("headStartMs"), headStartMs);
    }
    return out;
}

ModelCall ModelCall::fromJson(const QJsonObject& json)
{
    ModelCall c;
    c.step = json.value(QStringLiteral("step")).toString();
    c.round = json.value(QStringLiteral("round")).toInt();
    c.usage = TokenUsage::fromJson(json.value(QStringLiteral("usage")).toObject());
    c.estimated = json.value(QStringLiteral("estimated")).toBool();
    c.speculation = speculationFromName(json.value(QStringLiteral("speculation")).toString());
    c.headStartMs = json.value(QStringLiteral("headStartMs")).toInteger();
    return c;
}

} // namespace lotse
