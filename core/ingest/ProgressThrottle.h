// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QElapsedTimer>

namespace lotse {

// How often a job tells the GUI about its files. Posting an event per file and waking the GUI
// thread took a few per cent of a job of small files, and nobody reads 2,000 file names a second:
// a file is announced when it is the job's first, when `startedIntervalMs` passed since the last
// announcement, or when it reports progress (a file that takes a while is always shown). Progress
// of a file is reported once it ran `progressIntervalMs`, then at most once per interval.
class ProgressThrottle final
{
public:
    ProgressThrottle(qint64 startedIntervalMs, qint64 progressIntervalMs);

    // A new file begins; true when it is to be announced now.
    bool startFile(bool first);
    // Its storing begins (after any wait for its parse): progress is timed from here.
    void startStoring();
    // The file reports a step; true when it is to be reported. `announce` is set when the file
    // was not announced yet and must be first.
    bool step(bool& announce);

private:
    void announced();

    qint64 m_startedIntervalMs;
    qint64 m_progressIntervalMs;
    QElapsedTimer m_sinceAnnounced;
    QElapsedTimer m_file;
    qint64 m_lastReport = 0;
    bool m_fileAnnounced = false;
};

} // namespace lotse
