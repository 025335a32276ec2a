// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "text/Language.h"

#include <QString>

namespace lotse {

// The words around an extractive answer or a refusal, in the language of the question (the
// quoted handbook text stays as written).
struct OfflinePhrases
{
    QString intro;
    QString refusal;
    QString searchedFor; // %1 words, %2 queries
    QString closest;
    QString noneClose;
    QString roundLimit; // %1 rounds
    QString nothingNew;
    QString unsupported;
    QString missing; // %1 what the evidence lacks

    static OfflinePhrases in(Language language);
    // “word” in English, „Wort“ in German.
    static QString quote(const QString& text, Language language);
};

} // namespace lotse
