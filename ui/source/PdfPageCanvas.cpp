// SPDX-License-Identifier: GPL-3.0-or-later
#include "source/PdfPageCanvas.h"

#include <QPaintEvent>
#include <QPainter>

namespace lotse::ui {

namespace {

// Paper is white whatever the palette, so the marker colour is fixed; multiplied, the text stays black.
constexpr QRgb highlighter = qRgb(0xff, 0xdc, 0x50);

} // namespace

PdfPageCanvas::PdfPageCanvas(QWidget* parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("pdfPageCanvas"));
    setAttribute(Qt::WA_OpaquePaintEvent);
}

void PdfPageCanvas::setPage(const QImage& image, const QList<QRectF>& highlights)
{
    m_image = image;
    m_highlights = highlights;
    m_placeholder.clear();
    update();
}

void PdfPageCanvas::setPlaceholder(const QString& text)
{
    m_image = QImage();
    m_highlights.clear();
    m_placeholder = text;
    update();
}

QRect PdfPageCanvas::firstHighlight() const
{
    if (m_highlights.isEmpty())
        return {};
    const QRectF r = m_highlights.first();
    return QRectF(r.x() * width(), r.y() * height(), r.width() * width(), r.height() * height()).toAlignedRect();
}

QSize PdfPageCanvas::sizeForWidth(int width) const
{
    const double aspect = m_image.isNull() ? 297.0 / 210.0 : double(m_image.height()) / m_image.width();
    return {width, qRound(width * aspect)};
}

void PdfPageCanvas::paintEvent(QPaintEvent* event)
{
    QPainter painter(this);
    if (m_image.isNull()) {
        painter.fillRect(event->rect(), palette().base());
        painter.setPen(palette().color(QPalette::PlaceholderText));
        painter.drawText(rect().adjusted(12, 12, -12, -12), Qt::AlignHCenter | Qt::AlignTop | Qt::TextWordWrap,
                         m_placeholder);
        return;
    }
    painter.setRenderHint(QPainter::SmoothPixmapTransform);
    painter.drawImage(rect(), m_image);
    painter.setCompositionMode(QPainter::CompositionMode_Multiply);
    for (const QRectF& r : m_highlights) {
        // A little air around the words, as a marker pen leaves.
        const QRectF area(r.x() * width() - 2, r.y() * height() - 1, r.width() * width() + 4,
                          r.height() * height() + 2);
        painter.fillRect(area, QColor(highlighter));
    }
}

} // namespace lotse::ui
