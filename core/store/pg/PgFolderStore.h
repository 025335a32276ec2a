// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/Result.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QList>
#include <QStringList>
#include <optional>

namespace lotse {

class PgConnection;

// A folder a manager keeps in sync with a team knowledge base, and who may read its documents.
struct TeamFolder
{
    QString path; // absolute and clean, as on the managers' machines (a share mounted at the same place)
    QStringList groups;
    QDateTime addedAt;
    QDateTime syncedAt; // invalid before the first complete sync
};

// The remembered folders of a team knowledge base (lotse.folders; managers write, row-level security).
class PgFolderStore final
{
    Q_DECLARE_TR_FUNCTIONS(lotse::PgFolderStore)

public:
    explicit PgFolderStore(PgConnection& connection);

    Result<QList<TeamFolder>> folders() const;
    // Remembers the folder, or gives a remembered one new groups; false when it was there already.
    Result<bool> add(const QString& path, const QStringList& groups);
    Result<bool> remove(const QString& path); // false when it was not remembered
    Status markSynced(const QString& path);
    // The innermost remembered folder holding `path`, if any.
    Result<std::optional<TeamFolder>> containing(const QString& path) const;

private:
    PgConnection& m_c;
};

} // namespace lotse
