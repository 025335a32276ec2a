// SPDX-License-Identifier: GPL-3.0-or-later
#include "RateLimitGate.h"

#include <algorithm>

namespace lotse {

void RateLimitGate::update(const RateLimits& limits, qint64 nowMs, qint64 sentMs)
{
    if (!limits.known())
        return;
    if (sentMs >= 0 && sentMs < m_sentAt)
        return; // a stale view: it does not count the later request
    m_last = limits;
    m_at = nowMs;
    m_sentAt = std::max(m_sentAt, sentMs);
}

qint64 RateLimitGate::delayMs(qint64 tokens, int inFlightRequests, qint64 inFlightTokens, qint64 nowMs) const
{
    if (m_at < 0)
        return 0;
    const qint64 elapsed = nowMs - m_at;
    auto untilReset = [elapsed](qint64 resetMs) {
        return (resetMs >= 0 ? resetMs : defaultResetMs) + marginMs - elapsed;
    };
    qint64 wait = 0;
    if (m_last.remainingRequests >= 0 && m_last.remainingRequests - inFlightRequests < 1)
        wait = std::max(wait, untilReset(m_last.resetRequestsMs));
    const bool fitsAtAll = m_last.limitTokens < 0 || tokens <= m_last.limitTokens;
    if (m_last.remainingTokens >= 0 && fitsAtAll && m_last.remainingTokens - inFlightTokens < tokens)
        wait = std::max(wait, untilReset(m_last.resetTokensMs));
    return std::max<qint64>(0, wait);
}

qint64 RateLimitGate::estimateTokens(const QStringList& texts)
{
    qint64 tokens = 0;
    for (const QString& text : texts)
        tokens += (text.size() + 3) / 4 + 1;
    return tokens;
}

} // namespace lotse
