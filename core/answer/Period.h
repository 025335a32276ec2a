// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringView>

namespace lotse {

// The period a figure is counted per: "How many vacation days a year …?", "Wie hoch ist mein
// Urlaubsanspruch pro Jahr?", "monthly allowance". A sentence that states a figure per the same period
// ("3 weeks (15 days) of paid vacation every year") answers it; one that only names the period ("within a
// year after the birth") does not.
class Period final
{
public:
    // "year", "month", "week" or "day"; empty when the question asks for no figure per a period.
    static QString asked(QStringView question);
    // Whether `text` states something per `period` ("every year", "30 Tage pro Kalenderjahr", "$4,000 a
    // year", "jährlich").
    static bool statedIn(QStringView text, const QString& period);
};

} // namespace lotse
