// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QTemporaryDir>
#include <memory>

namespace lotse::test {

// A throwaway PostgreSQL cluster for one test process: initdb in a temporary folder, a free port on
// 127.0.0.1, password (SCRAM) authentication over TCP as a real server would have, stopped and removed
// by the destructor. As root, the server runs as the `postgres` user (initdb refuses root).
class PgServer final
{
public:
    PgServer();
    ~PgServer();
    PgServer(const PgServer&) = delete;
    PgServer& operator=(const PgServer&) = delete;

    // Why this machine cannot run a test server (no PostgreSQL, no Qt driver: for QSKIP), else empty.
    static QString unavailable();
    // Empty on success, else why the server did not start (a failure: the machine has what it needs).
    QString start();
    void stop(); // at once, as a crash would
    // Stopped at once and started again on the same port and data: a restarted server.
    QString restart();

    int port() const { return m_port; }
    static QString superuser() { return QStringLiteral("postgres"); }
    QString superuserPassword() const { return m_password; }
    // postgresql://USER@127.0.0.1:PORT/DB?sslmode=disable (the test server has no certificate).
    QString url(const QString& user, const QString& database = QStringLiteral("lotse")) const;
    // Runs SQL as the superuser in `database` (created first when missing); empty on success, else the error.
    QString exec(const QString& sql, const QString& database = QStringLiteral("lotse")) const;
    // The first column of the first row of `sql` as the superuser (empty for no row), or "ERROR: …".
    QString value(const QString& sql, const QString& database = QStringLiteral("lotse")) const;
    QString log() const;

private:
    QString run(const QStringList& command) const; // empty on success, else output
    QString run(const QString& sql, const QString& database, QString* firstValue) const;
    QString startOnce(const QString& data, int port = 0);
    QString binary(const QString& name) const;

    std::unique_ptr<QTemporaryDir> m_dir;
    QString m_bin;
    QString m_password;
    int m_port = 0;
    bool m_running = false;
};

} // namespace lotse::test
