// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QColor>
#include <QCoreApplication>
#include <QPalette>
#include <QString>

namespace lotse::ui {

// How numbers look in the GUI: durations, scores.
class Format final
{
    Q_DECLARE_TR_FUNCTIONS(Format)
public:
    static QString duration(qint64 ms);
    static QString percent(double fraction);

    // Colours that stay readable on a light and on a dark palette: `light` is the colour meant for a
    // light background, turned lighter when the palette is dark.
    static bool isDark(const QPalette& palette);
    static QColor tone(const QColor& light, const QPalette& palette);
    static QColor errorColor(const QPalette& palette);
    static QColor passageBackground(const QPalette& palette);
    // The words of a passage an answer's statement relies on: a stronger mark inside the passage.
    static QColor quoteBackground(const QPalette& palette);
};

} // namespace lotse::ui
