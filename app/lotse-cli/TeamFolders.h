// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/Result.h"

#include <QCoreApplication>
#include <QStringList>

namespace lotse {
class PgConnection;
}

namespace lotse::cli {

class TeamIngestReport;

// The folders a team knowledge base keeps in sync, for its managers (TeamIngest does the work):
//   folder add PATH --groups hr   remembered with who may read it, then read
//   folder remove PATH            forgotten, its documents removed
//   folders                       each with its groups, documents and last sync
//   sync                          what a killed run left, then every folder's changes
//   retry                         the documents that failed, read again
class TeamFolders final
{
    Q_DECLARE_TR_FUNCTIONS(lotse::cli::TeamFolders)

public:
    explicit TeamFolders(PgConnection& connection);

    // An exit code. `groups`: those of `folder add`.
    int run(const QString& command, const QStringList& args, const QStringList& groups);

private:
    int list();
    static int finish(const Status& status, const TeamIngestReport& report, const QStringList& groups);

    PgConnection& m_c;
};

} // namespace lotse::cli
