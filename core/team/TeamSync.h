// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/Result.h"
#include "store/pg/TeamReplica.h"

namespace lotse {

class Database;
class PgConnection;

// One sync of a member's copy with its team knowledge base: documents, passages and vectors
// (TeamReplica), then the questions and feedback: deletions and the team's retention first
// (TeamRemovalSync), then what is new, as the team's policy says (TeamTraceSync, TeamFeedbackSync).
// keepDays: the copy's own trace retention (0: for ever), so that no question older than it arrives.
// What the window's sync thread and `lotse-cli ask/team sync --db URL` run.
struct TeamSync
{
    static Result<ReplicaSync> run(PgConnection& server, Database& local, int keepDays = 0);
};

} // namespace lotse
