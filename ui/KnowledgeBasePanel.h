// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ingest/IngestTypes.h"

#include <QHash>
#include <QWidget>

class QAction;
class QFrame;
class QLabel;
class QProgressBar;
class QPushButton;

namespace lotse {
class DocumentStore;
class IngestService;
struct Error;
} // namespace lotse

namespace lotse::ui {

class DocumentList;

// The knowledge base side panel: the documents and their status, adding files, folders and the
// sample handbook, removing documents, and the progress of running ingest jobs. All work goes
// through the IngestService; the list is read from the GUI thread's own connection.
class KnowledgeBasePanel final : public QWidget
{
    Q_OBJECT
public:
    KnowledgeBasePanel(IngestService& ingest, QWidget* parent = nullptr);

    // nullptr when the knowledge base could not be opened; the panel then explains why.
    void setStore(DocumentStore* store, const QString& openError = {});

    QAction* addFilesAction() const { return m_addFiles; }
    QAction* addFolderAction() const { return m_addFolder; }
    QAction* loadSampleAction() const { return m_loadSample; }
    QAction* removeAction() const { return m_remove; }

    int readyCount() const;
    bool isBusy() const { return !m_jobs.isEmpty(); }
    static QString sampleLanguage();

public Q_SLOTS:
    void addPaths(const QStringList& paths);
    void loadSampleHandbook();
    void refresh();

Q_SIGNALS:
    void documentsChanged(int readyCount);

private:
    struct Job
    {
        bool removing = false;
        int total = -1; // unknown until the worker has expanded the folders
        int done = 0;
    };

    void chooseFiles();
    void chooseFolder();
    void removeSelected();
    void onStarted(quint64 job, const QStringList& files);
    void onFileStarted(quint64 job, const QString& path, int index, int total);
    void onFileFinished(quint64 job, const FileOutcome& outcome, int index, int total);
    void onFinished(quint64 job, const IngestSummary& summary);
    void onFailed(quint64 job, const Error& error);
    void updateProgress();
    void updateEmptyState();
    void updateSelection();
    void showMessage(const QString& text, bool error);
    QString summaryText(const Job& job, const IngestSummary& summary) const;

    IngestService& m_ingest;
    DocumentStore* m_store = nullptr;
    QHash<quint64, Job> m_jobs;
    QString m_currentFile;
    bool m_cancelling = false;

    QAction* m_addFiles = nullptr;
    QAction* m_addFolder = nullptr;
    QAction* m_loadSample = nullptr;
    QAction* m_remove = nullptr;
    QFrame* m_emptyState = nullptr;
    DocumentList* m_list = nullptr;
    QWidget* m_progressBox = nullptr;
    QLabel* m_progressLabel = nullptr;
    QProgressBar* m_progress = nullptr;
    QPushButton* m_cancel = nullptr;
    QLabel* m_message = nullptr;
};

} // namespace lotse::ui
