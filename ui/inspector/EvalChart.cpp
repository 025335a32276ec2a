// SPDX-License-Identifier: GPL-3.0-or-later
#include "EvalChart.h"

#include "eval/EvalReport.h"
#include "shared/Format.h"
#include "shared/Retranslate.h"

#include <QPainter>
#include <algorithm>

namespace lotse::ui {

namespace {

constexpr int margin = 8;

} // namespace

EvalChart::EvalChart(QWidget* parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("evalChart"));
    setFocusPolicy(Qt::TabFocus); // a screen reader reaches its description
    setMinimumHeight(200);
    retranslate(this, [this] {
        setAccessibleName(tr("Evaluation chart"));
        updateDescription();
        update(); // the legend and labels are painted in the new language
    });
}

QString EvalChart::kindLabel(const QString& kind)
{
    // The kinds of the evaluation sets' format; a kind of a set's own stays as written.
    if (kind == QStringLiteral("overall"))
        return tr("overall");
    if (kind == QStringLiteral("direct"))
        return tr("direct");
    if (kind == QStringLiteral("misleading"))
        return tr("misleading");
    if (kind == QStringLiteral("multi_hop"))
        return tr("multi-hop");
    if (kind == QStringLiteral("comparison"))
        return tr("comparison");
    if (kind == QStringLiteral("unanswerable"))
        return tr("unanswerable");
    return kind;
}

QString EvalChart::metricName(Metric metric)
{
    switch (metric) {
    case HitRate:
        return tr("Hit rate");
    case FactCoverage:
        return tr("Key facts");
    case HandledRight:
    case MetricCount:
        break;
    }
    return tr("Refusal correctness");
}

QColor EvalChart::metricColor(Metric metric, const QPalette& palette)
{
    switch (metric) {
    case HitRate:
        return Format::tone(QColor(0x2b, 0x6c, 0xb0), palette);
    case FactCoverage:
        return Format::tone(QColor(0x2e, 0x7d, 0x32), palette);
    case HandledRight:
    case MetricCount:
        break;
    }
    return Format::tone(QColor(0xb3, 0x5c, 0x00), palette);
}

void EvalChart::setReport(const EvalReport& report)
{
    m_groups.clear();
    auto add = [this](const QString& kind, const EvalScores& s) {
        Group g;
        g.kind = kind;
        g.questions = s.questions;
        g.values[HitRate] = s.hitRateFinal;
        g.values[FactCoverage] = s.factCoverage;
        g.values[HandledRight] = s.handledRight;
        m_groups.append(g);
    };
    for (const auto& [kind, scores] : report.byKind())
        add(kind, scores);
    const EvalScores overall = report.overall();
    add(QStringLiteral("overall"), overall);
    m_rounds = overall.rounds;
    updateDescription();
    update();
}

void EvalChart::updateDescription()
{
    if (m_groups.isEmpty()) {
        setAccessibleDescription(QString());
        return;
    }
    QStringList description;
    for (const Group& g : std::as_const(m_groups)) {
        QStringList values;
        for (int m = 0; m < MetricCount; ++m) {
            values.append(
                tr("%1 %2").arg(metricName(Metric(m)), g.values[m] ? Format::percent(*g.values[m]) : tr("n/a")));
        }
        description.append(tr("%1: %2").arg(kindLabel(g.kind), values.join(QStringLiteral(", "))));
    }
    QStringList rounds;
    for (auto it = m_rounds.cbegin(); it != m_rounds.cend(); ++it)
        rounds.append(tr("%n round(s): %1", nullptr, it.key()).arg(it.value()));
    description.append(tr("Rounds used: %1").arg(rounds.join(QStringLiteral(", "))));
    setAccessibleDescription(description.join(QStringLiteral(". ")));
}

void EvalChart::clear()
{
    m_groups.clear();
    m_rounds.clear();
    setAccessibleDescription(QString());
    update();
}

QSize EvalChart::sizeHint() const
{
    return {640, 260};
}

QSize EvalChart::minimumSizeHint() const
{
    return {360, 200};
}

void EvalChart::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const QRect all = rect().adjusted(margin, margin, -margin, -margin);
    if (m_groups.isEmpty()) {
        painter.setPen(palette().color(QPalette::PlaceholderText));
        painter.drawText(all, Qt::AlignCenter | Qt::TextWordWrap, tr("Run an evaluation to see its scores here."));
        return;
    }
    const int roundsWidth = std::max(140, all.width() / 4);
    paintBars(painter, all.adjusted(0, 0, -roundsWidth - 2 * margin, 0));
    paintRounds(painter, QRect(all.right() - roundsWidth, all.top(), roundsWidth, all.height()));
}

