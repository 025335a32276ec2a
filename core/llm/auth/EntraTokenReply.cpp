// SPDX-License-Identifier: GPL-3.0-or-later
#include "EntraTokenReply.h"

#include <QJsonDocument>

namespace lotse {

QString EntraTokenReply::accountOf(const QString& jwt)
{
    const QStringList parts = jwt.split(QLatin1Char('.'));
    if (parts.size() < 2)
        return {};
    const QJsonObject claims =
        QJsonDocument::fromJson(QByteArray::fromBase64(parts.at(1).toLatin1(), QByteArray::Base64UrlEncoding)).object();
    for (const char* claim : {"preferred_username", "upn", "email", "unique_name", "name"}) {
        const QString value = claims.value(QLatin1String(claim)).toString();
        if (!value.isEmpty())
            return value;
    }
    return {};
}

Result<EntraTokenReply> EntraTokenReply::parse(int status, const QByteArray& body, const QDateTime& nowUtc)
{
    const QJsonObject o = QJsonDocument::fromJson(body).object();
    const QString error = o.value(QStringLiteral("error")).toString();
    if (status != 200 || !error.isEmpty()) {
        // "AADSTS70008: The provided authorization code or refresh token has expired …": the first
        // sentence says why; the rest is trace ids.
        const QString description =
            o.value(QStringLiteral("error_description")).toString().section(QLatin1Char('\n'), 0, 0);
        if (error == QStringLiteral("invalid_grant") || error == QStringLiteral("interaction_required"))
            return Error::make(Error::Code::InvalidInput,
                               tr("The Microsoft Entra ID sign-in is no longer valid (%1). Sign in again (Settings → "
                                  "Model Provider → Sign In…), or sign out with `lotse-cli config sign-out` to use "
                                  "the Azure CLI's account.")
                                   .arg(description.left(200)));
        return Error::make(Error::Code::Io,
                           tr("Microsoft Entra ID refused the token request (HTTP %1: %2 %3).")
                               .arg(status)
                               .arg(error.isEmpty() ? tr("no error code") : error, description.left(200)));
    }
    EntraTokenReply r;
    r.access.value = o.value(QStringLiteral("access_token")).toString();
    const QJsonValue expiresIn = o.value(QStringLiteral("expires_in"));
    const qint64 seconds = expiresIn.isString() ? expiresIn.toString().toLongLong() : qint64(expiresIn.toDouble());
    if (r.access.value.isEmpty() || seconds <= 0)
        return Error::make(Error::Code::Io, tr("Microsoft Entra ID answered without an access token."));
    r.access.expiresAt = nowUtc.addSecs(seconds);
    r.refreshToken = o.value(QStringLiteral("refresh_token")).toString();
    r.account = accountOf(o.value(QStringLiteral("id_token")).toString());
    if (r.account.isEmpty())
        r.account = accountOf(r.access.value);
    return r;
}

} // namespace lotse
