// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "HandbookPage.h"

#include <QByteArray>
#include <QString>

namespace lotse::bench {

// Word (DOCX) and OpenDocument text (ODT) files of a page, zipped with libzip: headings by style
// (DOCX "Heading1"/"Heading2", ODT text:h with an outline level), tables as tables. The archives
// carry a fixed time stamp, so the same page gives the same bytes.
class OfficeWriter final
{
public:
    static QByteArray docx(const HandbookPage& page);
    static QByteArray odt(const HandbookPage& page);
};

} // namespace lotse::bench
