// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/Result.h"
#include "trace/Trace.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QJsonObject>
#include <QStringList>

namespace lotse {

class FeedbackStore;
class TraceStore;

// Turns knowledge managers' feedback into evaluation cases in the format of shared/eval/README.md,
// one per corrected question, so the next change can be measured against what went wrong before.
//
// - `corpus` is the name of the folder that holds every document of the knowledge base, and
//   `expected_sources` the noted right sources relative to it: the set runs with `lotse-cli eval
//   --db` on this knowledge base, or with `--corpora` on that folder's parent.
// - `kind` is a guess a person should check: "unanswerable" when the reviewer said no document
//   answers; "misleading" when the right source was not among the first round's passages (the
//   question's own words led elsewhere); otherwise "direct".
// - `must_mention` holds what the reviewer gave, `notes` the reviewer's notes and where they came from.
// Questions whose text was not stored cannot become cases; they are counted as skipped.
class FeedbackCases final
{
    Q_DECLARE_TR_FUNCTIONS(lotse::FeedbackCases)

public:
    struct Export
    {
        QByteArray jsonl;
        int cases = 0;
        int skipped = 0;
    };

    static Result<Export> build(const TraceStore& traces, const FeedbackStore& feedback,
                                const QStringList& documentPaths);
    // Writes build()'s JSONL to `path` (replaced only when all went well).
    static Result<Export> toFile(const TraceStore& traces, const FeedbackStore& feedback,
                                 const QStringList& documentPaths, const QString& path);

    // The deepest folder that holds every path ('/' separators); empty when there is none.
    static QString commonFolder(const QStringList& paths);
    static QString guessKind(const Trace& trace, const QStringList& rightSources);
};

} // namespace lotse
