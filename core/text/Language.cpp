// SPDX-License-Identifier: GPL-3.0-or-later
#include "Language.h"

#include "StopWords.h"
#include "Tokenizer.h"
#include "lexicon/Lexicon.h"

namespace lotse {

Language LanguageGuess::of(QStringView text)
{
    const Counts counts = functionWords(text);
    if (counts.german == counts.english && counts.german == 0)
        return byDictionary(text);
    return counts.german > counts.english ? Language::German : Language::English;
}

Language LanguageGuess::ofDocument(QStringView text)
{
    const Counts counts = functionWords(text);
    return counts.german > counts.english ? Language::German : Language::English;
}

LanguageGuess::Counts LanguageGuess::functionWords(QStringView text)
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
    return {english, german};
}

Language LanguageGuess::byDictionary(QStringView text)
{
    // A question typed like a search ("Homeoffice Ausstattung?") has no function words: its words' dictionary
    // entries tell, a German word being a head of the German-English dictionary and no English one. Only short
    // texts: a passage without function words is a table or a list, where English stays the default.
    const QStringList words = Tokenizer::tokens(text);
    if (words.size() > dictionaryWords)
        return Language::English;
    const Lexicon& lexicon = Lexicon::shared();
    int english = 0;
    int german = 0;
    for (const QString& word : words) {
        const bool inGerman = !lexicon.translations(word, Language::German).isEmpty();
        const bool inEnglish = !lexicon.translations(word, Language::English).isEmpty();
        german += inGerman && !inEnglish ? 1 : 0;
        english += inEnglish && !inGerman ? 1 : 0;
    }
    return german > english ? Language::German : Language::English;
}

QString LanguageGuess::code(Language language)
{
    return language == Language::German ? QStringLiteral("de") : QStringLiteral("en");
}

} // namespace lotse
