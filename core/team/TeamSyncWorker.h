// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/Error.h"
#include "store/pg/DatabaseUrl.h"
#include "store/pg/TeamReplica.h"

#include <QObject>

namespace lotse {

// Brings a member's local copy up to date (TeamReplica), on TeamSyncService's thread. Every sync
// connects anew and lets go afterwards: a dropped connection or a restarted server costs nothing but
// that sync's error, and the next one simply connects again. The local copy is opened and closed on
// this thread too (one database connection per thread).
class TeamSyncWorker final : public QObject
{
    Q_OBJECT
public:
    using QObject::QObject;
    void sync(const DatabaseUrl& url, const QString& password);

Q_SIGNALS:
    void synced(const lotse::ReplicaSync& counts, const QString& copyPath);
    void failed(const lotse::Error& error);
};

} // namespace lotse
