// SPDX-License-Identifier: GPL-3.0-or-later
// lotse-screenshots OUTDIR: the screenshots of docs/images, taken by scripts/screenshots.sh.
#include "ScreenshotTour.h"
#include "text/Translations.h"

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
    lotse::Translations::apply(QStringLiteral("en"));
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    QTemporaryDir work;
    ScreenshotTour tour(out, QDir(work.path()));
    QObject::connect(&tour, &ScreenshotTour::finished, &app, &QCoreApplication::exit);
    tour.start();
    return app.exec();
}
