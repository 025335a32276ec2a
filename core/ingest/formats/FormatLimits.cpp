// SPDX-License-Identifier: GPL-3.0-or-later
#include "FormatLimits.h"

#include <QSettings>
#include <QString>

namespace lotse {

QString FormatLimits::maxFileSettingsKey()
{
    return QStringLiteral("ingest/maxFileMB");
}

FormatLimits FormatLimits::fromSettings()
{
    FormatLimits limits;
    bool ok = false;
    const qint64 mb = QSettings().value(maxFileSettingsKey()).toLongLong(&ok);
    if (ok && mb > 0)
        limits.maxFileBytes = mb * 1024 * 1024;
    return limits;
}

} // namespace lotse
