// SPDX-License-Identifier: GPL-3.0-or-later
#include "FakeIdentityProvider.h"

#include <QCryptographicHash>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QUrlQuery>

namespace lotse::fake {

namespace {

QString randomToken(const char* prefix)
{
    return QLatin1String(prefix) + QString::number(QRandomGenerator::global()->generate64(), 36)
           + QString::number(QRandomGenerator::global()->generate64(), 36);
}

QString unsignedJwt(const QJsonObject& claims)
{
    const auto part = [](const QJsonObject& o) {
        return QString::fromLatin1(QJsonDocument(o)
                                       .toJson(QJsonDocument::Compact)
                                       .toBase64(QByteArray::Base64UrlEncoding | QByteArray::OmitTrailingEquals));
    };
    return part({{QStringLiteral("alg"), QStringLiteral("none")}, {QStringLiteral("typ"), QStringLiteral("JWT")}})
           + QLatin1Char('.') + part(claims) + QLatin1Char('.');
}

bool isLoopback(const QUrl& url)
{
    return url.scheme() == QStringLiteral("http")
           && (url.host() == QStringLiteral("127.0.0.1") || url.host() == QStringLiteral("localhost"));
}

QString formValue(const QUrlQuery& form, const char* key)
{
    return form.queryItemValue(QLatin1String(key), QUrl::FullyDecoded);
}

} // namespace

bool FakeIdentityProvider::handles(const QString& path)
{
    static const QRegularExpression endpoint(QStringLiteral("^/[^/]+/oauth2/v2\\.0/(authorize|token)$"));
    return endpoint.match(path).hasMatch();
}

FakeHttpReply FakeIdentityProvider::oauthError(const QString& error, const QString& description)
{
    FakeHttpReply r;
    r.status = 400;
    r.body = QJsonDocument(QJsonObject{{QStringLiteral("error"), error},
                                       {QStringLiteral("error_description"), description},
                                       {QStringLiteral("error_codes"), QJsonValue(70000)}})
                 .toJson(QJsonDocument::Compact);
    return r;
}

FakeHttpReply FakeIdentityProvider::handle(const QByteArray& method, const QUrl& url, const QByteArray& body)
{
    const QString tenant = url.path().section(QLatin1Char('/'), 1, 1);
    if (tenant != m_scenario.entra.tenant && tenant != QStringLiteral("organizations"))
        return oauthError(QStringLiteral("invalid_tenant"),
                          QStringLiteral("AADSTS90002: Tenant '%1' not found.").arg(tenant));
    if (url.path().endsWith(QStringLiteral("/authorize")) && method == "GET")
        return authorize(url);
    if (url.path().endsWith(QStringLiteral("/token")) && method == "POST")
        return token(body);
    FakeHttpReply r;
    r.status = 405;
    return r;
}

FakeHttpReply FakeIdentityProvider::authorize(const QUrl& url)
{
    const QUrlQuery q(url);
    const QUrl redirect(q.queryItemValue(QStringLiteral("redirect_uri"), QUrl::FullyDecoded));
    if (q.queryItemValue(QStringLiteral("client_id")) != m_scenario.entra.clientId)
        return oauthError(QStringLiteral("unauthorized_client"),
                          QStringLiteral("AADSTS700016: Application with identifier '%1' was not found in the "
                                         "directory.")
                              .arg(q.queryItemValue(QStringLiteral("client_id"))));
    // Only a loopback redirect, as a desktop app registration allows; the error goes to no one else.
    if (!isLoopback(redirect))
        return oauthError(QStringLiteral("invalid_request"),
                          QStringLiteral("AADSTS50011: The redirect URI '%1' does not match the redirect URIs "
                                         "configured for the application.")
                              .arg(redirect.toString()));
    QUrlQuery answer;
    answer.addQueryItem(QStringLiteral("state"), q.queryItemValue(QStringLiteral("state"), QUrl::FullyDecoded));
    const QString scope =
        q.queryItemValue(QStringLiteral("scope"), QUrl::FullyDecoded).replace(QLatin1Char('+'), QLatin1Char(' '));
    if (q.queryItemValue(QStringLiteral("response_type")) != QStringLiteral("code")) {
        answer.addQueryItem(QStringLiteral("error"), QStringLiteral("unsupported_response_type"));
    } else if (q.queryItemValue(QStringLiteral("code_challenge_method")) != QStringLiteral("S256")
               || q.queryItemValue(QStringLiteral("code_challenge")).size() < 43) {
        answer.addQueryItem(QStringLiteral("error"), QStringLiteral("invalid_request"));
        answer.addQueryItem(QStringLiteral("error_description"),
                            QStringLiteral("AADSTS9002325: Proof Key for Code Exchange is required for cross-origin "
                                           "authorization code redemption."));
    } else if (!scope.contains(QStringLiteral("https://cognitiveservices.azure.com/.default"))) {
        answer.addQueryItem(QStringLiteral("error"), QStringLiteral("invalid_scope"));
    } else {
        const QString code = randomToken("code-");
        m_codes.insert(code, {q.queryItemValue(QStringLiteral("client_id")), redirect.toString(),
                              q.queryItemValue(QStringLiteral("code_challenge")), scope});
        answer.addQueryItem(QStringLiteral("code"), code);
    }
    QUrl target = redirect;
    target.setQuery(answer);
    FakeHttpReply r;
    r.status = 302;
    r.headers.insert("location", target.toEncoded());
    r.contentType = "text/html";
    return r;
}

FakeHttpReply FakeIdentityProvider::tokens(const QString& scope)
{
    const QDateTime now = QDateTime::currentDateTimeUtc();
    const QString access = randomToken("entra-access-");
    m_accessTokens.insert(access, now.addSecs(m_scenario.entra.tokenLifetimeS));
    const QString refresh = randomToken("entra-refresh-");
    m_refreshTokens.insert(refresh, scope);
    const QJsonObject claims{{QStringLiteral("preferred_username"), m_scenario.entra.username},
                             {QStringLiteral("name"), QStringLiteral("Alice Example")},
                             {QStringLiteral("tid"), m_scenario.entra.tenant}};
    FakeHttpReply r;
    r.body = QJsonDocument(QJsonObject{{QStringLiteral("token_type"), QStringLiteral("Bearer")},
                                       {QStringLiteral("scope"), scope},
                                       {QStringLiteral("expires_in"), m_scenario.entra.tokenLifetimeS},
                                       {QStringLiteral("ext_expires_in"), m_scenario.entra.tokenLifetimeS},
                                       {QStringLiteral("access_token"), access},
                                       {QStringLiteral("refresh_token"), refresh},
                                       {QStringLiteral("id_token"), unsignedJwt(claims)}})
                 .toJson(QJsonDocument::Compact);
    return r;
}

FakeHttpReply FakeIdentityProvider::token(const QByteArray& body)
{
    const QUrlQuery form(QString::fromUtf8(body).replace(QLatin1Char('+'), QStringLiteral("%20")));
    if (formValue(form, "client_id") != m_scenario.entra.clientId)
        return oauthError(QStringLiteral("invalid_client"), QStringLiteral("AADSTS700016: unknown client."));
    const QString grant = formValue(form, "grant_type");
    if (grant == QStringLiteral("refresh_token")) {
        const QString refresh = formValue(form, "refresh_token");
        if (!m_refreshTokens.contains(refresh))
            return oauthError(QStringLiteral("invalid_grant"),
                              QStringLiteral("AADSTS70008: The provided authorization code or refresh token has "
                                             "expired due to inactivity."));
        ++m_refreshGrants;
        // A new refresh token comes with each grant; as with Entra ID, the old one stays valid until
        // it expires or is revoked.
        return tokens(m_refreshTokens.value(refresh));
    }
    if (grant != QStringLiteral("authorization_code"))
        return oauthError(QStringLiteral("unsupported_grant_type"), QStringLiteral("AADSTS70003"));
    const QString codeValue = formValue(form, "code");
    if (!m_codes.contains(codeValue))
        return oauthError(QStringLiteral("invalid_grant"),
                          QStringLiteral("AADSTS70008: The provided authorization code has expired."));
    const Code code = m_codes.take(codeValue); // a code is good for one redemption
    if (formValue(form, "redirect_uri") != code.redirectUri)
        return oauthError(QStringLiteral("invalid_grant"),
                          QStringLiteral("AADSTS500117: The reply uri specified in the request does not match."));
    const QByteArray verifier = formValue(form, "code_verifier").toLatin1();
    const QString challenge =
        QString::fromLatin1(QCryptographicHash::hash(verifier, QCryptographicHash::Sha256)
                                .toBase64(QByteArray::Base64UrlEncoding | QByteArray::OmitTrailingEquals));
    if (verifier.isEmpty() || challenge != code.challenge)
        return oauthError(QStringLiteral("invalid_grant"),
                          QStringLiteral("AADSTS501481: The Code_Verifier does not match the code_challenge supplied "
                                         "in the authorization request."));
    return tokens(code.scope);
}

bool FakeIdentityProvider::accepts(const QString& accessToken) const
{
    const QDateTime now = QDateTime::currentDateTimeUtc();
    if (m_accessTokens.contains(accessToken))
        return m_accessTokens.value(accessToken) > now;
    for (const StaticToken& t : m_scenario.entra.tokens) {
        if (t.token == accessToken)
            return t.expiresInS > 0;
    }
    return false;
}

} // namespace lotse::fake
