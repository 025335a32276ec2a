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
    QString lookedFor; // %1 the question's words
    QString closest;
    QString noneClose;
    QString nowhere;      // %1 words the knowledge base never uses
    QString notInClosest; // %1 words the best section lacks
    QString unsupported;
    static OfflinePhrases in(Language language);
    // “word” in English, „Wort“ in German.
    static QString quote(const QString& text, Language language);
};

} // namespace lotse
