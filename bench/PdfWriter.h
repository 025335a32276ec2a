// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "HandbookPage.h"

#include <QByteArray>

namespace lotse::bench {

// A small valid PDF of a page, written by hand: Helvetica text in uncompressed content streams, A4
// pages of `linesPerPage` lines, the title in the document information, a correct xref table.
// Text is ASCII (the generator's words are).
class PdfWriter final
{
public:
    static QByteArray write(const HandbookPage& page, int linesPerPage = 50);
    // The number of pages write() makes of `page`.
    static int pageCount(const HandbookPage& page, int linesPerPage = 50);
};

} // namespace lotse::bench
