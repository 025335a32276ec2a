// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QStringList>

namespace lotse::ui {

// macOS delivers "Open with Lotse" and files dropped on the Dock icon as QFileOpenEvents to the
// application object, not as command-line arguments; this turns them into filesOpened().
class FileOpenEvents final : public QObject
{
    Q_OBJECT
public:
    explicit FileOpenEvents(QObject* application);

Q_SIGNALS:
    void filesOpened(const QStringList& paths);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;
};

} // namespace lotse::ui
