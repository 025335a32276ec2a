// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/Result.h"

#include <QCoreApplication>

namespace lotse {

class Database;

// Brings a knowledge base to the current schema. All pending steps run in one transaction:
// a failure leaves the file exactly as it was.
class Migrations final
{
    Q_DECLARE_TR_FUNCTIONS(lotse::Migrations)

public:
    static constexpr int currentVersion = 15;
    // How long opening waits for another connection's migration (each try waits the busy timeout).
    static constexpr qint64 migrationWaitMs = 120'000;
    static Status apply(Database& db);
    // The schema version the knowledge base records; 0 for a new, empty file. An error when it has
    // tables but no readable record of their version (damaged, or another program's database).
    // Reads only.
    static Result<int> version(Database& db);
    // For commands that only read: the knowledge base is of this version, or an error says what to do.
    static Status checkCurrent(Database& db);
};

} // namespace lotse
