// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "llm/ChatTypes.h"
#include "retrieval/Hit.h"

#include <QJsonObject>
#include <QList>
#include <QMetaType>
#include <QString>
#include <QStringList>

namespace lotse {

struct AgentOptions
{
    int maxRounds = 3;
    int topK = 5;
    double sufficientCoverage = 0.5; // share of the question's weighted key terms the best passage must cover
    double minScore = 0.15;          // display score (0..1) the best passage must reach

    QJsonObject toJson() const;
};

// The grader's judgement of one round's evidence.
struct Verdict
{
    bool sufficient = false;
    QString rationale;      // for people: why
    QStringList missing;    // what the evidence lacks, in the question's words
    QString suggestedQuery; // a grader may propose the next query (LLM graders do)
    QJsonObject raw;        // the grader's structured output as it came
};

struct Citation
{
    qint64 chunkId = 0;
    QString path;
    QString label; // "Title › Heading (p. 12)"
    int page = 0;  // 0 when the format has no pages
};

struct Answer
{
    QString markdown;
    QList<Citation> citations;
    QList<qint64> removedCitations; // links to passages that were not in the evidence, taken out
    bool truncated = false;         // the model ran out of tokens before it finished
};

// Truncated: an answer that the model's token limit cut off. It is shown, marked as incomplete,
// never as a complete answer.
enum class Outcome { Answered, Refused, Cancelled, Failed, Truncated };

QString outcomeName(Outcome outcome);

} // namespace lotse

Q_DECLARE_METATYPE(lotse::Verdict)
