// SPDX-License-Identifier: GPL-3.0-or-later
#include "source/PdfPageView.h"

#include "shared/Named.h"
#include "shared/Retranslate.h"
#include "source/PdfPageCanvas.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QScrollArea>
#include <QScrollBar>
#include <QShortcut>
#include <QStyle>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>
#include <QWheelEvent>
#include <algorithm>
#include <cmath>

namespace lotse::ui {

namespace {

constexpr double zoomStep = 1.25;
constexpr int pageMargin = 8; // paper shows as a sheet on the pane's background

QToolButton* toolButton(QWidget* parent, const char* name)
{
    auto* button = new QToolButton(parent);
    button->setObjectName(QString::fromLatin1(name));
    button->setAutoRaise(true);
    return button;
}

} // namespace

PdfPageView::PdfPageView(QWidget* parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("pdfPageView"));
    m_previous = toolButton(this, "previousPageButton");
    m_previous->setArrowType(Qt::LeftArrow);
    m_next = toolButton(this, "nextPageButton");
    m_next->setArrowType(Qt::RightArrow);
    m_label = new QLabel(this);
    m_label->setObjectName(QStringLiteral("pageLabel"));
    m_label->setTextFormat(Qt::PlainText);
    m_zoomOut = toolButton(this, "zoomOutButton");
    m_zoomOut->setText(QStringLiteral("−"));
    m_fit = toolButton(this, "zoomFitButton");
    m_zoomIn = toolButton(this, "zoomInButton");
    m_zoomIn->setText(QStringLiteral("+"));
    // Only while the page view has the focus: elsewhere Ctrl+plus may mean something else.
    auto* zoomInKey =
        new QShortcut(QKeySequence::ZoomIn, this, this, &PdfPageView::zoomIn, Qt::WidgetWithChildrenShortcut);
    auto* zoomOutKey =
        new QShortcut(QKeySequence::ZoomOut, this, this, &PdfPageView::zoomOut, Qt::WidgetWithChildrenShortcut);

    m_canvas = new PdfPageCanvas;
    m_scroll = new QScrollArea(this);
    m_scroll->setObjectName(QStringLiteral("pdfPageScroll"));
    m_scroll->setWidget(m_canvas);
    m_scroll->setWidgetResizable(false);
    m_scroll->setAlignment(Qt::AlignHCenter | Qt::AlignTop);
    m_scroll->setBackgroundRole(QPalette::Dark);
    m_scroll->viewport()->installEventFilter(this);

    m_resizeTimer = new QTimer(this);
    m_resizeTimer->setSingleShot(true);
    m_resizeTimer->setInterval(150);
    connect(m_resizeTimer, &QTimer::timeout, this, [this] {
        if (!m_canvas->image().isNull() && wantedWidth() != m_canvas->image().width())
            Q_EMIT widthChanged();
    });

    auto* bar = new QHBoxLayout;
    bar->setContentsMargins(0, 0, 0, 0);
    bar->addWidget(m_previous);
    bar->addWidget(m_label);
    bar->addWidget(m_next);
    bar->addStretch(1);
    bar->addWidget(m_zoomOut);
    bar->addWidget(m_fit);
    bar->addWidget(m_zoomIn);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    layout->addLayout(bar);
    layout->addWidget(m_scroll, 1);

    connect(m_previous, &QToolButton::clicked, this, [this] { Q_EMIT pageRequested(m_page - 1); });
    connect(m_next, &QToolButton::clicked, this, [this] { Q_EMIT pageRequested(m_page + 1); });
    connect(m_zoomOut, &QToolButton::clicked, this, &PdfPageView::zoomOut);
    connect(m_zoomIn, &QToolButton::clicked, this, &PdfPageView::zoomIn);
    connect(m_fit, &QToolButton::clicked, this, &PdfPageView::fitWidth);
    retranslate(this, [this, zoomInKey, zoomOutKey] {
        m_previous->setToolTip(tr("Previous page"));
        m_previous->setAccessibleName(tr("Previous page"));
        m_next->setToolTip(tr("Next page"));
        m_next->setAccessibleName(tr("Next page"));
        m_zoomOut->setToolTip(tr("Zoom out (%1)").arg(zoomOutKey->key().toString(QKeySequence::NativeText)));
        m_zoomOut->setAccessibleName(tr("Zoom out"));
        m_zoomIn->setToolTip(tr("Zoom in (%1)").arg(zoomInKey->key().toString(QKeySequence::NativeText)));
        m_zoomIn->setAccessibleName(tr("Zoom in"));
        m_fit->setText(tr("Fit width"));
        m_fit->setToolTip(tr("Show the whole width of the page"));
        m_canvas->setAccessibleName(tr("PDF page"));
        updateLabels();
    });
    updateLabels();
}

