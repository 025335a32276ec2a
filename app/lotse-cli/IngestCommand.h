// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ingest/IngestRate.h"
#include "ingest/IngestService.h"

#include <QObject>

namespace lotse::cli {

// `ingest PATH…`, `remove PATH…`, `folder add|remove PATH`, `sync` and `retry`: runs the job on the
// ingest service and prints progress (a bar with throughput and time left on a terminal, one line
// per file otherwise), every failed file with its reason, and a summary.
class IngestCommand final : public QObject
{
    Q_OBJECT
public:
    explicit IngestCommand(const QString& dbPath, QObject* parent = nullptr);

    void ingest(const QStringList& paths);
    void remove(const QStringList& paths);
    void addFolder(const QString& path);
    void removeFolder(const QString& path);
    void sync();
    void retry();
    IngestService& service() { return m_service; }

Q_SIGNALS:
    void done(int exitCode);

private:
    void onFileStarted(const QString& path, int index, int total);
    void onFileFinished(const lotse::FileOutcome& outcome, int index, int total);
    void onFinished(const lotse::IngestSummary& summary);

    IngestService m_service;
    IngestRate m_rate;
    bool m_removing = false;
};

} // namespace lotse::cli
