// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/Result.h"

#include <QCoreApplication>
#include <QString>

namespace lotse {

class Database;

// A transaction on one connection that nests: a Transaction begun while another is open on the same
// connection joins it. Its commit() then only says "my part is done", and a rollback (or destruction
// without commit) dooms the outer one, which then rolls back instead of committing. So a store write
// that must be atomic on its own (a document with all its passages) can also be one of many in a
// caller's larger batch, without SQLite savepoints (which make FTS5 write its pending index data).
class Transaction final
{
    Q_DECLARE_TR_FUNCTIONS(lotse::Transaction)

public:
    explicit Transaction(Database& db);
    ~Transaction(); // rolls back unless committed
    Transaction(const Transaction&) = delete;
    Transaction& operator=(const Transaction&) = delete;

    // `what` names the work in error messages ("Saving passages of …").
    Status begin(const QString& what);
    Status commit(const QString& what);
    void rollback();
    bool isOutermost() const { return m_outermost; }

private:
    Database& m_db;
    bool m_open = false;
    bool m_outermost = false;
};

} // namespace lotse
