// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Trace.h"

#include <QDateTime>
#include <QJsonObject>
#include <QMetaType>
#include <QString>
#include <QStringList>
#include <optional>

namespace lotse {

// How traces are kept (settings under "traces/", see TraceSettings).
struct TraceOptions
{
    int retentionDays = 90;        // older traces are purged; 0 keeps them for ever
    bool storeQuestionText = true; // false: question, sub-questions and answer become a placeholder
};

// Which stored traces to list or export. Empty fields do not filter.
struct TraceFilter
{
    enum class SortKey { CreatedAt, Outcome, Rounds, Duration, Tokens, Cost, Question, AskedBy };

    QStringList outcomes;            // "answered", "refused", "failed", "cancelled"; any of them
    bool multiRound = false;         // only traces that needed more than one round
    bool graderInsufficient = false; // only traces where the grader said "not sufficient" in some round
    QString citedDocument;           // part of a cited document's path (case-insensitive)
    QDateTime from;                  // asked at or after
    QDateTime to;                    // asked before
    QString text;                    // in the question, the answer or a query (case-insensitive)
    QString askedByGroup;            // a team knowledge base: asked by a member of this access group
    SortKey sortKey = SortKey::CreatedAt;
    Qt::SortOrder order = Qt::DescendingOrder;
    int limit = -1; // -1: all
    int offset = 0;
};

// One row of the trace list: what an inspector table shows without loading the whole trace.
struct TraceSummary
{
    qint64 id = 0;
    QDateTime createdAt; // UTC
    QString question;    // the placeholder when the question text was not stored
    QString outcome;
    int rounds = 0;
    int insufficientRounds = 0; // rounds whose evidence the grader found not sufficient
    qint64 durationMs = 0;
    QString provider; // "offline", "azure", …
    QString model;
    int promptTokens = 0;
    int completionTokens = 0;
    std::optional<double> costUsd; // none: no price known for the model
    QStringList citedDocuments;    // paths, sorted
    bool questionStored = true;
    // A team knowledge base's question that a manager's copy received: who asked (their login) and
    // the access groups they had when asking. Empty: asked here.
    QString askedBy;
    QStringList askedGroups;
};

// A stored trace: the summary and the whole trace.
struct TraceRecord
{
    TraceSummary summary;
    Trace trace;
};

} // namespace lotse

Q_DECLARE_METATYPE(lotse::TraceSummary)
