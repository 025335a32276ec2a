// SPDX-License-Identifier: GPL-3.0-or-later
#include "Hit.h"

#include "store/Records.h"

#include <QCoreApplication>

namespace lotse {

QString Hit::label() const
{
    QStringList parts{title};
    parts.append(headingPath);
    parts.removeAll(QString());
    if (page <= 0)
        return joinHeadings(parts);
    return QCoreApplication::translate("lotse::Hit", "%1 (p. %2)").arg(joinHeadings(parts)).arg(page);
}

} // namespace lotse
