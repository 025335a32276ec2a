// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ingest/IngestTypes.h"
#include "store/Records.h"

#include <QHash>
#include <QIcon>
#include <QSet>
#include <QTreeWidget>
#include <array>

class QMenu;

namespace lotse::ui {

// The documents of the knowledge base, one row per file, with what is happening to each. Documents
// from two or more folders are grouped under a row per folder with its count (same-named handbooks
// told apart); from a single folder the list stays flat.
// Stored rows mirror the database; rows of running jobs (queued, indexing, removing) and problem
// rows (files that were skipped or could not be stored) are kept across refreshes.
// Built for large knowledge bases: rows are found by path in a hash, icons are made once, and a
// change to many rows lays the view out once.
class DocumentList final : public QTreeWidget
{
    Q_OBJECT
public:
    enum Column { NameColumn, StatusColumn };
    enum class State { Queued, Indexing, Embedding, Ready, Failed, Skipped, Removing };
    Q_ENUM(State)

    static constexpr int PathRole = Qt::UserRole + 1;
    static constexpr int StateRole = Qt::UserRole + 2; // stateName(): "queued", "indexing", "ready", …
    static constexpr int JobRole = Qt::UserRole + 3;   // the job that owns a transient row, 0 otherwise
    static constexpr int StoredRole = Qt::UserRole + 4;
    static constexpr int ReasonRole = Qt::UserRole + 5;
    static constexpr int FolderRole = Qt::UserRole + 6;
    static constexpr int FolderRowType = QTreeWidgetItem::UserType + 1; // a folder's group row

    explicit DocumentList(QWidget* parent = nullptr);

    // Groups changes to many rows: the view lays itself out once afterwards, not once per row.
    class Batch final
    {
    public:
        explicit Batch(DocumentList& list);
        ~Batch();
        Batch(const Batch&) = delete;
        Batch& operator=(const Batch&) = delete;

    private:
        DocumentList& m_list;
    };

    static QString stateName(State state);

    void setDocuments(const QList<DocumentRecord>& documents);
    void markQueued(quint64 job, const QStringList& paths, bool folders);
    void markIndexing(quint64 job, const QString& path);
    void markRemoving(quint64 job, const QStringList& paths);
    void dropFolders(quint64 job);
    void applyOutcome(const FileOutcome& outcome);
    void showProblems(const QList<FileOutcome>& problems);
    void finishJob(quint64 job);
    void clearProblems();
    void removeProblemRows(const QStringList& paths);
    // Ready documents among `paths` show as Embedding (their passages are still without vectors).
    void setEmbeddingPending(const QSet<QString>& paths);

    // Shows only the rows whose title, file name or path below the folder all documents share contains every
    // word of `text` (any case).
    void setFilterText(const QString& text);
    QString filterText() const { return m_filter; }
    int documentCount() const { return int(m_items.size()); }
    bool isGrouped() const { return m_grouped; }
    // The document rows (not the folder rows), in no particular order.
    QList<QTreeWidgetItem*> documentRows() const;
    int shownCount() const;

    // The menu for the context menu key and the right mouse button (the panel's actions).
    void setContextMenu(QMenu* menu) { m_menu = menu; }

    // Selected rows that are shown (the filter may hide selected ones).
    QStringList selectedStoredPaths() const;
    QStringList selectedProblemPaths() const;
    int readyCount() const;  // stored documents that can be answered from (ready or embedding)
    int failedCount() const; // files that could not be read

Q_SIGNALS:
    void rowsChanged(); // rows came or went, or the filter changed: the counts may differ

protected:
    void contextMenuEvent(QContextMenuEvent* event) override;

private:
    class Item;
    QList<const Item*> selectedDocuments() const;
    Item* find(const QString& path) const { return m_items.value(path); }
    Item* findOrCreate(const QString& path);
    Item* createItem(const QString& path);
    void dropItem(Item* item);
    void setState(Item* item, State state, const QString& reason = {});
    void renderState(Item* item); // the status column's text, tooltip and icon
    void setReady(Item* item, const QString& reason = {});
    void showReason(Item* item, const QString& reason);
    bool matches(const Item* item) const;
    static QString commonFolder(const QStringList& folders);
    void applyFilter(Item* item, bool updateFolder = true);
    QList<Item*> items() const { return m_items.values(); }
    // Grouping: an item's place (its folder's row, or the top level), and all of them moved at
    // once when the second folder comes or the last but one goes.
    static QString folderOf(const QString& path);
    void place(Item* item);
    void setGrouped(bool grouped);
    QTreeWidgetItem* folderRow(const QString& folder);
    void updateFolderRow(const QString& folder);

    QHash<QString, Item*> m_items;              // document rows by path
    QHash<QString, int> m_folderSizes;          // documents per folder
    QHash<QString, QTreeWidgetItem*> m_folders; // the group rows, while grouped
    bool m_grouped = false;
    QSet<QString> m_embeddingPending;
    QString m_filter;
    QStringList m_filterWords;
    QString m_filterRoot; // the folder all documents share, when the filter was set
    std::array<QIcon, 7> m_stateIcons;
    QIcon m_fileIcon;
    QIcon m_folderIcon;
    QMenu* m_menu = nullptr;
    int m_batchDepth = 0;
    bool m_rowsChanged = false;
    QSet<QString> m_staleFolders; // folder rows to update when the batch ends
};

} // namespace lotse::ui
