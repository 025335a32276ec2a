// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringView>

namespace lotse {

// How often something happens: what "How often …?" asks, and what answers it in words or figures ("every 90
// days", "quarterly", "einmal pro Kalenderjahr", "jedes Jahr im Januar", "up to 3 days per week"). Not a
// Quantity: "jedes Jahr" has no number, and "mindestens 14 Zeichen" is a number but no frequency.
class Frequency final
{
public:
    // "how often", "how frequently", "how many times", "wie oft", "wie häufig", "in welchen Abständen".
    static bool asked(QStringView question);
    static bool statedIn(QStringView text);
};

} // namespace lotse
