// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>
#include <QtGlobal>

namespace lotse {

// Bounds that keep one hostile or broken file from taking the time or memory of the whole ingestion.
// Real handbooks stay far below each of them.
struct FormatLimits
{
    static constexpr qint64 defaultMaxFileBytes = 100LL * 1024 * 1024;

    qint64 maxFileBytes = defaultMaxFileBytes;     // a file on disk (setting "ingest/maxFileMB")
    qint64 maxUnpackedBytes = 256LL * 1024 * 1024; // all entries read from one DOCX/ODT together
    qint64 maxCompressionRatio = 200;              // per zip entry: larger ratios are zip bombs
    int maxZipEntries = 20000;                     // a DOCX has dozens
    int maxNestingDepth = 512;                     // HTML and XML element depth
    int maxPdfPages = 20000;
    qint64 maxTextChars = 64LL * 1024 * 1024; // extracted text, UTF-16 characters
    // What one file's reader may take, enforced from outside the reader (ReaderPool: a process that
    // is killed at the deadline and cannot map more memory), whatever a library does inside.
    int maxReadSeconds = 60;                          // wall clock (setting "ingest/maxReadSeconds")
    qint64 maxReadMemoryBytes = 1024LL * 1024 * 1024; // address space (setting "ingest/maxReadMemoryMB")

    // The limits a person may set (`lotse-cli config set NAME VALUE`): name, settings key, bounds.
    struct Setting
    {
        QString name; // as `config set` takes it: "read-seconds"
        QString key;  // QSettings key
        qint64 min = 1, max = 1;
        qint64 defaultValue = 0;
    };
    static QList<Setting> settings();

    // The limits with the user's settings from QSettings (organisation and app set by the caller).
    static FormatLimits fromSettings();
    static QString maxFileSettingsKey();        // megabytes, integer
    static QString maxReadSecondsSettingsKey(); // seconds, integer
    static QString maxReadMemorySettingsKey();  // megabytes, integer
};

} // namespace lotse
