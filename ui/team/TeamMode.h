// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "store/pg/DatabaseUrl.h"
#include "team/TeamSyncService.h"

#include <QDateTime>
#include <QObject>

class QLabel;

namespace lotse {
class KeyStore;
}

namespace lotse::ui {

class KnowledgeBasePanel;

// The window on a team knowledge base: it works on the person's local copy, which this keeps up to
// date in the background (at start, then every few minutes; TeamSyncService), says in the status bar
// where the knowledge base is and how fresh the copy is (or that the server is out of reach and the
// copy of when answers), and makes the document panel read-only (managers add documents).
class TeamMode final : public QObject
{
    Q_OBJECT
public:
    TeamMode(const DatabaseUrl& url, KeyStore& keys, KnowledgeBasePanel& panel, QLabel& label, QObject* parent);

    const DatabaseUrl& url() const { return m_url; }
    void syncNow() { m_sync.syncNow(); }
    bool isSyncing() const { return m_sync.isSyncing(); }

Q_SIGNALS:
    // The copy changed: document lists and the history refresh.
    void copyChanged();
    // A sync ended, well or not (tests wait for it).
    void syncFinished(bool ok);

private:
    void showState();

    DatabaseUrl m_url;
    KnowledgeBasePanel& m_panel;
    QLabel& m_label;
    TeamSyncService m_sync;
    QDateTime m_copyOf; // the last sync that reached the server, in this run or before
    QString m_problem;  // why the last sync failed; empty: it worked
    bool m_needsPassword = false;
    bool m_unreachable = false;
};

} // namespace lotse::ui
