// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "DatabaseUrl.h"

#include <QString>
#include <functional>

namespace lotse {

class KeyStore;

// Where a team knowledge base's password comes from: LOTSE_DB_PASSWORD (headless use, CI; never
// written anywhere), else the OS keychain (`config set-db-password URL`, or the window's connect
// dialog), else one remembered in this run. None at all is no error: the server may not want one (a client certificate,
// Kerberos,
// ~/.pgpass). The password is handed on in memory only.
struct DatabasePassword
{
    // `done(password, stored)`: stored is false when neither the environment nor the keychain had one.
    static void read(KeyStore& keys, const DatabaseUrl& url, std::function<void(const QString&, bool stored)> done);
    // A password that just worked, for the rest of this run (in memory only): where the keychain cannot
    // keep it, the window that opens next still connects.
    static void remember(const DatabaseUrl& url, const QString& password);
};

} // namespace lotse
