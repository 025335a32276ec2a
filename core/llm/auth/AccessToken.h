// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDateTime>
#include <QString>

namespace lotse {

// A Microsoft Entra ID access token: only ever in memory, never in a file, log, trace or output.
struct AccessToken
{
    QString value;
    QDateTime expiresAt; // UTC

    // Usable for at least `marginSeconds` more, so a request never starts with a token that runs out
    // on its way.
    bool validFor(qint64 marginSeconds, const QDateTime& nowUtc) const
    {
        return !value.isEmpty() && expiresAt.isValid() && nowUtc.secsTo(expiresAt) > marginSeconds;
    }
};

} // namespace lotse
