// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/Result.h"
#include "store/Database.h"
#include "trace/TraceTypes.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QStringList>
#include <functional>

namespace lotse {
class TraceStore;
}

namespace lotse::cli {

// `traces list|show ID|delete ID|export FILE|purge|settings|set NAME VALUE`: the questions asked
// and how they were answered, stored in the knowledge base (see TraceStore). Synchronous.
class TracesCommand final
{
    Q_DECLARE_TR_FUNCTIONS(lotse::cli::TracesCommand)
public:
    TracesCommand(const QCommandLineParser& parser, QString dbPath);

    static void addOptions(QCommandLineParser& parser);
    // The exit code.
    int run(const QStringList& args);

    // "2025-03-01", an ISO date-time, or "7d"/"12h" before `now`. `endOfDay`: a bare date means the
    // end of that day (for --until).
    static Result<QDateTime> parseWhen(const QString& text, const QDateTime& now, bool endOfDay);

private:
    Result<TraceFilter> filter() const;
    int list();
    // Parses the trace id, opens the knowledge base and hands both to `act`; the exit code.
    int withTrace(const QString& text, Database::Access access, const std::function<int(TraceStore&, qint64)>& act);
    int show(const QString& id);
    int show(TraceStore& store, qint64 id);
    int remove(const QString& id);
    int exportTo(const QString& path);
    int purge();
    int settings();
    int set(const QString& name, const QString& value);
    Result<qint64> traceId(const QString& text) const;

    const QCommandLineParser& m_parser;
    QString m_dbPath;
};

} // namespace lotse::cli
