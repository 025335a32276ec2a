// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QJsonObject>
#include <QMetaType>
#include <QString>
#include <QStringList>
#include <optional>

namespace lotse {

// How one question of an evaluation set went, scored.
struct EvalResult
{
    QString id;
    QString kind;
    QString corpus;
    QString lang;
    QString question;
    QStringList expectedSources;
    QStringList mustMention;
    bool unanswerable = false;

    QString outcome; // answered, ambiguous, refused, unsupported, failed, cancelled
    QString answer;
    QString error;
    int rounds = 0;
    QStringList queries;
    qint64 latencyMs = 0;
    int promptTokens = 0;
    int completionTokens = 0;
    std::optional<double> costUsd; // none: no price known for the model

    // Sources as paths relative to the corpus folder.
    QStringList round1Sources; // hits of the first round
    QStringList finalSources;  // hits of the last round and the citations
    QStringList citedSources;
    // Share of the expected sources found (answerable questions only).
    std::optional<double> round1Recall;
    std::optional<double> finalRecall;
    // Key facts: found in the answer; a refusal mentions none (answerable questions with facts only).
    QStringList factsFound;
    QStringList factsMissing;
    std::optional<double> factCoverage;
    // The answer check (trace "grounding"): statements checked and not supported by their passages.
    int claims = 0;
    int unsupportedClaims = 0;
    int contradictions = 0; // found in the evidence (each is named in the answer shown)
    bool expectContradiction = false;
    QStringList forbiddenFound; // must_not_mention strings the answer contains
    // Unanswerable and refused, or answerable and answered (naming an expected contradiction,
    // mentioning nothing forbidden).
    bool handledRight = false;

    bool answered() const { return outcome == QStringLiteral("answered"); }
    bool unsupported() const { return outcome == QStringLiteral("unsupported"); }
    bool refused() const { return outcome == QStringLiteral("refused"); }
    // Answered from the closest section, framed as possibly not covering the exact case: counted
    // apart, neither a refusal nor an answer.
    bool ambiguous() const { return outcome == QStringLiteral("ambiguous"); }
    QJsonObject toJson() const;
    static EvalResult fromJson(const QJsonObject& json);
};

} // namespace lotse

Q_DECLARE_METATYPE(lotse::EvalResult)
