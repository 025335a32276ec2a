// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QString>

namespace lotse::ui {

// How numbers look in the GUI: durations, scores.
class Format final
{
    Q_DECLARE_TR_FUNCTIONS(Format)
public:
    static QString duration(qint64 ms);
    static QString percent(double fraction);
};

} // namespace lotse::ui
