// SPDX-License-Identifier: GPL-3.0-or-later
#include "EvalResultsView.h"

#include "EvalChart.h"
#include "eval/EvalComparison.h"
#include "eval/EvalReport.h"
#include "eval/EvalTable.h"
#include "shared/Format.h"
#include "shared/Retranslate.h"

#include <QHeaderView>
#include <QLabel>
#include <QSplitter>
#include <QTableWidget>
#include <QVBoxLayout>

namespace lotse::ui {

namespace {

QTableWidget* table(const char* name, int columns, QWidget* parent)
{
    auto* t = new QTableWidget(0, columns, parent);
    t->setObjectName(QString::fromLatin1(name));
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
    m_scores = table("evalScores", 11, this);
    m_chart = new EvalChart(this);
    m_comparisonSummary = new QLabel(this);
    m_comparisonSummary->setObjectName(QStringLiteral("comparisonSummary"));
    m_comparisonSummary->setWordWrap(true);
    m_comparisonSummary->setTextFormat(Qt::PlainText);
    m_comparison = table("evalComparison", 6, this);
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

    retranslate(this, [this] {
        m_scores->setAccessibleName(tr("Scores per kind"));
        m_scores->setHorizontalHeaderLabels(
            {tr("Kind"), tr("Questions"), tr("Hit rate"), tr("Hit rate, round 1"), tr("Key facts"), tr("Handled right"),
             tr("False refusals"), tr("False answers"), tr("Ambiguous"), tr("Latency p50"), tr("Latency p95")});
        m_scores->horizontalHeaderItem(2)->setToolTip(
            tr("Share of the expected sources among the last round's passages and the citations"));
        m_scores->horizontalHeaderItem(5)->setToolTip(tr("Unanswerable questions refused, answerable ones answered"));
        m_scores->horizontalHeaderItem(8)->setToolTip(
            tr("Answered from the closest section with a caveat that it may not cover the exact case: neither a "
               "refusal nor an answer"));
        m_comparison->setAccessibleName(tr("Changes per question"));
        m_comparison->setHorizontalHeaderLabels(
            {tr("Id"), tr("Kind"), tr("Question"), tr("Better"), tr("Worse"), tr("Notes")});
        if (const int rows = m_scores->rowCount(); rows > 0)
            m_scores->item(rows - 1, 0)->setText(tr("overall"));
        showSummary();
    });
}

void EvalResultsView::showSummary()
{
    if (!m_compared) {
        m_comparisonSummary->setText(tr("Compare with a saved run to see what got better or worse."));
        return;
    }
    const EvalComparison& c = *m_compared;
    m_comparisonSummary->setText(tr("Compared with %1: %2 better, %3 worse, %4 unchanged. Hit rate %5 → %6, "
                                    "handled right %7 → %8.")
                                     .arg(m_savedRun, QString::number(c.betterCount()), QString::number(c.worseCount()),
                                          QString::number(c.unchanged), EvalTable::percent(c.before.hitRateFinal),
                                          EvalTable::percent(c.after.hitRateFinal),
                                          EvalTable::percent(c.before.handledRight),
                                          EvalTable::percent(c.after.handledRight)));
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
        const QStringList cells{EvalChart::kindLabel(rows.at(r).first), QString::number(s.questions),
                                EvalTable::percent(s.hitRateFinal),     EvalTable::percent(s.hitRateRound1),
                                EvalTable::percent(s.factCoverage),     share(right, s.questions),
                                share(falseRefusals, s.answerable),     share(falseAnswers, s.unanswerable),
                                share(s.ambiguous, s.questions),        Format::duration(s.latencyP50Ms),
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
    m_compared.reset();
    showSummary();
}

void EvalResultsView::setComparison(const EvalComparison& comparison, const QString& savedRun)
{
    m_compared = comparison;
    m_savedRun = savedRun;
    showSummary();
    m_comparison->setRowCount(int(comparison.changes.size()));
    const QColor better = Format::tone(QColor(0x1b, 0x6e, 0x2e), palette());
    const QColor worse = Format::errorColor(palette());
    for (int r = 0; r < comparison.changes.size(); ++r) {
        const EvalComparison::Change& c = comparison.changes.at(r);
        const QStringList cells{c.id,
                                EvalChart::kindLabel(c.kind),
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
    m_compared.reset();
    showSummary();
}

} // namespace lotse::ui
