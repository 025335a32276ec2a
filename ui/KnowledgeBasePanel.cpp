// SPDX-License-Identifier: GPL-3.0-or-later
#include "KnowledgeBasePanel.h"

#include "DocumentList.h"
#include "UiLog.h"
#include "ingest/IngestService.h"
#include "ingest/SampleHandbook.h"
#include "ingest/SourceFile.h"
#include "store/DocumentStore.h"

#include <QAction>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFrame>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>
#include <QStyle>
#include <QToolButton>
#include <QVBoxLayout>

namespace lotse::ui {

namespace {

QToolButton* toolButton(QAction* action, const QString& name, QWidget* parent)
{
    auto* button = new QToolButton(parent);
    button->setObjectName(name);
    button->setDefaultAction(action);
    button->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    return button;
}

} // namespace

KnowledgeBasePanel::KnowledgeBasePanel(IngestService& ingest, QWidget* parent)
    : QWidget(parent)
    , m_ingest(ingest)
{
    setObjectName(QStringLiteral("knowledgeBasePanel"));

    m_addFiles = new QAction(style()->standardIcon(QStyle::SP_FileIcon), tr("Add files…"), this);
    m_addFiles->setObjectName(QStringLiteral("addFilesAction"));
    m_addFiles->setToolTip(tr("Add documents to the knowledge base (%1)").arg(SourceFile::supportedPatterns()));
    m_addFolder = new QAction(style()->standardIcon(QStyle::SP_DirIcon), tr("Add folder…"), this);
    m_addFolder->setObjectName(QStringLiteral("addFolderAction"));
    m_addFolder->setToolTip(tr("Add every supported document in a folder and its subfolders"));
    m_loadSample = new QAction(tr("Load sample handbook"), this);
    m_loadSample->setObjectName(QStringLiteral("loadSampleAction"));
    m_loadSample->setToolTip(tr("Add the handbook of a fictional company to try Lotse"));
    m_remove = new QAction(style()->standardIcon(QStyle::SP_TrashIcon), tr("Remove"), this);
    m_remove->setObjectName(QStringLiteral("removeAction"));
    m_remove->setToolTip(tr("Remove the selected documents from the knowledge base (the files stay on disk)"));
    m_remove->setShortcut(QKeySequence::Delete);
    m_remove->setShortcutContext(Qt::WidgetShortcut);
    m_remove->setEnabled(false);

    m_emptyState = new QFrame(this);
    m_emptyState->setObjectName(QStringLiteral("emptyState"));
    m_emptyState->setFrameShape(QFrame::StyledPanel);
    auto* emptyLabel = new QLabel(tr("<b>Your knowledge base is empty.</b><br><br>Drop files or folders here, or add "
                                     "them with the buttons below. Lotse answers only from these documents.<br><br>"
                                     "To try it first, load the handbook of a fictional company:"),
                                  m_emptyState);
    emptyLabel->setObjectName(QStringLiteral("emptyStateLabel"));
    emptyLabel->setWordWrap(true);
    auto* sampleButton = new QPushButton(m_loadSample->text(), m_emptyState);
    sampleButton->setObjectName(QStringLiteral("loadSampleButton"));
    sampleButton->setToolTip(m_loadSample->toolTip());
    sampleButton->setMinimumHeight(sampleButton->sizeHint().height() * 3 / 2);
    QFont bold = sampleButton->font();
    bold.setBold(true);
    sampleButton->setFont(bold);
    connect(sampleButton, &QPushButton::clicked, m_loadSample, &QAction::trigger);
    auto* emptyLayout = new QVBoxLayout(m_emptyState);
    emptyLayout->setContentsMargins(16, 16, 16, 16);
    emptyLayout->setSpacing(12);
    emptyLayout->addWidget(emptyLabel);
    emptyLayout->addWidget(sampleButton);
    emptyLayout->addStretch(1);

    m_list = new DocumentList(this);
    m_list->setContextMenuPolicy(Qt::ActionsContextMenu);
    m_list->addAction(m_remove);

    auto* buttons = new QHBoxLayout;
    buttons->addWidget(toolButton(m_addFiles, QStringLiteral("addFilesButton"), this));
    buttons->addWidget(toolButton(m_addFolder, QStringLiteral("addFolderButton"), this));
    buttons->addStretch();
    buttons->addWidget(toolButton(m_remove, QStringLiteral("removeButton"), this));

    m_progressBox = new QWidget(this);
    m_progressBox->setObjectName(QStringLiteral("ingestProgressBox"));
    m_progressLabel = new QLabel(m_progressBox);
    m_progressLabel->setObjectName(QStringLiteral("ingestProgressLabel"));
    m_progressLabel->setTextFormat(Qt::PlainText);
    m_progress = new QProgressBar(m_progressBox);
    m_progress->setObjectName(QStringLiteral("ingestProgress"));
    m_progress->setTextVisible(false);
    m_cancel = new QPushButton(tr("Cancel"), m_progressBox);
    m_cancel->setObjectName(QStringLiteral("cancelIngestButton"));
    m_cancel->setToolTip(tr("Stop after the current file; files indexed so far stay in the knowledge base"));
    auto* progressRow = new QHBoxLayout;
    progressRow->addWidget(m_progress, 1);
    progressRow->addWidget(m_cancel);
    auto* progressLayout = new QVBoxLayout(m_progressBox);
    progressLayout->setContentsMargins(0, 0, 0, 0);
    progressLayout->addWidget(m_progressLabel);
    progressLayout->addLayout(progressRow);
    m_progressBox->hide();

    m_message = new QLabel(this);
    m_message->setObjectName(QStringLiteral("knowledgeBaseMessage"));
    m_message->setTextFormat(Qt::PlainText);
    m_message->setWordWrap(true);
    m_message->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_message->hide();

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_emptyState, 1);
    layout->addWidget(m_list, 1);
    layout->addLayout(buttons);
    layout->addWidget(m_progressBox);
    layout->addWidget(m_message);

