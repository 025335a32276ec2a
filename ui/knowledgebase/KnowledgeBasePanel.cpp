// SPDX-License-Identifier: GPL-3.0-or-later
#include "knowledgebase/KnowledgeBasePanel.h"

#include "ingest/IngestService.h"
#include "ingest/SampleHandbook.h"
#include "ingest/SourceFile.h"
#include "knowledgebase/DocumentFilterRow.h"
#include "knowledgebase/DocumentList.h"
#include "knowledgebase/EmbeddingProgressBox.h"
#include "knowledgebase/IngestProgressBox.h"
#include "knowledgebase/KnowledgeBaseEmptyState.h"
#include "knowledgebase/SampleNotice.h"
#include "shared/Dialogs.h"
#include "shared/Retranslate.h"
#include "shared/UiLog.h"
#include "store/DocumentStore.h"

#include <QAction>
#include <QDir>
#include <QFileInfo>
#include <QFrame>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMenu>
#include <QPushButton>
#include <QSet>
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
    // The action's text without the dots, in the current language.
    QObject::connect(action, &QAction::changed, button,
                     [button, action] { button->setAccessibleName(action->text().remove(QStringLiteral("…"))); });
    button->setAccessibleName(action->text().remove(QStringLiteral("…")));
    button->setFocusPolicy(Qt::StrongFocus);
    return button;
}

} // namespace

KnowledgeBasePanel::KnowledgeBasePanel(IngestService& ingest, QWidget* parent)
    : QWidget(parent)
    , m_ingest(ingest)
    , m_dialogs(&Dialogs::system())
{
    setObjectName(QStringLiteral("knowledgeBasePanel"));
    buildActions();
    m_emptyState = new KnowledgeBaseEmptyState(m_loadSample, this);
    buildList();
    QHBoxLayout* buttons = buildButtons();
    m_progress = new IngestProgressBox(this);
    m_progress->hide();
    m_embeddingBox = new EmbeddingProgressBox(this);

    m_sampleNotice = new SampleNotice(this);
    connect(m_sampleNotice, &SampleNotice::removeRequested, this, &KnowledgeBasePanel::removeSample);

    m_message = new QLabel(this);
    m_message->setObjectName(QStringLiteral("knowledgeBaseMessage"));
    m_message->setTextFormat(Qt::PlainText);
    m_message->setWordWrap(true);
    m_message->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_message->hide();

    buildLayout(buttons);
    connectParts();
    updateEmptyState();
    retranslate(this, [this] { retranslateTexts(); });
}

void KnowledgeBasePanel::buildList()
{
    m_filterRow = new DocumentFilterRow(this);
    m_noMatch = new QLabel(this);
    m_noMatch->setObjectName(QStringLiteral("documentFilterEmpty"));
    m_noMatch->setTextFormat(Qt::PlainText);
    m_noMatch->setWordWrap(true);
    m_noMatch->setAlignment(Qt::AlignHCenter | Qt::AlignTop);
    m_noMatch->setContentsMargins(12, 24, 12, 12);
    m_noMatch->setFrameShape(QFrame::StyledPanel);
    m_noMatch->hide();
    m_list = new DocumentList(this);
    m_list->addAction(m_reindex); // their shortcuts work while the list has the focus
    m_list->addAction(m_remove);
    m_contextMenu = new QMenu(this);
    m_contextMenu->setObjectName(QStringLiteral("documentMenu"));
    m_contextMenu->addAction(m_reindex);
    m_contextMenu->addAction(m_remove);
    m_contextMenu->addAction(m_retry);
    m_contextMenu->addSeparator();
    m_contextMenu->addAction(m_addFiles);
    m_contextMenu->addAction(m_addFolder);
    m_list->setContextMenu(m_contextMenu);
}

