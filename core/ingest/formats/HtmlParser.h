// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "FormatLimits.h"
#include "ParsedDocument.h"
#include "common/Result.h"

#include <QCoreApplication>

namespace lotse {

// HTML to Markdown: headings, paragraphs, lists and tables; script, style, navigation, header and
// footer dropped. Tolerant like a browser (unclosed and stray tags, bare "<" and "&"), but a document
// nested deeper than the limit is refused rather than walked.
class HtmlParser final
{
    Q_DECLARE_TR_FUNCTIONS(lotse::HtmlParser)

public:
    static Result<ParsedDocument> parse(const QByteArray& bytes, const FormatLimits& limits);
    static Result<ParsedDocument> parseText(const QString& html, const FormatLimits& limits);
};

} // namespace lotse
