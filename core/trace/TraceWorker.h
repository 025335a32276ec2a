// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "TraceReports.h"
#include "TraceTypes.h"
#include "common/Error.h"

#include <QJsonObject>
#include <QObject>
#include <memory>

namespace lotse {

class Database;

// Lives on the "lotse-traces" thread and owns that thread's database connection (with
// secure_delete on, so deleted questions do not linger in free pages of the file).
class TraceWorker final : public TraceReports
{
    Q_OBJECT
public:
    TraceWorker(QString dbPath, TraceOptions options);
    ~TraceWorker() override;

    void setOptions(const TraceOptions& options) { m_options = options; }
    void save(const Trace& trace);
    void purgeExpired();
    void removeAll();

private:
    bool ensureOpen();

    QString m_dbPath;
    TraceOptions m_options;
    std::unique_ptr<Database> m_db;
};

} // namespace lotse
