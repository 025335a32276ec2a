// SPDX-License-Identifier: GPL-3.0-or-later
#include "ConfigCommand.h"

#include "Console.h"
#include "llm/ProviderSettings.h"

#include <QSettings>
#include <cstdio>
#include <iostream>
#include <string>
#include <termios.h>
#include <unistd.h>

namespace lotse::cli {

namespace {

const QStringList settingNames = {QStringLiteral("provider"),        QStringLiteral("endpoint"),
                                  QStringLiteral("chat-deployment"), QStringLiteral("embedding-deployment"),
                                  QStringLiteral("api-version"),     QStringLiteral("dimensions"),
                                  QStringLiteral("reasoning-model")};

// Reads one line from standard input without echoing it on a terminal.
QString readSecretLine()
{
    termios saved{};
    const bool tty = isatty(STDIN_FILENO) == 1 && tcgetattr(STDIN_FILENO, &saved) == 0;
    if (tty) {
        std::fputs(ConfigCommand::tr("API key (not shown): ").toUtf8().constData(), stderr);
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
    return QString::fromStdString(line).trimmed();
}

} // namespace

ConfigCommand::ConfigCommand(QObject* parent)
    : QObject(parent)
{}

QString ConfigCommand::masked(const QString& key)
{
    return key.size() < 12 ? tr("set") : tr("set, ends in …%1").arg(key.right(4));
}

int ConfigCommand::run(const QStringList& args)
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
    Console::err(QStringLiteral("lotse-cli: ")
                 + tr("config takes: show | set NAME VALUE | set-key | delete-key (NAME: %1).")
                       .arg(settingNames.join(QStringLiteral(", ")))
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
    const auto config = ProviderSettings::load(QSettings());
    if (!config) {
        // Setting names as `config set` takes them; the explanations are translated.
        Console::out(
            QStringLiteral("provider: offline (%1)").arg(tr("no model; keyword search and extractive answers")));
        return Ok;
    }
    Console::out(QStringLiteral("provider: %1\nendpoint: %2\nchat-deployment: %3\nembedding-deployment: %4\n"
                                "api-version: %5\ndimensions: %6\nreasoning-model: %7")
                     .arg(ProviderConfig::kindName(config->kind), config->endpoint.toString(), config->chatDeployment,
                          config->embeddingDeployment, config->apiVersion)
                     .arg(config->dimensions)
                     .arg(config->reasoningModel ? QStringLiteral("true") : QStringLiteral("false")));
    const QString fromEnvironment = qEnvironmentVariable(qPrintable(ProviderSettings::keyVariable()));
    if (!fromEnvironment.isEmpty()) {
        Console::out(QStringLiteral("api-key: ")
                     + tr("%1 (from %2)").arg(masked(fromEnvironment), ProviderSettings::keyVariable()));
        return Ok;
    }
    QString error;
    const QString account = this->account(&error);
    m_keys.read(account, [this](Result<QString> key) {
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
    return -1;
}

int ConfigCommand::set(const QString& name, const QString& value)
{
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
    if (!settingNames.contains(name)) {
        Console::err(QStringLiteral("lotse-cli: ")
                     + tr("unknown setting “%1”. Settings: %2.").arg(name, settingNames.join(QStringLiteral(", "))));
        return UsageError;
    }
    if (!config) {
        Console::err(QStringLiteral("lotse-cli: ")
                     + tr("choose a provider first: `lotse-cli config set provider azure` (or azure-legacy, "
                          "openai-compatible)."));
        return UsageError;
    }
    if (name == QStringLiteral("endpoint")) {
        const QUrl url(value);
        if (!url.isValid() || (url.scheme() != QStringLiteral("https") && url.scheme() != QStringLiteral("http"))
            || url.host().isEmpty()) {
            Console::err(QStringLiteral("lotse-cli: ")
                         + tr("“%1” is not an http(s) URL, e.g. https://RESOURCE.openai.azure.com").arg(value));
            return UsageError;
        }
        config->endpoint = url;
    } else if (name == QStringLiteral("chat-deployment")) {
        config->chatDeployment = value;
    } else if (name == QStringLiteral("embedding-deployment")) {
        config->embeddingDeployment = value;
    } else if (name == QStringLiteral("api-version")) {
        config->apiVersion = value;
    } else if (name == QStringLiteral("dimensions")) {
        bool ok = false;
        const int dimensions = value.toInt(&ok);
        if (!ok || dimensions < 0 || dimensions > 8192) {
            Console::err(QStringLiteral("lotse-cli: ")
                         + tr("dimensions takes a number from 0 (the model's own) to 8192."));
            return UsageError;
        }
        config->dimensions = dimensions;
    } else if (name == QStringLiteral("reasoning-model")) {
        if (value != QStringLiteral("true") && value != QStringLiteral("false")) {
            Console::err(QStringLiteral("lotse-cli: ") + tr("reasoning-model takes true or false."));
            return UsageError;
        }
        config->reasoningModel = value == QStringLiteral("true");
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

} // namespace lotse::cli
