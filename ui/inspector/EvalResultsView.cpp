// SPDX-License-Identifier: GPL-3.0-or-later
#include "EvalResultsView.h"

#include "EvalChart.h"
#include "Format.h"
#include "eval/EvalComparison.h"
#include "eval/EvalReport.h"
#include "eval/EvalTable.h"

#include <QHeaderView>
#include <QLabel>
#include <QSplitter>
#include <QTableWidget>
#include <QVBoxLayout>

namespace lotse::ui {

namespace {

QTableWidget* table(const char* name, const QString& accessibleName, const QStringList& header, QWidget* parent)
{
    auto* t = new QTableWidget(0, int(header.size()), parent);
    t->setObjectName(QString::fromLatin1(name));
    t->setAccessibleName(accessibleName);
    t->setHorizontalHeaderLabels(header);
    t->setEditTriggers(QAbstractItemView::NoEditTriggers);
    t->setSelectionBehavior(QAbstractItemView::SelectRows);
    t->verticalHeader()->hide();
    t->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    return t;
}

QString share(int part, int whole)
{
    return whole > 0 ? QStringLiteral("%1/%2").arg(part).arg(whole) : QStringLiteral("–");
}

} // namespace

EvalResultsView::EvalResultsView(QWidget* parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("evalResults"));
    m_scores =
        table("evalScores", tr("Scores per kind"),
              {tr("Kind"), tr("Questions"), tr("Hit rate"), tr("Hit rate, round 1"), tr("Key facts"),
               tr("Handled right"), tr("False refusals"), tr("False answers"), tr("Latency p50"), tr("Latency p95")},
              this);
    m_scores->horizontalHeaderItem(2)->setToolTip(tr("Share of the expected sources among the last round's passages "
                                                     "and the citations"));
    m_scores->horizontalHeaderItem(5)->setToolTip(tr("Unanswerable questions refused, answerable ones answered"));
    m_chart = new EvalChart(this);
    m_comparisonSummary = new QLabel(this);
    m_comparisonSummary->setObjectName(QStringLiteral("comparisonSummary"));
    m_comparisonSummary->setWordWrap(true);
    m_comparisonSummary->setTextFormat(Qt::PlainText);
    m_comparison = table("evalComparison", tr("Changes per question"),
                         {tr("Id"), tr("Kind"), tr("Question"), tr("Better"), tr("Worse"), tr("Notes")}, this);
    m_comparison->horizontalHeader()->setSectionResizeMode(2, QHeaderView::Stretch);
    m_comparison->setWordWrap(true);

    auto* comparisonBox = new QWidget(this);
    auto* comparisonLayout = new QVBoxLayout(comparisonBox);
    comparisonLayout->setContentsMargins(0, 0, 0, 0);
    comparisonLayout->addWidget(m_comparisonSummary);
    comparisonLayout->addWidget(m_comparison, 1);

    auto* splitter = new QSplitter(Qt::Vertical, this);
    splitter->addWidget(m_scores);
    splitter->addWidget(m_chart);
    splitter->addWidget(comparisonBox);
    splitter->setChildrenCollapsible(false);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(splitter);
    clear();
}

void EvalResultsView::setReport(const EvalReport& report)
{
    QList<QPair<QString, EvalScores>> rows = report.byKind();
    rows.append({tr("overall"), report.overall()});
    m_scores->setRowCount(int(rows.size()));
    for (int r = 0; r < rows.size(); ++r) {
        const EvalScores& s = rows.at(r).second;
        const int right = s.handledRight ? qRound(*s.handledRight * s.questions) : 0;
        const int falseRefusals = s.falseRefusalRate ? qRound(*s.falseRefusalRate * s.answerable) : 0;
        const int falseAnswers = s.falseAnswerRate ? qRound(*s.falseAnswerRate * s.unanswerable) : 0;
        const QStringList cells{rows.at(r).first,
                                QString::number(s.questions),
                                EvalTable::percent(s.hitRateFinal),
                                EvalTable::percent(s.hitRateRound1),
                                EvalTable::percent(s.factCoverage),
                                share(right, s.questions),
                                share(falseRefusals, s.answerable),
                                share(falseAnswers, s.unanswerable),
                                Format::duration(s.latencyP50Ms),
                                Format::duration(s.latencyP95Ms)};
        for (int c = 0; c < cells.size(); ++c) {
            auto* item = new QTableWidgetItem(cells.at(c));
            if (c > 0)
                item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            if (r == rows.size() - 1) {
                QFont bold = item->font();
                bold.setBold(true);
                item->setFont(bold);
            }
            m_scores->setItem(r, c, item);
        }
    }
    m_chart->setReport(report);
    m_comparison->setRowCount(0);
    m_comparisonSummary->setText(tr("Compare with a saved run to see what got better or worse."));
}

void EvalResultsView::setComparison(const EvalComparison& comparison, const QString& savedRun)
{
    m_comparisonSummary->setText(
        tr("Compared with %1: %2 better, %3 worse, %4 unchanged. Hit rate %5 → %6, "
           "handled right %7 → %8.")
            .arg(savedRun, QString::number(comparison.betterCount()), QString::number(comparison.worseCount()),
                 QString::number(comparison.unchanged), EvalTable::percent(comparison.before.hitRateFinal),
                 EvalTable::percent(comparison.after.hitRateFinal), EvalTable::percent(comparison.before.handledRight),
                 EvalTable::percent(comparison.after.handledRight)));
    m_comparison->setRowCount(int(comparison.changes.size()));
    const QColor better = Format::tone(QColor(0x1b, 0x6e, 0x2e), palette());
    const QColor worse = Format::errorColor(palette());
    for (int r = 0; r < comparison.changes.size(); ++r) {
        const EvalComparison::Change& c = comparison.changes.at(r);
        const QStringList cells{c.id,
                                c.kind,
                                c.question,
                                c.better.join(QStringLiteral("; ")),
                                c.worse.join(QStringLiteral("; ")),
                                c.notes.join(QStringLiteral("; "))};
        for (int col = 0; col < cells.size(); ++col) {
            auto* item = new QTableWidgetItem(cells.at(col));
            item->setToolTip(cells.at(col));
            if (col == 3)
                item->setForeground(better);
            if (col == 4)
                item->setForeground(worse);
            m_comparison->setItem(r, col, item);
        }
    }
}

void EvalResultsView::clear()
{
    m_scores->setRowCount(0);
    m_chart->clear();
    m_comparison->setRowCount(0);
    m_comparisonSummary->setText(tr("Compare with a saved run to see what got better or worse."));
}

} // namespace lotse::ui
