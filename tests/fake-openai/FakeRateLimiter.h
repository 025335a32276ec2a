// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QElapsedTimer>
#include <QHash>
#include <QJsonObject>

namespace lotse::fake {

// A provider's rate limit as Azure applies it: a budget of requests and tokens per window (Azure
// turns a per-minute quota into budgets over 1–10 s windows). 0 means no limit of that kind.
struct RateLimit
{
    int requests = 0;
    qint64 tokens = 0;
    int windowMs = 1000;
    bool enabled() const { return requests > 0 || tokens > 0; }
    static RateLimit fromJson(const QJsonObject& json);
};

// Counts requests and tokens in fixed windows and says when one is over the budget; the headers
// it reports are the real remaining budget and the time until the window ends.
class FakeRateLimiter final
{
public:
    // Counts a request of `tokens`; false (and nothing counted) when it does not fit the window.
    bool admit(const RateLimit& limit, qint64 tokens);
    qint64 msUntilReset(const RateLimit& limit);
    // x-ratelimit-* for the current window; static figures when no limit is set.
    QHash<QByteArray, QByteArray> headers(const RateLimit& limit);
    int rejected() const { return m_rejected; }

    // What Azure's limiter counts before it runs a request: about four characters a token of the
    // input, plus the requested max_tokens of a chat completion.
    static qint64 estimatedTokens(const QString& path, const QJsonObject& body);

private:
    void roll(const RateLimit& limit);

    QElapsedTimer m_window;
    int m_requests = 0;
    qint64 m_tokens = 0;
    int m_rejected = 0;
};

} // namespace lotse::fake
