// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>
#include <functional>

class QAction;
class QLabel;
class QLineEdit;
class QListWidget;
class QListWidgetItem;

namespace lotse {
class ConversationStore;
}

namespace lotse::ui {

class Dialogs;

// The conversations kept in the knowledge base, newest first: open one, start a new one, rename
// (F2, or edit in place), delete (Delete, after a confirmation that can be turned off), search by
// title and question. Reads and writes through the window's connection (small single writes).
class ConversationList final : public QWidget
{
    Q_OBJECT
public:
    explicit ConversationList(QWidget* parent = nullptr);

    // Null: the knowledge base is not open; the list is empty and its actions are off.
    void setStore(ConversationStore* store);
    void setDialogs(Dialogs& dialogs) { m_dialogs = &dialogs; }
    // Reads the list again, keeping the search; `current` (0: none) is the one shown in the window.
    void refresh();
    void setCurrent(qint64 id);
    qint64 current() const { return m_current; }
    qint64 newest() const; // the first one listed (newest first); 0: none
    int count() const;

    QAction* newAction() const { return m_new; }
    QAction* renameAction() const { return m_rename; }
    QAction* deleteAction() const { return m_delete; }

Q_SIGNALS:
    void openRequested(qint64 id);
    void newRequested();
    void removed(qint64 id);
    void failed(const QString& message);

private:
    void buildActions();
    void onRenamed(QListWidgetItem* item);
    void removeSelected();
    void remove(qint64 id);
    qint64 selectedId() const;
    void updateActions();
    void markCurrent();

    ConversationStore* m_store = nullptr;
    Dialogs* m_dialogs = nullptr;
    QLineEdit* m_search = nullptr;
    QListWidget* m_list = nullptr;
    QLabel* m_empty = nullptr;
    QAction* m_new = nullptr;
    QAction* m_rename = nullptr;
    QAction* m_delete = nullptr;
    qint64 m_current = 0;
};

} // namespace lotse::ui
