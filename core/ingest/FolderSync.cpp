// SPDX-License-Identifier: GPL-3.0-or-later
#include "FolderSync.h"

#include "IngestService.h"

namespace lotse {

FolderSync::FolderSync(IngestService& ingest, int debounceMs, QObject* parent)
    : QObject(parent)
    , m_ingest(ingest)
    , m_watcher(debounceMs)
{
    connect(&m_ingest, &IngestService::foldersChanged, this, [this](const QStringList& folders) {
        m_folders = folders;
        m_watcher.setFolders(folders);
        Q_EMIT foldersChanged(folders);
    });
    connect(&m_watcher, &FolderWatcher::changed, this, &FolderSync::onChanged);
    connect(&m_ingest, &IngestService::finished, this, [this](quint64 job) { onJobEnded(job); });
    connect(&m_ingest, &IngestService::failed, this, [this](quint64 job) { onJobEnded(job); });
}

quint64 FolderSync::start()
{
    m_job = m_ingest.sync();
    return m_job;
}

void FolderSync::onChanged(const QStringList& folders)
{
    if (m_job != 0) {
        for (const QString& f : folders)
            m_dirty.insert(f);
        return;
    }
    m_job = m_ingest.sync(folders);
    Q_EMIT syncQueued(m_job, folders);
}

void FolderSync::onJobEnded(quint64 job)
{
    if (job != m_job)
        return;
    m_job = 0;
    if (m_dirty.isEmpty())
        return;
    QStringList folders(m_dirty.cbegin(), m_dirty.cend());
    folders.sort();
    m_dirty.clear();
    onChanged(folders);
}

} // namespace lotse
