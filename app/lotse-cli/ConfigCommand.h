// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "llm/KeychainKeyStore.h"

#include <QObject>
#include <QStringList>

namespace lotse::cli {

// `config show`, `config set NAME VALUE`, `config set-key` (the key from standard input, into the
// OS keychain), `config delete-key`. Settings go to QSettings; the key never does.
class ConfigCommand final : public QObject
{
    Q_OBJECT
public:
    explicit ConfigCommand(QObject* parent = nullptr);

    // Returns an exit code, or -1 when it finishes later through done().
    int run(const QStringList& args);

    static QString masked(const QString& key);

Q_SIGNALS:
    void done(int exitCode);

private:
    int show();
    int set(const QString& name, const QString& value);
    int setKey();
    int deleteKey();
    QString account(QString* error) const;

    KeychainKeyStore m_keys;
};

} // namespace lotse::cli
