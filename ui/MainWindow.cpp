// SPDX-License-Identifier: GPL-3.0-or-later
#include "MainWindow.h"

#include "AnswerView.h"
#include "KnowledgeBasePanel.h"
#include "QuestionBar.h"
#include "RoundsView.h"
#include "SourceView.h"
#include "UiLog.h"
#include "agent/AgentService.h"
#include "agent/llm/LlmStrategies.h"
#include "agent/offline/OfflineStrategies.h"
#include "ingest/EmbeddingService.h"
#include "ingest/IngestService.h"
#include "llm/ProviderSettings.h"
#include "store/Database.h"
#include "store/DocumentStore.h"

#include <QAction>
#include <QDir>
#include <QDockWidget>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFileInfo>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QSettings>
#include <QSplitter>
#include <QStatusBar>
#include <QVBoxLayout>

namespace lotse::ui {

namespace {

// A pane with a small bold caption above it.
QWidget* captioned(const QString& caption, const QString& name, QWidget* content, QWidget* parent)
{
    auto* box = new QWidget(parent);
    box->setObjectName(name);
    auto* label = new QLabel(caption, box);
    label->setObjectName(name + QStringLiteral("Caption"));
    QFont bold = label->font();
    bold.setBold(true);
    label->setFont(bold);
    auto* layout = new QVBoxLayout(box);
    layout->setContentsMargins(0, 4, 0, 0);
    layout->addWidget(label);
    layout->addWidget(content, 1);
    return box;
}

} // namespace

MainWindow::MainWindow(const QString& databasePath, QWidget* parent)
    : QMainWindow(parent)
    , m_databasePath(databasePath)
    , m_ingest(std::make_unique<IngestService>(databasePath))
{
    setObjectName(QStringLiteral("mainWindow"));
    setAcceptDrops(true);
    buildLayout();
    buildMenus();

    connect(m_question, &QuestionBar::askRequested, this, &MainWindow::ask);
    connect(m_question, &QuestionBar::stopRequested, this, [this] {
        if (m_agent)
            m_agent->cancel();
    });
    connect(m_ingest.get(), &IngestService::finished, this, &MainWindow::embedNewPassages);
    connect(m_answer, &AnswerView::citationActivated, this, &MainWindow::showChunk);
    connect(m_rounds, &RoundsView::hitActivated, this, &MainWindow::showChunk);
    connect(m_rounds, &RoundsView::verdictActivated, this, [this](int round, const QByteArray& json) {
        m_source->showJson(tr("The grader's verdict, round %1").arg(round), json);
    });
    connect(m_panel, &KnowledgeBasePanel::documentsChanged, this,
            [this](int ready) { m_answer->setKnowledgeBaseEmpty(ready == 0); });

    openDatabase();
    setUpAgent();
    resize(1180, 760);
    m_question->focusQuestion();
}

MainWindow::~MainWindow() = default;

void MainWindow::buildLayout()
{
    m_question = new QuestionBar(this);
    m_answer = new AnswerView(this);
    m_rounds = new RoundsView(this);
    m_source = new SourceView(this);

    auto* answerSplitter = new QSplitter(Qt::Vertical, this);
    answerSplitter->setObjectName(QStringLiteral("answerSplitter"));
    answerSplitter->addWidget(captioned(tr("Answer"), QStringLiteral("answerPane"), m_answer, answerSplitter));
    answerSplitter->addWidget(
        captioned(tr("How Lotse searched"), QStringLiteral("roundsPane"), m_rounds, answerSplitter));
    answerSplitter->setStretchFactor(0, 3);
    answerSplitter->setStretchFactor(1, 2);

    auto* mainSplitter = new QSplitter(Qt::Horizontal, this);
    mainSplitter->setObjectName(QStringLiteral("mainSplitter"));
    mainSplitter->addWidget(answerSplitter);
    mainSplitter->addWidget(captioned(tr("Source"), QStringLiteral("sourcePane"), m_source, mainSplitter));
    mainSplitter->setStretchFactor(0, 3);
    mainSplitter->setStretchFactor(1, 2);
    mainSplitter->setChildrenCollapsible(false);

    auto* central = new QWidget(this);
    central->setObjectName(QStringLiteral("centralWidget"));
    auto* layout = new QVBoxLayout(central);
    layout->addWidget(m_question);
    layout->addWidget(mainSplitter, 1);
    setCentralWidget(central);

    m_panel = new KnowledgeBasePanel(*m_ingest, this);
    m_dock = new QDockWidget(tr("Knowledge base"), this);
    m_dock->setObjectName(QStringLiteral("knowledgeBaseDock"));
    m_dock->setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetFloatable);
    m_dock->setWidget(m_panel);
    m_dock->setMinimumWidth(300);
    addDockWidget(Qt::LeftDockWidgetArea, m_dock);
    resizeDocks({m_dock}, {340}, Qt::Horizontal);

