// SPDX-License-Identifier: GPL-3.0-or-later
#include "Database.h"

#include "Migrations.h"
#include "common/Logging.h"

#include <QAtomicInteger>
#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QThread>

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
    m_statements.clear(); // before the connection goes, or Qt warns that it is still in use
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
    // The storage itself failing is not a bug in the data: say what to do (SQLite's primary result
    // codes; the low byte of an extended code is the primary one).
    // A failed COMMIT comes without a usable code from QtSql; SQLite's fixed messages still say it.
    bool ok = false;
    int code = sqlError.nativeErrorCode().toInt(&ok) & 0xff;
    if (detail.contains(QLatin1String("database or disk is full"))) {
        code = 13;
        ok = true;
    } else if (detail.contains(QLatin1String("readonly database"))) {
        code = 8;
        ok = true;
    }
    if (ok && code == 13) { // SQLITE_FULL
        return Error::make(Error::Code::Io,
                           tr("%1: the disk holding the knowledge base is full. Nothing was lost: free "
                              "some space and run the same step again (it resumes where it stopped).")
                               .arg(what));
    }
    if (ok && code == 8) { // SQLITE_READONLY
        return Error::make(Error::Code::Io,
                           tr("%1: the knowledge base is read-only (a read-only disk, folder or file). "
                              "Make it writable or choose another location with --db.")
                               .arg(what));
    }
    if (ok && (code == 10 || code == 14)) { // SQLITE_IOERR, SQLITE_CANTOPEN
        return Error::make(Error::Code::Io, tr("%1: the knowledge base file could not be written (%2). "
                                               "Check the disk and the folder's permissions.")
                                                .arg(what, detail));
    }
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

QSqlQuery& Database::prepared(const QString& sql)
{
    Statement& statement = m_statements[sql];
    if (!statement.query) {
        statement.query = std::make_unique<QSqlQuery>(handle());
        statement.query->setForwardOnly(true);
    }
    // One that did not prepare (a locked schema, say) is prepared again on the next call; its exec()
    // meanwhile fails with the reason.
    if (!statement.ready)
        statement.ready = statement.query->prepare(sql);
    return *statement.query;
}

Result<qint64> Database::dataVersion()
{
    QSqlQuery q(handle());
    if (!q.exec(QStringLiteral("PRAGMA data_version")) || !q.next())
        return error(q, tr("Checking the knowledge base for changes"));
    return q.value(0).toLongLong();
}

std::optional<Error> Database::refusal(const QString& path, Access access)
{
    if (path.isEmpty())
        return Error::make(Error::Code::InvalidInput, tr("No knowledge base file was given."));
    const QFileInfo info(path);
    const QString shown = QDir::toNativeSeparators(path);
    if (info.exists() && info.isDir()) {
        return Error::make(
            Error::Code::InvalidInput,
            tr("%1 is a folder. Give a file name for the knowledge base, e.g. %1/knowledge.sqlite.").arg(shown));
    }
    // A device or a pipe: SQLite would open it and leave a journal file beside it.
    if (info.exists() && !info.isFile()) {
        return Error::make(Error::Code::InvalidInput,
                           tr("%1 is not a regular file. Give the knowledge base's file with --db.").arg(shown));
    }
    if (access == Access::ReadWrite)
        return std::nullopt;
    if (!info.exists()) {
        return Error::make(Error::Code::NotFound, tr("There is no knowledge base at %1. Add files first with "
                                                     "`lotse-cli ingest PATH`, or check the --db path.")
                                                      .arg(shown));
    }
    // SQLite takes an empty file for an empty database: a file that does not start as one is no
    // knowledge base, whatever its size (a reading command must not turn it into one).
    QFile file(path);
    static const QByteArray header("SQLite format 3", 16); // with its NUL
    if (!file.open(QIODevice::ReadOnly))
        return Error::make(Error::Code::Io, tr("Cannot read %1: %2").arg(shown, file.errorString()));
    if (file.read(header.size()) != header) {
        return Error::make(Error::Code::InvalidInput,
                           tr("%1 is not a Lotse knowledge base (it is not an SQLite database file). Choose "
                              "another file with --db.")
                               .arg(shown));
    }
    return std::nullopt;
}

Result<std::unique_ptr<Database>> Database::open(const QString& path, Access access)
{
    if (std::optional<Error> refused = refusal(path, access))
        return *refused;
    const QFileInfo info(path);
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
        // A read-only or unwritable location is not a foreign file: say so (see error()). SQLite
        // needs to write beside the file (WAL), even for reading.
        if (!QFileInfo(info.absolutePath()).isWritable() || (info.exists() && !QFileInfo(path).isWritable())) {
            return Error::make(Error::Code::Io,
                               tr("The knowledge base %1 is on a read-only disk or in a folder Lotse cannot "
                                  "write to. Make it writable or choose another location with --db.")
                                   .arg(QDir::toNativeSeparators(path)));
        }
        if (const Error storage = error(probe, tr("Opening the knowledge base %1").arg(QDir::toNativeSeparators(path)));
            storage.code == Error::Code::Io)
            return storage;
        return Error::make(Error::Code::InvalidInput,
                           tr("%1 is not a Lotse knowledge base (%2). Choose another file with --db.")
                               .arg(QDir::toNativeSeparators(path), probe.lastError().databaseText()));
    }
    probe.finish();
    // A reading command reads the schema it knows, or says what to do, before anything is written
    // (the journal mode below would be a write to another program's database); only writers migrate.
    if (access == Access::Existing) {
        if (auto status = Migrations::checkCurrent(*database); !status)
            return status.error();
    }
    // 16 KiB pages instead of 4: a quarter of the pages (B-tree cells, WAL frames and their write calls)
    // for the same passages; the ingest writer needs about a tenth less CPU. SQLite applies it only to
    // a new, empty file; an existing knowledge base keeps its page size.
    if (auto status = database->exec(QStringLiteral("PRAGMA page_size = 16384"), tr("Setting up the knowledge base"));
        !status)
        return status.error();
    // Switching a new file to WAL needs it alone for a moment, and SQLite does not wait for that in its
    // busy handler: threads that open a new file together (the window, the ingest and trace workers)
    // take turns here instead of failing with "database is locked".
    for (int attempt = 0;; ++attempt) {
        QSqlQuery wal(database->handle());
        if (wal.exec(QStringLiteral("PRAGMA journal_mode=WAL")))
            break;
        const QString code = wal.lastError().nativeErrorCode();
        const bool busy = code == QStringLiteral("5") || code == QStringLiteral("6"); // SQLITE_BUSY, SQLITE_LOCKED
        if (!busy || attempt >= 250)
            return error(wal, tr("Setting up the knowledge base"));
        QThread::msleep(20);
    }
    for (const QString& pragma :
         {QStringLiteral("PRAGMA foreign_keys=ON"), QStringLiteral("PRAGMA synchronous=NORMAL")}) {
        if (auto status = database->exec(pragma, tr("Setting up the knowledge base")); !status)
            return status.error();
    }
    if (access == Access::ReadWrite) {
        if (auto status = Migrations::apply(*database); !status)
            return status.error();
    }
    qCDebug(lcStore) << "opened" << path << "as" << name;
    return database;
}

} // namespace lotse
