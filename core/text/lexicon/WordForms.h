// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "text/Language.h"

#include <QString>
#include <QStringList>

namespace lotse {

// The dictionary forms an inflected word may come from, nearest first: a dictionary lists
// "arbeiten" and "Arbeit", a question says "ich arbeite"; it lists "bezahlt", a question says "die
// bezahlten Tage"; "pay", not "paying"; "auszahlen" for "ausgezahlt", and the plain verb "zahlen" for a
// particle verb the dictionary lacks. Only candidates: the caller keeps the first whose translations the
// handbook uses. No lemmatizer in Debian 12 serves both languages from C++ (Snowball stems are no words).
class WordForms final
{
public:
    static QStringList candidates(const QString& folded, Language language);
    // The past participles a German infinitive may have, the other way round ("anmelden" ->
    // "angemeldet", "erstatten" -> "erstattet", "beantragen" -> "beantragt"): handbooks write "muss
    // angemeldet werden" where a question asks "Wie melde ich … an?". Weak verbs only (strong ones change
    // their vowel: "genommen"), and only candidates: the caller keeps those its index has.
    static QStringList participles(const QString& folded);
    // The noun of the doing a German past participle names ("ausgezahlt": "auszahlung", "auszahlungen";
    // "angemeldet": "anmeldung"), as a heading says it ("Auszahlung im Alter"); none for a form without the
    // participle's "ge" ("erzeugt" is a present tense as much). Only candidates.
    static QStringList nounsOfDoing(const QString& participle);
};

} // namespace lotse
