// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/Result.h"
#include "store/RemovalLog.h"

#include <QCoreApplication>
#include <QVariantList>
#include <initializer_list>

class QSqlQuery;

namespace lotse {

class Database;
class PgConnection;

// A member's trace or feedback row on the server is keyed by (owner, source_id). The source id is
// taken from the row's content, not its local id: sending again after a crash (uploaded, not yet noted
// in the copy) finds the same row, and a new copy, whose local ids start again, never collides.
class TeamRowId final
{
    Q_DECLARE_TR_FUNCTIONS(lotse::TeamRowId)

public:
    // From the values of these columns of a row.
    static qint64 fromContent(const QVariantList& row, std::initializer_list<int> columns);
    // After `INSERT … ON CONFLICT (owner, source_id) DO NOTHING RETURNING id` ran: the new row's id, or
    // the one sent before (0 when there is none: deleted on the server meanwhile).
    static Result<qint64> inserted(QSqlQuery& insert, PgConnection& server, const QString& table, qint64 source);
    // Notes the row's id on the server in the copy (team_id); 0 notes a row that is never sent (as
    // -localId: asked while the policy was off, gone from the server, or refused there). A row deleted
    // here while it was being sent is deleted on the server by the next sync (team_removals).
    static Status note(Database& local, RemovalLog::Kind kind, qint64 localId, qint64 teamId, const QString& what);
};

} // namespace lotse
