// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "RateLimits.h"

#include <QStringList>

namespace lotse {

// Paces requests by the rate-limit headers of the last response, so that a long run of batched
// requests slows down before the provider answers 429 instead of after (failed requests count
// against the limit too, and Azure enforces its per-minute limits over 1–10 s windows). Times are
// milliseconds on a monotonic clock the caller passes in, which keeps the rules testable.
class RateLimitGate final
{
public:
    // When a budget is spent and the provider did not say when it refills.
    static constexpr qint64 defaultResetMs = 1000;
    // Added to every wait for a refill: the provider's clock and ours count milliseconds apart, and
    // a request sent at the very instant its window ends may still be counted in it (a 429).
    static constexpr qint64 marginMs = 20;

    // `sentMs`: when the request behind these headers was sent. With several requests out, answers
    // can arrive out of order, and an older request's headers do not count a newer one the provider
    // already admitted: they are ignored once a newer request's headers are known.
    void update(const RateLimits& limits, qint64 nowMs, qint64 sentMs = -1);
    // How long to wait before sending a request estimated at `tokens`, while `inFlightRequests`
    // requests of `inFlightTokens` tokens are out and perhaps not yet counted in the last headers.
    // 0: send now. A request larger than the whole token limit is not held back (waiting would not
    // help; the provider's answer decides).
    qint64 delayMs(qint64 tokens, int inFlightRequests, qint64 inFlightTokens, qint64 nowMs) const;
    const RateLimits& last() const { return m_last; }

    // Roughly what a provider's limiter counts for embedding these texts: about four characters a
    // token, rounded up per text.
    static qint64 estimateTokens(const QStringList& texts);

private:
    RateLimits m_last;
    qint64 m_at = -1;
    qint64 m_sentAt = -1; // of the request behind m_last
};

} // namespace lotse
