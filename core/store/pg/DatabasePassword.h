// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "DatabaseUrl.h"

#include <QObject>
#include <QString>
#include <functional>

namespace lotse {

class KeyStore;

// Where a team knowledge base's password comes from: LOTSE_DB_PASSWORD (headless use, CI; never
// written anywhere), else one that worked in this run (the connect dialog's, in memory), else the OS
// keychain (`config set-db-password URL`, or the window's connect dialog). None at all is no error: the server may not
// want one (a client certificate, Kerberos,
// ~/.pgpass). The password is handed on in memory only.
struct DatabasePassword
{
    // `done(password, stored)`: stored is false when none was found. Called only while `context` lives.
    // A keychain that cannot be read counts as none (it is logged): the server may not need one.
    static void read(KeyStore& keys, const DatabaseUrl& url, QObject* context,
                     std::function<void(const QString&, bool stored)> done);
    // A password that just worked, for the rest of this run (in memory only): where the keychain cannot
    // keep it, the window that opens next still connects.
    static void remember(const DatabaseUrl& url, const QString& password);
};

} // namespace lotse
