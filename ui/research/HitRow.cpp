// SPDX-License-Identifier: GPL-3.0-or-later
#include "HitRow.h"

#include "Motion.h"
#include "shared/Format.h"
#include "shared/Retranslate.h"

#include <QDir>
#include <QFileInfo>
#include <QKeyEvent>
#include <QPainter>
#include <algorithm>

namespace lotse::ui {

namespace {

constexpr int padding = 6;
constexpr int barWidth = 92;
constexpr int slideDistance = 28;

} // namespace

HitRow::HitRow(const Hit& hit, QWidget* parent)
    : QWidget(parent)
    , m_hit(hit)
    , m_heading(hit.label())
    , m_fill(hit.score)
{
    setObjectName(QStringLiteral("hitRow"));
    setFocusPolicy(Qt::StrongFocus);
    setCursor(Qt::PointingHandCursor);
    // Preferred, not Fixed: a fixed height would be the size hint's two lines, whatever the title needs.
    QSizePolicy policy(QSizePolicy::Expanding, QSizePolicy::Preferred);
    policy.setHeightForWidth(true);
    setSizePolicy(policy);
    // The heading and the passage are the document's; the words around them follow the language.
    retranslate(this, [this] {
        m_detail = tr("%1 · rank %2").arg(QFileInfo(m_hit.path).fileName()).arg(m_hit.rank);
        // Text that speaks to an assistant stays data: the row says so, so nobody takes it for policy.
        const QString instructions =
            m_hit.instructions.isEmpty() ? QString() : tr("This passage contains instructions to an AI assistant.");
        if (!instructions.isEmpty())
            m_detail = QStringLiteral("⚠ ") + m_detail;
        setAccessibleName(tr("Passage %1, relevance %2").arg(m_heading, Format::percent(m_hit.score)));
        setAccessibleDescription(
            QString(tr("From %1. Press Enter to read the passage.").arg(QDir::toNativeSeparators(m_hit.path)) + u' '
                    + instructions)
                .trimmed());
        setToolTip(QStringLiteral("<p><b>%1</b><br>%2</p><p>%3…</p><p><i>%4</i></p>%5")
                       .arg(m_heading.toHtmlEscaped(), QDir::toNativeSeparators(m_hit.path).toHtmlEscaped(),
                            m_hit.text.left(280).simplified().toHtmlEscaped(),
                            tr("Relevance %1 (raw score %2): how strongly the passage matches what this round "
                               "searched for. The bar grows with the score and never quite reaches 100 %. Each "
                               "round searches with other words, so one passage can score differently in two "
                               "rounds. Click to read the passage.")
                                .arg(Format::percent(m_hit.score))
                                .arg(m_hit.rawScore, 0, 'g', 4)
                                .toHtmlEscaped(),
                            instructions.isEmpty()
                                ? QString()
                                : QStringLiteral("<p><b>⚠ %1</b> %2</p>")
                                      .arg(instructions.toHtmlEscaped(),
                                           tr("Lotse treats them as text: it never follows them and never quotes "
                                              "them as policy.")
                                               .toHtmlEscaped())));
        update();
    });
}

void HitRow::setAppear(qreal appear)
{
    m_appear = appear;
    update();
}

void HitRow::setFill(qreal fill)
{
    m_fill = fill;
    update();
}

void HitRow::reveal(int delayMs)
{
    Motion::animate(this, "appear", 0.0, 1.0, 240, delayMs);
    Motion::animate(this, "fill", 0.0, m_hit.score, 520, delayMs + 160);
}

int HitRow::lineHeight() const
{
    return fontMetrics().height();
}

int HitRow::textWidth(int width) const
{
    return width - barWidth - 3 * padding - 2;
}

QStringList HitRow::headingLines(int width) const
{
    QFont bold = font();
    bold.setBold(true);
    const QFontMetrics metrics(bold);
    if (width <= 0 || metrics.horizontalAdvance(m_heading) <= width)
        return {m_heading};
    // The longest start of the heading that fits, broken after a space (or anywhere in one long word).
    qsizetype cut = 1;
    while (cut < m_heading.size() && metrics.horizontalAdvance(m_heading.left(cut + 1)) <= width)
        ++cut;
    const qsizetype space = m_heading.lastIndexOf(u' ', cut);
    if (space > 0)
        cut = space + 1;
    return {m_heading.left(cut).trimmed(), metrics.elidedText(m_heading.mid(cut).trimmed(), Qt::ElideRight, width)};
}

int HitRow::heightForWidth(int width) const
{
    return int(headingLines(textWidth(width)).size() + 1) * lineHeight() + 2 * padding + 2;
}

QSize HitRow::sizeHint() const
{
    return {320, 2 * lineHeight() + 2 * padding + 2};
}

QSize HitRow::minimumSizeHint() const
{
    return {barWidth + 120, sizeHint().height()};
}

void HitRow::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setOpacity(m_appear);
    painter.translate((1.0 - m_appear) * -slideDistance, 0);

