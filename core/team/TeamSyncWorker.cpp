// SPDX-License-Identifier: GPL-3.0-or-later
#include "TeamSyncWorker.h"

#include "TeamSync.h"
#include "store/Database.h"
#include "store/pg/PgConnection.h"
#include "store/pg/PgSchema.h"
#include "trace/TraceSettings.h"

#include <QSettings>

namespace lotse {

void TeamSyncWorker::sync(const DatabaseUrl& url, const QString& password)
{
    auto server = PgConnection::open(url, password);
    if (!server) {
        Q_EMIT failed(server.error());
        return;
    }
    if (Status current = PgSchema::checkCurrent(*server.value()); !current) {
        Q_EMIT failed(current.error());
        return;
    }
    auto copy = TeamReplica::open(url);
    if (!copy) {
        Q_EMIT failed(copy.error());
        return;
    }
    // QSettings is reentrant: this thread reads its own.
    const int keepDays = TraceSettings::load(QSettings()).retentionDays;
    const auto counts = TeamSync::run(*server.value(), *copy.value(), keepDays);
    if (!counts) {
        Q_EMIT failed(counts.error());
        return;
    }
    Q_EMIT synced(counts.value(), copy.value()->path());
}

} // namespace lotse
