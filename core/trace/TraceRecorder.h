// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "TraceTypes.h"
#include "common/Result.h"

#include <QJsonObject>
#include <memory>

namespace lotse {

class Database;

// Saves each finished trace into a knowledge base, opening its own
// connection on first use, on the thread that uses it. A save is one small transaction.
class TraceRecorder final
{
public:
    TraceRecorder(QString dbPath, TraceOptions options);
    ~TraceRecorder();

    Result<qint64> save(const Trace& trace);

private:
    QString m_dbPath;
    TraceOptions m_options;
    std::unique_ptr<Database> m_db;
};

} // namespace lotse
