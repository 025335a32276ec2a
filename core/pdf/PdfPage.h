// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QList>
#include <QMetaType>
#include <QRectF>

namespace lotse {

// One rendered PDF page as plain pixels (no Qt Gui in core): `height` rows of `stride` bytes, each
// pixel a 32-bit 0xAARRGGBB value in native byte order (what QImage::Format_ARGB32 reads).
struct PdfPage
{
    int number = 0; // 1-based
    int count = 0;  // pages in the document
    int width = 0;
    int height = 0;
    qsizetype stride = 0;
    QByteArray argb32;
    // Where the first words of the requested passage are, one rectangle per line, as fractions of
    // the page (0..1, from the top left), so they fit the image at any zoom. Empty when not found.
    QList<QRectF> passage;

    bool isNull() const { return width <= 0 || height <= 0; }
    // The pixel at (x, y), 0xAARRGGBB.
    quint32 pixel(int x, int y) const;
};

} // namespace lotse

Q_DECLARE_METATYPE(lotse::PdfPage)
