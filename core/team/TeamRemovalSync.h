// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/Result.h"

#include <QCoreApplication>

namespace lotse {

class Database;
class PgConnection;

// Deletions of the team's questions and feedback, both ways (part of TeamSync, before anything is sent
// or fetched):
// - what a person deleted in this copy (RemovalLog) is deleted on the server: a member's own rows, a
//   manager's any;
// - the server applies the team's retention (lotse.purge_traces(), `team trace-retention`);
// - a manager's copy drops the others' questions and feedback that are gone from the server (deleted
//   by their owner or another manager, or past the retention).
class TeamRemovalSync final
{
    Q_DECLARE_TR_FUNCTIONS(lotse::TeamRemovalSync)

public:
    struct Counts
    {
        int deletedThere = 0; // this copy's deletions carried out on the server
        int purgedThere = 0;  // past the team's retention
        int droppedHere = 0;  // gone from the server, so from this copy
    };
    static Result<Counts> run(PgConnection& server, Database& local, bool manager);
};

} // namespace lotse
