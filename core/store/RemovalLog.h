// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/Result.h"

#include <QString>
#include <QVariantList>

namespace lotse {

class Database;

// Deleting a trace or a feedback row by a person's decision. A row that is also on a team knowledge
// base's server (its team_id > 0) is logged in team_removals in the same transaction, so that the
// next sync deletes it there too (TeamTraceSync). Purges by age do not come here: the team's
// server has its own retention.
class RemovalLog final
{
public:
    enum class Kind { Trace, Feedback };

    static QString kindName(Kind kind); // "trace", "feedback": team_removals.kind
    // False when there is no such row. `what` names the work in an error ("Deleting trace 7").
    static Result<bool> remove(Database& db, Kind kind, qint64 id, const QString& what);
    // Logs the traces matching `where` (an SQL condition on `traces`, with `values` bound in order)
    // before the caller deletes them in the same transaction (all history, a conversation).
    static Status logTraces(Database& db, const QString& where, const QVariantList& values, const QString& what);
};

} // namespace lotse
