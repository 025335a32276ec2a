// SPDX-License-Identifier: GPL-3.0-or-later
#include "TeamSync.h"

#include "TeamFeedbackSync.h"
#include "TeamRemovalSync.h"
#include "TeamTraceSync.h"
#include "store/pg/TeamAdmin.h"

namespace lotse {

namespace {

// Deletions first: nothing deleted is sent or fetched again. The login's role and the team's policy
// are read once for all the steps.
Status syncQuestions(PgConnection& server, Database& local, int keepDays, ReplicaSync& counts)
{
    const auto role = TeamAdmin::myRole(server);
    if (!role)
        return role.error();
    const bool manager = role.value() == QStringLiteral("manager") || role.value() == QStringLiteral("administrator");
    const auto policy = TeamTraceSync::policy(server);
    if (!policy)
        return policy.error();
    const auto removed = TeamRemovalSync::run(server, local, manager);
    if (!removed)
        return removed.error();
    // What this copy deleted, and what left it; the server's purge of everybody's is not this member's.
    counts.questionsDeleted = removed.value().deletedThere + removed.value().droppedHere;
    const auto sent = TeamTraceSync::push(server, local, policy.value());
    if (!sent)
        return sent.error();
    counts.questionsOut = sent.value();
    const auto feedbackSent = TeamFeedbackSync::push(server, local, policy.value());
    if (!feedbackSent)
        return feedbackSent.error();
    counts.feedbackOut = feedbackSent.value();
    const auto arrived = TeamTraceSync::pull(server, local, manager, keepDays);
    if (!arrived)
        return arrived.error();
    counts.questionsIn = arrived.value();
    const auto feedbackArrived = TeamFeedbackSync::pull(server, local, manager);
    if (!feedbackArrived)
        return feedbackArrived.error();
    counts.feedbackIn = feedbackArrived.value();
    return success();
}

} // namespace

Result<ReplicaSync> TeamSync::run(PgConnection& server, Database& local, int keepDays)
{
    auto synced = TeamReplica::sync(server, local);
    if (!synced)
        return synced;
    ReplicaSync counts = synced.value();
    if (Status s = syncQuestions(server, local, keepDays, counts); !s)
        return s.error();
    return counts;
}

} // namespace lotse
