// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QImage>
#include <QList>
#include <QRectF>
#include <QWidget>

namespace lotse::ui {

// A rendered PDF page, drawn scaled to the widget's size, with the cited passage marked like a
// highlighter pen; or a placeholder text while the page is being drawn.
class PdfPageCanvas final : public QWidget
{
    Q_OBJECT
public:
    explicit PdfPageCanvas(QWidget* parent = nullptr);

    // `highlights` are fractions of the page (0..1, from the top left).
    void setPage(const QImage& image, const QList<QRectF>& highlights);
    void setPlaceholder(const QString& text); // drops the image
    QImage image() const { return m_image; }
    QList<QRectF> highlights() const { return m_highlights; }
    // The first highlight in widget coordinates (to scroll to); empty when there is none.
    QRect firstHighlight() const;
    // The widget's size for a given width: the page's shape (A4 portrait while there is no image).
    QSize sizeForWidth(int width) const;

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    QImage m_image;
    QList<QRectF> m_highlights;
    QString m_placeholder;
};

} // namespace lotse::ui
