// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/Result.h"

#include <QCoreApplication>
#include <QSqlDatabase>
#include <QString>
#include <map>
#include <memory>
#include <optional>

class QSqlError;
class QSqlQuery;

namespace lotse {

// One SQLite connection, owned by the thread that opened it (SQLite connections must not be
// shared across threads). Opening applies the pragmas and runs pending migrations.
class Database final
{
    Q_DECLARE_TR_FUNCTIONS(lotse::Database)

public:
    ~Database();
    Database(const Database&) = delete;
    Database& operator=(const Database&) = delete;

    // ReadWrite creates a missing knowledge base and migrates an older one. Existing is for commands
    // that only read: the file must already be a Lotse knowledge base of this version; nothing is
    // created, migrated or left beside it (an empty file, a device or an old schema is refused).
    enum class Access { ReadWrite, Existing };
    static Result<std::unique_ptr<Database>> open(const QString& path, Access access = Access::ReadWrite);
    static QString defaultPath();

    QSqlDatabase handle() const;
    const QString& path() const { return m_path; }

    // Turns a failed query into an Error whose message says what was being done.
    static Error error(const QSqlError& sqlError, const QString& what);
    static Error error(const QSqlQuery& query, const QString& what);
    Status exec(const QString& sql, const QString& what);
    // Changes whenever another connection commits: caches built from the database check it.
    Result<qint64> dataVersion();

    // `sql` prepared once on this connection and kept until it closes: ingestion runs the same few
    // statements for every file and passage, and preparing one costs more than running it. Bind and
    // exec as usual; call finish() after reading a SELECT's rows. Not for statements that nest
    // (the same SQL used again while its rows are still being read).
    QSqlQuery& prepared(const QString& sql);

private:
    // Why `path` cannot be opened with `access`, before SQLite touches it; nothing when it can.
    static std::optional<Error> refusal(const QString& path, Access access);
    friend class Transaction;
    Database(QString path, QString connectionName);
    QString m_path;
    QString m_connectionName;
    struct Statement
    {
        std::unique_ptr<QSqlQuery> query;
        bool ready = false;
    };
    std::map<QString, Statement> m_statements;
    int m_transactionDepth = 0;  // Transactions open on this connection (inner ones join the outer)
    bool m_rollbackOnly = false; // an inner Transaction failed: the outer one must not commit
};

} // namespace lotse