void EvalChart::paintBars(QPainter& painter, const QRect& area) const
{
    const QFontMetrics fm(font());
    const QColor text = palette().color(QPalette::WindowText);
    const QColor grid = palette().color(QPalette::Mid);

    // Legend along the top.
    int x = area.left();
    for (int m = 0; m < MetricCount; ++m) {
        const QRect swatch(x, area.top() + (fm.height() - 10) / 2, 10, 10);
        painter.fillRect(swatch, metricColor(Metric(m), palette()));
        painter.setPen(text);
        const QString name = metricName(Metric(m));
        painter.drawText(QPoint(swatch.right() + 4, area.top() + fm.ascent()), name);
        x = swatch.right() + 4 + fm.horizontalAdvance(name) + 14;
    }

    const int axisWidth = fm.horizontalAdvance(QStringLiteral("100 %")) + 6;
    const QRect plot(area.left() + axisWidth, area.top() + fm.height() + 6, area.width() - axisWidth,
                     area.height() - 2 * fm.height() - 12);
    if (plot.height() < 20 || plot.width() < 20)
        return;
    for (int step = 0; step <= 4; ++step) {
        const int y = plot.bottom() - plot.height() * step / 4;
        painter.setPen(QPen(grid, step == 0 ? 1.0 : 0.5, step == 0 ? Qt::SolidLine : Qt::DotLine));
        painter.drawLine(plot.left(), y, plot.right(), y);
        if (step % 2 == 0) {
            painter.setPen(text);
            painter.drawText(QRect(area.left(), y - fm.height() / 2, axisWidth - 6, fm.height()),
                             Qt::AlignRight | Qt::AlignVCenter, Format::percent(step / 4.0));
        }
    }

    const int groupWidth = plot.width() / int(m_groups.size());
    const int barWidth = std::max(4, std::min(28, (groupWidth - 12) / MetricCount));
    for (int g = 0; g < m_groups.size(); ++g) {
        const Group& group = m_groups.at(g);
        const int left = plot.left() + g * groupWidth + (groupWidth - barWidth * MetricCount) / 2;
        for (int m = 0; m < MetricCount; ++m) {
            const QRect slot(left + m * barWidth, plot.top(), barWidth - 2, plot.height());
            const QColor color = metricColor(Metric(m), palette());
            if (!group.values[m]) {
                painter.setPen(QPen(color, 1, Qt::DashLine));
                painter.setBrush(Qt::NoBrush);
                painter.drawRect(QRect(slot.left(), plot.bottom() - 16, slot.width(), 16));
                painter.setPen(palette().color(QPalette::PlaceholderText));
                // Where the words do not fit above a bar ("k. A." beside "k. A." ran together), a dash
                // says it; the tool tip names the value as "n/a".
                const QString none = fm.horizontalAdvance(tr("n/a")) <= barWidth ? tr("n/a") : QStringLiteral("–");
                painter.drawText(
                    QRect(slot.left() - 4, plot.bottom() - 18 - fm.height(), slot.width() + 8, fm.height()),
                    Qt::AlignHCenter | Qt::AlignBottom, none);
                continue;
            }
            const int height = int(plot.height() * std::clamp(*group.values[m], 0.0, 1.0));
            painter.fillRect(QRect(slot.left(), plot.bottom() - height, slot.width(), height), color);
        }
        painter.setPen(text);
        const QString label = kindLabel(group.kind);
        painter.drawText(QRect(plot.left() + g * groupWidth, plot.bottom() + 4, groupWidth, fm.height()),
                         Qt::AlignHCenter | Qt::AlignTop, fm.elidedText(label, Qt::ElideRight, groupWidth - 2));
    }
}

void EvalChart::paintRounds(QPainter& painter, const QRect& area) const
{
    const QFontMetrics fm(font());
    const QColor text = palette().color(QPalette::WindowText);
    painter.setPen(text);
    painter.drawText(QRect(area.left(), area.top(), area.width(), fm.height()), Qt::AlignLeft, tr("Rounds used"));
    if (m_rounds.isEmpty())
        return;
    const QRect plot(area.left(), area.top() + 2 * fm.height() + 6, area.width(), area.height() - 4 * fm.height() - 12);
    if (plot.height() < 20)
        return;
    const int maxRounds = std::max(1, m_rounds.lastKey());
    int maxCount = 1;
    for (int count : m_rounds)
        maxCount = std::max(maxCount, count);
    const int slot = plot.width() / maxRounds;
    const QColor bar = palette().color(QPalette::Highlight);
    for (int r = 1; r <= maxRounds; ++r) {
        const int count = m_rounds.value(r);
        const int height = plot.height() * count / maxCount;
        const QRect column(plot.left() + (r - 1) * slot + 3, plot.bottom() - height, slot - 6, height);
        painter.fillRect(column, bar);
        painter.setPen(text);
        painter.drawText(QRect(column.left(), column.top() - fm.height() - 2, column.width(), fm.height()),
                         Qt::AlignHCenter | Qt::AlignBottom, QString::number(count));
        painter.drawText(QRect(column.left(), plot.bottom() + 4, column.width(), fm.height()), Qt::AlignHCenter,
                         QString::number(r));
    }
    painter.setPen(palette().color(QPalette::Mid));
    painter.drawLine(plot.left(), plot.bottom(), plot.right(), plot.bottom());
}

} // namespace lotse::ui
