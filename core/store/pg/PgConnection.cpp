// SPDX-License-Identifier: GPL-3.0-or-later
#include "PgConnection.h"

#include "common/Logging.h"

#include <QAtomicInt>
#include <QSqlError>
#include <QSqlQuery>
#include <algorithm>

namespace lotse {

namespace {

QString driverName()
{
    return QStringLiteral("QPSQL");
}

} // namespace

PgConnection::PgConnection(const DatabaseUrl& url, const QString& name)
    : m_url(url)
    , m_name(name)
    , m_db(QSqlDatabase::addDatabase(driverName(), name))
{}

PgConnection::~PgConnection()
{
    m_db.close();
    m_db = QSqlDatabase();
    QSqlDatabase::removeDatabase(m_name);
}

Result<std::unique_ptr<PgConnection>> PgConnection::open(const DatabaseUrl& url, const QString& password)
{
    if (!QSqlDatabase::isDriverAvailable(driverName()))
        return Error::make(Error::Code::Unsupported,
                           tr("This Lotse cannot reach PostgreSQL: Qt's PostgreSQL driver is not installed (Debian: "
                              "apt install libqt6sql6-psql)."));
    static QAtomicInt serial;
    std::unique_ptr<PgConnection> c(
        new PgConnection(url, QStringLiteral("lotse-pg-%1").arg(serial.fetchAndAddRelaxed(1))));
    c->m_db.setHostName(url.host);
    c->m_db.setPort(url.port);
    c->m_db.setUserName(url.user);
    c->m_db.setPassword(password);
    c->m_db.setDatabaseName(url.database);
    c->m_db.setConnectOptions(url.connectOptions());
    if (!c->m_db.open())
        return explain(url, c->m_db.lastError());
    c->m_db.setPassword(QString()); // not kept in memory longer than needed
    if (Status s = c->exec(QStringLiteral("SET search_path = lotse, public")); !s)
        return s.error();
    qCDebug(lcTeam) << "connected to" << url.toString();
    return c;
}

Status PgConnection::exec(const QString& sql)
{
    QSqlQuery q(m_db);
    if (q.exec(sql))
        return success();
    return Error::make(Error::Code::Database,
                       tr("The database refused “%1”: %2")
                           .arg(sql.section(QLatin1Char('\n'), 0, 0).left(80), q.lastError().databaseText().trimmed()));
}

Error PgConnection::explain(const DatabaseUrl& url, const QSqlError& error)
{
    const QString where = QStringLiteral("%1:%2").arg(url.host).arg(url.port);
    const QString detail = QString(error.driverText() + QLatin1Char(' ') + error.databaseText()).simplified();
    // QPSQL gives no SQLSTATE for a failed connection, so the message decides: libpq's "no password
    // supplied" is never translated; the server's own messages follow its lc_messages (English and
    // German matched here; in other languages the general message below is shown).
    const QString state = error.nativeErrorCode();
    const auto says = [&](std::initializer_list<const char*> phrases) {
        return std::any_of(phrases.begin(), phrases.end(),
                           [&](const char* p) { return detail.contains(QLatin1String(p), Qt::CaseInsensitive); });
    };
    if (state == QStringLiteral("28P01")
        || says({"password authentication failed", "no password supplied", "Passwort-Authentifizierung"})) {
        return Error::make(Error::Code::MissingCredential,
                           tr("The database server refused the password of “%1”. Store the right one with "
                              "`lotse-cli config set-db-password %2`, or set LOTSE_DB_PASSWORD.")
                               .arg(url.user, url.toString()));
    }
    const QString db = url.database;
    if (state == QStringLiteral("3D000") || detail.contains(QStringLiteral("database \"%1\" does not exist").arg(db))
        || detail.contains(QStringLiteral("Datenbank »%1« existiert nicht").arg(db)))
        return Error::make(Error::Code::NotFound,
                           tr("There is no database “%1” on %2. Create it (createdb %1) and set it up with "
                              "`lotse-cli team init %3`.")
                               .arg(url.database, where, url.toString()));
    if (detail.contains(QStringLiteral("SSL"), Qt::CaseInsensitive) || detail.contains(QStringLiteral("certificate")))
        return Error::make(Error::Code::Database,
                           tr("The TLS connection to %1 failed (%2). With sslmode=verify-full the server's certificate "
                              "must be signed by a CA in ~/.postgresql/root.crt and name the host.")
                               .arg(where, detail));
    // libpq's own words (never translated) for a server that did not answer at all. Anything else came
    // from the server: it answered and said no, which waiting or an old copy must not paper over.
    if (says({"could not connect", "Connection refused", "timeout expired", "could not translate host name",
              "Network is unreachable", "No route to host", "server closed the connection unexpectedly",
              "Connection timed out", "Name or service not known"}))
        return Error::make(Error::Code::Unreachable, tr("Cannot reach the database server %1 (%2). Is it running, and "
                                                        "does it accept connections from this machine?")
                                                         .arg(where, detail));
    return Error::make(Error::Code::Database,
                       tr("The database server %1 refused the login “%2” (%3). Ask its administrator whether the "
                          "login exists, may log in, and may connect from this machine (pg_hba.conf).")
                           .arg(where, url.user, detail));
}

} // namespace lotse
