// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "KeyStore.h"

#include <QCoreApplication>

namespace lotse {

// The OS keychain through qtkeychain (Secret Service/KWallet, Windows Credential Manager, macOS
// Keychain). The insecure fallback (a key in a plain file) is off: without a keychain, Lotse says
// so and points to the environment variable instead.
class KeychainKeyStore final : public KeyStore
{
    Q_DECLARE_TR_FUNCTIONS(lotse::KeychainKeyStore)

public:
    static constexpr const char* service = "Lotse";

    void read(const QString& account, ReadDone done) override;
    void write(const QString& account, const QString& key, Done done) override;
    void remove(const QString& account, Done done) override;

    static QString unavailableHint(const QString& detail);
};

} // namespace lotse
