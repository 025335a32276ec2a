// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/Result.h"
#include "ingest/IngestTypes.h"

#include <QCoreApplication>
#include <QSet>
#include <QStringList>
#include <functional>

namespace lotse {

class PgConnection;
struct TeamFolder;

// A manager adding files and folders to a team knowledge base. Every file goes through the manager's
// queue on the server (PgIngestQueue): queued before the first is read, and leaving it only after it is
// stored (each document with its passages in one transaction), so a run killed at any moment leaves no
// half document and the next run (`sync`, `ingest`, `folder add`) finishes what it left. One run per
// manager at a time (an advisory lock: a second one is refused, not interleaved).
//
// A file's groups: those of the innermost remembered folder that holds it (`folder add PATH --groups
// hr`), else those given to `ingest --groups` (refused for a file in a remembered folder with other
// groups). Only a folder's sync removes documents, of files deleted from it; a folder missing, empty or
// unreadable on this machine is left as it is, and a missing file given to `ingest` just fails.
class TeamIngest final
{
    Q_DECLARE_TR_FUNCTIONS(lotse::TeamIngest)

public:
    using Report = std::function<void(const FileOutcome&)>;

    TeamIngest(PgConnection& connection, Report report);
    ~TeamIngest(); // releases the lock

    Status add(const QStringList& paths, const QStringList& groups);
    Status addFolder(const QString& path, const QStringList& groups);
    // NotFound when the folder was not remembered; its documents go unless another folder holds them.
    Status removeFolder(const QString& path);
    // What a killed run left, then every remembered folder.
    Status sync();
    // The documents that failed, read again (with the groups they have) even where they did not change.
    Status retry();

private:
    Status lock();
    Status drain();
    Status syncFolder(const TeamFolder& folder);
    Status forget(const QString& folder, const QList<TeamFolder>& others);

    PgConnection& m_c;
    Report m_report;
    bool m_locked = false;
    QSet<QString> m_done; // the files this run has been through
};

} // namespace lotse
