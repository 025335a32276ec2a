// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "AgentTypes.h"
#include "common/Result.h"

#include <QCoreApplication>

class QSettings;

namespace lotse {

// How the loop searches (rounds, passages per round, the offline grader's thresholds), kept in
// QSettings under "agent/". Values are checked against the ranges the loop supports: validate()
// says what is wrong, load() never hands out a value outside them (a hand-edited file falls back
// to the nearest allowed value, or the default when it is not a number). The contact line shown
// under refusals is kept under "answers/contact".
class AgentSettings final
{
    Q_DECLARE_TR_FUNCTIONS(lotse::AgentSettings)

public:
    static constexpr int minRounds = 1;
    static constexpr int maxRounds = 10;
    static constexpr int minTopK = 1;
    static constexpr int maxTopK = 50;
    static constexpr double minThreshold = 0.0;
    static constexpr double maxThreshold = 1.0;
    static constexpr int maxContactLength = 200;

    static AgentOptions load(const QSettings& settings);
    static void save(QSettings& settings, const AgentOptions& options);
    // The contact line alone (`config set contact`): the other options keep their defaults unwritten.
    static Status saveContact(QSettings& settings, const QString& contact);
    // Whether round 1's answer is prepared while its evidence is graded (`config set speculation`).
    static void saveSpeculation(QSettings& settings, bool speculate);

    // The first value outside its range, with the range (InvalidInput).
    static Status validate(const AgentOptions& options);
    // Every value moved into its range.
    static AgentOptions clamped(const AgentOptions& options);
};

} // namespace lotse
