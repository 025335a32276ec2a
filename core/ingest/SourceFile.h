// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/Result.h"

#include <QDateTime>
#include <QString>

namespace lotse {

// A text file read from disk and checked: type, size, binary content, encoding.
struct SourceFile
{
    QString path;
    QString text;
    QString sha256;
    qint64 size = 0;
    QDateTime modified;

    static constexpr qint64 defaultMaxBytes = 20 * 1024 * 1024;

    static bool isSupported(const QString& path);
    static QString supportedPatterns(); // for messages and file dialogs
    // Reads the file's bytes and hash only (to decide whether it changed).
    static Result<SourceFile> probe(const QString& path, qint64 maxBytes = defaultMaxBytes);
    // Decodes the bytes read by probe() into text.
    Status decode();

private:
    QByteArray m_bytes;
};

} // namespace lotse
