// SPDX-License-Identifier: GPL-3.0-or-later
#include "AgentTypes.h"

#include <QJsonArray>

namespace lotse {

QJsonObject AgentOptions::toJson() const
{
    QJsonObject json{{QStringLiteral("maxRounds"), maxRounds},
                     {QStringLiteral("topK"), topK},
                     {QStringLiteral("sufficientCoverage"), sufficientCoverage},
                     {QStringLiteral("minScore"), minScore},
                     {QStringLiteral("contact"), contact}};
    // Written only when on: a trace from before Lotse speculated reads as one that did not.
    if (speculate)
        json.insert(QStringLiteral("speculate"), true);
    return json;
}

AgentOptions AgentOptions::fromJson(const QJsonObject& json)
{
    const AgentOptions defaults;
    AgentOptions o;
    o.maxRounds = json.value(QStringLiteral("maxRounds")).toInt(defaults.maxRounds);
    o.topK = json.value(QStringLiteral("topK")).toInt(defaults.topK);
    o.sufficientCoverage = json.value(QStringLiteral("sufficientCoverage")).toDouble(defaults.sufficientCoverage);
    o.minScore = json.value(QStringLiteral("minScore")).toDouble(defaults.minScore);
    o.contact = json.value(QStringLiteral("contact")).toString();
    o.speculate = json.value(QStringLiteral("speculate")).toBool(false);
    return o;
}

QJsonObject Verdict::toJson() const
{
    QJsonObject json{{QStringLiteral("sufficient"), sufficient},
                     {QStringLiteral("rationale"), rationale},
                     {QStringLiteral("missing"), QJsonArray::fromStringList(missing)},
                     {QStringLiteral("raw"), raw}};
    if (!suggestedQuery.isEmpty())
        json.insert(QStringLiteral("suggestedQuery"), suggestedQuery);
    if (ambiguous) { // only then: traces of the two-outcome graders stay as they were
        json.insert(QStringLiteral("ambiguous"), true);
        json.insert(QStringLiteral("strength"), strength);
    }
    return json;
}

Verdict Verdict::fromJson(const QJsonObject& json)
{
    Verdict v;
    v.sufficient = json.value(QStringLiteral("sufficient")).toBool();
    v.ambiguous = json.value(QStringLiteral("ambiguous")).toBool();
    v.strength = json.value(QStringLiteral("strength")).toDouble();
    v.rationale = json.value(QStringLiteral("rationale")).toString();
    v.missing = json.value(QStringLiteral("missing")).toVariant().toStringList();
    v.suggestedQuery = json.value(QStringLiteral("suggestedQuery")).toString();
    v.raw = json.value(QStringLiteral("raw")).toObject();
    v.absent =
        v.raw.value(QStringLiteral("absent")).toVariant().toStringList(); // stored only in the offline grader's output
    // … as is the thing asked for.
    if (v.raw.value(QStringLiteral("offeredMissing")).toBool()) {
        v.thingMissing = v.raw.value(QStringLiteral("offered")).toString();
        v.thingAsked = v.raw.value(QStringLiteral("offeredPhrase")).toString();
    }
    return v;
}

QJsonObject Citation::toJson() const
{
    QJsonObject json{
        {QStringLiteral("chunkId"), chunkId}, {QStringLiteral("source"), path}, {QStringLiteral("heading"), label}};
    if (page > 0)
        json.insert(QStringLiteral("page"), page);
    json.insert(QStringLiteral("supported"), supported);
    json.insert(QStringLiteral("shown"), shown);
    json.insert(QStringLiteral("quote"), quote ? QJsonValue(quote->toJson()) : QJsonValue());
    if (readOn)
        json.insert(QStringLiteral("readOn"), true);
    return json;
}

Citation Citation::fromJson(const QJsonObject& json)
{
    Citation c{json.value(QStringLiteral("chunkId")).toInteger(), json.value(QStringLiteral("source")).toString(),
               json.value(QStringLiteral("heading")).toString(), json.value(QStringLiteral("page")).toInt()};
    // Traces from before the grounding check have neither: their citations were shown, unchecked.
    c.supported = json.value(QStringLiteral("supported")).toBool(true);
    c.shown = json.value(QStringLiteral("shown")).toBool(true);
    c.quote = Quote::fromJson(json.value(QStringLiteral("quote")));
    c.readOn = json.value(QStringLiteral("readOn")).toBool(false);
    return c;
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

Outcome outcomeFromName(const QString& name)
{
    for (const Outcome o : {Outcome::Answered, Outcome::Refused, Outcome::Cancelled, Outcome::Truncated,
                            Outcome::Unsupported, Outcome::Ambiguous}) {
        if (name == outcomeName(o))
            return o;
    }
    return Outcome::Failed;
}

} // namespace lotse
