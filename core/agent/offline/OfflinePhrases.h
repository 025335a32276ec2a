// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "FigureNotStated.h"
#include "text/Language.h"

#include <QString>

namespace lotse {

// The words around an extractive answer or a refusal, in the language of the question (the
// quoted handbook text stays as written).
struct OfflinePhrases
{
    QString intro;
    QString refusal;
    QString lookedFor; // %1 the question's words
    QString closest;
    QString noneClose;
    QString nowhere;      // %1 words the knowledge base never uses
    QString notInClosest; // %1 words the best section lacks
    // The thing a question asks whether it is given (OfferedThing), which no section names: the refusal's
    // reason, said instead of the lists above.
    QString thingNowhere;  // %1 the thing, a word the knowledge base never uses
    QString thingNotNamed; // %1 the thing, which the sections found lack
    QString unsupported;
    // An answer from an ambiguous round. Each line says what the handbook does not (or may not)
    // cover, so the answer check reads it as a frame, not as a claim that needs a source.
    QString framed;        // the section is named by each citation: a title with a full stop would split the frame
    QString framedMissing; // %1 words the section lacks
    QString framedContact; // %1 the contact line
    // A section on the question's topic that states no figure of the kind asked does not answer it
    // (HeuristicGrader): the refusal says so.
    FigureNotStated refusedNoFigure;
    static OfflinePhrases in(Language language);
    // “word” in English, „Wort“ in German.
    static QString quote(const QString& text, Language language);
    // Index words ("uberstunden") quoted as the question wrote them („Überstunden“), comma-separated.
    static QString quoteAsWritten(const QStringList& folded, const QString& question, Language language);
};

} // namespace lotse
