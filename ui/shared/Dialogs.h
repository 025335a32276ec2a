// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <functional>

class QWidget;

namespace lotse::ui {

// The questions a window asks the user in a dialog: a confirmation, a file to write or read, a
// folder. Each answers through a callback, with the dialog shown window-modal and no event loop
// of its own. Widgets use system() unless a test gives them another implementation that answers
// at once.
class Dialogs
{
public:
    struct Confirmation
    {
        QString title;
        QString text;
        QString action; // the button that goes ahead, e.g. "Delete"
        // A setting that, once the user ticks "Don't ask again" and goes ahead, answers yes at once
        // from then on (empty: always asked).
        QString dontAskAgainKey = {};
    };

    // Whether the user turned this question off earlier ("Don't ask again"); confirm() then answers
    // yes at once. remember() is what ticking the box does.
    static bool turnedOff(const Confirmation& question);
    static void remember(const Confirmation& question);

    virtual ~Dialogs() = default;
    virtual void confirm(QWidget* parent, const Confirmation& question, std::function<void(bool yes)> done) = 0;
    // An empty path: the user cancelled. `filter` as QFileDialog takes it ("CSV (*.csv);;…").
    virtual void saveFile(QWidget* parent, const QString& title, const QString& suggested, const QString& filter,
                          std::function<void(const QString& path)> done) = 0;
    virtual void openFile(QWidget* parent, const QString& title, const QString& filter,
                          std::function<void(const QString& path)> done) = 0;
    // Several existing files at once; none: the user cancelled.
    virtual void openFiles(QWidget* parent, const QString& title, const QString& filter,
                           std::function<void(const QStringList& paths)> done) = 0;
    virtual void folder(QWidget* parent, const QString& title, std::function<void(const QString& path)> done) = 0;

    // QMessageBox and QFileDialog, opened with open().
    static Dialogs& system();
};

} // namespace lotse::ui
