// SPDX-License-Identifier: GPL-3.0-or-later
#include "IngestCommand.h"

#include "Console.h"

#include <QDir>
#include <QFileInfo>
#include <QLocale>

namespace lotse::cli {

namespace {

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
    Console::status(QStringLiteral("[%1%2] %3  %4")
                        .arg(QString(filled, QLatin1Char('#')), QString(barWidth - filled, QLatin1Char('.')),
                             m_rate.snapshot().text(), QFileInfo(path).fileName()));
}

void IngestCommand::onFileFinished(const lotse::FileOutcome& outcome, int, int)
{
    const QString path = QDir::toNativeSeparators(outcome.path);
    switch (outcome.kind) {
    case FileOutcome::Kind::Failed:
    case FileOutcome::Kind::Skipped:
        Console::clearLine();
        Console::err(
            (outcome.kind == FileOutcome::Kind::Failed ? tr("failed: %1") : tr("skipped: %1")).arg(outcome.message));
        break;
    case FileOutcome::Kind::Added:
    case FileOutcome::Kind::Updated:
        if (!Console::errIsTerminal()) {
            Console::out((outcome.kind == FileOutcome::Kind::Added ? tr("added %1 (%2)") : tr("updated %1 (%2)"))
                             .arg(path, passages(outcome.chunks)));
        }
        if (outcome.instructionPassages > 0) {
            // On stderr as well as in a pipe: the knowledge manager should see it either way.
            Console::clearLine();
            Console::err(tr("warning: %1 has %n passage(s) with instructions to an AI assistant (such as “ignore "
                            "previous instructions”). Lotse treats them as text and never follows them; check who "
                            "wrote them.",
                            nullptr, outcome.instructionPassages)
                             .arg(path));
        }
        break;
    case FileOutcome::Kind::Renamed:
        Console::clearLine();
        Console::out(tr("renamed %1 -> %2 (%3 kept)")
                         .arg(QDir::toNativeSeparators(outcome.message), path, passages(outcome.chunks)));
        break;
    case FileOutcome::Kind::Removed:
        Console::clearLine();
        Console::out(tr("removed %1").arg(path));
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
    const IngestRate::Snapshot rate = m_rate.snapshot();
    QString line = tr("%1 added, %2 updated, %3 unchanged, %4 renamed, %5 removed, %6 failed, %7 skipped; %8 "
                      "indexed in %9")
                       .arg(summary.added)
                       .arg(summary.updated)
                       .arg(summary.unchanged)
                       .arg(summary.renamed)
                       .arg(summary.removed)
                       .arg(summary.failed)
                       .arg(summary.skipped)
                       .arg(passages(summary.chunks), IngestRate::duration(summary.elapsedMs));
    if (rate.remainingMs >= 0) {
        line += tr(" (%1 files/s, %2 MB/s)")
                    .arg(QLocale().toString(rate.filesPerSecond, 'f', 0),
                         QLocale().toString(rate.megabytesPerSecond, 'f', 2));
    }
    Console::out(line + QLatin1Char('.'));
    if (summary.cancelled)
        Console::err(tr("Cancelled: the files finished so far stay in the knowledge base."));
    if (summary.failed > 0) {
        Console::err(tr("%n file(s) failed (reasons above). Fix them and run `lotse-cli retry`; `lotse-cli docs` "
                        "lists them.",
                        nullptr, summary.failed));
    }
    Q_EMIT done(summary.failed == 0 ? Ok : PartialFailure);
}

} // namespace lotse::cli
