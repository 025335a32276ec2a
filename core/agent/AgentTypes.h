// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "answer/Grounding.h"
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
    double sufficientCoverage = 0.3; // share of the question's weighted key terms the best section must exceed
    double minScore = 0.15;          // display score (0..1) the best passage must reach
    // Where to ask when the handbook has no answer ("Ask HR: hr@example.com"), shown under refusals.
    QString contact;
    // Start round 1's answer while its evidence is graded and show it the moment the verdict says
    // sufficient (discarded otherwise): an answer as soon as single-shot RAG's, for the tokens of the
    // answers discarded. Off for cost-sensitive deployments. Only strategies that call a model speculate.
    bool speculate = true;

    QJsonObject toJson() const;
    static AgentOptions fromJson(const QJsonObject& json);
};

// The grader's judgement of one round's evidence. Three outcomes, as in CRAG: sufficient (answer
// from it), ambiguous (the closest section is on the question's topic but may not cover the exact
// case: answered from that section only, framed as such, when no round is sufficient) and
// insufficient (neither).
struct Verdict
{
    bool sufficient = false;
    bool ambiguous = false; // never together with sufficient
    double strength = 0;    // how much of the question the evidence covers, 0..1, to pick the best ambiguous round
    QList<qint64> focus;    // the passages the verdict is about (the best section), best first; may be empty
    // Of `focus`, the passages judged together with the best section for what it lacks (a subsection stating the
    // figure asked for, a comparison's other side): an answer may quote them though they hold fewer of the
    // question's words.
    QList<qint64> judgedWith;
    bool figureMissing = false; // the question asks for an amount, a duration or a date the evidence does not state
    QString thingMissing;       // the thing the question asks whether it is given, which the evidence does not name
    QString thingAsked;         // … as the question names it ("company pension scheme"), for people
    QString rationale;          // for people: why
    QStringList missing;        // what the evidence lacks, in the question's words
    QStringList absent;         // of `missing`, the words the knowledge base never uses (graders that can tell)
    QString suggestedQuery;     // a grader may propose the next query (LLM graders do)
    QJsonObject raw;            // the grader's structured output as it came

    // As a trace keeps it: `focus`, `judgedWith` and `figureMissing` are the loop's working state, not kept;
    // `absent`, `thingMissing` and `thingAsked` are read back from the offline grader's raw output.
    QJsonObject toJson() const;
    static Verdict fromJson(const QJsonObject& json);
};

struct Citation
{
    qint64 chunkId = 0;
    QString path;
    QString label; // "Title › Heading (p. 12)"
    int page = 0;  // 0 when the format has no pages
    // After the grounding check: whether the statements citing it are supported by it, the words
    // they rely on, and whether the answer as shown still links to it (an unsupported statement is
    // taken out, with its link).
    bool supported = true;
    std::optional<Quote> quote{};
    bool shown = true;
    // No round retrieved it: the offline answerer read on to it in a retrieved passage's section.
    bool readOn = false;

    QJsonObject toJson() const;
    static Citation fromJson(const QJsonObject& json);
};

struct Answer
{
    QString markdown;
    QList<Citation> citations;
    QList<qint64> removedCitations; // links to passages that were not in the evidence, taken out
    // Passages the answer quotes that no round retrieved: read on in a retrieved passage's section
    // (the offline answerer), their instructions to an assistant marked (InstructionDetector) as the
    // loop marks a round's. The loop adds them to the evidence the answer is checked against.
    QList<Hit> read{};
    bool truncated = false; // the model ran out of tokens before it finished
    Grounding grounding{};  // every statement checked against its passages
};

// Truncated: an answer that the model's token limit cut off. It is shown, marked as incomplete,
// never as a complete answer. Unsupported: the statement that answers the question (or every
// statement) is not supported by the passages it cites; it is not shown as an answer. Ambiguous: no
// round's evidence sufficed, but one found a section on the question's topic; the answer quotes that
// section, framed as possibly not covering the exact case.
enum class Outcome { Answered, Refused, Cancelled, Failed, Truncated, Unsupported, Ambiguous };

QString outcomeName(Outcome outcome);
// "answered", "refused", "cancelled", "truncated", "unsupported", "ambiguous"; anything else is Failed.
Outcome outcomeFromName(const QString& name);

} // namespace lotse

Q_DECLARE_METATYPE(lotse::Verdict)
