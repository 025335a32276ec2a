// SPDX-License-Identifier: GPL-3.0-or-later
#include "WordForms.h"

namespace lotse {

namespace {

constexpr qsizetype minStem = 3; // shorter remainders are other words ("ist" is no "i")

void add(QStringList& out, const QString& candidate, const QString& word)
{
    if (candidate.size() >= minStem && candidate != word && !out.contains(candidate))
        out.append(candidate);
}

QStringList german(const QString& word)
{
    // Adjective, noun and verb endings, shortest first: "getrennte" -> "getrennt", "jahren" -> "jahr",
    // "bezahlten" -> "bezahlt"; a verb's first person gets its infinitive back ("arbeite" -> "arbeiten").
    QStringList out;
    for (const char* ending : {"e", "n", "s", "en", "em", "er", "es", "st", "te", "est", "ten", "tet"}) {
        const QString e = QString::fromLatin1(ending);
        if (word.endsWith(e))
            add(out, word.chopped(e.size()), word);
    }
    if (word.endsWith(QLatin1Char('e')))
        add(out, word + QLatin1Char('n'), word);
    // The second and third person get their infinitive back too: "zahlt" -> "zahlen", "arbeitet" ->
    // "arbeiten", "zahlst" -> "zahlen".
    for (const char* ending : {"t", "et", "st", "est"}) {
        const QString e = QString::fromLatin1(ending);
        if (word.endsWith(e) && word.size() - e.size() >= minStem)
            add(out, word.chopped(e.size()) + QStringLiteral("en"), word);
    }
    return out;
}

QStringList english(const QString& word)
{
    // "paying" -> "pay", "tripped" -> "trip", "finished" -> "finish", "policies" -> "policy".
    QStringList out;
    const auto strip = [&](const char* ending) {
        const QString e = QString::fromLatin1(ending);
        if (!word.endsWith(e))
            return;
        const QString stem = word.chopped(e.size());
        add(out, stem, word);
        add(out, stem + QLatin1Char('e'), word); // "using" -> "use"
        if (stem.size() > minStem && stem.at(stem.size() - 1) == stem.at(stem.size() - 2))
            add(out, stem.chopped(1), word); // "tripped" -> "trip"
    };
    if (word.endsWith(QLatin1String("ies")))
        add(out, word.chopped(3) + QLatin1Char('y'), word);
    strip("s");
    strip("es");
    strip("ed");
    strip("ing");
    return out;
}

} // namespace

QStringList WordForms::candidates(const QString& folded, Language language)
{
    return language == Language::German ? german(folded) : english(folded);
}

} // namespace lotse
