// SPDX-License-Identifier: GPL-3.0-or-later
// lotse-screenshots OUTDIR: the screenshots of docs/images, taken by scripts/screenshots.sh.
#include "ScreenshotTour.h"
#include "language/Translations.h"

#include <QApplication>
#include <QTemporaryDir>
#include <cstdio>

int main(int argc, char* argv[])
{
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("Lotse"));
    QApplication::setApplicationName(QStringLiteral("lotse-screenshots"));
    if (argc != 2) {
        std::fprintf(stderr, "usage: lotse-screenshots OUTDIR\n");
        return 2;
    }
    QDir out(QString::fromLocal8Bit(argv[1]));
    if (!out.mkpath(QStringLiteral("."))) {
        std::fprintf(stderr, "lotse-screenshots: cannot create %s\n", argv[1]);
        return 1;
    }
    // LOTSE_SCREENSHOT_LANGUAGE=de and LOTSE_SCREENSHOT_SIZE=1024x700 for the checks in other languages
    // and on small screens (scripts/screenshots.sh --lang, --size); the docs' images are English.
    const QString language = qEnvironmentVariable("LOTSE_SCREENSHOT_LANGUAGE", QStringLiteral("en"));
    lotse::Translations::apply(language);
    QLocale::setDefault(language == QStringLiteral("de") ? QLocale(QLocale::German, QLocale::Germany)
                                                         : QLocale(QLocale::English, QLocale::UnitedStates));
    const QStringList size =
        qEnvironmentVariable("LOTSE_SCREENSHOT_SIZE", QStringLiteral("1280x800")).split(QLatin1Char('x'));
    const QSize windowSize(size.value(0).toInt(), size.value(1).toInt());
    QTemporaryDir work;
    ScreenshotTour tour(out, QDir(work.path()), windowSize.isValid() ? windowSize : QSize(1280, 800));
    QObject::connect(&tour, &ScreenshotTour::finished, &app, &QCoreApplication::exit);
    tour.start();
    return app.exec();
}
