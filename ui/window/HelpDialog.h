// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>
#include <utility>

class QTextBrowser;

namespace lotse::ui {

// Help without a network or a browser: how to start (add a handbook, ask, read the sources, see how
// an answer was found, connect a model) and every keyboard shortcut of the window it belongs to,
// read from the window's actions so that the list is never out of date. Non-modal; follows the
// interface language.
class HelpDialog final : public QDialog
{
    Q_OBJECT
public:
    enum class Topic { GettingStarted, Shortcuts };
    explicit HelpDialog(QWidget* window);

    void showTopic(Topic topic);
    QString text() const; // what it shows, as plain text (tests)
    // Each action of the window that has a shortcut: its name (without "&" and "…") and the keys.
    QList<std::pair<QString, QString>> shortcuts() const;

private:
    void fill();
    QString shortcutsHtml() const;

    QWidget* m_window = nullptr;
    QTextBrowser* m_text = nullptr;
};

} // namespace lotse::ui
