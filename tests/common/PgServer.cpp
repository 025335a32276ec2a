// SPDX-License-Identifier: GPL-3.0-or-later
#include "PgServer.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTcpServer>
#include <QUuid>
#include <unistd.h>

namespace lotse::test {

namespace {

QString newestPostgresBin()
{
    QDir root(QStringLiteral("/usr/lib/postgresql"));
    QStringList versions = root.entryList(QDir::Dirs | QDir::NoDotAndDotDot);
    std::sort(versions.begin(), versions.end(),
              [](const QString& a, const QString& b) { return a.toInt() > b.toInt(); });
    for (const QString& v : versions) {
        const QString bin = root.filePath(v + QStringLiteral("/bin"));
        if (QFile::exists(bin + QStringLiteral("/initdb")))
            return bin;
    }
    return {};
}

int freePort()
{
    QTcpServer probe;
    return probe.listen(QHostAddress::LocalHost, 0) ? probe.serverPort() : 0;
}

} // namespace

PgServer::PgServer()
    : m_password(QUuid::createUuid().toString(QUuid::WithoutBraces))
{}

PgServer::~PgServer()
{
    stop();
}

QString PgServer::binary(const QString& name) const
{
    return m_bin + QLatin1Char('/') + name;
}

QString PgServer::run(const QStringList& command) const
{
    QStringList full = command;
    // initdb and postgres refuse to run as root.
    if (::geteuid() == 0)
        full = QStringList{QStringLiteral("runuser"), QStringLiteral("-u"), QStringLiteral("postgres"),
                           QStringLiteral("--")}
               + command;
    QProcess p;
    p.setProcessChannelMode(QProcess::MergedChannels);
    p.start(full.first(), full.mid(1));
    if (!p.waitForFinished(240000) || p.exitStatus() != QProcess::NormalExit || p.exitCode() != 0)
        return full.join(u' ') + QStringLiteral(": ") + QString::fromLocal8Bit(p.readAll());
    return {};
}

QString PgServer::unavailable()
{
    if (newestPostgresBin().isEmpty())
        return QStringLiteral(
            "no PostgreSQL server under /usr/lib/postgresql (scripts/setup-deps.sh installs postgresql-15)");
    if (!QSqlDatabase::isDriverAvailable(QStringLiteral("QPSQL")))
        return QStringLiteral("Qt's PostgreSQL driver is missing (scripts/setup-deps.sh installs libqt6sql6-psql)");
    return {};
}

QString PgServer::start()
{
    if (QString why = unavailable(); !why.isEmpty())
        return why;
    m_bin = newestPostgresBin();
    m_dir = std::make_unique<QTemporaryDir>(QDir::tempPath() + QStringLiteral("/lotse-pg-XXXXXX"));
    if (!m_dir->isValid())
        return QStringLiteral("no temporary folder");
    const QString pwfile = m_dir->filePath(QStringLiteral("pw"));
    QFile pw(pwfile);
    if (!pw.open(QIODevice::WriteOnly) || pw.write(m_password.toUtf8()) < 0)
        return QStringLiteral("cannot write the password file");
    pw.close();
    if (::geteuid() == 0) {
        QProcess::execute(QStringLiteral("chown"),
                          {QStringLiteral("-R"), QStringLiteral("postgres:postgres"), m_dir->path()});
        QFile::setPermissions(m_dir->path(), QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
    }
    const QString data = m_dir->filePath(QStringLiteral("data"));
    if (QString e = run({binary(QStringLiteral("initdb")), QStringLiteral("-N"), QStringLiteral("-D"), data,
                         QStringLiteral("-U"), superuser(), QStringLiteral("--pwfile=") + pwfile,
                         QStringLiteral("--auth-local=trust"), QStringLiteral("--auth-host=scram-sha-256"),
                         QStringLiteral("-E"), QStringLiteral("UTF8"), QStringLiteral("--locale=C.UTF-8")});
        !e.isEmpty())
        return e;
    // The free port may be taken by another test's server between the probe and the bind: try again.
    QString error;
    for (int attempt = 0; attempt < 3; ++attempt) {
        error = startOnce(data);
        if (error.isEmpty())
            return exec(QStringLiteral("SELECT 1"), QStringLiteral("postgres"));
    }
    return error;
}

QString PgServer::restart()
{
    stop();
    return startOnce(m_dir->filePath(QStringLiteral("data")), m_port);
}

QString PgServer::startOnce(const QString& data, int port)
{
    m_port = port > 0 ? port : freePort();
    const QString options =
        QStringLiteral("-c listen_addresses=127.0.0.1 -k %1 -p %2 -c fsync=off").arg(m_dir->path()).arg(m_port);
    // A loaded machine may take long to start it: wait up to three minutes, not pg_ctl's one.
    if (QString e = run({binary(QStringLiteral("pg_ctl")), QStringLiteral("-D"), data, QStringLiteral("-l"),
                         m_dir->filePath(QStringLiteral("server.log")), QStringLiteral("-w"), QStringLiteral("-t"),
                         QStringLiteral("180"), QStringLiteral("-o"), options, QStringLiteral("start")});
        !e.isEmpty()) {
        // A server still starting (timed out) must not be left behind, nor block the next attempt.
        run({binary(QStringLiteral("pg_ctl")), QStringLiteral("-D"), data, QStringLiteral("-m"),
             QStringLiteral("immediate"), QStringLiteral("-w"), QStringLiteral("stop")});
        return e + log();
    }
    m_running = true;
    return {};
}

void PgServer::stop()
{
    if (!m_running)
        return;
    m_running = false;
    run({binary(QStringLiteral("pg_ctl")), QStringLiteral("-D"), m_dir->filePath(QStringLiteral("data")),
         QStringLiteral("-m"), QStringLiteral("immediate"), QStringLiteral("-w"), QStringLiteral("stop")});
}

QString PgServer::url(const QString& user, const QString& database) const
{
    return QStringLiteral("postgresql://%1@127.0.0.1:%2/%3?sslmode=disable").arg(user).arg(m_port).arg(database);
}

QString PgServer::exec(const QString& sql, const QString& database) const
{
    return run(sql, database, nullptr);
}

QString PgServer::value(const QString& sql, const QString& database) const
{
    QString first;
    const QString error = run(sql, database, &first);
    return error.isEmpty() ? first : QStringLiteral("ERROR: ") + error;
}

QString PgServer::run(const QString& sql, const QString& database, QString* firstValue) const
{
    const QString name = QUuid::createUuid().toString();
    QString error;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), name);
        db.setHostName(QStringLiteral("127.0.0.1"));
        db.setPort(m_port);
        db.setUserName(superuser());
        db.setPassword(m_password);
        db.setDatabaseName(QStringLiteral("postgres"));
        if (db.open() && database != QStringLiteral("postgres")) {
            {
                QSqlQuery exists(db); // gone before the connection moves to the other database
                exists.prepare(QStringLiteral("SELECT 1 FROM pg_database WHERE datname = ?"));
                exists.addBindValue(database);
                if (exists.exec() && !exists.next())
                    QSqlQuery(db).exec(QStringLiteral("CREATE DATABASE \"%1\"").arg(database));
            }
            db.close();
            db.setDatabaseName(database);
            db.open();
        }
        if (!db.isOpen()) {
            error = db.lastError().text();
        } else {
            QSqlQuery q(db);
            if (!q.exec(sql))
                error = q.lastError().text();
            else if (firstValue && q.next())
                *firstValue = q.value(0).toString();
        }
    }
    QSqlDatabase::removeDatabase(name);
    return error;
}

QString PgServer::log() const
{
    QFile f(m_dir ? m_dir->filePath(QStringLiteral("server.log")) : QString());
    return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
}

} // namespace lotse::test
