// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/Result.h"

#include <QCoreApplication>
#include <QString>
#include <optional>

namespace lotse {

class Database;

// The knowledge base's `meta` table of keys and values: the schema version, the active embedding model,
// a team copy's sync state (TeamReplica, TeamVectorSync, TeamTraceSync).
class MetaTable final
{
    Q_DECLARE_TR_FUNCTIONS(lotse::MetaTable)

public:
    static std::optional<QString> value(Database& db, const QString& key); // none: not set or unreadable
    static Status set(Database& db, const QString& key, const QString& value);
};

} // namespace lotse
