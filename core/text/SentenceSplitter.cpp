// SPDX-License-Identifier: GPL-3.0-or-later
#include "SentenceSplitter.h"

#include <QRegularExpression>

namespace lotse {

namespace {

bool startsListItem(QStringView line)
{
    // A table row needs no space after its pipe ("|a|b|", "|---|").
    static const QRegularExpression re(QStringLiteral(R"(^\s*(([-*+]|\d{1,3}[.)])\s|\|))"));
    // Only lines whose first visible character is a marker, a digit or a pipe can match.
    const QStringView visible = line.trimmed();
    if (visible.isEmpty())
        return false;
    const QChar first = visible.front();
    if (!first.isDigit() && first != QLatin1Char('-') && first != QLatin1Char('*') && first != QLatin1Char('+')
        && first != QLatin1Char('|'))
        return false;
    return re.match(line.toString()).hasMatch();
}

void trimmedAppend(QStringView text, qsizetype start, qsizetype end, QList<TextSpan>& out)
{
    while (start < end && text.at(start).isSpace())
        ++start;
    while (end > start && text.at(end - 1).isSpace())
        --end;
    if (end > start)
        out.append({start, end});
}

// "bis zum 31. März", "ab dem 62. Lebensjahr", "ein 13. Monatsgehalt": a German ordinal, not the end of a
// sentence. Before a month, or after an article or preposition, which no sentence ends with ("am", unless
// after "I": "I am 30.").
bool isOrdinal(QStringView text, qsizetype dotPos, qsizetype next)
{
    qsizetype begin = dotPos;
    while (begin > 0 && text.at(begin - 1).isDigit())
        --begin;
    if (dotPos - begin < 1 || dotPos - begin > 3 || (begin > 0 && text.at(begin - 1).isLetterOrNumber()))
        return false;
    static const QRegularExpression month(
        QStringLiteral("^(Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember)\\b"));
    if (dotPos - begin <= 2 && month.match(text.mid(next, 12).toString()).hasMatch())
        return true;
    static const QRegularExpression article(
        QStringLiteral(
            "(?:^|\\s)(?:(?<!\\bi\\s)am|dem|den|der|des|die|das|im|vom|zum|zur|beim|ab|bis|ein|eine|einem|einen|einer|"
            "eines|ihrem|ihres|ihrer|seinem|seines|seiner|jedem|jeden|jeder|jedes)\\s+$"),
        QRegularExpression::CaseInsensitiveOption);
    return article.match(text.mid(std::max<qsizetype>(0, begin - 12), std::min<qsizetype>(begin, 12)).toString())
        .hasMatch();
}

// "1. Report it": the number of an ordered list item, not a sentence.
bool isListNumber(QStringView text, qsizetype dotPos)
{
    qsizetype begin = dotPos;
    while (begin > 0 && text.at(begin - 1).isDigit())
        --begin;
    if (begin == dotPos || dotPos - begin > 3)
        return false;
    while (begin > 0 && (text.at(begin - 1) == QLatin1Char(' ') || text.at(begin - 1) == QLatin1Char('\t')))
        --begin;
    return begin == 0 || text.at(begin - 1) == QLatin1Char('\n');
}

} // namespace

bool SentenceSplitter::isAbbreviation(QStringView text, qsizetype dotPos)
{
    // The word before the dot: "e.g", "z", "Dr", "Nr", "ca", "bzw", single letters ("B" in "z. B.").
    qsizetype begin = dotPos;
    while (begin > 0 && (text.at(begin - 1).isLetter() || text.at(begin - 1) == QLatin1Char('.')))
        --begin;
    const QString word = text.mid(begin, dotPos - begin).toString().toLower();
    if (word.size() == 1)
        return true;
    static const QStringList known = {
        QStringLiteral("e.g"), QStringLiteral("i.e"), QStringLiteral("dr"),     QStringLiteral("nr"),
        QStringLiteral("ca"),  QStringLiteral("bzw"), QStringLiteral("vs"),     QStringLiteral("mr"),
        QStringLiteral("mrs"), QStringLiteral("ms"),  QStringLiteral("prof"),   QStringLiteral("inkl"),
        QStringLiteral("ggf"), QStringLiteral("vgl"), QStringLiteral("abs"),    QStringLiteral("str"),
        QStringLiteral("tel"), QStringLiteral("ext"), QStringLiteral("approx"), QStringLiteral("d.h"),
        QStringLiteral("z.b"), QStringLiteral("u.a"), QStringLiteral("usw")};
    // "etc." is left out on purpose: it ends sentences often, and before a lower-case word it never splits.
    return known.contains(word);
}

void SentenceSplitter::splitUnit(QStringView text, qsizetype start, qsizetype end, QList<TextSpan>& out)
{
    qsizetype sentenceStart = start;
    for (qsizetype i = start; i < end; ++i) {
        const QChar c = text.at(i);
        if (c != QLatin1Char('.') && c != QLatin1Char('!') && c != QLatin1Char('?'))
            continue;
        // Closing quotes or brackets belong to the sentence they end.
        qsizetype after = i + 1;
        while (after < end && QStringLiteral("\"')]»“”*_").contains(text.at(after)))
            ++after;
        if (after < end && !text.at(after).isSpace())
            continue; // "1.500", "e.g.x", URLs
        qsizetype next = after;
        while (next < end && text.at(next).isSpace())
            ++next;
        if (next >= end)
            break;
        const QChar n = text.at(next);
        if (c == QLatin1Char('.') && (isAbbreviation(text, i) || isListNumber(text, i)))
            continue;
        if (!(n.isUpper() || n.isDigit() || QStringLiteral("\"'(„“*[").contains(n)))
            continue;
        if (c == QLatin1Char('.') && isOrdinal(text, i, next))
            continue;
        trimmedAppend(text, sentenceStart, after, out);
        sentenceStart = next;
    }
    trimmedAppend(text, sentenceStart, end, out);
}

QList<TextSpan> SentenceSplitter::split(QStringView text)
{
    QList<TextSpan> out;
    // Units: paragraphs separated by blank lines; every list item or table row starts a unit too.
    qsizetype unitStart = 0;
    qsizetype lineStart = 0;
    while (lineStart <= text.size()) {
        qsizetype lineEnd = text.indexOf(QLatin1Char('\n'), lineStart);
        if (lineEnd < 0)
            lineEnd = text.size();
        const QStringView line = text.mid(lineStart, lineEnd - lineStart);
        const bool blank = line.trimmed().isEmpty();
        if ((blank || startsListItem(line)) && lineStart > unitStart) {
            splitUnit(text, unitStart, lineStart, out);
            unitStart = lineStart;
        }
        if (blank)
            unitStart = lineEnd + 1;
        lineStart = lineEnd + 1;
    }
    if (unitStart < text.size())
        splitUnit(text, unitStart, text.size(), out);
    return out;
}

} // namespace lotse
