// SPDX-License-Identifier: GPL-3.0-or-later
#include "Format.h"

#include <QLocale>
#include <cmath>

namespace lotse::ui {

QString Format::duration(qint64 ms)
{
    const QLocale locale;
    if (ms < 1000)
        return tr("%1 ms").arg(locale.toString(ms));
    return tr("%1 s").arg(locale.toString(double(ms) / 1000.0, 'f', 1));
}

QString Format::percent(double fraction)
{
    return tr("%1 %").arg(QLocale().toString(std::lround(fraction * 100.0)));
}

} // namespace lotse::ui
