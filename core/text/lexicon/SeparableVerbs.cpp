// SPDX-License-Identifier: GPL-3.0-or-later
#include "SeparableVerbs.h"

#include "GermanParticles.h"
#include "Lexicon.h"
#include "WordForms.h"
#include "text/StopWords.h"
#include "text/Tokenizer.h"

#include <QRegularExpression>
#include <algorithm>

namespace lotse {

namespace {

constexpr qsizetype minVerb = 3;      // "es" + "ein" is no verb
constexpr qsizetype minPlainVerb = 5; // "geben": a shorter rest is no verb ("anlen")

// The particle verb `particle` + `verb` in the infinitive a dictionary lists ("einreiche" ->
// "einreichen"), or nothing.
QString dictionaryForm(const QString& particle, const QString& verb)
{
    const Lexicon& lexicon = Lexicon::shared();
    const QString joined = particle + verb;
    // Spoken German drops the first person's "-e" ("Ich fang nächsten Monat an"): the stem itself, plus "en".
    const QStringList forms = QStringList{joined} + WordForms::candidates(joined, Language::German)
                              + QStringList{joined + QStringLiteral("en")};
    for (const QString& form : forms) {
        // The plain verb ("reichen") is among the candidates: only a form that keeps the particle counts.
        if (!form.startsWith(particle) || !form.endsWith(QLatin1Char('n')))
            continue;
        if (!lexicon.translations(form, Language::German).isEmpty() || !lexicon.curated(form).isEmpty())
            return form;
    }
    return {};
}

// A handbook's "Tragen Sie … nach": the dictionary lists "tragen", not "nachtragen". The verb as written is
// its infinitive (how a handbook addresses its reader), or nothing.
QString plainVerbForm(const QString& particle, const QString& verb)
{
    if (verb.size() < minPlainVerb || !verb.endsWith(QLatin1Char('n')) || StopWords::isGerman(verb)
        || Lexicon::shared().translations(verb, Language::German).isEmpty())
        return {};
    return particle + verb;
}

} // namespace

bool SeparableVerbs::isParticle(const QString& folded)
{
    return GermanParticles::is(folded);
}

QString SeparableVerbs::plainVerb(const QString& folded)
{
    if (!folded.endsWith(QLatin1String("en")))
        return {};
    // The longest particle first: "zuruckgeben" is "geben", not "ruckgeben".
    const QString longest = GermanParticles::openingOf(folded, 0);
    const QString rest = folded.mid(longest.size());
    return !longest.isEmpty() && rest.size() >= minPlainVerb ? rest : QString();
}

QList<QStringList> SeparableVerbs::clauses(QStringView text)
{
    // A full stop after a digit is an ordinal ("ein 13. Monatsgehalt"), no clause's end.
    // A dash between spaces ends a clause too: "Ich fang nächsten Monat neu an – wie lange …?".
    static const QRegularExpression clauseEnd(QStringLiteral(R"((?<!\d)\.|[,;:!?()\n]|\s[–—-]\s)"));
    static const QRegularExpression word(QStringLiteral(R"([\p{L}\p{Mn}]+)"));
    // "und", "oder", "aber" right after a particle join two clauses ("Wann fängt die Spätschicht an und wann
    // ist Feierabend?"): the first ends there.
    static const QSet<QString> conjunctions{QStringLiteral("und"), QStringLiteral("oder"), QStringLiteral("aber"),
                                            QStringLiteral("sondern")};
    // "Für den An- und Abreisetag": a conjunct ending in a hyphen is part of a compound, no particle.
    static const QRegularExpression elided(QStringLiteral(R"([\p{L}\p{Mn}]+-(?=\s|,))"),
                                           QRegularExpression::UseUnicodePropertiesOption);
    QString plain = text.toString();
    plain.replace(elided, QStringLiteral(" "));
    QList<QStringList> out;
    for (const QString& clause : plain.split(clauseEnd, Qt::SkipEmptyParts)) {
        QStringList words;
        for (auto it = word.globalMatch(clause); it.hasNext();) {
            const QString w = it.next().captured();
            if (words.size() > 1 && conjunctions.contains(w) && isParticle(Tokenizer::fold(words.last()))) {
                out.append(words);
                words.clear();
            }
            words.append(w);
        }
        out.append(words);
    }
    return out;
}

std::pair<QString, QString> SeparableVerbs::joinedIn(const QStringList& words, Listed listed)
{
    // A particle is written in lower case: "Wählen Sie diesen Weg" ends in a noun.
    if (words.size() < 3 || !words.last().at(0).isLower() || !isParticle(Tokenizer::fold(words.last())))
        return {};
    const QString particle = Tokenizer::fold(words.last());
    // Nouns are capitalised: the verb is a lower-case word, or the clause's first ("Reiche ich … ein?").
    QStringList verbs;
    for (qsizetype i = 0; i + 1 < words.size(); ++i) {
        const QString verb = Tokenizer::fold(words.at(i));
        if ((i == 0 || !words.at(i).at(0).isUpper()) && verb.size() >= minVerb)
            verbs.append(verb);
    }
    for (const QString& verb : std::as_const(verbs)) {
        if (const QString form = dictionaryForm(particle, verb); !form.isEmpty())
            return {verb, form};
    }
    // Only where no word makes a listed particle verb: "Guthaben bauen Sie … ab" is "abbauen".
    for (const QString& verb : std::as_const(verbs)) {
        if (const QString form = listed == Listed::PlainVerb ? plainVerbForm(particle, verb) : QString();
            !form.isEmpty())
            return {verb, form};
    }
    return {};
}

QHash<QString, QString> SeparableVerbs::joined(QStringView text, Listed listed)
{
    QHash<QString, QString> out;
    for (const QStringList& words : clauses(text)) {
        if (const auto [verb, form] = joinedIn(words, listed); !form.isEmpty())
            out.insert(verb, form);
    }
    return out;
}

QSet<QString> SeparableVerbs::reflexive(QStringView text)
{
    static const QSet<QString> pronouns{QStringLiteral("mich"), QStringLiteral("dich"), QStringLiteral("sich")};
    QSet<QString> out;
    for (const QStringList& words : clauses(text)) {
        if (!std::any_of(words.cbegin(), words.cend(),
                         [](const QString& w) { return pronouns.contains(Tokenizer::fold(w)); }))
            continue;
        if (const QString form = joinedIn(words, Listed::ParticleVerb).second; !form.isEmpty())
            out.insert(form);
        for (const QString& w : words) {
            const QString folded = Tokenizer::fold(w);
            if (w.at(0).isLower() && folded.endsWith(QLatin1String("en"))
                && !Lexicon::shared().curated(folded).isEmpty())
                out.insert(folded);
        }
    }
    return out;
}

} // namespace lotse
