// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QObject>

class QAction;
class QMainWindow;

namespace lotse::ui {

class ConversationList;
class KnowledgeBasePanel;

// The window's actions with their shortcuts, and the menus that hold them. Every action has an
// objectName (tests and accessibility tools find it) and works from anywhere in the window.
class WindowActions final : public QObject
{
    Q_OBJECT
public:
    // panelToggles: the View menu's switches for the window's panels (their texts follow the panels' titles).
    WindowActions(QMainWindow& window, KnowledgeBasePanel& panel, const QList<QAction*>& panelToggles,
                  ConversationList& conversations);

    QAction* ask = nullptr;              // Ctrl+Return
    QAction* stop = nullptr;             // Esc, while a question runs
    QAction* focusQuestion = nullptr;    // Ctrl+L
    QAction* copyAnswer = nullptr;       // Ctrl+Shift+C
    QAction* replay = nullptr;           // Ctrl+R
    QAction* findDocument = nullptr;     // Ctrl+F
    QAction* settings = nullptr;         // Ctrl+,
    QAction* connectTeam = nullptr;      // "Connect to a team knowledge base…"
    QAction* ownKnowledgeBase = nullptr; // back from a team knowledge base to one's own file
    QAction* reduceMotion = nullptr;     // checkable, remembered
    QAction* inspector = nullptr;        // Ctrl+I
    QAction* gettingStarted = nullptr;   // F1
    QAction* shortcuts = nullptr;        // Ctrl+/
    QAction* about = nullptr;
    QAction* quit = nullptr;

private:
    // Its texts are set in the retranslate block, so they follow the interface language.
    QAction* make(const char* name, const QKeySequence& shortcut);

    QMainWindow& m_window;
};

} // namespace lotse::ui
