// SPDX-License-Identifier: GPL-3.0-or-later
#include "shared/Format.h"

#include "trace/TraceReport.h"

#include <QLocale>
#include <algorithm>
#include <cmath>

namespace lotse::ui {

QString Format::duration(qint64 ms)
{
    return TraceReport::duration(ms);
}

QString Format::percent(double fraction)
{
    return tr("%1 %").arg(QLocale().toString(std::lround(fraction * 100.0)));
}

bool Format::isDark(const QPalette& palette)
{
    return palette.color(QPalette::Base).lightnessF() < 0.5;
}

QColor Format::tone(const QColor& light, const QPalette& palette)
{
    if (!isDark(palette))
        return light;
    float h = 0, s = 0, l = 0;
    light.getHslF(&h, &s, &l);
    return QColor::fromHslF(h, s, std::max(0.68f, 1.0f - l));
}

QColor Format::errorColor(const QPalette& palette)
{
    return tone(QColor(0xb0, 0x25, 0x1e), palette);
}

QColor Format::passageBackground(const QPalette& palette)
{
    return isDark(palette) ? QColor(0x5c, 0x4a, 0x12) : QColor(0xff, 0xf1, 0xb8);
}

QColor Format::quoteBackground(const QPalette& palette)
{
    return isDark(palette) ? QColor(0x8a, 0x6a, 0x00) : QColor(0xff, 0xd8, 0x4d);
}

} // namespace lotse::ui
