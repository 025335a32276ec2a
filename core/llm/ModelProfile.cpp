// SPDX-License-Identifier: GPL-3.0-or-later
#include "ModelProfile.h"

#include <QJsonArray>

namespace lotse {

namespace {

// What reasoning models refuse (besides max_tokens); none of them is needed for Lotse's calls.
const QStringList samplingParameters = {QStringLiteral("temperature"),      QStringLiteral("top_p"),
                                        QStringLiteral("presence_penalty"), QStringLiteral("frequency_penalty"),
                                        QStringLiteral("logprobs"),         QStringLiteral("top_logprobs"),
                                        QStringLiteral("logit_bias")};

bool isUnsupported(const ProviderError& e)
{
    return e.code == QStringLiteral("unsupported_parameter") || e.code == QStringLiteral("unsupported_value")
           || e.detail.startsWith(QStringLiteral("Unrecognized request argument"))
           || e.detail.contains(QStringLiteral("not supported with this model"))
           || e.detail.contains(QStringLiteral("does not support"));
}

QString reasoningName(ModelProfile::Reasoning r)
{
    return r == ModelProfile::Reasoning::Yes  ? QStringLiteral("yes")
           : r == ModelProfile::Reasoning::No ? QStringLiteral("no")
                                              : QString();
}

} // namespace

bool ModelProfile::reasons(ProviderConfig::Reasoning setting) const
{
    if (setting != ProviderConfig::Reasoning::Auto)
        return setting == ProviderConfig::Reasoning::Yes;
    return reasoning == Reasoning::Yes;
}

ReasoningEffort ModelProfile::effortFor(ReasoningEffort wanted) const
{
    ReasoningEffort e = wanted;
    while (refusedEfforts.contains(e) && e != ReasoningEffort::High)
        e = reasoning::higher(e);
    return e;
}

bool ModelProfile::learn(const ProviderError& error, const QJsonObject& sent)
{
    if (error.kind != ProviderError::Kind::BadRequest || !isUnsupported(error) || !sent.contains(error.param))
        return false;
    const QString p = error.param;
    if (p == QStringLiteral("reasoning_effort")) {
        if (error.code == QStringLiteral("unsupported_value")) {
            const auto refused = reasoning::parse(sent.value(p).toString());
            if (!refused || refusedEfforts.contains(*refused) || *refused == ReasoningEffort::High)
                return false;
            refusedEfforts.append(*refused); // e.g. "minimal" on an o-series model: the next one up
            return true;
        }
        // A model without effort control; unless it refused sampling too, perhaps no reasoning
        // model at all (the deployment was moved to another model): the next reply tells.
        if (!unsupported.contains(QStringLiteral("temperature")))
            reasoning = Reasoning::Unknown;
        unsupported.append(p);
        return true;
    }
    if (p == QStringLiteral("max_tokens") || p == QStringLiteral("max_completion_tokens")) {
        const QString other =
            p == QStringLiteral("max_tokens") ? QStringLiteral("max_completion_tokens") : QStringLiteral("max_tokens");
        if (tokenField == other)
            return false;
        tokenField = other;
        if (p == QStringLiteral("max_tokens"))
            reasoning = Reasoning::Yes; // only reasoning models refuse it
        return true;
    }
    if (samplingParameters.contains(p)) {
        const bool changed = reasoning != Reasoning::Yes || !unsupported.contains(p);
        reasoning = Reasoning::Yes;
        if (!unsupported.contains(p))
            unsupported.append(p);
        return changed;
    }
    return false; // anything else Lotse sends is needed (messages, response_format, …)
}

bool ModelProfile::observe(const ChatResult& result, const QJsonObject& sent)
{
    const ModelProfile before = *this;
    if (!result.model.isEmpty() && result.model != model) {
        if (!model.isEmpty())
            *this = ModelProfile(); // the deployment now runs another model: learn it afresh
        model = result.model;
    }
    if (result.usage.reasoningTokens > 0)
        reasoning = Reasoning::Yes;
    else if (reasoning == Reasoning::Unknown && sent.contains(QStringLiteral("temperature")))
        reasoning = Reasoning::No; // a reasoning model would have refused it
    return !(before == *this);
}

bool ModelProfile::isEmpty() const
{
    return *this == ModelProfile();
}

QJsonObject ModelProfile::toJson() const
{
    QJsonArray efforts;
    for (ReasoningEffort e : refusedEfforts)
        efforts.append(reasoning::name(e));
    return {{QStringLiteral("model"), model},
            {QStringLiteral("reasoning"), reasoningName(reasoning)},
            {QStringLiteral("tokenField"), tokenField},
            {QStringLiteral("unsupported"), QJsonArray::fromStringList(unsupported)},
            {QStringLiteral("refusedEfforts"), efforts}};
}

ModelProfile ModelProfile::fromJson(const QJsonObject& json)
{
    ModelProfile p;
    p.model = json.value(QStringLiteral("model")).toString();
    const QString r = json.value(QStringLiteral("reasoning")).toString();
    p.reasoning = r == QStringLiteral("yes")  ? Reasoning::Yes
                  : r == QStringLiteral("no") ? Reasoning::No
                                              : Reasoning::Unknown;
    const QString field = json.value(QStringLiteral("tokenField")).toString();
    if (field == QStringLiteral("max_tokens") || field == QStringLiteral("max_completion_tokens"))
        p.tokenField = field;
    for (const QJsonValue& v : json.value(QStringLiteral("unsupported")).toArray())
        p.unsupported.append(v.toString());
    for (const QJsonValue& v : json.value(QStringLiteral("refusedEfforts")).toArray()) {
        if (const auto e = reasoning::parse(v.toString()))
            p.refusedEfforts.append(*e);
    }
    return p;
}

} // namespace lotse
