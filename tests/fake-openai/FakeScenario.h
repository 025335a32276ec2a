// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "FakeRateLimiter.h"

#include <QByteArray>
#include <QHash>
#include <QJsonObject>
#include <QList>
#include <QString>

namespace lotse::fake {

// What the fake server does when, loaded from a scenario file or set by a test:
//   {"apiKey": "...", "keyAuth": true,
//    "deployments": ["chat", "embed"] | {"prod-gpt": {"model": "gpt-5.4-mini"}, "embed": {"model": "…"}},
//    "embeddingDimensions": 64, "chunkDelayMs": 0,
//    "reasoningTokens": {"minimal": 64, "low": 768, "medium": 2560, "high": 8192},
//    "entra": {"tenant": "contoso", "clientId": "…", "username": "alice@contoso.example",
//              "tokenLifetimeS": 3600, "tokens": [{"token": "…", "expiresInS": 3600}]},
//    "chat": [{"match": "vacation", "without": "30 working days", "schema": "verdict", "content": {...} | "text",
//    "refusal": null,
//              "finishReason": "stop", "filtered": ["violence"]}],
//    "faults": [{"path": "chat", "match": "retry me", "times": 2, "status": 429, "headers": {"retry-after-ms": "50"},
//                "body": {...}, "delayMs": 0, "hang": false, "drop": false, "cutAfterChunks": -1, "reasoningTokens":
//                -1, "streamErrorAfterChunks": -1, "streamErrorStyle": "event" | "chunk", "streamErrorMessage": "…",
//                "keepAliveMs": 0, "stallAfterChunks": -1, "replyBytes": 0}],
//    "rateLimit": {"requests": 10, "tokens": 5000, "windowMs": 1000},
//    "latency": {"firstTokenMs": 600, "tokensPerSecond": 60, "embeddingMs": 150}}
// A deployment listed by name only is backed by a model of that name. Models of the GPT-5 family
// and the o-series reason: they refuse what the service refuses for them and spend reasoning
// tokens out of max_completion_tokens.
struct ChatRule
{
    QString match;  // case-insensitive substring of the last user message ("" matches all)
    QString schema; // response_format.json_schema.name it applies to ("" any)
    QByteArray content;
    QString refusal;
    QString finishReason = QStringLiteral("stop");
    QStringList filtered{}; // content filter categories marked filtered in the reply ("violence", …)
    QString without{};      // the rule applies only when the last user message does not hold this ("": always)
};

struct Fault
{
    QString path;  // substring of the request path ("chat", "embeddings", "" = any)
    QString match; // substring of the request body ("" = any)
    int times = 1;
    int status = 0; // 0: answer normally after the delay
    QHash<QByteArray, QByteArray> headers;
    QByteArray body;
    int delayMs = 0;                                    // before the first byte
    bool hang = false;                                  // never answer
    int cutAfterChunks = -1;                            // streaming: close the connection after this many chunks
    int reasoningTokens = -1;                           // a reasoning model spends this many instead of its usual
    int streamErrorAfterChunks = -1;                    // streaming: an error instead of the rest of the stream
    QString streamErrorStyle = QStringLiteral("event"); // "event: error", or a data chunk with "error"
    QString streamErrorMessage = QStringLiteral("The server had an error while processing your request.");
    int keepAliveMs = 0;       // streaming: with stallAfterChunks, only ": keep-alive" comments from then on
    int stallAfterChunks = -1; // streaming: the model stalls after this many chunks
    qint64 replyBytes = 0;     // the reply's content padded to this size (a runaway model)
    bool drop = false;         // close the connection without an answer, after the whole request arrived
};

struct StaticToken
{
    QString token;
    qint64 expiresInS = 3600;
};

// The tenant's app registration and the account the fake identity provider signs in.
struct EntraScenario
{
    QString tenant = QStringLiteral("contoso");
    QString clientId;
    QString username = QStringLiteral("alice@contoso.example");
    qint64 tokenLifetimeS = 3600;
    QList<StaticToken> tokens; // accepted without a sign-in (what a stand-in `az` prints)
};

// How long the service takes, as measured on a busy deployment: the first token after
// `firstTokenMs` plus the reasoning tokens' time, then `tokensPerSecond`; an embedding request in
// `embeddingMs`. All zero (the default): at once, except for the scenario's chunkDelayMs.
struct Latency
{
    int firstTokenMs = 0;
    double tokensPerSecond = 0; // 0: no generation time
    int embeddingMs = 0;

    bool isSet() const { return firstTokenMs > 0 || tokensPerSecond > 0 || embeddingMs > 0; }
    // Milliseconds to generate `tokens` (reasoning or visible).
    int generationMs(int tokens) const { return tokensPerSecond > 0 ? int(tokens * 1000.0 / tokensPerSecond) : 0; }
};

struct Scenario
{
    QString apiKey;      // when set, requests must carry it (api-key header or Bearer)
    bool keyAuth = true; // false: an api-key header gets 403 AuthenticationTypeDisabled
    QStringList deployments;
    QHash<QString, QString> models; // deployment → the model behind it
    int embeddingDimensions = 64;
    int chunkDelayMs = 0;
    QHash<QString, int> reasoningTokens{{QStringLiteral("minimal"), 64},
                                        {QStringLiteral("low"), 768},
                                        {QStringLiteral("medium"), 2560},
                                        {QStringLiteral("high"), 8192}};
    EntraScenario entra;
    QList<ChatRule> chat;
    QList<Fault> faults;
    RateLimit rateLimit; // over it: 429 with retry-after-ms, as Azure answers
    Latency latency;

    static Scenario fromJson(const QJsonObject& json);
    // Takes the next fault that applies to `path`, if any.
    bool takeFault(const QString& path, const QByteArray& body, Fault& out);
    const ChatRule* ruleFor(const QString& lastUserMessage, const QString& schema) const;
    // The model behind a deployment (its own name when none is given).
    QString modelOf(const QString& deployment) const { return models.value(deployment, deployment); }
    // Adds a deployment backed by `model`.
    void deploy(const QString& deployment, const QString& model);
};

} // namespace lotse::fake