QHBoxLayout* KnowledgeBasePanel::buildButtons()
{
    auto* buttons = new QHBoxLayout;
    // One "Add" button with a menu: two labelled buttons made the panel as wide as their German texts.
    m_addButton = new QToolButton(this);
    m_addButton->setObjectName(QStringLiteral("addButton"));
    m_addButton->setIcon(m_addFiles->icon());
    m_addButton->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_addButton->setPopupMode(QToolButton::InstantPopup);
    m_addButton->setFocusPolicy(Qt::StrongFocus);
    auto* addMenu = new QMenu(m_addButton);
    addMenu->setObjectName(QStringLiteral("addMenu"));
    addMenu->addAction(m_addFiles);
    addMenu->addAction(m_addFolder);
    addMenu->addSeparator();
    addMenu->addAction(m_loadSample);
    m_addButton->setMenu(addMenu);
    m_reindexButton = toolButton(m_reindex, QStringLiteral("reindexButton"), this);
    m_removeButton = toolButton(m_remove, QStringLiteral("removeButton"), this);
    m_retryButton = toolButton(m_retry, QStringLiteral("retryFailedButton"), this);
    m_retryButton->setToolButtonStyle(Qt::ToolButtonIconOnly);
    m_retryButton->hide(); // only while files failed
    // Narrow panels keep the text of the adding buttons; the others show icons with tool tips.
    m_reindexButton->setToolButtonStyle(Qt::ToolButtonIconOnly);
    m_removeButton->setToolButtonStyle(Qt::ToolButtonIconOnly);
    buttons->addWidget(m_addButton);
    buttons->addStretch();
    buttons->addWidget(m_retryButton);
    buttons->addWidget(m_reindexButton);
    buttons->addWidget(m_removeButton);
    return buttons;
}

void KnowledgeBasePanel::buildLayout(QHBoxLayout* buttons)
{
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_emptyState, 1);
    layout->addWidget(m_filterRow);
    layout->addWidget(m_noMatch, 1); // in the list's place while nothing matches
    layout->addWidget(m_list, 1);
    layout->addLayout(buttons);
    layout->addWidget(m_progress);
    layout->addWidget(m_embeddingBox);
    layout->addWidget(m_sampleNotice);
    layout->addWidget(m_message);

    // Filter, list, then the buttons in reading order; Ctrl+F (the panel's focus) goes to the filter.
    setTabOrder(m_filterRow->field(), m_list);
    setTabOrder(m_list, m_addButton);
    setTabOrder(m_addButton, m_reindexButton);
    setTabOrder(m_reindexButton, m_removeButton);
    setTabOrder(m_removeButton, m_progress->findChild<QPushButton*>(QStringLiteral("cancelIngestButton")));
    setFocusProxy(m_filterRow->field());
}

void KnowledgeBasePanel::connectParts()
{
    m_flushTimer.setSingleShot(true);
    m_flushTimer.setInterval(flushIntervalMs);
    connect(&m_flushTimer, &QTimer::timeout, this, &KnowledgeBasePanel::flush);
    connect(m_progress, &IngestProgressBox::cancelRequested, this, [this] {
        m_cancelling = true;
        m_ingest.cancel();
        updateProgress();
    });
    connect(m_filterRow, &DocumentFilterRow::filterChanged, m_list, &DocumentList::setFilterText);
    // Return in the filter goes down into the list, as in a search field.
    connect(m_filterRow, &DocumentFilterRow::submitted, this, [this](const QString& text) {
        m_list->setFilterText(text);
        m_list->setFocus(Qt::TabFocusReason);
    });
    connect(m_list, &QTreeWidget::itemSelectionChanged, this, &KnowledgeBasePanel::showSelection);
    connect(m_list, &DocumentList::rowsChanged, this, [this] {
        updateFilterHint();
        updateActions(); // rows the filter hid are not acted on
        updateRetry();
    });
    connect(&m_ingest, &IngestService::started, this, &KnowledgeBasePanel::onStarted);
    connect(&m_ingest, &IngestService::fileStarted, this, &KnowledgeBasePanel::onFileStarted);
    connect(&m_ingest, &IngestService::fileProgress, this, &KnowledgeBasePanel::onFileProgress);
    connect(&m_ingest, &IngestService::fileFinished, this, &KnowledgeBasePanel::onFileFinished);
    connect(&m_ingest, &IngestService::finished, this, &KnowledgeBasePanel::onFinished);
    connect(&m_ingest, &IngestService::failed, this, &KnowledgeBasePanel::onFailed);
}

