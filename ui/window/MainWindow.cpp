// SPDX-License-Identifier: GPL-3.0-or-later
#include "window/MainWindow.h"

#include "agent/AgentService.h"
#include "agent/AgentSettings.h"
#include "agent/llm/LlmStrategies.h"
#include "agent/offline/OfflineStrategies.h"
#include "common/BuildInfo.h"
#include "conversation/ConversationList.h"
#include "conversation/ConversationStore.h"
#include "conversation/ConversationView.h"
#include "conversation/QuestionBar.h"
#include "ingest/FolderSync.h"
#include "ingest/IngestService.h"
#include "knowledgebase/KnowledgeBasePanel.h"
#include "llm/PriceTable.h"
#include "llm/ProviderSettings.h"
#include "llm/auth/CredentialResolver.h"
#include "research/Motion.h"
#include "research/ResearchView.h"
#include "settings/SettingsDialog.h"
#include "shared/Identity.h"
#include "shared/Retranslate.h"
#include "shared/UiLog.h"
#include "source/SourceView.h"
#include "store/Database.h"
#include "store/DocumentStore.h"
#include "store/pg/TeamSettings.h"
#include "team/TeamConnectDialog.h"
#include "team/TeamMode.h"
#include "text/lexicon/Lexicon.h"
#include "trace/TraceEvents.h"
#include "trace/TraceSettings.h"
#include "trace/TraceStore.h"
#include "vector/EmbeddingService.h"
#include "window/HelpDialog.h"
#include "window/History.h"
#include "window/WindowActions.h"

#include <QAction>
#include <QCloseEvent>
#include <QDir>
#include <QDockWidget>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFileInfo>
#include <QLabel>
#include <QLocale>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QSettings>
#include <QStatusBar>
#include <QTabBar>
#include <QVBoxLayout>
#include <utility>

