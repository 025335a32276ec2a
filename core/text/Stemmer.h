// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

struct sb_stemmer;

namespace lotse {

// Snowball stemmers for English and German (libstemmer). A Snowball stemmer is not
// thread-safe, so each thread gets its own pair through forThread().
class Stemmer final
{
public:
    Stemmer();
    ~Stemmer();
    Stemmer(const Stemmer&) = delete;
    Stemmer& operator=(const Stemmer&) = delete;

    static Stemmer& forThread();

    QString english(const QString& foldedWord) const;
    QString german(const QString& foldedWord) const;
    // Porter2 undoubles a final consonant only after "-ed" and "-ing" ("referred": "refer"), not after
    // the "-al", "-ence" and "-er" it strips too ("referral": "referr", "occurrence": "occurr"). This is
    // the stem of the word such a derivation comes from; the stem itself where it is none.
    static QString undoubled(const QString& englishStem);

private:
    static QString run(sb_stemmer* stemmer, const QString& word);
    sb_stemmer* m_english = nullptr;
    sb_stemmer* m_german = nullptr;
};

} // namespace lotse
