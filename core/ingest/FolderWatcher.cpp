// SPDX-License-Identifier: GPL-3.0-or-later
#include "FolderWatcher.h"

#include "FolderWatchWorker.h"

namespace lotse {

FolderWatcher::FolderWatcher(int debounceMs, QObject* parent)
    : QObject(parent)
{
    m_worker = m_thread.create(debounceMs);
    connect(m_worker, &FolderWatchWorker::changed, this, &FolderWatcher::changed);
    m_thread.start();
}

FolderWatcher::~FolderWatcher()
{
    m_thread.stop();
}

void FolderWatcher::setFolders(const QStringList& folders)
{
    QMetaObject::invokeMethod(
        m_worker, [worker = m_worker, folders] { worker->setFolders(folders); }, Qt::QueuedConnection);
}

} // namespace lotse
