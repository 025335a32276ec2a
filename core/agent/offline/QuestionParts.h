// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>

namespace lotse {

// Splits a question of several parts into its parts, without a model, so the offline answer quotes
// what answers each: in "How far ahead do I have to request it, and how do I record those days in
// Tock?" the sentences about requesting leave would otherwise crowd out the one about Tock. Each part
// keeps the question's statements ("I'm on an 18F team and want two weeks of vacation."), because a
// part alone often only points back to them ("request it"). Searching part by part as well was
// measured and left out (docs/eval-dev.md, change 13).
// English and German: a new question sentence, or a clause after "and"/"or"/"und"/"oder" that starts
// with a question word or a verb ("and is there…", "und wie…"); the alternatives after a question's colon
// ("Was lohnt sich mehr: … oder …?").
class QuestionParts final
{
public:
    static constexpr int maxParts = 4;
    // Two to four parts, each with the question's statements in front; the question alone when it
    // asks one thing.
    static QStringList of(const QString& question);
    // Whether the question asks one thing: one question sentence, with no "and" or "or" in it ("How long
    // are the recordings kept?", not "How many hours may I save, and do they expire?" nor "… for flights and
    // hotels?"). Stricter than of() returning the question alone.
    static bool asksOneThing(const QString& question);

private:
    static QStringList clauses(const QString& questionSentence);
    // The alternatives a question compares after a colon, each with the question; empty when none.
    static QStringList compared(const QString& questionSentence);
};

} // namespace lotse
