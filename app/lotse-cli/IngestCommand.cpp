// SPDX-License-Identifier: GPL-3.0-or-later
#include "IngestCommand.h"

#include "Console.h"

#include <QDir>
#include <QFileInfo>

namespace lotse::cli {

namespace {

QString duration(qint64 ms)
{
    if (ms < 1000)
        return IngestCommand::tr("%1 ms").arg(ms);
    const qint64 s = (ms + 500) / 1000;
    return s < 60 ? IngestCommand::tr("%1 s").arg(s) : IngestCommand::tr("%1 min %2 s").arg(s / 60).arg(s % 60);
}

QString passages(int n)
{
    return IngestCommand::tr("%n passage(s)", nullptr, n);
}

} // namespace

IngestCommand::IngestCommand(const QString& dbPath, QObject* parent)
    : QObject(parent)
    , m_service(dbPath)
{
    connect(&m_service, &IngestService::started, this,
            [this](quint64, const QStringList& files) { m_rate.start(int(files.size())); });
    connect(&m_service, &IngestService::fileStarted, this,
            [this](quint64, const QString& path, int index, int total) { onFileStarted(path, index, total); });
    connect(&m_service, &IngestService::fileFinished, this,
            [this](quint64, const lotse::FileOutcome& outcome, int index, int total) {
                onFileFinished(outcome, index, total);
            });
    connect(&m_service, &IngestService::finished, this,
            [this](quint64, const lotse::IngestSummary& summary) { onFinished(summary); });
    connect(&m_service, &IngestService::failed, this, [this](quint64, const lotse::Error& error) {
        Console::clearLine();
        Console::err(QStringLiteral("lotse-cli: ") + error.message);
        Q_EMIT done(Failure);
    });
}

void IngestCommand::ingest(const QStringList& paths)
{
    m_service.ingest(paths);
}

void IngestCommand::remove(const QStringList& paths)
{
    m_removing = true;
    m_service.remove(paths);
}

void IngestCommand::addFolder(const QString& path)
{
    m_service.addFolder(path);
}

void IngestCommand::removeFolder(const QString& path)
{
    m_removing = true;
    m_service.removeFolder(path);
}

void IngestCommand::sync()
{
    m_service.sync();
}

void IngestCommand::retry()
{
    m_service.retryFailed();
}

void IngestCommand::onFileStarted(const QString& path, int index, int total)
{
    if (!Console::errIsTerminal() || m_removing)
        return;
    // [#####.....]  12/246 files · 35 files/s · 1.2 MB/s · about 7 s left  03-travel.md
    constexpr int barWidth = 24;
    const int filled = total > 0 ? barWidth * index / total : 0;
    QString line = QStringLiteral("[%1%2] %3/%4  %5")
                       .arg(QString(filled, QLatin1Char('#')), QString(barWidth - filled, QLatin1Char('.')))
                       .arg(index)
                       .arg(total)
                       .arg(QFileInfo(path).fileName());
    if (index > 0) {
        const qint64 left = m_timer.elapsed() * (total - index) / index;
        line += QStringLiteral("  ") + tr("about %1 left").arg(duration(left));
    }
    Console::status(line);
}

void IngestCommand::onFileFinished(const lotse::FileOutcome& outcome, int, int)
{
    const QString path = QDir::toNativeSeparators(outcome.path);
    switch (outcome.kind) {
    case FileOutcome::Kind::Failed:
        Console::err(tr("failed: %1").arg(outcome.message));
        break;
    case FileOutcome::Kind::Skipped:
        Console::err(tr("skipped: %1").arg(outcome.message));
        break;
    case FileOutcome::Kind::Added:
        if (!Console::errIsTerminal())
            Console::out(tr("added %1 (%2)").arg(path, passages(outcome.chunks)));
        break;
    case FileOutcome::Kind::Updated:
        if (!Console::errIsTerminal())
            Console::out(tr("updated %1 (%2)").arg(path, passages(outcome.chunks)));
        break;
    case FileOutcome::Kind::Removed:
        Console::out(tr("removed %1").arg(path));
        break;
    case FileOutcome::Kind::Removed:
        Console::clearLine();
        Console::out(QStringLiteral("removed %1").arg(path));
        return; // not a file read: no throughput
    case FileOutcome::Kind::Unchanged:
        if (!Console::errIsTerminal())
            Console::out(tr("unchanged %1").arg(path));
        break;
    }
    m_rate.fileDone(outcome.bytes);
}

void IngestCommand::onFinished(const lotse::IngestSummary& summary)
{
    Console::clearLine();
    if (m_removing) {
        Console::out(tr("Removed %n document(s).", nullptr, summary.removed));
        Q_EMIT done(summary.failed > 0 ? PartialFailure : Ok);
        return;
    }
    Console::out(tr("%1 added, %2 updated, %3 unchanged, %4 failed, %5 skipped; %6 indexed in %7.")
                     .arg(summary.added)
                     .arg(summary.updated)
                     .arg(summary.unchanged)
                     .arg(summary.failed)
                     .arg(summary.skipped)
                     .arg(passages(summary.chunks), duration(summary.elapsedMs)));
    if (summary.cancelled)
        Console::err(tr("Cancelled: the files finished so far stay in the knowledge base."));
    // Files that failed are reported one by one above; the others are in the knowledge base.
    Q_EMIT done(summary.failed == 0 ? Ok : PartialFailure);
}

} // namespace lotse::cli