    connect(m_addFiles, &QAction::triggered, this, &KnowledgeBasePanel::chooseFiles);
    connect(m_addFolder, &QAction::triggered, this, &KnowledgeBasePanel::chooseFolder);
    connect(m_loadSample, &QAction::triggered, this, &KnowledgeBasePanel::loadSampleHandbook);
    connect(m_remove, &QAction::triggered, this, &KnowledgeBasePanel::removeSelected);
    connect(m_cancel, &QPushButton::clicked, this, [this] {
        m_cancelling = true;
        m_ingest.cancel();
        updateProgress();
    });
    connect(m_list, &QTreeWidget::itemSelectionChanged, this, &KnowledgeBasePanel::updateSelection);
    connect(&m_ingest, &IngestService::started, this, &KnowledgeBasePanel::onStarted);
    connect(&m_ingest, &IngestService::fileStarted, this, &KnowledgeBasePanel::onFileStarted);
    connect(&m_ingest, &IngestService::fileFinished, this, &KnowledgeBasePanel::onFileFinished);
    connect(&m_ingest, &IngestService::finished, this, &KnowledgeBasePanel::onFinished);
    connect(&m_ingest, &IngestService::failed, this, &KnowledgeBasePanel::onFailed);
    updateEmptyState();
}

void KnowledgeBasePanel::setStore(DocumentStore* store, const QString& openError)
{
    m_store = store;
    if (!m_store) {
        qCWarning(lcUi) << "knowledge base not opened:" << openError;
        showMessage(tr("The knowledge base could not be opened: %1").arg(openError), true);
        updateEmptyState();
        return;
    }
    refresh();
}

int KnowledgeBasePanel::readyCount() const
{
    return m_list->readyCount();
}

QString KnowledgeBasePanel::sampleLanguage()
{
    const QString language = QLocale().name().section(QLatin1Char('_'), 0, 0);
    return SampleHandbook::languages().contains(language) ? language : QStringLiteral("en");
}

