// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "eval/EvalComparison.h"

#include <QWidget>
#include <optional>

class QLabel;
class QTableWidget;

namespace lotse::ui {

class EvalChart;

// An evaluation report: the scores per kind and overall as a table, the chart, and, when compared
// with a saved run, what got better or worse question by question.
class EvalResultsView final : public QWidget
{
    Q_OBJECT
public:
    explicit EvalResultsView(QWidget* parent = nullptr);

    void setReport(const EvalReport& report);
    void setComparison(const EvalComparison& comparison, const QString& savedRun);
    void clear();

    EvalChart* chart() const { return m_chart; }
    QTableWidget* scores() const { return m_scores; }
    QTableWidget* comparison() const { return m_comparison; }

private:
    void showSummary(); // of the comparison, or how to get one

    QTableWidget* m_scores = nullptr;
    EvalChart* m_chart = nullptr;
    QLabel* m_comparisonSummary = nullptr;
    QTableWidget* m_comparison = nullptr;
    std::optional<EvalComparison> m_compared;
    QString m_savedRun;
};

} // namespace lotse::ui
