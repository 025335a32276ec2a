// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace lotse {

enum class Language { English, German };

// Guesses English or German from function words; good enough to pick the language of a
// refusal or of the answer's framing, which must follow the question.
class LanguageGuess final
{
public:
    static Language of(QStringView text);
    // A document's text by its function words and umlauts alone: a short passage without any is a table row or a
    // heading, no question typed like a search, and ingestion need not load the dictionaries for it.
    static Language ofDocument(QStringView text);
    static QString code(Language language);

private:
    struct Counts
    {
        int english = 0;
        int german = 0; // umlauts and ß count two
    };
    static Counts functionWords(QStringView text);
    // Without function words or umlauts: the words only one language's dictionary lists, in a text of at most
    // dictionaryWords words.
    static Language byDictionary(QStringView text);
    static constexpr qsizetype dictionaryWords = 8;
};

} // namespace lotse