void KnowledgeBasePanel::retranslateTexts()
{
    setAccessibleName(tr("Knowledge base"));
    m_addButton->setText(tr("Add"));
    m_addButton->setToolTip(tr("Add files or a folder to the knowledge base"));
    m_addButton->setAccessibleName(tr("Add documents"));
    m_addFiles->setText(tr("Add files…"));
    m_addFolder->setText(tr("Add folder…"));
    m_loadSample->setText(tr("Load sample handbook"));
    m_remove->setText(tr("Remove"));
    m_remove->setToolTip(tr("Remove the selected documents from the knowledge base (the files stay on disk) (Delete)"));
    m_retry->setText(tr("Retry failed files"));
    m_retry->setToolTip(tr("Read the files that failed again, after you fixed them"));
    m_reindex->setText(tr("Re-index"));
    m_reindex->setToolTip(tr("Read the selected documents again and rebuild their passages, even if unchanged (F5)"));
    m_message->setAccessibleName(tr("Knowledge base message"));
    // What follows the state: the count, the progress and the last message.
    updateFilterHint();
    updateProgress();
    showMessage(m_messageText, m_messageIsError);
}

void KnowledgeBasePanel::buildActions()
{
    m_addFiles = new QAction(style()->standardIcon(QStyle::SP_FileIcon), QString(), this);
    m_addFiles->setObjectName(QStringLiteral("addFilesAction"));
    m_addFolder = new QAction(style()->standardIcon(QStyle::SP_DirIcon), QString(), this);
    m_addFolder->setObjectName(QStringLiteral("addFolderAction"));
    m_loadSample = new QAction(this);
    m_loadSample->setObjectName(QStringLiteral("loadSampleAction"));
    m_remove = new QAction(style()->standardIcon(QStyle::SP_TrashIcon), QString(), this);
    m_remove->setObjectName(QStringLiteral("removeAction"));
    m_remove->setShortcut(QKeySequence::Delete);
    m_remove->setShortcutContext(Qt::WidgetShortcut);
    m_remove->setEnabled(false);
    m_reindex = new QAction(style()->standardIcon(QStyle::SP_BrowserReload), QString(), this);
    m_reindex->setObjectName(QStringLiteral("reindexAction"));
    m_reindex->setShortcut(QKeySequence::Refresh);
    m_reindex->setShortcutContext(Qt::WidgetShortcut);
    m_reindex->setEnabled(false);
    m_retry = new QAction(style()->standardIcon(QStyle::SP_DialogRetryButton), QString(), this);
    m_retry->setObjectName(QStringLiteral("retryFailedAction"));
    connect(m_retry, &QAction::triggered, this, [this] {
        flush();
        track(m_ingest.retryFailed(), Job::Kind::Add, {});
    });
    connect(m_addFiles, &QAction::triggered, this, &KnowledgeBasePanel::chooseFiles);
    connect(m_addFolder, &QAction::triggered, this, &KnowledgeBasePanel::chooseFolder);
    connect(m_loadSample, &QAction::triggered, this, &KnowledgeBasePanel::loadSampleHandbook);
    connect(m_remove, &QAction::triggered, this, &KnowledgeBasePanel::removeSelected);
    connect(m_reindex, &QAction::triggered, this, &KnowledgeBasePanel::reindexSelected);
}

