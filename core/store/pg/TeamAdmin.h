// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/Result.h"

#include <QCoreApplication>
#include <QStringList>

namespace lotse {

class PgConnection;

// Who may do what in a team knowledge base: `lotse-cli team grant` and `team status`.
class TeamAdmin final
{
    Q_DECLARE_TR_FUNCTIONS(lotse::TeamAdmin)

public:
    enum class Role { Reader, Manager };
    static Result<Role> roleNamed(const QString& name);
    // Groups as given on the command line ("hr,all-staff"): lower-case names of letters, digits, - and _.
    static Result<QStringList> groupsFrom(const QString& list);

    // Makes an existing login a reader or manager with these groups (replacing its earlier ones).
    static Status grant(PgConnection& c, const QString& user, Role role, const QStringList& groups);

    struct Member
    {
        QString user;
        QString role; // "manager" or "reader" in this database
        QStringList groups;
    };
    struct TeamStatus
    {
        int schemaVersion = 0;
        QString serverVersion;
        QString connectedAs;
        QString role;       // of the connected user: "administrator" (a superuser), "manager", "reader" or ""
        bool access = true; // false: the schema exists, but this login may not use it
        QStringList groups;
        qint64 documents = 0; // that the connected user may see
        qint64 passages = 0;
        bool pgvector = false; // the server offers the extension
        QList<Member> members; // empty unless the connected user may list them
    };
    static Result<TeamStatus> status(PgConnection& c);
    // The connected login's role here: "administrator" (a superuser), "manager", "reader" or "".
    static Result<QString> myRole(PgConnection& c);
};

} // namespace lotse
