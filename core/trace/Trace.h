// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "TraceRound.h"
#include "agent/AgentTypes.h"
#include "common/Result.h"
#include "llm/PriceTable.h"

#include <QDateTime>
#include <QJsonObject>
#include <optional>

namespace lotse {

// What answered: the provider and models behind a trace, so a run can be compared with another model's.
struct TraceProvider
{
    QString kind = QStringLiteral("offline"); // "offline", or ProviderConfig::kindName()
    QString chatModel;                        // deployment or model name
    QString embeddingModel;
    QString model; // the model behind the chat deployment, once a reply named it

    QJsonObject toJson() const;
    static TraceProvider fromJson(const QJsonObject& json);
};

// Where the time of a finished question went; each step summed over the rounds.
struct TraceTimings
{
    qint64 totalMs = 0;
    qint64 decomposeMs = 0;
    qint64 retrieveMs = 0;
    qint64 gradeMs = 0;
    qint64 rewriteMs = 0;
    qint64 answerMs = 0;
    qint64 checkMs = 0;
};

// The estimated cost of a question: offline costs nothing and names no price.
struct TraceCost
{
    double usd = 0;
    std::optional<ModelPrice> price; // the price it was computed with
};

// One question as it was asked and answered: the settings and provider, every round (query, hits
// with their scores, the grader's verdict and raw output, the rewrite), the sub-questions of a
// split question, the answer as written and its grounding check, the outcome, the answer as shown,
// citations, removed citations, tokens, estimated cost and timings.
//
// AgentTrace builds it from a run's events; TraceStore keeps it as JSON. fromJson() and toJson()
// are the only places that name the document's keys; everything else reads the fields.
struct Trace
{
    // 1: the first versioned document (Lotse 0.x). Documents without a version are older and load
    // with the defaults for what they lack; a newer version is refused rather than half read.
    static constexpr int currentVersion = 1;

    QString question;
    QDateTime askedAt; // UTC
    bool questionStored = true;
    std::optional<QStringList> subQuestions; // set when the question was split
    qint64 decomposeMs = 0;
    QList<TraceRound> rounds;
    std::optional<QString> writtenAnswer; // the answer before its check, when it was checked
    std::optional<Grounding> grounding;
    std::optional<Outcome> outcome; // none: the run never finished
    int answerRound = 0;            // an answer with a caveat: the round it quotes
    QString answer;                 // as shown (or the refusal)
    QList<Citation> citations;
    QList<qint64> removedCitations;
    TokenUsage usage;
    QList<ModelCall> calls;        // every model call, in order (none offline)
    std::optional<TraceCost> cost; // none: no price is known for the model
    qint64 elapsedMs = 0;
    std::optional<TraceTimings> timings;
    QString error;
    AgentOptions options;
    TraceProvider provider;

    bool isFinished() const { return outcome.has_value(); }
    QString outcomeName() const; // "" while unfinished
    int insufficientRounds() const;
    QStringList citedSources() const; // sorted, each once
    // The round of the last verdict (the one the answer or refusal rests on); nullptr when none was graded.
    const TraceRound* lastGradedRound() const;

    QJsonObject toJson() const;
    // Unsupported for a document of a newer version than this Lotse reads.
    static Result<Trace> fromJson(const QJsonObject& json);
};

} // namespace lotse
