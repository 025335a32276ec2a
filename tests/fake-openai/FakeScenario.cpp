// SPDX-License-Identifier: GPL-3.0-or-later
#include "FakeScenario.h"

#include <QJsonArray>
#include <QJsonDocument>

namespace lotse::fake {

namespace {

QByteArray asBytes(const QJsonValue& v)
{
    if (v.isObject())
        return QJsonDocument(v.toObject()).toJson(QJsonDocument::Compact);
    if (v.isArray())
        return QJsonDocument(v.toArray()).toJson(QJsonDocument::Compact);
    return v.toString().toUtf8();
}

} // namespace

Scenario Scenario::fromJson(const QJsonObject& json)
{
    Scenario s;
    s.apiKey = json.value(QStringLiteral("apiKey")).toString();
    for (const QJsonValue& d : json.value(QStringLiteral("deployments")).toArray())
        s.deployments.append(d.toString());
    s.embeddingDimensions = json.value(QStringLiteral("embeddingDimensions")).toInt(64);
    s.chunkDelayMs = json.value(QStringLiteral("chunkDelayMs")).toInt(0);
    s.rateLimit = RateLimit::fromJson(json.value(QStringLiteral("rateLimit")).toObject());
    for (const QJsonValue& v : json.value(QStringLiteral("chat")).toArray()) {
        const QJsonObject o = v.toObject();
        ChatRule r;
        r.match = o.value(QStringLiteral("match")).toString();
        r.schema = o.value(QStringLiteral("schema")).toString();
        r.content = asBytes(o.value(QStringLiteral("content")));
        r.refusal = o.value(QStringLiteral("refusal")).toString();
        r.finishReason = o.value(QStringLiteral("finishReason")).toString(QStringLiteral("stop"));
        s.chat.append(r);
    }
    for (const QJsonValue& v : json.value(QStringLiteral("faults")).toArray()) {
        const QJsonObject o = v.toObject();
        Fault f;
        f.path = o.value(QStringLiteral("path")).toString();
        f.match = o.value(QStringLiteral("match")).toString();
        f.times = o.value(QStringLiteral("times")).toInt(1);
        f.status = o.value(QStringLiteral("status")).toInt(0);
        const QJsonObject headers = o.value(QStringLiteral("headers")).toObject();
        for (auto it = headers.begin(); it != headers.end(); ++it)
            f.headers.insert(it.key().toLower().toLatin1(), it.value().toString().toLatin1());
        f.body = asBytes(o.value(QStringLiteral("body")));
        f.delayMs = o.value(QStringLiteral("delayMs")).toInt(0);
        f.hang = o.value(QStringLiteral("hang")).toBool(false);
        f.cutAfterChunks = o.value(QStringLiteral("cutAfterChunks")).toInt(-1);
        s.faults.append(f);
    }
    return s;
}

bool Scenario::takeFault(const QString& path, const QByteArray& body, Fault& out)
{
    for (qsizetype i = 0; i < faults.size(); ++i) {
        Fault& f = faults[i];
        if (f.times <= 0 || !path.contains(f.path) || !body.contains(f.match.toUtf8()))
            continue;
        out = f;
        if (--f.times == 0)
            faults.removeAt(i);
        return true;
    }
    return false;
}

const ChatRule* Scenario::ruleFor(const QString& lastUserMessage, const QString& schema) const
{
    for (const ChatRule& r : chat) {
        if (!r.schema.isEmpty() && r.schema != schema)
            continue;
        if (lastUserMessage.contains(r.match, Qt::CaseInsensitive))
            return &r;
    }
    return nullptr;
}

} // namespace lotse::fake
