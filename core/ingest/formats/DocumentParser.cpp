// SPDX-License-Identifier: GPL-3.0-or-later
#include "DocumentParser.h"

#include "DocxParser.h"
#include "HtmlParser.h"
#include "OdtParser.h"
#include "PdfParser.h"
#include "TextDecoder.h"

namespace lotse {

Result<ParsedDocument> DocumentParser::parse(const QString& path, const QByteArray& bytes, const FormatLimits& limits)
{
    if (bytes.startsWith("\xD0\xCF\x11\xE0\xA1\xB1\x1A\xE1")) {
        // Word stores password-protected DOCX files in this container too.
        return Error::make(Error::Code::Unsupported,
                           tr("is an old binary Office file (.doc) or a password-protected Word file. "
                              "Save it as DOCX without a password, or as PDF, and add that."));
    }
    const Result<DocumentFormat> format = FormatDetector::detect(path, bytes);
    if (!format)
        return format.error();
    return parseAs(format.value(), bytes, limits);
}

Result<ParsedDocument> DocumentParser::parseAs(DocumentFormat format, const QByteArray& bytes,
                                               const FormatLimits& limits)
{
    switch (format) {
    case DocumentFormat::Pdf:
        return PdfParser::parse(bytes, limits);
    case DocumentFormat::Docx:
        return DocxParser::parse(bytes, limits);
    case DocumentFormat::Odt:
        return OdtParser::parse(bytes, limits);
    case DocumentFormat::Html:
        return HtmlParser::parse(bytes, limits);
    case DocumentFormat::Markdown:
    case DocumentFormat::PlainText: {
        Result<TextDecoder::Decoded> decoded = TextDecoder::decode(bytes);
        if (!decoded)
            return decoded.error();
        ParsedDocument out;
        out.format = format;
        out.text = std::move(decoded.value().text);
        return out;
    }
    case DocumentFormat::Unknown:
        break;
    }
    return Error::make(Error::Code::Unsupported, tr("has a type Lotse does not read."));
}

} // namespace lotse
