// SPDX-License-Identifier: GPL-3.0-or-later
#include "IngestLock.h"

#include "Database.h"
#include "Transaction.h"

#include <QDateTime>
#include <QDir>
#include <QSqlQuery>
#include <QSysInfo>

#ifdef Q_OS_WIN
#include <windows.h>
#else
#include <cerrno>
#include <signal.h>
#include <sys/types.h>
#endif

namespace lotse {

namespace {

const QString ownerKey = QStringLiteral("ingest_owner");

// "pid host seconds-since-epoch": who holds the queue, and when it last said so.
struct Owner
{
    qint64 pid = 0;
    QString host;
    qint64 refreshed = 0;

    static Owner parse(const QString& value)
    {
        const QStringList parts = value.split(u' ');
        Owner owner;
        if (parts.size() == 3) {
            owner.pid = parts.at(0).toLongLong();
            owner.host = parts.at(1);
            owner.refreshed = parts.at(2).toLongLong();
        }
        return owner;
    }
    QString text() const { return QStringLiteral("%1 %2 %3").arg(pid).arg(host).arg(refreshed); }
};

Owner self()
{
    // Spaces would break the record; a host name has none, but be sure.
    QString host = QSysInfo::machineHostName();
    host.replace(u' ', u'_');
    return {QCoreApplication::applicationPid(), host.isEmpty() ? QStringLiteral("localhost") : host,
            QDateTime::currentSecsSinceEpoch()};
}

} // namespace

IngestLock::IngestLock(Database& db)
    : m_db(db)
{}

bool IngestLock::isRunning(qint64 pid)
{
    if (pid <= 0)
        return false;
#ifdef Q_OS_WIN
    HANDLE process = OpenProcess(PROCESS_QUERY_LIMITED_INFORMATION, FALSE, DWORD(pid));
    if (!process)
        return GetLastError() == ERROR_ACCESS_DENIED; // it exists, but is not ours to look at
    DWORD code = 0;
    const bool running = GetExitCodeProcess(process, &code) && code == STILL_ACTIVE;
    CloseHandle(process);
    return running;
#else
    return ::kill(pid_t(pid), 0) == 0 || errno == EPERM;
#endif
}

Status IngestLock::claim()
{
    Transaction transaction(m_db);
    if (auto begun = transaction.begin(tr("Claiming the ingest queue")); !begun)
        return begun.error();
    QSqlQuery query(m_db.handle());
    query.prepare(QStringLiteral("SELECT value FROM meta WHERE key = ?"));
    query.addBindValue(ownerKey);
    if (!query.exec())
        return Database::error(query, tr("Claiming the ingest queue"));
    const Owner me = self();
    if (query.next()) {
        const Owner holder = Owner::parse(query.value(0).toString());
        const bool mine = holder.pid == me.pid && holder.host == me.host;
        const bool live =
            holder.host == me.host ? isRunning(holder.pid) : me.refreshed - holder.refreshed < staleAfterSeconds;
        if (!mine && live) {
            return Error::make(Error::Code::InvalidInput,
                               tr("Another Lotse (process %1 on %2) is adding documents to the knowledge base %3. "
                                  "Wait until it has finished, then run this again.")
                                   .arg(holder.pid)
                                   .arg(holder.host, QDir::toNativeSeparators(m_db.path())));
        }
    }
    query.finish();
    QSqlQuery write(m_db.handle());
    write.prepare(QStringLiteral("INSERT INTO meta(key, value) VALUES (?, ?) "
                                 "ON CONFLICT(key) DO UPDATE SET value = excluded.value"));
    write.addBindValue(ownerKey);
    write.addBindValue(me.text());
    if (!write.exec())
        return Database::error(write, tr("Claiming the ingest queue"));
    return transaction.commit(tr("Claiming the ingest queue"));
}

Status IngestLock::release()
{
    const Owner me = self();
    QSqlQuery query(m_db.handle());
    // Only this process's claim: "pid host " begins it.
    query.prepare(QStringLiteral("DELETE FROM meta WHERE key = ? AND value LIKE ? ESCAPE '\\'"));
    query.addBindValue(ownerKey);
    QString prefix = QStringLiteral("%1 %2 ").arg(me.pid).arg(me.host);
    prefix.replace(u'\\', QStringLiteral("\\\\"))
        .replace(u'%', QStringLiteral("\\%"))
        .replace(u'_', QStringLiteral("\\_"));
    query.addBindValue(QString(prefix + u'%'));
    if (!query.exec())
        return Database::error(query, tr("Giving back the ingest queue"));
    return success();
}

} // namespace lotse
