// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QHash>
#include <QSet>
#include <QString>
#include <QStringList>
#include <QStringView>
#include <utility>

namespace lotse {

// A German main clause splits a particle verb: "Wie reiche ich meine Reisekosten ein?" asks about
// "einreichen", "Welche Tage stehen mir zu?" about "zustehen". The particle ends the clause; the verb
// is a lower-case word before it (or the clause's first). Alone, "reiche" ("reach", "rich") and "ein"
// (a stop word) say nothing of the question.
class SeparableVerbs final
{
public:
    // Each split verb of `text` (folded, as Tokenizer writes it) and the particle verb it stands for, in
    // its dictionary form ("reiche" -> "einreichen"). Only verbs the dictionaries list are joined: a
    // clause ending in "zu" is often no particle verb ("Was gehört alles dazu?").
    // How a joined verb must be known: the particle verb listed in a dictionary (a question: a wrong join
    // loses its words), or its plain verb too (a handbook's text: a wrong join is a rare word of the index).
    enum class Listed { ParticleVerb, PlainVerb };
    static QHash<QString, QString> joined(QStringView text, Listed listed = Listed::ParticleVerb);
    // The verbs `text` uses reflexively, of those a curated group lists, in their dictionary form: in a clause
    // with "mich", "dich" or "sich", its split particle verb ("Wie melde ich mich im VPN an?": "anmelden")
    // and its infinitives ("Wie kann ich mich anmelden?"). "sich anmelden" is logging in, "die Elternzeit
    // anmelden" notifying: a curated group names the second sense only.
    static QSet<QString> reflexive(QStringView text);
    // Whether `folded` is one of the particles a clause ends with.
    static bool isParticle(const QString& folded);
    // A particle verb without its particle ("anmelden" -> "melden"), which a handbook often writes for it;
    // empty for other words. Nouns of that shape ("Angaben" -> "gaben") get a rare word: harmless as
    // related evidence.
    static QString plainVerb(const QString& folded);

private:
    // The clauses of `text`, each as its words (as written).
    static QList<QStringList> clauses(QStringView text);
    // The split verb of a clause's words and its particle verb ("reiche" -> "einreichen"); empty if none.
    static std::pair<QString, QString> joinedIn(const QStringList& words, Listed listed);
};

} // namespace lotse
