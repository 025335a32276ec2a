// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/Result.h"
#include "formats/FormatLimits.h"
#include "formats/ParsedDocument.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QString>

namespace lotse {

// A document file read from disk and checked: type (by content and name), size, and its text as
// the chunker reads it (Markdown as is; PDF, DOCX, ODT and HTML converted), with pages for PDFs.
struct SourceFile
{
    Q_DECLARE_TR_FUNCTIONS(lotse::SourceFile)

public:
    QString path;
    QString text;
    QString sha256;
    qint64 size = 0;
    QDateTime modified;
    DocumentFormat format = DocumentFormat::Unknown;
    QList<qsizetype> pageStarts; // see ParsedDocument

    static bool isSupported(const QString& path);
    static QString supportedPatterns(); // for messages and file dialogs
    // Reads the file's bytes and hash only (to decide whether it changed). `maxBytes` 0: the limit
    // from the settings (FormatLimits::fromSettings).
    static Result<SourceFile> probe(const QString& path, qint64 maxBytes = 0);
    // Turns the bytes read by probe() into text, in a reader process bounded by `limits` (ReaderPool).
    Status decode(const FormatLimits& limits = {});
    // The 1-based page an offset into `text` is on; 0 for formats without pages.
    int pageAt(qsizetype offset) const;

private:
    QByteArray m_bytes;
};

} // namespace lotse
