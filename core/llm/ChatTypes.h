// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QJsonObject>
#include <QList>
#include <QMetaType>
#include <QString>

namespace lotse {

struct TokenUsage
{
    int promptTokens = 0;
    int completionTokens = 0;
    int total() const { return promptTokens + completionTokens; }
    TokenUsage& operator+=(const TokenUsage& other)
    {
        promptTokens += other.promptTokens;
        completionTokens += other.completionTokens;
        return *this;
    }
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
    int maxTokens = 1024;
    double temperature = 0; // not sent to reasoning models
    bool stream = false;
};

struct ChatResult
{
    QString content;
    QString refusal; // a safety refusal instead of content (structured output)
    QString finishReason;
    TokenUsage usage;
};

} // namespace lotse

Q_DECLARE_METATYPE(lotse::ChatResult)
Q_DECLARE_METATYPE(lotse::TokenUsage)
