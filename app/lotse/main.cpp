// SPDX-License-Identifier: GPL-3.0-or-later
#include "common/BuildInfo.h"
#include "language/Translations.h"
#include "settings/SettingsDialog.h"
#include "shared/Identity.h"
#include "store/Database.h"
#include "store/pg/DatabaseUrl.h"
#include "store/pg/TeamReplica.h"
#include "window/FileOpenEvents.h"
#include "window/MainWindow.h"
#include "window/WindowHost.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QDir>
#include <QFileInfo>
#include <QNetworkProxyFactory>
#include <QSettings>
#include <cstdio>
#include <cstring>

namespace {

struct Options
{
    QCommandLineOption db{
        QStringLiteral("db"),
        QCoreApplication::translate("main", "Use FILE as the knowledge base instead of %1, or a team knowledge base: "
                                            "postgresql://USER@HOST:PORT/DBNAME.")
            .arg(lotse::Database::defaultPath()),
        QCoreApplication::translate("main", "FILE")};
};

// Built after the catalogues are installed, so --help speaks the chosen language.
void describe(QCommandLineParser& parser, const Options& options)
{
    parser.setApplicationDescription(
        QCoreApplication::translate("main", "Lotse answers questions only from your own documents, with citations."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addOption(options.db);
    parser.addPositionalArgument(
        QStringLiteral("files"),
        QCoreApplication::translate("main", "Documents or folders to add to the knowledge base."),
        QCoreApplication::translate("main", "[FILE…]"));
}

// The language chosen in the settings ("system" follows the desktop). It also picks the sample
// handbook's language and how numbers and dates look; the settings dialog switches it live.
void applyLanguage()
{
    lotse::Translations::apply(lotse::ui::SettingsDialog::storedLanguage(QSettings()));
}

} // namespace

int main(int argc, char* argv[])
{
    QCoreApplication::setOrganizationName(QStringLiteral("Lotse"));
    QCoreApplication::setApplicationName(QStringLiteral("lotse"));
    QCoreApplication::setApplicationVersion(lotse::BuildInfo::versionWithCommit());

    // --version and --help are answered without a display: a QCoreApplication is enough for them.
    for (int i = 1; i < argc; ++i) {
        for (const char* info : {"--version", "-v", "--help", "-h", "--help-all", "-?"}) {
            if (std::strcmp(argv[i], info) == 0) {
                QCoreApplication core(argc, argv);
                applyLanguage();
                QCommandLineParser parser;
                const Options options;
                describe(parser, options);
                parser.process(core); // prints and exits
            }
        }
    }

    QApplication app(argc, argv);
    QGuiApplication::setApplicationDisplayName(QStringLiteral("Lotse"));
    // Wayland finds the window's icon and name through the desktop entry's file name.
    QGuiApplication::setDesktopFileName(QStringLiteral("org.lotse.Lotse"));
    // Every window, the inspector too, where no desktop entry names the icon (Windows, X11 without one).
    QApplication::setWindowIcon(lotse::ui::Identity::icon());
    // Corporate networks: the system's proxy settings apply to every provider call.
    QNetworkProxyFactory::setUseSystemConfiguration(true);
    applyLanguage();
    // Before the window exists: macOS may deliver the files the application was opened with early.
    auto* fileOpens = new lotse::ui::FileOpenEvents(&app);
    QCommandLineParser parser;
    const Options options;
    describe(parser, options);
    parser.process(app);

    // --db: a knowledge base file, or a team knowledge base (its local copy) for this run.
    std::optional<lotse::ui::WindowHost::Choice> forced;
    if (parser.isSet(options.db)) {
        const QString db = parser.value(options.db);
        if (lotse::DatabaseUrl::looksLikeUrl(db)) {
            const auto url = lotse::DatabaseUrl::parse(db);
            if (!url) {
                std::fprintf(stderr, "lotse: %s\n", qPrintable(url.error().message));
                return 1;
            }
            forced = lotse::ui::WindowHost::Choice{lotse::TeamReplica::pathFor(url.value()), url.value()};
        } else {
            forced = lotse::ui::WindowHost::Choice{QFileInfo(db).absoluteFilePath(), std::nullopt};
        }
    }
    lotse::ui::WindowHost host(forced);
    host.open();
    QObject::connect(fileOpens, &lotse::ui::FileOpenEvents::filesOpened, &host,
                     [&host](const QStringList& files) { host.window()->addDocuments(files); });
    // "Open with Lotse", or files given on the command line: they join the knowledge base.
    QStringList files;
    for (const QString& file : parser.positionalArguments())
        files.append(QDir::cleanPath(QFileInfo(file).absoluteFilePath()));
    if (!files.isEmpty())
        host.window()->addDocuments(files);
    return app.exec();
}
