// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ingest/IngestTypes.h"

#include <QCoreApplication>
#include <QStringList>

namespace lotse::cli {

// What a manager's run did to a team knowledge base, file by file on the console, and its totals.
class TeamIngestReport final
{
    Q_DECLARE_TR_FUNCTIONS(lotse::cli::TeamIngestReport)

public:
    void report(const FileOutcome& outcome);
    // "Added 3, updated 1, unchanged 40, removed 2, failed 0." and, when given, who may read them.
    QString summary(const QStringList& groups = {}) const;
    int failed() const { return m_failed; }

private:
    int m_added = 0;
    int m_updated = 0;
    int m_unchanged = 0;
    int m_removed = 0;
    int m_failed = 0;
};

} // namespace lotse::cli