void PdfPageView::showPlaceholder(int page, int count)
{
    m_page = page;
    m_count = count;
    m_rendering = true;
    m_canvas->setPlaceholder(QString());
    layoutCanvas();
    m_scroll->verticalScrollBar()->setValue(0);
    updateLabels();
}

void PdfPageView::showPage(const QImage& image, int page, int count, const QList<QRectF>& highlights)
{
    const bool samePage = page == m_page && !m_canvas->image().isNull();
    m_page = page;
    m_count = count;
    m_rendering = false;
    m_canvas->setPage(image, highlights);
    layoutCanvas();
    updateLabels();
    // A sharper copy of the page on screen (after a zoom or resize) keeps its place; a new page starts
    // at the passage, with some of what comes before it, or at the top.
    if (!samePage) {
        const QRect first = m_canvas->firstHighlight();
        m_scroll->horizontalScrollBar()->setValue(0);
        m_scroll->verticalScrollBar()->setValue(first.isEmpty() ? 0 : first.top() - m_scroll->viewport()->height() / 4);
    }
    // Drawn for a pane that has changed size since (or was not laid out yet): ask again.
    if (wantedWidth() != image.width())
        m_resizeTimer->start();
    Q_EMIT pageShown(page);
}

int PdfPageView::displayWidth() const
{
    // From the view's own width, not the viewport's: right while the view is hidden behind the text (its
    // layout is not done yet), and the same whether the vertical scroll bar shows or not (its room is kept).
    const int room = width() - 2 * m_scroll->frameWidth() - style()->pixelMetric(QStyle::PM_ScrollBarExtent);
    return std::max(64, qRound((room - 2 * pageMargin) * m_zoom));
}

int PdfPageView::wantedWidth() const
{
    return qRound(displayWidth() * devicePixelRatioF());
}

void PdfPageView::layoutCanvas()
{
    m_canvas->resize(m_canvas->sizeForWidth(displayWidth()));
}

void PdfPageView::zoomIn()
{
    setZoom(m_zoom * zoomStep);
}

void PdfPageView::zoomOut()
{
    setZoom(m_zoom / zoomStep);
}

void PdfPageView::fitWidth()
{
    setZoom(1.0);
}

void PdfPageView::setZoom(double zoom)
{
    zoom = std::clamp(zoom, minZoom, maxZoom);
    if (std::abs(zoom - 1.0) < 0.01)
        zoom = 1.0;
    if (zoom == m_zoom)
        return;
    // Keep the middle of what is seen in the middle.
    QScrollBar* vertical = m_scroll->verticalScrollBar();
    const double middle = (vertical->value() + m_scroll->viewport()->height() / 2.0) / std::max(1, m_canvas->height());
    m_zoom = zoom;
    layoutCanvas(); // the current image, scaled, until the sharper one arrives
    vertical->setValue(qRound(middle * m_canvas->height() - m_scroll->viewport()->height() / 2.0));
    updateLabels();
    if (!m_canvas->image().isNull())
        Q_EMIT widthChanged();
}

bool PdfPageView::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == m_scroll->viewport()) {
        if (event->type() == QEvent::Resize) {
            layoutCanvas();
            m_resizeTimer->start();
        } else if (event->type() == QEvent::Wheel) {
            auto* wheel = static_cast<QWheelEvent*>(event);
            if (wheel->modifiers() & Qt::ControlModifier) {
                if (wheel->angleDelta().y() > 0)
                    zoomIn();
                else if (wheel->angleDelta().y() < 0)
                    zoomOut();
                return true;
            }
        }
    }
    return QWidget::eventFilter(watched, event);
}

void PdfPageView::updateLabels()
{
    if (m_page <= 0)
        m_label->clear();
    else if (m_count > 0)
        m_label->setText(tr("Page %1 of %2").arg(m_page).arg(m_count));
    else
        m_label->setText(tr("Page %1").arg(m_page));
    if (m_rendering)
        m_canvas->setPlaceholder(tr("Drawing page %1…").arg(m_page));
    m_previous->setEnabled(m_page > 1);
    m_next->setEnabled(m_count > 0 && m_page < m_count);
    m_zoomOut->setEnabled(m_zoom > minZoom);
    m_zoomIn->setEnabled(m_zoom < maxZoom);
    m_fit->setEnabled(m_zoom != 1.0);
}

} // namespace lotse::ui
