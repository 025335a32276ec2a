// SPDX-License-Identifier: GPL-3.0-or-later
#include "EvalScores.h"

#include <algorithm>
#include <cmath>

namespace lotse {

namespace {

std::optional<double> mean(const QList<double>& values)
{
    if (values.isEmpty())
        return std::nullopt;
    double sum = 0;
    for (double v : values)
        sum += v;
    return sum / double(values.size());
}

std::optional<double> share(int part, int whole)
{
    if (whole == 0)
        return std::nullopt;
    return double(part) / double(whole);
}

QJsonValue optional(const std::optional<double>& value)
{
    return value ? QJsonValue(*value) : QJsonValue(QJsonValue::Null);
}

} // namespace

qint64 EvalScores::percentile(QList<qint64> values, double p)
{
    if (values.isEmpty())
        return 0;
    std::sort(values.begin(), values.end());
    const auto rank = qsizetype(std::ceil(p * double(values.size())));
    return values.at(std::clamp<qsizetype>(rank - 1, 0, values.size() - 1));
}

EvalScores EvalScores::of(const QList<EvalResult>& results)
{
    EvalScores s;
    QList<double> finalRecall;
    QList<double> round1Recall;
    QList<double> facts;
    QList<qint64> latencies;
    int right = 0;
    int falseRefusals = 0;
    int falseAnswers = 0;
    int ambiguousAnswerable = 0;
    int ambiguousUnanswerable = 0;
    bool costKnown = true;
    double cost = 0;
    for (const EvalResult& r : results) {
        ++s.questions;
        if (r.unanswerable)
            ++s.unanswerable;
        else
            ++s.answerable;
        if (r.answered())
            ++s.answered;
        else if (r.refused())
            ++s.refused;
        else if (r.unsupported())
            ++s.unsupported;
        else if (r.ambiguous())
            ++s.ambiguous;
        else
            ++s.failed;
        s.claims += r.claims;
        s.unsupportedClaims += r.unsupportedClaims;
        s.contradictionCases += r.expectContradiction ? 1 : 0;
        s.contradictionsNamed += r.expectContradiction && r.contradictions > 0 ? 1 : 0;
        s.forbiddenMentions += int(r.forbiddenFound.size());
        right += r.handledRight ? 1 : 0;
        falseRefusals += !r.unanswerable && r.refused() ? 1 : 0;
        falseAnswers += r.unanswerable && r.answered() ? 1 : 0;
        (r.unanswerable ? ambiguousUnanswerable : ambiguousAnswerable) += r.ambiguous() ? 1 : 0;
        if (r.finalRecall)
            finalRecall.append(*r.finalRecall);
        if (r.round1Recall)
            round1Recall.append(*r.round1Recall);
        if (r.factCoverage)
            facts.append(*r.factCoverage);
        s.rounds[r.rounds] += 1;
        latencies.append(r.latencyMs);
        s.promptTokens += r.promptTokens;
        s.completionTokens += r.completionTokens;
        if (r.costUsd)
            cost += *r.costUsd;
        else
            costKnown = false;
    }
    s.hitRateFinal = mean(finalRecall);
    s.hitRateRound1 = mean(round1Recall);
    s.factCoverage = mean(facts);
    s.handledRight = share(right, s.questions);
    s.unsupportedClaimRate = share(s.unsupportedClaims, s.claims);
    s.falseRefusalRate = share(falseRefusals, s.answerable);
    s.falseAnswerRate = share(falseAnswers, s.unanswerable);
    s.ambiguousAnswerableRate = share(ambiguousAnswerable, s.answerable);
    s.ambiguousUnanswerableRate = share(ambiguousUnanswerable, s.unanswerable);
    s.latencyP50Ms = percentile(latencies, 0.5);
    s.latencyP95Ms = percentile(latencies, 0.95);
    if (costKnown && s.questions > 0)
        s.costUsd = cost;
    return s;
}

QJsonObject EvalScores::toJson() const
{
    QJsonObject rounds;
    for (auto it = this->rounds.cbegin(); it != this->rounds.cend(); ++it)
        rounds.insert(QString::number(it.key()), it.value());
    return {
        {QStringLiteral("questions"), questions},
        {QStringLiteral("answerable"), answerable},
        {QStringLiteral("unanswerable"), unanswerable},
        {QStringLiteral("answered"), answered},
        {QStringLiteral("refused"), refused},
        {QStringLiteral("unsupported"), unsupported},
        {QStringLiteral("ambiguous"), ambiguous},
        {QStringLiteral("failed"), failed},
        {QStringLiteral("claims"), claims},
        {QStringLiteral("unsupportedClaims"), unsupportedClaims},
        {QStringLiteral("unsupportedClaimRate"), optional(unsupportedClaimRate)},
        {QStringLiteral("contradictionCases"), contradictionCases},
        {QStringLiteral("contradictionsNamed"), contradictionsNamed},
        {QStringLiteral("forbiddenMentions"), forbiddenMentions},
        {QStringLiteral("hitRateFinal"), optional(hitRateFinal)},
        {QStringLiteral("hitRateRound1"), optional(hitRateRound1)},
        {QStringLiteral("factCoverage"), optional(factCoverage)},
        {QStringLiteral("handledRight"), optional(handledRight)},
        {QStringLiteral("falseRefusalRate"), optional(falseRefusalRate)},
        {QStringLiteral("falseAnswerRate"), optional(falseAnswerRate)},
        {QStringLiteral("ambiguousAnswerableRate"), optional(ambiguousAnswerableRate)},
        {QStringLiteral("ambiguousUnanswerableRate"), optional(ambiguousUnanswerableRate)},
        {QStringLiteral("rounds"), rounds},
        {QStringLiteral("latencyP50Ms"), latencyP50Ms},
        {QStringLiteral("latencyP95Ms"), latencyP95Ms},
        {QStringLiteral("promptTokens"), promptTokens},
        {QStringLiteral("completionTokens"), completionTokens},
        {QStringLiteral("costUsd"), optional(costUsd)},
    };
}

} // namespace lotse