void KnowledgeBasePanel::setStore(DocumentStore* store, const QString& openError)
{
    m_store = store;
    if (!m_store) {
        qCWarning(lcUi) << "knowledge base not opened:" << openError;
        showMessage([openError] { return tr("The knowledge base could not be opened: %1").arg(openError); }, true);
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

void KnowledgeBasePanel::focusFilter()
{
    if (m_filterRow->isHidden())
        return; // nothing to filter yet
    m_filterRow->focusField();
}

void KnowledgeBasePanel::setReadOnly(std::function<QString()> why)
{
    m_readOnly = std::move(why);
    for (QAction* action : {m_addFiles, m_addFolder, m_loadSample, m_remove, m_reindex, m_retry})
        action->setEnabled(false);
    for (QToolButton* button : {m_addButton, m_reindexButton, m_removeButton, m_retryButton})
        button->hide();
    showMessage(m_readOnly, false);
    updateEmptyState();
}

void KnowledgeBasePanel::addPaths(const QStringList& paths)
{
    if (m_readOnly) {
        showMessage(m_readOnly, false);
        return;
    }
    if (paths.isEmpty())
        return;
    flush();
    m_list->clearProblems();
    startIngest(paths, Job::Kind::Add);
}

void KnowledgeBasePanel::reindexPaths(const QStringList& paths)
{
    if (m_readOnly)
        return;
    if (paths.isEmpty())
        return;
    flush();
    startIngest(paths, Job::Kind::Reindex);
}

quint64 KnowledgeBasePanel::startIngest(const QStringList& paths, Job::Kind kind)
{
    const quint64 job = m_ingest.ingest(paths, kind == Job::Kind::Reindex ? Reindex::Always : Reindex::IfChanged);
    track(job, kind, paths);
    return job;
}

void KnowledgeBasePanel::track(quint64 job, Job::Kind kind, const QStringList& paths)
{
    if (m_jobs.isEmpty())
        m_rate.start(0);
    m_jobs.insert(job, Job{kind});
    QStringList files;
    QStringList folders;
    for (const QString& path : paths)
        (QFileInfo(path).isDir() ? folders : files).append(path);
    m_list->markQueued(job, files, false);
    m_list->markQueued(job, folders, true);
    showMessage({}, false);
    updateProgress();
    updateEmptyState();
}

void KnowledgeBasePanel::loadSampleHandbook()
{
    if (m_readOnly) {
        showMessage(m_readOnly, false);
        return;
    }
    const QString language = sampleLanguage();
    // A few small files copied from the resources: quick enough for the GUI thread.
    const Result<QString> folder = SampleHandbook::extract(SampleHandbook::defaultFolder(language), language);
    if (!folder) {
        showMessage(
            [why = folder.error().message] { return tr("The sample handbook could not be prepared: %1").arg(why); },
            true);
        return;
    }
    addPaths({folder.value()});
}

void KnowledgeBasePanel::chooseFiles()
{
    // Window-modal with an answer by callback: no event loop of its own while the window lives on.
    m_dialogs->openFiles(this, tr("Add files"), tr("Documents (%1)").arg(SourceFile::supportedPatterns()),
                         [this](const QStringList& files) {
                             if (!files.isEmpty())
                                 addPaths(files);
                         });
}

void KnowledgeBasePanel::chooseFolder()
{
    m_dialogs->folder(this, tr("Add folder"), [this](const QString& folder) {
        if (folder.isEmpty())
            return;
        // Remembered and watched: the folder stays in sync (FolderSync), also across restarts.
        flush();
        m_list->clearProblems();
        track(m_ingest.addFolder(folder), Job::Kind::Add, {folder});
    });
}

void KnowledgeBasePanel::removeSelected()
{
    flush();
    m_list->removeProblemRows(m_list->selectedProblemPaths());
    const QStringList paths = m_list->selectedStoredPaths();
    if (paths.isEmpty()) {
        updateEmptyState();
        return;
    }
    Dialogs::Confirmation question;
    question.title = tr("Remove documents?");
    question.text = tr("%n document(s) and their passages leave the knowledge base; Lotse no longer answers from "
                       "them. The files themselves stay where they are.",
                       nullptr, int(paths.size()));
    question.action = tr("Remove");
    question.dontAskAgainKey = QStringLiteral("ui/confirmRemoveDocuments/off");
    m_dialogs->confirm(this, question, [this, paths](bool yes) {
        if (yes)
            remove(paths);
    });
}

void KnowledgeBasePanel::removeSample()
{
    if (m_samplePaths.isEmpty())
        return;
    Dialogs::Confirmation question;
    question.title = tr("Remove the sample handbook?");
    question.text =
        tr("Its %n document(s) leave the knowledge base; your own documents stay.", nullptr, int(m_samplePaths.size()));
    question.action = tr("Remove");
    m_dialogs->confirm(this, question, [this, paths = m_samplePaths](bool yes) {
        if (yes)
            remove(paths);
    });
}

void KnowledgeBasePanel::remove(const QStringList& paths)
{
    flush();
    const quint64 job = m_ingest.remove(paths);
    m_jobs.insert(job, Job{Job::Kind::Remove});
    m_list->markRemoving(job, paths);
    showMessage({}, false);
    updateProgress();
}

void KnowledgeBasePanel::reindexSelected()
{
    // Problem rows too: re-indexing a file that failed is trying it again.
    reindexPaths(m_list->selectedStoredPaths() + m_list->selectedProblemPaths());
}

void KnowledgeBasePanel::onStarted(quint64 job, const QStringList& files)
{
    if (!m_jobs.contains(job)) {
        if (files.isEmpty())
            return; // a sync with nothing to do stays out of sight
        if (m_jobs.isEmpty())
            m_rate.start(0);
        m_jobs.insert(job, Job{Job::Kind::Sync});
    }
    flush();
    const int total = int(files.size());
    m_jobs[job].total = total;
    if (m_jobs[job].kind != Job::Kind::Remove) {
        m_list->dropFolders(job);
        // Every file of a dropped folder shows as queued before its turn comes.
        m_list->markQueued(job, files, false);
    }
    updateProgress();
}

void KnowledgeBasePanel::onFileStarted(quint64 job, const QString& path, int index, int total)
{
    Q_UNUSED(index)
    Q_UNUSED(total)
    if (!m_jobs.contains(job))
        return;
    m_current = {path, std::nullopt};
    defer([this, job, path] { m_list->markIndexing(job, path); });
}

void KnowledgeBasePanel::onFileProgress(quint64 job, const QString& path, const FileProgress& progress)
{
    if (!m_jobs.contains(job) || path != m_current.path)
        return;
    m_current.progress = progress;
    if (!m_flushTimer.isActive())
        m_flushTimer.start();
}

void KnowledgeBasePanel::onFileFinished(quint64 job, const FileOutcome& outcome, int index, int total)
{
    if (!m_jobs.contains(job))
        return;
    m_jobs[job].done = index + 1;
    m_jobs[job].total = total;
    if (outcome.kind != FileOutcome::Kind::Removed)
        m_rate.fileDone(outcome.bytes);
    defer([this, outcome] { m_list->applyOutcome(outcome); });
}

void KnowledgeBasePanel::onFinished(quint64 job, const IngestSummary& summary)
{
    flush();
    if (!m_jobs.contains(job)) {
        if (summary.removed > 0) // a sync that only found deleted files
            refresh();
        return;
    }
    const Job finished = m_jobs.take(job);
    {
        const DocumentList::Batch batch(*m_list);
        m_list->finishJob(job);
        m_list->showProblems(summary.problems);
        refresh();
    }
    const bool trouble = summary.failed > 0 || summary.skipped > 0;
    const bool quiet = finished.kind == Job::Kind::Sync && !trouble
                       && summary.added + summary.updated + summary.renamed + summary.removed == 0;
    if (!quiet)
        showMessage([this, finished, summary] { return summaryText(finished, summary); }, trouble);
    if (m_jobs.isEmpty())
        m_cancelling = false;
    updateProgress();
}

void KnowledgeBasePanel::onFailed(quint64 job, const Error& error)
{
    flush();
    m_jobs.remove(job);
    m_list->finishJob(job);
    refresh();
    if (m_jobs.isEmpty())
        m_cancelling = false;
    updateProgress();
    qCWarning(lcUi) << "ingest job" << job << "failed:" << error.message;
    showMessage([why = error.message] { return tr("The knowledge base could not be updated: %1").arg(why); }, true);
}

void KnowledgeBasePanel::defer(std::function<void()> change)
{
    m_deferred.append(std::move(change));
    if (!m_flushTimer.isActive())
        m_flushTimer.start();
}

void KnowledgeBasePanel::flush()
{
    m_flushTimer.stop();
    if (!m_deferred.isEmpty()) {
        const QList<std::function<void()>> changes = std::exchange(m_deferred, {});
        m_list->setUpdatesEnabled(false); // one layout and one repaint for the whole batch
        {
            const DocumentList::Batch batch(*m_list);
            for (const std::function<void()>& change : changes)
                change();
        }
        m_list->setUpdatesEnabled(true);
    }
    updateProgress();
}

QString KnowledgeBasePanel::summaryText(const Job& job, const IngestSummary& summary) const
{
    if (job.kind == Job::Kind::Remove) {
        return tr("Removed %n document(s) from the knowledge base. The files themselves were not touched.", nullptr,
                  summary.removed);
    }
    QStringList parts;
    const int indexed = summary.added + summary.updated;
    if (indexed > 0) {
        const QString files = tr("%n file(s)", nullptr, indexed);
        const QString passages = tr("%n passage(s)", nullptr, summary.chunks);
        parts.append(job.kind == Job::Kind::Reindex ? tr("%1 re-indexed (%2)").arg(files, passages)
                                                    : tr("%1 indexed (%2)").arg(files, passages));
    }
    if (summary.renamed > 0)
        parts.append(tr("%n renamed", nullptr, summary.renamed));
    if (summary.removed > 0)
        parts.append(tr("%n removed", nullptr, summary.removed));
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
        text += u' ' + tr("The list shows why; fix those files and use Retry failed files.");
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
        showMessage(
            [why = documents.error().message] { return tr("The document list could not be read: %1").arg(why); }, true);
        return;
    }
    m_list->setDocuments(documents.value());
    m_samplePaths.clear();
    for (const DocumentRecord& record : documents.value()) {
        if (SampleHandbook::isSample(record.path))
            m_samplePaths.append(record.path);
    }
    m_sampleNotice->update(int(m_samplePaths.size()), int(documents.value().size() - m_samplePaths.size()));
    updateEmptyState();
    updateRetry();
    Q_EMIT documentsChanged(m_list->readyCount());
}

void KnowledgeBasePanel::updateProgress()
{
    m_progress->setVisible(!m_jobs.isEmpty());
    if (m_jobs.isEmpty()) {
        m_current = {};
        m_progress->clearFile();
        return;
    }
    int total = 0;
    int done = 0;
    bool unknown = false;
    bool removing = false;
    bool reindexing = false;
    for (const Job& job : std::as_const(m_jobs)) {
        unknown = unknown || job.total < 0;
        removing = removing || job.kind == Job::Kind::Remove;
        reindexing = reindexing || job.kind == Job::Kind::Reindex;
        total += std::max(job.total, 0);
        done += job.done;
    }
    const QLocale locale;
    QString label;
    if (m_cancelling)
        label = tr("Cancelling after the current file…");
    else if (removing)
        label = tr("Removing documents…");
    else if (unknown || m_current.path.isEmpty())
        label = tr("Looking for documents…");
    else if (reindexing)
        label = tr("Re-indexing file %1 of %2").arg(locale.toString(std::min(done + 1, total)), locale.toString(total));
    else
        label = tr("Indexing file %1 of %2").arg(locale.toString(std::min(done + 1, total)), locale.toString(total));
    if (!m_cancelling && !removing && !unknown) {
        m_rate.setTotal(total);
        const IngestRate::Snapshot rate = m_rate.snapshot();
        if (rate.remainingMs >= 0) {
            label += QStringLiteral(" · ")
                     + tr("%1 files/s · %2 MB/s")
                           .arg(rate.filesPerSecond, 0, 'f', 0)
                           .arg(rate.megabytesPerSecond, 0, 'f', 1);
            if (rate.remainingMs > 0)
                label += QStringLiteral(" · ") + tr("about %1 left").arg(IngestRate::duration(rate.remainingMs));
        }
    }
    m_progress->setOverall(label, done, unknown ? -1 : total);
    if (m_current.path.isEmpty() || removing)
        m_progress->clearFile();
    else
        m_progress->setFile(m_current.path, m_current.progress);
    m_progress->setCancelling(m_cancelling);
}

void KnowledgeBasePanel::updateEmptyState()
{
    // A team copy's empty state has nothing to offer (no sample, no adding): the message says why.
    const bool empty = m_store && m_list->documentCount() == 0 && m_jobs.isEmpty() && !m_readOnly;
    m_emptyState->setVisible(empty);
    m_filterRow->setVisible(!empty);
    updateFilterHint(); // shows the list, or says that nothing matches
    updateActions();
}

void KnowledgeBasePanel::updateFilterHint()
{
    const QString filter = m_list->filterText();
    const int total = m_list->documentCount();
    const int shown = filter.isEmpty() ? total : m_list->shownCount();
    m_filterRow->setCounts(!filter.isEmpty(), shown, total, m_list->failedCount());
    const bool empty = !m_emptyState->isHidden();
    const bool noMatch = !empty && !filter.isEmpty() && shown == 0 && total > 0;
    if (noMatch) {
        m_noMatch->setText(
            tr("No document matches “%1”.\nTry fewer or other words, or press Esc to see all %n document(s).", nullptr,
               total)
                .arg(filter));
    }
    m_noMatch->setVisible(noMatch);
    m_list->setVisible(!empty && !noMatch);
}

void KnowledgeBasePanel::updateActions()
{
    const bool any =
        !m_readOnly && (!m_list->selectedStoredPaths().isEmpty() || !m_list->selectedProblemPaths().isEmpty());
    m_remove->setEnabled(any);
    m_reindex->setEnabled(any);
}

void KnowledgeBasePanel::updateRetry()
{
    const bool failed = m_list->failedCount() > 0 && !m_readOnly;
    m_retry->setEnabled(failed);
    m_retryButton->setVisible(failed);
}

void KnowledgeBasePanel::showSelection()
{
    updateActions();
    const QList<QTreeWidgetItem*> selected = m_list->selectedItems();
    if (selected.size() == 1) {
        const QString reason = selected.first()->data(DocumentList::NameColumn, DocumentList::ReasonRole).toString();
        if (!reason.isEmpty())
            showMessage([reason] { return reason; }, true);
    }
}

void KnowledgeBasePanel::setEmbeddingProgress(int done, int total)
{
    m_embedding = true;
    m_embeddingBox->showProgress(done, total);
}

void KnowledgeBasePanel::setEmbeddingPending(const QStringList& documentPaths)
{
    if (m_embedding)
        m_list->setEmbeddingPending(QSet<QString>(documentPaths.cbegin(), documentPaths.cend()));
}

void KnowledgeBasePanel::setEmbeddingFinished()
{
    m_embedding = false;
    m_embeddingBox->finish();
    m_list->setEmbeddingPending({});
}

void KnowledgeBasePanel::setEmbeddingFailed(const Error& error)
{
    m_embedding = false;
    m_list->setEmbeddingPending({});
    m_embeddingBox->showFailure(error.message);
}

void KnowledgeBasePanel::showMessage(std::function<QString()> text, bool error)
{
    // Kept as a function, so a change of language renders the message again.
    m_messageText = std::move(text);
    m_messageIsError = error;
    m_message->setText(m_messageText ? m_messageText() : QString());
    m_message->setVisible(!m_message->text().isEmpty());
    QPalette palette = this->palette();
    if (error)
        palette.setColor(QPalette::WindowText, QColor(0xb0, 0x25, 0x1e));
    m_message->setPalette(palette);
}

} // namespace lotse::ui
