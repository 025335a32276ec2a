// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ingest/formats/FormatLimits.h"

#include <QMetaType>
#include <QString>

namespace lotse {

// Which page of which PDF to draw, and how wide.
struct PdfPageRequest
{
    QString path;
    QString sha256;  // the indexed version; another file content is an error. Empty: not checked.
    int page = 1;    // 1-based
    int width = 800; // in pixels; the height follows the page's shape (both bounded, see PdfPageRenderer)
    QString passage; // the cited passage on this page, whose first words are found (empty: none)
    qint64 maxFileBytes = FormatLimits::defaultMaxFileBytes;
};

} // namespace lotse

Q_DECLARE_METATYPE(lotse::PdfPageRequest)
