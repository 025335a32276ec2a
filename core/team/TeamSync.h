// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/Result.h"
#include "store/pg/TeamReplica.h"

namespace lotse {

class Database;
class PgConnection;

// One sync of a member's copy with its team knowledge base: documents, passages and vectors
// (TeamReplica), then the questions as the team's policy says (TeamTraceSync). What the window's sync
// thread and `lotse-cli ask/team sync --db URL` run.
struct TeamSync
{
    static Result<ReplicaSync> run(PgConnection& server, Database& local);
};

} // namespace lotse
