// SPDX-License-Identifier: GPL-3.0-or-later
#include "WindowActions.h"

#include "KnowledgeBasePanel.h"

#include <QAction>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QStyle>

namespace lotse::ui {

WindowActions::WindowActions(QMainWindow& window, KnowledgeBasePanel& panel, QAction* dockToggle)
    : QObject(&window)
    , m_window(window)
{
    QStyle* style = window.style();
    ask = make(tr("&Ask"), "askAction", QKeySequence(Qt::CTRL | Qt::Key_Return));
    ask->setIcon(style->standardIcon(QStyle::SP_ArrowForward));
    stop = make(tr("&Stop"), "stopAction", QKeySequence(Qt::Key_Escape));
    stop->setIcon(style->standardIcon(QStyle::SP_MediaStop));
    stop->setEnabled(false);
    focusQuestion = make(tr("&Focus the Question"), "focusQuestionAction", QKeySequence(Qt::CTRL | Qt::Key_L));
    copyAnswer = make(tr("&Copy Answer"), "copyAnswerAction", QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C));
    copyAnswer->setToolTip(tr("Copy the latest answer, with its sources named"));
    replay = make(tr("&Replay the Search"), "replayAction", QKeySequence(Qt::CTRL | Qt::Key_R));
    findDocument = make(tr("&Find a Document"), "findDocumentAction", QKeySequence::Find);
    settings = make(tr("&Settings…"), "settingsAction", QKeySequence(Qt::CTRL | Qt::Key_Comma));
    settings->setMenuRole(QAction::PreferencesRole);
    reduceMotion = make(tr("&Reduce Motion"), "reduceMotionAction", {});
    reduceMotion->setCheckable(true);
    reduceMotion->setToolTip(tr("Show search rounds at once instead of animating them"));
    inspector = make(tr("&Inspector…"), "inspectorAction", QKeySequence(Qt::CTRL | Qt::Key_I));
    inspector->setToolTip(tr("Past questions and why they were answered so, evaluation, content gaps"));
    about = make(tr("&About Lotse"), "aboutAction", {});
    about->setMenuRole(QAction::AboutRole);
    quit = make(tr("&Quit"), "quitAction", QKeySequence::Quit);
    quit->setMenuRole(QAction::QuitRole);

    panel.addFilesAction()->setShortcut(QKeySequence::Open);
    panel.addFolderAction()->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_O));

    QMenu* file = window.menuBar()->addMenu(tr("&File"));
    file->setObjectName(QStringLiteral("fileMenu"));
    file->addAction(panel.addFilesAction());
    file->addAction(panel.addFolderAction());
    file->addAction(panel.loadSampleAction());
    file->addSeparator();
    file->addAction(settings);
    file->addSeparator();
    file->addAction(quit);

    QMenu* edit = window.menuBar()->addMenu(tr("&Edit"));
    edit->setObjectName(QStringLiteral("editMenu"));
    edit->addAction(copyAnswer);
    edit->addAction(findDocument);
    edit->addSeparator();
    edit->addAction(panel.reindexAction());
    edit->addAction(panel.removeAction());

    QMenu* question = window.menuBar()->addMenu(tr("&Question"));
    question->setObjectName(QStringLiteral("questionMenu"));
    question->addAction(ask);
    question->addAction(stop);
    question->addAction(focusQuestion);
    question->addAction(replay);

    QMenu* view = window.menuBar()->addMenu(tr("&View"));
    view->setObjectName(QStringLiteral("viewMenu"));
    view->addAction(dockToggle);
    view->addAction(reduceMotion);
    view->addSeparator();
    view->addAction(inspector);

    QMenu* help = window.menuBar()->addMenu(tr("&Help"));
    help->setObjectName(QStringLiteral("helpMenu"));
    help->addAction(about);
}

QAction* WindowActions::make(const QString& text, const char* name, const QKeySequence& shortcut)
{
    auto* action = new QAction(text, &m_window);
    action->setObjectName(QString::fromLatin1(name));
    action->setShortcut(shortcut);
    action->setShortcutContext(Qt::WindowShortcut);
    m_window.addAction(action); // shortcuts work even while the menu bar is hidden (macOS, tests)
    return action;
}

} // namespace lotse::ui
