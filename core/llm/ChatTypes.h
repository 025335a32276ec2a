// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ReasoningEffort.h"

#include <QJsonObject>
#include <QList>
#include <QMetaType>
#include <QString>

namespace lotse {

// Tokens as the provider counts them. Reasoning tokens are part of the completion tokens (billed
// as output, never shown); cached tokens are part of the prompt tokens (billed at a lower price).
struct TokenUsage
{
    int promptTokens = 0;
    int completionTokens = 0;
    int reasoningTokens = 0;
    int cachedTokens = 0;
    int total() const { return promptTokens + completionTokens; }
    TokenUsage& operator+=(const TokenUsage& other)
    {
        promptTokens += other.promptTokens;
        completionTokens += other.completionTokens;
        reasoningTokens += other.reasoningTokens;
        cachedTokens += other.cachedTokens;
        return *this;
    }
    // From a reply's "usage" object (completion_tokens_details, prompt_tokens_details included).
    static TokenUsage fromReply(const QJsonObject& usage);
    // As traces and --json write it: promptTokens, completionTokens, reasoningTokens, cachedTokens.
    QJsonObject toJson() const;
    static TokenUsage fromJson(const QJsonObject& json);
};

struct ChatMessage
{
    QString role; // "system", "developer", "user", "assistant"
    QString content;
};

struct ChatRequest
{
    QList<ChatMessage> messages;
    QString schemaName; // with jsonSchema: structured output, strict
    QJsonObject jsonSchema;
    // The visible reply's budget. A reasoning model gets the allowance of `effort` on top, as
    // max_completion_tokens counts its thinking too.
    int maxTokens = 1024;
    int budgetFactor = 1;   // the whole budget times this: a retry after a reply cut off asks for more
    double temperature = 0; // not sent to reasoning models
    bool stream = false;
    ReasoningEffort effort = ReasoningEffort::Low; // sent to reasoning models only
    qsizetype maxContentChars = 100000;            // a longer reply fails as too large
};

struct ChatResult
{
    QString content;
    QString refusal; // a safety refusal instead of content (structured output)
    QString finishReason;
    QString model; // the model behind the deployment, as the reply names it
    TokenUsage usage;

    // The model reached its token budget before it finished (finish_reason "length").
    bool truncated() const { return finishReason == QStringLiteral("length"); }
};

} // namespace lotse

Q_DECLARE_METATYPE(lotse::ChatResult)
Q_DECLARE_METATYPE(lotse::TokenUsage)
