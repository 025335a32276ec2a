// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>

namespace lotse {

// List numbers as Word and LibreOffice show them: counters per level, each in its own style, put
// together by a level's template ("%1.%2." in Word, prefix / display levels / suffix in ODF). One
// object per list; the readers keep one per list they meet.
class ListNumbering final
{
public:
    enum class Style { None, Bullet, Decimal, DecimalZero, LowerRoman, UpperRoman, LowerLetter, UpperLetter };

    struct Level
    {
        Style style = Style::Decimal;
        int start = 1;
        // Word: "%1.%2." (%N is level N's number, 1-based). Empty: the number with `suffix`.
        QString pattern;
        QString prefix, suffix; // ODF
        int displayLevels = 1;  // ODF: how many levels the number shows ("4.2.1": 3)
    };

    static Style wordStyle(QStringView numFmt);   // w:numFmt's value
    static Style odfStyle(QStringView numFormat); // style:num-format's value ("1", "i", "A", "")
    static QString format(int value, Style style);

    void setLevel(int level, const Level& definition); // level 0..8
    // Restarts `level` at `value` the next time it is counted (Word's startOverride, ODF's start-value).
    void restartAt(int level, int value);
    // Counts a paragraph at `level` (deeper levels start again) and returns its label ("3.", "4.2.1",
    // "b)"); empty for bullets and unnumbered levels.
    QString next(int level);

private:
    QList<Level> m_levels{9};
    QList<int> m_counters = QList<int>(9, 0); // 0: not counted since its parent moved on
    QList<int> m_restart = QList<int>(9, 0);  // >0: the next value of that level
};

} // namespace lotse