void KnowledgeBasePanel::addPaths(const QStringList& paths)
{
    if (paths.isEmpty())
        return;
    m_list->clearProblems();
    const quint64 job = m_ingest.ingest(paths);
    m_jobs.insert(job, Job{});
    for (const QString& path : paths)
        m_list->markQueued(job, path, QFileInfo(path).isDir());
    showMessage({}, false);
    updateProgress();
    updateEmptyState();
}

void KnowledgeBasePanel::loadSampleHandbook()
{
    const QString language = sampleLanguage();
    // A few small files copied from the resources: quick enough for the GUI thread.
    const Result<QString> folder = SampleHandbook::extract(SampleHandbook::defaultFolder(language), language);
    if (!folder) {
        showMessage(tr("The sample handbook could not be prepared: %1").arg(folder.error().message), true);
        return;
    }
    addPaths({folder.value()});
}

void KnowledgeBasePanel::chooseFiles()
{
    const QStringList files = QFileDialog::getOpenFileNames(this, tr("Add files"), {},
                                                            tr("Documents (%1)").arg(SourceFile::supportedPatterns()));
    addPaths(files);
}

void KnowledgeBasePanel::chooseFolder()
{
    const QString folder = QFileDialog::getExistingDirectory(this, tr("Add folder"));
    if (!folder.isEmpty())
        addPaths({folder});
}

void KnowledgeBasePanel::removeSelected()
{
    m_list->removeProblemRows(m_list->selectedProblemPaths());
    const QStringList paths = m_list->selectedStoredPaths();
    if (paths.isEmpty()) {
        updateEmptyState();
        return;
    }
    const quint64 job = m_ingest.remove(paths);
    m_jobs.insert(job, Job{true});
    for (const QString& path : paths)
        m_list->markRemoving(job, path);
    showMessage({}, false);
    updateProgress();
}

void KnowledgeBasePanel::onStarted(quint64 job, const QStringList& files)
{
    if (!m_jobs.contains(job))
        return;
    const int total = int(files.size());
    m_jobs[job].total = total;
    if (!m_jobs[job].removing) {
        m_list->updateFolders(job, tr("%n file(s) found", nullptr, total));
        // Every file of a dropped folder shows as queued before its turn comes.
        for (const QString& file : files)
            m_list->markQueued(job, file, false);
    }
    updateProgress();
}

void KnowledgeBasePanel::onFileStarted(quint64 job, const QString& path, int index, int total)
{
    Q_UNUSED(index)
    Q_UNUSED(total)
    if (!m_jobs.contains(job))
        return;
    m_currentFile = QFileInfo(path).fileName();
    m_list->markIndexing(job, path);
    updateProgress();
}

void KnowledgeBasePanel::onFileFinished(quint64 job, const FileOutcome& outcome, int index, int total)
{
    if (!m_jobs.contains(job))
        return;
    m_jobs[job].done = index + 1;
    m_jobs[job].total = total;
    m_list->applyOutcome(outcome);
    updateProgress();
}

void KnowledgeBasePanel::onFinished(quint64 job, const IngestSummary& summary)
{
    const Job finished = m_jobs.take(job);
    m_list->finishJob(job);
    m_list->showProblems(summary.problems);
    refresh();
    const bool trouble = summary.failed > 0 || summary.skipped > 0;
    showMessage(summaryText(finished, summary), trouble);
    if (m_jobs.isEmpty())
        m_cancelling = false;
    updateProgress();
}

void KnowledgeBasePanel::onFailed(quint64 job, const Error& error)
{
    m_jobs.remove(job);
    m_list->finishJob(job);
    refresh();
    if (m_jobs.isEmpty())
        m_cancelling = false;
    updateProgress();
    qCWarning(lcUi) << "ingest job" << job << "failed:" << error.message;
    showMessage(tr("The knowledge base could not be updated: %1").arg(error.message), true);
}

