// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>
#include <optional>

namespace lotse {

// How long a reasoning model (GPT-5 family, o-series) thinks before it answers. The service's
// default is medium; Lotse asks for low unless told otherwise: grading and splitting a question
// are easy judgements, and each reasoning token is billed and waited for.
enum class ReasoningEffort { Minimal, Low, Medium, High };

namespace reasoning {

QString name(ReasoningEffort effort); // "minimal", "low", "medium", "high"
std::optional<ReasoningEffort> parse(const QString& name);
QList<ReasoningEffort> all();
// One step down (Minimal stays); a retry after a reply cut off by the budget thinks less.
ReasoningEffort lower(ReasoningEffort effort);
// One step up (High stays): the next value a model takes when it refuses this one.
ReasoningEffort higher(ReasoningEffort effort);
// The tokens max_completion_tokens leaves for thinking on top of the visible reply. Reasoning
// tokens count against the budget; too small a budget ends in finish_reason "length" with no
// content at all, too large a one counts against the deployment's tokens-per-minute limit.
int allowance(ReasoningEffort effort);

} // namespace reasoning

// The effort per role of a model call.
struct ReasoningEfforts
{
    ReasoningEffort grader = ReasoningEffort::Low;
    ReasoningEffort decomposer = ReasoningEffort::Low;
    ReasoningEffort answer = ReasoningEffort::Low;
    bool operator==(const ReasoningEfforts&) const = default;
};

} // namespace lotse
