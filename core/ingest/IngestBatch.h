// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "IngestTypes.h"
#include "common/Result.h"
#include "store/Transaction.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QList>

namespace lotse {

class Database;
class IngestLock;

// Several stored files per transaction: a commit costs more than storing a small file (WAL frames,
// an index segment of FTS5). A file leaves the queue in the transaction that stores it, and its
// outcome is reported once that transaction is committed: a document is visible with all its
// passages or not at all, and a kill at any moment leaves every uncommitted file queued. The
// write lock is held from the batch's first file to its commit. Every commit keeps the ingest
// claim fresh for other hosts sharing the file (IngestLock::staleAfterSeconds).
class IngestBatch final
{
    Q_DECLARE_TR_FUNCTIONS(lotse::IngestBatch)

public:
    struct Limits
    {
        qint64 ms = 200;                   // a batch is committed once it is this old …
        int files = 500;                   // … holds this many files …
        qint64 bytes = 32LL * 1024 * 1024; // … or this many bytes of files
        qint64 claimRefreshMs = 60'000;
    };
    struct Stored
    {
        FileOutcome outcome;
        int index = 0;
    };

    IngestBatch(Database& db, IngestLock& lock, Limits limits);

    bool isEmpty() const { return m_files.isEmpty(); }
    qint64 ageMs() const { return m_files.isEmpty() ? 0 : m_age.elapsed(); }
    // Opens the transaction when the batch is empty; the file is stored inside it next.
    Status open();
    // A file stored inside the open transaction; true when the batch is full (commit it).
    bool add(const FileOutcome& outcome, int index);
    // Commits and returns the files it stored, in order; nothing when empty.
    Result<QList<Stored>> commit();
    void rollback();

private:
    Transaction m_transaction;
    IngestLock& m_lock;
    Limits m_limits;
    QList<Stored> m_files;
    qint64 m_bytes = 0;
    QElapsedTimer m_age;
    QElapsedTimer m_claimed;
};

} // namespace lotse
