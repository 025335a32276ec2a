// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "FakeHttpReply.h"
#include "FakeScenario.h"

#include <QDateTime>
#include <QHash>
#include <QUrl>

namespace lotse::fake {

// A small Microsoft Entra ID for the sign-in tests, on the fake server's own port (the authority
// host is configurable in Lotse): /TENANT/oauth2/v2.0/authorize (authorization code with PKCE,
// S256 only, loopback redirects only) and /TENANT/oauth2/v2.0/token (authorization_code with the
// code_verifier, refresh_token with a new refresh token each time). It issues the access tokens that the fake
// OpenAI endpoints accept, as do the scenario's static tokens (what a stand-in `az` prints).
class FakeIdentityProvider final
{
public:
    explicit FakeIdentityProvider(const Scenario& scenario)
        : m_scenario(scenario)
    {}

    // Whether `path` is one of its endpoints.
    static bool handles(const QString& path);
    FakeHttpReply handle(const QByteArray& method, const QUrl& url, const QByteArray& body);
    // An access token this tenant would accept: issued here or listed by the scenario, not expired.
    bool accepts(const QString& accessToken) const;
    int issuedAccessTokens() const { return int(m_accessTokens.size()); }
    int refreshGrants() const { return m_refreshGrants; }

private:
    struct Code
    {
        QString clientId;
        QString redirectUri;
        QString challenge;
        QString scope;
    };
    FakeHttpReply authorize(const QUrl& url);
    FakeHttpReply token(const QByteArray& body);
    FakeHttpReply tokens(const QString& scope);
    static FakeHttpReply oauthError(const QString& error, const QString& description);

    const Scenario& m_scenario;
    QHash<QString, Code> m_codes;
    QHash<QString, QDateTime> m_accessTokens; // → expiry (UTC)
    QHash<QString, QString> m_refreshTokens;  // → scope
    int m_refreshGrants = 0;
};

} // namespace lotse::fake