    m_databaseLabel = new QLabel(this);
    m_databaseLabel->setObjectName(QStringLiteral("databaseLabel"));
    m_databaseLabel->setTextFormat(Qt::PlainText);
    m_databaseLabel->setText(tr("Knowledge base: %1").arg(QFileInfo(m_databasePath).fileName()));
    m_databaseLabel->setToolTip(QDir::toNativeSeparators(m_databasePath));
    statusBar()->setObjectName(QStringLiteral("statusBar"));
    statusBar()->addPermanentWidget(m_databaseLabel);
}

void MainWindow::buildMenus()
{
    QMenu* file = menuBar()->addMenu(tr("&File"));
    file->setObjectName(QStringLiteral("fileMenu"));
    file->addAction(m_panel->addFilesAction());
    file->addAction(m_panel->addFolderAction());
    file->addAction(m_panel->loadSampleAction());
    file->addSeparator();
    QAction* quit = file->addAction(tr("&Quit"), this, &QWidget::close);
    quit->setObjectName(QStringLiteral("quitAction"));
    quit->setShortcut(QKeySequence::Quit);

    QMenu* help = menuBar()->addMenu(tr("&Help"));
    help->setObjectName(QStringLiteral("helpMenu"));
    QAction* about = help->addAction(tr("&About Lotse"), this, &MainWindow::showAbout);
    about->setObjectName(QStringLiteral("aboutAction"));
}

void MainWindow::openDatabase()
{
    Result<std::unique_ptr<Database>> db = Database::open(m_databasePath);
    if (!db) {
        m_panel->setStore(nullptr, db.error().message);
        statusBar()->showMessage(tr("The knowledge base could not be opened; see the panel on the left."));
        return;
    }
    m_db = std::move(db).value();
    m_store = std::make_unique<DocumentStore>(*m_db);
    m_panel->setStore(m_store.get());
}

void MainWindow::ask(const QString& question)
{
    if (question.isEmpty()) {
        m_answer->showNotice(tr("Type a question first, then press Enter."));
        return;
    }
    if (!m_store) {
        m_answer->showNotice(tr("The knowledge base is not open, so there is nothing to search. The panel on the "
                                "left says why; start Lotse with --db to use another file."));
        return;
    }
    if (m_panel->readyCount() == 0) {
        m_answer->showNotice(
            m_panel->isBusy()
                ? tr("Your documents are still being indexed. Ask again when they are ready.")
                : tr("There are no documents to answer from yet. Load the sample handbook or add your own documents "
                     "on the left, then ask again."));
        return;
    }
    if (!m_agent) {
        m_answer->showNotice(tr("Lotse is still reading the API key from the keychain. Ask again in a moment."));
        return;
    }
    m_source->clearSource();
    m_agent->ask(question);
}

