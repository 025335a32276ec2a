// SPDX-License-Identifier: GPL-3.0-or-later
#include "WordForms.h"

#include "GermanParticles.h"

namespace lotse {

namespace {

constexpr qsizetype minStem = 3; // shorter remainders are other words ("ist" is no "i")

void add(QStringList& out, const QString& candidate, const QString& word)
{
    if (candidate.size() >= minStem && candidate != word && !out.contains(candidate))
        out.append(candidate);
}

constexpr qsizetype minVerbStem = 3; // "gezahlt" -> "zahl": shorter is no verb ("gern" is no participle)

// The particle a verb or participle opens with, if the rest is long enough to be a verb: the participle
// puts "ge" after it ("ausgezahlt"), and the plain verb is the nearest meaning a dictionary lacking the
// particle verb has.
QString particleOf(const QString& word)
{
    return GermanParticles::openingOf(word, minVerbStem + 2);
}

// A past participle's infinitive: "gezahlt" -> "zahlen", "gearbeitet" -> "arbeiten", "gegeben" ->
// "geben", "ausgezahlt" -> "auszahlen". Strong verbs that change their vowel ("geschrieben") are left
// to the dictionary, which lists many participles as such.
QString infinitiveOfParticiple(const QString& word)
{
    const QString particle = particleOf(word);
    const QString rest = word.mid(particle.size());
    if (!rest.startsWith(QLatin1String("ge")))
        return {};
    QString stem = rest.mid(2);
    if (stem.endsWith(QLatin1String("et")))
        stem.chop(2);
    else if (stem.endsWith(QLatin1Char('t')) || stem.endsWith(QLatin1String("en")))
        stem.chop(stem.endsWith(QLatin1Char('t')) ? 1 : 2);
    else
        return {};
    return stem.size() >= minVerbStem ? particle + stem + QStringLiteral("en") : QString();
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
    // Participles, also inflected ("die ausgezahlten Tage"), then the plain verb of a particle verb.
    for (const QString& form : QStringList{word} + out) {
        const QString infinitive = infinitiveOfParticiple(form);
        if (!infinitive.isEmpty())
            add(out, infinitive, word);
    }
    for (const QString& form : QStringList{word} + out) {
        const QString particle = particleOf(form);
        if (!particle.isEmpty() && form.endsWith(QLatin1String("en")))
            add(out, form.mid(particle.size()), word);
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

// Prefixes that take no "ge" in the participle ("beantragt", "verlangert", "erstattet").
bool inseparable(const QString& verb)
{
    for (const char* prefix : {"be", "emp", "ent", "er", "ge", "miss", "ver", "zer"}) {
        if (verb.startsWith(QLatin1String(prefix)))
            return true;
    }
    return false;
}

} // namespace

QStringList WordForms::participles(const QString& folded)
{
    // "melden" -> "meld", "andern" -> "ander": the stem the endings go on.
    QString stem;
    if (folded.endsWith(QLatin1String("ern")) || folded.endsWith(QLatin1String("eln")))
        stem = folded.chopped(1);
    else if (folded.endsWith(QLatin1String("en")))
        stem = folded.chopped(2);
    if (stem.size() < minVerbStem)
        return {};
    QStringList out;
    const auto addBoth = [&](const QString& front, const QString& verbStem) {
        add(out, front + verbStem + QLatin1Char('t'), folded);     // "gezahlt"
        add(out, front + verbStem + QStringLiteral("et"), folded); // "gemeldet", "erstattet"
    };
    const QString particle = particleOf(folded);
    const QString rest = stem.mid(particle.size());
    if (!particle.isEmpty() && rest.size() >= minVerbStem)
        addBoth(particle + (inseparable(rest) ? QString() : QStringLiteral("ge")), rest);
    const bool noGe = inseparable(stem) || folded.endsWith(QLatin1String("ieren"));
    addBoth(noGe ? QString() : QStringLiteral("ge"), stem);
    return out;
}

QStringList WordForms::candidates(const QString& folded, Language language)
{
    return language == Language::German ? german(folded) : english(folded);
}

QStringList WordForms::nounsOfDoing(const QString& participle)
{
    // A past participle's ("ausgezahlt", "angemeldet") noun of the doing: "Auszahlung", "Anmeldung". Only
    // candidates: the caller keeps those its index has.
    QStringList nouns;
    for (const QString& infinitive : candidates(participle, Language::German)) {
        // With the "ge" of a participle: "erzeugt" is a present tense as much ("Die Anwendung erzeugt die CSV").
        const auto ge = [](const QString& w) { return w.count(QLatin1String("ge")); };
        if (!infinitive.endsWith(QLatin1String("en")) || !participles(infinitive).contains(participle)
            || ge(participle) <= ge(infinitive))
            continue;
        const QString stem = infinitive.chopped(2);
        for (const QString& noun : QStringList{stem + QLatin1String("ung"), stem + QLatin1String("ungen")}) {
            if (!nouns.contains(noun))
                nouns.append(noun);
        }
    }
    return nouns;
}

} // namespace lotse
