// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "FormatLimits.h"
#include "ParsedDocument.h"
#include "common/Result.h"

#include <QCoreApplication>

namespace lotse {

// OpenDocument text (ODT) to Markdown from content.xml: text:h with its outline level, paragraphs,
// nested lists, tables as "a | b" rows. Comments and tracked deletions are left out.
class OdtParser final
{
    Q_DECLARE_TR_FUNCTIONS(lotse::OdtParser)

public:
    static Result<ParsedDocument> parse(const QByteArray& bytes, const FormatLimits& limits);
    // content.xml alone; for the fuzzer, which mutates XML better than zips.
    // `stylesXml`: styles.xml, for list and outline numbering (may be empty).
    static Result<ParsedDocument> parseContent(const QByteArray& contentXml, const FormatLimits& limits,
                                               const QByteArray& stylesXml = {});
};

} // namespace lotse
