// SPDX-License-Identifier: GPL-3.0-or-later
#include "ProgressThrottle.h"

namespace lotse {

ProgressThrottle::ProgressThrottle(qint64 startedIntervalMs, qint64 progressIntervalMs)
    : m_startedIntervalMs(startedIntervalMs)
    , m_progressIntervalMs(progressIntervalMs)
{}

void ProgressThrottle::announced()
{
    m_sinceAnnounced.start();
    m_fileAnnounced = true;
}

bool ProgressThrottle::startFile(bool first)
{
    m_fileAnnounced = false;
    if (first || !m_sinceAnnounced.isValid() || m_sinceAnnounced.elapsed() >= m_startedIntervalMs) {
        announced();
        return true;
    }
    return false;
}

void ProgressThrottle::startStoring()
{
    m_file.start();
    m_lastReport = 0;
}

bool ProgressThrottle::step(bool& announce)
{
    const qint64 now = m_file.elapsed();
    if (now < m_progressIntervalMs || now - m_lastReport < m_progressIntervalMs)
        return false;
    m_lastReport = now;
    announce = !m_fileAnnounced;
    if (announce)
        announced();
    return true;
}

} // namespace lotse
