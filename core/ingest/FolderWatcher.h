// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/WorkerThread.h"

#include <QObject>
#include <QStringList>

namespace lotse {

class FolderWatchWorker;

// Watches folders on a thread named "lotse-watch" and reports, debounced, which of them changed.
// Calls return at once; `changed` arrives on the caller's thread.
class FolderWatcher final : public QObject
{
    Q_OBJECT
public:
    static constexpr int defaultDebounceMs = 1000;

    explicit FolderWatcher(int debounceMs = defaultDebounceMs, QObject* parent = nullptr);
    ~FolderWatcher() override;

    void setFolders(const QStringList& folders);

Q_SIGNALS:
    void changed(const QStringList& folders);

private:
    WorkerThread<FolderWatchWorker> m_thread{QStringLiteral("lotse-watch")};
    FolderWatchWorker* m_worker = nullptr; // m_thread's, for the queued calls
};

} // namespace lotse