QString KnowledgeBasePanel::summaryText(const Job& job, const IngestSummary& summary) const
{
    if (job.removing) {
        return tr("Removed %n document(s) from the knowledge base. The files themselves were not touched.", nullptr,
                  summary.removed);
    }
    QStringList parts;
    const int indexed = summary.added + summary.updated;
    if (indexed > 0) {
        parts.append(tr("%1 indexed (%2)")
                         .arg(tr("%n file(s)", nullptr, indexed), tr("%n passage(s)", nullptr, summary.chunks)));
    }
    if (summary.unchanged > 0)
        parts.append(tr("%n unchanged", nullptr, summary.unchanged));
    if (summary.failed > 0)
        parts.append(tr("%n failed", nullptr, summary.failed));
    if (summary.skipped > 0)
        parts.append(tr("%n skipped", nullptr, summary.skipped));
    QString text = parts.isEmpty() ? tr("No documents were found to add.") : parts.join(QStringLiteral(", ")) + u'.';
    if (summary.cancelled)
        text = tr("Cancelled: %1 Add the rest again to finish.").arg(text);
    if (summary.failed > 0 || summary.skipped > 0)
        text += u' ' + tr("The list shows why; fix those files and add them again.");
    else if (parts.isEmpty())
        text += u' ' + tr("Lotse reads these files: %1").arg(SourceFile::supportedPatterns());
    return text;
}

void KnowledgeBasePanel::refresh()
{
    if (!m_store)
        return;
    const Result<QList<DocumentRecord>> documents = m_store->documents();
    if (!documents) {
        showMessage(tr("The document list could not be read: %1").arg(documents.error().message), true);
        return;
    }
    m_list->setDocuments(documents.value());
    updateEmptyState();
    Q_EMIT documentsChanged(m_list->readyCount());
}

void KnowledgeBasePanel::updateProgress()
{
    m_progressBox->setVisible(!m_jobs.isEmpty());
    if (m_jobs.isEmpty()) {
        m_currentFile.clear();
        return;
    }
    int total = 0;
    int done = 0;
    bool unknown = false;
    bool removing = false;
    for (const Job& job : std::as_const(m_jobs)) {
        unknown = unknown || job.total < 0;
        removing = removing || job.removing;
        total += std::max(job.total, 0);
        done += job.done;
    }
    if (unknown || total == 0) {
        m_progress->setRange(0, 0); // busy indicator until the files are known
    } else {
        m_progress->setRange(0, total);
        m_progress->setValue(done);
    }
    QString label;
    if (m_cancelling)
        label = tr("Cancelling after the current file…");
    else if (removing)
        label = tr("Removing documents…");
    else if (unknown || m_currentFile.isEmpty())
        label = tr("Looking for documents…");
    else
        label = tr("Indexing %1 of %2: %3").arg(std::min(done + 1, total)).arg(total).arg(m_currentFile);
    m_progressLabel->setText(label);
    m_cancel->setEnabled(!m_cancelling);
}

void KnowledgeBasePanel::updateEmptyState()
{
    const bool empty = m_store && m_list->topLevelItemCount() == 0 && m_jobs.isEmpty();
    m_emptyState->setVisible(empty);
    m_list->setVisible(!empty);
    updateSelection();
}

void KnowledgeBasePanel::updateSelection()
{
    const QStringList stored = m_list->selectedStoredPaths();
    const QStringList problems = m_list->selectedProblemPaths();
    m_remove->setEnabled(!stored.isEmpty() || !problems.isEmpty());
    const QList<QTreeWidgetItem*> selected = m_list->selectedItems();
    if (selected.size() == 1) {
        const QString reason = selected.first()->data(DocumentList::NameColumn, DocumentList::ReasonRole).toString();
        if (!reason.isEmpty())
            showMessage(reason, true);
    }
}

void KnowledgeBasePanel::showMessage(const QString& text, bool error)
{
    m_message->setText(text);
    m_message->setVisible(!text.isEmpty());
    QPalette palette = this->palette();
    if (error)
        palette.setColor(QPalette::WindowText, QColor(0xb0, 0x25, 0x1e));
    m_message->setPalette(palette);
}

} // namespace lotse::ui
