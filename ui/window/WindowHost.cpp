// SPDX-License-Identifier: GPL-3.0-or-later
#include "window/WindowHost.h"

#include "store/Database.h"
#include "store/pg/TeamReplica.h"
#include "store/pg/TeamSettings.h"
#include "window/MainWindow.h"

#include <QSettings>
#include <QTimer>

namespace lotse::ui {

WindowHost::WindowHost(std::optional<Choice> forced, QObject* parent)
    : QObject(parent)
    , m_forced(std::move(forced))
{}

WindowHost::~WindowHost() = default;

WindowHost::Choice WindowHost::fromSettings()
{
    if (const auto team = TeamSettings::load(QSettings()))
        return {TeamReplica::pathFor(*team), team};
    return {Database::defaultPath(), std::nullopt};
}

void WindowHost::open()
{
    const Choice choice = m_forced ? *m_forced : fromSettings();
    m_window = std::make_unique<MainWindow>(choice.path, nullptr, choice.team);
    connect(m_window.get(), &MainWindow::knowledgeBaseSwitchRequested, this, &WindowHost::switchKnowledgeBase,
            Qt::QueuedConnection);
    m_window->show();
}

void WindowHost::switchKnowledgeBase()
{
    // The person chose: --db no longer decides. The old window goes first (its threads stop).
    m_forced.reset();
    m_window.reset();
    open();
}

} // namespace lotse::ui
