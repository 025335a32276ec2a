// SPDX-License-Identifier: GPL-3.0-or-later
#include "EvalResult.h"

#include <QJsonArray>

namespace lotse {

namespace {

QJsonValue optional(const std::optional<double>& value)
{
    return value ? QJsonValue(*value) : QJsonValue(QJsonValue::Null);
}

std::optional<double> optionalDouble(const QJsonValue& value)
{
    if (!value.isDouble())
        return std::nullopt;
    return value.toDouble();
}

} // namespace

QJsonObject EvalResult::toJson() const
{
    return {
        {QStringLiteral("id"), id},
        {QStringLiteral("kind"), kind},
        {QStringLiteral("corpus"), corpus},
        {QStringLiteral("lang"), lang},
        {QStringLiteral("question"), question},
        {QStringLiteral("expectedSources"), QJsonArray::fromStringList(expectedSources)},
        {QStringLiteral("mustMention"), QJsonArray::fromStringList(mustMention)},
        {QStringLiteral("unanswerable"), unanswerable},
        {QStringLiteral("outcome"), outcome},
        {QStringLiteral("handledRight"), handledRight},
        {QStringLiteral("answer"), answer},
        {QStringLiteral("error"), error},
        {QStringLiteral("rounds"), rounds},
        {QStringLiteral("queries"), QJsonArray::fromStringList(queries)},
        {QStringLiteral("latencyMs"), latencyMs},
        {QStringLiteral("promptTokens"), promptTokens},
        {QStringLiteral("completionTokens"), completionTokens},
        {QStringLiteral("costUsd"), optional(costUsd)},
        {QStringLiteral("round1Sources"), QJsonArray::fromStringList(round1Sources)},
        {QStringLiteral("finalSources"), QJsonArray::fromStringList(finalSources)},
        {QStringLiteral("citedSources"), QJsonArray::fromStringList(citedSources)},
        {QStringLiteral("round1Recall"), optional(round1Recall)},
        {QStringLiteral("finalRecall"), optional(finalRecall)},
        {QStringLiteral("factsFound"), QJsonArray::fromStringList(factsFound)},
        {QStringLiteral("factsMissing"), QJsonArray::fromStringList(factsMissing)},
        {QStringLiteral("factCoverage"), optional(factCoverage)},
        {QStringLiteral("claims"), claims},
        {QStringLiteral("unsupportedClaims"), unsupportedClaims},
        {QStringLiteral("contradictions"), contradictions},
        {QStringLiteral("expectContradiction"), expectContradiction},
        {QStringLiteral("forbiddenFound"), QJsonArray::fromStringList(forbiddenFound)},
    };
}

EvalResult EvalResult::fromJson(const QJsonObject& o)
{
    EvalResult r;
    r.id = o.value(QStringLiteral("id")).toString();
    r.kind = o.value(QStringLiteral("kind")).toString();
    r.corpus = o.value(QStringLiteral("corpus")).toString();
    r.lang = o.value(QStringLiteral("lang")).toString();
    r.question = o.value(QStringLiteral("question")).toString();
    r.expectedSources = o.value(QStringLiteral("expectedSources")).toVariant().toStringList();
    r.mustMention = o.value(QStringLiteral("mustMention")).toVariant().toStringList();
    r.unanswerable = o.value(QStringLiteral("unanswerable")).toBool();
    r.outcome = o.value(QStringLiteral("outcome")).toString();
    r.handledRight = o.value(QStringLiteral("handledRight")).toBool();
    r.answer = o.value(QStringLiteral("answer")).toString();
    r.error = o.value(QStringLiteral("error")).toString();
    r.rounds = o.value(QStringLiteral("rounds")).toInt();
    r.queries = o.value(QStringLiteral("queries")).toVariant().toStringList();
    r.latencyMs = o.value(QStringLiteral("latencyMs")).toInteger();
    r.promptTokens = o.value(QStringLiteral("promptTokens")).toInt();
    r.completionTokens = o.value(QStringLiteral("completionTokens")).toInt();
    r.costUsd = optionalDouble(o.value(QStringLiteral("costUsd")));
    r.round1Sources = o.value(QStringLiteral("round1Sources")).toVariant().toStringList();
    r.finalSources = o.value(QStringLiteral("finalSources")).toVariant().toStringList();
    r.citedSources = o.value(QStringLiteral("citedSources")).toVariant().toStringList();
    r.round1Recall = optionalDouble(o.value(QStringLiteral("round1Recall")));
    r.finalRecall = optionalDouble(o.value(QStringLiteral("finalRecall")));
    r.factsFound = o.value(QStringLiteral("factsFound")).toVariant().toStringList();
    r.factsMissing = o.value(QStringLiteral("factsMissing")).toVariant().toStringList();
    r.factCoverage = optionalDouble(o.value(QStringLiteral("factCoverage")));
    r.claims = o.value(QStringLiteral("claims")).toInt();
    r.unsupportedClaims = o.value(QStringLiteral("unsupportedClaims")).toInt();
    r.contradictions = o.value(QStringLiteral("contradictions")).toInt();
    r.expectContradiction = o.value(QStringLiteral("expectContradiction")).toBool();
    r.forbiddenFound = o.value(QStringLiteral("forbiddenFound")).toVariant().toStringList();
    return r;
}

} // namespace lotse
