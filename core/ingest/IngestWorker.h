// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Chunker.h"
#include "IngestTypes.h"
#include "common/Error.h"

#include <QObject>
#include <QStringList>
#include <atomic>
#include <memory>

namespace lotse {

class Database;
class DocumentStore;
class IngestPipeline;

// Lives on the ingest thread and owns that thread's database connection.
class IngestWorker final : public QObject
{
    Q_OBJECT
public:
    static constexpr qint64 progressIntervalMs = 100;

    IngestWorker(QString dbPath, ChunkerOptions options, const std::atomic<quint64>& cancelUpTo);
    ~IngestWorker() override;

public Q_SLOTS:
    void ingest(quint64 job, const QStringList& paths, lotse::Reindex reindex = Reindex::IfChanged);
    void remove(quint64 job, const QStringList& paths);

Q_SIGNALS:
    void started(quint64 job, const QStringList& files); // every file the job will go through, in order
    void fileStarted(quint64 job, const QString& path, int index, int total);
    // Only for a file still running after progressIntervalMs, then at most once per interval.
    void fileProgress(quint64 job, const QString& path, const lotse::FileProgress& progress);
    void fileFinished(quint64 job, const lotse::FileOutcome& outcome, int index, int total);
    void finished(quint64 job, const lotse::IngestSummary& summary);
    void failed(quint64 job, const lotse::Error& error);

private:
    bool ensureOpen(quint64 job);
    bool cancelled(quint64 job) const { return job <= m_cancelUpTo.load(); }

    QString m_dbPath;
    ChunkerOptions m_options;
    const std::atomic<quint64>& m_cancelUpTo;
    std::unique_ptr<Database> m_db;
    std::unique_ptr<DocumentStore> m_store;
    std::unique_ptr<IngestPipeline> m_pipeline;
};

} // namespace lotse
