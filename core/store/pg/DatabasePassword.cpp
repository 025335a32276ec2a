// SPDX-License-Identifier: GPL-3.0-or-later
#include "DatabasePassword.h"

#include "common/Logging.h"
#include "llm/KeyStore.h"

#include <QHash>
#include <QMutex>
#include <QPointer>
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

void DatabasePassword::read(KeyStore& keys, const DatabaseUrl& url, QObject* context,
                            std::function<void(const QString&, bool stored)> done)
{
    QString known = qEnvironmentVariable("LOTSE_DB_PASSWORD");
    if (known.isEmpty())
        known = rememberedFor(url);
    if (!known.isEmpty()) {
        // Asynchronous like the keychain, so callers see one order of events.
        QTimer::singleShot(0, context, [done, known] { done(known, true); });
        return;
    }
    keys.read(url.keychainAccount(), [done, guard = QPointer<QObject>(context)](Result<QString> stored) {
        if (!guard)
            return;
        if (!stored)
            qCWarning(lcTeam) << "the keychain could not be read:" << stored.error().message;
        const bool found = stored && !stored.value().isEmpty();
        done(found ? stored.value() : QString(), found);
    });
}

} // namespace lotse
