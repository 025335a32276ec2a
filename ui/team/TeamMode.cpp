// SPDX-License-Identifier: GPL-3.0-or-later
#include "team/TeamMode.h"

#include "knowledgebase/KnowledgeBasePanel.h"
#include "shared/Retranslate.h"
#include "shared/UiLog.h"
#include "store/Database.h"
#include "store/pg/DatabasePassword.h"
#include "store/pg/TeamReplica.h"

#include <QLabel>
#include <QLocale>

namespace lotse::ui {

TeamMode::TeamMode(const DatabaseUrl& url, KeyStore& keys, KnowledgeBasePanel& panel, QLabel& label, QObject* parent)
    : QObject(parent)
    , m_url(url)
    , m_panel(panel)
    , m_label(label)
{
    if (auto copy = Database::open(TeamReplica::pathFor(url), Database::Access::Existing))
        m_copyOf = TeamReplica::syncedAt(*copy.value());
    m_panel.setReadOnly([url] {
        return tr("This is your copy of the team knowledge base “%1” on %2: what your groups may read. Its managers "
                  "add and remove documents; the copy follows every few minutes.")
            .arg(url.database, url.host);
    });
    connect(&m_sync, &TeamSyncService::started, this, &TeamMode::showState);
    connect(&m_sync, &TeamSyncService::synced, this, [this](const ReplicaSync& counts) {
        m_copyOf = m_sync.lastSynced();
        m_problem.clear();
        m_needsPassword = false;
        showState();
        if (counts.added + counts.updated + counts.removed > 0)
            Q_EMIT copyChanged();
        Q_EMIT syncFinished(true);
    });
    connect(&m_sync, &TeamSyncService::failed, this, [this](const Error& error) {
        qCWarning(lcUi) << "team sync failed:" << error.message;
        m_problem = error.message;
        m_unreachable = error.code == Error::Code::Unreachable;
        m_needsPassword = error.code == Error::Code::MissingCredential;
        // Trying a refused password again and again could lock the account (LDAP, PAM): not until the
        // person connects again with another one.
        if (m_needsPassword)
            m_sync.pause();
        showState();
        Q_EMIT syncFinished(false);
    });
    retranslate(this, [this] { showState(); });
    DatabasePassword::read(keys, url, this, [this](const QString& password, bool) { m_sync.start(m_url, password); });
}

void TeamMode::showState()
{
    const QString where = tr("Team: %1 on %2").arg(m_url.database, m_url.host);
    const QString when = m_copyOf.isValid() ? QLocale().toString(m_copyOf, QLocale::ShortFormat) : QString();
    QString state;
    if (m_sync.isSyncing())
        state = tr("updating…");
    else if (m_needsPassword)
        state = tr("password needed: File › Connect to a Team Knowledge Base…");
    else if (!m_problem.isEmpty() && m_unreachable)
        state = when.isEmpty() ? tr("not reachable") : tr("not reachable, copy of %1").arg(when);
    else if (!m_problem.isEmpty())
        state = when.isEmpty() ? tr("update failed (see the tooltip)")
                               : tr("update failed (see the tooltip), copy of %1").arg(when);
    else if (!when.isEmpty())
        state = tr("up to date (%1)").arg(QLocale().toString(m_copyOf.time(), QLocale::ShortFormat));
    m_label.setText(state.isEmpty() ? where : where + QStringLiteral(" · ") + state);
    m_label.setToolTip(m_problem.isEmpty() ? m_url.toString() : m_url.toString() + QStringLiteral("\n") + m_problem);
}

} // namespace lotse::ui
