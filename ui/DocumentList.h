// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ingest/IngestTypes.h"
#include "store/Records.h"

#include <QTreeWidget>

namespace lotse::ui {

// The documents of the knowledge base, one row per file, with what is happening to each.
// Stored rows mirror the database; rows of running jobs (queued, indexing, removing) and problem
// rows (files that were skipped or could not be stored) are kept across refreshes.
class DocumentList final : public QTreeWidget
{
    Q_OBJECT
public:
    enum Column { NameColumn, StatusColumn };
    enum class State { Queued, Indexing, Ready, Failed, Skipped, Removing };
    Q_ENUM(State)

    static constexpr int PathRole = Qt::UserRole + 1;
    static constexpr int StateRole = Qt::UserRole + 2; // stateName(): "queued", "indexing", "ready", …
    static constexpr int JobRole = Qt::UserRole + 3;   // the job that owns a transient row, 0 otherwise
    static constexpr int StoredRole = Qt::UserRole + 4;
    static constexpr int ReasonRole = Qt::UserRole + 5;
    static constexpr int FolderRole = Qt::UserRole + 6;

    explicit DocumentList(QWidget* parent = nullptr);

    static QString stateName(State state);

    void setDocuments(const QList<DocumentRecord>& documents);
    void markQueued(quint64 job, const QString& path, bool folder);
    void markIndexing(quint64 job, const QString& path);
    void markRemoving(quint64 job, const QString& path);
    void updateFolders(quint64 job, const QString& status);
    void applyOutcome(const FileOutcome& outcome);
    void showProblems(const QList<FileOutcome>& problems);
    void finishJob(quint64 job);
    void clearProblems();
    void removeProblemRows(const QStringList& paths);

    QStringList selectedStoredPaths() const;
    QStringList selectedProblemPaths() const;
    int readyCount() const;

private:
    QTreeWidgetItem* itemFor(const QString& path, bool create);
    QTreeWidgetItem* createItem(const QString& path);
    void setState(QTreeWidgetItem* item, State state, const QString& reason = {});
    void showReason(QTreeWidgetItem* item, const QString& reason);
    static State stateOf(const QTreeWidgetItem* item);
    static constexpr int StateValueRole = Qt::UserRole + 7;
};

} // namespace lotse::ui