namespace lotse::ui {

namespace {

constexpr auto geometryKey = "ui/windowGeometry";
constexpr auto stateKey = "ui/windowState"; // docks: which are open, where, how wide

} // namespace

MainWindow::MainWindow(const QString& databasePath, QWidget* parent, const std::optional<DatabaseUrl>& team)
    : QMainWindow(parent)
    , m_databasePath(databasePath)
    , m_ingest(std::make_unique<IngestService>(databasePath))
{
    setObjectName(QStringLiteral("mainWindow"));
    setAcceptDrops(true);
    setWindowIcon(Identity::icon()); // dialogs and the inspector take it from their parent
    buildLayout();
    m_actions = new WindowActions(*this, *m_panel,
                                  {m_dock->toggleViewAction(), m_conversationsDock->toggleViewAction(),
                                   m_researchDock->toggleViewAction(), m_sourceDock->toggleViewAction()},
                                  *m_conversationList);
    m_history = new History(m_databasePath, this);
    if (team) {
        m_team = new TeamMode(*team, m_keys, *m_panel, *m_databaseLabel, this);
        connect(m_team, &TeamMode::copyChanged, m_panel, &KnowledgeBasePanel::refresh);
        m_source->setFilesElsewhere(true);
        m_conversation->setTeamKnowledgeBase(true);
    }
    connectActions();

    connect(m_question, &QuestionBar::askRequested, this, &MainWindow::ask);
    connect(m_question, &QuestionBar::stopRequested, m_actions->stop, &QAction::trigger);
    connect(m_ingest.get(), &IngestService::finished, this, &MainWindow::embedNewPassages);
    // Embedding does not wait for the end of a large job: the passages stored so far go while the
    // next files are read and stored (one request batch keeps the provider busy meanwhile).
    m_embedSoon.setSingleShot(true);
    m_embedSoon.setInterval(embedSoonMs);
    connect(&m_embedSoon, &QTimer::timeout, this, &MainWindow::embedNewPassages);
    connect(m_ingest.get(), &IngestService::fileFinished, this, [this](quint64, const FileOutcome& outcome) {
        if ((outcome.kind == FileOutcome::Kind::Added || outcome.kind == FileOutcome::Kind::Updated)
            && !m_embedSoon.isActive())
            m_embedSoon.start();
    });
    connect(m_conversation, &ConversationView::citationActivated, this, &MainWindow::showChunk);
    connect(m_conversation, &ConversationView::replayRequested, this, &MainWindow::replay);
    connect(m_conversation, &ConversationView::sampleRequested, m_panel, &KnowledgeBasePanel::loadSampleHandbook);
    connect(m_conversation, &ConversationView::settingsRequested, this, &MainWindow::showSettings);
    connect(m_research, &ResearchView::hitActivated, this, [this](qint64 chunkId) { showChunk(chunkId); });
    connect(m_research, &ResearchView::quoteActivated, this, &MainWindow::showChunk);
    connect(m_research, &ResearchView::verdictActivated, this, [this](int round, const QByteArray& json) {
        m_source->showJson([round] { return tr("The grader's verdict, round %1").arg(round); }, json);
    });
    connect(m_panel, &KnowledgeBasePanel::documentsChanged, this,
            [this](int ready) { m_conversation->setKnowledgeBaseEmpty(ready == 0); });
    connect(m_panel, &KnowledgeBasePanel::documentsChanged, m_history, &History::refreshDocuments);
    connect(m_history, &History::removedAll, this, [this](int count) {
        newConversation(); // the conversations went with the history
        m_conversationList->refresh();
        showStatus([count] { return tr("The history was deleted (%n question(s)).", nullptr, count); }, 8000);
    });
    connect(m_history, &History::saved, this, &MainWindow::keepInConversation);
    connect(m_conversationList, &ConversationList::newRequested, this, &MainWindow::newConversation);
    connect(m_conversationList, &ConversationList::openRequested, this, &MainWindow::openConversation);
    connect(m_conversationList, &ConversationList::removed, this, [this](qint64 id) {
        if (id == m_conversationId)
            newConversation();
    });
    connect(m_conversationList, &ConversationList::failed, this, [this](const QString& message) {
        showStatus([message] { return tr("The conversations could not be updated: %1").arg(message); }, 10000);
    });
    connect(m_history, &History::failed, this, [this](const QString& message) {
        m_unsavedQuestions.clear(); // a question that was not saved is not kept in a conversation
        showStatus([message] { return tr("The history could not be updated: %1").arg(message); }, 10000);
    });

    retranslate(this, [this] {
        setWindowTitle(tr("Lotse"));
        // The View menu's actions follow the titles.
        m_dock->setWindowTitle(tr("Knowledge base"));
        m_conversationsDock->setWindowTitle(tr("Conversations"));
        for (QTabBar* tabs : findChildren<QTabBar*>(Qt::FindDirectChildrenOnly))
            tabs->setAccessibleName(tr("Panels"));
        m_researchDock->setWindowTitle(tr("How it was found"));
        m_sourceDock->setWindowTitle(tr("Source"));
        if (!m_team) // which says where the team's knowledge base is, and how fresh the copy
            m_databaseLabel->setText(tr("Knowledge base: %1").arg(QFileInfo(m_databasePath).fileName()));
        showMode();
        // A status message still shown says it again in the new language.
        if (m_statusText && !m_statusShown.isEmpty() && statusBar()->currentMessage() == m_statusShown)
            showStatus(m_statusText, m_statusTimeout);
    });
    openDatabase();
    // Finishes an interrupted run and picks up what changed while Lotse was closed, then watches.
    m_folderSync = std::make_unique<FolderSync>(*m_ingest);
    m_folderSync->start();
    setUpAgent();
    restoreLayout();
    m_question->focusQuestion();
}

MainWindow::~MainWindow() = default;

void MainWindow::buildLayout()
{
    m_question = new QuestionBar(this);
    m_conversation = new ConversationView(this);
    m_research = new ResearchView(this);
    m_source = new SourceView(this);

    // The conversation is the window: employees ask and read. How it was found and the source open
    // beside it on demand (and stay open when pinned so: the docks' state is restored).
    auto* central = new QWidget(this);
    central->setObjectName(QStringLiteral("centralWidget"));
    auto* layout = new QVBoxLayout(central);
    layout->addWidget(m_question);
    layout->addWidget(m_conversation, 1);
    // Opened panels take their room from each other before they squeeze the conversation (at
    // 1024 pixels with all three open: 220 + 440 + 220 and the frames).
    central->setMinimumWidth(440);
    setCentralWidget(central);
    setDockNestingEnabled(true);

    m_panel = new KnowledgeBasePanel(*m_ingest, this);
    m_dock = addPanel(QStringLiteral("knowledgeBaseDock"), m_panel, Qt::LeftDockWidgetArea);
    m_researchDock = addPanel(QStringLiteral("researchDock"), m_research, Qt::RightDockWidgetArea);
    m_sourceDock = addPanel(QStringLiteral("sourceDock"), m_source, Qt::RightDockWidgetArea);
    m_conversationList = new ConversationList(this);
    m_conversationsDock = addPanel(QStringLiteral("conversationsDock"), m_conversationList, Qt::LeftDockWidgetArea);
    tabifyDockWidget(m_dock, m_conversationsDock);
    m_dock->raise(); // the first start needs documents first
    m_researchDock->hide();
    m_sourceDock->hide();
    m_dock->toggleViewAction()->setObjectName(QStringLiteral("showKnowledgeBaseAction"));
    m_dock->toggleViewAction()->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_K));
    m_researchDock->toggleViewAction()->setObjectName(QStringLiteral("showResearchAction"));
    m_researchDock->toggleViewAction()->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_R));
    m_sourceDock->toggleViewAction()->setObjectName(QStringLiteral("showSourceAction"));

    m_databaseLabel = new QLabel(this);
    m_databaseLabel->setObjectName(QStringLiteral("databaseLabel"));
    m_databaseLabel->setTextFormat(Qt::PlainText);
    m_databaseLabel->setToolTip(QDir::toNativeSeparators(m_databasePath));
    m_modeLabel = new QLabel(this);
    m_modeLabel->setObjectName(QStringLiteral("modeLabel"));
    // Apart from each other and from the messages on their left.
    m_modeLabel->setContentsMargins(16, 0, 8, 0);
    m_databaseLabel->setContentsMargins(8, 0, 4, 0);
    statusBar()->setObjectName(QStringLiteral("statusBar"));
    statusBar()->addPermanentWidget(m_modeLabel);
    statusBar()->addPermanentWidget(m_databaseLabel);

    // Keyboard order: the question, its button, the conversation, the research timeline, the source.
    setTabOrder(m_question, m_conversation);
    setTabOrder(m_conversation, m_research);
    setTabOrder(m_research, m_source);
}

