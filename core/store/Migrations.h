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
    static constexpr int currentVersion = 11;
    // How long opening waits for another connection's migration (each try waits the busy timeout).
    static constexpr qint64 migrationWaitMs = 120'000;
    static Status apply(Database& db);
    static Result<int> version(Database& db);
};

} // namespace lotse