    const QPalette& pal = palette();
    const QRectF frame = QRectF(rect()).adjusted(0.5, 0.5, -0.5, -0.5);
    QColor background = pal.color(QPalette::Base);
    if (m_hovered || hasFocus())
        background = pal.color(QPalette::AlternateBase);
    painter.setPen(QPen(pal.color(hasFocus() ? QPalette::Highlight : QPalette::Mid), hasFocus() ? 1.5 : 1.0));
    painter.setBrush(background);
    painter.drawRoundedRect(frame, 4, 4);

    const int textLeft = padding + 2;
    const int textWidth = this->textWidth(width());
    QFont bold = font();
    bold.setBold(true);
    painter.setFont(bold);
    painter.setPen(pal.color(QPalette::Text));
    const QStringList lines = headingLines(textWidth);
    for (qsizetype i = 0; i < lines.size(); ++i)
        painter.drawText(QRect(textLeft, padding + int(i) * lineHeight(), textWidth, lineHeight()),
                         Qt::AlignLeft | Qt::AlignVCenter, lines.at(i));
    painter.setFont(font());
    painter.setPen(pal.color(QPalette::PlaceholderText));
    painter.drawText(QRect(textLeft, padding + int(lines.size()) * lineHeight(), textWidth, lineHeight()),
                     Qt::AlignLeft | Qt::AlignVCenter, fontMetrics().elidedText(m_detail, Qt::ElideMiddle, textWidth));

    // The score bar: a track, the fill that grows to the score, the percentage beside it.
    const int barLeft = width() - barWidth - padding;
    const QRectF track(barLeft, padding + lineHeight() * 0.25, barWidth - 38, lineHeight() * 0.5 + 2);
    painter.setPen(Qt::NoPen);
    QColor trackColor = pal.color(QPalette::Mid);
    trackColor.setAlphaF(0.35);
    painter.setBrush(trackColor);
    painter.drawRoundedRect(track, 3, 3);
    QRectF filled = track;
    filled.setWidth(track.width() * std::clamp(m_fill, 0.0, 1.0));
    painter.setBrush(pal.color(QPalette::Highlight));
    painter.drawRoundedRect(filled, 3, 3);
    painter.setPen(pal.color(QPalette::Text));
    painter.drawText(QRectF(track.right() + 4, padding, 34, lineHeight()), Qt::AlignRight | Qt::AlignVCenter,
                     Format::percent(m_fill));
}

void HitRow::mouseReleaseEvent(QMouseEvent* event)
{
    if (event->button() == Qt::LeftButton && rect().contains(event->position().toPoint()))
        Q_EMIT activated(m_hit.chunkId);
    QWidget::mouseReleaseEvent(event);
}

void HitRow::keyPressEvent(QKeyEvent* event)
{
    if (event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter || event->key() == Qt::Key_Space) {
        Q_EMIT activated(m_hit.chunkId);
        return;
    }
    QWidget::keyPressEvent(event);
}

void HitRow::enterEvent(QEnterEvent* event)
{
    m_hovered = true;
    update();
    QWidget::enterEvent(event);
}

void HitRow::leaveEvent(QEvent* event)
{
    m_hovered = false;
    update();
    QWidget::leaveEvent(event);
}

} // namespace lotse::ui
