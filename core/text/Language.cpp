// SPDX-License-Identifier: GPL-3.0-or-later
#include "Language.h"

#include "StopWords.h"
#include "Tokenizer.h"

namespace lotse {

Language LanguageGuess::of(QStringView text)
{
    int english = 0;
    int german = 0;
    for (const QString& word : Tokenizer::tokens(text)) {
        english += StopWords::isEnglish(word) ? 1 : 0;
        german += StopWords::isGerman(word) ? 1 : 0;
    }
    // Umlauts and ß are strong hints when a question has few function words ("Urlaubstage übertragen?").
    for (QChar c : text) {
        if (QStringLiteral("äöüÄÖÜß").contains(c))
            german += 2;
    }
    return german > english ? Language::German : Language::English;
}

QString LanguageGuess::code(Language language)
{
    return language == Language::German ? QStringLiteral("de") : QStringLiteral("en");
}

} // namespace lotse
