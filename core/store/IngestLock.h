// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/Result.h"

#include <QCoreApplication>
#include <QString>

namespace lotse {

class Database;

// Which process works through a knowledge base's ingest queue (IngestQueue): one at a time. A second
// process (another window, `lotse-cli ingest`) would otherwise take the first one's live queue for a
// run that stopped and report those files as its own. The claim is a row in `meta` naming the
// process and its host, refreshed while it writes. It is given back at the end of a job; a claim
// whose process is gone (a crash, a kill) is taken over, and the queue resumes as before.
class IngestLock final
{
    Q_DECLARE_TR_FUNCTIONS(lotse::IngestLock)

public:
    // A claim from another host is given up on when it was not refreshed for this long.
    static constexpr qint64 staleAfterSeconds = 15 * 60;

    explicit IngestLock(Database& db);

    // Claims the queue for this process (again: a process holds it as often as it likes); an error
    // naming the other process while a live one holds it. Refreshes this process's claim.
    Status claim();
    // Gives back this process's claim; another's stays.
    Status release();

    // Whether a process of this host runs (tests: a pid that is gone).
    static bool isRunning(qint64 pid);

private:
    Database& m_db;
};

} // namespace lotse
