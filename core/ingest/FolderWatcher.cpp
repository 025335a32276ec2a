// SPDX-License-Identifier: GPL-3.0-or-later
#include "FolderWatcher.h"

#include "FolderWatchWorker.h"

namespace lotse {

FolderWatcher::FolderWatcher(int debounceMs, QObject* parent)
    : QObject(parent)
{
    m_thread.setObjectName(QStringLiteral("lotse-watch"));
    m_worker = new FolderWatchWorker(debounceMs);
    m_worker->moveToThread(&m_thread);
    connect(&m_thread, &QThread::finished, m_worker, &QObject::deleteLater);
    connect(m_worker, &FolderWatchWorker::changed, this, &FolderWatcher::changed);
    m_thread.start();
}

FolderWatcher::~FolderWatcher()
{
    m_thread.quit();
    m_thread.wait();
}

void FolderWatcher::setFolders(const QStringList& folders)
{
    QMetaObject::invokeMethod(
        m_worker, [worker = m_worker, folders] { worker->setFolders(folders); }, Qt::QueuedConnection);
}

} // namespace lotse
