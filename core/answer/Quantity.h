// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "text/SentenceSplitter.h"

#include <QList>
#include <QString>

namespace lotse {

// A figure a statement makes: a number with what it counts ("30 working days", "EUR 1,500",
// "50 %", "31 March", "9:00", "zwölf Wochen"), as a value and a canonical unit, so that the same
// figure written another way, or in the other language, compares equal ("2 weeks" = "14 Tage",
// "1.500 €" = "EUR 1,500") and a different one does not ("100 days" ≠ "30 working days").
struct Quantity
{
    double value = 0; // dates: month * 100 + day; times: minutes after midnight
    QString unit;     // "day", "week", "month", "year", "hour", "minute", "percent", "eur", "usd", "gbp",
                      // "chf", "date", "time", "byte" (value in bytes), or "" for a bare number
    int year = 0;     // of a date, when it names one
    TextSpan span;    // in the text it was found in
    QString text;     // as written there

    // The same figure: equal values in one unit (weeks and days, hours and minutes, years and months
    // convert); a bare number matches the same number with any unit; a date without a year matches
    // the same day in any year.
    bool sameAs(const Quantity& other) const;
    // Counts the same kind of thing (days and weeks do), whatever the value.
    bool sameKind(const Quantity& other) const;

    static QList<Quantity> in(QStringView text);
    // Whether a question asks for a figure ("how many", "when", "wie lange", "bis wann" …).
    static bool asked(const QString& question);
    // Whether it asks for an amount, a duration or a deadline: the same without "when" and "wann".
    static bool askedAmount(const QString& question);
    // What a question counts or measures: the words right after "how many", "how much", "wie viele",
    // "wie viel" ("Homeoffice-Tage pro Woche" -> "Homeoffice-Tage"), up to two, or the figure it asks for by
    // name ("What's the annual deductible …" -> "deductible"); empty when it asks none.
    static QString counted(const QString& question);
    // Whether it names the figure it asks for ("what's the rate", "the exact price", "Was kostet …").
    static bool namesAFigure(const QString& question);
    // The kinds of figure that answer it, as base units: {"day", "month", "minute"} for a duration
    // ("how long", "wie viele Urlaubstage"), the currencies for a sum of money ("how much does … pay",
    // "wie hoch ist der Zuschuss"), {"frequency"} for "how often" (no unit: "every 90 days", "jedes Jahr"),
    // {"byte"} for the size of a file; empty when any figure may answer it.
    static QStringList askedKinds(const QString& question);
    // Whether it asks how long before something ("how far ahead", "how early", "wie weit im Voraus"): a duration
    // answers it. Not one of askedKinds(): answered by the picker, not required by the grader (docs/eval-dev.md
    // change 125).
    static bool askedAhead(const QString& question);
    // The kinds of a duration, as askedKinds() gives them: {"day", "month", "minute"}.
    static QStringList durationKinds();
    // The currencies, as askedKinds() gives them for a sum of money.
    static QStringList moneyKinds();
    // Whether `folded` (a question's word) names money itself ("money", "Geld", "cash"): a sum the handbook
    // states is what it asks about ("Bekomme ich Geld für einen Bürostuhl?": "300 EUR für die Ausstattung").
    static bool namesMoney(const QString& folded);
    // "How much does Nordlicht pay …", "Was kostet …": a verb of paying asks for a sum, and says nothing of what
    // the sum is for.
    static bool paying(const QString& folded);
    // Whether it answers a question asking for `kinds` (any figure with a unit when `kinds` is empty).
    bool answersKinds(const QStringList& kinds) const;
    // Whether `text` states a figure that answers a question asking for `kinds` (for "frequency": states how
    // often, in words or figures).
    static bool statedIn(QStringView text, const QStringList& kinds);

private:
    double inBaseUnit() const;
    QString baseUnit() const;
};

} // namespace lotse
