// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/Result.h"

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

namespace lotse {

class Database;

// The files an ingest job still has to go through, persisted so that a run stopped by a crash, a
// kill or closing the window resumes where it stopped instead of starting again. A job writes its
// whole list in one transaction before the first file and takes each file off after it is stored;
// taking a file off late (a kill in between) only means it is read again and found unchanged.
class IngestQueue final
{
    Q_DECLARE_TR_FUNCTIONS(lotse::IngestQueue)

public:
    struct Entry
    {
        QString path;
        bool reindex = false; // read and store again even when unchanged
        // Runs that resumed the queue at this file: see resumingAt().
        int attempts = 0;
    };

    explicit IngestQueue(Database& db);

    // Keeps the order of `paths`; a path queued already keeps its place (and becomes a re-index if asked).
    Status enqueue(const QStringList& paths, bool reindex);
    Result<QList<Entry>> pending() const;
    Result<int> count() const;
    Status done(const QString& path);
    // Notes that a run resumed at `path`, the first file left over (the one an earlier run was reading
    // when it stopped: files are stored in order), and has been reading it for a while. Should this run
    // stop there too, the next one sets the file aside instead of being stopped by it again.
    Status resumingAt(const QString& path);
    // Drops every queued file at or below `folder` (a folder that was removed).
    Status dropBelow(const QString& folder);
    Status clear();

private:
    Database& m_db;
};

} // namespace lotse
