// SPDX-License-Identifier: GPL-3.0-or-later
#include "Frequency.h"

#include <QRegularExpression>

namespace lotse {

namespace {

constexpr auto options = QRegularExpression::CaseInsensitiveOption | QRegularExpression::UseUnicodePropertiesOption;

} // namespace

bool Frequency::asked(QStringView question)
{
    static const QRegularExpression re(
        QStringLiteral(R"(\b(how (often|frequently)|how many times|wie (oft|h(ä|a)ufig)|wie viele ?male?|)"
                       R"(in (what|which) intervals?|in welchen abst(ä|a)nden)\b)"),
        options);
    return re.match(question).hasMatch();
}

bool Frequency::statedIn(QStringView text)
{
    // An adjective is no frequency: "annual leave", "jährliche Unterweisung" ("jährlich" as an adverb is).
    static const QString period = QStringLiteral(
        "(?:days?|weeks?|months?|quarters?|years?|calendar years?|fiscal years?|pay periods?|business days?|"
        "working days?|hours?|mornings?|evenings?|nights?|shifts?|mondays?|tuesdays?|wednesdays?|thursdays?|fridays?|"
        "tag|tage|woche|wochen|monat|monate|quartal|quartale|jahr|jahre|kalenderjahr|kalenderjahre|geschäftsjahr|"
        "arbeitstag|werktag|schicht|morgen|abend|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag)");
    static const QString count =
        QStringLiteral("(?:\\d+|other|two|three|four|five|six|twelve|zwei|drei|vier|fünf|sechs|zwölf)");
    static const QRegularExpression re(
        QStringLiteral(
            R"(\b(?:daily|weekly|bi-?weekly|fortnightly|monthly|bi-?monthly|quarterly|annually|yearly|semi-?annually|)"
            R"(bi-?annually|hourly|nightly|täglich|wöchentlich|zweiwöchentlich|monatlich|vierteljährlich|)"
            R"(quartalsweise|halbjährlich|jährlich|alljährlich|stündlich)\b|)"
            R"(\b(?:every|each|jede[nmrs]?|alle)\s+(?:%2\s+)?%1\b|)"
            R"(\b(?:once|twice|%2 times|(?:ein|zwei|drei|vier|fünf|sechs|zehn|zwölf|mehr|\d+)\s*-?\s*mal)\s+)"
            R"((?:a|an|per|each|every|in a|pro|im|je|in der|am)\s+%1\b|)"
            // "2 Tage pro Woche", "4 times per year", "one day a week": so many in each period.
            R"(\b(?:%2|one|ein|eine[nm]?)\s+(?:[\p{L}-]+\s+){1,3}(?:a|an|per|each|every|pro|je|im|in der)\s+%1\b)")
            .arg(period, count),
        options);
    return re.match(text).hasMatch();
}

} // namespace lotse
