// SPDX-License-Identifier: GPL-3.0-or-later
#include "DatabasePassword.h"

#include "llm/KeyStore.h"

#include <QHash>
#include <QMutex>
#include <QTimer>

namespace lotse {

namespace {

QMutex rememberedLock;
QHash<QString, QString>& remembered() // keychain account -> password
{
    static QHash<QString, QString> passwords;
    return passwords;
}

QString rememberedFor(const DatabaseUrl& url)
{
    const QMutexLocker locker(&rememberedLock);
    return remembered().value(url.keychainAccount());
}

} // namespace

void DatabasePassword::remember(const DatabaseUrl& url, const QString& password)
{
    const QMutexLocker locker(&rememberedLock);
    remembered().insert(url.keychainAccount(), password);
}

void DatabasePassword::read(KeyStore& keys, const DatabaseUrl& url,
                            std::function<void(const QString&, bool stored)> done)
{
    if (const QString fromEnv = qEnvironmentVariable("LOTSE_DB_PASSWORD"); !fromEnv.isEmpty()) {
        // Asynchronous like the keychain, so callers see one order of events.
        QTimer::singleShot(0, [done, fromEnv] { done(fromEnv, true); });
        return;
    }
    keys.read(url.keychainAccount(), [done, inMemory = rememberedFor(url)](Result<QString> stored) {
        const bool found = stored && !stored.value().isEmpty();
        if (!found && !inMemory.isEmpty())
            done(inMemory, true);
        else
            done(found ? stored.value() : QString(), found);
    });
}

} // namespace lotse
