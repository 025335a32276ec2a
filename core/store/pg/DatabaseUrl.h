// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/Result.h"

#include <QCoreApplication>
#include <QString>

namespace lotse {

// A team knowledge base's address: postgresql://USER@HOST:PORT/DBNAME?sslmode=MODE. The password is
// never part of it (it would end up in the settings file): it comes from the OS keychain or
// LOTSE_DB_PASSWORD. TLS is verified by default (sslmode=verify-full); unencrypted connections
// (sslmode=disable) are accepted only to this machine.
struct DatabaseUrl
{
    Q_DECLARE_TR_FUNCTIONS(lotse::DatabaseUrl)

public:
    QString user;
    QString host;
    int port = 5432;
    QString database;
    QString sslMode = QStringLiteral("verify-full");

    // Whether `text` is meant as a PostgreSQL URL rather than a knowledge base file.
    static bool looksLikeUrl(const QString& text);
    static Result<DatabaseUrl> parse(const QString& text);

    QString toString() const; // canonical, as stored in the settings
    // The keychain account its password is kept under: one per user, server and database.
    QString keychainAccount() const;
    // QPSQL's connect options (libpq keywords).
    QString connectOptions() const;
    bool local() const;
};

} // namespace lotse
