// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "DatabaseUrl.h"
#include "common/Result.h"

#include <QCoreApplication>
#include <QDateTime>
#include <memory>

namespace lotse {

class Database;
class PgConnection;

// What one sync changed in the local copy.
struct ReplicaSync
{
    int added = 0;
    int updated = 0;
    int removed = 0;
    int unchanged = 0;
    int passages = 0;         // passages written
    int vectorsIn = 0;        // vectors that came down from the server
    int vectorsOut = 0;       // vectors this copy shared (managers: what their Lotse embedded)
    int questionsOut = 0;     // traces shared as the team's policy says (TeamSync)
    int questionsIn = 0;      // managers: the other members' traces that arrived
    int feedbackOut = 0;      // feedback on shared traces sent
    int feedbackIn = 0;       // managers: the others' feedback that arrived
    int questionsDeleted = 0; // deleted here and so on the server, or gone from the server and so from here
};

// A member's local copy of what it may read in a team knowledge base: the documents and passages the
// server's row-level security shows this login, in an ordinary Lotse knowledge base file, so that the
// search, the loop, the window and the offline mode work on it unchanged and answer in milliseconds.
// The server decides what arrives: a document outside the member's groups is never sent, and one the
// member can no longer see (removed, regrouped, or a group taken away) is deleted from the copy at the
// next sync. Each sync reads one consistent snapshot (REPEATABLE READ), so a document a manager is
// writing arrives whole or not at all; it compares every visible document's content hash and reader
// version with the copy and transfers only what differs. Killed midway, the next sync finishes the job.
// Vectors travel both ways (TeamVectorSync): down to every copy, up from a manager's.
class TeamReplica final
{
    Q_DECLARE_TR_FUNCTIONS(lotse::TeamReplica)

public:
    // The copy's file for this login on this server: beside the personal knowledge base, in "team/".
    static QString pathFor(const DatabaseUrl& url);
    // Opens (or creates) that file, readable by this user alone: it holds text others may not read.
    static Result<std::unique_ptr<Database>> open(const DatabaseUrl& url);
    // Brings `local` up to date with what `server`'s login may read.
    static Result<ReplicaSync> sync(PgConnection& server, Database& local);
    // When the copy was last brought up to date (invalid: never).
    static QDateTime syncedAt(Database& local);
    // Whether `local` was synced from this login on this server.
    static bool isCopyOf(Database& local, const DatabaseUrl& url);

    static constexpr int documentsPerBatch = 64;
    static constexpr int lockWaitMs = 120'000; // another sync of the same copy may be a first, long one
};

} // namespace lotse
