// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "agent/AgentService.h"
#include "llm/KeychainKeyStore.h"
#include "llm/ProviderConfig.h"
#include "llm/auth/Credential.h"
#include "store/pg/DatabaseUrl.h"

#include <QMainWindow>
#include <QNetworkAccessManager>
#include <QTimer>
#include <functional>
#include <memory>
#include <optional>

class QDockWidget;
class QLabel;
class QMimeData;

namespace lotse {
class ConversationStore;
class Database;
class DocumentStore;
class EmbeddingService;
class FolderSync;
class IngestService;
struct AgentEvent;
} // namespace lotse

namespace lotse::ui {

class ConversationList;
class ConversationView;
class History;
class KnowledgeBasePanel;
class QuestionBar;
class ResearchView;
class SourceView;
class HelpDialog;
class TeamMode;
class WindowActions;

// Wires the panes to the services: ingestion and the agent loop run on their worker threads;
// the window keeps its own database connection for quick reads (the document list, cited passages).
class MainWindow final : public QMainWindow
{
    Q_OBJECT
public:
    static constexpr int embedSoonMs = 1000;

    // `team`: the window works on that team knowledge base's local copy at `databasePath` (TeamMode).
    explicit MainWindow(const QString& databasePath, QWidget* parent = nullptr,
                        const std::optional<DatabaseUrl>& team = std::nullopt);
    ~MainWindow() override;

    const QString& databasePath() const { return m_databasePath; }
    // Files or folders to add to the knowledge base (dropped, given on the command line, "Open with").
    void addDocuments(const QStringList& paths);
    TeamMode* teamMode() const { return m_team; } // nullptr: the person's own knowledge base

Q_SIGNALS:
    // Another knowledge base was chosen (a team's, or back to one's own, TeamSettings): the
    // application opens a new window on it.
    void knowledgeBaseSwitchRequested();

protected:
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dropEvent(QDropEvent* event) override;
    // Remembers the window's size and its panels for the next start.
    void closeEvent(QCloseEvent* event) override;
    bool event(QEvent* event) override;

private:
    void buildLayout();
    QDockWidget* addPanel(const QString& name, QWidget* content, Qt::DockWidgetArea area);
    // The size and panels of the last session, or the first start's.
    void restoreLayout();
    void showPanel(QDockWidget* dock);
    void connectActions();
    void openDatabase();
    // Offline, or the configured provider (the key from LOTSE_API_KEY or the OS keychain, kept in
    // memory only). Called again when the settings change; a running question finishes first.
    void setUpAgent();
    void useAgent(AgentService::StrategyFactory strategies, bool offline);
    // What answers, in the status bar and the welcome text (again after a language change).
    void showMode();
    // A status bar message; `text` is asked again when the language changes while it is shown.
    void showStatus(std::function<QString()> text, int timeout = 0);
    void embedNewPassages();
    void ask(const QString& question);
    void setRunning(bool running);
    void onAgentEvent(const AgentEvent& event);
    void replay(int exchange);
    // Conversations: the one shown goes on with the next question; another is opened from its traces.
    void newConversation();
    void openConversation(qint64 id);
    void keepInConversation(qint64 trace);
    // `quote` marks the words a statement relies on (empty: only the passage is marked).
    void showChunk(qint64 chunkId, lotse::TextSpan quote = {});
    void showSettings();
    void showAbout();
    void connectTeam();
    void useOwnKnowledgeBase();
    HelpDialog* help(); // made when first asked for
    static QStringList localPaths(const QMimeData* mime);

    QString m_databasePath;
    std::unique_ptr<Database> m_db;
    std::unique_ptr<DocumentStore> m_store;
    std::unique_ptr<ConversationStore> m_conversations;
    qint64 m_conversationId = 0;      // the conversation shown; 0: a new one, created by its first question
    QList<qint64> m_unsavedQuestions; // the conversation of each question whose trace is being saved
    // Declared after the connection: the services stop their threads first when the window goes.
    std::unique_ptr<IngestService> m_ingest;
    std::unique_ptr<FolderSync> m_folderSync; // after m_ingest: destroyed before it
    std::unique_ptr<AgentService> m_agent;
    std::unique_ptr<EmbeddingService> m_embeddings;
    // While files are being indexed, their passages are embedded already (at most once per interval).
    QTimer m_embedSoon;
    std::optional<ProviderConfig> m_provider;
    Credential m_credential;
    KeychainKeyStore m_keys;
    QNetworkAccessManager m_network; // the settings dialog's connection test
    quint64 m_setupGeneration = 0;   // a key read for older settings is dropped
    bool m_setupPending = false;     // settings changed while a question ran
    bool m_offline = true;           // the agent answers offline
    QString m_pendingQuestion;       // asked before the first agent was ready: asked once it is
    bool m_readingKey = false;       // the provider's key is being read; the agent is not replaced yet
    QString m_providerMode;          // the provider and its deployment, when one is configured
    std::function<QString()> m_statusText;
    QString m_statusShown;
    int m_statusTimeout = 0;

    QDockWidget* m_dock = nullptr; // the knowledge base
    QDockWidget* m_researchDock = nullptr;
    QDockWidget* m_sourceDock = nullptr;
    QDockWidget* m_conversationsDock = nullptr;
    ConversationList* m_conversationList = nullptr;
    KnowledgeBasePanel* m_panel = nullptr;
    QuestionBar* m_question = nullptr;
    ConversationView* m_conversation = nullptr;
    ResearchView* m_research = nullptr;
    SourceView* m_source = nullptr;
    WindowActions* m_actions = nullptr;
    HelpDialog* m_help = nullptr;
    TeamMode* m_team = nullptr;
    History* m_history = nullptr;
    QLabel* m_databaseLabel = nullptr;
    QLabel* m_modeLabel = nullptr;
};

} // namespace lotse::ui
