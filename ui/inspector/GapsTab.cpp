// SPDX-License-Identifier: GPL-3.0-or-later
#include "GapsTab.h"

#include "ContradictionTree.h"
#include "StatusLine.h"
#include "TraceTableModel.h"
#include "inspect/ContentGapExport.h"
#include "shared/Dialogs.h"
#include "shared/Format.h"
#include "shared/Retranslate.h"
#include "shared/UiLog.h"

#include <QDir>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPointer>
#include <QPushButton>
#include <QSplitter>
#include <QStandardPaths>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace lotse::ui {

GapsTab::GapsTab(const TraceStore* traces, QWidget* parent)
    : QWidget(parent)
    , m_traces(traces)
    , m_dialogs(&Dialogs::system())
{
    setObjectName(QStringLiteral("gapsTab"));
    auto* intro = new QLabel(this);
    intro->setObjectName(QStringLiteral("gapsIntro"));
    intro->setWordWrap(true);

    m_tree = new QTreeWidget(this);
    m_tree->setObjectName(QStringLiteral("gapTree"));
    m_tree->setColumnCount(6);
    m_tree->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_tree->header()->setStretchLastSection(false);
    m_tree->setAlternatingRowColors(true);

    auto* refreshButton = new QPushButton(this);
    refreshButton->setObjectName(QStringLiteral("refreshGapsButton"));
    m_export = new QPushButton(this);
    m_export->setObjectName(QStringLiteral("exportGapsButton"));
    m_status = new StatusLine(QStringLiteral("gapsStatus"), "content gaps:", this);
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(m_status, 1);
    buttons->addWidget(refreshButton);
    buttons->addWidget(m_export);

    // Below the gaps: what the handbook says twice, differently (the answer check's findings).
    auto* contradictionsIntro = new QLabel(this);
    contradictionsIntro->setObjectName(QStringLiteral("contradictionsIntro"));
    contradictionsIntro->setWordWrap(true);
    m_contradictions = new ContradictionTree(this);
    auto* lower = new QWidget(this);
    auto* lowerLayout = new QVBoxLayout(lower);
    lowerLayout->setContentsMargins(0, 0, 0, 0);
    lowerLayout->addWidget(contradictionsIntro);
    lowerLayout->addWidget(m_contradictions, 1);
    auto* splitter = new QSplitter(Qt::Vertical, this);
    splitter->setObjectName(QStringLiteral("gapsSplitter"));
    splitter->setChildrenCollapsible(false);
    splitter->addWidget(m_tree);
    splitter->addWidget(lower);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 2);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addWidget(splitter, 1);
    layout->addLayout(buttons);

    connect(refreshButton, &QPushButton::clicked, this, &GapsTab::refresh);
    connect(m_export, &QPushButton::clicked, this, [this] {
        QPointer<GapsTab> self(this);
        const QString folder = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
        m_dialogs->saveFile(this, tr("Export the content gaps"), QDir(folder).filePath(tr("content-gaps.md")),
                            tr("Markdown (*.md);;CSV (*.csv)"), [self](const QString& path) {
                                if (self && !path.isEmpty())
                                    self->exportTo(path);
                            });
    });
    refresh();

    retranslate(this, [this, intro, contradictionsIntro, refreshButton] {
        contradictionsIntro->setText(tr("<b>Contradictions in the handbook</b>: passages that give different values "
                                        "for the same thing, found when answers were checked. Fix them at the "
                                        "source; until then every answer names them."));
        intro->setText(tr("Questions the handbook did not answer, or answered only in the last search round "
                          "allowed, grouped by topic: each question joins the word it shares with the most "
                          "other such questions, taken from what the grader found missing (else from the "
                          "question). The closest document is where the search came nearest."));
        m_tree->setAccessibleName(tr("Content gaps by topic"));
        m_tree->setHeaderLabels({tr("Topic / question"), tr("Questions"), tr("Refused"), tr("Last round"),
                                 tr("Closest document"), tr("Asked")});
        refreshButton->setText(tr("&Refresh"));
        refreshButton->setAccessibleName(tr("Refresh the content gaps"));
        m_export->setText(tr("E&xport…"));
        m_export->setAccessibleName(tr("Export the content gaps"));
        m_export->setToolTip(tr("Write the report as .csv (one row per question) or .md (for people)"));
        if (!m_groups.isEmpty())
            showGroups(); // the groups already read, in the new language
    });
}

