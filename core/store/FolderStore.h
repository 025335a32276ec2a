// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/Result.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QList>
#include <QString>
#include <utility>

namespace lotse {

class Database;
struct DocumentRecord;

// A folder the user added: remembered, watched, and synced on start.
struct FolderRecord
{
    QString path; // absolute, clean, without a trailing slash
    QDateTime addedAt;
    QDateTime syncedAt; // invalid before the first complete sync
};

// The folders that stay in sync with the knowledge base.
class FolderStore final
{
    Q_DECLARE_TR_FUNCTIONS(lotse::FolderStore)

public:
    explicit FolderStore(Database& db);

    Result<QList<FolderRecord>> folders() const;
    // False when the folder was remembered already.
    Result<bool> add(const QString& path);
    // False when the folder was not remembered.
    Result<bool> remove(const QString& path);
    Status markSynced(const QString& path);
    // The remembered folder that contains `path` (itself or an ancestor), if any.
    Result<QString> containing(const QString& path) const;

    // True when `path` is `folder` or lies below it.
    static bool isWithin(const QString& path, const QString& folder);
    // How many of `documents` lie in `folder`: ready, and failed.
    static std::pair<int, int> readyAndFailed(const QList<DocumentRecord>& documents, const QString& folder);

private:
    Database& m_db;
};

} // namespace lotse
