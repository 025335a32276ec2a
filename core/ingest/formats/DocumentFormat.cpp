// SPDX-License-Identifier: GPL-3.0-or-later
#include "DocumentFormat.h"

#include "ZipArchive.h"
#include "common/Logging.h"

#include <QFileInfo>

namespace lotse {

namespace {

bool looksBinary(const QByteArray& head)
{
    // UTF-16 text has NULs in every other byte; a byte-order mark says it is text.
    if (head.startsWith("\xFF\xFE") || head.startsWith("\xFE\xFF"))
        return false;
    return head.left(8192).contains('\0');
}

bool looksLikeHtml(const QByteArray& head)
{
    QByteArray start = head.left(2048).trimmed().toLower();
    if (start.startsWith("\xEF\xBB\xBF"))
        start = start.mid(3).trimmed();
    while (start.startsWith("<!--")) { // comments before the doctype (generators write them)
        const qsizetype end = start.indexOf("-->");
        if (end < 0)
            return false;
        start = start.mid(end + 3).trimmed();
    }
    if (start.startsWith("<?xml"))
        start = start.mid(start.indexOf("?>") + 2).trimmed();
    return start.startsWith("<!doctype html") || start.startsWith("<html");
}

} // namespace

QString FormatDetector::name(DocumentFormat format)
{
    switch (format) {
    case DocumentFormat::Markdown:
        return QStringLiteral("Markdown");
    case DocumentFormat::PlainText:
        return tr("plain text");
    case DocumentFormat::Html:
        return QStringLiteral("HTML");
    case DocumentFormat::Pdf:
        return QStringLiteral("PDF");
    case DocumentFormat::Docx:
        return QStringLiteral("Word (DOCX)");
    case DocumentFormat::Odt:
        return tr("OpenDocument text (ODT)");
    case DocumentFormat::Unknown:
        break;
    }
    return QStringLiteral("unknown");
}

QStringList FormatDetector::supportedSuffixes()
{
    return {QStringLiteral("md"),   QStringLiteral("markdown"), QStringLiteral("mdown"), QStringLiteral("txt"),
            QStringLiteral("text"), QStringLiteral("html"),     QStringLiteral("htm"),   QStringLiteral("xhtml"),
            QStringLiteral("pdf"),  QStringLiteral("docx"),     QStringLiteral("odt")};
}

DocumentFormat FormatDetector::fromSuffix(const QString& path)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix == QStringLiteral("md") || suffix == QStringLiteral("markdown") || suffix == QStringLiteral("mdown"))
        return DocumentFormat::Markdown;
    if (suffix == QStringLiteral("txt") || suffix == QStringLiteral("text"))
        return DocumentFormat::PlainText;
    if (suffix == QStringLiteral("html") || suffix == QStringLiteral("htm") || suffix == QStringLiteral("xhtml"))
        return DocumentFormat::Html;
    if (suffix == QStringLiteral("pdf"))
        return DocumentFormat::Pdf;
    if (suffix == QStringLiteral("docx"))
        return DocumentFormat::Docx;
    if (suffix == QStringLiteral("odt"))
        return DocumentFormat::Odt;
    return DocumentFormat::Unknown;
}

bool FormatDetector::isZip(const QByteArray& bytes)
{
    return bytes.startsWith("PK\x03\x04");
}

DocumentFormat FormatDetector::sniff(const QByteArray& head, const QStringList& zipEntries)
{
    // PDF readers accept up to 1 KB of junk before the header; so do we.
    if (head.left(1024).contains("%PDF-"))
        return DocumentFormat::Pdf;
    if (isZip(head)) {
        // ODF stores "mimetype" first and uncompressed, so the type is readable at a fixed offset.
        if (head.mid(30, 8) == "mimetype" && head.mid(38).startsWith("application/vnd.oasis.opendocument.text"))
            return DocumentFormat::Odt;
        if (zipEntries.contains(QStringLiteral("[Content_Types].xml"))
            && zipEntries.contains(QStringLiteral("word/document.xml")))
            return DocumentFormat::Docx;
        if (zipEntries.contains(QStringLiteral("content.xml")) && zipEntries.contains(QStringLiteral("mimetype")))
            return DocumentFormat::Odt;
        return DocumentFormat::Unknown;
    }
    if (looksBinary(head))
        return DocumentFormat::Unknown;
    return looksLikeHtml(head) ? DocumentFormat::Html : DocumentFormat::PlainText;
}

Result<DocumentFormat> FormatDetector::detect(const QString& path, const QByteArray& bytes)
{
    const DocumentFormat named = fromSuffix(path);
    QStringList entries;
    std::optional<Error> zipError;
    if (isZip(bytes)) {
        if (auto zip = ZipArchive::open(bytes, FormatLimits{}); zip)
            entries = zip.value().names();
        else
            zipError = zip.error();
    }
    const DocumentFormat content = sniff(bytes, entries);
    const QString suffix = QFileInfo(path).suffix().toLower();
    switch (content) {
    case DocumentFormat::Pdf:
    case DocumentFormat::Docx:
    case DocumentFormat::Odt:
        // The content is unambiguous: a report.pdf saved as report.docx is still read.
        if (named != content)
            qCInfo(lcIngest).noquote()
                << tr("%1 is named .%2 but contains %3; read as such").arg(path, suffix, name(content));
        return content;
    case DocumentFormat::Html:
        return content;
    case DocumentFormat::PlainText:
        if (named == DocumentFormat::Html || named == DocumentFormat::Markdown)
            return named;
        if (named == DocumentFormat::Pdf || named == DocumentFormat::Docx || named == DocumentFormat::Odt) {
            return Error::make(Error::Code::InvalidInput,
                               tr("is named .%1 but contains plain text, not %2. If it is text, "
                                  "rename it to .txt; otherwise save it again from its application.")
                                   .arg(suffix, name(named)));
        }
        return DocumentFormat::PlainText;
    case DocumentFormat::Markdown: // sniff() never says Markdown: bytes alone cannot tell
    case DocumentFormat::Unknown:
        break;
    }
    const bool textName =
        named == DocumentFormat::Markdown || named == DocumentFormat::PlainText || named == DocumentFormat::Html;
    if (zipError && !textName)
        return *zipError; // truncated or damaged: say so rather than guess at the type
    if (isZip(bytes) && !textName) {
        return Error::make(Error::Code::Unsupported,
                           tr("is a zip archive but not a Word (DOCX) or OpenDocument text (ODT) file "
                              "(or a damaged one). Save it as DOCX, ODT or PDF and add it again."));
    }
    if (named == DocumentFormat::Pdf || named == DocumentFormat::Docx || named == DocumentFormat::Odt) {
        return Error::make(Error::Code::InvalidInput,
                           tr("is named .%1 but is not %2 (the content does not match; the file may be "
                              "damaged or of another type). Save it again from its application.")
                               .arg(suffix, name(named)));
    }
    return Error::make(Error::Code::InvalidInput,
                       tr("looks like a binary file, not text. Lotse reads Markdown, plain text, HTML, "
                          "PDF, DOCX and ODT."));
}

} // namespace lotse