QDockWidget* MainWindow::addPanel(const QString& name, QWidget* content, Qt::DockWidgetArea area)
{
    auto* dock = new QDockWidget(this);
    dock->setObjectName(name);
    dock->setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetFloatable
                      | QDockWidget::DockWidgetClosable);
    dock->setWidget(content);
    // Narrow enough that the conversation keeps most of a 1024-pixel screen with two panels open.
    dock->setMinimumWidth(220);
    addDockWidget(area, dock);
    return dock;
}

void MainWindow::restoreLayout()
{
    QSettings settings;
    const bool restored = restoreGeometry(settings.value(QLatin1String(geometryKey)).toByteArray());
    if (!restored)
        resize(1180, 760);
    if (!restoreState(settings.value(QLatin1String(stateKey)).toByteArray()))
        resizeDocks({m_dock, m_researchDock, m_sourceDock}, {300, 420, 420}, Qt::Horizontal);
}

bool MainWindow::event(QEvent* event)
{
    // The tab bars of docked panels are made by the layout, whenever panels are tabbed together: they
    // get a name a screen reader can say once they are complete.
    if (event->type() == QEvent::ChildPolished) {
        if (auto* tabs = qobject_cast<QTabBar*>(static_cast<QChildEvent*>(event)->child()))
            tabs->setAccessibleName(tr("Panels"));
    }
    return QMainWindow::event(event);
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    QSettings settings;
    settings.setValue(QLatin1String(geometryKey), saveGeometry());
    settings.setValue(QLatin1String(stateKey), saveState());
    QMainWindow::closeEvent(event);
}

void MainWindow::showPanel(QDockWidget* dock)
{
    const bool opening = !dock->isVisible();
    dock->show();
    dock->raise();
    // A panel that opens under another one on the right gets half the height, not what is left.
    QDockWidget* other = dock == m_sourceDock ? m_researchDock : dock == m_researchDock ? m_sourceDock : nullptr;
    if (opening && other && other->isVisible() && !other->isFloating() && !dock->isFloating()
        && dockWidgetArea(other) == dockWidgetArea(dock) && !tabifiedDockWidgets(dock).contains(other)) {
        const int height = (other->height() + dock->height()) / 2;
        resizeDocks({other, dock}, {height, height}, Qt::Vertical);
    }
}

