// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "llm/KeyStore.h"

#include <QHash>

namespace lotse::test {

// A keychain in memory, for tests where the OS keychain is not the point; answers at once.
class MemoryKeyStore final : public KeyStore
{
public:
    void read(const QString& account, ReadDone done) override { done(entries.value(account)); }
    void write(const QString& account, const QString& secret, Done done) override
    {
        entries.insert(account, secret);
        done(success());
    }
    void remove(const QString& account, Done done) override
    {
        entries.remove(account);
        done(success());
    }
    QHash<QString, QString> entries;
};

} // namespace lotse::test
