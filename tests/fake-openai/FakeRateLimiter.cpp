// SPDX-License-Identifier: GPL-3.0-or-later
#include "FakeRateLimiter.h"

#include <QJsonArray>
#include <algorithm>

namespace lotse::fake {

RateLimit RateLimit::fromJson(const QJsonObject& json)
{
    RateLimit r;
    r.requests = json.value(QStringLiteral("requests")).toInt(0);
    r.tokens = json.value(QStringLiteral("tokens")).toInteger(0);
    r.windowMs = std::max(1, json.value(QStringLiteral("windowMs")).toInt(1000));
    return r;
}

void FakeRateLimiter::roll(const RateLimit& limit)
{
    if (!m_window.isValid() || m_window.elapsed() >= limit.windowMs) {
        m_window.start();
        m_requests = 0;
        m_tokens = 0;
    }
}

bool FakeRateLimiter::admit(const RateLimit& limit, qint64 tokens)
{
    if (!limit.enabled())
        return true;
    roll(limit);
    const bool requestsOk = limit.requests <= 0 || m_requests + 1 <= limit.requests;
    const bool tokensOk = limit.tokens <= 0 || m_tokens + tokens <= limit.tokens;
    if (!requestsOk || !tokensOk) {
        ++m_rejected;
        return false;
    }
    ++m_requests;
    m_tokens += tokens;
    return true;
}

qint64 FakeRateLimiter::msUntilReset(const RateLimit& limit)
{
    roll(limit);
    return std::max<qint64>(1, limit.windowMs - m_window.elapsed());
}

QHash<QByteArray, QByteArray> FakeRateLimiter::headers(const RateLimit& limit)
{
    if (!limit.enabled())
        return {{"x-ratelimit-limit-requests", "600"},
                {"x-ratelimit-remaining-requests", "599"},
                {"x-ratelimit-limit-tokens", "60000"},
                {"x-ratelimit-remaining-tokens", "59000"}};
    const QByteArray reset = QByteArray::number(msUntilReset(limit)) + "ms"; // OpenAI's duration format
    QHash<QByteArray, QByteArray> h;
    if (limit.requests > 0) {
        h.insert("x-ratelimit-limit-requests", QByteArray::number(limit.requests));
        h.insert("x-ratelimit-remaining-requests", QByteArray::number(std::max(0, limit.requests - m_requests)));
        h.insert("x-ratelimit-reset-requests", reset);
    }
    if (limit.tokens > 0) {
        h.insert("x-ratelimit-limit-tokens", QByteArray::number(limit.tokens));
        h.insert("x-ratelimit-remaining-tokens", QByteArray::number(std::max<qint64>(0, limit.tokens - m_tokens)));
        h.insert("x-ratelimit-reset-tokens", reset);
    }
    return h;
}

qint64 FakeRateLimiter::estimatedTokens(const QString& path, const QJsonObject& body)
{
    qint64 chars = 0;
    if (path == QStringLiteral("embeddings")) {
        const QJsonValue input = body.value(QStringLiteral("input"));
        chars += input.toString().size();
        for (const QJsonValue& v : input.toArray())
            chars += v.toString().size();
        return chars / 4;
    }
    for (const QJsonValue& m : body.value(QStringLiteral("messages")).toArray())
        chars += m.toObject().value(QStringLiteral("content")).toString().size();
    const qint64 maxTokens = body.value(QStringLiteral("max_completion_tokens"))
                                 .toInteger(body.value(QStringLiteral("max_tokens")).toInteger(0));
    return chars / 4 + maxTokens;
}

} // namespace lotse::fake
