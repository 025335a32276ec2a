// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "AgentTypes.h"
#include "LaneVerdict.h"
#include "ModelCall.h"

#include <QJsonObject>

namespace lotse {

// One step of the loop. The same vocabulary drives the GUI, the CLI and the stored trace.
struct AgentEvent
{
    enum class Type {
        Started,      // question
        Decomposed,   // subQueries: the sub-questions a complex question was split into
        RoundStarted, // round, query
        HitsFound,    // round, hits, stepMs
        Graded,       // round, verdict, newQuery (empty when the loop stops), subQueries (the gaps the next
                      // round asks for, when it does), laneVerdicts, checkError, stepMs (+ rewriteMs)
        AnswerDelta,  // text: the next piece of the answer as it is produced
        Checking,     // text: the answer as written; its statements are being checked against the passages
        Checked,      // grounding: every statement checked, the contradictions; stepMs
        Finished,     // outcome, text (answer or refusal markdown as shown), citations, grounding, error
    };

    Type type = Type::Started;
    QString question;
    int round = 0;
    QString query;
    QStringList subQueries; // Decomposed, RoundStarted of a split question (one lane each), Graded (gaps)
    QList<Hit> hits;
    Verdict verdict;
    QString newQuery;
    QString text;
    QList<Citation> citations;
    QList<qint64> removedCitations; // Finished: invalid citations the answerer removed
    Grounding grounding;            // Checked, Finished: the check of the answer (unchecked for refusals)
    TokenUsage usage;               // Finished: tokens of every model call for this question
    QList<ModelCall> calls;         // Finished: those calls one by one
    // Graded: the answer started while this round was graded was used or discarded (None: none was started).
    ModelCall::Speculation speculation = ModelCall::Speculation::None;
    QList<LaneVerdict> laneVerdicts; // Graded, a round of sub-questions: each one's own verdict, in lane order
    QString checkError; // Graded: the completeness check failed (why); `verdict` is then the lanes' (fail-open)
    QString model;      // Finished: the chat model as its replies named it ("" offline)
    Outcome outcome = Outcome::Answered;
    int answerRound = 0; // Finished with outcome Ambiguous: the round whose section the answer quotes
    QString error;
    qint64 stepMs = 0;    // how long this step took
    qint64 rewriteMs = 0; // Graded: time spent rewriting the query
    qint64 elapsedMs = 0; // since the question was asked

    static QString typeName(Type type);
    QJsonObject toJson() const;
};

} // namespace lotse

Q_DECLARE_METATYPE(lotse::AgentEvent)
