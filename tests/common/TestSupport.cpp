// SPDX-License-Identifier: GPL-3.0-or-later
#include "TestSupport.h"

#include "ingest/SampleHandbook.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QProcess>
#include <QSettings>
#include <QSqlQuery>
#include <QTest>

namespace lotse::test {

QString sampleHandbook(const QString& folder, const QString& language)
{
    const auto extracted = SampleHandbook::extract(folder, language);
    if (!extracted)
        qFatal("cannot extract the sample handbook: %s", qPrintable(extracted.error().message));
    return extracted.value();
}

void isolateSettings(const QString& folder)
{
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, folder);
    // As the programs do: without an organisation, QSettings reports AccessError on sync.
    QCoreApplication::setOrganizationName(QStringLiteral("Lotse"));
    QCoreApplication::setApplicationName(QStringLiteral("lotse-test"));
}

QJsonObject CliOutput::json() const
{
    return QJsonDocument::fromJson(out.toUtf8()).object();
}

namespace {

QProcessEnvironment cliEnvironment(const QString& home, const QHash<QString, QString>& env)
{
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("HOME"), home);
    environment.insert(QStringLiteral("XDG_CONFIG_HOME"), home + QStringLiteral("/config"));
    environment.insert(QStringLiteral("XDG_DATA_HOME"), home + QStringLiteral("/data"));
    for (auto it = env.cbegin(); it != env.cend(); ++it) {
        if (it.value().isNull())
            environment.remove(it.key());
        else
            environment.insert(it.key(), it.value());
    }
    return environment;
}

CliOutput run(const QStringList& wrapper, const QString& home, const QStringList& args,
              const QHash<QString, QString>& env, const QByteArray& input)
{
    QProcess p;
    p.setProcessEnvironment(cliEnvironment(home, env));
    if (wrapper.isEmpty())
        p.start(QStringLiteral(LOTSE_CLI_PATH), args);
    else
        p.start(wrapper.first(), wrapper.mid(1) + QStringList{QStringLiteral(LOTSE_CLI_PATH)} + args);
    p.write(input);
    p.closeWriteChannel();
    if (!QTest::qWaitFor([&] { return p.state() == QProcess::NotRunning; }, 120000))
        qFatal("lotse-cli did not finish: %s", qPrintable(args.join(QLatin1Char(' '))));
    return {p.exitCode(), QString::fromUtf8(p.readAllStandardOutput()), QString::fromUtf8(p.readAllStandardError())};
}

} // namespace

std::unique_ptr<QProcess> startCli(const QString& home, const QStringList& args, const QHash<QString, QString>& env)
{
    auto p = std::make_unique<QProcess>();
    p->setProcessEnvironment(cliEnvironment(home, env));
    p->start(QStringLiteral(LOTSE_CLI_PATH), args);
    if (!p->waitForStarted())
        qFatal("lotse-cli did not start");
    return p;
}

CliOutput runCli(const QString& home, const QStringList& args, const QHash<QString, QString>& env,
                 const QByteArray& input)
{
    return run({}, home, args, env, input);
}

CliOutput runCliThrough(const QStringList& wrapper, const QString& home, const QStringList& args,
                        const QHash<QString, QString>& env)
{
    return run(wrapper, home, args, env, {});
}

void verifyMistake(const CliOutput& output, int code, const QString& message)
{
    QCOMPARE(output.code, code);
    QVERIFY2(output.err.contains(message), qPrintable(output.err));
}

QVariant scalar(Database& db, const QString& sql)
{
    QSqlQuery q(db.handle());
    if (!q.exec(sql) || !q.next())
        return {};
    return q.value(0);
}

} // namespace lotse::test
