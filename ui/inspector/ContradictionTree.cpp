// SPDX-License-Identifier: GPL-3.0-or-later
#include "ContradictionTree.h"

#include "shared/Retranslate.h"

#include <QDir>
#include <QHeaderView>
#include <QLocale>

namespace lotse::ui {

ContradictionTree::ContradictionTree(QWidget* parent)
    : QTreeWidget(parent)
{
    setObjectName(QStringLiteral("contradictionTree"));
    setColumnCount(4);
    header()->setSectionResizeMode(0, QHeaderView::Stretch);
    header()->setStretchLastSection(false);
    setAlternatingRowColors(true);
    setWordWrap(true);
    retranslate(this, [this] {
        setAccessibleName(tr("Contradictions in the handbook"));
        setHeaderLabels({tr("Subject / passage"), tr("Says"), tr("Questions"), tr("Last asked")});
        fill();
    });
}

void ContradictionTree::setContradictions(const QList<HandbookContradiction>& contradictions)
{
    m_contradictions = contradictions;
    fill();
    expandAll();
    for (int c = 1; c < columnCount(); ++c)
        resizeColumnToContents(c);
}

void ContradictionTree::fill()
{
    clear();
    const QLocale locale;
    for (const HandbookContradiction& c : std::as_const(m_contradictions)) {
        auto* row = new QTreeWidgetItem(this);
        row->setText(0, c.subject.isEmpty() ? tr("(no subject)") : c.subject);
        QStringList values;
        for (const HandbookContradiction::Side& s : c.sides)
            values.append(s.value);
        row->setText(1, values.join(tr(" vs. ")));
        row->setText(2, QString::number(c.questions));
        row->setText(3, locale.toString(c.lastAsked.toLocalTime(), QLocale::ShortFormat));
        row->setToolTip(0, tr("Last asked: “%1”").arg(c.lastQuestion));
        QFont bold = row->font(0);
        bold.setBold(true);
        row->setFont(0, bold);
        for (const HandbookContradiction::Side& s : c.sides) {
            auto* side = new QTreeWidgetItem(row);
            side->setText(0, s.label);
            side->setToolTip(0, QDir::toNativeSeparators(s.path));
            side->setText(1, s.value);
            side->setToolTip(1, s.quote.simplified());
        }
    }
}

} // namespace lotse::ui
