// SPDX-License-Identifier: GPL-3.0-or-later
#include "Phrasebook.h"

#include "common/Logging.h"

#include <QLocale>
#include <QTranslator>

namespace lotse {

namespace {

// Loaded once; QTranslator::translate() is const and safe to call from several threads.
const QTranslator& catalogue(Language language)
{
    static const auto load = [](const char* name) {
        auto* translator = new QTranslator; // lives as long as the process
        if (!translator->load(QStringLiteral(":/i18n/%1.qm").arg(QLatin1String(name))))
            qCWarning(lcText) << "no translation catalogue" << name;
        return translator;
    };
    static const QTranslator* english = load("lotse_en");
    static const QTranslator* german = load("lotse_de");
    return language == Language::German ? *german : *english;
}

} // namespace

QString Phrasebook::text(Language language, const char* context, const char* source, int n)
{
    QString text = catalogue(language).translate(context, source, nullptr, n);
    if (text.isEmpty())
        text = QString::fromUtf8(source);
    if (n >= 0)
        text.replace(QStringLiteral("%n"), QLocale(LanguageGuess::code(language)).toString(n));
    return text;
}

} // namespace lotse
