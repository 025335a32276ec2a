// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ingest/IngestService.h"

#include <QElapsedTimer>
#include <QObject>

namespace lotse::cli {

// `ingest PATH…` and `remove PATH…`: runs the job on the ingest service and prints progress
// (a bar on a terminal, one line per file otherwise) and a summary.
class IngestCommand final : public QObject
{
    Q_OBJECT
public:
    explicit IngestCommand(const QString& dbPath, QObject* parent = nullptr);

    void ingest(const QStringList& paths);
    void remove(const QStringList& paths);

Q_SIGNALS:
    void done(int exitCode);

private:
    void onFileStarted(const QString& path, int index, int total);
    void onFileFinished(const lotse::FileOutcome& outcome, int index, int total);
    void onFinished(const lotse::IngestSummary& summary);

    IngestService m_service;
    QElapsedTimer m_timer;
    bool m_removing = false;
};

} // namespace lotse::cli
