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

QString roleOf(PgConnection& c, const QString& user)
{
    QSqlQuery q(c.db());
    // A superuser is a member of every role: it is named for what it is.
    q.prepare(QStringLiteral("SELECT rolsuper, pg_has_role(rolname, 'lotse_manager', 'MEMBER'), pg_has_role(rolname, "
                             "'lotse_reader', 'MEMBER') FROM pg_roles WHERE rolname = ?"));
    q.addBindValue(user);
    if (!q.exec() || !q.next())
        return {};
    if (q.value(0).toBool())
        return QStringLiteral("administrator");
    return q.value(1).toBool() ? QStringLiteral("manager") : q.value(2).toBool() ? QStringLiteral("reader") : QString();
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
    // Role names cannot be bound: the name was checked to be an existing role and is quoted.
    const QString quoted =
        QStringLiteral("\"%1\"").arg(QString(user).replace(QLatin1Char('"'), QStringLiteral("\"\"")));
    QStringList statements{QStringLiteral("GRANT lotse_reader TO %1").arg(quoted)};
    if (role == Role::Manager)
        statements << QStringLiteral("GRANT lotse_manager TO %1").arg(quoted);
    else if (roleOf(c, user) == QStringLiteral("manager"))
        statements << QStringLiteral("REVOKE lotse_manager FROM %1").arg(quoted);
    for (const QString& sql : std::as_const(statements)) {
        if (Status s = c.exec(sql); !s) {
            c.db().rollback();
            return s;
        }
    }
    QSqlQuery upsert(c.db());
    upsert.prepare(QStringLiteral("INSERT INTO lotse.members(role_name, groups) VALUES (?, ?::text[]) ON CONFLICT "
                                  "(role_name) DO UPDATE SET groups = EXCLUDED.groups"));
    upsert.addBindValue(user);
    upsert.addBindValue(QStringLiteral("{%1}").arg(groups.join(QLatin1Char(','))));
    if (!upsert.exec()) {
        c.db().rollback();
        return dbError(upsert);
    }
    if (!c.db().commit())
        return Error::make(Error::Code::Database, c.db().lastError().databaseText());
    return success();
}

Result<TeamAdmin::TeamStatus> TeamAdmin::status(PgConnection& c)
{
    TeamStatus s;
    auto version = PgSchema::version(c);
    if (!version)
        return version.error();
    s.schemaVersion = version.value();
    QSqlQuery q(c.db());
    if (!q.exec(QStringLiteral("SELECT current_setting('server_version'), session_user, EXISTS (SELECT 1 FROM "
                               "pg_available_extensions WHERE name = 'vector')"))
        || !q.next())
        return dbError(q);
    s.serverVersion = q.value(0).toString();
    s.connectedAs = q.value(1).toString();
    s.pgvector = q.value(2).toBool();
    s.role = roleOf(c, s.connectedAs);
    if (s.schemaVersion == 0)
        return s;
    if (!q.exec(QStringLiteral("SELECT lotse.my_groups(), (SELECT count(*) FROM lotse.documents), (SELECT count(*) "
                               "FROM lotse.chunks)"))
        || !q.next())
        return dbError(q);
    s.groups = textArray(q.value(0));
    s.documents = q.value(1).toLongLong();
    s.passages = q.value(2).toLongLong();
    // Only managers (and the administrator) may read the members table.
    if (q.exec(QStringLiteral("SELECT role_name, groups FROM lotse.members ORDER BY role_name"))) {
        while (q.next()) {
            const QString user = q.value(0).toString();
            s.members.append({user, roleOf(c, user), textArray(q.value(1))});
        }
    }
    return s;
}

} // namespace lotse
