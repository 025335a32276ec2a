// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "FormatLimits.h"
#include "ParsedDocument.h"
#include "common/Result.h"

#include <QCoreApplication>

namespace lotse {

// Word (DOCX) to Markdown: headings from paragraph styles (Title, Heading 1..n, also localised
// style names through styles.xml, or an outline level), numbered and bulleted lists with their numbers
// as Word shows them (numbering.xml: "3.", "4.2.1", "iv)", also on numbered headings), footnotes and
// endnotes (the mark where they are referenced, their text at the end of the section), tables as
// "a | b" rows. Deleted revisions and field codes are left out.
class DocxParser final
{
    Q_DECLARE_TR_FUNCTIONS(lotse::DocxParser)

public:
    // The package's parts the reader uses; all but `document` may be empty.
    struct Parts
    {
        QByteArray document, styles, numbering, footnotes, endnotes;
    };

    static Result<ParsedDocument> parse(const QByteArray& bytes, const FormatLimits& limits);
    // The unpacked parts (styles may be empty); for the fuzzer, which mutates XML better than zips.
    static Result<ParsedDocument> parseXml(const QByteArray& documentXml, const QByteArray& stylesXml,
                                           const FormatLimits& limits);
    static Result<ParsedDocument> parseXml(const Parts& parts, const FormatLimits& limits);
};

} // namespace lotse
