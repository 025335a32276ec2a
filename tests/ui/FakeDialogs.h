// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "shared/Dialogs.h"

#include <QStringList>

// Answers every dialog at once, as the test says, and remembers what was asked.
class FakeDialogs final : public lotse::ui::Dialogs
{
public:
    bool yes = true;
    QString file;         // the answer to saveFile and openFile ("" = cancelled)
    QStringList files;    // the answer to openFiles (empty = cancelled)
    QString chosenFolder; // the answer to folder
    QStringList asked;

    bool dontAskAgain = false; // the box ticked when a confirmation offers it

    void confirm(QWidget*, const Confirmation& question, std::function<void(bool)> done) override
    {
        if (turnedOff(question)) { // as the system dialogs do: not asked at all
            done(true);
            return;
        }
        asked.append(question.title);
        if (yes && dontAskAgain)
            remember(question);
        done(yes);
    }
    void saveFile(QWidget*, const QString& title, const QString&, const QString&,
                  std::function<void(const QString&)> done) override
    {
        asked.append(title);
        done(file);
    }
    void openFile(QWidget*, const QString& title, const QString&, std::function<void(const QString&)> done) override
    {
        asked.append(title);
        done(file);
    }
    void openFiles(QWidget*, const QString& title, const QString&,
                   std::function<void(const QStringList&)> done) override
    {
        asked.append(title);
        done(files);
    }
    void folder(QWidget*, const QString& title, std::function<void(const QString&)> done) override
    {
        asked.append(title);
        done(chosenFolder);
    }
};
