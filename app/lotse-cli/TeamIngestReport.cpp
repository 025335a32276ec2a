// SPDX-License-Identifier: GPL-3.0-or-later
#include "TeamIngestReport.h"

#include "Console.h"

#include <QDir>

namespace lotse::cli {

void TeamIngestReport::report(const FileOutcome& o)
{
    const QString path = QDir::toNativeSeparators(o.path);
    switch (o.kind) {
    case FileOutcome::Kind::Added:
    case FileOutcome::Kind::Updated:
        ++(o.kind == FileOutcome::Kind::Added ? m_added : m_updated);
        Console::out((o.kind == FileOutcome::Kind::Added ? tr("added %1 (%n passage(s))", nullptr, o.chunks)
                                                         : tr("updated %1 (%n passage(s))", nullptr, o.chunks))
                         .arg(path));
        if (o.instructionPassages > 0)
            Console::err(tr("warning: %1 has %n passage(s) with instructions to an AI assistant (such as “ignore "
                            "previous instructions”). Lotse treats them as text and never follows them; check who "
                            "wrote them.",
                            nullptr, o.instructionPassages)
                             .arg(path));
        break;
    case FileOutcome::Kind::Renamed:
        ++m_updated;
        break;
    case FileOutcome::Kind::Removed:
        ++m_removed;
        Console::out(tr("removed %1").arg(path));
        break;
    case FileOutcome::Kind::Unchanged:
        ++m_unchanged;
        break;
    case FileOutcome::Kind::Skipped:
        Console::err(tr("skipped: %1").arg(o.message.isEmpty() ? path : path + QStringLiteral(": ") + o.message));
        break;
    case FileOutcome::Kind::Failed:
        ++m_failed;
        Console::err(tr("failed: %1").arg(o.message));
        break;
    }
}

QString TeamIngestReport::summary(const QStringList& groups) const
{
    const QString counts = tr("Added %1, updated %2, unchanged %3, removed %4, failed %5.")
                               .arg(m_added)
                               .arg(m_updated)
                               .arg(m_unchanged)
                               .arg(m_removed)
                               .arg(m_failed);
    return groups.isEmpty()
               ? counts
               : counts + QLatin1Char(' ') + tr("Readable by the groups %1.").arg(groups.join(QStringLiteral(", ")));
}

} // namespace lotse::cli
