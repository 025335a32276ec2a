// SPDX-License-Identifier: GPL-3.0-or-later
#include "CliApp.h"

#include "AskCommand.h"
#include "CliHelp.h"
#include "ConfigCommand.h"
#include "Console.h"
#include "EmbedCommand.h"
#include "EvalCommand.h"
#include "FoldersCommand.h"
#include "IngestCommand.h"
#include "TeamCommand.h"
#include "TracesCommand.h"
#include "agent/AgentSettings.h"
#include "agent/llm/LlmStrategies.h"
#include "agent/offline/OfflineStrategies.h"
#include "common/BuildInfo.h"
#include "ingest/SampleHandbook.h"
#include "language/Translations.h"
#include "llm/ProviderSettings.h"
#include "llm/auth/CredentialResolver.h"
#include "store/Database.h"
#include "store/DocumentStore.h"
#include "store/pg/DatabaseUrl.h"
#include "text/lexicon/Lexicon.h"
#include "trace/TraceRecorder.h"
#include "trace/TraceSettings.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QLocale>
#include <QRegularExpression>
#include <QSettings>
#include <algorithm>

namespace lotse::cli {

CliApp::CliApp(QObject* parent)
    : QObject(parent)
{
    m_parser.setApplicationDescription(CliHelp::description());
    m_parser.addHelpOption();
    m_parser.addVersionOption();
    m_parser.addOption({QStringLiteral("db"),
                        tr("Knowledge base file (default: %1).").arg(QDir::toNativeSeparators(Database::defaultPath())),
                        QStringLiteral("FILE")});
    m_parser.addOption({QStringLiteral("json"), tr("ask, traces, eval: print JSON.")});
    m_parser.addOption(
        {QStringLiteral("max-rounds"), tr("ask, eval: at most N search rounds (default 3)."), QStringLiteral("N")});
    m_parser.addOption(
        {QStringLiteral("top-k"), tr("ask, eval: passages per round (default 5)."), QStringLiteral("K")});
    m_parser.addOption({QStringLiteral("no-speculation"),
                        tr("ask, eval: do not start the answer while round 1's evidence is graded.")});
    m_parser.addOption(
        {QStringLiteral("lang"), tr("demo: sample handbook language, en or de."), QStringLiteral("LANG")});
    m_parser.addOption(
        {QStringLiteral("provider"),
         tr("ask: offline, azure, azure-legacy or openai-compatible (default: the configured provider, else "
            "offline)."),
         QStringLiteral("NAME")});
    m_parser.addOption({QStringLiteral("endpoint"), tr("ask: the provider's endpoint URL."), QStringLiteral("URL")});
    m_parser.addOption({QStringLiteral("auth"),
                        tr("ask: key (an API key) or entra (Microsoft Entra ID: the window's sign-in, else the Azure "
                           "CLI's)."),
                        QStringLiteral("KIND")});
    m_parser.addOption(
        {QStringLiteral("chat-deployment"), tr("ask: chat deployment (or model)."), QStringLiteral("NAME")});
    m_parser.addOption({QStringLiteral("embedding-deployment"),
                        tr("ingest, ask: embedding deployment (or model) for hybrid retrieval."),
                        QStringLiteral("NAME")});
    m_parser.addOption(
        {QStringLiteral("reasoning-model"),
         tr("ask: the chat model is a reasoning model (no sampling parameters); without it, that is learned from "
            "the deployment's replies.")});
    m_parser.addOption({QStringLiteral("language"),
                        tr("Language of the messages, en or de (default: the system's; LC_ALL=C means en)."),
                        QStringLiteral("LANG")});
    m_parser.addOption({QStringLiteral("watch"), tr("sync: keep running and sync on every change.")});
    TracesCommand::addOptions(m_parser);
    EvalCommand::addOptions(m_parser);
    TeamCommand::addOptions(m_parser);
    m_parser.addPositionalArgument(
        QStringLiteral("command"),
        tr("ingest, docs, remove, folder, folders, sync, retry, ask, traces, eval, demo, config or team"));
}

CliApp::~CliApp() = default;

QString CliApp::languageFor(const QStringList& arguments)
{
    const QString option = QStringLiteral("--language");
    for (qsizetype i = 1; i < arguments.size(); ++i) {
        const QString& argument = arguments.at(i);
        if (argument == QStringLiteral("--"))
            break;
        if (argument == option && i + 1 < arguments.size())
            return arguments.at(i + 1);
        if (argument.startsWith(option + QLatin1Char('=')))
            return argument.mid(option.size() + 1);
    }
    // As with gettext, the C locale means untranslated messages whatever LANGUAGE says (Qt alone
    // would follow LANGUAGE): scripts and tests that set LC_ALL=C get English output.
    QString messages;
    for (const char* name : {"LC_ALL", "LC_MESSAGES", "LANG"}) {
        messages = qEnvironmentVariable(name);
        if (!messages.isEmpty())
            break;
    }
    if (messages.isEmpty() || messages == QStringLiteral("C") || messages == QStringLiteral("POSIX")
        || messages.startsWith(QStringLiteral("C.")))
        return QStringLiteral("en");
    return QStringLiteral("system");
}

int CliApp::usageError(const QString& message)
{
    Console::err(QStringLiteral("lotse-cli: ") + message + QLatin1Char('\n')
                 + tr("Run `lotse-cli --help` for the commands."));
    return UsageError;
}

bool CliApp::parseAgentOptions()
{
    m_agentOptions = AgentOptions();
    // The search options come from the flags (the same defaults everywhere); the contact line shown
    // under refusals is the company's, as set in the window or with `config set contact`.
    const AgentOptions saved = AgentSettings::load(QSettings());
    m_agentOptions.contact = saved.contact;
    m_agentOptions.speculate = saved.speculate && !m_parser.isSet(QStringLiteral("no-speculation"));
    for (const auto& [name, target, max] : {std::tuple{QStringLiteral("max-rounds"), &m_agentOptions.maxRounds, 10},
                                            std::tuple{QStringLiteral("top-k"), &m_agentOptions.topK, 50}}) {
        if (!m_parser.isSet(name))
            continue;
        bool ok = false;
        const int value = m_parser.value(name).toInt(&ok);
        if (!ok || value < 1 || value > max) {
            usageError(
                tr("--%1 takes a whole number from 1 to %2, not “%3”.").arg(name).arg(max).arg(m_parser.value(name)));
            return false;
        }
        *target = value;
    }
    return true;
}

int CliApp::start(const QStringList& arguments)
{
    if (!m_parser.parse(arguments)) {
        // "traces set retention-days -3": the parser takes "-3" for options and reports "Unknown option '3'".
        static const QRegularExpression negative(QStringLiteral(R"(^-\d+([.,]\d+)?$)"));
        for (const QString& argument : arguments.mid(1)) {
            if (negative.match(argument).hasMatch()) {
                return usageError(tr("“%1” is not a valid value: the numbers lotse-cli takes are 0 or more (for "
                                     "example: traces set retention-days 30).")
                                      .arg(argument));
            }
        }
        return usageError(m_parser.errorText());
    }
    if (m_parser.isSet(QStringLiteral("help"))) {
        Console::out(m_parser.helpText());
        return Ok;
    }
    if (m_parser.isSet(QStringLiteral("language"))
        && !Translations::available().contains(m_parser.value(QStringLiteral("language")))) {
        return usageError(
            tr("--language takes %1, not “%2”.")
                .arg(Translations::available().join(QStringLiteral(", ")), m_parser.value(QStringLiteral("language"))));
    }
    if (m_parser.isSet(QStringLiteral("version"))) {
        Console::out(QStringLiteral("lotse-cli %1 (%2)").arg(BuildInfo::version(), BuildInfo::commit()));
        return Ok;
    }
    QStringList args = m_parser.positionalArguments();
    if (args.isEmpty())
        return usageError(tr("no command given."));
    const QString command = args.takeFirst();
    m_dbPath = m_parser.isSet(QStringLiteral("db")) ? m_parser.value(QStringLiteral("db")) : Database::defaultPath();
    // The demo never touches the user's own knowledge base unless --db says so.
    if (command == QStringLiteral("demo") && !m_parser.isSet(QStringLiteral("db")))
        m_dbPath = QFileInfo(Database::defaultPath()).absolutePath() + QStringLiteral("/demo.sqlite");
    if (!parseAgentOptions())
        return UsageError;
    // Only the team commands and ingest reach PostgreSQL so far: a URL must not become a file of that name.
    if (DatabaseUrl::looksLikeUrl(m_dbPath)
        && (command == QStringLiteral("ingest") || command == QStringLiteral("remove"))) {
        if (command == QStringLiteral("remove") && args.isEmpty())
            return usageError(tr("remove needs at least one file or folder."));
        m_team = std::make_unique<TeamCommand>(m_parser);
        if (command == QStringLiteral("ingest")) {
            connect(m_team.get(), &TeamCommand::done, this, &CliApp::embedAfterTeamIngest);
            return m_team->ingest(args);
        }
        connect(m_team.get(), &TeamCommand::done, this, &CliApp::finished);
        return m_team->remove(args);
    }
    if (m_parser.isSet(QStringLiteral("groups")) && !DatabaseUrl::looksLikeUrl(m_dbPath)
        && (command == QStringLiteral("ingest") || command == QStringLiteral("folder")))
        return usageError(
            tr("--groups is for a team knowledge base (--db postgresql://…): a knowledge base file has no "
               "access groups."));
    // Asking, and one's own traces: on this login's local copy of what it may read, synced first.
    if (DatabaseUrl::looksLikeUrl(m_dbPath)
        && (command == QStringLiteral("ask") || command == QStringLiteral("traces") || command == QStringLiteral("docs")
            || command == QStringLiteral("eval")))
        return throughTeamCopy(command, args);
    if (DatabaseUrl::looksLikeUrl(m_dbPath)
        && (command == QStringLiteral("folder") || command == QStringLiteral("folders")
            || command == QStringLiteral("sync") || command == QStringLiteral("retry"))) {
        m_team = std::make_unique<TeamCommand>(m_parser);
        // What a folder's run added is embedded, as after `ingest` (only listing adds nothing).
        connect(m_team.get(), &TeamCommand::done, this,
                command == QStringLiteral("folders") ? &CliApp::finished : &CliApp::embedAfterTeamIngest);
        return m_team->folders(command, args);
    }
    if (command != QStringLiteral("team") && DatabaseUrl::looksLikeUrl(m_dbPath))
        return usageError(tr("A team knowledge base (postgresql://…) works with `ask`, `traces`, `docs`, `eval`, "
                             "`ingest`, `remove`, `folder`, `folders`, `sync`, `retry` and the `team` commands; for "
                             "the others use a knowledge base file (docs/team.md)."));

    if (command == QStringLiteral("ingest") || command == QStringLiteral("remove")) {
        if (args.isEmpty())
            return usageError(tr("%1 needs at least one file or folder.").arg(command));
        if (command == QStringLiteral("remove")) {
            if (const int code = requireKnowledgeBase(false); code != Ok)
                return code;
        }
        m_ingest = std::make_unique<IngestCommand>(m_dbPath);
        if (command == QStringLiteral("ingest"))
            connect(m_ingest.get(), &IngestCommand::done, this, &CliApp::embedAfterIngest);
        else
            connect(m_ingest.get(), &IngestCommand::done, this, &CliApp::finished);
        if (command == QStringLiteral("ingest"))
            m_ingest->ingest(args);
        else
            m_ingest->remove(args);
        return -1;
    }
    if (command == QStringLiteral("folder") || command == QStringLiteral("folders") || command == QStringLiteral("sync")
        || command == QStringLiteral("retry")) {
        m_folders = std::make_unique<FoldersCommand>(m_dbPath, m_parser.isSet(QStringLiteral("watch")));
        connect(m_folders.get(), &FoldersCommand::done, this, &CliApp::finished);
        return m_folders->run(command, args);
    }
    if (command == QStringLiteral("team")) {
        m_team = std::make_unique<TeamCommand>(m_parser);
        connect(m_team.get(), &TeamCommand::done, this, &CliApp::finished);
        return m_team->run(args);
    }
    if (command == QStringLiteral("config")) {
        m_config = std::make_unique<ConfigCommand>();
        // Queued: `config show` with LOTSE_API_KEY set is done before the event loop runs, and an exit
        // asked for before it runs is lost (the command then waited forever).
        connect(m_config.get(), &ConfigCommand::done, this, &CliApp::finished, Qt::QueuedConnection);
        return m_config->run(args, providerConfig());
    }
    if (command == QStringLiteral("docs"))
        return args.isEmpty() ? docs() : usageError(tr("docs takes no arguments."));
    if (command == QStringLiteral("ask")) {
        if (args.size() != 1 || args.first().trimmed().isEmpty())
            return usageError(
                tr("ask takes one question in quotes, e.g. lotse-cli ask \"How many vacation days do I get?\""));
        return ask(args);
    }
    if (command == QStringLiteral("traces"))
        return TracesCommand(m_parser, m_dbPath).run(args);
    if (command == QStringLiteral("eval"))
        return eval(args);
    if (command == QStringLiteral("demo")) {
        QString language = m_parser.value(QStringLiteral("lang"));
        if (language.isEmpty())
            language = QLocale().language() == QLocale::German ? QStringLiteral("de") : QStringLiteral("en");
        if (!SampleHandbook::languages().contains(language))
            return usageError(tr("--lang takes en or de, not “%1”.").arg(language));
        return demo(language);
    }
    return usageError(tr("unknown command “%1”.").arg(command));
}

int CliApp::throughTeamCopy(const QString& command, const QStringList& args)
{
    if (command == QStringLiteral("docs") && !args.isEmpty())
        return usageError(tr("docs takes no arguments."));
    if (command == QStringLiteral("ask") && (args.size() != 1 || args.first().trimmed().isEmpty()))
        return usageError(
            tr("ask takes one question in quotes, e.g. lotse-cli ask \"How many vacation days do I get?\""));
    m_team = std::make_unique<TeamCommand>(m_parser);
    connect(m_team.get(), &TeamCommand::done, this, &CliApp::finished);
    // --json output stays one JSON document: what the sync changed is not worth a line there.
    const bool quiet = m_parser.isSet(QStringLiteral("json"));
    return m_team->withReplica(
        [this, command, args](const QString& copy) {
            m_dbPath = copy;
            const int code = command == QStringLiteral("ask")    ? ask(args)
                             : command == QStringLiteral("docs") ? docs()
                             : command == QStringLiteral("eval") ? eval(args)
                                                                 : TracesCommand(m_parser, m_dbPath).run(args);
            if (code >= 0)
                finished(code);
        },
        quiet);
}

int CliApp::requireKnowledgeBase(bool withPassages)
{
    // Reading commands never create a knowledge base: a mistyped --db must not look like an empty one.
    if (!QFileInfo::exists(m_dbPath)) {
        Console::err(QStringLiteral("lotse-cli: ")
                     + tr("there is no knowledge base at %1. Add files first with `lotse-cli ingest PATH`, or check "
                          "the --db path.")
                           .arg(QDir::toNativeSeparators(m_dbPath)));
        return Failure;
    }
    if (!withPassages)
        return Ok;
    auto db = Database::open(m_dbPath);
    if (!db) {
        Console::err(QStringLiteral("lotse-cli: ") + db.error().message);
        return Failure;
    }
    const auto passages = DocumentStore(*db.value()).chunkCount();
    if (!passages) {
        Console::err(QStringLiteral("lotse-cli: ") + passages.error().message);
        return Failure;
    }
    if (passages.value() == 0) {
        Console::err(QStringLiteral("lotse-cli: ")
                     + tr("the knowledge base %1 is empty, so there is nothing to answer from. Add files with "
                          "`lotse-cli ingest PATH`.")
                           .arg(QDir::toNativeSeparators(m_dbPath)));
        return Failure;
    }
    return Ok;
}

void CliApp::embedAfterIngest(int ingestCode)
{
    // With an embedding deployment configured, new passages get their vectors right away.
    const std::optional<ProviderConfig> embedding = embeddingProvider();
    if (ingestCode == Failure || !embedding) {
        Q_EMIT finished(ingestCode);
        return;
    }
    const ProviderConfig provider = *embedding;
    withCredential(provider, [this, provider, ingestCode](const Credential& credential) {
        m_embed = std::make_unique<EmbedCommand>();
        connect(m_embed.get(), &EmbedCommand::done, this,
                [this, ingestCode](bool ok) { Q_EMIT finished(ok ? ingestCode : Failure); });
        m_embed->start(m_dbPath, provider, credential);
    });
}

void CliApp::embedAfterTeamIngest(int ingestCode)
{
    // With an embedding deployment, the manager's Lotse embeds what it just added, once for the whole
    // team: its copy is synced, embedded like any knowledge base, and synced again to share the vectors.
    const std::optional<ProviderConfig> embedding = embeddingProvider();
    if (ingestCode == Failure || ingestCode == UsageError || !embedding) {
        Q_EMIT finished(ingestCode);
        return;
    }
    const ProviderConfig provider = *embedding;
    withCredential(provider, [this, provider, ingestCode](const Credential& credential) {
        m_teamSync = std::make_unique<TeamCommand>(m_parser);
        connect(m_teamSync.get(), &TeamCommand::done, this, &CliApp::finished); // a failed sync
        m_teamSync->withReplica(
            [this, provider, credential, ingestCode](const QString& copy) {
                m_embed = std::make_unique<EmbedCommand>();
                connect(m_embed.get(), &EmbedCommand::done, this, [this, ingestCode](bool ok) {
                    if (!ok) {
                        Q_EMIT finished(Failure);
                        return;
                    }
                    m_teamSync->withReplica([this, ingestCode](const QString&) { Q_EMIT finished(ingestCode); }, true,
                                            false);
                });
                m_embed->start(copy, provider, credential);
            },
            true, false);
    });
}

std::optional<ProviderConfig> CliApp::embeddingProvider() const
{
    const auto config = providerConfig();
    if (!config) {
        Console::err(QStringLiteral("lotse-cli: ") + tr("not embedding: %1").arg(config.error().message));
        return std::nullopt;
    }
    if (!config.value() || config.value()->embeddingDeployment.isEmpty())
        return std::nullopt;
    return *config.value();
}

Result<std::optional<ProviderConfig>> CliApp::providerConfig() const
{
    // Command-line options override the configured provider; without either, offline mode.
    std::optional<ProviderConfig> config = ProviderSettings::load(QSettings());
    if (m_parser.isSet(QStringLiteral("provider"))) {
        if (auto selected = ProviderSettings::selectProvider(config, m_parser.value(QStringLiteral("provider")));
            !selected)
            return selected.error();
    }
    if (!config)
        return config;
    if (m_parser.isSet(QStringLiteral("endpoint")))
        config->endpoint = QUrl(m_parser.value(QStringLiteral("endpoint")));
    if (m_parser.isSet(QStringLiteral("auth"))) {
        const auto auth = ProviderSettings::parseAuth(m_parser.value(QStringLiteral("auth")));
        if (!auth)
            return Error::make(Error::Code::InvalidInput,
                               tr("--auth takes key or entra, not “%1”.").arg(m_parser.value(QStringLiteral("auth"))));
        config->auth = *auth;
    }
    if (m_parser.isSet(QStringLiteral("chat-deployment")))
        config->chatDeployment = m_parser.value(QStringLiteral("chat-deployment"));
    if (m_parser.isSet(QStringLiteral("embedding-deployment")))
        config->embeddingDeployment = m_parser.value(QStringLiteral("embedding-deployment"));
    if (m_parser.isSet(QStringLiteral("reasoning-model")))
        config->reasoning = ProviderConfig::Reasoning::Yes;
    if (auto valid = ProviderSettings::validate(*config); !valid)
        return valid.error();
    return config;
}

void CliApp::withCredential(const ProviderConfig& provider, std::function<void(const Credential&)> then)
{
    CredentialResolver::resolve(m_keys, this, provider, [this, then](Result<Credential> credential) {
        if (!credential) {
            Console::err(QStringLiteral("lotse-cli: ")
                         + (credential.error().code == Error::Code::MissingCredential
                                ? tr("%1 Or use --provider offline.").arg(credential.error().message)
                                : credential.error().message));
            Q_EMIT finished(isUsersToFix(credential.error()) ? UsageError : Failure);
            return;
        }
        then(credential.value());
    });
}

void CliApp::startAsk(const QStringList& questions, AgentService::StrategyFactory strategies,
                      const TraceContext& context)
{
    m_ask = std::make_unique<AskCommand>(std::move(strategies), m_agentOptions, m_parser.isSet(QStringLiteral("json")));
    m_ask->setTracing(context, m_parser.isSet(QStringLiteral("no-trace"))
                                   ? nullptr
                                   : std::make_unique<TraceRecorder>(m_dbPath, TraceSettings::load(QSettings())));
    connect(m_ask.get(), &AskCommand::done, this, &CliApp::finished);
    m_ask->ask(questions);
}

int CliApp::docs()
{
    if (const int code = requireKnowledgeBase(false); code != Ok)
        return code;
    auto db = Database::open(m_dbPath, Database::Access::Existing);
    if (!db) {
        Console::err(QStringLiteral("lotse-cli: ") + db.error().message);
        return Failure;
    }
    const auto documents = DocumentStore(*db.value()).documents();
    if (!documents) {
        Console::err(QStringLiteral("lotse-cli: ") + documents.error().message);
        return Failure;
    }
    if (documents.value().isEmpty())
        Console::out(tr("The knowledge base is empty. Add files with: lotse-cli ingest PATH"));
    // The state words are padded to one width so that the paths line up in any language.
    const QString ready = tr("ready");
    const QString failedWord = tr("failed");
    const int stateWidth = int(std::max(ready.size(), failedWord.size())) + 2;
    int failed = 0;
    for (const DocumentRecord& d : documents.value()) {
        if (d.isReady()) {
            Console::out(
                ready.leftJustified(stateWidth)
                + tr("%1  %2  “%3”")
                      .arg(QDir::toNativeSeparators(d.path), tr("%n passage(s)", nullptr, d.chunkCount), d.title));
            if (d.updateFailed())
                Console::out(QString(stateWidth, QLatin1Char(' '))
                             + tr("last update failed, the previous version is used: %1").arg(d.error));
            if (d.instructionPassages > 0)
                Console::out(
                    QString(stateWidth, QLatin1Char(' '))
                    + tr("⚠ %n passage(s) with instructions to an AI assistant (treated as text, never followed)",
                         nullptr, d.instructionPassages));
        } else {
            ++failed;
            Console::out(failedWord.leftJustified(stateWidth)
                         + QStringLiteral("%1  %2").arg(QDir::toNativeSeparators(d.path), d.error));
        }
    }
    Console::out(tr("%n document(s), %1 failed.", nullptr, int(documents.value().size())).arg(failed));
    return Ok;
}

int CliApp::ask(const QStringList& questions)
{
    if (const int code = requireKnowledgeBase(true); code != Ok)
        return code;
    const auto config = providerConfig();
    if (!config) {
        Console::err(QStringLiteral("lotse-cli: ") + config.error().message);
        return UsageError;
    }
    if (!config.value()) {
        if (const QString warning = Lexicon::missingWarning(); !warning.isEmpty())
            Console::err(QStringLiteral("lotse-cli: ") + warning);
        startAsk(questions, OfflineStrategies::factory(m_dbPath, m_agentOptions), TraceContext::offline());
        return -1;
    }
    const ProviderConfig provider = *config.value();
    withCredential(provider, [this, questions, provider](const Credential& credential) {
        QSettings settings;
        startAsk(questions, LlmStrategies::factory(m_dbPath, provider, credential),
                 TraceContext::forProvider(provider, PriceTable::load(settings)));
    });
    return -1;
}

int CliApp::eval(const QStringList& args)
{
    m_eval = std::make_unique<EvalCommand>(m_parser, m_agentOptions);
    connect(m_eval.get(), &EvalCommand::done, this, &CliApp::finished);
    if (const int code = m_eval->prepare(args, m_parser.isSet(QStringLiteral("db")) ? m_dbPath : QString()); code != Ok)
        return code;
    const auto config = providerConfig();
    if (!config) {
        Console::err(QStringLiteral("lotse-cli: ") + config.error().message);
        return UsageError;
    }
    if (!config.value()) {
        m_eval->start(std::nullopt, {});
        return -1;
    }
    const ProviderConfig provider = *config.value();
    withCredential(provider, [this, provider](const Credential& credential) { m_eval->start(provider, credential); });
    return -1;
}

int CliApp::demo(const QString& language)
{
    // The sample files go next to the knowledge base they are indexed into.
    const QString target = QFileInfo(m_dbPath).absolutePath() + QStringLiteral("/sample-handbook/") + language;
    const auto folder = SampleHandbook::extract(target, language);
    if (!folder) {
        Console::err(QStringLiteral("lotse-cli: ") + folder.error().message);
        return Failure;
    }
    Console::out(tr("Lotse demo: the sample handbook of Nordlicht Logistik (fictional) in %1\n"
                    "Knowledge base: %2\n")
                     .arg(QDir::toNativeSeparators(folder.value()), QDir::toNativeSeparators(m_dbPath)));
    const QStringList questions = language == QStringLiteral("de")
                                      ? QStringList{QStringLiteral("Wie viele Urlaubstage habe ich im Jahr?"),
                                                    QStringLiteral("Mein Laptop wurde im Zug gestohlen, was nun?"),
                                                    QStringLiteral("Gibt es bei uns eine Betriebsrente?")}
                                      : QStringList{QStringLiteral("How many vacation days do I get per year?"),
                                                    QStringLiteral("My laptop was stolen on the train, what now?"),
                                                    QStringLiteral("Is there a company pension scheme?")};
    m_ingest = std::make_unique<IngestCommand>(m_dbPath);
    connect(m_ingest.get(), &IngestCommand::done, this, [this, questions](int code) {
        if (code != Ok) {
            Q_EMIT finished(code);
            return;
        }
        Console::out(QString());
        ask(questions);
    });
    m_ingest->ingest({folder.value()});
    return -1;
}

} // namespace lotse::cli
