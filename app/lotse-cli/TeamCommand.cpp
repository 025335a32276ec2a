// SPDX-License-Identifier: GPL-3.0-or-later
#include "TeamCommand.h"

#include "Console.h"
#include "TeamFolders.h"
#include "TeamIngestReport.h"
#include "ingest/IngestPipeline.h"
#include "store/Database.h"
#include "store/pg/DatabasePassword.h"
#include "store/pg/PgConnection.h"
#include "store/pg/PgDocumentStore.h"
#include "store/pg/PgSchema.h"
#include "store/pg/TeamAdmin.h"
#include "store/pg/TeamReplica.h"
#include "team/TeamIngest.h"
#include "team/TeamSync.h"
#include "team/TeamTraceSync.h"
#include "trace/TraceSettings.h"

#include <QDir>
#include <QFileInfo>
#include <QLocale>
#include <QSettings>
#include <QTimer>

namespace lotse::cli {

TeamCommand::TeamCommand(const QCommandLineParser& parser, QObject* parent)
    : QObject(parent)
    , m_parser(parser)
{}

TeamCommand::~TeamCommand() = default;

void TeamCommand::addOptions(QCommandLineParser& parser)
{
    parser.addOption({QStringLiteral("role"), tr("team grant: reader or manager."), QStringLiteral("ROLE")});
    parser.addOption({QStringLiteral("groups"),
                      tr("team grant, and ingest into a team knowledge base: the access groups, e.g. "
                         "hr,all-staff."),
                      QStringLiteral("LIST")});
}

int TeamCommand::usage(const QString& message)
{
    Console::err(QStringLiteral("lotse-cli: ") + message + QLatin1Char('\n')
                 + tr("Run `lotse-cli --help` for the commands."));
    return UsageError;
}

int TeamCommand::run(const QStringList& args)
{
    const QString sub = args.value(0);
    // The URL: `team init URL`, `team status URL`, or --db URL for any of them.
    QString urlText = m_parser.value(QStringLiteral("db"));
    if (sub == QStringLiteral("trace-policy") && args.size() == 2)
        return tracePolicy(args.at(1));
    if (sub == QStringLiteral("trace-retention") && args.size() == 2)
        return traceRetention(args.at(1));
    const bool takesUrl =
        sub == QStringLiteral("init") || sub == QStringLiteral("status") || sub == QStringLiteral("sync");
    if (takesUrl && args.size() == 2)
        urlText = args.at(1);
    else if (!(takesUrl && args.size() == 1) && !(sub == QStringLiteral("grant") && args.size() == 2))
        return usage(
            tr("team takes: init URL | grant USER --role reader|manager --groups LIST --db URL | status URL "
               "| sync URL | trace-policy off|without-question|full --db URL | trace-retention DAYS --db URL"));
    if (urlText.isEmpty())
        return usage(tr("Name the team knowledge base: a URL like postgresql://USER@HOST:5432/DBNAME."));
    const auto url = DatabaseUrl::parse(urlText);
    if (!url)
        return usage(url.error().message);
    if (sub == QStringLiteral("grant")) {
        const auto role = TeamAdmin::roleNamed(m_parser.value(QStringLiteral("role")));
        if (!role)
            return usage(role.error().message);
        const auto groups = TeamAdmin::groupsFrom(m_parser.value(QStringLiteral("groups")));
        if (!groups)
            return usage(groups.error().message);
        const QString user = args.at(1);
        withConnection(url.value(), [this, user, role = role.value(), groups = groups.value()](PgConnection& c) {
            if (Status s = TeamAdmin::grant(c, user, role, groups); !s) {
                Console::err(QStringLiteral("lotse-cli: ") + s.error().message);
                return s.error().code == Error::Code::NotFound ? int(UsageError) : int(Failure);
            }
            Console::out(tr("%1 is now a %2 with the groups %3.")
                             .arg(user, m_parser.value(QStringLiteral("role")), groups.join(QStringLiteral(", "))));
            return int(Ok);
        });
        return -1;
    }
    if (sub == QStringLiteral("sync")) {
        withConnection(url.value(), [this](PgConnection& c) { return syncReplica(c, {}, false); });
        return -1;
    }
    withConnection(url.value(),
                   [this, sub](PgConnection& c) { return sub == QStringLiteral("init") ? init(c) : status(c); });
    return -1;
}

int TeamCommand::tracePolicy(const QString& value)
{
    const auto url = DatabaseUrl::parse(m_parser.value(QStringLiteral("db")));
    if (!url)
        return usage(url.error().message);
    const auto policy = TeamTraceSync::policyNamed(value);
    if (!policy)
        return usage(policy.error().message);
    withConnection(url.value(), [this, policy = policy.value()](PgConnection& c) {
        if (Status s = TeamTraceSync::setPolicy(c, policy); !s) {
            Console::err(QStringLiteral("lotse-cli: ") + s.error().message);
            return s.error().code == Error::Code::InvalidInput ? int(UsageError) : int(Failure);
        }
        Console::out(tr("Members' questions are now stored in the team knowledge base: %1 (from their next sync).")
                         .arg(TeamTraceSync::policyName(policy)));
        return int(Ok);
    });
    return -1;
}

int TeamCommand::traceRetention(const QString& value)
{
    const auto url = DatabaseUrl::parse(m_parser.value(QStringLiteral("db")));
    if (!url)
        return usage(url.error().message);
    bool number = false;
    const int days = value.toInt(&number);
    if (!number)
        return usage(tr("trace-retention takes a number of days (0 keeps the team's questions for ever), not "
                        "“%1”.")
                         .arg(value));
    withConnection(url.value(), [this, days](PgConnection& c) {
        if (Status s = TeamTraceSync::setRetentionDays(c, days); !s) {
            Console::err(QStringLiteral("lotse-cli: ") + s.error().message);
            return s.error().code == Error::Code::InvalidInput ? int(UsageError) : int(Failure);
        }
        Console::out(days == 0 ? tr("The team's questions are now kept for ever.")
                               : tr("The team's questions are now kept for %n day(s), in the team knowledge base and "
                                    "in its managers' copies (from the next sync).",
                                    nullptr, days));
        return int(Ok);
    });
    return -1;
}

int TeamCommand::withReplica(const std::function<void(const QString& path)>& ready, bool quiet, bool bridge)
{
    const auto url = DatabaseUrl::parse(m_parser.value(QStringLiteral("db")));
    if (!url)
        return usage(url.error().message);
    m_unreachable = nullptr;
    if (bridge)
        m_unreachable = [this, url = url.value(), ready](const Error& why) { return fallBackToCopy(why, url, ready); };
    withConnection(url.value(), [this, ready, quiet](PgConnection& c) { return syncReplica(c, ready, quiet); });
    return -1;
}

int TeamCommand::syncReplica(PgConnection& c, const std::function<void(const QString& path)>& ready, bool quiet)
{
    if (Status s = PgSchema::checkCurrent(c); !s) {
        Console::err(QStringLiteral("lotse-cli: ") + s.error().message);
        return UsageError;
    }
    auto copy = TeamReplica::open(c.url());
    if (!copy) {
        Console::err(QStringLiteral("lotse-cli: ") + copy.error().message);
        return Failure;
    }
    const QString path = copy.value()->path();
    const auto synced = TeamSync::run(c, *copy.value(), TraceSettings::load(QSettings()).retentionDays);
    copy.value().reset(); // closed before the copy is opened again to answer
    if (!synced) {
        Console::err(QStringLiteral("lotse-cli: ")
                     + tr("Updating the local copy of the team knowledge base failed: %1").arg(synced.error().message));
        return Failure;
    }
    const ReplicaSync& s = synced.value();
    const QString summary = tr("Team knowledge base %1: %2 new, %3 changed, %4 removed, %5 unchanged documents.")
                                .arg(c.url().toString())
                                .arg(s.added)
                                .arg(s.updated)
                                .arg(s.removed)
                                .arg(s.unchanged);
    if (!ready) {
        Console::out(summary);
        if (s.questionsOut + s.questionsIn + s.feedbackOut + s.feedbackIn + s.questionsDeleted > 0)
            Console::out(tr("Questions: %1 shared, %2 from the team, %3 deleted; feedback: %4 shared, %5 from the "
                            "team.")
                             .arg(s.questionsOut)
                             .arg(s.questionsIn)
                             .arg(s.questionsDeleted)
                             .arg(s.feedbackOut)
                             .arg(s.feedbackIn));
        Console::out(tr("Local copy: %1").arg(QDir::toNativeSeparators(path)));
        return Ok;
    }
    if (!quiet && s.added + s.updated + s.removed > 0)
        Console::err(summary);
    ready(path);
    return -1;
}

bool TeamCommand::fallBackToCopy(const Error& why, const DatabaseUrl& url,
                                 const std::function<void(const QString&)>& ready)
{
    // Only for a server that did not answer: a refused login (perhaps a revoked one), a missing database
    // or a failed certificate check must not be papered over with an old copy.
    if (why.code != Error::Code::Unreachable || !ready)
        return false;
    const QString path = TeamReplica::pathFor(url);
    if (!QFileInfo::exists(path))
        return false;
    QDateTime at;
    if (auto copy = Database::open(path, Database::Access::Existing); copy && TeamReplica::isCopyOf(*copy.value(), url))
        at = TeamReplica::syncedAt(*copy.value());
    if (!at.isValid())
        return false;
    Console::err(QStringLiteral("lotse-cli: ") + why.message);
    Console::err(QStringLiteral("lotse-cli: ")
                 + tr("Answering from the local copy synced %1: changes made since then are missing.")
                       .arg(QLocale().toString(at, QLocale::ShortFormat)));
    ready(path);
    return true;
}

void TeamCommand::withConnection(const DatabaseUrl& url, std::function<int(PgConnection&)> then)
{
    // `noneStored`: no password was found, so a refusal means one is needed, not that it was wrong.
    const auto connectWith = [this, url, then](const QString& password, bool noneStored) {
        auto c = PgConnection::open(url, password);
        if (c) {
            if (const int code = then(*c.value()); code >= 0)
                Q_EMIT done(code);
            return;
        }
        const bool credential = c.error().code == Error::Code::MissingCredential;
        if (!credential && m_unreachable && m_unreachable(c.error()))
            return;
        Console::err(QStringLiteral("lotse-cli: ")
                     + (credential && noneStored
                            ? tr("No password for %1: store it with `lotse-cli config set-db-password %2`, or set "
                                 "LOTSE_DB_PASSWORD.")
                                  .arg(url.user + QLatin1Char('@') + url.host, url.toString())
                            : c.error().message));
        Q_EMIT done(credential ? UsageError : Failure);
    };
    DatabasePassword::read(m_keys, url, this,
                           [connectWith](const QString& password, bool stored) { connectWith(password, !stored); });
}

int TeamCommand::ingest(const QStringList& paths)
{
    const auto url = DatabaseUrl::parse(m_parser.value(QStringLiteral("db")));
    if (!url)
        return usage(url.error().message);
    if (paths.isEmpty())
        return usage(tr("ingest takes the files or folders to add, e.g. lotse-cli ingest handbook/ --groups all-staff "
                        "--db URL"));
    // No default: a document nobody chose groups for must not become readable by everyone.
    if (!m_parser.isSet(QStringLiteral("groups")))
        return usage(tr("Say who may read these documents: --groups all-staff (or hr, finance, …)."));
    const auto groups = TeamAdmin::groupsFrom(m_parser.value(QStringLiteral("groups")));
    if (!groups)
        return usage(groups.error().message);
    withConnection(url.value(),
                   [this, paths, groups = groups.value()](PgConnection& c) { return ingestInto(c, paths, groups); });
    return -1;
}

int TeamCommand::requireManager(PgConnection& c)
{
    if (Status s = PgSchema::checkCurrent(c); !s) {
        Console::err(QStringLiteral("lotse-cli: ") + s.error().message);
        return UsageError;
    }
    const auto role = TeamAdmin::myRole(c);
    if (!role) {
        Console::err(QStringLiteral("lotse-cli: ") + role.error().message);
        return Failure;
    }
    if (role.value() != QStringLiteral("manager") && role.value() != QStringLiteral("administrator")) {
        Console::err(QStringLiteral("lotse-cli: ")
                     + tr("Only a manager of this team knowledge base adds and removes documents; ask its "
                          "administrator for `lotse-cli team grant %1 --role manager --groups …`.")
                           .arg(c.url().user));
        return UsageError;
    }
    return Ok;
}

int TeamCommand::remove(const QStringList& paths)
{
    const auto url = DatabaseUrl::parse(m_parser.value(QStringLiteral("db")));
    if (!url)
        return usage(url.error().message);
    withConnection(url.value(), [this, paths](PgConnection& c) {
        if (const int code = requireManager(c); code != Ok)
            return code;
        PgDocumentStore store(c, {});
        IngestPipeline pipeline(store);
        int removed = 0;
        int missing = 0;
        const auto known = store.paths();
        if (!known) {
            Console::err(QStringLiteral("lotse-cli: ") + known.error().message);
            return int(Failure);
        }
        for (const QString& path : paths) {
            // As ingest stored it: absolute and clean (the file itself may be gone already).
            const QString stored = QDir::cleanPath(QFileInfo(path).absoluteFilePath());
            const bool there = std::any_of(known.value().cbegin(), known.value().cend(), [&](const QString& p) {
                return p == stored || p.startsWith(stored + QLatin1Char('/'));
            });
            if (!there) {
                ++missing;
                Console::err(tr("not in the team knowledge base: %1 (`lotse-cli team status` counts what is)")
                                 .arg(QDir::toNativeSeparators(stored)));
                continue;
            }
            for (const FileOutcome& o : pipeline.remove(stored)) {
                if (o.kind == FileOutcome::Kind::Removed) {
                    ++removed;
                    Console::out(tr("removed %1").arg(QDir::toNativeSeparators(o.path)));
                } else {
                    ++missing;
                    Console::err(tr("not removed: %1").arg(o.message));
                }
            }
        }
        Console::out(tr("Removed %n document(s); members' copies follow at their next sync.", nullptr, removed));
        return missing > 0 ? int(PartialFailure) : int(Ok);
    });
    return -1;
}

int TeamCommand::ingestInto(PgConnection& c, const QStringList& paths, const QStringList& groups)
{
    if (const int code = requireManager(c); code != Ok)
        return code;
    TeamIngestReport report;
    TeamIngest ingest(c, [&report](const FileOutcome& o) { report.report(o); });
    const Status s = ingest.add(paths, groups);
    Console::out(report.summary(groups));
    if (!s) {
        Console::err(QStringLiteral("lotse-cli: ") + s.error().message);
        return s.error().code == Error::Code::InvalidInput ? UsageError : Failure;
    }
    return report.failed() > 0 ? PartialFailure : Ok;
}

int TeamCommand::folders(const QString& command, const QStringList& args)
{
    const auto url = DatabaseUrl::parse(m_parser.value(QStringLiteral("db")));
    if (!url)
        return usage(url.error().message);
    const bool adding = command == QStringLiteral("folder") && args.value(0) == QStringLiteral("add");
    const bool removing = command == QStringLiteral("folder") && args.value(0) == QStringLiteral("remove");
    if ((command == QStringLiteral("folder") && (args.size() != 2 || !(adding || removing)))
        || (command != QStringLiteral("folder") && !args.isEmpty()))
        return usage(tr("use `folder add PATH --groups LIST`, `folder remove PATH`, `folders` or `sync`, each with "
                        "--db URL."));
    if (m_parser.isSet(QStringLiteral("watch")))
        return usage(tr("A team knowledge base is kept up to date with `lotse-cli sync --db URL`; run it as often "
                        "as needed, e.g. from a timer."));
    QStringList groups;
    if (adding) {
        if (!m_parser.isSet(QStringLiteral("groups")))
            return usage(tr("Say who may read this folder's documents: --groups all-staff (or hr, finance, …)."));
        const auto parsed = TeamAdmin::groupsFrom(m_parser.value(QStringLiteral("groups")));
        if (!parsed)
            return usage(parsed.error().message);
        groups = parsed.value();
    }
    withConnection(url.value(), [this, command, args, groups](PgConnection& c) {
        if (const int code = requireManager(c); code != Ok)
            return code;
        return TeamFolders(c).run(command, args, groups);
    });
    return -1;
}

int TeamCommand::init(PgConnection& c)
{
    // Every statement is printed before it runs: an administrator sees (and can review) what changes.
    const Status s = PgSchema::apply(c, [](const QString& sql) { Console::out(sql + QLatin1Char(';')); });
    if (!s) {
        Console::err(QStringLiteral("lotse-cli: ") + s.error().message);
        return s.error().code == Error::Code::Unsupported ? int(UsageError) : int(Failure);
    }
    Console::out(tr("The team knowledge base %1 is set up (schema %2). Next: lotse-cli team grant USER --role "
                    "reader --groups all-staff --db %1")
                     .arg(c.url().toString())
                     .arg(PgSchema::currentVersion));
    return Ok;
}

int TeamCommand::status(PgConnection& c)
{
    const auto s = TeamAdmin::status(c);
    if (!s) {
        Console::err(QStringLiteral("lotse-cli: ") + s.error().message);
        return Failure;
    }
    const TeamAdmin::TeamStatus& t = s.value();
    Console::out(tr("Server: PostgreSQL %1, vector search in the server (pgvector): %2")
                     .arg(t.serverVersion, t.pgvector ? tr("available") : tr("not available")));
    if (!t.access) {
        Console::out(tr("You (%1) have no access to this team knowledge base: ask its administrator for `lotse-cli "
                        "team grant %1 --role reader --groups …`.")
                         .arg(t.connectedAs));
        return Ok;
    }
    if (t.schemaVersion == 0) {
        Console::out(
            tr("Not set up for Lotse yet: an administrator runs `lotse-cli team init %1`.").arg(c.url().toString()));
        return Ok;
    }
    Console::out(tr("Schema: %1").arg(t.schemaVersion));
    Console::out(tr("Connected as: %1 (%2), groups: %3")
                     .arg(t.connectedAs, t.role.isEmpty() ? tr("no Lotse role") : t.role,
                          t.groups.isEmpty() ? tr("none") : t.groups.join(QStringLiteral(", "))));
    Console::out(tr("Visible to you: %1 documents, %2 passages").arg(t.documents).arg(t.passages));
    if (const auto policy = TeamTraceSync::policy(c))
        Console::out(tr("Members' questions stored here: %1").arg(TeamTraceSync::policyName(policy.value())));
    if (const auto days = TeamTraceSync::retentionDays(c))
        Console::out(days.value() == 0 ? tr("Kept: for ever") : tr("Kept: %n day(s)", nullptr, days.value()));
    for (const TeamAdmin::Member& m : t.members)
        Console::out(
            QStringLiteral("  %1  %2  %3").arg(m.user, -16).arg(m.role, -8).arg(m.groups.join(QStringLiteral(","))));
    return Ok;
}

} // namespace lotse::cli
