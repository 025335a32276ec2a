// SPDX-License-Identifier: GPL-3.0-or-later
#include "Error.h"

namespace lotse {

QString Error::codeName() const
{
    switch (code) {
    case Code::InvalidInput:
        return QStringLiteral("invalid-input");
    case Code::NotFound:
        return QStringLiteral("not-found");
    case Code::Io:
        return QStringLiteral("io");
    case Code::Unsupported:
        return QStringLiteral("unsupported");
    case Code::Database:
        return QStringLiteral("database");
    case Code::Cancelled:
        return QStringLiteral("cancelled");
    case Code::MissingCredential:
        return QStringLiteral("missing-credential");
    case Code::InvalidSetting:
        return QStringLiteral("invalid-setting");
    case Code::Unreachable:
        return QStringLiteral("unreachable");
    case Code::Internal:
        break;
    }
    return QStringLiteral("internal");
}

} // namespace lotse
