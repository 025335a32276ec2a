// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/Result.h"

#include <QCoreApplication>

namespace lotse {

class Database;
class PgConnection;

// The team's questions in one place, so that its managers' inspector, content gaps and evaluation see
// the whole company's (part of TeamReplica's sync). What leaves a member's copy is the team's trace
// policy's to decide (a manager sets it: `team trace-policy`), at the time of the sync:
//   off               nothing (the default)
//   without-question  the trace without the question's and the answer's words (TraceStore::
//                     withoutQuestionText: the searches, hits, verdicts and cited passages stay)
//   full              the whole trace
// A question asked while the policy was off is never sent later. Uploads are idempotent (the server
// keeps an id taken from each trace's content); the copy notes each trace's id on the server
// (`team_id`; negative: never sent). A manager's copy receives the other members' traces, marked with
// who asked (`asked_by`) and the groups they had then (`asked_groups`), and never sends those back.
// The server keeps them for the team's retention (`team trace-retention`, 90 days unless a manager
// changes it); TeamRemovalSync applies it and passes deletions both ways.
class TeamTraceSync final
{
    Q_DECLARE_TR_FUNCTIONS(lotse::TeamTraceSync)

public:
    enum class Policy { Off, WithoutQuestion, Full };
    static QString policyName(Policy policy);
    static Result<Policy> policyNamed(const QString& name);

    static Result<Policy> policy(PgConnection& server);
    static Status setPolicy(PgConnection& server, Policy policy);

    // How many days the server keeps the team's questions (0: for ever); managers change it.
    static Result<int> retentionDays(PgConnection& server);
    static Status setRetentionDays(PgConnection& server, int days);

    // This member's new traces, as the policy (read once per sync by TeamSync) says; how many were sent.
    static Result<int> push(PgConnection& server, Database& local, Policy policy);
    // Managers: the other members' traces not yet in the copy and not older than keepDays (the copy's
    // own retention; 0: any age); how many arrived (0 for readers).
    static Result<int> pull(PgConnection& server, Database& local, bool manager, int keepDays = 0);
};

} // namespace lotse
