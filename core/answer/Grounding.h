// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "text/SentenceSplitter.h"

#include <QJsonObject>
#include <QList>
#include <QMetaType>
#include <QString>
#include <optional>

namespace lotse {

// Words of a passage a statement relies on: offsets into the passage's text (Hit::text).
struct Quote
{
    qint64 chunkId = 0;
    TextSpan span;
    QString text;

    // The words as a reader sees them (no Markdown emphasis), for display.
    QString plain() const;
    QJsonObject toJson() const;
    static std::optional<Quote> fromJson(const QJsonValue& json);
};

// A statement of an answer, checked against the passages it cites.
struct Claim
{
    enum class Status { Supported, Unsupported, Uncited };
    // What is wrong with an unsupported one, for filters and tests; `reason` says it to people.
    enum class Problem { None, Figure, Negation, OffTopic, Instruction, Uncited, Model };

    QString text;
    QList<qint64> cited;
    Status status = Status::Supported;
    Problem problem = Problem::None;
    QString reason;                  // in the question's language
    std::optional<Quote> quote;      // the words that support it
    std::optional<Quote> sourceSays; // unsupported: what the cited passage says instead
    bool main = false;               // the statement that answers the question
    bool checkedByModel = false;     // a grounding call judged it as well

    bool supported() const { return status == Status::Supported; }
    static QString statusName(Status status);
    static QString problemName(Problem problem);
    QJsonObject toJson() const;
    static Claim fromJson(const QJsonObject& json);
};

// Different values for the same thing in different passages ("30 working days" here, "100
// vacation days" there): something a knowledge manager must fix, and the answer must name.
struct Contradiction
{
    struct Side
    {
        qint64 chunkId = 0;
        QString label; // the passage, as a citation names it
        QString path;
        QString value; // "30 working days"
        Quote quote;   // the sentence that states it
    };
    QString subject; // what they disagree about, in the handbook's words ("leave")
    QList<Side> sides;
    bool named = false; // the answer names it (cites every side)

    QJsonObject toJson() const;
    static Contradiction fromJson(const QJsonObject& json);
};

// The check of one answer: every statement, the contradictions in its evidence, and whether a
// model took part.
struct Grounding
{
    QList<Claim> claims;
    QList<Contradiction> contradictions;
    bool checked = false;    // false: nothing was checked (no answer)
    QString modelDeployment; // the deployment of the grounding call ("" when none was made)
    QString modelError;      // the grounding call failed: the local check stands alone
    qint64 checkMs = 0;

    int unsupportedCount() const;
    // The statement that answers the question is unsupported, or nothing supported is left.
    bool answerUnsupported() const;
    QJsonObject toJson() const;
    static Grounding fromJson(const QJsonObject& json);
};

} // namespace lotse

Q_DECLARE_METATYPE(lotse::Grounding)
