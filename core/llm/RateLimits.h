// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QHash>

namespace lotse {

// What a provider says about its rate limits on every response (Azure OpenAI and OpenAI:
// x-ratelimit-{limit,remaining,reset}-{requests,tokens}). -1 where a header is absent or unreadable.
struct RateLimits
{
    qint64 limitRequests = -1;
    qint64 limitTokens = -1;
    qint64 remainingRequests = -1;
    qint64 remainingTokens = -1;
    qint64 resetRequestsMs = -1; // until the request budget is full again
    qint64 resetTokensMs = -1;

    bool known() const { return remainingRequests >= 0 || remainingTokens >= 0; }

    // Header names in lower case.
    static RateLimits fromHeaders(const QHash<QByteArray, QByteArray>& headers);
    // "1s", "6m0s", "20ms", "1.5s", "1h2m3.5s" (OpenAI, Go durations) or a bare number of seconds
    // (as some proxies send); -1 when unreadable.
    static qint64 parseDurationMs(const QByteArray& value);
};

} // namespace lotse
