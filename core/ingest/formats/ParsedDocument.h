// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "DocumentFormat.h"

#include <QList>
#include <QString>

namespace lotse {

// A document turned into the text the chunker reads: Markdown with `#` headings, lists as `- `,
// table rows as `a | b`. Chunk offsets point into `text`, so viewers show this text, not the file.
struct ParsedDocument
{
    DocumentFormat format = DocumentFormat::Unknown;
    QString text;
    // Offsets into `text` where page 1, 2, … start; empty when the format has no pages.
    QList<qsizetype> pageStarts;

    // The 1-based page that holds `offset`, or 0 when the format has no pages.
    int pageAt(qsizetype offset) const;
    // Where a 1-based page starts in `text` (0 when unknown).
    qsizetype pageStart(int page) const;
};

} // namespace lotse
