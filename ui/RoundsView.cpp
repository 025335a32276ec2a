// SPDX-License-Identifier: GPL-3.0-or-later
#include "RoundsView.h"

#include "Format.h"
#include "agent/AgentEvent.h"

#include <QDir>
#include <QFileInfo>
#include <QHeaderView>
#include <QJsonDocument>
#include <QStyle>

namespace lotse::ui {

namespace {

// Rich text tooltips wrap; plain ones run across the screen.
QString wrappedTip(const QString& text)
{
    return QStringLiteral("<p>%1</p>").arg(text.toHtmlEscaped().replace(u'\n', QStringLiteral("<br>")));
}

} // namespace

RoundsView::RoundsView(QWidget* parent)
    : QTreeWidget(parent)
{
    setObjectName(QStringLiteral("roundsView"));
    setColumnCount(3);
    setHeaderLabels({tr("Search step"), tr("Score"), tr("Source file")});
    setUniformRowHeights(true);
    setSelectionMode(QAbstractItemView::SingleSelection);
    setTextElideMode(Qt::ElideRight);
    header()->setStretchLastSection(false);
    header()->setSectionResizeMode(StepColumn, QHeaderView::Stretch);
    header()->setSectionResizeMode(ScoreColumn, QHeaderView::ResizeToContents);
    header()->setSectionResizeMode(SourceColumn, QHeaderView::Interactive);
    header()->resizeSection(SourceColumn, 160);
    connect(this, &QTreeWidget::itemActivated, this, [this](QTreeWidgetItem* item) {
        const qint64 chunkId = item->data(StepColumn, ChunkIdRole).toLongLong();
        if (chunkId > 0)
            Q_EMIT hitActivated(chunkId);
        const QByteArray verdict = item->data(StepColumn, VerdictRole).toByteArray();
        if (!verdict.isEmpty())
            Q_EMIT verdictActivated(item->parent() ? item->parent()->data(StepColumn, RoundRole).toInt() : 0, verdict);
    });
}

int RoundsView::roundCount() const
{
    int count = 0;
    for (int i = 0; i < topLevelItemCount(); ++i)
        count += topLevelItem(i)->data(StepColumn, KindRole).toString() == QStringLiteral("round") ? 1 : 0;
    return count;
}

QTreeWidgetItem* RoundsView::roundItem(int round) const
{
    for (int i = topLevelItemCount() - 1; i >= 0; --i) {
        QTreeWidgetItem* item = topLevelItem(i);
        if (item->data(StepColumn, KindRole).toString() == QStringLiteral("round")
            && item->data(StepColumn, RoundRole).toInt() == round)
            return item;
    }
    return nullptr;
}

QTreeWidgetItem* RoundsView::addChild(QTreeWidgetItem* parent, const QString& kind, const QString& text)
{
    auto* item = parent ? new QTreeWidgetItem(parent) : new QTreeWidgetItem(this);
    item->setData(StepColumn, KindRole, kind);
    item->setFirstColumnSpanned(kind != QStringLiteral("hit"));
    setStepText(item, text);
    return item;
}

void RoundsView::setStepText(QTreeWidgetItem* item, const QString& text)
{
    item->setText(StepColumn, text);
    item->setToolTip(StepColumn, wrappedTip(text));
}

void RoundsView::handleEvent(const AgentEvent& event)
{
    switch (event.type) {
    case AgentEvent::Type::Started:
        clear();
        break;
    case AgentEvent::Type::Decomposed: {
        // The parallel lanes of the full animation come with the desktop issue; the list shows them.
        QTreeWidgetItem* item = addChild(nullptr, QStringLiteral("decomposed"),
                                         tr("Split into %n sub-question(s)", nullptr, int(event.subQueries.size())));
        for (const QString& sub : event.subQueries)
            addChild(item, QStringLiteral("subQuestion"), sub);
        item->setExpanded(true);
        break;
    }
    case AgentEvent::Type::RoundStarted: {
        QTreeWidgetItem* item = addChild(nullptr, QStringLiteral("round"),
                                         tr("Round %1: “%2”").arg(QString::number(event.round), event.query));
        item->setData(StepColumn, RoundRole, event.round);
        item->setData(StepColumn, QueryRole, event.query);
        item->setIcon(StepColumn, style()->standardIcon(QStyle::SP_FileDialogContentsView));
        QFont bold = item->font(StepColumn);
        bold.setBold(true);
        item->setFont(StepColumn, bold);
        item->setExpanded(true);
        scrollToItem(item);
        break;
    }
    case AgentEvent::Type::HitsFound:
        addHits(event);
        break;
    case AgentEvent::Type::Graded:
        addVerdict(event);
        break;
    case AgentEvent::Type::AnswerDelta:
        break;
    case AgentEvent::Type::Finished:
        addOutcome(event);
        break;
    }
}

void RoundsView::addHits(const AgentEvent& event)
{
    QTreeWidgetItem* round = roundItem(event.round);
    if (!round)
        return;
    setStepText(round, tr("Round %1 (%n passage(s), %2): “%3”", nullptr, int(event.hits.size()))
                           .arg(QString::number(event.round), Format::duration(event.stepMs),
                                round->data(StepColumn, QueryRole).toString()));
    if (event.hits.isEmpty()) {
        addChild(round, QStringLiteral("empty"), tr("No passage matches this query."));
        return;
    }
    for (const Hit& hit : event.hits) {
        QTreeWidgetItem* item = addChild(round, QStringLiteral("hit"), hit.label());
        item->setData(StepColumn, ChunkIdRole, hit.chunkId);
        item->setToolTip(StepColumn, wrappedTip(tr("%1\n\n%2…\n\nDouble-click to read the whole passage.")
                                                    .arg(hit.label(), hit.text.left(300).simplified())));
        item->setText(ScoreColumn, Format::percent(hit.score));
        item->setTextAlignment(ScoreColumn, Qt::AlignRight | Qt::AlignVCenter);
        item->setToolTip(ScoreColumn, tr("Rank %1, relevance %2").arg(hit.rank).arg(Format::percent(hit.score)));
        item->setText(SourceColumn, QFileInfo(hit.path).fileName());
        item->setToolTip(SourceColumn, QDir::toNativeSeparators(hit.path));
    }
    scrollToItem(round->child(round->childCount() - 1));
}

void RoundsView::addVerdict(const AgentEvent& event)
{
    QTreeWidgetItem* round = roundItem(event.round);
    if (!round)
        return;
    const Verdict& verdict = event.verdict;
    const QString took = Format::duration(event.stepMs);
    QString text = verdict.sufficient ? tr("Sufficient (%1)").arg(took) : tr("Not sufficient (%1)").arg(took);
    if (!verdict.rationale.isEmpty())
        text = tr("%1: %2").arg(text, verdict.rationale);
    QTreeWidgetItem* item = addChild(round, QStringLiteral("verdict"), text);
    // Activating the verdict shows the grader's structured output as it came.
    item->setData(StepColumn, VerdictRole, QJsonDocument(verdict.raw).toJson(QJsonDocument::Compact));
    item->setIcon(StepColumn, style()->standardIcon(verdict.sufficient ? QStyle::SP_DialogApplyButton
                                                                       : QStyle::SP_MessageBoxWarning));
    if (!verdict.missing.isEmpty())
        item->setToolTip(StepColumn,
                         wrappedTip(text + u'\n' + tr("Missing: %1").arg(verdict.missing.join(QStringLiteral(", ")))));
    if (!event.newQuery.isEmpty()) {
        QTreeWidgetItem* rewrite = addChild(
            round, QStringLiteral("rewrite"),
            tr("Searching again with “%1” (rewritten in %2)").arg(event.newQuery, Format::duration(event.rewriteMs)));
        rewrite->setIcon(StepColumn, style()->standardIcon(QStyle::SP_BrowserReload));
    }
    scrollToItem(round->child(round->childCount() - 1));
}

void RoundsView::addOutcome(const AgentEvent& event)
{
    const QString took = Format::duration(event.elapsedMs);
    QString text;
    QStyle::StandardPixmap icon = QStyle::SP_DialogApplyButton;
    switch (event.outcome) {
    case Outcome::Answered:
        text = tr("Answered, citing %n passage(s), in %1", nullptr, int(event.citations.size())).arg(took);
        break;
    case Outcome::Refused:
        text = tr("Refused: the documents do not answer the question (%1)").arg(took);
        icon = QStyle::SP_MessageBoxWarning;
        break;
    case Outcome::Cancelled:
        text = tr("Stopped after %1").arg(took);
        icon = QStyle::SP_MediaStop;
        break;
    case Outcome::Failed:
        text = tr("Failed after %1: %2").arg(took, event.error);
        icon = QStyle::SP_MessageBoxCritical;
        break;
    }
    QTreeWidgetItem* item = addChild(nullptr, QStringLiteral("outcome"), text);
    item->setIcon(StepColumn, style()->standardIcon(icon));
    QFont bold = item->font(StepColumn);
    bold.setBold(true);
    item->setFont(StepColumn, bold);
    scrollToItem(item);
}

} // namespace lotse::ui
