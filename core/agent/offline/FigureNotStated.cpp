// SPDX-License-Identifier: GPL-3.0-or-later
#include "FigureNotStated.h"

namespace lotse {

QString FigureNotStated::of(const QStringList& kinds) const
{
    if (kinds == QStringList{QStringLiteral("frequency")})
        return frequency;
    if (kinds == QStringList{QStringLiteral("byte")})
        return size;
    return figure;
}

} // namespace lotse