void MainWindow::connectActions()
{
    connect(m_actions->ask, &QAction::triggered, this, [this] { ask(m_question->question()); });
    connect(m_actions->stop, &QAction::triggered, this, [this] {
        if (m_agent)
            m_agent->cancel();
    });
    connect(m_actions->focusQuestion, &QAction::triggered, m_question, &QuestionBar::focusQuestion);
    connect(m_actions->copyAnswer, &QAction::triggered, this, [this] { m_conversation->copyAnswer(); });
    connect(m_actions->replay, &QAction::triggered, this,
            [this] { replay(int(m_conversation->exchanges().size()) - 1); });
    connect(m_actions->findDocument, &QAction::triggered, this, [this] {
        showPanel(m_dock);
        m_panel->focusFilter();
    });
    connect(m_actions->settings, &QAction::triggered, this, &MainWindow::showSettings);
    connect(m_actions->about, &QAction::triggered, this, &MainWindow::showAbout);
    connect(m_actions->gettingStarted, &QAction::triggered, this,
            [this] { help()->showTopic(HelpDialog::Topic::GettingStarted); });
    connect(m_actions->shortcuts, &QAction::triggered, this,
            [this] { help()->showTopic(HelpDialog::Topic::Shortcuts); });
    connect(m_actions->inspector, &QAction::triggered, m_history, &History::showInspector);
    connect(m_actions->quit, &QAction::triggered, this, &QWidget::close);
    connect(m_actions->connectTeam, &QAction::triggered, this, &MainWindow::connectTeam);
    connect(m_actions->ownKnowledgeBase, &QAction::triggered, this, &MainWindow::useOwnKnowledgeBase);
    m_actions->ownKnowledgeBase->setVisible(m_team != nullptr);

    m_actions->reduceMotion->setChecked(QSettings().value(QStringLiteral("ui/reducedMotion"), false).toBool());
    Motion::setReduced(m_actions->reduceMotion->isChecked());
    connect(m_actions->reduceMotion, &QAction::toggled, this, [](bool reduced) {
        Motion::setReduced(reduced);
        QSettings().setValue(QStringLiteral("ui/reducedMotion"), reduced);
    });
}

void MainWindow::connectTeam()
{
    // Opened, not exec()'d: no event loop of its own.
    auto* dialog = new TeamConnectDialog(m_keys, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, &MainWindow::knowledgeBaseSwitchRequested);
    dialog->open();
}

void MainWindow::useOwnKnowledgeBase()
{
    QSettings settings;
    TeamSettings::clear(settings);
    Q_EMIT knowledgeBaseSwitchRequested();
}

void MainWindow::openDatabase()
{
    Result<std::unique_ptr<Database>> db = Database::open(m_databasePath);
    if (!db) {
        m_panel->setStore(nullptr, db.error().message);
        showStatus([] { return tr("The knowledge base could not be opened; see the panel on the left."); });
        return;
    }
    m_db = std::move(db).value();
    m_store = std::make_unique<DocumentStore>(*m_db);
    m_panel->setStore(m_store.get());
    m_history->start();
    m_conversations = std::make_unique<ConversationStore>(*m_db);
    m_conversationList->setStore(m_conversations.get());
    // The conversation of the last session goes on where it was left.
    if (const qint64 newest = m_conversationList->newest())
        openConversation(newest);
}

void MainWindow::newConversation()
{
    if (m_agent && m_agent->isBusy()) {
        showStatus([] { return tr("A question is being answered: start a new conversation when it is done."); }, 6000);
        return;
    }
    m_conversationId = 0;
    m_conversation->clear();
    m_conversationList->setCurrent(0);
    m_question->focusQuestion();
}

void MainWindow::openConversation(qint64 id)
{
    if (!m_conversations || (m_agent && m_agent->isBusy()))
        return;
    const auto traces = m_conversations->traces(id);
    if (!traces) {
        showStatus(
            [message = traces.error().message] { return tr("The conversation could not be read: %1").arg(message); },
            10000);
        return;
    }
    m_conversationId = id;
    m_conversation->clear();
    TraceStore store(*m_db);
    for (qint64 traceId : traces.value()) {
        const Result<TraceRecord> record = store.trace(traceId);
        if (record) // one that is gone meanwhile (purged) is left out
            m_conversation->restore(TraceEvents::fromTrace(record.value().trace), record.value().summary.createdAt);
    }
    m_conversationList->setCurrent(id);
}

