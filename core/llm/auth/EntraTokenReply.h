// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "AccessToken.h"
#include "common/Result.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QJsonObject>

namespace lotse {

// A Microsoft Entra ID token endpoint's answer (OAuth 2.0): the access token, a refresh token
// that may replace the one sent, and an id token that names the account.
struct EntraTokenReply
{
    Q_DECLARE_TR_FUNCTIONS(lotse::EntraTokenReply)

public:
    AccessToken access;
    QString refreshToken; // empty when the endpoint sent none
    QString account;      // preferred_username (or upn, email, name) of the id or access token

    // `status` is the HTTP status; an error body ({"error":"invalid_grant",…}) becomes a message
    // that says what to do.
    static Result<EntraTokenReply> parse(int status, const QByteArray& body, const QDateTime& nowUtc);
    // The account a token names: the claims of a JWT's payload (not verified: only shown).
    static QString accountOf(const QString& jwt);
};

} // namespace lotse
