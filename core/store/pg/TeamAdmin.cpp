// SPDX-License-Identifier: GPL-3.0-or-later
#include "TeamAdmin.h"

#include "PgConnection.h"
#include "PgSchema.h"

#include <QRegularExpression>
#include <QSqlError>
#include <QSqlQuery>

namespace lotse {

namespace {

Error dbError(const QSqlQuery& q)
{
    return Error::make(Error::Code::Database, q.lastError().databaseText().trimmed());
}

bool superuser(PgConnection& c)
{
    QSqlQuery q(c.db());
    return q.exec(QStringLiteral("SELECT rolsuper FROM pg_roles WHERE rolname = session_user")) && q.next()
           && q.value(0).toBool();
}

QStringList textArray(const QVariant& v)
{
    // QPSQL returns text[] as its literal: {hr,all-staff}
    QString s = v.toString();
    s.remove(QLatin1Char('{')).remove(QLatin1Char('}')).remove(QLatin1Char('"'));
    return s.isEmpty() ? QStringList() : s.split(QLatin1Char(','));
}

} // namespace

Result<TeamAdmin::Role> TeamAdmin::roleNamed(const QString& name)
{
    if (name == QStringLiteral("reader"))
        return Role::Reader;
    if (name == QStringLiteral("manager"))
        return Role::Manager;
    return Error::make(Error::Code::InvalidInput, tr("--role is reader or manager, not “%1”.").arg(name));
}

Result<QStringList> TeamAdmin::groupsFrom(const QString& list)
{
    static const QRegularExpression name(QStringLiteral("^[a-z0-9][a-z0-9_-]{0,62}$"));
    QStringList out;
    for (const QString& g : list.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        const QString group = g.trimmed().toLower();
        if (!name.match(group).hasMatch())
            return Error::make(
                Error::Code::InvalidInput,
                tr("“%1” is not a group name: use letters, digits, - and _ (e.g. hr,all-staff).").arg(g));
        if (!out.contains(group))
            out.append(group);
    }
    if (out.isEmpty())
        return Error::make(Error::Code::InvalidInput, tr("Name at least one group, e.g. --groups all-staff."));
    return out;
}

Status TeamAdmin::grant(PgConnection& c, const QString& user, Role role, const QStringList& groups)
{
    if (Status s = PgSchema::checkCurrent(c); !s)
        return s;
    QSqlQuery q(c.db());
    q.prepare(QStringLiteral("SELECT 1 FROM pg_roles WHERE rolname = ? AND rolcanlogin"));
    q.addBindValue(user);
    if (!q.exec())
        return dbError(q);
    if (!q.next())
        return Error::make(Error::Code::NotFound,
                           tr("There is no login “%1” on the server. Create it first, e.g. CREATE ROLE \"%1\" LOGIN "
                              "PASSWORD '…'; (or use your directory's accounts).")
                               .arg(user));
    if (!c.db().transaction())
        return Error::make(Error::Code::Database, c.db().lastError().databaseText());
    // The server-wide roles give table privileges; the role in this database (members.role) decides what
    // they allow. A demoted manager keeps lotse_manager, which may serve another team knowledge base
    // on the same server, and loses everything it allowed here.
    // Role names cannot be bound: the name was checked to be an existing login and is quoted.
    const QString quoted =
        QStringLiteral("\"%1\"").arg(QString(user).replace(QLatin1Char('"'), QStringLiteral("\"\"")));
    QStringList statements;
    for (const char* serverRole : {PgSchema::readerRole, PgSchema::managerRole}) {
        if (serverRole == PgSchema::managerRole && role != Role::Manager)
            continue;
        // Granted once (a second GRANT only makes the server print a notice).
        QSqlQuery member(c.db());
        member.prepare(QStringLiteral("SELECT pg_has_role(?, ?, 'MEMBER')"));
        member.addBindValue(user);
        member.addBindValue(QLatin1String(serverRole));
        if (!member.exec() || !member.next()) {
            c.db().rollback();
            return dbError(member);
        }
        if (!member.value(0).toBool())
            statements << QStringLiteral("GRANT %1 TO %2").arg(QLatin1String(serverRole), quoted);
    }
    for (const QString& sql : std::as_const(statements)) {
        if (Status s = c.exec(sql); !s) {
            c.db().rollback();
            return s;
        }
    }
    QSqlQuery upsert(c.db());
    upsert.prepare(QStringLiteral("INSERT INTO lotse.members(role_name, role, groups) VALUES (?, ?, ?::text[]) ON "
                                  "CONFLICT (role_name) DO UPDATE SET role = EXCLUDED.role, groups = EXCLUDED.groups"));
    upsert.addBindValue(user);
    upsert.addBindValue(role == Role::Manager ? QStringLiteral("manager") : QStringLiteral("reader"));
    upsert.addBindValue(QStringLiteral("{%1}").arg(groups.join(QLatin1Char(','))));
    if (!upsert.exec()) {
        c.db().rollback();
        return dbError(upsert);
    }
    if (!c.db().commit())
        return Error::make(Error::Code::Database, c.db().lastError().databaseText());
    return success();
}

Result<QString> TeamAdmin::myRole(PgConnection& c)
{
    if (superuser(c))
        return QStringLiteral("administrator");
    QSqlQuery q(c.db());
    if (!q.exec(QStringLiteral("SELECT lotse.my_role()")) || !q.next())
        return dbError(q);
    return q.value(0).toString();
}

Result<TeamAdmin::TeamStatus> TeamAdmin::status(PgConnection& c)
{
    TeamStatus s;
    QSqlQuery q(c.db());
    if (!q.exec(QStringLiteral("SELECT current_setting('server_version'), session_user, EXISTS (SELECT 1 FROM "
                               "pg_available_extensions WHERE name = 'vector'), has_schema_privilege(session_user, "
                               "(SELECT oid FROM pg_namespace WHERE nspname = 'lotse'), 'USAGE')"))
        || !q.next())
        return dbError(q);
    s.serverVersion = q.value(0).toString();
    s.connectedAs = q.value(1).toString();
    s.pgvector = q.value(2).toBool();
    // No schema yet (NULL), or one this login may not use: nothing more to tell.
    if (q.value(3).isNull() || !q.value(3).toBool()) {
        s.role = superuser(c) ? QStringLiteral("administrator") : QString();
        s.access = !q.value(3).isNull();
        return s;
    }
    auto version = PgSchema::version(c);
    if (!version)
        return version.error();
    s.schemaVersion = version.value();
    if (s.schemaVersion == 0)
        return s;
    auto role = myRole(c);
    if (!role)
        return role.error();
    s.role = role.value();
    if (!q.exec(QStringLiteral("SELECT lotse.my_groups(), (SELECT count(*) FROM lotse.documents), (SELECT count(*) "
                               "FROM lotse.chunks)"))
        || !q.next())
        return dbError(q);
    s.groups = textArray(q.value(0));
    s.documents = q.value(1).toLongLong();
    s.passages = q.value(2).toLongLong();
    if (!q.exec(QStringLiteral("SELECT role_name, role, groups FROM lotse.team()")))
        return dbError(q);
    while (q.next())
        s.members.append({q.value(0).toString(), q.value(1).toString(), textArray(q.value(2))});
    return s;
}

} // namespace lotse
