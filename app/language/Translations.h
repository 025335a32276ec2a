// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

namespace lotse {

// The application's interface language. Lotse's own catalogues and Qt's are embedded as
// :/i18n/*.qm, so installers need no translation files beside the binary.
class Translations final
{
public:
    // "system", "en" or "de". Installs the catalogues for that language on the application in
    // place of the ones installed before and makes it QLocale's default; Qt then sends every
    // widget a LanguageChange event, so the switch needs no restart. Call on the GUI thread.
    static void apply(const QString& language);
    // The language apply() settled on: "en" or "de".
    static QString current();
    // The languages Lotse has catalogues for, as codes.
    static QStringList available();
    // "system" resolved against the desktop's preferred languages; an unknown code becomes "en".
    static QString resolve(const QString& language);
};

} // namespace lotse
