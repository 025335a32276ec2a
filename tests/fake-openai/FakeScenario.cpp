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

Fault faultFromJson(const QJsonObject& o)
{
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
    f.drop = o.value(QStringLiteral("drop")).toBool(false);
    f.cutAfterChunks = o.value(QStringLiteral("cutAfterChunks")).toInt(-1);
    f.reasoningTokens = o.value(QStringLiteral("reasoningTokens")).toInt(-1);
    f.streamErrorAfterChunks = o.value(QStringLiteral("streamErrorAfterChunks")).toInt(-1);
    f.streamErrorStyle = o.value(QStringLiteral("streamErrorStyle")).toString(f.streamErrorStyle);
    f.streamErrorMessage = o.value(QStringLiteral("streamErrorMessage")).toString(f.streamErrorMessage);
    f.keepAliveMs = o.value(QStringLiteral("keepAliveMs")).toInt(0);
    f.stallAfterChunks = o.value(QStringLiteral("stallAfterChunks")).toInt(-1);
    f.replyBytes = o.value(QStringLiteral("replyBytes")).toInteger(0);
    return f;
}

EntraScenario entraFromJson(const QJsonObject& o)
{
    EntraScenario e;
    e.tenant = o.value(QStringLiteral("tenant")).toString(e.tenant);
    e.clientId = o.value(QStringLiteral("clientId")).toString();
    e.username = o.value(QStringLiteral("username")).toString(e.username);
    e.tokenLifetimeS = o.value(QStringLiteral("tokenLifetimeS")).toInteger(e.tokenLifetimeS);
    for (const QJsonValue& t : o.value(QStringLiteral("tokens")).toArray())
        e.tokens.append({t.toObject().value(QStringLiteral("token")).toString(),
                         t.toObject().value(QStringLiteral("expiresInS")).toInteger(3600)});
    return e;
}

} // namespace

void Scenario::deploy(const QString& deployment, const QString& model)
{
    if (!deployments.contains(deployment))
        deployments.append(deployment);
    models.insert(deployment, model);
}

Scenario Scenario::fromJson(const QJsonObject& json)
{
    Scenario s;
    s.apiKey = json.value(QStringLiteral("apiKey")).toString();
    s.keyAuth = json.value(QStringLiteral("keyAuth")).toBool(true);
    const QJsonValue deployments = json.value(QStringLiteral("deployments"));
    for (const QJsonValue& d : deployments.toArray())
        s.deployments.append(d.toString());
    const QJsonObject backed = deployments.toObject();
    for (auto it = backed.begin(); it != backed.end(); ++it)
        s.deploy(it.key(), it.value().toObject().value(QStringLiteral("model")).toString(it.key()));
    s.embeddingDimensions = json.value(QStringLiteral("embeddingDimensions")).toInt(64);
    s.chunkDelayMs = json.value(QStringLiteral("chunkDelayMs")).toInt(0);
    const QJsonObject reasoning = json.value(QStringLiteral("reasoningTokens")).toObject();
    for (auto it = reasoning.begin(); it != reasoning.end(); ++it)
        s.reasoningTokens.insert(it.key(), it.value().toInt());
    s.entra = entraFromJson(json.value(QStringLiteral("entra")).toObject());
    s.rateLimit = RateLimit::fromJson(json.value(QStringLiteral("rateLimit")).toObject());
    const QJsonObject latency = json.value(QStringLiteral("latency")).toObject();
    s.latency.firstTokenMs = latency.value(QStringLiteral("firstTokenMs")).toInt(0);
    s.latency.tokensPerSecond = latency.value(QStringLiteral("tokensPerSecond")).toDouble(0);
    s.latency.embeddingMs = latency.value(QStringLiteral("embeddingMs")).toInt(0);
    for (const QJsonValue& v : json.value(QStringLiteral("chat")).toArray()) {
        const QJsonObject o = v.toObject();
        ChatRule r;
        r.match = o.value(QStringLiteral("match")).toString();
        r.without = o.value(QStringLiteral("without")).toString();
        r.schema = o.value(QStringLiteral("schema")).toString();
        r.content = asBytes(o.value(QStringLiteral("content")));
        r.refusal = o.value(QStringLiteral("refusal")).toString();
        r.finishReason = o.value(QStringLiteral("finishReason")).toString(QStringLiteral("stop"));
        for (const QJsonValue& c : o.value(QStringLiteral("filtered")).toArray())
            r.filtered.append(c.toString());
        s.chat.append(r);
    }
    for (const QJsonValue& v : json.value(QStringLiteral("faults")).toArray())
        s.faults.append(faultFromJson(v.toObject()));
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
        if (!r.without.isEmpty() && lastUserMessage.contains(r.without, Qt::CaseInsensitive))
            continue;
        if (lastUserMessage.contains(r.match, Qt::CaseInsensitive))
            return &r;
    }
    return nullptr;
}

} // namespace lotse::fake
