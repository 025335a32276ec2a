// SPDX-License-Identifier: GPL-3.0-or-later
#include "ListNumbering.h"

#include <algorithm>

namespace lotse {

namespace {

QString roman(int value)
{
    static const std::pair<int, const char*> numerals[] = {
        {1000, "m"}, {900, "cm"}, {500, "d"}, {400, "cd"}, {100, "c"}, {90, "xc"}, {50, "l"},
        {40, "xl"},  {10, "x"},   {9, "ix"},  {5, "v"},    {4, "iv"},  {1, "i"}};
    QString out;
    for (const auto& [n, s] : numerals) {
        while (value >= n && out.size() < 32) {
            out += QLatin1String(s);
            value -= n;
        }
    }
    return out;
}

// a … z, aa … zz as Word and LibreOffice count on after z.
QString letters(int value)
{
    const int repeat = (value - 1) / 26 + 1;
    return QString(std::min(repeat, 8), QChar(u'a' + (value - 1) % 26));
}

} // namespace

ListNumbering::Style ListNumbering::wordStyle(QStringView f)
{
    if (f == u"bullet")
        return Style::Bullet;
    if (f == u"none")
        return Style::None;
    if (f == u"lowerRoman")
        return Style::LowerRoman;
    if (f == u"upperRoman")
        return Style::UpperRoman;
    if (f == u"lowerLetter")
        return Style::LowerLetter;
    if (f == u"upperLetter")
        return Style::UpperLetter;
    if (f == u"decimalZero")
        return Style::DecimalZero;
    return Style::Decimal; // decimal, and the many East Asian counting systems read as digits
}

ListNumbering::Style ListNumbering::odfStyle(QStringView f)
{
    if (f.isEmpty())
        return Style::None;
    if (f == u"i")
        return Style::LowerRoman;
    if (f == u"I")
        return Style::UpperRoman;
    if (f == u"a")
        return Style::LowerLetter;
    if (f == u"A")
        return Style::UpperLetter;
    return Style::Decimal;
}

QString ListNumbering::format(int value, Style style)
{
    value = std::max(value, 0);
    switch (style) {
    case Style::None:
    case Style::Bullet:
        return {};
    case Style::DecimalZero:
        return value < 10 ? QLatin1Char('0') + QString::number(value) : QString::number(value);
    case Style::LowerRoman:
        return value > 0 ? roman(value) : QString::number(value);
    case Style::UpperRoman:
        return value > 0 ? roman(value).toUpper() : QString::number(value);
    case Style::LowerLetter:
        return value > 0 ? letters(value) : QString::number(value);
    case Style::UpperLetter:
        return value > 0 ? letters(value).toUpper() : QString::number(value);
    case Style::Decimal:
        break;
    }
    return QString::number(value);
}

void ListNumbering::setLevel(int level, const Level& definition)
{
    if (level >= 0 && level < m_levels.size())
        m_levels[level] = definition;
}

void ListNumbering::restartAt(int level, int value)
{
    if (level >= 0 && level < m_restart.size())
        m_restart[level] = std::max(value, 0) + 1; // stored one up: 0 means "none"
}

QString ListNumbering::next(int level)
{
    level = std::clamp(level, 0, int(m_levels.size()) - 1);
    if (m_restart[level] > 0) {
        m_counters[level] = m_restart[level] - 1;
        m_restart[level] = 0;
    } else {
        m_counters[level] = m_counters[level] == 0 ? m_levels[level].start : m_counters[level] + 1;
    }
    for (int deeper = level + 1; deeper < m_counters.size(); ++deeper)
        m_counters[deeper] = 0;
    const Level& own = m_levels[level];
    if (own.style == Style::None || own.style == Style::Bullet)
        return {};
    const auto number = [&](int l) {
        const int value = m_counters[l] == 0 ? m_levels[l].start : m_counters[l];
        return format(value, m_levels[l].style);
    };
    if (!own.pattern.isEmpty()) {
        QString out;
        for (qsizetype i = 0; i < own.pattern.size(); ++i) {
            const QChar c = own.pattern.at(i);
            if (c == u'%' && i + 1 < own.pattern.size() && own.pattern.at(i + 1).isDigit()) {
                const int l = own.pattern.at(++i).digitValue() - 1;
                if (l >= 0 && l <= level)
                    out += number(l);
            } else {
                out += c;
            }
        }
        return out.trimmed();
    }
    QStringList parts;
    for (int l = std::max(0, level - std::max(1, own.displayLevels) + 1); l <= level; ++l)
        parts.append(number(l));
    const QString label = own.prefix + parts.join(QLatin1Char('.')) + own.suffix;
    return label.trimmed();
}

} // namespace lotse
