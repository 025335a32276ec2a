// SPDX-License-Identifier: GPL-3.0-or-later
#include "Period.h"

#include <QRegularExpression>
#include <array>

namespace lotse {

namespace {

constexpr auto options = QRegularExpression::CaseInsensitiveOption | QRegularExpression::UseUnicodePropertiesOption;

// Each period's words (UTF-8): the noun (English, German) and the adverb ("annually", "jährlich").
struct Words
{
    const char* period;
    const char* english;
    const char* german;
    const char* adverbs;
};
constexpr Words periods[] = {
    {"year", "(?:calendar |fiscal )?year", "(?:kalender|geschäfts)?jahr", "annually|yearly|jährlich|jaehrlich"},
    {"month", "(?:calendar )?month", "(?:kalender)?monat", "monthly|monatlich"},
    {"week", "week", "woche", "weekly|wöchentlich|woechentlich"},
    {"day", "(?:work(?:ing)? )?day", "(?:arbeits)?tag", "daily|täglich|taeglich"},
};

QString pattern(const Words& w, bool stated)
{
    // Asked: "per year", "a year", "each month", "pro Jahr", "im Monat", "jährlich". Stated, "a year" only
    // after a figure ("15 days a year"): "within a year" is no rate.
    const QString nouns =
        QStringLiteral(R"(\b(?:per|every|each) %1\b|\b(?:pro|je|jede[ns]?|im) %2\b|\b(?:%3)\b)")
            .arg(QString::fromUtf8(w.english), QString::fromUtf8(w.german), QString::fromUtf8(w.adverbs));
    const QString a = stated ? QStringLiteral(R"(|\d[\d.,]*\s*[%$€]?\s*(?:\p{L}+\s+){0,2}an? %1\b)")
                             : QStringLiteral(R"(|\ban? %1\b)");
    return nouns + a.arg(QString::fromUtf8(w.english));
}

constexpr qsizetype periodCount = sizeof(periods) / sizeof(periods[0]);

// Compiled once, thread-safely (a function's static), asked and stated for each period.
const QRegularExpression& regex(qsizetype period, bool stated)
{
    static const auto all = [] {
        std::array<QRegularExpression, 2 * periodCount> out;
        for (qsizetype i = 0; i < periodCount; ++i) {
            out[2 * i] = QRegularExpression(pattern(periods[i], false), options);
            out[2 * i + 1] = QRegularExpression(pattern(periods[i], true), options);
        }
        return out;
    }();
    return all[2 * period + (stated ? 1 : 0)];
}

} // namespace

QString Period::asked(QStringView question)
{
    const QString q = question.toString();
    for (qsizetype i = 0; i < periodCount; ++i) {
        if (regex(i, false).match(q).hasMatch())
            return QLatin1String(periods[i].period);
    }
    return {};
}

bool Period::statedIn(QStringView text, const QString& period)
{
    for (qsizetype i = 0; i < periodCount; ++i) {
        if (period == QLatin1String(periods[i].period))
            return regex(i, true).match(text.toString()).hasMatch();
    }
    return false;
}

} // namespace lotse
