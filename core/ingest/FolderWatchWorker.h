// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QElapsedTimer>
#include <QObject>
#include <QSet>
#include <QStringList>

class QFileSystemWatcher;
class QTimer;

namespace lotse {

// Lives on the "lotse-watch" thread (FolderWatcher). Watches every subfolder of the given folders
// (new, deleted and renamed entries) and their supported files (changes in place), and reports the
// folders that changed once things have been quiet for `debounceMs`: an editor's save or a sync
// tool's burst of writes becomes one sync, not hundreds.
class FolderWatchWorker final : public QObject
{
    Q_OBJECT
public:
    // Beyond this many watched files only folders are watched (inotify watches are a per-user limit);
    // changes in place are then found on the next start or sync.
    static constexpr int maxWatchedFiles = 20000;
    // Changes that never pause are reported after at most this many quiet periods.
    static constexpr int maxDelayFactor = 10;

    explicit FolderWatchWorker(int debounceMs);

public Q_SLOTS:
    void setFolders(const QStringList& folders);

Q_SIGNALS:
    void changed(const QStringList& folders);

private:
    void onPathChanged(const QString& path);
    void flush();
    void rewatch();

    int m_debounceMs;
    QFileSystemWatcher* m_watcher = nullptr; // created on the watch thread
    QTimer* m_debounce = nullptr;
    QStringList m_folders;
    QSet<QString> m_dirty;
    QElapsedTimer m_firstChange; // since the first change not yet reported
};

} // namespace lotse
