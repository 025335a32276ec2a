// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "llm/KeychainKeyStore.h"
#include "store/pg/DatabaseUrl.h"

#include <QCommandLineParser>
#include <QObject>
#include <functional>
#include <memory>

namespace lotse {
class PgConnection;
}

namespace lotse::cli {

// `team init URL`, `team grant USER --role reader|manager --groups hr,all-staff --db URL`,
// `team status URL` and `team sync URL`: a team knowledge base in PostgreSQL (docs/team.md). The password comes from
// LOTSE_DB_PASSWORD or the OS keychain (`config set-db-password URL`), never from the command line.
class TeamCommand final : public QObject
{
    Q_OBJECT
public:
    explicit TeamCommand(const QCommandLineParser& parser, QObject* parent = nullptr);
    ~TeamCommand() override;
    static void addOptions(QCommandLineParser& parser);

    // An exit code, or -1 while the keychain is read (then done() follows).
    int run(const QStringList& args);
    // `ingest PATH… --groups LIST --db URL`: the files into the team knowledge base, with those groups.
    int ingest(const QStringList& paths);
    // `remove PATH… --db URL`: documents, or every document below a folder, out of the team knowledge base.
    int remove(const QStringList& paths);
    // `folder add PATH --groups LIST`, `folder remove PATH`, `folders` and `sync`, each with --db URL
    // (managers): the team knowledge base's remembered folders (TeamFolders).
    int folders(const QString& command, const QStringList& args);
    // `ask … --db URL` (and `traces --db URL`): brings this login's local copy of the team knowledge base
    // up to date, then calls `ready` with the copy's file, which answers like any knowledge base file.
    // With the server out of reach, an earlier copy still answers (with a warning on stderr); without
    // one, the error ends the command. An exit code, or -1 while working (done() follows a failure).
    // `bridge`: an earlier copy may stand in for a server that does not answer (asking); not when the
    // sync itself is the point (sharing a manager's vectors).
    int withReplica(const std::function<void(const QString& path)>& ready, bool quiet = false, bool bridge = true);

Q_SIGNALS:
    void done(int exitCode);

private:
    int usage(const QString& message);
    // Connects with the password from the environment or the keychain, then runs `then`.
    void withConnection(const DatabaseUrl& url, std::function<int(PgConnection&)> then);
    int init(PgConnection& c);
    int grant(PgConnection& c, const QString& user);
    int status(PgConnection& c);
    int tracePolicy(const QString& value);    // `team trace-policy off|without-question|full --db URL`
    int traceRetention(const QString& value); // `team trace-retention DAYS --db URL`
    // Syncs the copy; -1 when `ready` took over, else the exit code of the failure.
    int syncReplica(PgConnection& c, const std::function<void(const QString& path)>& ready, bool quiet);
    // The server is out of reach: `ready` runs on an earlier copy when there is one (true).
    bool fallBackToCopy(const Error& why, const DatabaseUrl& url, const std::function<void(const QString&)>& ready);
    int ingestInto(PgConnection& c, const QStringList& paths, const QStringList& groups);
    // Ok for a manager (or the server's administrator) of a current schema; else says why.
    int requireManager(PgConnection& c);

    const QCommandLineParser& m_parser;
    KeychainKeyStore m_keys;
    // Asked when the connection fails for another reason than a credential; true: handled.
    std::function<bool(const Error&)> m_unreachable;
};

} // namespace lotse::cli
