// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace lotse {

// The language the interface speaks ("en", "de"), as the application settled it (app/language's
// Translations::apply records it here). Core code that hands work to another process asks for it,
// so the reader process answers in the same language as the window.
class InterfaceLanguage final
{
public:
    static QString current(); // "en" until the application set one
    static void set(const QString& code);
};

} // namespace lotse
