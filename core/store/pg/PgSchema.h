// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/Result.h"

#include <QCoreApplication>
#include <QStringList>

namespace lotse {

class PgConnection;

// The team knowledge base's schema in PostgreSQL (schema `lotse`), and its migrations: each step in
// one transaction, its number recorded in lotse.meta(schema_version); a database a newer Lotse set
// up is refused. Access is enforced by the database (row-level security): a reader sees documents,
// passages and vectors of its groups only, and its own traces; a manager sees and changes everything.
class PgSchema final
{
    Q_DECLARE_TR_FUNCTIONS(lotse::PgSchema)

public:
    static constexpr int currentVersion = 3;
    static constexpr const char* managerRole = "lotse_manager";
    static constexpr const char* readerRole = "lotse_reader";

    // The statements of each step, in order (printed by `lotse-cli team init`).
    static QStringList step(int version);
    // The roles, created only when missing: safe to run again.
    static QStringList roles();
    // The version the database records; 0 before `team init`.
    static Result<int> version(PgConnection& c);
    // Runs the roles and every missing step; `log` receives each statement before it runs.
    static Status apply(PgConnection& c, const std::function<void(const QString&)>& log);
    // For everything but `team init`: the schema is this version, or an error says what to do.
    static Status checkCurrent(PgConnection& c);
};

} // namespace lotse
