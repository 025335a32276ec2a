// SPDX-License-Identifier: GPL-3.0-or-later
#include "RewriteArrow.h"

#include "Motion.h"
#include "shared/Format.h"
#include "shared/Retranslate.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPainter>
#include <QPolygonF>

namespace lotse::ui {

namespace {

constexpr int arrowColumn = 28; // width reserved on the left for the arrow

} // namespace

RewriteArrow::RewriteArrow(const QString& newQuery, qint64 rewriteMs, QWidget* parent, const QStringList& gaps)
    : QWidget(parent)
    , m_query(newQuery)
    , m_gaps(gaps)
{
    setObjectName(QStringLiteral("rewriteArrow"));
    m_label = new QLabel(this);
    m_label->setObjectName(QStringLiteral("rewriteLabel"));
    m_label->setTextFormat(Qt::RichText);
    m_label->setWordWrap(true);
    m_label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    retranslate(this, [this, rewriteMs] {
        if (!m_gaps.isEmpty()) {
            QStringList quoted;
            for (const QString& gap : std::as_const(m_gaps))
                quoted.append(tr("<b>“%1”</b>").arg(gap.toHtmlEscaped()));
            m_label->setText(tr("Not enough yet: asking for what is still missing: %1").arg(quoted.join(tr(", "))));
            m_label->setToolTip(tr("The verdict named what the passages lack; the next round searches for each."));
            setAccessibleName(tr("Asking for what is still missing: %1").arg(m_gaps.join(tr(", "))));
            return;
        }
        m_label->setText(tr("Not enough yet: searching again with <b>“%1”</b>").arg(m_query.toHtmlEscaped()));
        m_label->setToolTip(tr("The query was rewritten in %1.").arg(Format::duration(rewriteMs)));
        setAccessibleName(tr("Query rewritten to “%1”").arg(m_query));
    });
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(arrowColumn, 6, 4, 6);
    layout->addWidget(m_label, 1);
    setMinimumHeight(40);
    Motion::animate(this, "progress", 0.0, 1.0, 360);
    Motion::fadeIn(m_label, 300, 120);
}

void RewriteArrow::setProgress(qreal progress)
{
    m_progress = progress;
    update();
}

void RewriteArrow::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const QColor color = palette().color(QPalette::Highlight);
    const qreal x = arrowColumn / 2.0;
    const qreal end = 2 + (height() - 4) * m_progress;
    painter.setPen(QPen(color, 2.0, Qt::SolidLine, Qt::RoundCap));
    painter.drawLine(QPointF(x, 2), QPointF(x, end));
    if (m_progress < 0.99)
        return;
    painter.setPen(Qt::NoPen);
    painter.setBrush(color);
    painter.drawPolygon(QPolygonF({QPointF(x - 6, end - 8), QPointF(x + 6, end - 8), QPointF(x, end)}));
}

} // namespace lotse::ui
