// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "store/pg/DatabaseUrl.h"

#include <QObject>
#include <QStringList>
#include <memory>
#include <optional>

namespace lotse::ui {

class MainWindow;

// Owns the application's window, and makes a new one when the person switches knowledge base
// (connects to a team's, or goes back to their own): every service of the window belongs to one
// knowledge base, so a fresh window is the one clean way to change it.
class WindowHost final : public QObject
{
    Q_OBJECT
public:
    // What --db chose for this run (a file, or a team knowledge base); nothing: the settings decide.
    struct Choice
    {
        QString path;
        std::optional<DatabaseUrl> team;
    };
    explicit WindowHost(std::optional<Choice> forced, QObject* parent = nullptr);
    ~WindowHost() override;

    // The knowledge base from the settings: the team's chosen last (its local copy), else one's own file.
    static Choice fromSettings();
    void open();
    MainWindow* window() const { return m_window.get(); }

private:
    void switchKnowledgeBase();

    std::optional<Choice> m_forced;
    std::unique_ptr<MainWindow> m_window;
};

} // namespace lotse::ui
