// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QMap>
#include <QWidget>
#include <optional>

namespace lotse {
struct EvalReport;
}

namespace lotse::ui {

// An evaluation report as a chart, painted with QPainter in the palette's colours: per kind (and
// overall) three bars, retrieval hit rate, key-fact coverage and refusal correctness (handled
// right); beside them a histogram of the rounds the questions used. A missing score (nothing to
// measure) is drawn as an empty outline marked "n/a", never as zero.
class EvalChart final : public QWidget
{
    Q_OBJECT
public:
    enum Metric { HitRate, FactCoverage, HandledRight, MetricCount };

    struct Group
    {
        QString kind; // "overall" for the whole set
        int questions = 0;
        std::optional<double> values[MetricCount];
    };

    explicit EvalChart(QWidget* parent = nullptr);

    void setReport(const EvalReport& report);
    void clear();
    const QList<Group>& groups() const { return m_groups; }
    const QMap<int, int>& rounds() const { return m_rounds; }

    static QString metricName(Metric metric);
    static QColor metricColor(Metric metric, const QPalette& palette);

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
    // An evaluation kind ("multi_hop") in the interface's language.
    static QString kindLabel(const QString& kind);

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    void updateDescription(); // the accessible description: every score, in words
    void paintBars(QPainter& painter, const QRect& area) const;
    void paintRounds(QPainter& painter, const QRect& area) const;

    QList<Group> m_groups;
    QMap<int, int> m_rounds; // rounds used → questions
};

} // namespace lotse::ui
