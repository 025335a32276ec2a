// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "llm/auth/AccessTokenSource.h"

#include <atomic>

namespace lotse::test {

// Access tokens without an identity provider: the same token, valid for `validForSeconds` from
// each fetch; counts the fetches.
class FixedTokenSource final : public AccessTokenSource
{
public:
    explicit FixedTokenSource(QString token, qint64 validForSeconds = 3600)
        : m_token(std::move(token))
        , m_validFor(validForSeconds)
    {}
    QString origin() const override { return QStringLiteral("a test's token"); }
    int fetches() const { return m_fetches; }

protected:
    void fetch(QObject*, Done done) override
    {
        ++m_fetches;
        done(AccessToken{m_token, QDateTime::currentDateTimeUtc().addSecs(m_validFor)});
    }

private:
    QString m_token;
    qint64 m_validFor;
    std::atomic<int> m_fetches{0};
};

} // namespace lotse::test
