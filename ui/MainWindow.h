// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "agent/AgentService.h"
#include "llm/KeychainKeyStore.h"
#include "llm/ProviderConfig.h"

#include <QMainWindow>
#include <memory>
#include <optional>

class QDockWidget;
class QLabel;
class QMimeData;

namespace lotse {
class Database;
class DocumentStore;
class EmbeddingService;
class IngestService;
struct AgentEvent;
} // namespace lotse

namespace lotse::ui {

class AnswerView;
class KnowledgeBasePanel;
class QuestionBar;
class RoundsView;
class SourceView;

// Wires the panes to the services: ingestion and the agent loop run on their worker threads;
// the window keeps its own database connection for quick reads (the document list, cited passages).
class MainWindow final : public QMainWindow
{
    Q_OBJECT
public:
    explicit MainWindow(const QString& databasePath, QWidget* parent = nullptr);
    ~MainWindow() override;

    const QString& databasePath() const { return m_databasePath; }

protected:
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dropEvent(QDropEvent* event) override;

private:
    void buildLayout();
    void buildMenus();
    void openDatabase();
    // Offline, or the provider configured with `lotse-cli config` (the key from LOTSE_API_KEY or
    // the OS keychain, kept in memory only).
    void setUpAgent();
    void useAgent(AgentService::StrategyFactory strategies, const QString& mode);
    void embedNewPassages();
    void ask(const QString& question);
    void onAgentEvent(const AgentEvent& event);
    void showChunk(qint64 chunkId);
    void showAbout();
    static QStringList localPaths(const QMimeData* mime);

    QString m_databasePath;
    std::unique_ptr<Database> m_db;
    std::unique_ptr<DocumentStore> m_store;
    // Declared after the connection: the services stop their threads first when the window goes.
    std::unique_ptr<IngestService> m_ingest;
    std::unique_ptr<AgentService> m_agent;
    std::unique_ptr<EmbeddingService> m_embeddings;
    std::optional<ProviderConfig> m_provider;
    QString m_apiKey;
    KeychainKeyStore m_keys;

    QDockWidget* m_dock = nullptr;
    KnowledgeBasePanel* m_panel = nullptr;
    QuestionBar* m_question = nullptr;
    AnswerView* m_answer = nullptr;
    RoundsView* m_rounds = nullptr;
    SourceView* m_source = nullptr;
    QLabel* m_databaseLabel = nullptr;
    QLabel* m_modeLabel = nullptr;
};

} // namespace lotse::ui
