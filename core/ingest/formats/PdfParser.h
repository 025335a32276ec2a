// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "FormatLimits.h"
#include "ParsedDocument.h"
#include "common/Result.h"

#include <QCoreApplication>

namespace lotse {

// PDF to text with page boundaries, through poppler-cpp (no Qt Gui needed; see docs/formats.md).
// Paragraphs are separated where the page text has blank lines; the title from the document
// information becomes the level-1 heading. Scanned PDFs without a text layer are reported, not
// indexed empty.
class PdfParser final
{
    Q_DECLARE_TR_FUNCTIONS(lotse::PdfParser)

public:
    static Result<ParsedDocument> parse(const QByteArray& bytes, const FormatLimits& limits);
};

} // namespace lotse
