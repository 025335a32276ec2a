// SPDX-License-Identifier: GPL-3.0-or-later
#include "Hit.h"

#include "store/Records.h"

namespace lotse {

QString Hit::label() const
{
    QStringList parts{title};
    parts.append(headingPath);
    parts.removeAll(QString());
    return joinHeadings(parts);
}

} // namespace lotse
