// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "TeamTraceSync.h"
#include "common/Result.h"

#include <QCoreApplication>

namespace lotse {

class Database;
class PgConnection;

// Feedback on the team's questions in one place (part of TeamSync, after the traces): a member's
// feedback on a trace that is on the server goes there, and a manager's copy receives everybody's, so
// that every manager's inspector and evaluation see the corrections of all. The note and what a right
// answer must mention may quote the question: they leave only under the trace policy `full`. The copy
// notes each row's id on the server (feedback.team_id; negative: never sent).
class TeamFeedbackSync final
{
    Q_DECLARE_TR_FUNCTIONS(lotse::TeamFeedbackSync)

public:
    // This member's new feedback on shared traces; how many rows were sent.
    static Result<int> push(PgConnection& server, Database& local, TeamTraceSync::Policy policy);
    // Managers: the others' feedback on traces in this copy; how many rows arrived (0 for readers).
    static Result<int> pull(PgConnection& server, Database& local, bool manager);
};

} // namespace lotse