void MainWindow::setUpAgent()
{
    m_modeLabel = new QLabel(this);
    m_modeLabel->setObjectName(QStringLiteral("modeLabel"));
    statusBar()->addPermanentWidget(m_modeLabel);
    const std::optional<ProviderConfig> provider = ProviderSettings::load(QSettings());
    const Status valid = provider ? ProviderSettings::validate(*provider) : success();
    if (!provider || !valid) {
        if (!valid)
            statusBar()->showMessage(
                tr("The configured provider cannot be used (%1) Answering offline.").arg(valid.error().message));
        useAgent(OfflineStrategies::factory(m_databasePath), tr("Offline mode"));
        return;
    }
    const QString mode = tr("%1 · %2").arg(ProviderConfig::kindName(provider->kind), provider->chatDeployment);
    m_keys.resolve(*provider, [this, provider, mode](Result<QString> key) {
        if (!key) {
            qCWarning(lcUi) << "provider not used:" << key.error().message;
            statusBar()->showMessage(tr("%1 Answering offline until then.").arg(key.error().message));
            useAgent(OfflineStrategies::factory(m_databasePath), tr("Offline mode"));
            return;
        }
        m_provider = provider;
        m_apiKey = key.value();
        useAgent(LlmStrategies::factory(m_databasePath, *provider, m_apiKey), mode);
    });
}

void MainWindow::useAgent(AgentService::StrategyFactory strategies, const QString& mode)
{
    m_agent = std::make_unique<AgentService>(std::move(strategies));
    connect(m_agent.get(), &AgentService::busyChanged, m_question, &QuestionBar::setRunning);
    connect(m_agent.get(), &AgentService::event, this, &MainWindow::onAgentEvent);
    m_modeLabel->setText(mode);
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
            statusBar()->showMessage(tr("Embedding passages: %1 of %2").arg(done).arg(total));
        });
        connect(m_embeddings.get(), &EmbeddingService::finished, this, [this](int embedded, const TokenUsage&) {
            statusBar()->showMessage(tr("%n passage(s) embedded.", nullptr, embedded), 5000);
        });
        connect(m_embeddings.get(), &EmbeddingService::failed, this, [this](const Error& error) {
            qCWarning(lcUi) << "embedding failed:" << error.message;
            statusBar()->showMessage(tr("Embedding stopped: %1 Keyword search still works.").arg(error.message));
        });
    }
    m_embeddings->start(*m_provider, m_apiKey);
}

void MainWindow::onAgentEvent(const AgentEvent& event)
{
    m_rounds->handleEvent(event);
    m_answer->handleEvent(event);
    if (event.type == AgentEvent::Type::Finished && event.outcome == Outcome::Failed) {
        qCWarning(lcUi) << "question failed:" << event.error;
        statusBar()->showMessage(tr("The question could not be answered: %1").arg(event.error), 10000);
    }
}

void MainWindow::showChunk(qint64 chunkId)
{
    if (!m_store) {
        m_source->showError(tr("The knowledge base is not open, so the passage cannot be shown."));
        return;
    }
    const Result<ChunkRecord> chunk = m_store->chunk(chunkId);
    if (!chunk) {
        m_source->showError(
            chunk.error().code == Error::Code::NotFound
                ? tr("This passage is no longer in the knowledge base: its document was removed or indexed again. "
                     "Ask the question again for up-to-date sources.")
                : tr("The passage could not be read: %1").arg(chunk.error().message));
        return;
    }
    const auto document = m_store->document(chunk.value().documentPath);
    m_source->showChunk(chunk.value(), document && document.value() ? document.value()->sha256 : QString());
}

void MainWindow::showAbout()
{
    QMessageBox::about(
        this, tr("About Lotse"),
        tr("<h3>Lotse %1</h3><p>A handbook assistant that answers only from your own documents, and shows the "
           "passage behind every statement.</p><p>Build %2. Licensed under the GNU GPL, version 3 or later.</p>")
            .arg(QStringLiteral(LOTSE_VERSION), QStringLiteral(LOTSE_GIT_COMMIT)));
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
    m_dock->raise();
    m_panel->addPaths(paths);
}

} // namespace lotse::ui
