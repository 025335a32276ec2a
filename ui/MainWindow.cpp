// SPDX-License-Identifier: GPL-3.0-or-later
#include "MainWindow.h"

#include "AnswerView.h"
#include "KnowledgeBasePanel.h"
#include "QuestionBar.h"
#include "RoundsView.h"
#include "SourceView.h"
#include "UiLog.h"
#include "agent/AgentService.h"
#include "agent/offline/OfflineStrategies.h"
#include "ingest/IngestService.h"
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
    , m_agent(std::make_unique<AgentService>(OfflineStrategies::factory(databasePath)))
{
    setObjectName(QStringLiteral("mainWindow"));
    setAcceptDrops(true);
    buildLayout();
    buildMenus();

    connect(m_question, &QuestionBar::askRequested, this, &MainWindow::ask);
    connect(m_question, &QuestionBar::stopRequested, m_agent.get(), &AgentService::cancel);
    connect(m_agent.get(), &AgentService::busyChanged, m_question, &QuestionBar::setRunning);
    connect(m_agent.get(), &AgentService::event, this, &MainWindow::onAgentEvent);
    connect(m_answer, &AnswerView::citationActivated, this, &MainWindow::showChunk);
    connect(m_rounds, &RoundsView::hitActivated, this, &MainWindow::showChunk);
    connect(m_panel, &KnowledgeBasePanel::documentsChanged, this,
            [this](int ready) { m_answer->setKnowledgeBaseEmpty(ready == 0); });

    openDatabase();
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
    m_source->clearSource();
    m_agent->ask(question);
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
    m_source->showChunk(chunk.value());
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
