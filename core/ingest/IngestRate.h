// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QString>

namespace lotse {

// Throughput and time left of a running ingest job, from the files finished so far. The CLI's
// progress line and the knowledge base panel show the same figures.
class IngestRate final
{
    Q_DECLARE_TR_FUNCTIONS(lotse::IngestRate)

public:
    struct Snapshot
    {
        int done = 0;
        int total = 0;
        double filesPerSecond = 0;
        double megabytesPerSecond = 0;
        qint64 remainingMs = -1; // unknown until a file is done

        // "12/246 files · 35 files/s · 1.2 MB/s · about 7 s left"
        QString text() const;
    };

    void start(int total);
    void setTotal(int total) { m_total = total; }
    void fileDone(qint64 bytes);
    Snapshot snapshot() const;

    // `elapsedMs` has a fraction: a small job's files can all be reported within a millisecond.
    static Snapshot compute(int done, int total, qint64 bytes, double elapsedMs);
    static QString duration(qint64 ms);

private:
    QElapsedTimer m_timer;
    int m_total = 0;
    int m_done = 0;
    qint64 m_bytes = 0;
};

} // namespace lotse
