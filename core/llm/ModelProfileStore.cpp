// SPDX-License-Identifier: GPL-3.0-or-later
#include "ModelProfileStore.h"

#include <QCryptographicHash>
#include <QJsonDocument>
#include <QSettings>

namespace lotse {

QString ModelProfileStore::group(const ProviderConfig& config)
{
    // A hash: settings keys cannot hold the URL's slashes. The entry names both for people.
    const QByteArray id = (config.endpointKey() + QLatin1Char('\n') + config.chatDeployment).toUtf8();
    return QStringLiteral("models/")
           + QString::fromLatin1(QCryptographicHash::hash(id, QCryptographicHash::Sha256).toHex().left(20));
}

ModelProfile ModelProfileStore::load(const ProviderConfig& config)
{
    const QSettings settings;
    const QByteArray json = settings.value(group(config) + QStringLiteral("/profile")).toByteArray();
    return ModelProfile::fromJson(QJsonDocument::fromJson(json).object());
}

void ModelProfileStore::save(const ProviderConfig& config, const ModelProfile& profile)
{
    QSettings settings;
    const QString g = group(config);
    settings.setValue(g + QStringLiteral("/endpoint"), config.endpointKey());
    settings.setValue(g + QStringLiteral("/deployment"), config.chatDeployment);
    settings.setValue(g + QStringLiteral("/profile"),
                      QString::fromUtf8(QJsonDocument(profile.toJson()).toJson(QJsonDocument::Compact)));
}

void ModelProfileStore::forget(const ProviderConfig& config)
{
    QSettings().remove(group(config));
}

} // namespace lotse
