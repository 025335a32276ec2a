// SPDX-License-Identifier: GPL-3.0-or-later
#include "RetryPolicy.h"

#include <QDateTime>
#include <QLocale>
#include <QTimeZone>
#include <algorithm>
#include <cmath>

namespace lotse {

bool RetryPolicy::isRetryableStatus(int httpStatus)
{
    // 408 and 504 say the call was slow, not that it failed: the service may still be working on it
    // and would bill it twice. (The official SDKs retry them; a reasoning call can cost minutes.)
    if (httpStatus == 408 || httpStatus == 504)
        return false;
    return httpStatus == 0 || httpStatus == 409 || httpStatus == 429 || httpStatus >= 500;
}

int RetryPolicy::retryAfterMs(const QHash<QByteArray, QByteArray>& headers)
{
    bool ok = false;
    if (headers.contains("retry-after-ms")) {
        const double ms = headers.value("retry-after-ms").trimmed().toDouble(&ok);
        if (ok && ms >= 0)
            return int(std::min(ms, 1e9));
    }
    if (!headers.contains("retry-after"))
        return -1;
    const QByteArray value = headers.value("retry-after").trimmed();
    const double seconds = value.toDouble(&ok);
    if (ok && seconds >= 0)
        return int(std::min(seconds * 1000.0, 1e9));
    // An HTTP date: "Wed, 21 Oct 2015 07:28:00 GMT".
    const QDateTime when =
        QLocale::c().toDateTime(QString::fromLatin1(value), QStringLiteral("ddd, dd MMM yyyy HH:mm:ss 'GMT'"));
    if (!when.isValid())
        return -1;
    QDateTime utc = when;
    utc.setTimeZone(QTimeZone::utc());
    return int(std::clamp<qint64>(QDateTime::currentDateTimeUtc().msecsTo(utc), 0, 1000000000));
}

RetryPolicy::Decision RetryPolicy::decide(int attempt, int httpStatus, const QHash<QByteArray, QByteArray>& headers,
                                          double jitter) const
{
    Decision d;
    if (attempt >= maxRetries)
        return d;
    const QByteArray should = headers.value("x-should-retry").trimmed().toLower();
    if (should == "false")
        return d;
    if (should != "true" && !isRetryableStatus(httpStatus))
        return d;
    const int serverWait = retryAfterMs(headers);
    if (serverWait > maxRetryAfterMs) {
        d.quotaExhausted = true;
        return d;
    }
    d.retry = true;
    if (serverWait >= 0) {
        d.delayMs = serverWait;
        return d;
    }
    const double backoff = std::min<double>(maxDelayMs, baseDelayMs * std::pow(2.0, attempt));
    // Up to 25 % less, so clients that failed together do not retry together.
    d.delayMs = int(backoff * (1.0 - 0.25 * std::clamp(jitter, 0.0, 1.0)));
    return d;
}

} // namespace lotse
