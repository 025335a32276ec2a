// SPDX-License-Identifier: GPL-3.0-or-later
#include "TeamSettings.h"

#include "common/Logging.h"

#include <QSettings>

namespace lotse {

namespace {
const QString key = QStringLiteral("team/url");
}

std::optional<DatabaseUrl> TeamSettings::load(const QSettings& settings)
{
    const QString stored = settings.value(key).toString();
    if (stored.isEmpty())
        return std::nullopt;
    auto url = DatabaseUrl::parse(stored);
    if (!url) { // edited by hand: the person's own knowledge base opens instead
        qCWarning(lcTeam) << "ignoring the stored team knowledge base:" << url.error().message;
        return std::nullopt;
    }
    return url.value();
}

void TeamSettings::save(QSettings& settings, const DatabaseUrl& url)
{
    settings.setValue(key, url.toString());
}

void TeamSettings::clear(QSettings& settings)
{
    settings.remove(key);
}

} // namespace lotse