void MainWindow::keepInConversation(qint64 trace)
{
    if (m_unsavedQuestions.isEmpty() || !m_conversations)
        return;
    const qint64 conversation = m_unsavedQuestions.takeFirst();
    if (const Status kept = m_conversations->addTrace(conversation, trace); !kept)
        qCWarning(lcUi) << "question not kept in its conversation:" << kept.error().message;
    m_conversationList->refresh();
}

void MainWindow::ask(const QString& question)
{
    if (question.isEmpty()) {
        m_conversation->showNotice([] { return tr("Type a question first, then press Enter."); });
        return;
    }
    if (!m_store) {
        m_conversation->showNotice([] {
            return tr("The knowledge base is not open, so there is nothing to search. The panel on the left says why; "
                      "start Lotse with --db to use another file.");
        });
        return;
    }
    if (m_panel->readyCount() == 0) {
        m_conversation->showNotice([busy = m_panel->isBusy(), team = m_team != nullptr] {
            if (team)
                return tr("Your copy of the team knowledge base has no documents yet: it is being brought up to date, "
                          "or your groups may read none. The status bar says which; ask its administrator if it "
                          "stays empty.");
            return busy ? tr("Your documents are still being indexed. Ask again when they are ready.")
                        : tr("There are no documents to answer from yet. Load the sample handbook or add your own "
                             "documents on the left, then ask again.");
        });
        return;
    }
    if (!m_agent) {
        // The keychain answers over D-Bus, slowly on a busy machine: the question waits for it (useAgent).
        m_pendingQuestion = question;
        m_conversation->showNotice([] {
            return tr("Lotse is still reading the API key from the keychain. Your question is asked as soon as it has "
                      "it.");
        });
        return;
    }
    m_source->clearSource();
    QSettings settings;
    if (m_conversations && m_conversationId == 0) {
        // A new conversation is named after its first question (renamed in the list), unless the
        // history keeps no question text: then after the time it began.
        const bool storeQuestion = TraceSettings::load(settings).storeQuestionText;
        const Result<qint64> created = m_conversations->create(
            storeQuestion
                ? question
                : tr("Conversation of %1").arg(QLocale().toString(QDateTime::currentDateTime(), QLocale::ShortFormat)));
        if (created) {
            m_conversationId = created.value();
            m_conversationList->setCurrent(m_conversationId);
        }
    }
    if (m_conversationId != 0)
        m_unsavedQuestions.append(m_conversationId);
    const AgentOptions options = AgentSettings::load(settings);
    m_history->begin(options, m_provider ? TraceContext::forProvider(*m_provider, PriceTable::load(settings))
                                         : TraceContext::offline());
    m_agent->ask(question, options);
}

void MainWindow::setRunning(bool running)
{
    m_question->setRunning(running);
    m_actions->stop->setEnabled(running);
    m_actions->ask->setEnabled(!running);
    m_actions->replay->setEnabled(!running);
    if (!running && m_setupPending) {
        m_setupPending = false;
        setUpAgent();
    }
}

void MainWindow::replay(int exchange)
{
    const QList<Exchange>& exchanges = m_conversation->exchanges();
    if (exchange < 0 || exchange >= exchanges.size() || (m_agent && m_agent->isBusy()))
        return;
    showPanel(m_researchDock);
    m_research->replay(exchanges.at(exchange).events);
}

void MainWindow::showSettings()
{
    auto* dialog = new SettingsDialog(m_keys, m_network, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &SettingsDialog::historyDeletionRequested, m_history, &History::removeAll);
    connect(dialog, &SettingsDialog::settingsChanged, m_history, &History::reloadSettings);
    const auto applySettings = [this] {
        if (m_agent && m_agent->isBusy()) {
            m_setupPending = true;
            showStatus([] { return tr("The new settings apply once this question is answered."); }, 8000);
            return;
        }
        setUpAgent();
    };
    connect(dialog, &SettingsDialog::settingsChanged, this, applySettings);
    // A sign-out (or a new sign-in) holds at once, even when the dialog is then cancelled.
    connect(dialog, &SettingsDialog::signInChanged, this, applySettings);
    dialog->open();
}

