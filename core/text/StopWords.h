// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Language.h"

#include <QString>

namespace lotse {

// English and German function words and question filler ("how", "what now", "bitte").
// Words are expected folded (lower case, no diacritics), as Tokenizer produces them.
class StopWords final
{
public:
    static bool contains(const QString& foldedWord);
    // In a text of that language: a German text's "Kind" (child) and "See" (lake) are no English filler.
    static bool contains(const QString& foldedWord, Language textLanguage);
    // The same, for a word also known as written (lower case, marks kept): "ändern" (to change) folds to
    // "andern" (other), a function word; written with its umlaut it is the verb, no stop word.
    static bool contains(const QString& foldedWord, const QString& writtenWord, Language textLanguage);
    static bool isEnglish(const QString& foldedWord);
    static bool isGerman(const QString& foldedWord);
};

} // namespace lotse
