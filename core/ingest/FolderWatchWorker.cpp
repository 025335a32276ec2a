// SPDX-License-Identifier: GPL-3.0-or-later
#include "FolderWatchWorker.h"

#include "SourceFile.h"
#include "common/Logging.h"
#include "store/FolderStore.h"

#include <QDirIterator>
#include <QFileInfo>
#include <QFileSystemWatcher>
#include <QTimer>

namespace lotse {

FolderWatchWorker::FolderWatchWorker(int debounceMs)
    : m_debounceMs(debounceMs)
{}

void FolderWatchWorker::setFolders(const QStringList& folders)
{
    if (!m_watcher) {
        // Created here, on the watch thread, so their notifiers live there.
        m_watcher = new QFileSystemWatcher(this);
        m_debounce = new QTimer(this);
        m_debounce->setSingleShot(true);
        m_debounce->setInterval(m_debounceMs);
        connect(m_watcher, &QFileSystemWatcher::directoryChanged, this, &FolderWatchWorker::onPathChanged);
        connect(m_watcher, &QFileSystemWatcher::fileChanged, this, &FolderWatchWorker::onPathChanged);
        connect(m_debounce, &QTimer::timeout, this, &FolderWatchWorker::flush);
    }
    m_folders = folders;
    rewatch();
}

void FolderWatchWorker::onPathChanged(const QString& path)
{
    if (m_dirty.isEmpty())
        m_firstChange.start();
    for (const QString& folder : std::as_const(m_folders)) {
        if (FolderStore::isWithin(path, folder))
            m_dirty.insert(folder);
    }
    // Waits for a quiet moment, but a folder that never gets quiet (a long copy) is synced anyway.
    if (m_firstChange.elapsed() >= qint64(m_debounceMs) * maxDelayFactor)
        flush();
    else
        m_debounce->start();
}

void FolderWatchWorker::flush()
{
    m_debounce->stop();
    if (m_dirty.isEmpty())
        return;
    QStringList folders(m_dirty.cbegin(), m_dirty.cend());
    folders.sort();
    m_dirty.clear();
    // New subfolders and files need watches, and a file replaced by an editor's save lost its own.
    rewatch();
    qCDebug(lcIngest) << "changed:" << folders;
    Q_EMIT changed(folders);
}

void FolderWatchWorker::rewatch()
{
    QStringList wanted;
    int files = 0;
    for (const QString& folder : std::as_const(m_folders)) {
        if (!QFileInfo(folder).isDir())
            continue;
        wanted.append(folder);
        // Links are not followed: a link loop must not make the watcher walk forever.
        QDirIterator it(folder, QDir::AllEntries | QDir::NoDotAndDotDot, QDirIterator::Subdirectories);
        while (it.hasNext()) {
            it.next();
            const QFileInfo info = it.fileInfo();
            if (info.fileName().startsWith(QLatin1Char('.')) || info.isSymLink())
                continue;
            if (info.isDir()) {
                wanted.append(info.filePath());
            } else if (info.isFile() && SourceFile::isSupported(info.filePath()) && files < maxWatchedFiles) {
                wanted.append(info.filePath());
                ++files;
            }
        }
    }
    // Only the difference: removing and adding the same path again races with the kernel's notice
    // that the old watch is gone, and Qt then drops the new watch.
    const QStringList watchedList = m_watcher->files() + m_watcher->directories();
    const QSet<QString> watched(watchedList.cbegin(), watchedList.cend());
    const QSet<QString> wantedSet(wanted.cbegin(), wanted.cend());
    QStringList stale;
    for (const QString& path : watched) {
        if (!wantedSet.contains(path))
            stale.append(path);
    }
    QStringList fresh;
    for (const QString& path : std::as_const(wanted)) {
        if (!watched.contains(path))
            fresh.append(path);
    }
    if (!stale.isEmpty())
        m_watcher->removePaths(stale);
    if (const QStringList failed = fresh.isEmpty() ? QStringList() : m_watcher->addPaths(fresh); !failed.isEmpty()) {
        qCWarning(lcIngest) << "cannot watch" << failed.size()
                            << "paths (inotify limit?); their changes are found on the next start";
    }
}

} // namespace lotse
