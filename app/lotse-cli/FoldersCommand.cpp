// SPDX-License-Identifier: GPL-3.0-or-later
#include "FoldersCommand.h"

#include "Console.h"
#include "IngestCommand.h"
#include "ingest/FolderSync.h"
#include "store/Database.h"
#include "store/DocumentStore.h"
#include "store/FolderStore.h"
#include "store/IngestQueue.h"

#include <QDir>
#include <QFileInfo>

namespace lotse::cli {

FoldersCommand::FoldersCommand(const QString& dbPath, bool watch, QObject* parent)
    : QObject(parent)
    , m_dbPath(dbPath)
    , m_watch(watch)
{}

FoldersCommand::~FoldersCommand() = default;

int FoldersCommand::usage(const QString& message)
{
    Console::err(tr("lotse-cli: %1\nRun `lotse-cli --help` for the commands.").arg(message));
    return UsageError;
}

int FoldersCommand::run(const QString& command, const QStringList& args)
{
    if (command == QStringLiteral("folders"))
        return args.isEmpty() ? list() : usage(tr("folders takes no arguments."));
    if (command == QStringLiteral("folder")) {
        if (args.size() != 2 || (args.first() != QStringLiteral("add") && args.first() != QStringLiteral("remove")))
            return usage(tr("use `folder add PATH` or `folder remove PATH`."));
    } else if (!args.isEmpty()) {
        return usage(tr("%1 takes no arguments.").arg(command));
    }
    const bool adding = command == QStringLiteral("folder") && args.first() == QStringLiteral("add");
    // Only adding may create a knowledge base: a mistyped --db must not look like an empty one.
    if (!adding && !QFileInfo::exists(m_dbPath)) {
        Console::err(tr("lotse-cli: there is no knowledge base at %1. Add a folder first with "
                        "`lotse-cli folder add PATH`, or check the --db path.")
                         .arg(QDir::toNativeSeparators(m_dbPath)));
        return Failure;
    }
    m_ingest = std::make_unique<IngestCommand>(m_dbPath);
    connect(m_ingest.get(), &IngestCommand::done, this, [this](int code) {
        // Watching: each sync's summary is printed, and the command runs until it is stopped.
        if (!m_watch || code == Failure)
            Q_EMIT done(code);
    });
    if (command == QStringLiteral("folder")) {
        if (adding)
            m_ingest->addFolder(args.at(1));
        else
            m_ingest->removeFolder(args.at(1));
    } else if (command == QStringLiteral("retry")) {
        m_ingest->retry();
    } else if (m_watch) {
        m_sync = std::make_unique<FolderSync>(m_ingest->service());
        connect(m_sync.get(), &FolderSync::syncQueued, this, [](quint64, const QStringList& folders) {
            Console::out(tr("Changes in %1, syncing…").arg(folders.join(QStringLiteral(", "))));
        });
        m_sync->start();
        Console::err(tr("Watching the folders for changes; stop with Ctrl+C."));
    } else {
        m_ingest->sync();
    }
    return -1;
}

int FoldersCommand::list()
{
    if (!QFileInfo::exists(m_dbPath)) {
        Console::err(tr("lotse-cli: there is no knowledge base at %1. Add a folder first with "
                        "`lotse-cli folder add PATH`, or check the --db path.")
                         .arg(QDir::toNativeSeparators(m_dbPath)));
        return Failure;
    }
    auto db = Database::open(m_dbPath, Database::Access::Existing);
    if (!db) {
        Console::err(QStringLiteral("lotse-cli: ") + db.error().message);
        return Failure;
    }
    const auto folders = FolderStore(*db.value()).folders();
    const auto documents = DocumentStore(*db.value()).documents();
    const auto pending = IngestQueue(*db.value()).count();
    if (!folders || !documents || !pending) {
        Console::err(QStringLiteral("lotse-cli: ")
                     + (!folders     ? folders.error()
                        : !documents ? documents.error()
                                     : pending.error())
                           .message);
        return Failure;
    }
    if (folders.value().isEmpty())
        Console::out(tr("No folders are kept in sync. Add one with: lotse-cli folder add PATH"));
    for (const FolderRecord& f : folders.value()) {
        const auto [ready, failed] = FolderStore::readyAndFailed(documents.value(), f.path);
        const QString synced = f.syncedAt.isValid() ? f.syncedAt.toLocalTime().toString(Qt::ISODate) : tr("not yet");
        Console::out(tr("%1  %2 ready, %3 failed, synced %4%5")
                         .arg(QDir::toNativeSeparators(f.path))
                         .arg(ready)
                         .arg(failed)
                         .arg(synced, QFileInfo(f.path).isDir() ? QString() : tr("  (missing)")));
    }
    if (pending.value() > 0) {
        Console::out(tr("%n file(s) from an interrupted run are still to index: `lotse-cli sync` finishes them.",
                        nullptr, int(pending.value())));
    }
    return Ok;
}

} // namespace lotse::cli
