// SPDX-License-Identifier: GPL-3.0-or-later
#include "FormatLimits.h"

#include <QSettings>
#include <QString>
#include <algorithm>

namespace lotse {

QString FormatLimits::maxFileSettingsKey()
{
    return QStringLiteral("ingest/maxFileMB");
}

QString FormatLimits::maxReadSecondsSettingsKey()
{
    return QStringLiteral("ingest/maxReadSeconds");
}

QString FormatLimits::maxReadMemorySettingsKey()
{
    return QStringLiteral("ingest/maxReadMemoryMB");
}

QList<FormatLimits::Setting> FormatLimits::settings()
{
    const FormatLimits defaults;
    return {{QStringLiteral("read-seconds"), maxReadSecondsSettingsKey(), 1, 24 * 3600, defaults.maxReadSeconds},
            {QStringLiteral("read-memory-mb"), maxReadMemorySettingsKey(), 256, 1024 * 1024,
             defaults.maxReadMemoryBytes / (1024 * 1024)},
            {QStringLiteral("max-file-mb"), maxFileSettingsKey(), 1, 64 * 1024, defaults.maxFileBytes / (1024 * 1024)}};
}

namespace {

// A positive whole number from the settings, or 0 when it is missing or not one.
qint64 positive(const QSettings& settings, const QString& key)
{
    bool ok = false;
    const qint64 value = settings.value(key).toLongLong(&ok);
    return ok && value > 0 ? value : 0;
}

} // namespace

FormatLimits FormatLimits::fromSettings()
{
    FormatLimits limits;
    const QSettings settings;
    if (const qint64 mb = positive(settings, maxFileSettingsKey()))
        limits.maxFileBytes = mb * 1024 * 1024;
    if (const qint64 seconds = positive(settings, maxReadSecondsSettingsKey()))
        limits.maxReadSeconds = int(std::min<qint64>(seconds, 24 * 3600));
    // Below 256 MB the reader could not even start (Qt, poppler and their data are mapped first).
    if (const qint64 mb = positive(settings, maxReadMemorySettingsKey()))
        limits.maxReadMemoryBytes = std::max<qint64>(mb, 256) * 1024 * 1024;
    return limits;
}

} // namespace lotse
