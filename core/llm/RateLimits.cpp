// SPDX-License-Identifier: GPL-3.0-or-later
#include "RateLimits.h"

#include <cmath>

namespace lotse {

namespace {

qint64 count(const QHash<QByteArray, QByteArray>& headers, const char* name)
{
    bool ok = false;
    const qint64 n = headers.value(name).trimmed().toLongLong(&ok);
    return ok && n >= 0 ? n : -1;
}

qint64 duration(const QHash<QByteArray, QByteArray>& headers, const char* name)
{
    return headers.contains(name) ? RateLimits::parseDurationMs(headers.value(name)) : -1;
}

} // namespace

qint64 RateLimits::parseDurationMs(const QByteArray& raw)
{
    const QByteArray value = raw.trimmed().toLower();
    if (value.isEmpty())
        return -1;
    bool ok = false;
    const double seconds = value.toDouble(&ok);
    if (ok)
        return seconds >= 0 && seconds < 1e7 ? qint64(std::ceil(seconds * 1000.0)) : -1;
    // A sequence of <number><unit>, units h, m, s, ms (Go's time.Duration.String()).
    double ms = 0;
    qsizetype i = 0;
    while (i < value.size()) {
        const qsizetype start = i;
        while (i < value.size() && (std::isdigit(uchar(value.at(i))) || value.at(i) == '.'))
            ++i;
        const double number = value.mid(start, i - start).toDouble(&ok);
        if (!ok || i == start)
            return -1;
        const qsizetype unitStart = i;
        while (i < value.size() && std::isalpha(uchar(value.at(i))))
            ++i;
        const QByteArray unit = value.mid(unitStart, i - unitStart);
        if (unit == "h")
            ms += number * 3600000.0;
        else if (unit == "m")
            ms += number * 60000.0;
        else if (unit == "s")
            ms += number * 1000.0;
        else if (unit == "ms")
            ms += number;
        else
            return -1;
    }
    return ms < 1e10 ? qint64(std::ceil(ms)) : -1;
}

RateLimits RateLimits::fromHeaders(const QHash<QByteArray, QByteArray>& headers)
{
    RateLimits r;
    r.limitRequests = count(headers, "x-ratelimit-limit-requests");
    r.limitTokens = count(headers, "x-ratelimit-limit-tokens");
    r.remainingRequests = count(headers, "x-ratelimit-remaining-requests");
    r.remainingTokens = count(headers, "x-ratelimit-remaining-tokens");
    r.resetRequestsMs = duration(headers, "x-ratelimit-reset-requests");
    r.resetTokensMs = duration(headers, "x-ratelimit-reset-tokens");
    return r;
}

} // namespace lotse