void MainWindow::setUpAgent()
{
    const quint64 generation = ++m_setupGeneration;
    m_provider.reset();
    m_credential = {};
    m_embeddings.reset(); // its provider may have changed; it starts again after the next ingest
    const std::optional<ProviderConfig> provider = ProviderSettings::load(QSettings());
    const Status valid = provider ? ProviderSettings::validate(*provider) : success();
    if (!provider || !valid) {
        if (!valid)
            showStatus([message = valid.error().message] {
                return tr("The configured provider cannot be used (%1) Answering offline.").arg(message);
            });
        useAgent(OfflineStrategies::factory(m_databasePath, AgentSettings::load(QSettings())), true);
        return;
    }
    m_providerMode = QStringLiteral("%1 · %2").arg(ProviderConfig::kindName(provider->kind), provider->chatDeployment);
    m_readingKey = true;
    showMode();
    CredentialResolver::resolve(m_keys, this, *provider, [this, generation, provider](Result<Credential> credential) {
        if (generation != m_setupGeneration)
            return; // the settings changed again meanwhile
        if (!credential) {
            qCWarning(lcUi) << "provider not used:" << credential.error().message;
            showStatus(
                [message = credential.error().message] { return tr("%1 Answering offline until then.").arg(message); });
            useAgent(OfflineStrategies::factory(m_databasePath, AgentSettings::load(QSettings())), true);
            return;
        }
        m_provider = provider;
        m_credential = credential.value();
        useAgent(LlmStrategies::factory(m_databasePath, *provider, m_credential), false);
        embedNewPassages(); // documents indexed before the provider was set get their vectors
    });
}

void MainWindow::useAgent(AgentService::StrategyFactory strategies, bool offline)
{
    m_agent = std::make_unique<AgentService>(std::move(strategies));
    connect(m_agent.get(), &AgentService::busyChanged, this, &MainWindow::setRunning);
    connect(m_agent.get(), &AgentService::event, this, &MainWindow::onAgentEvent);
    m_offline = offline;
    m_readingKey = false;
    showMode();
    m_history->setAnswering(m_provider, m_credential);
    if (!m_pendingQuestion.isEmpty())
        ask(std::exchange(m_pendingQuestion, QString()));
}

void MainWindow::showStatus(std::function<QString()> text, int timeout)
{
    m_statusText = std::move(text);
    m_statusTimeout = timeout;
    // QStatusBar cuts a long message off where the mode label begins: elided instead, with room to spare.
    const int room = m_modeLabel->isVisible() ? m_modeLabel->x() - 24 : statusBar()->width() - 24;
    m_statusShown = statusBar()->fontMetrics().elidedText(m_statusText(), Qt::ElideRight, std::max(room, 80));
    statusBar()->showMessage(m_statusShown, timeout);
}

void MainWindow::showMode()
{
    const QString mode = m_offline ? tr("Offline mode") : m_providerMode;
    // A broken installation shows at once: offline search without its word lists refuses far more.
    const QString missingLists = m_offline ? Lexicon::missingWarning() : QString();
    m_modeLabel->setText(m_readingKey             ? tr("Reading the API key…")
                         : missingLists.isEmpty() ? mode
                                                  : tr("Offline mode, without word lists"));
    m_modeLabel->setToolTip(missingLists);
    if (!m_readingKey) // the conversation keeps naming what answers until the new agent is ready
        m_conversation->setMode(mode, m_offline);
}

