// SPDX-License-Identifier: GPL-3.0-or-later
#include "knowledgebase/DocumentList.h"

#include "ingest/SampleHandbook.h"
#include "ingest/SourceFile.h"
#include "knowledgebase/DocumentListItem.h"
#include "shared/Retranslate.h"

#include <QContextMenuEvent>
#include <QDateTime>
#include <QDir>
#include <QFileInfo>
#include <QHeaderView>
#include <QLocale>
#include <QMenu>
#include <QRegularExpression>
#include <QStyle>
#include <optional>

namespace lotse::ui {

namespace {

// The same form the ingest pipeline stores, so queued rows meet their results.
QString cleanAbsolute(const QString& path)
{
    return QDir::cleanPath(QFileInfo(path).absoluteFilePath());
}

QStyle::StandardPixmap iconOf(DocumentList::State state)
{
    switch (state) {
    case DocumentList::State::Queued:
        return QStyle::SP_ArrowRight;
    case DocumentList::State::Indexing:
    case DocumentList::State::Embedding:
        return QStyle::SP_BrowserReload;
    case DocumentList::State::Ready:
        return QStyle::SP_DialogApplyButton;
    case DocumentList::State::Failed:
        return QStyle::SP_MessageBoxCritical;
    case DocumentList::State::Skipped:
        return QStyle::SP_MessageBoxWarning;
    case DocumentList::State::Removing:
        break;
    }
    return QStyle::SP_TrashIcon;
}

} // namespace

DocumentList::Batch::Batch(DocumentList& list)
    : m_list(list)
{
    // With a layout pending, QTreeView skips its per-row work on every change (with word-wrapped rows
    // of differing heights, placing a row far down the list measures every row above it); the one
    // layout then runs when the event loop comes back. Sorting needs no help: QTreeWidget sorts new
    // rows once per event loop pass and moves a renamed row by itself.
    if (m_list.m_batchDepth++ == 0)
        m_list.scheduleDelayedItemsLayout();
}

DocumentList::Batch::~Batch()
{
    if (--m_list.m_batchDepth > 0)
        return;
    // A folder row's new count renames it, and a sorted list then sorts every row below it again:
    // once per batch, not once per document (500 queued files took 70-200 ms).
    for (const QString& folder : std::exchange(m_list.m_staleFolders, {}))
        m_list.updateFolderRow(folder);
    if (std::exchange(m_list.m_rowsChanged, false))
        Q_EMIT m_list.rowsChanged();
}

DocumentList::DocumentList(QWidget* parent)
    : QTreeWidget(parent)
{
    setObjectName(QStringLiteral("documentList"));
    setColumnCount(2);
    retranslate(this, [this] {
        setAccessibleName(tr("Documents in the knowledge base"));
        setAccessibleDescription(tr("Each row is a document and its state. Delete removes the selected documents; "
                                    "the context menu key offers more."));
        setHeaderLabels({tr("Document"), tr("Status")});
        for (Item* item : items()) {
            if (item->state)
                renderState(item);
        }
        for (auto it = m_folders.cbegin(); it != m_folders.cend(); ++it)
            updateFolderRow(it.key());
    });
    setRootIsDecorated(false); // a reason row below its file needs no arrow; folder rows bring theirs
    setIndentation(20);
    setWordWrap(true); // the reason rows below failed files
    setSelectionMode(QAbstractItemView::ExtendedSelection);
    setTextElideMode(Qt::ElideRight);
    setSortingEnabled(true);
    sortByColumn(NameColumn, Qt::AscendingOrder);
    header()->setStretchLastSection(false);
    header()->setSectionResizeMode(NameColumn, QHeaderView::Stretch);
    header()->setSectionResizeMode(StatusColumn, QHeaderView::Interactive);
    header()->resizeSection(StatusColumn, 110);
    // Made once: QStyle builds a new icon (and reads its images) on every call.
    for (size_t i = 0; i < m_stateIcons.size(); ++i)
        m_stateIcons.at(i) = style()->standardIcon(iconOf(State(i)));
    m_fileIcon = style()->standardIcon(QStyle::SP_FileIcon);
    m_folderIcon = style()->standardIcon(QStyle::SP_DirIcon);
}

QString DocumentList::stateName(State state)
{
    switch (state) {
    case State::Queued:
        return QStringLiteral("queued");
    case State::Indexing:
        return QStringLiteral("indexing");
    case State::Embedding:
        return QStringLiteral("embedding");
    case State::Ready:
        return QStringLiteral("ready");
    case State::Failed:
        return QStringLiteral("failed");
    case State::Skipped:
        return QStringLiteral("skipped");
    case State::Removing:
        break;
    }
    return QStringLiteral("removing");
}

QList<QTreeWidgetItem*> DocumentList::documentRows() const
{
    QList<QTreeWidgetItem*> rows;
    rows.reserve(m_items.size());
    for (Item* item : std::as_const(m_items))
        rows.append(item);
    return rows;
}

DocumentList::Item* DocumentList::findOrCreate(const QString& path)
{
    Item* item = find(path);
    return item ? item : createItem(path);
}

DocumentList::Item* DocumentList::createItem(const QString& path)
{
    auto* item = new Item(path);
    item->setText(NameColumn, QFileInfo(path).fileName());
    item->setIcon(NameColumn, m_fileIcon);
    m_items.insert(path, item);
    const QString folder = folderOf(path);
    if (++m_folderSizes[folder] == 1 && m_folderSizes.size() == 2)
        setGrouped(true); // places the new item too
    else
        place(item);
    m_rowsChanged = true;
    applyFilter(item);
    return item;
}

void DocumentList::dropItem(Item* item)
{
    if (!item)
        return;
    m_items.remove(item->path);
    m_rowsChanged = true;
    const QString folder = folderOf(item->path);
    delete item;
    if (--m_folderSizes[folder] > 0) {
        updateFolderRow(folder);
        return;
    }
    m_folderSizes.remove(folder);
    delete m_folders.take(folder);
    if (m_grouped && m_folderSizes.size() < 2)
        setGrouped(false);
}

QString DocumentList::folderOf(const QString& path)
{
    return QFileInfo(path).absolutePath();
}

void DocumentList::place(Item* item)
{
    if (!m_grouped) {
        addTopLevelItem(item);
    } else {
        const QString folder = folderOf(item->path);
        folderRow(folder)->addChild(item);
        if (m_batchDepth > 0)
            m_staleFolders.insert(folder);
        else
            updateFolderRow(folder);
    }
    if (item->childCount() > 0)
        item->setExpanded(true); // the reason below a file stays in view wherever the file moves
}

void DocumentList::setGrouped(bool grouped)
{
    // All rows out and back in at once: moving them one by one would search the list for each.
    m_grouped = grouped;
    const QList<QTreeWidgetItem*> top = invisibleRootItem()->takeChildren();
    for (QTreeWidgetItem* row : top) {
        if (row->type() == FolderRowType)
            row->takeChildren(); // the documents are placed below
    }
    for (QTreeWidgetItem* row : top) {
        if (row->type() == FolderRowType)
            delete row;
    }
    m_folders.clear();
    setRootIsDecorated(grouped);
    for (Item* item : items())
        place(item);
}

QTreeWidgetItem* DocumentList::folderRow(const QString& folder)
{
    QTreeWidgetItem*& row = m_folders[folder];
    if (!row) {
        row = new QTreeWidgetItem(FolderRowType);
        row->setData(NameColumn, PathRole, folder);
        row->setIcon(NameColumn, m_folderIcon);
        addTopLevelItem(row);
        row->setFirstColumnSpanned(true); // a long folder name may use the status column's room
        row->setExpanded(true);
    }
    return row;
}

void DocumentList::updateFolderRow(const QString& folder)
{
    QTreeWidgetItem* row = m_folders.value(folder);
    if (!row)
        return;
    const QString name = SampleHandbook::isSample(QDir(folder).filePath(QStringLiteral("document")))
                             ? tr("Sample handbook")
                         : QDir(folder).dirName().isEmpty() ? QDir::toNativeSeparators(folder)
                                                            : QDir(folder).dirName();
    row->setText(NameColumn, tr("%1 (%2)").arg(name).arg(m_folderSizes.value(folder)));
    row->setToolTip(
        NameColumn,
        tr("%n document(s) in %1", nullptr, m_folderSizes.value(folder)).arg(QDir::toNativeSeparators(folder)));
    bool shown = false;
    for (int i = 0; i < row->childCount() && !shown; ++i)
        shown = !row->child(i)->isHidden();
    row->setHidden(!shown);
}

void DocumentList::setState(Item* item, State state, const QString& reason)
{
    if (item->state == state && item->reason == reason)
        return; // most refreshes change nothing: no repaint
    item->state = state;
    item->reason = reason;
    renderState(item);
}

void DocumentList::renderState(Item* item)
{
    const State state = item->state.value_or(State::Queued);
    const QString& reason = item->reason;
    QString text;
    QString tip;
    switch (state) {
    case State::Queued:
        text = tr("Queued");
        tip = tr("Waiting to be indexed.");
        break;
    case State::Indexing:
        text = tr("Indexing…");
        tip = tr("Reading the file and splitting it into passages.");
        break;
    case State::Embedding:
        text = tr("Embedding…");
        tip = tr("Indexed and found by keywords; its passages are being embedded for search by meaning.");
        break;
    case State::Ready:
        text = tr("Ready");
        tip = tr("Indexed: Lotse can answer from this document.");
        break;
    case State::Failed:
        text = tr("Failed");
        tip = tr("%1\nFix the file and add it again, or remove it from the list.").arg(reason);
        break;
    case State::Skipped:
        text = tr("Skipped");
        tip = tr("%1\nLotse reads these files: %2").arg(reason, SourceFile::supportedPatterns());
        break;
    case State::Removing:
        text = tr("Removing…");
        tip = tr("Removing the document and its passages from the knowledge base.");
        break;
    }
    if (!reason.isEmpty() && (state == State::Ready || state == State::Embedding))
        tip += QLatin1Char('\n') + reason;
    item->setText(StatusColumn, text);
    item->setToolTip(StatusColumn, tip);
    item->setIcon(StatusColumn, m_stateIcons.at(size_t(state)));
    showReason(item, reason);
}

void DocumentList::setReady(Item* item, const QString& reason)
{
    setState(item, m_embeddingPending.contains(item->path) ? State::Embedding : State::Ready, reason);
}

void DocumentList::showReason(Item* item, const QString& reason)
{
    if (reason.isEmpty()) {
        qDeleteAll(item->takeChildren());
        return;
    }
    // The reason names the file by its full path; below the file's own row its name is enough.
    QString shown = reason;
    shown.replace(QDir::toNativeSeparators(item->path), QFileInfo(item->path).fileName());
    QTreeWidgetItem* row = item->childCount() > 0 ? item->child(0) : new QTreeWidgetItem(item);
    row->setFlags(Qt::ItemIsEnabled);
    row->setFirstColumnSpanned(true);
    row->setText(NameColumn, shown);
    row->setToolTip(NameColumn, reason);
    row->setForeground(NameColumn, QColor(0xb0, 0x25, 0x1e));
    item->setExpanded(true);
}

void DocumentList::setDocuments(const QList<DocumentRecord>& documents)
{
    const Batch batch(*this);
    QSet<QString> paths;
    paths.reserve(documents.size());
    for (const DocumentRecord& record : documents)
        paths.insert(record.path);
    for (Item* item : items()) {
        if (paths.contains(item->path))
            continue;
        const bool problem = item->state == State::Failed || item->state == State::Skipped;
        if (item->job != 0 || problem)
            item->stored = false;
        else
            dropItem(item);
    }
    for (const DocumentRecord& record : documents) {
        Item* item = findOrCreate(record.path);
        item->stored = true;
        item->chunkCount = record.isReady() ? record.chunkCount : -1;
        item->instructionPassages = record.isReady() ? record.instructionPassages : 0;
        item->ingestedAt = record.ingestedAt;
        const QString title = record.title.isEmpty() ? QFileInfo(record.path).fileName() : record.title;
        item->sample = SampleHandbook::isSample(record.path);
        if (item->text(NameColumn) != title) {
            item->setText(NameColumn, title);
            applyFilter(item);
        }
        if (item->job != 0)
            continue; // a running job owns the row until it finishes
        if (record.updateFailed())
            setReady(item, tr("The last update failed; the previous version is still used. %1").arg(record.error));
        else if (record.isReady() && record.instructionPassages > 0)
            setReady(item, tr("⚠ %n passage(s) with instructions to an AI assistant (such as “ignore previous "
                              "instructions”): treated as text, never followed. Check who wrote them.",
                              nullptr, record.instructionPassages));
        else if (record.isReady())
            setReady(item);
        else if (!record.error.isEmpty())
            setState(item, State::Failed, record.error);
        else if (item->state != State::Failed || item->reason.isEmpty())
            setState(item, State::Failed, tr("The reason was not recorded. Add the file again to see it."));
    }
}

void DocumentList::markQueued(quint64 job, const QStringList& paths, bool folders)
{
    const Batch batch(*this);
    for (const QString& path : paths) {
        Item* item = findOrCreate(cleanAbsolute(path));
        item->job = job;
        item->folder = folders;
        if (folders)
            item->setIcon(NameColumn, m_folderIcon);
        setState(item, State::Queued);
    }
}

void DocumentList::markIndexing(quint64 job, const QString& path)
{
    const Batch batch(*this);
    Item* item = findOrCreate(cleanAbsolute(path));
    item->job = job;
    setState(item, State::Indexing);
}

void DocumentList::markRemoving(quint64 job, const QStringList& paths)
{
    const Batch batch(*this);
    for (const QString& path : paths) {
        if (Item* item = find(cleanAbsolute(path))) {
            item->job = job;
            setState(item, State::Removing);
        }
    }
}

void DocumentList::dropFolders(quint64 job)
{
    // A folder's row stands for its files until they are known; then each file has its own row.
    const Batch batch(*this);
    QList<Item*> folders;
    for (Item* item : items()) {
        if (item->job == job && item->folder)
            folders.append(item);
    }
    for (Item* item : std::as_const(folders))
        dropItem(item);
}

void DocumentList::applyOutcome(const FileOutcome& outcome)
{
    const Batch batch(*this);
    const QString path = cleanAbsolute(outcome.path);
    if (outcome.kind == FileOutcome::Kind::Removed) {
        dropItem(find(path));
        return;
    }
    if (outcome.kind == FileOutcome::Kind::Renamed) // the old row goes, the new path is ready
        dropItem(find(cleanAbsolute(outcome.message)));
    Item* item = findOrCreate(path);
    item->job = 0;
    switch (outcome.kind) {
    case FileOutcome::Kind::Added:
    case FileOutcome::Kind::Updated:
    case FileOutcome::Kind::Unchanged:
    case FileOutcome::Kind::Renamed:
        setReady(item);
        break;
    case FileOutcome::Kind::Failed:
        setState(item, State::Failed, outcome.message);
        break;
    case FileOutcome::Kind::Skipped:
        setState(item, State::Skipped, outcome.message);
        break;
    case FileOutcome::Kind::Removed:
        break;
    }
}

void DocumentList::showProblems(const QList<FileOutcome>& problems)
{
    const Batch batch(*this);
    for (const FileOutcome& problem : problems) {
        const Item* item = find(cleanAbsolute(problem.path));
        if (!item || item->job != 0 || item->state != State::Failed)
            applyOutcome(problem); // a problem found while expanding a folder has no row yet
    }
}

void DocumentList::finishJob(quint64 job)
{
    for (Item* item : std::as_const(m_items)) {
        if (item->job == job)
            item->job = 0;
    }
}

void DocumentList::clearProblems()
{
    const Batch batch(*this);
    for (Item* item : items()) {
        if (!item->stored && item->job == 0)
            dropItem(item);
    }
}

void DocumentList::removeProblemRows(const QStringList& paths)
{
    const Batch batch(*this);
    for (const QString& path : paths)
        dropItem(find(path));
}

void DocumentList::setEmbeddingPending(const QSet<QString>& paths)
{
    const Batch batch(*this);
    QSet<QString> touched = std::exchange(m_embeddingPending, paths);
    touched.unite(paths);
    for (const QString& path : std::as_const(touched)) {
        Item* item = find(path);
        if (item && item->job == 0 && (item->state == State::Ready || item->state == State::Embedding))
            setReady(item, item->reason);
    }
}

void DocumentList::setFilterText(const QString& text)
{
    if (text == m_filter)
        return;
    m_filter = text;
    static const QRegularExpression space(QStringLiteral("\\s+"));
    m_filterWords = text.split(space, Qt::SkipEmptyParts);
    m_filterRoot = commonFolder(m_folderSizes.keys());
    const Batch batch(*this);
    // The folder rows once at the end: per document, a folder's row would look at all its documents
    // each time one of them is hidden (thousands of documents in one folder: millions of checks).
    for (Item* item : std::as_const(m_items))
        applyFilter(item, false);
    for (auto it = m_folders.cbegin(); it != m_folders.cend(); ++it)
        updateFolderRow(it.key());
    // A hidden row must not stay selected: Delete or Re-index would act on rows nobody sees.
    for (QTreeWidgetItem* item : selectedItems()) {
        if (item->isHidden())
            item->setSelected(false);
    }
    m_rowsChanged = true;
}

QString DocumentList::commonFolder(const QStringList& folders)
{
    // The deepest folder above all of them: "/home/chr/docs" for "/home/chr/docs/hr" and "/home/chr/docs/it".
    if (folders.isEmpty())
        return {};
    QStringList common = folders.first().split(QLatin1Char('/'));
    for (const QString& folder : folders) {
        const QStringList parts = folder.split(QLatin1Char('/'));
        qsizetype same = 0;
        while (same < common.size() && same < parts.size() && common.at(same) == parts.at(same))
            ++same;
        common.resize(same);
    }
    return common.join(QLatin1Char('/'));
}

bool DocumentList::matches(const Item* item) const
{
    if (m_filterWords.isEmpty())
        return true;
    const QString title = item->text(NameColumn);
    // The path below the folder all documents share, as the list shows it ("/hr/leave.md"): the folders above
    // it are the same for every row ("/home/chr/…" would match "hr/" everywhere).
    const bool below = !m_filterRoot.isEmpty() && item->path.startsWith(m_filterRoot + QLatin1Char('/'));
    const QString path = QDir::toNativeSeparators(below ? item->path.mid(m_filterRoot.size()) : item->path);
    return std::all_of(m_filterWords.cbegin(), m_filterWords.cend(), [&](const QString& word) {
        return title.contains(word, Qt::CaseInsensitive) || path.contains(word, Qt::CaseInsensitive);
    });
}

void DocumentList::applyFilter(Item* item, bool updateFolder)
{
    const bool hide = !matches(item);
    if (item->isHidden() != hide) {
        item->setHidden(hide);
        m_rowsChanged = true;
        if (m_grouped && updateFolder) // a folder shows while one of its documents does
            updateFolderRow(folderOf(item->path));
    }
}

int DocumentList::shownCount() const
{
    int shown = 0;
    for (const Item* item : std::as_const(m_items))
        shown += item->isHidden() ? 0 : 1;
    return shown;
}

void DocumentList::contextMenuEvent(QContextMenuEvent* event)
{
    if (!m_menu)
        return;
    // From the keyboard the menu opens at the current row, not wherever the mouse happens to be.
    QPoint at = event->pos();
    if (event->reason() == QContextMenuEvent::Keyboard) {
        const QTreeWidgetItem* current = currentItem();
        at = current && !current->isHidden() ? visualItemRect(current).bottomLeft() : QPoint(0, 0);
    }
    m_menu->popup(viewport()->mapToGlobal(at)); // not exec(): no nested event loop
    event->accept();
}

QList<const DocumentList::Item*> DocumentList::selectedDocuments() const
{
    // A selected folder stands for its documents that are shown.
    QSet<const Item*> chosen;
    for (const QTreeWidgetItem* selected : selectedItems()) {
        if (selected->isHidden())
            continue;
        if (selected->type() == QTreeWidgetItem::UserType)
            chosen.insert(static_cast<const Item*>(selected));
        if (selected->type() != FolderRowType)
            continue;
        for (int i = 0; i < selected->childCount(); ++i) {
            if (!selected->child(i)->isHidden())
                chosen.insert(static_cast<const Item*>(selected->child(i)));
        }
    }
    return {chosen.cbegin(), chosen.cend()};
}

QStringList DocumentList::selectedStoredPaths() const
{
    QStringList paths;
    for (const Item* item : selectedDocuments()) {
        if (item->stored && item->job == 0)
            paths.append(item->path);
    }
    paths.sort();
    return paths;
}

QStringList DocumentList::selectedProblemPaths() const
{
    QStringList paths;
    for (const Item* item : selectedDocuments()) {
        if (!item->stored && item->job == 0)
            paths.append(item->path);
    }
    paths.sort();
    return paths;
}

int DocumentList::readyCount() const
{
    int count = 0;
    for (const Item* item : std::as_const(m_items))
        count += item->stored && (item->state == State::Ready || item->state == State::Embedding) ? 1 : 0;
    return count;
}

int DocumentList::failedCount() const
{
    int count = 0;
    for (const Item* item : std::as_const(m_items))
        count += item->state == State::Failed ? 1 : 0;
    return count;
}

} // namespace lotse::ui
