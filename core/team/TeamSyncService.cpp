// SPDX-License-Identifier: GPL-3.0-or-later
#include "TeamSyncService.h"

#include "TeamSyncWorker.h"

namespace lotse {

TeamSyncService::TeamSyncService(QObject* parent)
    : QObject(parent)
{
    qRegisterMetaType<ReplicaSync>();
    qRegisterMetaType<Error>();
    m_worker = m_thread.create();
    connect(m_worker, &TeamSyncWorker::synced, this, [this](const ReplicaSync& counts) {
        m_lastSynced = QDateTime::currentDateTime();
        finish();
        Q_EMIT synced(counts);
    });
    connect(m_worker, &TeamSyncWorker::failed, this, [this](const Error& error) {
        finish();
        Q_EMIT failed(error);
    });
    connect(&m_timer, &QTimer::timeout, this, &TeamSyncService::syncNow);
    m_thread.start();
}

TeamSyncService::~TeamSyncService() = default;

void TeamSyncService::start(const DatabaseUrl& url, const QString& password, std::chrono::milliseconds interval)
{
    m_url = url;
    m_password = password;
    m_timer.stop();
    if (interval.count() > 0)
        m_timer.start(interval);
    syncNow();
}

void TeamSyncService::syncNow()
{
    if (m_syncing) {
        m_again = true;
        return;
    }
    m_syncing = true;
    Q_EMIT started();
    m_thread.post([url = m_url, password = m_password](TeamSyncWorker& w) { w.sync(url, password); });
}

void TeamSyncService::finish()
{
    m_syncing = false;
    if (m_again) {
        m_again = false;
        syncNow();
    }
}

} // namespace lotse
