// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "TraceTypes.h"
#include "common/Result.h"

#include <QCoreApplication>
#include <QList>

namespace lotse {

class Database;

// The questions asked and how they were answered (Trace documents), in the knowledge base's
// `traces` table, with the columns an inspector filters and sorts on and the cited documents in
// `trace_citations`. Works on the connection of the thread that owns `db`.
class TraceStore final
{
    Q_DECLARE_TR_FUNCTIONS(lotse::TraceStore)

public:
    static QString placeholder() { return QStringLiteral("(not stored)"); }

    explicit TraceStore(Database& db, TraceOptions options = {});

    // Saves a finished trace (without question text when the options say so) and purges traces
    // past the retention. Returns the new trace's id.
    Result<qint64> save(const Trace& trace, const QDateTime& at = QDateTime::currentDateTimeUtc());
    Result<QList<TraceSummary>> list(const TraceFilter& filter = {}) const;
    Result<int> count(const TraceFilter& filter = {}) const;
    // NotFound for an unknown id; Unsupported for a trace this Lotse cannot read (damaged, or written
    // by a newer version): lists and reports over many traces skip those and go on.
    Result<TraceRecord> trace(qint64 id) const;
    Status remove(qint64 id); // NotFound for an unknown id
    Result<int> removeAll();  // the whole history, a person's decision (RemovalLog); how many
    // Deletes the traces asked before `cutoff`; returns how many.
    Result<int> purgeOlderThan(const QDateTime& cutoff);
    // purgeOlderThan(now - retentionDays); nothing when the retention is 0 (keep for ever).
    Result<int> purgeExpired(const QDateTime& now = QDateTime::currentDateTimeUtc());
    // Every document cited by a stored trace, sorted: the choices of a "cited document" filter.
    Result<QStringList> citedDocuments() const;
    // The access groups of the team members whose questions are here (a manager's copy), sorted.
    Result<QStringList> askerGroups() const;

    // The trace with the question, sub-questions, queries equal to them, the answer (as shown and as
    // written) and its checked statements replaced by placeholder(); the handbook passages, quotes,
    // verdicts, rewrites, scores and timings stay.
    static Trace withoutQuestionText(const Trace& trace);

private:
    Database& m_db;
    TraceOptions m_options;
};

} // namespace lotse