void MainWindow::embedNewPassages()
{
    // With an embedding deployment, new passages get vectors in the background; questions keep
    // being answered meanwhile (keywords, or the previous embedding model).
    if (!m_provider || m_provider->embeddingDeployment.isEmpty())
        return;
    if (!m_embeddings) {
        m_embeddings = std::make_unique<EmbeddingService>(m_databasePath);
        connect(m_embeddings.get(), &EmbeddingService::progress, this, [this](int done, int total) {
            showStatus([done, total] { return tr("Embedding passages: %1 of %2").arg(done).arg(total); });
        });
        connect(m_embeddings.get(), &EmbeddingService::finished, this, [this](int embedded, const TokenUsage&) {
            if (embedded > 0)
                showStatus([embedded] { return tr("%n passage(s) embedded.", nullptr, embedded); }, 5000);
        });
        connect(m_embeddings.get(), &EmbeddingService::progress, m_panel, &KnowledgeBasePanel::setEmbeddingProgress);
        connect(m_embeddings.get(), &EmbeddingService::pending, m_panel, &KnowledgeBasePanel::setEmbeddingPending);
        connect(m_embeddings.get(), &EmbeddingService::finished, m_panel, &KnowledgeBasePanel::setEmbeddingFinished);
        connect(m_embeddings.get(), &EmbeddingService::failed, m_panel, &KnowledgeBasePanel::setEmbeddingFailed);
        connect(m_embeddings.get(), &EmbeddingService::failed, this, [this](const Error& error) {
            qCWarning(lcUi) << "embedding failed:" << error.message;
            showStatus([message = error.message] {
                return tr("Embedding stopped: %1 Keyword search still works.").arg(message);
            });
        });
    }
    const bool running = m_embeddings->isRunning();
    m_embeddings->start(*m_provider, m_credential); // a running one takes the new passages along
    if (!running)
        m_panel->setEmbeddingProgress(0, 0); // the embedding thread then names the documents without vectors
}

void MainWindow::onAgentEvent(const AgentEvent& event)
{
    m_research->handleEvent(event);
    m_conversation->handleEvent(event);
    m_history->handleEvent(event);
    if (event.type == AgentEvent::Type::Finished && event.outcome == Outcome::Failed) {
        qCWarning(lcUi) << "question failed:" << event.error;
        showStatus([message = event.error] { return tr("The question could not be answered: %1").arg(message); },
                   10000);
    }
}

void MainWindow::showChunk(qint64 chunkId, TextSpan quote)
{
    if (!m_store) {
        m_source->showError([] { return tr("The knowledge base is not open, so the passage cannot be shown."); });
        return;
    }
    const Result<ChunkRecord> chunk = m_store->chunk(chunkId);
    if (!chunk) {
        m_source->showError([notFound = chunk.error().code == Error::Code::NotFound, message = chunk.error().message] {
            return notFound ? tr("This passage is no longer in the knowledge base: its document was removed or indexed "
                                 "again. Ask the question again for up-to-date sources.")
                            : tr("The passage could not be read: %1").arg(message);
        });
        return;
    }
    const auto document = m_store->document(chunk.value().documentPath);
    showPanel(m_sourceDock);
    m_source->showChunk(chunk.value(), document && document.value() ? document.value()->sha256 : QString(), quote);
}

HelpDialog* MainWindow::help()
{
    if (!m_help)
        m_help = new HelpDialog(this);
    return m_help;
}

void MainWindow::showAbout()
{
    // Opened, not exec()'d: no event loop of its own.
    auto* box = new QMessageBox(this);
    box->setObjectName(QStringLiteral("aboutBox"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->setWindowTitle(tr("About Lotse"));
    box->setIconPixmap(Identity::icon().pixmap(64, 64));
    box->setText(
        tr("<h3>Lotse %1</h3><p>A handbook assistant that answers only from your own documents, and shows the "
           "passage behind every statement.</p><p>Build %2. Licensed under the GNU GPL, version 3 or later.</p>")
            .arg(BuildInfo::version(), BuildInfo::commit()));
    box->open();
}

QStringList MainWindow::localPaths(const QMimeData* mime)
{
    QStringList paths;
    if (!mime || !mime->hasUrls())
        return paths;
    for (const QUrl& url : mime->urls()) {
        if (url.isLocalFile())
            paths.append(url.toLocalFile());
    }
    return paths;
}

void MainWindow::dragEnterEvent(QDragEnterEvent* event)
{
    if (!localPaths(event->mimeData()).isEmpty())
        event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent* event)
{
    const QStringList paths = localPaths(event->mimeData());
    if (paths.isEmpty())
        return;
    event->acceptProposedAction();
    addDocuments(paths);
}

void MainWindow::addDocuments(const QStringList& paths)
{
    if (paths.isEmpty())
        return;
    showPanel(m_dock);
    m_panel->addPaths(paths);
}

} // namespace lotse::ui
