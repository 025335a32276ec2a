// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/Result.h"

#include <QList>
#include <QVariantList>

namespace lotse {

class Database;

// The next rows of a query that pages by id (`sql` takes the last id done as its one value), read
// whole and the statement finished before the caller writes or talks to a server: a statement still
// open on a SQLite connection keeps its transaction (and write lock) open through every round trip,
// and can fail on a newer snapshot when another connection commits meanwhile.
class RowBatch final
{
public:
    static Result<QList<QVariantList>> read(Database& db, const QString& sql, qint64 after, const QString& what);
};

} // namespace lotse
