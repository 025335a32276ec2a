// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QHash>
#include <QString>
#include <QStringView>

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
    static QHash<QString, QString> joined(QStringView text);
    // Whether `folded` is one of the particles a clause ends with.
    static bool isParticle(const QString& folded);
    // A particle verb without its particle ("anmelden" -> "melden"), which a handbook often writes for it;
    // empty for other words. Nouns of that shape ("Angaben" -> "gaben") get a rare word: harmless as
    // related evidence.
    static QString plainVerb(const QString& folded);
};

} // namespace lotse
