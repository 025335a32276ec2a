// SPDX-License-Identifier: GPL-3.0-or-later
#include "IngestTypes.h"

namespace lotse {

QString FileOutcome::kindName(Kind kind)
{
    switch (kind) {
    case Kind::Added:
        return QStringLiteral("added");
    case Kind::Updated:
        return QStringLiteral("updated");
    case Kind::Unchanged:
        return QStringLiteral("unchanged");
    case Kind::Skipped:
        return QStringLiteral("skipped");
    case Kind::Removed:
        return QStringLiteral("removed");
    case Kind::Renamed:
        return QStringLiteral("renamed");
    case Kind::Failed:
        break;
    }
    return QStringLiteral("failed");
}

void IngestSummary::count(const FileOutcome& outcome)
{
    switch (outcome.kind) {
    case FileOutcome::Kind::Added:
        ++added;
        break;
    case FileOutcome::Kind::Updated:
        ++updated;
        break;
    case FileOutcome::Kind::Unchanged:
        ++unchanged;
        break;
    case FileOutcome::Kind::Skipped:
        ++skipped;
        problems.append(outcome);
        break;
    case FileOutcome::Kind::Removed:
        ++removed;
        break;
    case FileOutcome::Kind::Renamed:
        ++renamed;
        break;
    case FileOutcome::Kind::Failed:
        ++failed;
        problems.append(outcome);
        break;
    }
    if (outcome.kind != FileOutcome::Kind::Renamed) // kept, not indexed
        chunks += outcome.chunks;
    bytes += outcome.bytes;
}

} // namespace lotse
