// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/Result.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>
#include <QStringList>

namespace lotse {

enum class DocumentFormat { Unknown, Markdown, PlainText, Html, Pdf, Docx, Odt };

// Which parser reads a file. The content decides where it is unambiguous (a PDF named .md is read as
// a PDF); the extension decides between the text formats, which bytes alone cannot tell apart.
class FormatDetector final
{
    Q_DECLARE_TR_FUNCTIONS(lotse::FormatDetector)

public:
    static QString name(DocumentFormat format); // "PDF", "Word (DOCX)", … for messages
    static DocumentFormat fromSuffix(const QString& path);
    // From the first bytes only: Pdf, Docx, Odt, Html, PlainText (decodable text) or Unknown.
    // A zip that is neither DOCX nor ODT is Unknown. `zipEntries` lists a zip's entry names.
    static DocumentFormat sniff(const QByteArray& head, const QStringList& zipEntries = {});
    // The format to parse `bytes` as, or an error that says what the file seems to be instead.
    static Result<DocumentFormat> detect(const QString& path, const QByteArray& bytes);
    static bool isZip(const QByteArray& bytes);
    static QStringList supportedSuffixes();
};

} // namespace lotse
