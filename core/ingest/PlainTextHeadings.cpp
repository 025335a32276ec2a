// SPDX-License-Identifier: GPL-3.0-or-later
#include "PlainTextHeadings.h"

#include <QRegularExpression>

namespace lotse {

int PlainTextHeadings::level(QStringView line, bool blankBefore, bool blankAfter, bool first)
{
    const QString t = line.trimmed().toString();
    if (t.isEmpty() || t.size() > maxHeadingLength || !blankBefore || t.startsWith(QLatin1Char('#')))
        return 0;
    // A sentence or a lead-in is no heading.
    static const QRegularExpression ends(QStringLiteral(R"([.:;,!?]$)"));
    if (ends.match(t).hasMatch() || t.split(QLatin1Char(' '), Qt::SkipEmptyParts).size() > maxHeadingWords)
        return 0;
    // Capitals only, two words' worth of letters at least: the typed title, or a chapter line.
    qsizetype letters = 0;
    bool lower = false;
    for (const QChar c : t) {
        letters += c.isLetter() ? 1 : 0;
        lower = lower || c.isLower();
    }
    if (!lower && letters >= 4)
        return first ? 1 : 2;
    // "1. Krank melden am ersten Tag", "2.3 Nachweise", "§ 4 Urlaub" (as agreements number them): a
    // numbered line on its own between blank lines (a numbered list's items follow one another).
    static const QRegularExpression numbered(QStringLiteral(R"(^(?:§\s*)?(\d{1,2}(?:\.\d{1,2}){0,2})\.?\s+\p{Lu})"),
                                             QRegularExpression::UseUnicodePropertiesOption);
    const QRegularExpressionMatch m = numbered.match(t);
    if (m.hasMatch() && blankAfter)
        return 2 + int(m.captured(1).count(QLatin1Char('.')));
    return 0;
}

QString PlainTextHeadings::title(const QString& text)
{
    for (const QStringView line : QStringView(text).split(QLatin1Char('\n'))) {
        if (line.trimmed().isEmpty())
            continue;
        return level(line, true, true, true) == 1 ? line.trimmed().toString() : QString();
    }
    return {};
}

} // namespace lotse
