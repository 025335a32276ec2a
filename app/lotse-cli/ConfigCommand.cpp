// SPDX-License-Identifier: GPL-3.0-or-later
#include "ConfigCommand.h"

#include "Console.h"
#include "agent/AgentSettings.h"
#include "ingest/formats/FormatLimits.h"
#include "llm/ConnectionReportText.h"
#include "llm/ConnectionTest.h"
#include "llm/ModelProfileStore.h"
#include "llm/ProviderEndpoint.h"
#include "llm/ProviderSettings.h"
#include "llm/auth/CredentialResolver.h"
#include "store/pg/DatabaseUrl.h"
#include "vector/VectorLayoutSetting.h"

#include <QSettings>
#include <cstdio>
#include <iostream>
#include <string>
#include <termios.h>
#include <unistd.h>

namespace lotse::cli {

namespace {

// Reads one line from standard input without echoing it on a terminal.
// A password is taken as typed (spaces included); an API key is trimmed.
QString readSecretLine(const QString& prompt = ConfigCommand::tr("API key (not shown): "), bool trim = true)
{
    termios saved{};
    const bool tty = isatty(STDIN_FILENO) == 1 && tcgetattr(STDIN_FILENO, &saved) == 0;
    if (tty) {
        std::fputs(prompt.toUtf8().constData(), stderr);
        termios quiet = saved;
        quiet.c_lflag &= ~tcflag_t(ECHO);
        tcsetattr(STDIN_FILENO, TCSANOW, &quiet);
    }
    std::string line;
    std::getline(std::cin, line);
    if (tty) {
        tcsetattr(STDIN_FILENO, TCSANOW, &saved);
        std::fputs("\n", stderr);
    }
    QString read = QString::fromStdString(line);
    if (read.endsWith(QLatin1Char('\r')))
        read.chop(1);
    return trim ? read.trimmed() : read;
}

Error usage(const QString& message)
{
    return Error::make(Error::Code::InvalidInput, message);
}

Status setEffort(ReasoningEffort& target, const QString& value)
{
    const auto effort = reasoning::parse(value);
    if (!effort)
        return usage(ConfigCommand::tr("reasoning efforts are minimal, low, medium or high, not “%1”.").arg(value));
    target = *effort;
    return success();
}

QString reasoningText(const ModelProfile& profile)
{
    switch (profile.reasoning) {
    case ModelProfile::Reasoning::Yes:
        return ConfigCommand::tr("reasoning model");
    case ModelProfile::Reasoning::No:
        return ConfigCommand::tr("no reasoning");
    case ModelProfile::Reasoning::Unknown:
        break;
    }
    return ConfigCommand::tr("not known yet");
}

} // namespace

ConfigCommand::ConfigCommand(QObject* parent)
    : QObject(parent)
{}

ConfigCommand::~ConfigCommand() = default;

QStringList ConfigCommand::settingNames()
{
    return {QStringLiteral("provider"), QStringLiteral("auth"), QStringLiteral("endpoint"),
            QStringLiteral("chat-deployment"), QStringLiteral("embedding-deployment"), QStringLiteral("api-version"),
            QStringLiteral("dimensions"), QStringLiteral("reasoning-model"), QStringLiteral("reasoning-effort"),
            QStringLiteral("reasoning-effort-grader"), QStringLiteral("reasoning-effort-decomposer"),
            QStringLiteral("reasoning-effort-answer"), QStringLiteral("timeout"), QStringLiteral("grounding-check"),
            QStringLiteral("grounding-deployment"), QStringLiteral("entra-tenant"), QStringLiteral("entra-client-id"),
            QStringLiteral("entra-authority"),
            // how long and how much memory one document may take to read, and its size (any provider)
            QStringLiteral("read-seconds"), QStringLiteral("read-memory-mb"), QStringLiteral("max-file-mb"),
            // shown under refusals; answers prepared while grading (any provider)
            QStringLiteral("contact"), QStringLiteral("speculation"),
            // how the vector index keeps its vectors (any provider with embeddings)
            QStringLiteral("vector-index")};
}

std::optional<int> ConfigCommand::setAnswerSetting(const QString& name, const QString& value)
{
    // A setting that checks its own value: Ok, or its message and a usage error.
    const auto saved = [](const Status& status) {
        if (!status)
            Console::err(QStringLiteral("lotse-cli: ") + status.error().message);
        return status ? Ok : UsageError;
    };
    QSettings settings;
    if (name == QStringLiteral("contact"))
        return saved(AgentSettings::saveContact(settings, value));
    if (name == QStringLiteral("vector-index"))
        return saved(VectorLayoutSetting::save(settings, value));
    if (name == QStringLiteral("speculation")) {
        if (value != QStringLiteral("on") && value != QStringLiteral("off")) {
            Console::err(QStringLiteral("lotse-cli: ")
                         + tr("speculation takes on (prepare the answer while the evidence is graded) or off "
                              "(one answer call, after the verdict), not “%1”.")
                               .arg(value));
            return UsageError;
        }
        AgentSettings::saveSpeculation(settings, value == QStringLiteral("on"));
        return Ok;
    }
    return std::nullopt;
}

std::optional<int> ConfigCommand::setLimit(const QString& name, const QString& value)
{
    for (const FormatLimits::Setting& s : FormatLimits::settings()) {
        if (s.name != name)
            continue;
        bool ok = false;
        const qint64 n = value.toLongLong(&ok);
        if (!ok || n < s.min || n > s.max) {
            Console::err(
                QStringLiteral("lotse-cli: ")
                + tr("%1 takes a whole number from %2 to %3, not “%4”.").arg(name).arg(s.min).arg(s.max).arg(value));
            return UsageError;
        }
        QSettings().setValue(s.key, n);
        return Ok;
    }
    return std::nullopt;
}

QStringList ConfigCommand::limitLines()
{
    const QSettings settings;
    QStringList lines;
    for (const FormatLimits::Setting& s : FormatLimits::settings()) {
        bool ok = false;
        const qint64 set = settings.value(s.key).toLongLong(&ok);
        lines << s.name + QStringLiteral(": ") + QString::number(ok && set > 0 ? set : s.defaultValue);
    }
    const QString contact = AgentSettings::load(settings).contact;
    lines << QStringLiteral("contact: ")
                 + (contact.isEmpty() ? tr("none (set one: config set contact \"Ask HR: …\")") : contact);
    lines << QStringLiteral("vector-index: ") + VectorLayoutSetting::name(VectorLayoutSetting::load(settings));
    lines << QStringLiteral("speculation: ")
                 + (AgentSettings::load(settings).speculate
                        ? tr("on (the answer is prepared while the evidence is graded)")
                        : tr("off (one answer call, after the verdict)"));
    return lines;
}

QString ConfigCommand::masked(const QString& key)
{
    return key.size() < 12 ? tr("set") : tr("set, ends in …%1").arg(key.right(4));
}

int ConfigCommand::run(const QStringList& args, const Result<std::optional<ProviderConfig>>& provider)
{
    const QString sub = args.value(0);
    if (sub == QStringLiteral("show") && args.size() == 1)
        return show();
    if (sub == QStringLiteral("set") && args.size() == 3)
        return set(args.at(1), args.at(2));
    if (sub == QStringLiteral("set-key") && args.size() == 1)
        return setKey();
    if (sub == QStringLiteral("delete-key") && args.size() == 1)
        return deleteKey();
    if (sub == QStringLiteral("test") && args.size() == 1)
        return test(provider);
    if ((sub == QStringLiteral("set-db-password") || sub == QStringLiteral("delete-db-password")) && args.size() == 2)
        return dbPassword(args.at(1), sub == QStringLiteral("set-db-password"));
    if (sub == QStringLiteral("sign-out") && args.size() == 1)
        return signOut();
    Console::err(
        QStringLiteral("lotse-cli: ")
        + tr("config takes: show | set NAME VALUE | set-key | delete-key | test | sign-out | set-db-password URL | "
             "delete-db-password URL (NAME: %1).")
              .arg(settingNames().join(QStringLiteral(", ")))
        + QLatin1Char('\n') + tr("Run `lotse-cli --help` for the commands."));
    return UsageError;
}

QString ConfigCommand::account(QString* error) const
{
    const auto config = ProviderSettings::load(QSettings());
    if (!config || config->endpoint.isEmpty()) {
        *error = tr("Configure the provider first: `lotse-cli config set provider azure` and `lotse-cli config set "
                    "endpoint URL`; the key belongs to that endpoint.");
        return {};
    }
    return KeyStore::accountFor(config->endpoint.toString());
}

int ConfigCommand::show()
{
    const QSettings settings;
    const auto config = ProviderSettings::load(settings);
    if (!config) {
        // Setting names as `config set` takes them; the explanations are translated.
        Console::out(
            QStringLiteral("provider: offline (%1)").arg(tr("no model; keyword search and extractive answers")));
        Console::out(limitLines().join(QLatin1Char('\n')));
        return Ok;
    }
    const ModelProfile learned = ModelProfileStore::load(*config);
    QStringList lines{
        QStringLiteral("provider: ") + ProviderConfig::kindName(config->kind),
        QStringLiteral("auth: ") + ProviderConfig::authName(config->auth),
        QStringLiteral("endpoint: ") + config->endpoint.toString(),
        QStringLiteral("chat-deployment: ") + config->chatDeployment,
        QStringLiteral("chat-model: ")
            + (learned.model.isEmpty() ? tr("not known yet (`lotse-cli config test`)")
                                       : tr("%1 (%2; from its replies)").arg(learned.model, reasoningText(learned))),
        QStringLiteral("embedding-deployment: ") + config->embeddingDeployment,
        QStringLiteral("api-version: ") + config->apiVersion,
        QStringLiteral("dimensions: %1").arg(config->dimensions),
        QStringLiteral("reasoning-model: ") + ProviderConfig::reasoningName(config->reasoning),
        QStringLiteral("reasoning-effort-grader: ") + reasoning::name(config->efforts.grader),
        QStringLiteral("reasoning-effort-decomposer: ") + reasoning::name(config->efforts.decomposer),
        QStringLiteral("reasoning-effort-answer: ") + reasoning::name(config->efforts.answer),
        QStringLiteral("timeout: ")
            + (config->timeoutMs > 0 ? QString::number(config->timeoutMs / 1000)
                                     : tr("auto (120 s, 300 s for a reasoning model)")),
        QStringLiteral("grounding-check: ")
            + (config->groundingByModel ? tr("model (checked without a model, then by a grounding call)")
                                        : tr("local (checked without a model only)")),
        QStringLiteral("grounding-deployment: ")
            + (config->groundingDeployment.isEmpty() ? tr("the chat deployment") : config->groundingDeployment),
    };
    if (config->auth == ProviderConfig::Auth::Entra) {
        lines << QStringLiteral("entra-tenant: ") + config->entra.tenant
              << QStringLiteral("entra-client-id: ") + config->entra.clientId
              << QStringLiteral("entra-authority: ") + config->entra.authority.toString();
    }
    lines << limitLines();
    Console::out(lines.join(QLatin1Char('\n')));
    showSecret(*config);
    return -1;
}

void ConfigCommand::showSecret(const ProviderConfig& config)
{
    if (config.auth == ProviderConfig::Auth::Entra) {
        const QString signedIn = CredentialResolver::signedInAccount(QSettings(), config.entra);
        m_keys.read(CredentialResolver::refreshTokenAccount(config.entra), [this, signedIn](Result<QString> token) {
            const bool stored = token && !token.value().isEmpty();
            Console::out(QStringLiteral("sign-in: ")
                         + (stored ? tr("%1 (signed in in the window; the refresh token is in the OS keychain)")
                                         .arg(signedIn.isEmpty() ? tr("an account") : signedIn)
                                   : tr("the Azure CLI's account (`az login`)")));
            Q_EMIT done(Ok);
        });
        return;
    }
    const QString fromEnvironment = qEnvironmentVariable(qPrintable(ProviderSettings::keyVariable()));
    if (!fromEnvironment.isEmpty()) {
        Console::out(QStringLiteral("api-key: ")
                     + tr("%1 (from %2)").arg(masked(fromEnvironment), ProviderSettings::keyVariable()));
        Q_EMIT done(Ok);
        return;
    }
    m_keys.read(KeyStore::accountFor(config.endpoint.toString()), [this](Result<QString> key) {
        if (!key) {
            Console::out(QStringLiteral("api-key: ") + tr("unknown"));
            Console::err(QStringLiteral("lotse-cli: ") + key.error().message);
            Q_EMIT done(Failure);
            return;
        }
        Console::out(QStringLiteral("api-key: ")
                     + (key.value().isEmpty() ? tr("none stored (`lotse-cli config set-key`)")
                                              : tr("%1 (OS keychain)").arg(masked(key.value()))));
        Q_EMIT done(Ok);
    });
}

Status ConfigCommand::apply(ProviderConfig& config, const QString& name, const QString& value) const
{
    if (name == QStringLiteral("auth")) {
        const auto auth = ProviderSettings::parseAuth(value);
        if (!auth)
            return usage(tr("auth takes key (an API key) or entra (Microsoft Entra ID), not “%1”.").arg(value));
        config.auth = *auth;
    } else if (name == QStringLiteral("endpoint")) {
        // Stored as typed (the API key is filed under it); the requests go to the resource's base URL.
        const auto endpoint = ProviderEndpoint::normalise(QUrl(value), config.isAzure());
        if (!endpoint)
            return endpoint.error();
        config.endpoint = QUrl(value);
    } else if (name == QStringLiteral("chat-deployment")) {
        config.chatDeployment = value;
    } else if (name == QStringLiteral("embedding-deployment")) {
        config.embeddingDeployment = value;
    } else if (name == QStringLiteral("api-version")) {
        config.apiVersion = value;
    } else if (name == QStringLiteral("dimensions")) {
        bool ok = false;
        const int dimensions = value.toInt(&ok);
        if (!ok || dimensions < 0 || dimensions > 8192)
            return usage(tr("dimensions takes a number from 0 (the model's own) to 8192."));
        config.dimensions = dimensions;
    } else if (name == QStringLiteral("reasoning-model")) {
        const auto reasoning = ProviderSettings::parseReasoning(value);
        if (!reasoning)
            return usage(tr("reasoning-model takes auto (learned from the deployment), true or false."));
        config.reasoning = *reasoning;
    } else if (name == QStringLiteral("reasoning-effort")) {
        for (ReasoningEffort* e : {&config.efforts.grader, &config.efforts.decomposer, &config.efforts.answer}) {
            if (const Status s = setEffort(*e, value); !s)
                return s;
        }
    } else if (name == QStringLiteral("reasoning-effort-grader")) {
        return setEffort(config.efforts.grader, value);
    } else if (name == QStringLiteral("reasoning-effort-decomposer")) {
        return setEffort(config.efforts.decomposer, value);
    } else if (name == QStringLiteral("reasoning-effort-answer")) {
        return setEffort(config.efforts.answer, value);
    } else if (name == QStringLiteral("timeout")) {
        bool ok = false;
        const int seconds = value == QStringLiteral("auto") ? 0 : value.toInt(&ok);
        if (value != QStringLiteral("auto") && (!ok || seconds < 5 || seconds > 3600))
            return usage(tr("timeout takes auto or a number of seconds from 5 to 3600."));
        config.timeoutMs = seconds * 1000;
    } else if (name == QStringLiteral("grounding-check")) {
        if (value != QStringLiteral("model") && value != QStringLiteral("local"))
            return usage(tr("grounding-check takes model (a grounding call checks every answer as well) or local "
                            "(the check without a model only), not “%1”.")
                             .arg(value));
        config.groundingByModel = value == QStringLiteral("model");
    } else if (name == QStringLiteral("grounding-deployment")) {
        config.groundingDeployment = value.trimmed(); // "": the chat deployment
    } else if (name == QStringLiteral("entra-tenant")) {
        config.entra.tenant = value.trimmed();
    } else if (name == QStringLiteral("entra-client-id")) {
        config.entra.clientId = value.trimmed();
    } else if (name == QStringLiteral("entra-authority")) {
        const QUrl url(value);
        if (!url.isValid() || url.host().isEmpty()
            || (url.scheme() != QStringLiteral("https") && url.scheme() != QStringLiteral("http")))
            return usage(tr("entra-authority takes a URL, e.g. https://login.microsoftonline.com."));
        config.entra.authority = url;
    }
    return success();
}

int ConfigCommand::set(const QString& name, const QString& value)
{
    if (const std::optional<int> limit = setLimit(name, value))
        return *limit;
    if (const std::optional<int> answers = setAnswerSetting(name, value))
        return *answers;
    QSettings settings;
    std::optional<ProviderConfig> config = ProviderSettings::load(settings);
    if (name == QStringLiteral("provider")) {
        if (auto selected = ProviderSettings::selectProvider(config, value); !selected) {
            Console::err(QStringLiteral("lotse-cli: ") + selected.error().message);
            return UsageError;
        }
        ProviderSettings::save(settings, config);
        return Ok;
    }
    if (!settingNames().contains(name)) {
        Console::err(QStringLiteral("lotse-cli: ")
                     + tr("unknown setting “%1”. Settings: %2.").arg(name, settingNames().join(QStringLiteral(", "))));
        return UsageError;
    }
    if (!config) {
        Console::err(QStringLiteral("lotse-cli: ")
                     + tr("choose a provider first: `lotse-cli config set provider azure` (or azure-legacy, "
                          "openai-compatible)."));
        return UsageError;
    }
    if (const Status applied = apply(*config, name, value); !applied) {
        Console::err(QStringLiteral("lotse-cli: ") + applied.error().message);
        return UsageError;
    }
    ProviderSettings::save(settings, config);
    return Ok;
}

int ConfigCommand::setKey()
{
    QString error;
    const QString account = this->account(&error);
    if (account.isEmpty()) {
        Console::err(QStringLiteral("lotse-cli: ") + error);
        return UsageError;
    }
    const QString key = readSecretLine();
    if (key.isEmpty()) {
        Console::err(QStringLiteral("lotse-cli: ")
                     + tr("no key was given. Pipe it in, e.g. `lotse-cli config set-key < key.txt`, or type it when "
                          "asked."));
        return UsageError;
    }
    m_keys.write(account, key, [this](Status status) {
        if (!status) {
            Console::err(QStringLiteral("lotse-cli: ") + status.error().message);
            Q_EMIT done(Failure);
            return;
        }
        Console::out(tr("The API key is stored in the OS keychain."));
        Q_EMIT done(Ok);
    });
    return -1;
}

int ConfigCommand::dbPassword(const QString& urlText, bool store)
{
    const auto url = DatabaseUrl::parse(urlText);
    if (!url) {
        Console::err(QStringLiteral("lotse-cli: ") + url.error().message);
        return UsageError;
    }
    const auto finished = [this, store](Status status) {
        // The keychain's own hint speaks of API keys; this one of the database password.
        if (!status && status.error().code == Error::Code::Io)
            Console::err(QStringLiteral("lotse-cli: ")
                         + tr("The OS keychain is not available or refused (unlock or install one, e.g. GNOME "
                              "Keyring or KWallet), or set LOTSE_DB_PASSWORD for this session instead; it is never "
                              "written anywhere."));
        else if (!status)
            Console::err(QStringLiteral("lotse-cli: ") + status.error().message);
        else
            Console::out(store ? tr("The database password is stored in the OS keychain.")
                               : tr("The database password was removed from the OS keychain."));
        Q_EMIT done(status ? Ok : Failure);
    };
    if (!store) {
        m_keys.remove(url.value().keychainAccount(), finished);
        return -1;
    }
    const QString password = readSecretLine(tr("Database password (not shown): "), false);
    if (password.isEmpty()) {
        Console::err(QStringLiteral("lotse-cli: ")
                     + tr("no password was given. Pipe it in, e.g. `lotse-cli config set-db-password URL < pw.txt`, "
                          "or type it when asked."));
        return UsageError;
    }
    m_keys.write(url.value().keychainAccount(), password, finished);
    return -1;
}

int ConfigCommand::deleteKey()
{
    QString error;
    const QString account = this->account(&error);
    if (account.isEmpty()) {
        Console::err(QStringLiteral("lotse-cli: ") + error);
        return UsageError;
    }
    m_keys.remove(account, [this](Status status) {
        if (!status)
            Console::err(QStringLiteral("lotse-cli: ") + status.error().message);
        else
            Console::out(tr("The API key was removed from the OS keychain."));
        Q_EMIT done(status ? Ok : Failure);
    });
    return -1;
}

int ConfigCommand::signOut()
{
    const auto config = ProviderSettings::load(QSettings());
    if (!config) {
        Console::err(QStringLiteral("lotse-cli: ") + tr("no provider is configured, so nobody is signed in."));
        return UsageError;
    }
    const EntraConfig entra = config->entra;
    m_keys.remove(CredentialResolver::refreshTokenAccount(entra), [this, entra](Status status) {
        if (!status) {
            Console::err(QStringLiteral("lotse-cli: ") + status.error().message);
            Q_EMIT done(Failure);
            return;
        }
        QSettings settings;
        CredentialResolver::setSignedInAccount(settings, entra, {});
        Console::out(tr("Signed out: the refresh token was removed from the OS keychain. The Azure CLI's sign-in "
                        "(if any) is used from now on."));
        Q_EMIT done(Ok);
    });
    return -1;
}

int ConfigCommand::test(const Result<std::optional<ProviderConfig>>& provider)
{
    if (!provider) {
        Console::err(QStringLiteral("lotse-cli: ") + provider.error().message);
        return UsageError;
    }
    if (!provider.value()) {
        Console::out(tr("Offline mode needs no connection: nothing to test. Choose a provider with `lotse-cli config "
                        "set provider azure`."));
        return Ok;
    }
    const ProviderConfig config = *provider.value();
    CredentialResolver::resolve(m_keys, this, config, [this, config](Result<Credential> credential) {
        if (!credential) {
            Console::err(QStringLiteral("lotse-cli: ") + credential.error().message);
            Q_EMIT done(isUsersToFix(credential.error()) ? UsageError : Failure);
            return;
        }
        Console::out(tr("Testing %1 at %2 (%3)…")
                         .arg(ProviderConfig::kindName(config.kind), config.baseUrl().toString(QUrl::RemoveUserInfo),
                              credential.value().origin()));
        m_test = new ConnectionTest(m_network, config, credential.value(), this);
        connect(m_test, &ConnectionTest::finished, this, [this](const ConnectionReport& report) {
            const QString shared = ConnectionReportText::sharedFailure(report);
            if (!shared.isEmpty()) {
                Console::out(shared);
            } else {
                Console::out(ConnectionReportText::chat(report.chat));
                Console::out(ConnectionReportText::embeddings(report.embeddings));
            }
            Q_EMIT done(report.ok() ? Ok : Failure);
        });
        m_test->start();
    });
    return -1;
}

} // namespace lotse::cli
