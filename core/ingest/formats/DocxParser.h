// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "FormatLimits.h"
#include "ParsedDocument.h"
#include "common/Result.h"

#include <QCoreApplication>

namespace lotse {

// Word (DOCX) to Markdown: headings from paragraph styles (Title, Heading 1..n, also localised
// style names through styles.xml, or an outline level), numbered and bulleted lists, tables as
// "a | b" rows. Deleted revisions and field codes are left out.
class DocxParser final
{
    Q_DECLARE_TR_FUNCTIONS(lotse::DocxParser)

public:
    static Result<ParsedDocument> parse(const QByteArray& bytes, const FormatLimits& limits);
    // The unpacked parts (styles may be empty); for the fuzzer, which mutates XML better than zips.
    static Result<ParsedDocument> parseXml(const QByteArray& documentXml, const QByteArray& stylesXml,
                                           const FormatLimits& limits);
};

} // namespace lotse
