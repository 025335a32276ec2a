// SPDX-License-Identifier: GPL-3.0-or-later
#include "IngestRate.h"

namespace lotse {

void IngestRate::start(int total)
{
    m_timer.start();
    m_total = total;
    m_done = 0;
    m_bytes = 0;
}

void IngestRate::fileDone(qint64 bytes)
{
    ++m_done;
    m_bytes += bytes;
}

IngestRate::Snapshot IngestRate::snapshot() const
{
    return compute(m_done, m_total, m_bytes, m_timer.isValid() ? double(m_timer.nsecsElapsed()) / 1e6 : 0.0);
}

IngestRate::Snapshot IngestRate::compute(int done, int total, qint64 bytes, double elapsedMs)
{
    Snapshot s;
    s.done = done;
    s.total = total;
    if (elapsedMs <= 0 || done <= 0)
        return s;
    const double seconds = double(elapsedMs) / 1000.0;
    s.filesPerSecond = done / seconds;
    s.megabytesPerSecond = double(bytes) / (1024.0 * 1024.0) / seconds;
    // By files, not bytes: the sizes of the files still to come are not known before they are read.
    s.remainingMs = total > done ? qint64(elapsedMs * (total - done) / done) : 0;
    return s;
}

QString IngestRate::duration(qint64 ms)
{
    if (ms < 1000)
        return QStringLiteral("%1 ms").arg(ms);
    const qint64 s = (ms + 500) / 1000;
    if (s < 60)
        return QStringLiteral("%1 s").arg(s);
    if (s < 3600)
        return tr("%1 min %2 s").arg(s / 60).arg(s % 60);
    return QStringLiteral("%1 h %2 min").arg(s / 3600).arg((s % 3600) / 60);
}

QString IngestRate::Snapshot::text() const
{
    QString out = IngestRate::tr("%1/%2 files").arg(done).arg(total);
    if (remainingMs < 0)
        return out;
    out += IngestRate::tr(" · %1 files/s · %2 MB/s")
               .arg(filesPerSecond, 0, 'f', filesPerSecond < 10 ? 1 : 0)
               .arg(megabytesPerSecond, 0, 'f', 2);
    if (remainingMs > 0)
        out += IngestRate::tr(" · about %1 left").arg(duration(remainingMs));
    return out;
}

} // namespace lotse
