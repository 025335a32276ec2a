// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "llm/KeychainKeyStore.h"
#include "llm/ProviderConfig.h"

#include <QNetworkAccessManager>
#include <QObject>
#include <QStringList>
#include <optional>

namespace lotse {
class ConnectionTest;
}

namespace lotse::cli {

// `config show`, `config set NAME VALUE`, `config set-key` (the key from standard input, into the
// OS keychain), `config delete-key`, `config test` (a short request to each deployment: what
// answers, and whether it reasons), `config sign-out` (forgets the window's Microsoft Entra ID
// sign-in), `config set-db-password URL` (a team knowledge base's password, into the keychain).
// Settings go to QSettings; secrets never do.
class ConfigCommand final : public QObject
{
    Q_OBJECT
public:
    explicit ConfigCommand(QObject* parent = nullptr);
    ~ConfigCommand() override;

    // Returns an exit code, or -1 when it finishes later through done(). `provider` is the
    // configured provider with the command line's overrides (for `test`).
    int run(const QStringList& args, const Result<std::optional<ProviderConfig>>& provider);

    static QString masked(const QString& key);
    static QStringList settingNames();

Q_SIGNALS:
    void done(int exitCode);

private:
    int show();
    void showSecret(const ProviderConfig& config);
    int set(const QString& name, const QString& value);
    // The document limits (FormatLimits::settings()): set, or nothing when `name` is not one.
    std::optional<int> setLimit(const QString& name, const QString& value);
    // The contact line shown under refusals (`config set contact TEXT`); nullopt for other names.
    std::optional<int> setAnswerSetting(const QString& name, const QString& value);
    static QStringList limitLines(); // "read-seconds: 60", …
    Status apply(ProviderConfig& config, const QString& name, const QString& value) const;
    int setKey();
    int deleteKey();
    // `config set-db-password URL` (from standard input) and `config delete-db-password URL`.
    int dbPassword(const QString& url, bool store);
    int signOut();
    int test(const Result<std::optional<ProviderConfig>>& provider);
    QString account(QString* error) const;

    KeychainKeyStore m_keys;
    QNetworkAccessManager m_network;
    ConnectionTest* m_test = nullptr;
};

} // namespace lotse::cli
