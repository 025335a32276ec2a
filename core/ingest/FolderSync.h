// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "FolderWatcher.h"

#include <QObject>
#include <QSet>
#include <QStringList>

namespace lotse {

class IngestService;

// Keeps the remembered folders in sync: start() resumes an interrupted run and syncs every folder
// (changes made while Lotse was closed), then the watcher's reports become sync jobs on the ingest
// service. Bursts are coalesced: while a sync runs, further changes wait for one follow-up sync.
class FolderSync final : public QObject
{
    Q_OBJECT
public:
    explicit FolderSync(IngestService& ingest, int debounceMs = FolderWatcher::defaultDebounceMs,
                        QObject* parent = nullptr);

    quint64 start();
    QStringList folders() const { return m_folders; }

Q_SIGNALS:
    void foldersChanged(const QStringList& folders);
    // A sync started because files changed on disk (the job's events come from the ingest service).
    void syncQueued(quint64 job, const QStringList& folders);

private:
    void onChanged(const QStringList& folders);
    void onJobEnded(quint64 job);

    IngestService& m_ingest;
    FolderWatcher m_watcher;
    QStringList m_folders;
    quint64 m_job = 0; // the sync in flight, 0 when none
    QSet<QString> m_dirty;
};

} // namespace lotse
