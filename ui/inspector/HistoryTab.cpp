// SPDX-License-Identifier: GPL-3.0-or-later
#include "HistoryTab.h"

#include "FeedbackPanel.h"
#include "StatusLine.h"
#include "TraceDetailView.h"
#include "TraceFilterBar.h"
#include "TraceTableModel.h"
#include "inspect/FeedbackCases.h"
#include "shared/Dialogs.h"
#include "shared/Format.h"
#include "shared/Retranslate.h"
#include "shared/UiLog.h"
#include "store/FeedbackStore.h"
#include "trace/TraceExport.h"
#include "trace/TraceStore.h"

#include <QAction>
#include <QDir>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QPointer>
#include <QPushButton>
#include <QSplitter>
#include <QStandardPaths>
#include <QTableView>
#include <QVBoxLayout>

namespace lotse::ui {

namespace {

QPushButton* button(const char* name, QWidget* parent)
{
    auto* b = new QPushButton(parent);
    b->setObjectName(QString::fromLatin1(name));
    return b;
}

void setTexts(QPushButton* b, const QString& text, const QString& tip)
{
    b->setText(text);
    b->setToolTip(tip);
    b->setAccessibleName(QString(text).remove(QLatin1Char('&')).remove(QStringLiteral("…")));
}

QString documentsFolder()
{
    return QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
}

} // namespace

HistoryTab::HistoryTab(TraceStore* traces, FeedbackStore* feedback, QWidget* parent)
    : QWidget(parent)
    , m_traces(traces)
    , m_feedback(feedback)
    , m_dialogs(&Dialogs::system())
{
    setObjectName(QStringLiteral("historyTab"));
    m_filters = new TraceFilterBar(this);
    m_model = new TraceTableModel(this);
    m_table = new QTableView(this);
    m_table->setObjectName(QStringLiteral("traceTable"));
    m_table->setModel(m_model);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_table->setAlternatingRowColors(true);
    m_table->setWordWrap(false);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(TraceTableModel::QuestionColumn, QHeaderView::Interactive);
    m_table->viewport()->installEventFilter(this);
    connect(m_table->horizontalHeader(), &QHeaderView::sectionResized, this, [this](int column) {
        if (column != TraceTableModel::QuestionColumn)
            fitQuestionColumn();
    });
    m_table->horizontalHeader()->setSortIndicator(TraceTableModel::AskedColumn, Qt::DescendingOrder);
    m_table->setSortingEnabled(true);
    m_model->setStore(m_traces);

    m_detail = new TraceDetailView(this);
    m_detail->feedback()->setStore(m_feedback);

    auto* splitter = new QSplitter(Qt::Horizontal, this);
    splitter->setObjectName(QStringLiteral("historySplitter"));
    splitter->addWidget(m_table);
    splitter->addWidget(m_detail);
    // The detail (the timeline, the verdicts) gets the larger part: the list needs its question column only.
    splitter->setStretchFactor(0, 2);
    splitter->setStretchFactor(1, 3);
    splitter->setChildrenCollapsible(false);

    m_delete = button("deleteTracesButton", this);
    m_export = button("exportTracesButton", this);
    m_exportCases = button("exportCasesButton", this);
    m_count = new QLabel(this);
    m_count->setObjectName(QStringLiteral("traceCount"));
    m_status = new StatusLine(QStringLiteral("historyStatus"), "inspector:", this);
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(m_count);
    buttons->addWidget(m_status, 1);
    buttons->addWidget(m_delete);
    buttons->addWidget(m_export);
    buttons->addWidget(m_exportCases);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_filters);
    layout->addWidget(splitter, 1);
    layout->addLayout(buttons);

    auto* deleteKey = new QAction(this);
    deleteKey->setShortcut(QKeySequence::Delete);
    deleteKey->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    m_table->addAction(deleteKey);
    connect(deleteKey, &QAction::triggered, this, &HistoryTab::deleteSelected);
    connect(m_delete, &QPushButton::clicked, this, &HistoryTab::deleteSelected);
    connect(m_export, &QPushButton::clicked, this, &HistoryTab::exportList);
    connect(m_exportCases, &QPushButton::clicked, this, &HistoryTab::exportCases);
    connect(m_filters, &TraceFilterBar::changed, this, [this] {
        const qint64 current = m_detail->traceId();
        m_model->setFilter(m_filters->filter());
        if (const int row = m_model->rowOf(current); row >= 0)
            m_table->selectRow(row);
        updateCount();
    });
    connect(m_model, &QAbstractItemModel::modelReset, this, &HistoryTab::showCurrent);
    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this, &HistoryTab::showCurrent);
    connect(m_table->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            [this] { m_delete->setEnabled(m_table->selectionModel()->hasSelection()); });
    connect(m_model, &TraceTableModel::failed, this,
            [this](const QString& message) { m_status->setStatus(message, true); });
    connect(m_detail->feedback(), &FeedbackPanel::feedbackChanged, this, &HistoryTab::historyChanged);
    refresh();

    retranslate(this, [this] {
        m_table->setAccessibleName(tr("Questions asked"));
        setTexts(m_delete, tr("&Delete"), tr("Delete the chosen questions (Del)"));
        setTexts(m_export, tr("E&xport List…"),
                 tr("Write the questions the filters show to a .jsonl (whole traces) or .csv file"));
        setTexts(m_exportCases, tr("Export as E&valuation Cases…"),
                 tr("Write the questions marked as wrong as an evaluation set (.jsonl)"));
        updateCount();
    });
}

