// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

namespace lotse {

// That the figure a question asks for is not stated, named as asked: "how often" is no amount, duration
// or date, and a file's size is none either (Quantity::askedKinds).
struct FigureNotStated
{
    QString figure; // an amount, a duration or a date
    QString frequency;
    QString size;
    QString of(const QStringList& kinds) const;
};

} // namespace lotse
