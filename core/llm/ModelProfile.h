// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ChatTypes.h"
#include "ProviderConfig.h"
#include "ProviderError.h"

#include <QJsonObject>
#include <QStringList>

namespace lotse {

// What Lotse has learned about the model behind one chat deployment. Deployment names are the
// admin's choice ("chat", "prod-gpt"), so they do not say whether a GPT-5-family or o-series
// model (which refuses temperature and max_tokens) or a classic one answers. The first refusal
// of a parameter teaches it; the replies name the model and show whether it spent reasoning
// tokens. Kept per endpoint and deployment with the settings (ModelProfileStore).
struct ModelProfile
{
    enum class Reasoning { Unknown, Yes, No };

    QString model; // as the replies name it, e.g. "gpt-5.4-mini-2026-03-17"; empty until one came
    Reasoning reasoning = Reasoning::Unknown;
    QString tokenField;      // "max_tokens" or "max_completion_tokens" once one was refused; "": default
    QStringList unsupported; // parameters the deployment refused, never sent again
    QList<ReasoningEffort> refusedEfforts;

    // Whether requests go out as for a reasoning model: the setting's override, else what was learned.
    bool reasons(ProviderConfig::Reasoning setting) const;
    // The effort to send for `wanted`: it, or the next higher one the model has not refused.
    ReasoningEffort effortFor(ReasoningEffort wanted) const;
    // Learns from a refused request (a 400 naming an unsupported parameter or value of what was
    // sent). False when there is nothing to change: then the error stands and is reported.
    bool learn(const ProviderError& error, const QJsonObject& sentBody);
    // Learns from a reply: the model's name, and whether it reasons (reasoning tokens spent, or a
    // temperature accepted). True when something changed.
    bool observe(const ChatResult& result, const QJsonObject& sentBody);
    bool isEmpty() const;

    QJsonObject toJson() const;
    static ModelProfile fromJson(const QJsonObject& json);
    bool operator==(const ModelProfile&) const = default;
};

} // namespace lotse
