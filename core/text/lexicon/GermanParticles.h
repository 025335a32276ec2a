// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <array>

namespace lotse::GermanParticles {

// The particles of German separable verbs ("auszahlen", "anmelden"), folded as Tokenizer writes them and
// the longest first, so "zuruckgeben" opens with "zuruck", not "zu". A main clause leaves them at its
// end ("Wie reiche ich … ein?"); a participle puts "ge" after them ("ausgezahlt").
inline constexpr std::array<const char*, 23> all = {
    "zusammen", "weiter", "zuruck", "statt", "fest", "fort", "hoch", "nach", "teil", "auf", "aus", "bei",
    "dar",      "ein",    "her",    "hin",   "los",  "mit",  "vor",  "weg",  "ab",   "an",  "zu"};

// The longest particle `folded` opens with whose rest holds at least `minRest` letters; empty when none.
inline QString openingOf(const QString& folded, qsizetype minRest)
{
    for (const char* p : all) {
        const QLatin1String particle(p);
        if (folded.startsWith(particle) && folded.size() - particle.size() >= minRest)
            return QString(particle);
    }
    return {};
}

inline bool is(const QString& folded)
{
    for (const char* p : all) {
        if (folded == QLatin1String(p))
            return true;
    }
    return false;
}

} // namespace lotse::GermanParticles
