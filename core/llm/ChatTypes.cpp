// SPDX-License-Identifier: GPL-3.0-or-later
#include "ChatTypes.h"

namespace lotse {

TokenUsage TokenUsage::fromReply(const QJsonObject& usage)
{
    TokenUsage u;
    u.promptTokens = usage.value(QStringLiteral("prompt_tokens")).toInt();
    u.completionTokens = usage.value(QStringLiteral("completion_tokens")).toInt();
    u.reasoningTokens = usage.value(QStringLiteral("completion_tokens_details"))
                            .toObject()
                            .value(QStringLiteral("reasoning_tokens"))
                            .toInt();
    u.cachedTokens =
        usage.value(QStringLiteral("prompt_tokens_details")).toObject().value(QStringLiteral("cached_tokens")).toInt();
    return u;
}

QJsonObject TokenUsage::toJson() const
{
    return {{QStringLiteral("promptTokens"), promptTokens},
            {QStringLiteral("completionTokens"), completionTokens},
            {QStringLiteral("reasoningTokens"), reasoningTokens},
            {QStringLiteral("cachedTokens"), cachedTokens}};
}

TokenUsage TokenUsage::fromJson(const QJsonObject& json)
{
    // Traces written before reasoning and cached tokens were counted have neither: 0.
    TokenUsage u;
    u.promptTokens = json.value(QStringLiteral("promptTokens")).toInt();
    u.completionTokens = json.value(QStringLiteral("completionTokens")).toInt();
    u.reasoningTokens = json.value(QStringLiteral("reasoningTokens")).toInt();
    u.cachedTokens = json.value(QStringLiteral("cachedTokens")).toInt();
    return u;
}

} // namespace lotse
