// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "DatabaseUrl.h"

#include <QSqlDatabase>
#include <QSqlError>

namespace lotse {

// One named connection to a team knowledge base (QtSql's PostgreSQL driver), removed with this
// object. Failures say what to do: a missing driver, an unreachable server, a refused password, a
// database that does not exist. The password is never part of a message.
class PgConnection final
{
    Q_DECLARE_TR_FUNCTIONS(lotse::PgConnection)

public:
    static Result<std::unique_ptr<PgConnection>> open(const DatabaseUrl& url, const QString& password);
    ~PgConnection();
    PgConnection(const PgConnection&) = delete;
    PgConnection& operator=(const PgConnection&) = delete;

    QSqlDatabase& db() { return m_db; }
    const DatabaseUrl& url() const { return m_url; }
    // Runs one statement; the error names the statement's first line.
    Status exec(const QString& sql);

    // A driver or server error in words a person can act on.
    static Error explain(const DatabaseUrl& url, const QSqlError& error);

private:
    PgConnection(const DatabaseUrl& url, const QString& name);
    DatabaseUrl m_url;
    QString m_name;
    QSqlDatabase m_db;
};

} // namespace lotse
