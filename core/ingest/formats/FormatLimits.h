// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

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

    // The limits with the user's file size limit from QSettings (organisation and app set by the caller).
    static FormatLimits fromSettings();
    static QString maxFileSettingsKey(); // megabytes, integer
};

} // namespace lotse
