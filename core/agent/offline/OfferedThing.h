// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace lotse {

// The thing a question asks whether the employer gives: "Does Clef pay new employees a signing bonus …?"
// asks for a bonus, "Bekomme ich für den Umzug einen Tag Sonderurlaub?" for Sonderurlaub, "Gibt es bei TTS
// Weihnachtsgeld?" for Weihnachtsgeld. Only a question that opens with the asking ("Do I get", "Is there",
// "Bekomme ich", "Gibt es"): a section that does not name the thing does not answer it, whatever else of
// the story it holds ("Kiel", "Rendsburg" of the move). So is the occasion leave is asked for ("days of
// paid leave for the funeral"): the annual leave page does not answer it.
class OfferedThing final
{
public:
    // The thing's head word as written ("bonus", "Sonderurlaub"); empty when the question asks no such thing.
    static QString of(const QString& question);
    // The thing as the question names it, for people: "signing bonus", "company pension scheme",
    // "Sonderurlaub" (a German compound names it whole); empty as of().
    static QString phrase(const QString& question);
};

} // namespace lotse