void HistoryTab::setDocuments(const QList<DocumentRecord>& documents)
{
    m_documents = documents;
    m_detail->feedback()->setDocuments(documents);
}

void HistoryTab::focusFilter()
{
    m_filters->focusText();
}

void HistoryTab::refresh()
{
    const qint64 current = m_detail->traceId();
    if (const auto cited = m_traces->citedDocuments())
        m_filters->setDocuments(cited.value());
    const auto groups = m_traces->askerGroups();
    if (groups)
        m_filters->setGroups(groups.value());
    m_model->refresh();
    // Who asked: only in a manager's copy of a team knowledge base.
    m_table->setColumnHidden(TraceTableModel::AskedByColumn,
                             !m_model->hasTeamQuestions() && (!groups || groups.value().isEmpty()));
    fitQuestionColumn();
    if (const int row = m_model->rowOf(current); row >= 0)
        m_table->selectRow(row);
    updateCount();
}

bool HistoryTab::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == m_table->viewport() && event->type() == QEvent::Resize)
        fitQuestionColumn();
    return QWidget::eventFilter(watched, event);
}

void HistoryTab::fitQuestionColumn()
{
    const QHeaderView* header = m_table->horizontalHeader();
    int others = 0;
    for (int column = 0; column < TraceTableModel::ColumnCount; ++column) {
        if (column != TraceTableModel::QuestionColumn && !header->isSectionHidden(column))
            others += header->sectionSize(column);
    }
    const int readable = fontMetrics().averageCharWidth() * 24;
    m_table->horizontalHeader()->resizeSection(TraceTableModel::QuestionColumn,
                                               std::max(readable, m_table->viewport()->width() - others));
}

void HistoryTab::updateCount()
{
    const auto total = m_traces->count();
    m_count->setText(tr("%1 of %n question(s)", nullptr, total ? total.value() : 0).arg(m_model->rowCount()));
    m_delete->setEnabled(m_table->selectionModel()->hasSelection());
    m_export->setEnabled(m_model->rowCount() > 0);
}

void HistoryTab::showCurrent()
{
    const QModelIndex index = m_table->selectionModel()->currentIndex();
    if (!index.isValid()) {
        if (m_model->rowOf(m_detail->traceId()) < 0)
            m_detail->clear();
        return;
    }
    const qint64 id = m_model->summary(index.row()).id;
    if (id == m_detail->traceId())
        return;
    const auto record = m_traces->trace(id);
    if (!record) {
        m_status->setStatus(record.error().message, true);
        m_detail->clear();
        return;
    }
    m_detail->showTrace(record.value());
}

void HistoryTab::deleteSelected()
{
    QList<qint64> ids;
    for (const QModelIndex& index : m_table->selectionModel()->selectedRows())
        ids.append(m_model->summary(index.row()).id);
    if (ids.isEmpty())
        return;
    QPointer<HistoryTab> self(this);
    m_dialogs->confirm(this,
                       {tr("Delete questions"),
                        tr("Delete %n question(s) with how they were searched and answered, and their feedback?",
                           nullptr, int(ids.size())),
                        tr("Delete")},
                       [self, ids](bool yes) {
                           if (!self || !yes)
                               return;
                           int deleted = 0;
                           for (qint64 id : ids) {
                               const Status removed = self->m_traces->remove(id);
                               if (!removed && removed.error().code != Error::Code::NotFound) {
                                   self->m_status->setStatus(removed.error().message, true);
                                   break;
                               }
                               ++deleted;
                           }
                           self->refresh();
                           if (deleted == ids.size())
                               self->m_status->setStatus(
                                   [deleted] { return tr("%n question(s) deleted.", nullptr, deleted); });
                           Q_EMIT self->historyChanged();
                       });
}

void HistoryTab::exportList()
{
    QPointer<HistoryTab> self(this);
    m_dialogs->saveFile(
        this, tr("Export the questions"), QDir(documentsFolder()).filePath(tr("lotse-history.jsonl")),
        tr("Whole traces (*.jsonl);;One row per question (*.csv)"), [self](const QString& path) {
            if (!self || path.isEmpty())
                return;
            const auto written = TraceExport::toFile(*self->m_traces, self->m_model->filter(), path);
            if (!written)
                self->m_status->setStatus(written.error().message, true);
            else
                self->m_status->setStatus([n = written.value(), path] {
                    return tr("%n question(s) written to %1.", nullptr, n).arg(QDir::toNativeSeparators(path));
                });
        });
}

void HistoryTab::exportCases()
{
    QPointer<HistoryTab> self(this);
    m_dialogs->saveFile(
        this, tr("Export evaluation cases"), QDir(documentsFolder()).filePath(tr("lotse-feedback-cases.jsonl")),
        tr("Evaluation set (*.jsonl)"), [self](const QString& path) {
            if (!self || path.isEmpty())
                return;
            QStringList paths;
            for (const DocumentRecord& d : std::as_const(self->m_documents))
                paths.append(d.path);
            const auto written = FeedbackCases::toFile(*self->m_traces, *self->m_feedback, paths, path);
            if (!written) {
                self->m_status->setStatus(written.error().message, true);
                return;
            }
            self->m_status->setStatus([cases = written.value().cases, skipped = written.value().skipped, path] {
                QString text =
                    tr("%n evaluation case(s) written to %1.", nullptr, cases).arg(QDir::toNativeSeparators(path));
                if (skipped > 0)
                    text += u' ' + tr("%n marked question(s) left out: their text was not stored.", nullptr, skipped);
                return text;
            });
        });
}

} // namespace lotse::ui
