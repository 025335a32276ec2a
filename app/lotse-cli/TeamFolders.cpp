// SPDX-License-Identifier: GPL-3.0-or-later
#include "TeamFolders.h"

#include "Console.h"
#include "TeamIngestReport.h"
#include "store/FolderStore.h"
#include "store/pg/PgDocumentStore.h"
#include "store/pg/PgFolderStore.h"
#include "store/pg/PgIngestQueue.h"
#include "team/TeamIngest.h"

#include <QDir>
#include <QFileInfo>

namespace lotse::cli {

TeamFolders::TeamFolders(PgConnection& connection)
    : m_c(connection)
{}

int TeamFolders::run(const QString& command, const QStringList& args, const QStringList& groups)
{
    if (command == QStringLiteral("folders"))
        return list();
    TeamIngestReport report;
    TeamIngest ingest(m_c, [&report](const FileOutcome& o) { report.report(o); });
    if (command == QStringLiteral("sync"))
        return finish(ingest.sync(), report, {});
    if (command == QStringLiteral("retry"))
        return finish(ingest.retry(), report, {});
    if (args.first() == QStringLiteral("add"))
        return finish(ingest.addFolder(args.at(1), groups), report, groups);
    const Status removed = ingest.removeFolder(args.at(1));
    if (!removed && removed.error().code == Error::Code::NotFound) {
        Console::err(QStringLiteral("lotse-cli: ") + removed.error().message);
        return UsageError;
    }
    return finish(removed, report, {});
}

int TeamFolders::finish(const Status& status, const TeamIngestReport& report, const QStringList& groups)
{
    Console::out(report.summary(groups));
    if (!status) {
        Console::err(QStringLiteral("lotse-cli: ") + status.error().message);
        return status.error().code == Error::Code::InvalidInput ? int(UsageError) : int(Failure);
    }
    Console::out(tr("Members' copies follow at their next sync."));
    return report.failed() > 0 ? int(PartialFailure) : int(Ok);
}

int TeamFolders::list()
{
    const auto folders = PgFolderStore(m_c).folders();
    const auto documents = PgDocumentStore(m_c, {}).documents();
    const auto pending = PgIngestQueue(m_c).count();
    if (!folders || !documents || !pending) {
        Console::err(QStringLiteral("lotse-cli: ")
                     + (!folders     ? folders.error()
                        : !documents ? documents.error()
                                     : pending.error())
                           .message);
        return Failure;
    }
    if (folders.value().isEmpty())
        Console::out(tr("No folders are kept in sync. Add one with: lotse-cli folder add PATH --groups all-staff "
                        "--db URL"));
    for (const TeamFolder& f : folders.value()) {
        const auto [ready, failed] = FolderStore::readyAndFailed(documents.value(), f.path);
        const QString synced = f.syncedAt.isValid() ? f.syncedAt.toLocalTime().toString(Qt::ISODate) : tr("not yet");
        Console::out(tr("%1  groups %2  %3 ready, %4 failed, synced %5%6")
                         .arg(QDir::toNativeSeparators(f.path), f.groups.join(QLatin1Char(',')))
                         .arg(ready)
                         .arg(failed)
                         .arg(synced, QFileInfo(f.path).isDir() ? QString() : tr("  (missing on this machine)")));
    }
    if (pending.value() > 0)
        Console::out(tr("%n file(s) from an interrupted run of yours are still to add: `lotse-cli sync --db URL` "
                        "finishes them.",
                        nullptr, pending.value()));
    return Ok;
}

} // namespace lotse::cli
