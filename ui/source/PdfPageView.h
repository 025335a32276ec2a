// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QImage>
#include <QList>
#include <QRectF>
#include <QWidget>

class QLabel;
class QScrollArea;
class QTimer;
class QToolButton;

namespace lotse::ui {

class PdfPageCanvas;

// One page of a PDF as an image, fit to the pane's width and zoomable, with "Page N of M" and buttons
// for the previous and next page. It draws nothing itself: it asks for pages (pageRequested) and for a
// new rendering when the width it needs changes (zoom, resize), and shows what it is given.
class PdfPageView final : public QWidget
{
    Q_OBJECT
public:
    explicit PdfPageView(QWidget* parent = nullptr);

    // While page `page` is being drawn; `count` 0 while the number of pages is not known yet.
    void showPlaceholder(int page, int count);
    // `highlights` are fractions of the page (0..1); the first is scrolled into view.
    void showPage(const QImage& image, int page, int count, const QList<QRectF>& highlights);
    int page() const { return m_page; }
    int pageCount() const { return m_count; }
    double zoom() const { return m_zoom; }
    // The image width, in device pixels, that the current pane width and zoom need.
    int wantedWidth() const;

    static constexpr double minZoom = 0.5;
    static constexpr double maxZoom = 4.0;

public Q_SLOTS:
    void zoomIn();
    void zoomOut();
    void fitWidth();

Q_SIGNALS:
    void pageRequested(int page);
    // Render the page again at wantedWidth(): after a zoom, a resize, or when the shown image has
    // another width (the owner asks again only when the width differs from what it asked for).
    void widthChanged();
    void pageShown(int page);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void setZoom(double zoom);
    void layoutCanvas();
    void updateLabels();
    int displayWidth() const; // logical pixels

    QToolButton* m_previous = nullptr;
    QToolButton* m_next = nullptr;
    QLabel* m_label = nullptr;
    QToolButton* m_zoomOut = nullptr;
    QToolButton* m_fit = nullptr;
    QToolButton* m_zoomIn = nullptr;
    QScrollArea* m_scroll = nullptr;
    PdfPageCanvas* m_canvas = nullptr;
    QTimer* m_resizeTimer = nullptr;
    int m_page = 0;
    int m_count = 0;
    bool m_rendering = false;
    double m_zoom = 1.0; // 1: the page fits the pane's width
};

} // namespace lotse::ui
