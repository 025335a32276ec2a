// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QHash>

namespace lotse {

// When to try a provider call again and how long to wait, as the official OpenAI SDKs and the
// Azure docs do: connection errors, 409, 429 and 5xx are retried with exponential backoff and
// jitter; a server's retry-after-ms / Retry-After wins; x-should-retry overrides; 400, 401, 403,
// 404 and content filtering never are. Unlike the SDKs, 408 and 504 are not retried either: they
// mean the call was slow, and a slow call is never sent twice (HttpCall). A wait longer than maxRetryAfterMs means the
// quota is gone, not busy: give up at once instead of sleeping for a day.
class RetryPolicy final
{
public:
    struct Decision
    {
        bool retry = false;
        int delayMs = 0;
        bool quotaExhausted = false; // the server asked for an absurd wait
    };

    int maxRetries = 3;
    int baseDelayMs = 500;
    int maxDelayMs = 8000;
    int maxRetryAfterMs = 60000;

    // `attempt` counts from 0 (the first retry); `httpStatus` 0 means no HTTP response (connection
    // error, timeout); header names are lower case; `jitter` in [0, 1) makes tests deterministic.
    Decision decide(int attempt, int httpStatus, const QHash<QByteArray, QByteArray>& headers, double jitter) const;

    static bool isRetryableStatus(int httpStatus);
    // retry-after-ms, then Retry-After (seconds or an HTTP date); -1 when absent or unreadable.
    static int retryAfterMs(const QHash<QByteArray, QByteArray>& headers);
};

} // namespace lotse
