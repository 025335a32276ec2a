// SPDX-License-Identifier: GPL-3.0-or-later
#include "CliApp.h"
#include "common/BuildInfo.h"
#include "language/Translations.h"

#include <QCoreApplication>
#include <QNetworkProxyFactory>
#include <QTimer>

int main(int argc, char* argv[])
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setOrganizationName(QStringLiteral("Lotse"));
    QCoreApplication::setApplicationName(QStringLiteral("lotse"));
    QCoreApplication::setApplicationVersion(lotse::BuildInfo::versionWithCommit());
    // Before the CliApp exists: it translates its option descriptions as it adds them.
    lotse::Translations::apply(lotse::cli::CliApp::languageFor(QCoreApplication::arguments()));

    // Corporate networks: the system's proxy settings apply to every provider call.
    QNetworkProxyFactory::setUseSystemConfiguration(true);

    lotse::cli::CliApp cli;
    QObject::connect(&cli, &lotse::cli::CliApp::finished, &app, [](int code) { QCoreApplication::exit(code); });
    const int immediate = cli.start(QCoreApplication::arguments());
    if (immediate >= 0)
        return immediate;
    return QCoreApplication::exec();
}
