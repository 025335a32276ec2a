// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/Error.h"
#include "common/WorkerThread.h"
#include "store/pg/DatabaseUrl.h"
#include "store/pg/TeamReplica.h"

#include <QDateTime>
#include <QObject>
#include <QTimer>
#include <chrono>

namespace lotse {

class TeamSyncWorker;

// Keeps a member's local copy of a team knowledge base up to date in the background, on a thread
// named "lotse-team-sync": now, and then at an interval, so that what managers add, change and remove
// (and a group taken away) reaches the window without a restart. The password stays in memory.
// Signals arrive on the caller's thread.
class TeamSyncService final : public QObject
{
    Q_OBJECT
public:
    static constexpr std::chrono::minutes defaultInterval{5};

    explicit TeamSyncService(QObject* parent = nullptr);
    ~TeamSyncService() override;

    // Syncs now, then every `interval` (zero: only now).
    void start(const DatabaseUrl& url, const QString& password, std::chrono::milliseconds interval = defaultInterval);
    // Another sync as soon as the running one (if any) is done.
    void syncNow();
    // No more syncs at the interval (until start()); syncNow() still works.
    void pause() { m_timer.stop(); }
    bool isSyncing() const { return m_syncing; }
    const DatabaseUrl& url() const { return m_url; }
    // The last successful sync (invalid: none in this run).
    QDateTime lastSynced() const { return m_lastSynced; }

Q_SIGNALS:
    void started();
    void synced(const lotse::ReplicaSync& counts);
    void failed(const lotse::Error& error);

private:
    void finish();

    WorkerThread<TeamSyncWorker> m_thread{QStringLiteral("lotse-team-sync")};
    TeamSyncWorker* m_worker = nullptr;
    QTimer m_timer;
    DatabaseUrl m_url;
    QString m_password;
    QDateTime m_lastSynced;
    bool m_syncing = false;
    bool m_again = false; // asked for while one ran
};

} // namespace lotse

Q_DECLARE_METATYPE(lotse::ReplicaSync)
