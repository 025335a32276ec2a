// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ingest/IngestRate.h"
#include "ingest/IngestTypes.h"

#include <QElapsedTimer>
#include <QHash>
#include <QTimer>
#include <QWidget>
#include <functional>
#include <optional>

class QAction;
class QLabel;
class QMenu;
class QHBoxLayout;
class QToolButton;

namespace lotse {
class DocumentStore;
class IngestService;
struct Error;
} // namespace lotse

namespace lotse::ui {

class Dialogs;
class DocumentFilterRow;
class SampleNotice;
class DocumentList;
class EmbeddingProgressBox;
class IngestProgressBox;
class KnowledgeBaseEmptyState;

// The knowledge base side panel: the documents and their status, a filter, adding files, folders
// and the sample handbook, removing and re-indexing documents, the progress of running ingest jobs
// and of embedding. All work goes through the IngestService; the list is read from the GUI thread's
// own connection. Per-file events are applied to the list in batches (at most every
// flushIntervalMs), so hundreds of files per second never keep the GUI thread busy.
class KnowledgeBasePanel final : public QWidget
{
    Q_OBJECT
public:
    static constexpr int flushIntervalMs = 100;

    KnowledgeBasePanel(IngestService& ingest, QWidget* parent = nullptr);

    // nullptr when the knowledge base could not be opened; the panel then explains why.
    void setStore(DocumentStore* store, const QString& openError = {});

    QAction* addFilesAction() const { return m_addFiles; }
    QAction* addFolderAction() const { return m_addFolder; }
    QAction* loadSampleAction() const { return m_loadSample; }
    QAction* removeAction() const { return m_remove; }
    QAction* reindexAction() const { return m_reindex; }
    QAction* retryAction() const { return m_retry; }
    // Where removal is confirmed (the system's dialogs unless a test answers).
    void setDialogs(Dialogs& dialogs) { m_dialogs = &dialogs; }

    // A team knowledge base's local copy: its managers add and remove documents, so nothing here does;
    // `why` says so (and what to do) where the buttons were.
    void setReadOnly(std::function<QString()> why);
    bool isReadOnly() const { return static_cast<bool>(m_readOnly); }

    int readyCount() const;
    bool isBusy() const { return !m_jobs.isEmpty(); }
    bool isEmbedding() const { return m_embedding; }
    static QString sampleLanguage();

public Q_SLOTS:
    void addPaths(const QStringList& paths);
    // Reads and stores the files again even when unchanged (a new chunker, a suspicious index).
    void reindexPaths(const QStringList& paths);
    void loadSampleHandbook();
    void refresh();
    // Puts the keyboard focus into the filter box (the window's Ctrl+F).
    void focusFilter();

    // Embedding, from EmbeddingService.
    void setEmbeddingProgress(int done, int total);
    // The documents whose passages still lack vectors show the Embedding state while it runs.
    void setEmbeddingPending(const QStringList& documentPaths);
    void setEmbeddingFinished();
    void setEmbeddingFailed(const lotse::Error& error);

Q_SIGNALS:
    void documentsChanged(int readyCount);

private:
    struct Job
    {
        // Sync: a job the panel did not start (the folder watcher, resuming on start).
        enum class Kind { Add, Reindex, Remove, Sync };
        Kind kind = Kind::Add;
        int total = -1; // unknown until the worker has expanded the folders
        int done = 0;
    };
    struct CurrentFile
    {
        QString path;
        std::optional<FileProgress> progress;
    };

    void buildActions();
    void buildList(); // the filter, the document list and its context menu
    QHBoxLayout* buildButtons();
    void buildLayout(QHBoxLayout* buttons);
    void connectParts();
    void retranslateTexts();
    void chooseFiles();
    void chooseFolder();
    void removeSelected(); // after a confirmation
    void remove(const QStringList& paths);
    void removeSample(); // after a confirmation
    void reindexSelected();
    quint64 startIngest(const QStringList& paths, Job::Kind kind);
    void track(quint64 job, Job::Kind kind, const QStringList& paths);
    void onStarted(quint64 job, const QStringList& files);
    void onFileStarted(quint64 job, const QString& path, int index, int total);
    void onFileProgress(quint64 job, const QString& path, const FileProgress& progress);
    void onFileFinished(quint64 job, const FileOutcome& outcome, int index, int total);
    void onFinished(quint64 job, const IngestSummary& summary);
    void onFailed(quint64 job, const Error& error);
    void defer(std::function<void()> change);
    void flush();
    void updateProgress();
    void updateEmptyState();
    void updateFilterHint();
    void updateActions();
    // "Retry failed files" only while there are files that failed.
    void updateRetry();
    void showSelection(); // and the reason of a single failed row
    void showMessage(std::function<QString()> text, bool error);
    QString summaryText(const Job& job, const IngestSummary& summary) const;

    IngestService& m_ingest;
    DocumentStore* m_store = nullptr;
    QHash<quint64, Job> m_jobs;
    IngestRate m_rate; // over the jobs running together, from the first one's start
    CurrentFile m_current;
    bool m_cancelling = false;
    QList<std::function<void()>> m_deferred; // list changes waiting for the next flush
    QTimer m_flushTimer;

    bool m_embedding = false;

    QAction* m_addFiles = nullptr;
    QAction* m_addFolder = nullptr;
    QAction* m_loadSample = nullptr;
    QAction* m_remove = nullptr;
    QAction* m_reindex = nullptr;
    QAction* m_retry = nullptr;
    Dialogs* m_dialogs = nullptr;
    SampleNotice* m_sampleNotice = nullptr;
    QStringList m_samplePaths; // documents of the sample handbook in this knowledge base
    QToolButton* m_retryButton = nullptr;
    QToolButton* m_addButton = nullptr;
    QToolButton* m_reindexButton = nullptr;
    QToolButton* m_removeButton = nullptr;
    QMenu* m_contextMenu = nullptr;
    KnowledgeBaseEmptyState* m_emptyState = nullptr;
    DocumentFilterRow* m_filterRow = nullptr;
    QLabel* m_noMatch = nullptr;
    DocumentList* m_list = nullptr;
    IngestProgressBox* m_progress = nullptr;
    EmbeddingProgressBox* m_embeddingBox = nullptr;
    QLabel* m_message = nullptr;
    std::function<QString()> m_messageText;
    bool m_messageIsError = false;
    std::function<QString()> m_readOnly; // why nothing can be added (a team copy); empty: not read-only
};

} // namespace lotse::ui
