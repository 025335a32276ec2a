// SPDX-License-Identifier: GPL-3.0-or-later
#include "TeamSync.h"

#include "TeamTraceSync.h"

namespace lotse {

Result<ReplicaSync> TeamSync::run(PgConnection& server, Database& local)
{
    auto synced = TeamReplica::sync(server, local);
    if (!synced)
        return synced;
    ReplicaSync counts = synced.value();
    const auto sent = TeamTraceSync::push(server, local);
    if (!sent)
        return sent.error();
    counts.questionsOut = sent.value();
    const auto arrived = TeamTraceSync::pull(server, local);
    if (!arrived)
        return arrived.error();
    counts.questionsIn = arrived.value();
    return counts;
}

} // namespace lotse
