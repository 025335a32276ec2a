// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "EvalResult.h"

#include <QJsonObject>
#include <QList>
#include <QMap>
#include <optional>

namespace lotse {

// The scores of a group of results (one kind, or all). A rate without anything to measure
// (no unanswerable question for the false-answer rate, say) is empty, not zero.
struct EvalScores
{
    int questions = 0;
    int answerable = 0;
    int unanswerable = 0;
    int answered = 0;
    int refused = 0;
    int unsupported = 0;       // the answer was not shown: its main statement is not supported
    int ambiguous = 0;         // answered from the closest section, with a caveat
    int failed = 0;            // failed or cancelled: neither an answer nor a refusal
    int claims = 0;            // statements checked against their passages
    int unsupportedClaims = 0; // … not supported by them
    std::optional<double> unsupportedClaimRate;
    int contradictionCases = 0;  // questions whose evidence contradicts itself (expected)
    int contradictionsNamed = 0; // … where the answer named it
    int forbiddenMentions = 0;   // must_not_mention strings found in answers

    std::optional<double> hitRateFinal;     // mean share of expected sources among the last round's hits and citations
    std::optional<double> hitRateRound1;    // … among the first round's hits
    std::optional<double> factCoverage;     // mean share of key facts in the answer (a refusal has none)
    std::optional<double> handledRight;     // unanswerable refused, answerable answered
    std::optional<double> falseRefusalRate; // answerable questions refused
    std::optional<double> falseAnswerRate;  // unanswerable questions answered
    // Answered with a caveat (outcome ambiguous), apart from the two above: neither refused nor answered.
    std::optional<double> ambiguousAnswerableRate;
    std::optional<double> ambiguousUnanswerableRate;
    QMap<int, int> rounds; // rounds used → questions
    qint64 latencyP50Ms = 0;
    qint64 latencyP95Ms = 0;
    qint64 promptTokens = 0;
    qint64 completionTokens = 0;
    std::optional<double> costUsd; // empty when any question's cost is unknown

    static EvalScores of(const QList<EvalResult>& results);
    // Nearest-rank percentile (p in 0..1) of a list of durations.
    static qint64 percentile(QList<qint64> values, double p);
    QJsonObject toJson() const;
};

} // namespace lotse
