// SPDX-License-Identifier: GPL-3.0-or-later
#include "FactMatcher.h"

#include <QHash>
#include <QRegularExpression>

namespace lotse {

namespace {

const QHash<QString, int>& cardinals()
{
    static const QHash<QString, int> table = [] {
        QHash<QString, int> t;
        const char* english[] = {"zero",     "one",     "two",     "three",     "four",     "five",    "six",
                                 "seven",    "eight",   "nine",    "ten",       "eleven",   "twelve",  "thirteen",
                                 "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"};
        for (int i = 0; i < 20; ++i)
            t.insert(QString::fromLatin1(english[i]), i);
        const char* englishTens[] = {"twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"};
        for (int i = 0; i < 8; ++i)
            t.insert(QString::fromLatin1(englishTens[i]), (i + 2) * 10);
        t.insert(QStringLiteral("hundred"), 100);
        // German: "ein/eine" are also articles, so only "eins" stands for 1.
        const char* german[] = {"null",   "eins", "zwei", "drei", "vier", "fünf", "sechs",
                                "sieben", "acht", "neun", "zehn", "elf",  "zwölf"};
        for (int i = 0; i < 13; ++i)
            t.insert(QString::fromUtf8(german[i]), i);
        t.insert(QStringLiteral("zwanzig"), 20);
        t.insert(QString::fromUtf8("dreißig"), 30);
        t.insert(QStringLiteral("vierzig"), 40);
        t.insert(QString::fromUtf8("fünfzig"), 50);
        t.insert(QStringLiteral("hundert"), 100);
        return t;
    }();
    return table;
}

const QHash<QString, QString>& ordinals()
{
    static const QHash<QString, QString> table{
        {QStringLiteral("first"), QStringLiteral("1st")},     {QStringLiteral("second"), QStringLiteral("2nd")},
        {QStringLiteral("third"), QStringLiteral("3rd")},     {QStringLiteral("fourth"), QStringLiteral("4th")},
        {QStringLiteral("fifth"), QStringLiteral("5th")},     {QStringLiteral("sixth"), QStringLiteral("6th")},
        {QStringLiteral("seventh"), QStringLiteral("7th")},   {QStringLiteral("eighth"), QStringLiteral("8th")},
        {QStringLiteral("ninth"), QStringLiteral("9th")},     {QStringLiteral("tenth"), QStringLiteral("10th")},
        {QStringLiteral("eleventh"), QStringLiteral("11th")}, {QStringLiteral("twelfth"), QStringLiteral("12th")},
    };
    return table;
}

// "three" → "3", "twenty-one" → "21", "sixth" → "6th"; other words unchanged.
QString numberWord(const QString& word)
{
    if (const auto it = cardinals().constFind(word); it != cardinals().constEnd())
        return QString::number(it.value());
    if (const auto it = ordinals().constFind(word); it != ordinals().constEnd())
        return it.value();
    const qsizetype dash = word.indexOf(QLatin1Char('-'));
    if (dash > 0) {
        const auto tens = cardinals().constFind(word.left(dash));
        const auto units = cardinals().constFind(word.mid(dash + 1));
        if (tens != cardinals().constEnd() && units != cardinals().constEnd() && tens.value() >= 20
            && tens.value() < 100 && tens.value() % 10 == 0 && units.value() > 0 && units.value() < 10)
            return QString::number(tens.value() + units.value());
    }
    return word;
}

} // namespace

QString FactMatcher::withoutCitations(const QString& markdown)
{
    static const QRegularExpression citation(QStringLiteral(R"(\[[^\]\n]*\]\(lotse://chunk/\d+\))"));
    QString out = markdown;
    out.remove(citation);
    return out;
}

QString FactMatcher::normalized(const QString& input)
{
    static const QRegularExpression link(QStringLiteral(R"(\[([^\]\n]*)\]\([^)\s]*\))"));
    static const QRegularExpression emphasis(QStringLiteral(R"(\*+|__|`+)"));
    static const QRegularExpression word(QStringLiteral(R"(\p{L}+(?:-\p{L}+)?)"));
    static const QRegularExpression space(QStringLiteral(R"(\s+)"));

    QString text = input;
    text.replace(link, QStringLiteral("\\1"));
    text.remove(emphasis);
    text = text.toCaseFolded();
    for (const QChar dash : {QChar(0x2010), QChar(0x2011), QChar(0x2012), QChar(0x2013), QChar(0x2014), QChar(0x2212)})
        text.replace(dash, QLatin1Char('-'));
    for (const QChar quote : {QChar(0x2018), QChar(0x2019), QChar(0x201A)})
        text.replace(quote, QLatin1Char('\''));
    for (const QChar quote : {QChar(0x201C), QChar(0x201D), QChar(0x201E)})
        text.replace(quote, QLatin1Char('"'));

    QString out;
    out.reserve(text.size());
    qsizetype last = 0;
    for (auto it = word.globalMatch(text); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        out += QStringView(text).mid(last, m.capturedStart() - last);
        out += numberWord(m.captured());
        last = m.capturedEnd();
    }
    out += QStringView(text).mid(last);
    return out.replace(space, QStringLiteral(" ")).trimmed();
}

bool FactMatcher::contains(const QString& answer, const QString& fact)
{
    const QString needle = normalized(fact);
    if (needle.isEmpty())
        return false;
    const QString haystack = normalized(withoutCitations(answer));
    // A substring, as the set's README intends (some facts are word stems on purpose), except that a
    // number must not be part of a longer one: "1 year" is not in "11 years", nor "3" in "30".
    for (qsizetype at = haystack.indexOf(needle); at >= 0; at = haystack.indexOf(needle, at + 1)) {
        const qsizetype end = at + needle.size();
        if (needle.front().isDigit() && at > 0 && haystack.at(at - 1).isDigit())
            continue;
        if (needle.back().isDigit() && end < haystack.size() && haystack.at(end).isDigit())
            continue;
        return true;
    }
    return false;
}

} // namespace lotse
