// SPDX-License-Identifier: GPL-3.0-or-later
#include "window/WindowActions.h"

#include "conversation/ConversationList.h"
#include "knowledgebase/KnowledgeBasePanel.h"
#include "shared/Retranslate.h"

#include <QAction>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QStyle>

namespace lotse::ui {

WindowActions::WindowActions(QMainWindow& window, KnowledgeBasePanel& panel, const QList<QAction*>& panelToggles,
                             ConversationList& conversations)
    : QObject(&window)
    , m_window(window)
{
    QStyle* style = window.style();
    ask = make("askAction", QKeySequence(Qt::CTRL | Qt::Key_Return));
    ask->setIcon(style->standardIcon(QStyle::SP_ArrowForward));
    stop = make("stopAction", QKeySequence(Qt::Key_Escape));
    stop->setIcon(style->standardIcon(QStyle::SP_MediaStop));
    stop->setEnabled(false);
    focusQuestion = make("focusQuestionAction", QKeySequence(Qt::CTRL | Qt::Key_L));
    copyAnswer = make("copyAnswerAction", QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C));
    replay = make("replayAction", QKeySequence(Qt::CTRL | Qt::Key_R));
    findDocument = make("findDocumentAction", QKeySequence::Find);
    settings = make("settingsAction", QKeySequence(Qt::CTRL | Qt::Key_Comma));
    settings->setMenuRole(QAction::PreferencesRole);
    reduceMotion = make("reduceMotionAction", {});
    reduceMotion->setCheckable(true);
    inspector = make("inspectorAction", QKeySequence(Qt::CTRL | Qt::Key_I));
    gettingStarted = make("gettingStartedAction", QKeySequence::HelpContents);
    shortcuts = make("shortcutsAction", QKeySequence(Qt::CTRL | Qt::Key_Slash));
    about = make("aboutAction", {});
    about->setMenuRole(QAction::AboutRole);
    connectTeam = make("connectTeamAction", {});
    ownKnowledgeBase = make("ownKnowledgeBaseAction", {});
    quit = make("quitAction", QKeySequence::Quit);
    quit->setMenuRole(QAction::QuitRole);

    panel.addFilesAction()->setShortcut(QKeySequence::Open);
    panel.addFolderAction()->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_O));

    QMenu* file = window.menuBar()->addMenu(QString());
    file->setObjectName(QStringLiteral("fileMenu"));
    file->addAction(panel.addFilesAction());
    file->addAction(panel.addFolderAction());
    file->addAction(panel.loadSampleAction());
    file->addSeparator();
    file->addAction(connectTeam);
    file->addAction(ownKnowledgeBase);
    file->addSeparator();
    file->addAction(settings);
    file->addSeparator();
    file->addAction(quit);

    QMenu* edit = window.menuBar()->addMenu(QString());
    edit->setObjectName(QStringLiteral("editMenu"));
    edit->addAction(copyAnswer);
    edit->addAction(findDocument);
    edit->addSeparator();
    edit->addAction(panel.reindexAction());
    edit->addAction(panel.removeAction());

    QMenu* question = window.menuBar()->addMenu(QString());
    question->setObjectName(QStringLiteral("questionMenu"));
    question->addAction(conversations.newAction());
    window.addAction(conversations.newAction()); // Ctrl+N from anywhere in the window
    question->addSeparator();
    question->addAction(ask);
    question->addAction(stop);
    question->addAction(focusQuestion);
    question->addAction(replay);

    QMenu* view = window.menuBar()->addMenu(QString());
    view->setObjectName(QStringLiteral("viewMenu"));
    view->addActions(panelToggles);
    view->addSeparator();
    view->addAction(reduceMotion);
    view->addSeparator();
    view->addAction(inspector);

    QMenu* help = window.menuBar()->addMenu(QString());
    help->setObjectName(QStringLiteral("helpMenu"));
    help->addAction(gettingStarted);
    help->addAction(shortcuts);
    help->addSeparator();
    help->addAction(about);

    retranslate(this, [this, file, edit, question, view, help] {
        ask->setText(tr("&Ask"));
        stop->setText(tr("&Stop"));
        focusQuestion->setText(tr("&Focus the Question"));
        copyAnswer->setText(tr("&Copy Answer"));
        copyAnswer->setToolTip(tr("Copy the latest answer, with its sources named"));
        replay->setText(tr("&How It Was Found"));
        replay->setToolTip(tr("Open the search panel and show how the latest answer was found, step by step"));
        findDocument->setText(tr("&Find a Document"));
        settings->setText(tr("&Settings…"));
        connectTeam->setText(tr("Connect to a &Team Knowledge Base…"));
        connectTeam->setToolTip(tr("Ask your company's shared knowledge base (PostgreSQL) instead of your own files"));
        ownKnowledgeBase->setText(tr("Use &My Own Knowledge Base"));
        ownKnowledgeBase->setToolTip(tr("Leave the team knowledge base and ask your own files again"));
        reduceMotion->setText(tr("&Reduce Motion"));
        reduceMotion->setToolTip(tr("Show search rounds at once instead of animating them"));
        inspector->setText(tr("&Inspector…"));
        inspector->setToolTip(tr("Past questions and why they were answered so, evaluation, content gaps"));
        gettingStarted->setText(tr("&Getting Started"));
        shortcuts->setText(tr("&Keyboard Shortcuts"));
        about->setText(tr("&About Lotse"));
        quit->setText(tr("&Quit"));
        file->setTitle(tr("&File"));
        edit->setTitle(tr("&Edit"));
        question->setTitle(tr("&Question"));
        view->setTitle(tr("&View"));
        help->setTitle(tr("&Help"));
    });
}

QAction* WindowActions::make(const char* name, const QKeySequence& shortcut)
{
    auto* action = new QAction(&m_window);
    action->setObjectName(QString::fromLatin1(name));
    action->setShortcut(shortcut);
    action->setShortcutContext(Qt::WindowShortcut);
    m_window.addAction(action); // shortcuts work even while the menu bar is hidden (macOS, tests)
    return action;
}

} // namespace lotse::ui