void GapsTab::refresh()
{
    m_tree->clear();
    m_groups.clear();
    const auto gaps = m_traces ? ContentGaps::fromStore(*m_traces) : Result<QList<GapQuestion>>(QList<GapQuestion>());
    if (!gaps) {
        m_status->setStatus(gaps.error().message, true);
        m_export->setEnabled(false);
        return;
    }
    m_groups = ContentGaps::group(gaps.value());
    showGroups();
    const auto contradictions = m_traces ? HandbookContradictions::fromStore(*m_traces)
                                         : Result<QList<HandbookContradiction>>(QList<HandbookContradiction>());
    m_contradictions->setContradictions(contradictions ? contradictions.value() : QList<HandbookContradiction>());
    if (!contradictions)
        qCWarning(lcUi) << "contradictions:" << contradictions.error().message;
    m_tree->expandAll();
    for (int c = 1; c < m_tree->columnCount(); ++c)
        m_tree->resizeColumnToContents(c);
    m_status->setStatus([questions = int(gaps.value().size()), topics = int(m_groups.size()),
                         found = int(m_contradictions->contradictions().size())] {
        return tr("%n question(s) in all; topics: %1; contradictions: %2.", nullptr, questions).arg(topics).arg(found);
    });
    m_export->setEnabled(!m_groups.isEmpty() || !m_contradictions->contradictions().isEmpty());
}

void GapsTab::showGroups()
{
    // Rebuilt from m_groups, with the expanded state and the current row kept for a language change.
    QList<bool> expanded;
    for (int i = 0; i < m_tree->topLevelItemCount(); ++i)
        expanded.append(m_tree->topLevelItem(i)->isExpanded());
    const QModelIndex current = m_tree->currentIndex();
    const int currentRow = current.row();
    const int currentParent = current.parent().isValid() ? current.parent().row() : -1;
    m_tree->clear();
    const QLocale locale;
    for (const GapGroup& g : std::as_const(m_groups)) {
        auto* group = new QTreeWidgetItem(m_tree);
        group->setText(0, g.relatedTerms.isEmpty()
                              ? g.topic
                              : tr("%1 (also: %2)").arg(g.topic, g.relatedTerms.join(QStringLiteral(", "))));
        group->setText(1, QString::number(g.questions.size()));
        group->setText(2, QString::number(g.refused));
        group->setText(3, QString::number(g.atLimit));
        group->setText(4, g.closestDocument);
        QFont bold = group->font(0);
        bold.setBold(true);
        group->setFont(0, bold);
        for (const GapQuestion& q : g.questions) {
            auto* item = new QTreeWidgetItem(group);
            item->setText(0, q.question);
            item->setToolTip(
                0, tr("Grouped by: %1 (%2)")
                       .arg(q.terms.join(QStringLiteral(", ")),
                            q.termsFromGrader ? tr("missing words named by the grader") : tr("the question's words")));
            item->setText(2, q.refused() ? TraceTableModel::outcomeText(q.outcome) : QString());
            item->setText(3, q.refused() ? QString() : tr("%1 of %2").arg(q.rounds).arg(q.maxRounds));
            item->setText(4, q.closest);
            item->setText(5, locale.toString(q.askedAt.toLocalTime(), QLocale::ShortFormat));
            item->setData(0, Qt::UserRole, q.traceId);
        }
    }
    for (int i = 0; i < m_tree->topLevelItemCount() && i < expanded.size(); ++i)
        m_tree->topLevelItem(i)->setExpanded(expanded.at(i));
    if (currentRow >= 0) {
        QTreeWidgetItem* item = currentParent >= 0 && m_tree->topLevelItem(currentParent)
                                    ? m_tree->topLevelItem(currentParent)->child(currentRow)
                                    : m_tree->topLevelItem(currentRow);
        if (item)
            m_tree->setCurrentItem(item);
    }
}

bool GapsTab::exportTo(const QString& path)
{
    if (const Status written = ContentGapExport::toFile(m_groups, path, m_contradictions->contradictions()); !written) {
        m_status->setStatus(written.error().message, true);
        return false;
    }
    m_status->setStatus(
        [path] { return tr("The content gaps were written to %1.").arg(QDir::toNativeSeparators(path)); });
    return true;
}

} // namespace lotse::ui
