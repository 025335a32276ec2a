// SPDX-License-Identifier: GPL-3.0-or-later
#include "VerdictsView.h"

#include "highlight/Highlighting.h"
#include "shared/Format.h"
#include "shared/Retranslate.h"

#include <QFontDatabase>
#include <QHeaderView>
#include <QJsonDocument>
#include <QPlainTextEdit>
#include <QSplitter>
#include <QTreeWidget>
#include <QVBoxLayout>
#include <algorithm>

namespace lotse::ui {

namespace {
constexpr int ambiguousRole = Qt::UserRole + 1;
}

VerdictsView::VerdictsView(QWidget* parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("verdictsView"));
    m_list = new QTreeWidget(this);
    m_list->setObjectName(QStringLiteral("verdictList"));
    m_list->setRootIsDecorated(false);
    m_list->setWordWrap(true);
    m_list->setUniformRowHeights(false);
    m_list->setColumnCount(4);
    m_list->header()->setSectionResizeMode(2, QHeaderView::Stretch);
    m_list->header()->setStretchLastSection(false);
    // Wrapped rows are as tall as their text at the width the columns had when laid out: laid
    // out again when a column changes width, so that no rationale is cut off.
    connect(m_list->header(), &QHeaderView::sectionResized, m_list, [this] { m_list->doItemsLayout(); });

    m_raw = new QPlainTextEdit(this);
    m_raw->setObjectName(QStringLiteral("rawVerdictJson"));
    m_raw->setReadOnly(true);
    m_raw->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    Highlighting::attach(m_raw->document(), Highlighting::Syntax::Json);

    auto* splitter = new QSplitter(Qt::Vertical, this);
    splitter->addWidget(m_list);
    splitter->addWidget(m_raw);
    splitter->setChildrenCollapsible(false);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(splitter);

    connect(m_list, &QTreeWidget::currentItemChanged, this, &VerdictsView::showRaw);

    retranslate(this, [this] {
        m_list->setAccessibleName(tr("Verdicts per round"));
        m_list->setHeaderLabels({tr("Round"), tr("Verdict"), tr("Rationale"), tr("Missing")});
        m_raw->setAccessibleName(tr("The grader's raw output"));
        for (int i = 0; i < m_list->topLevelItemCount(); ++i) {
            QTreeWidgetItem* item = m_list->topLevelItem(i);
            item->setText(1, verdictText(item->data(1, Qt::UserRole).toBool(), item->data(1, ambiguousRole).toBool()));
        }
        if (m_list->topLevelItemCount() == 0)
            m_raw->setPlainText(noVerdictText());
    });
}

QString VerdictsView::verdictText(bool sufficient, bool ambiguous)
{
    return sufficient ? tr("Sufficient") : ambiguous ? tr("Ambiguous") : tr("Not sufficient");
}

QString VerdictsView::noVerdictText()
{
    return tr("The grader gave no verdict: the question ended before its evidence was judged.");
}

void VerdictsView::setTrace(const Trace& trace)
{
    m_list->clear();
    m_verdicts.clear();
    const QPalette palette = m_list->palette();
    for (const TraceRound& round : trace.rounds) {
        if (!round.verdict)
            continue;
        const Verdict& verdict = *round.verdict;
        auto* item = new QTreeWidgetItem(m_list);
        item->setText(0, QString::number(round.number));
        item->setText(1, verdictText(verdict.sufficient, verdict.ambiguous));
        item->setData(1, Qt::UserRole, verdict.sufficient);
        item->setData(1, ambiguousRole, verdict.ambiguous);
        item->setForeground(1, verdict.sufficient  ? Format::tone(QColor(0x1b, 0x6e, 0x2e), palette)
                               : verdict.ambiguous ? Format::tone(QColor(0x2f, 0x6f, 0xb5), palette)
                                                   : Format::errorColor(palette));
        item->setText(2, verdict.rationale);
        item->setToolTip(2, item->text(2));
        item->setText(3, verdict.missing.join(QStringLiteral(", ")));
        item->setData(0, Qt::UserRole, round.number);
        m_verdicts.append(verdict.raw);
    }
    for (int c : {0, 1, 3})
        m_list->resizeColumnToContents(c);
    // What is missing wraps too: it must not push the rationale into a sliver.
    m_list->setColumnWidth(3, std::min(m_list->columnWidth(3), m_list->fontMetrics().averageCharWidth() * 28));
    if (m_list->topLevelItemCount() > 0)
        m_list->setCurrentItem(m_list->topLevelItem(0));
    else
        m_raw->setPlainText(noVerdictText());
}

void VerdictsView::selectRound(int round)
{
    for (int i = 0; i < m_list->topLevelItemCount(); ++i) {
        if (m_list->topLevelItem(i)->data(0, Qt::UserRole).toInt() == round)
            m_list->setCurrentItem(m_list->topLevelItem(i));
    }
}

int VerdictsView::verdictCount() const
{
    return m_list->topLevelItemCount();
}

QString VerdictsView::rawJson() const
{
    return m_raw->toPlainText();
}

void VerdictsView::showRaw()
{
    const int index = m_list->currentItem() ? m_list->indexOfTopLevelItem(m_list->currentItem()) : -1;
    if (index < 0 || index >= m_verdicts.size()) {
        m_raw->clear();
        return;
    }
    m_raw->setPlainText(QString::fromUtf8(QJsonDocument(m_verdicts.at(index)).toJson(QJsonDocument::Indented)));
}

} // namespace lotse::ui
