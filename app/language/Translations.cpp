// SPDX-License-Identifier: GPL-3.0-or-later
#include "Translations.h"

#include "common/Logging.h"
#include "text/InterfaceLanguage.h"

#include <QCoreApplication>
#include <QLocale>
#include <QTranslator>
#include <memory>
#include <vector>

namespace lotse {

namespace {

std::vector<std::unique_ptr<QTranslator>>& installed()
{
    static std::vector<std::unique_ptr<QTranslator>> translators;
    return translators;
}

void install(const QString& catalogue)
{
    auto translator = std::make_unique<QTranslator>();
    if (!translator->load(QStringLiteral(":/i18n/") + catalogue + QStringLiteral(".qm"))) {
        qCWarning(lcText) << "no translation catalogue" << catalogue;
        return;
    }
    QCoreApplication::installTranslator(translator.get());
    installed().push_back(std::move(translator));
}

} // namespace

QStringList Translations::available()
{
    return {QStringLiteral("en"), QStringLiteral("de")};
}

QString Translations::resolve(const QString& language)
{
    if (available().contains(language))
        return language;
    if (language == QStringLiteral("system")) {
        // The first of the desktop's preferred languages that Lotse speaks, "de-AT" as "de".
        for (const QString& ui : QLocale::system().uiLanguages()) {
            const QString code = ui.section(QLatin1Char('-'), 0, 0).toLower();
            if (available().contains(code))
                return code;
        }
    }
    return QStringLiteral("en");
}

void Translations::apply(const QString& language)
{
    const QString code = resolve(language);
    for (const auto& translator : installed())
        QCoreApplication::removeTranslator(translator.get());
    installed().clear();
    QLocale::setDefault(language == QStringLiteral("system") ? QLocale::system() : QLocale(code));
    InterfaceLanguage::set(code);
    // The English catalogue holds only plural forms ("1 file", "2 files"); it goes first so that a
    // later catalogue takes precedence. Qt's own (dialog buttons, context menus) comes with German.
    install(QStringLiteral("lotse_en"));
    if (code != QStringLiteral("en")) {
        install(QStringLiteral("qtbase_") + code);
        install(QStringLiteral("lotse_") + code);
    }
}

QString Translations::current()
{
    return InterfaceLanguage::current();
}

} // namespace lotse
