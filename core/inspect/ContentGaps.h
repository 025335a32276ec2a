// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/Result.h"
#include "trace/TraceTypes.h"

#include <QDateTime>
#include <QJsonObject>
#include <QList>
#include <QStringList>
#include <optional>

namespace lotse {

class TraceStore;

// A stored question the handbook did not serve well: refused, answered with a caveat (from the
// closest section), or answered only in the last round the settings allowed.
struct GapQuestion
{
    qint64 traceId = 0;
    QDateTime askedAt;
    QString question; // TraceStore::placeholder() when it was not stored
    QString outcome;
    int rounds = 0;
    int maxRounds = 0;
    QStringList terms;            // folded words it is grouped by, most telling first
    bool termsFromGrader = false; // the grader's missing words (else the question's content words)
    QString closest;              // the last round's best passage, "Title › Heading"; empty: nothing found
    QString closestTitle;         // its document's title

    bool refused() const { return outcome == QStringLiteral("refused"); }
};

// Gap questions that share a topic word.
struct GapGroup
{
    QString topic;                // the shared word, as the questions write it
    QStringList relatedTerms;     // other words at least two of its questions share
    QString closestDocument;      // the document most of its questions came closest to
    QList<GapQuestion> questions; // newest first
    int refused = 0;
    int atLimit = 0; // answered, but only in the last allowed round
};

// The content-gap report: which topics people ask about that the handbook does not answer, or only
// answers after the search ran out of rounds.
//
// The grouping is deliberately simple, so HR can follow it. Each question brings the words the
// grader found missing in its last round (the handbook's blind spot, in the asker's words); when the
// grader named none, the question's own content words (stop words removed). Words are compared by
// their Snowball stem. A question joins the group of its word that the most gap questions share
// (ties: the word the grader named first), so "pension" gathers every pension question even when
// each also asks about something else. Questions with no words at all form one last group.
class ContentGaps final
{
public:
    // Whether a stored trace is a gap, and the words and closest passage it is grouped by.
    static std::optional<GapQuestion> fromTrace(const TraceSummary& summary, const Trace& trace);
    // Every gap among the traces the filter selects (its outcome and round conditions are ignored).
    static Result<QList<GapQuestion>> fromStore(const TraceStore& store, const TraceFilter& filter = {});
    // Largest groups first; questions without words last.
    static QList<GapGroup> group(const QList<GapQuestion>& questions);
    static QString noWordsTopic();
};

} // namespace lotse
