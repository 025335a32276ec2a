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
//   {"apiKey": "...", "deployments": ["chat", "embed"], "embeddingDimensions": 64, "chunkDelayMs": 0,
//    "chat": [{"match": "vacation", "schema": "verdict", "content": {...} | "text", "refusal": null,
//              "finishReason": "stop"}],
//    "faults": [{"path": "chat", "match": "retry me", "times": 2, "status": 429, "headers": {"retry-after-ms": "50"},
//                "body": {...}, "delayMs": 0, "hang": false, "cutAfterChunks": -1}],
//    "rateLimit": {"requests": 10, "tokens": 5000, "windowMs": 1000}}
struct ChatRule
{
    QString match;  // case-insensitive substring of the last user message ("" matches all)
    QString schema; // response_format.json_schema.name it applies to ("" any)
    QByteArray content;
    QString refusal;
    QString finishReason = QStringLiteral("stop");
};

struct Fault
{
    QString path;  // substring of the request path ("chat", "embeddings", "" = any)
    QString match; // substring of the request body ("" = any)
    int times = 1;
    int status = 0; // 0: answer normally after the delay
    QHash<QByteArray, QByteArray> headers;
    QByteArray body;
    int delayMs = 0;
    bool hang = false;       // never answer
    int cutAfterChunks = -1; // streaming: close the connection after this many chunks
};

struct Scenario
{
    QString apiKey; // when set, requests must carry it (api-key header or Bearer)
    QStringList deployments;
    int embeddingDimensions = 64;
    int chunkDelayMs = 0;
    QList<ChatRule> chat;
    QList<Fault> faults;
    RateLimit rateLimit; // over it: 429 with retry-after-ms, as Azure answers

    static Scenario fromJson(const QJsonObject& json);
    // Takes the next fault that applies to `path`, if any.
    bool takeFault(const QString& path, const QByteArray& body, Fault& out);
    const ChatRule* ruleFor(const QString& lastUserMessage, const QString& schema) const;
};

} // namespace lotse::fake
