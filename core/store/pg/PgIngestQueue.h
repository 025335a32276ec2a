// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/Result.h"

#include <QCoreApplication>
#include <QList>
#include <QStringList>

namespace lotse {

class PgConnection;

// The files a manager is adding to a team knowledge base (lotse.ingest_queue): written before the
// first file is read and left one by one after each is stored, so that a run killed at any moment is
// finished by the next one (TeamIngest). Each manager sees and resumes only their own entries: a path
// is a file on their machine.
class PgIngestQueue final
{
    Q_DECLARE_TR_FUNCTIONS(lotse::PgIngestQueue)

public:
    struct Entry
    {
        QString path;
        QStringList groups;   // empty: the groups of the remembered folder holding it
        bool reindex = false; // read again even if its content did not change (retry)
    };

    explicit PgIngestQueue(PgConnection& connection);

    // Adds the files (again: with these groups), in one transaction.
    Status enqueue(const QStringList& paths, const QStringList& groups, bool reindex = false);
    Result<QList<Entry>> pending() const; // in the order queued
    Result<int> count() const;
    Status done(const QString& path);

private:
    PgConnection& m_c;
};

} // namespace lotse
