// SPDX-License-Identifier: GPL-3.0-or-later
#include "AgentTypes.h"

namespace lotse {

QJsonObject AgentOptions::toJson() const
{
    return {{QStringLiteral("maxRounds"), maxRounds},
            {QStringLiteral("topK"), topK},
            {QStringLiteral("sufficientCoverage"), sufficientCoverage},
            {QStringLiteral("minScore"), minScore},
            {QStringLiteral("contact"), contact}};
}

QString outcomeName(Outcome outcome)
{
    switch (outcome) {
    case Outcome::Answered:
        return QStringLiteral("answered");
    case Outcome::Refused:
        return QStringLiteral("refused");
    case Outcome::Cancelled:
        return QStringLiteral("cancelled");
    case Outcome::Truncated:
        return QStringLiteral("truncated");
    case Outcome::Unsupported:
        return QStringLiteral("unsupported");
    case Outcome::Ambiguous:
        return QStringLiteral("ambiguous");
    case Outcome::Failed:
        break;
    }
    return QStringLiteral("failed");
}

} // namespace lotse
