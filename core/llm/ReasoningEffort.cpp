// SPDX-License-Identifier: GPL-3.0-or-later
#include "ReasoningEffort.h"

namespace lotse::reasoning {

QString name(ReasoningEffort effort)
{
    switch (effort) {
    case ReasoningEffort::Minimal:
        return QStringLiteral("minimal");
    case ReasoningEffort::Low:
        return QStringLiteral("low");
    case ReasoningEffort::Medium:
        return QStringLiteral("medium");
    case ReasoningEffort::High:
        break;
    }
    return QStringLiteral("high");
}

std::optional<ReasoningEffort> parse(const QString& text)
{
    for (ReasoningEffort e : all()) {
        if (text.trimmed().compare(name(e), Qt::CaseInsensitive) == 0)
            return e;
    }
    return std::nullopt;
}

QList<ReasoningEffort> all()
{
    return {ReasoningEffort::Minimal, ReasoningEffort::Low, ReasoningEffort::Medium, ReasoningEffort::High};
}

ReasoningEffort lower(ReasoningEffort effort)
{
    return effort == ReasoningEffort::Minimal ? effort : ReasoningEffort(int(effort) - 1);
}

ReasoningEffort higher(ReasoningEffort effort)
{
    return effort == ReasoningEffort::High ? effort : ReasoningEffort(int(effort) + 1);
}

int allowance(ReasoningEffort effort)
{
    // Generous for what Lotse asks (short judgements over a few passages); a reply that still runs
    // out is retried once with twice the budget.
    switch (effort) {
    case ReasoningEffort::Minimal:
        return 512;
    case ReasoningEffort::Low:
        return 2048;
    case ReasoningEffort::Medium:
        return 6144;
    case ReasoningEffort::High:
        break;
    }
    return 16384;
}

} // namespace lotse::reasoning
