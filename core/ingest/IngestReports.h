// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "IngestTypes.h"
#include "common/Error.h"

#include <QObject>
#include <QStringList>

namespace lotse {

// What an ingest job reports, declared once: IngestWorker emits it on the ingest thread and
// IngestService re-emits it on its caller's thread (forwardSignals).
class IngestReports : public QObject
{
    Q_OBJECT
public:
    using QObject::QObject;

Q_SIGNALS:
    void started(quint64 job, const QStringList& files); // every file the job will go through, in order
    // Not for every file: the job's first, then at most one per IngestWorker::startedIntervalMs, and
    // every file that reports progress.
    void fileStarted(quint64 job, const QString& path, int index, int total);
    // Only for a file still running after IngestWorker::progressIntervalMs, then at most once per interval.
    void fileProgress(quint64 job, const QString& path, const lotse::FileProgress& progress);
    // Once the file's outcome is committed: files are stored in batches, so several fileStarted can
    // come before the fileFinished of the first (still in order).
    void fileFinished(quint64 job, const lotse::FileOutcome& outcome, int index, int total);
    void finished(quint64 job, const lotse::IngestSummary& summary);
    void failed(quint64 job, const lotse::Error& error);
    // The remembered folders, after every change to them and at the start of every sync.
    void foldersChanged(const QStringList& folders);
};

} // namespace lotse
