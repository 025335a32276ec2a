// SPDX-License-Identifier: GPL-3.0-or-later
#include "DocumentList.h"

#include "ingest/SourceFile.h"

#include <QDir>
#include <QFileInfo>
#include <QHash>
#include <QHeaderView>
#include <QLocale>
#include <QStyle>

namespace lotse::ui {

namespace {

// The same form the ingest pipeline stores, so queued rows meet their results.
QString cleanAbsolute(const QString& path)
{
    return QDir::cleanPath(QFileInfo(path).absoluteFilePath());
}

} // namespace

DocumentList::DocumentList(QWidget* parent)
    : QTreeWidget(parent)
{
    setObjectName(QStringLiteral("documentList"));
    setColumnCount(2);
    setHeaderLabels({tr("Document"), tr("Status")});
    setRootIsDecorated(false);
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
}

QString DocumentList::stateName(State state)
{
    switch (state) {
    case State::Queued:
        return QStringLiteral("queued");
    case State::Indexing:
        return QStringLiteral("indexing");
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

DocumentList::State DocumentList::stateOf(const QTreeWidgetItem* item)
{
    return State(item->data(NameColumn, StateValueRole).toInt());
}

QTreeWidgetItem* DocumentList::itemFor(const QString& path, bool create)
{
    for (int i = 0; i < topLevelItemCount(); ++i) {
        if (topLevelItem(i)->data(NameColumn, PathRole).toString() == path)
            return topLevelItem(i);
    }
    return create ? createItem(path) : nullptr;
}

QTreeWidgetItem* DocumentList::createItem(const QString& path)
{
    auto* item = new QTreeWidgetItem;
    item->setData(NameColumn, PathRole, path);
    item->setData(NameColumn, JobRole, quint64(0));
    item->setData(NameColumn, StoredRole, false);
    item->setText(NameColumn, QFileInfo(path).fileName());
    item->setToolTip(NameColumn, QDir::toNativeSeparators(path));
    item->setIcon(NameColumn, style()->standardIcon(QStyle::SP_FileIcon));
    addTopLevelItem(item);
    return item;
}

void DocumentList::setState(QTreeWidgetItem* item, State state, const QString& reason)
{
    item->setData(NameColumn, StateRole, stateName(state));
    item->setData(NameColumn, StateValueRole, int(state));
    item->setData(NameColumn, ReasonRole, reason);
    QString text;
    QString tip;
    QStyle::StandardPixmap icon = QStyle::SP_CustomBase;
    switch (state) {
    case State::Queued:
        text = tr("Queued");
        tip = tr("Waiting to be indexed.");
        icon = QStyle::SP_ArrowRight;
        break;
    case State::Indexing:
        text = tr("Indexing…");
        tip = tr("Reading the file and splitting it into passages.");
        icon = QStyle::SP_BrowserReload;
        break;
    case State::Ready:
        text = tr("Ready");
        tip = tr("Indexed: Lotse can answer from this document.");
        icon = QStyle::SP_DialogApplyButton;
        break;
    case State::Failed:
        text = tr("Failed");
        tip = tr("%1\nFix the file and add it again, or remove it from the list.").arg(reason);
        icon = QStyle::SP_MessageBoxCritical;
        break;
    case State::Skipped:
        text = tr("Skipped");
        tip = tr("%1\nLotse reads these files: %2").arg(reason, SourceFile::supportedPatterns());
        icon = QStyle::SP_MessageBoxWarning;
        break;
    case State::Removing:
        text = tr("Removing…");
        tip = tr("Removing the document and its passages from the knowledge base.");
        icon = QStyle::SP_TrashIcon;
        break;
    }
    item->setText(StatusColumn, text);
    item->setToolTip(StatusColumn, tip);
    item->setIcon(StatusColumn, style()->standardIcon(icon));
    showReason(item, reason);
}

void DocumentList::showReason(QTreeWidgetItem* item, const QString& reason)
{
    if (reason.isEmpty()) {
        qDeleteAll(item->takeChildren());
        return;
    }
    // The reason names the file by its full path; below the file's own row its name is enough.
    const QString path = item->data(NameColumn, PathRole).toString();
    QString shown = reason;
    shown.replace(QDir::toNativeSeparators(path), QFileInfo(path).fileName());
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
    QHash<QString, const DocumentRecord*> byPath;
    for (const DocumentRecord& record : documents)
        byPath.insert(record.path, &record);
    for (int i = topLevelItemCount() - 1; i >= 0; --i) {
        QTreeWidgetItem* item = topLevelItem(i);
        if (byPath.contains(item->data(NameColumn, PathRole).toString()))
            continue;
        const bool transient = item->data(NameColumn, JobRole).toULongLong() != 0;
        const State state = stateOf(item);
        const bool problem = state == State::Failed || state == State::Skipped;
        if (transient || problem)
            item->setData(NameColumn, StoredRole, false);
        else
            delete item;
    }
    QHash<QString, QTreeWidgetItem*> rows; // one pass, not a search per document
    for (int i = 0; i < topLevelItemCount(); ++i)
        rows.insert(topLevelItem(i)->data(NameColumn, PathRole).toString(), topLevelItem(i));
    const QLocale locale;
    for (const DocumentRecord& record : documents) {
        QTreeWidgetItem* item = rows.value(record.path);
        if (!item)
            item = createItem(record.path);
        item->setData(NameColumn, StoredRole, true);
        item->setText(NameColumn, record.title.isEmpty() ? QFileInfo(record.path).fileName() : record.title);
        QString tip = QDir::toNativeSeparators(record.path);
        if (record.isReady()) {
            tip += QLatin1Char('\n')
                   + tr("%n passage(s), indexed %1", nullptr, record.chunkCount)
                         .arg(locale.toString(record.ingestedAt.toLocalTime(), QLocale::ShortFormat));
        }
        item->setToolTip(NameColumn, tip);
        if (item->data(NameColumn, JobRole).toULongLong() != 0)
            continue; // a running job owns the row until it finishes
        if (record.updateFailed())
            setState(item, State::Ready,
                     tr("The last update failed; the previous version is still used. %1").arg(record.error));
        else if (record.isReady())
            setState(item, State::Ready);
        else if (!record.error.isEmpty())
            setState(item, State::Failed, record.error);
        else if (stateOf(item) != State::Failed || item->data(NameColumn, ReasonRole).toString().isEmpty())
            setState(item, State::Failed, tr("The reason was not recorded. Add the file again to see it."));
    }
}

void DocumentList::markQueued(quint64 job, const QString& path, bool folder)
{
    QTreeWidgetItem* item = itemFor(cleanAbsolute(path), true);
    item->setData(NameColumn, JobRole, job);
    item->setData(NameColumn, FolderRole, folder);
    if (folder)
        item->setIcon(NameColumn, style()->standardIcon(QStyle::SP_DirIcon));
    setState(item, State::Queued);
}

void DocumentList::markIndexing(quint64 job, const QString& path)
{
    QTreeWidgetItem* item = itemFor(cleanAbsolute(path), true);
    item->setData(NameColumn, JobRole, job);
    setState(item, State::Indexing);
    scrollToItem(item);
}

void DocumentList::markRemoving(quint64 job, const QString& path)
{
    if (QTreeWidgetItem* item = itemFor(cleanAbsolute(path), false)) {
        item->setData(NameColumn, JobRole, job);
        setState(item, State::Removing);
    }
}

void DocumentList::updateFolders(quint64 job, const QString& status)
{
    for (int i = 0; i < topLevelItemCount(); ++i) {
        QTreeWidgetItem* item = topLevelItem(i);
        if (item->data(NameColumn, JobRole).toULongLong() == job && item->data(NameColumn, FolderRole).toBool())
            item->setText(StatusColumn, status);
    }
}

void DocumentList::applyOutcome(const FileOutcome& outcome)
{
    const QString path = cleanAbsolute(outcome.path);
    switch (outcome.kind) {
    case FileOutcome::Kind::Removed:
        delete itemFor(path, false);
        return;
    case FileOutcome::Kind::Added:
    case FileOutcome::Kind::Updated:
    case FileOutcome::Kind::Unchanged:
        setState(itemFor(path, true), State::Ready);
        break;
    case FileOutcome::Kind::Failed:
        setState(itemFor(path, true), State::Failed, outcome.message);
        break;
    case FileOutcome::Kind::Skipped:
        setState(itemFor(path, true), State::Skipped, outcome.message);
        break;
    }
    itemFor(path, false)->setData(NameColumn, JobRole, quint64(0));
}

void DocumentList::showProblems(const QList<FileOutcome>& problems)
{
    for (const FileOutcome& problem : problems) {
        QTreeWidgetItem* item = itemFor(cleanAbsolute(problem.path), false);
        if (!item || item->data(NameColumn, JobRole).toULongLong() != 0 || stateOf(item) != State::Failed)
            applyOutcome(problem); // a problem found while expanding a folder has no row yet
    }
}

void DocumentList::finishJob(quint64 job)
{
    for (int i = 0; i < topLevelItemCount(); ++i) {
        QTreeWidgetItem* item = topLevelItem(i);
        if (item->data(NameColumn, JobRole).toULongLong() == job)
            item->setData(NameColumn, JobRole, quint64(0));
    }
}

void DocumentList::clearProblems()
{
    for (int i = topLevelItemCount() - 1; i >= 0; --i) {
        QTreeWidgetItem* item = topLevelItem(i);
        const bool stored = item->data(NameColumn, StoredRole).toBool();
        const bool idle = item->data(NameColumn, JobRole).toULongLong() == 0;
        if (!stored && idle)
            delete item;
    }
}

void DocumentList::removeProblemRows(const QStringList& paths)
{
    for (const QString& path : paths)
        delete itemFor(path, false);
}

QStringList DocumentList::selectedStoredPaths() const
{
    QStringList paths;
    for (const QTreeWidgetItem* item : selectedItems()) {
        if (item->data(NameColumn, StoredRole).toBool() && item->data(NameColumn, JobRole).toULongLong() == 0)
            paths.append(item->data(NameColumn, PathRole).toString());
    }
    return paths;
}

QStringList DocumentList::selectedProblemPaths() const
{
    QStringList paths;
    for (const QTreeWidgetItem* item : selectedItems()) {
        if (!item->data(NameColumn, StoredRole).toBool() && item->data(NameColumn, JobRole).toULongLong() == 0)
            paths.append(item->data(NameColumn, PathRole).toString());
    }
    return paths;
}

int DocumentList::readyCount() const
{
    int count = 0;
    for (int i = 0; i < topLevelItemCount(); ++i) {
        const QTreeWidgetItem* item = topLevelItem(i);
        count += item->data(NameColumn, StoredRole).toBool() && stateOf(item) == State::Ready ? 1 : 0;
    }
    return count;
}

} // namespace lotse::ui
