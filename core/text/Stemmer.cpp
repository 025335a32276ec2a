// SPDX-License-Identifier: GPL-3.0-or-later
#include "Stemmer.h"

#include <libstemmer.h>

namespace lotse {

Stemmer::Stemmer()
    : m_english(sb_stemmer_new("english", "UTF_8"))
    , m_german(sb_stemmer_new("german", "UTF_8"))
{}

Stemmer::~Stemmer()
{
    sb_stemmer_delete(m_english);
    sb_stemmer_delete(m_german);
}

Stemmer& Stemmer::forThread()
{
    thread_local Stemmer stemmer;
    return stemmer;
}

QString Stemmer::english(const QString& foldedWord) const
{
    return run(m_english, foldedWord);
}

QString Stemmer::undoubled(const QString& englishStem)
{
    // Stems of six letters or more only ("matt" and "penn" are names), and never "ll", "ss", "ff" or
    // "zz", which English keeps ("install", "address", "staff").
    constexpr qsizetype minStem = 6;
    static const QString doubled = QStringLiteral("bcdghjkmnpqrtvwx");
    const qsizetype n = englishStem.size();
    if (n >= minStem && englishStem.at(n - 1) == englishStem.at(n - 2) && doubled.contains(englishStem.at(n - 1)))
        return englishStem.chopped(1);
    return englishStem;
}

QString Stemmer::german(const QString& foldedWord) const
{
    return run(m_german, foldedWord);
}

QString Stemmer::run(sb_stemmer* stemmer, const QString& word)
{
    if (!stemmer || word.isEmpty())
        return word;
    const QByteArray utf8 = word.toUtf8();
    const sb_symbol* out =
        sb_stemmer_stem(stemmer, reinterpret_cast<const sb_symbol*>(utf8.constData()), int(utf8.size()));
    if (!out)
        return word;
    return QString::fromUtf8(reinterpret_cast<const char*>(out), sb_stemmer_length(stemmer));
}

} // namespace lotse
