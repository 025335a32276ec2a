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
    static QString code(Language language);

private:
    // Without function words or umlauts: the words only one language's dictionary lists, in a text of at most
    // dictionaryWords words.
    static Language byDictionary(QStringView text);
    static constexpr qsizetype dictionaryWords = 8;
};

} // namespace lotse
