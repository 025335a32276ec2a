// SPDX-License-Identifier: GPL-3.0-or-later
#include "window/FileOpenEvents.h"

#include <QFileOpenEvent>

namespace lotse::ui {

FileOpenEvents::FileOpenEvents(QObject* application)
    : QObject(application)
{
    application->installEventFilter(this);
}

bool FileOpenEvents::eventFilter(QObject* watched, QEvent* event)
{
    if (watched != parent() || event->type() != QEvent::FileOpen)
        return false;
    const QString path = static_cast<QFileOpenEvent*>(event)->file();
    if (!path.isEmpty())
        Q_EMIT filesOpened({path});
    return true;
}

} // namespace lotse::ui
