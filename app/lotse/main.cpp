// SPDX-License-Identifier: GPL-3.0-or-later
#include "MainWindow.h"
#include "SettingsDialog.h"
#include "common/BuildInfo.h"
#include "store/Database.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QFileInfo>
#include <QNetworkProxyFactory>
#include <QSettings>
#include <QTranslator>
#include <cstring>

int main(int argc, char* argv[])
{
    QCoreApplication::setOrganizationName(QStringLiteral("Lotse"));
    QCoreApplication::setApplicationName(QStringLiteral("lotse"));
    QCoreApplication::setApplicationVersion(lotse::BuildInfo::versionWithCommit());

    QCommandLineParser parser;
    parser.setApplicationDescription(
        QCoreApplication::translate("main", "Lotse answers questions only from your own documents, with citations."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption dbOption(
        QStringLiteral("db"),
        QCoreApplication::translate("main", "Use FILE as the knowledge base instead of %1.")
            .arg(lotse::Database::defaultPath()),
        QCoreApplication::translate("main", "FILE"));
    parser.addOption(dbOption);

    // --version and --help are answered without a display: a QCoreApplication is enough for them.
    for (int i = 1; i < argc; ++i) {
        const char* arg = argv[i];
        for (const char* info : {"--version", "-v", "--help", "-h", "--help-all", "-?"}) {
            if (std::strcmp(arg, info) == 0) {
                QCoreApplication core(argc, argv);
                parser.process(core); // prints and exits
            }
        }
    }

    QApplication app(argc, argv);
    QGuiApplication::setApplicationDisplayName(QStringLiteral("Lotse"));
    // Corporate networks: the system's proxy settings apply to every provider call.
    QNetworkProxyFactory::setUseSystemConfiguration(true);
    // The language chosen in the settings ("system" follows the desktop); it also picks the sample
    // handbook's language and how numbers and dates look.
    const QString language = lotse::ui::SettingsDialog::storedLanguage(QSettings());
    if (language != QStringLiteral("system"))
        QLocale::setDefault(QLocale(language));
    // The English plural forms first; a translation for the chosen language, where there is one,
    // is installed after it and so takes precedence.
    QTranslator plurals;
    if (plurals.load(QStringLiteral(":/i18n/lotse_en.qm")))
        QCoreApplication::installTranslator(&plurals);
    QTranslator translation;
    if (translation.load(QLocale(), QStringLiteral("lotse"), QStringLiteral("_"), QStringLiteral(":/i18n"))
        && !translation.filePath().endsWith(QStringLiteral("lotse_en.qm")))
        QCoreApplication::installTranslator(&translation);
    parser.process(app);

    const QString databasePath =
        parser.isSet(dbOption) ? QFileInfo(parser.value(dbOption)).absoluteFilePath() : lotse::Database::defaultPath();
    lotse::ui::MainWindow window(databasePath);
    window.show();
    return app.exec();
}
