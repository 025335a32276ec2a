// SPDX-License-Identifier: GPL-3.0-or-later
#include "FakeChat.h"

#include "FakeFieldOrder.h"
#include "FakeModels.h"
#include "FakeResponses.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>

namespace lotse::fake {

QString FakeChat::lastUserMessage(const QJsonObject& body)
{
    const QJsonArray messages = body.value(QStringLiteral("messages")).toArray();
    for (qsizetype i = messages.size() - 1; i >= 0; --i) {
        const QJsonObject m = messages.at(i).toObject();
        if (m.value(QStringLiteral("role")).toString() != QStringLiteral("user"))
            continue;
        const QJsonValue content = m.value(QStringLiteral("content"));
        if (content.isString())
            return content.toString();
        QString text;
        for (const QJsonValue& part : content.toArray())
            text += part.toObject().value(QStringLiteral("text")).toString();
        return text;
    }
    return {};
}

QByteArray FakeChat::scripted(const QJsonObject& body, const QStringList& fieldOrder, FakeReply& reply) const
{
    const QString schema = body.value(QStringLiteral("response_format"))
                               .toObject()
                               .value(QStringLiteral("json_schema"))
                               .toObject()
                               .value(QStringLiteral("name"))
                               .toString();
    const QString prompt = lastUserMessage(body);
    const ChatRule* rule = m_scenario.ruleFor(prompt, schema);
    reply.refusal = rule ? rule->refusal : QString();
    reply.finishReason = rule ? rule->finishReason : QStringLiteral("stop");
    reply.filtered = rule ? rule->filtered : QStringList();
    QString text =
        QString::fromUtf8(rule ? rule->content : QByteArray(schema.isEmpty() ? "I cannot help with that." : "{}"));
    const QByteArray resolved = resolvePassages(text, prompt).toUtf8();
    // A structured reply writes its fields in the schema's order, as the service does.
    const QJsonDocument structured = schema.isEmpty() ? QJsonDocument() : QJsonDocument::fromJson(resolved);
    return structured.isObject() ? FakeFieldOrder::ordered(structured.object(), fieldOrder) : resolved;
}

// Like a grounded model, "{cite:Entitlement}" becomes a link to the passage in the prompt whose
// source contains "Entitlement" ("{cite:Entitlement|30 working days}": the first such passage that
// also says "30 working days"); one that matches no passage becomes a link to a passage that was
// never shown (an invented citation). In a structured reply "\"{id:Entitlement}\"" becomes that
// passage's id as a number (0 when none matches).
QString FakeChat::resolvePassages(QString text, const QString& prompt)
{
    static const QRegularExpression ref(QStringLiteral("(\"?)\\{(cite|id):([^}|]+)(?:\\|([^}]+))?\\}(\"?)"));
    static const QRegularExpression passage(
        QStringLiteral("<passage id=\"(\\d+)\" source=\"([^\"]*)\"[^>]*>(.*?)</passage>"),
        QRegularExpression::DotMatchesEverythingOption);
    QRegularExpressionMatch m;
    while ((m = ref.match(text)).hasMatch()) {
        QString id, source = m.captured(3);
        auto it = passage.globalMatch(prompt);
        while (it.hasNext() && id.isEmpty()) {
            const QRegularExpressionMatch p = it.next();
            if (p.captured(2).contains(m.captured(3)) && p.captured(3).contains(m.captured(4)))
                id = p.captured(1), source = p.captured(2);
        }
        const QString replacement = m.captured(2) == QLatin1String("id")
                                        ? (id.isEmpty() ? QStringLiteral("0") : id)
                                        : m.captured(1)
                                              + QStringLiteral("[%1](lotse://chunk/%2)")
                                                    .arg(source, id.isEmpty() ? QStringLiteral("999999") : id)
                                              + m.captured(5);
        text.replace(m.capturedStart(), m.capturedLength(), replacement);
    }
    return text;
}

int FakeChat::reasoningSpend(const QJsonObject& body, const QString& model, const Fault* fault) const
{
    if (!FakeModels::reasons(model))
        return 0;
    if (fault && fault->reasoningTokens >= 0)
        return fault->reasoningTokens;
    const QString effort = body.value(QStringLiteral("reasoning_effort")).toString(QStringLiteral("medium"));
    return m_scenario.reasoningTokens.value(effort, m_scenario.reasoningTokens.value(QStringLiteral("medium")));
}

FakeReply FakeChat::reply(const QJsonObject& body, const QStringList& fieldOrder, const QString& model,
                          const Fault* fault)
{
    FakeReply r;
    r.model = model;
    r.content = scripted(body, fieldOrder, r);
    if (fault && fault->replyBytes > 0) {
        // A server that runs on and on, whatever the budget said (a broken proxy, a runaway model).
        r.content += QByteArray(fault->replyBytes - r.content.size(), 'x');
        r.completionTokens = FakeResponses::tokens(QString::fromUtf8(r.content));
        return r;
    }
    const QJsonArray messages = body.value(QStringLiteral("messages")).toArray();
    r.promptTokens = FakeResponses::tokens(QString::fromUtf8(QJsonDocument(messages).toJson()));
    // Prompt caching: a prefix of 1,024 tokens or more that was sent before.
    const QString prefix = messages.first().toObject().value(QStringLiteral("content")).toString();
    if (r.promptTokens >= 1024 && m_seenPrefixes.contains(prefix))
        r.cachedTokens = 1024;
    m_seenPrefixes.insert(prefix);

    const QJsonValue limit = body.contains(QStringLiteral("max_completion_tokens"))
                                 ? body.value(QStringLiteral("max_completion_tokens"))
                                 : body.value(QStringLiteral("max_tokens"));
    const int budget = limit.isDouble() ? limit.toInt() : std::numeric_limits<int>::max();
    const int reasoning = reasoningSpend(body, model, fault);
    const int visible = r.refusal.isEmpty() ? FakeResponses::tokens(QString::fromUtf8(r.content)) : 0;
    if (reasoning >= budget) {
        // Thinking used the whole budget: nothing visible at all.
        r.reasoningTokens = budget;
        r.completionTokens = budget;
        r.content.clear();
        r.refusal.clear();
        r.finishReason = QStringLiteral("length");
        return r;
    }
    r.reasoningTokens = reasoning;
    if (reasoning + visible > budget) {
        const int left = budget - reasoning;
        r.content = QString::fromUtf8(r.content).left(left * 4).toUtf8(); // about four characters a token
        r.finishReason = QStringLiteral("length");
        r.completionTokens = budget;
        return r;
    }
    r.completionTokens = reasoning + visible;
    return r;
}

} // namespace lotse::fake
