// SPDX-License-Identifier: GPL-3.0-or-later
#include "Database.h"

#include "Migrations.h"
#include "common/Logging.h"

#include <QAtomicInteger>
#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>

namespace lotse {

namespace {

QString nextConnectionName()
{
    static QAtomicInteger<quint64> counter;
    return QStringLiteral("lotse-%1").arg(counter.fetchAndAddRelaxed(1));
}

} // namespace

Database::Database(QString path, QString connectionName)
    : m_path(std::move(path))
    , m_connectionName(std::move(connectionName))
{}

Database::~Database()
{
    {
        QSqlDatabase db = QSqlDatabase::database(m_connectionName, false);
        if (db.isOpen())
            db.close();
    }
    QSqlDatabase::removeDatabase(m_connectionName);
}

QString Database::defaultPath()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/knowledge.sqlite");
}

QSqlDatabase Database::handle() const
{
    return QSqlDatabase::database(m_connectionName, false);
}

Error Database::error(const QSqlError& sqlError, const QString& what)
{
    const QString detail = sqlError.databaseText().isEmpty() ? sqlError.text() : sqlError.databaseText();
    return Error::make(Error::Code::Database, QStringLiteral("%1: %2").arg(what, detail));
}

Error Database::error(const QSqlQuery& query, const QString& what)
{
    return error(query.lastError(), what);
}

Status Database::exec(const QString& sql, const QString& what)
{
    QSqlQuery query(handle());
    if (!query.exec(sql))
        return error(query, what);
    return success();
}

Result<qint64> Database::dataVersion()
{
    QSqlQuery q(handle());
    if (!q.exec(QStringLiteral("PRAGMA data_version")) || !q.next())
        return error(q, tr("Checking the knowledge base for changes"));
    return q.value(0).toLongLong();
}

Result<std::unique_ptr<Database>> Database::open(const QString& path)
{
    if (path.isEmpty())
        return Error::make(Error::Code::InvalidInput, tr("No knowledge base file was given."));
    const QFileInfo info(path);
    if (info.exists() && info.isDir()) {
        return Error::make(Error::Code::InvalidInput,
                           tr("%1 is a folder. Give a file name for the knowledge base, e.g. %1/knowledge.sqlite.")
                               .arg(QDir::toNativeSeparators(path)));
    }
    if (!QDir().mkpath(info.absolutePath())) {
        return Error::make(Error::Code::Io,
                           tr("Cannot create the folder %1 for the knowledge base. Check the permissions or choose "
                              "another location with --db.")
                               .arg(QDir::toNativeSeparators(info.absolutePath())));
    }

    const QString name = nextConnectionName();
    std::unique_ptr<Database> database(new Database(info.absoluteFilePath(), name));
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(info.absoluteFilePath());
        // Wait for a writer in another thread or process instead of failing at once.
        db.setConnectOptions(QStringLiteral("QSQLITE_BUSY_TIMEOUT=5000"));
        if (!db.open()) {
            return Error::make(
                Error::Code::Io,
                tr("Cannot open the knowledge base %1: %2").arg(QDir::toNativeSeparators(path), db.lastError().text()));
        }
    }

    QSqlQuery probe(database->handle());
    if (!probe.exec(QStringLiteral("PRAGMA schema_version"))) {
        return Error::make(Error::Code::InvalidInput,
                           tr("%1 is not a Lotse knowledge base (%2). Choose another file with --db.")
                               .arg(QDir::toNativeSeparators(path), probe.lastError().databaseText()));
    }
    probe.finish();
    for (const QString& pragma : {QStringLiteral("PRAGMA journal_mode=WAL"), QStringLiteral("PRAGMA foreign_keys=ON"),
                                  QStringLiteral("PRAGMA synchronous=NORMAL")}) {
        if (auto status = database->exec(pragma, tr("Setting up the knowledge base")); !status)
            return status.error();
    }
    if (auto status = Migrations::apply(*database); !status)
        return status.error();
    qCDebug(lcStore) << "opened" << path << "as" << name;
    return database;
}

} // namespace lotse
