// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Credential.h"
#include "llm/KeyStore.h"

#include <QCoreApplication>

class QSettings;

namespace lotse {

// Finds what a provider's requests authenticate with.
// - API key: LOTSE_API_KEY (headless use, CI) if set, else the keychain's key for the endpoint;
//   OpenAI-compatible servers may do without one.
// - Microsoft Entra ID: the refresh token of a sign-in in the window (keychain) if there is one,
//   else the Azure CLI's sign-in.
// Errors say what to do (InvalidInput: set a key, sign in; Io: the keychain cannot be read).
class CredentialResolver final
{
    Q_DECLARE_TR_FUNCTIONS(lotse::CredentialResolver)

public:
    using Done = std::function<void(Result<Credential>)>;

    // `owner` owns `keys` (or outlives it): a refresh token that the identity provider replaces
    // is written back through `keys` on owner's thread, as long as owner exists.
    static void resolve(KeyStore& keys, QObject* owner, const ProviderConfig& provider, Done done);

    // The keychain entry of the refresh token of a sign-in with this app registration.
    static QString refreshTokenAccount(const EntraConfig& entra);
    // The account of that sign-in, as shown (not a secret: it lives in the settings).
    static QString signedInAccount(const QSettings& settings, const EntraConfig& entra);
    static void setSignedInAccount(QSettings& settings, const EntraConfig& entra, const QString& account);
};

} // namespace lotse
