// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "agent/AgentService.h"
#include "llm/KeychainKeyStore.h"
#include "llm/ProviderConfig.h"
#include "llm/auth/Credential.h"
#include "trace/AgentTrace.h"

#include <QCommandLineParser>
#include <QObject>
#include <functional>
#include <memory>
#include <optional>

namespace lotse::cli {

class AskCommand;
class ConfigCommand;
class EmbedCommand;
class EvalCommand;
class FoldersCommand;
class IngestCommand;
class TeamCommand;

// Parses the command line and runs one command; finished(exitCode) ends the process.
class CliApp final : public QObject
{
    Q_OBJECT
public:
    explicit CliApp(QObject* parent = nullptr);
    ~CliApp() override;

    // Returns an exit code when the command finished synchronously, or -1 when it runs on.
    int start(const QStringList& arguments);

    // The language for Translations::apply(), decided before the parser exists (its option texts are
    // translated when they are added): --language's value, else "en" in the C locale, else "system".
    static QString languageFor(const QStringList& arguments);

Q_SIGNALS:
    void finished(int exitCode);

private:
    int usageError(const QString& message);
    int requireKnowledgeBase(bool withPassages);
    // `ask` and `traces` with --db postgresql://…: run on the login's synced local copy (TeamReplica).
    int throughTeamCopy(const QString& command, const QStringList& args);
    Result<std::optional<ProviderConfig>> providerConfig() const;
    void startAsk(const QStringList& questions, AgentService::StrategyFactory strategies, const TraceContext& context);
    void withCredential(const ProviderConfig& provider, std::function<void(const Credential&)> then);
    void embedAfterIngest(int ingestCode);
    void embedAfterTeamIngest(int ingestCode);
    // The provider to embed new passages with: one with an embedding deployment (a broken
    // configuration is reported); none: no embedding.
    std::optional<ProviderConfig> embeddingProvider() const;
    int docs();
    int demo(const QString& language);
    int ask(const QStringList& questions);
    int eval(const QStringList& args);
    bool parseAgentOptions();

    QCommandLineParser m_parser;
    QString m_dbPath;
    AgentOptions m_agentOptions;
    std::unique_ptr<IngestCommand> m_ingest;
    std::unique_ptr<TeamCommand> m_team;
    std::unique_ptr<TeamCommand> m_teamSync; // the copy's syncs around embedding after a team ingest
    std::unique_ptr<AskCommand> m_ask;
    std::unique_ptr<ConfigCommand> m_config;
    std::unique_ptr<EmbedCommand> m_embed;
    std::unique_ptr<EvalCommand> m_eval;
    std::unique_ptr<FoldersCommand> m_folders;
    KeychainKeyStore m_keys;
};

} // namespace lotse::cli
