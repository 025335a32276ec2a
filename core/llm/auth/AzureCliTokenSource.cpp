// SPDX-License-Identifier: GPL-3.0-or-later
#include "AzureCliTokenSource.h"

#include "common/Logging.h"
#include "llm/ProviderConfig.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QStandardPaths>
#include <QTimer>

namespace lotse {

namespace {

Error cliError(const QString& message)
{
    return Error::make(Error::Code::InvalidInput, message);
}

// No account to take a token from: a sign-in is what is missing.
Error signInError(const QString& message)
{
    return Error::make(Error::Code::MissingCredential, message);
}

// The first line of what az said on standard error, e.g. "ERROR: Please run 'az login' to setup account."
QString firstLine(const QByteArray& bytes)
{
    for (const QByteArray& line : bytes.split('\n')) {
        const QString text = QString::fromUtf8(line).trimmed();
        if (!text.isEmpty() && !text.startsWith(QStringLiteral("WARNING")))
            return text.left(300);
    }
    return {};
}

} // namespace

Result<AccessToken> AzureCliTokenSource::parse(const QByteArray& json)
{
    const QJsonObject o = QJsonDocument::fromJson(json).object();
    AccessToken t;
    t.value = o.value(QStringLiteral("accessToken")).toString();
    if (t.value.isEmpty())
        return cliError(tr("The Azure CLI printed no access token. Update it, or run `az account get-access-token "
                           "--resource %1` to see what it says.")
                            .arg(QString::fromLatin1(EntraConfig::resource)));
    const QJsonValue epoch = o.value(QStringLiteral("expires_on"));
    const qint64 seconds = epoch.isString() ? epoch.toString().toLongLong() : qint64(epoch.toDouble());
    if (seconds > 0) {
        t.expiresAt = QDateTime::fromSecsSinceEpoch(seconds, Qt::UTC);
    } else {
        // "2026-12-01 19:00:00.000000" in the machine's local time; Qt reads milliseconds only.
        const QString local = o.value(QStringLiteral("expiresOn")).toString().left(23);
        t.expiresAt = QDateTime::fromString(local, QStringLiteral("yyyy-MM-dd HH:mm:ss.zzz")).toUTC();
        if (!t.expiresAt.isValid())
            t.expiresAt = QDateTime::fromString(local.left(19), QStringLiteral("yyyy-MM-dd HH:mm:ss")).toUTC();
    }
    if (!t.expiresAt.isValid())
        return cliError(tr("The Azure CLI printed a token without a readable expiry. Update the Azure CLI."));
    return t;
}

void AzureCliTokenSource::fetch(QObject* context, Done plainDone)
{
    Done done = [note = m_note, plainDone = std::move(plainDone)](Result<AccessToken> result) {
        if (!result && !note.isEmpty())
            result = Error::make(result.error().code, note + QLatin1Char(' ') + result.error().message);
        plainDone(std::move(result));
    };
    const QString az = QStandardPaths::findExecutable(QStringLiteral("az"));
    if (az.isEmpty()) {
        done(signInError(tr("Microsoft Entra ID needs a signed-in account, and the Azure CLI (az) is not installed or "
                            "not on PATH. Sign in in Lotse's settings (Settings → Model Provider → Sign In…), or "
                            "install the Azure CLI and run `az login`.")));
        return;
    }
    auto* process = new QProcess(context);
    auto reported = std::make_shared<bool>(false);
    auto report = [process, reported, done](Result<AccessToken> result) {
        if (*reported)
            return;
        *reported = true;
        process->deleteLater();
        done(std::move(result));
    };
    QObject::connect(process, &QProcess::errorOccurred, process, [report, process](QProcess::ProcessError e) {
        if (e == QProcess::FailedToStart)
            report(cliError(tr("The Azure CLI could not be started: %1").arg(process->errorString())));
    });
    QObject::connect(process, &QProcess::finished, process, [report, process](int code, QProcess::ExitStatus status) {
        // Standard output holds the token: it is parsed, never logged.
        const QByteArray out = process->readAllStandardOutput();
        const QString said = firstLine(process->readAllStandardError());
        if (status != QProcess::NormalExit || code != 0) {
            qCWarning(lcAuth) << "az account get-access-token failed with exit code" << code << said;
            const bool login = said.contains(QStringLiteral("az login"), Qt::CaseInsensitive);
            report((login ? signInError : cliError)(
                login ? tr("The Azure CLI has no signed-in account: run `az login` (the account needs "
                           "the role “Cognitive Services OpenAI User”), then ask again.")
                      : tr("The Azure CLI could not get a token (%1). Run `az login`, then ask again.")
                            .arg(said.isEmpty() ? tr("exit code %1").arg(code) : said)));
            return;
        }
        report(parse(out));
    });
    QTimer::singleShot(timeoutMs, process, [report, process] {
        process->kill();
        report(cliError(tr("The Azure CLI did not print a token within %1 s. Run `az account get-access-token` "
                           "yourself to see what it waits for.")
                            .arg(timeoutMs / 1000)));
    });
    process->start(az,
                   {QStringLiteral("account"), QStringLiteral("get-access-token"), QStringLiteral("--resource"),
                    QString::fromLatin1(EntraConfig::resource), QStringLiteral("--output"), QStringLiteral("json")});
}

} // namespace lotse
