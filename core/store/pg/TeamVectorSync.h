// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/Result.h"

#include <QCoreApplication>
#include <QSet>
#include <QString>

namespace lotse {

class Database;
class PgConnection;

// Passage vectors between a team knowledge base and a member's local copy (part of TeamReplica's sync).
// Embedded once, by a manager's Lotse, and shared: nobody embeds the handbook again.
//
// Down (everybody): the vectors written since the last sync. A vector row carries the id of the
// transaction that wrote it (xid8); a sync fetches the rows of every transaction that had not finished
// at the previous sync (`xact >= that snapshot's xmin`) and remembers its own snapshot's xmin. Change
// numbers alone would miss a vector whose transaction took its number early and committed late. What
// the login may see is decided by row-level security (a vector is visible where a visible passage has
// the same text).
//
// Up (managers): the copy's vectors added since the last upload (by rowid), except those that just came
// down; a vector already on the server with the same bytes is left alone (no new change).
class TeamVectorSync final
{
    Q_DECLARE_TR_FUNCTIONS(lotse::TeamVectorSync)

public:
    // Inside the sync's snapshot transaction. `pulled` collects "sha model" of what arrived.
    static Result<int> pull(PgConnection& server, Database& local, QSet<QString>& pulled);
    // In transactions of its own, 256 vectors each.
    static Result<int> push(PgConnection& server, Database& local, const QSet<QString>& pulled);

    static constexpr int pushBatch = 256;
};

} // namespace lotse
