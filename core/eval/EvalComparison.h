// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "EvalReport.h"

#include <QCoreApplication>

namespace lotse {

// What changed between two runs of the same set, question by question.
struct EvalComparison
{
    Q_DECLARE_TR_FUNCTIONS(lotse::EvalComparison)

public:
    struct Change
    {
        QString id;
        QString kind;
        QString question;
        QStringList better; // e.g. "now answered (was refused)"
        QStringList worse;
        QStringList notes; // neither better nor worse, e.g. "rounds 3 → 1"
    };

    EvalScores before;
    EvalScores after;
    QList<Change> changes; // questions with anything better, worse or noted
    int unchanged = 0;
    QStringList onlyBefore; // ids no longer in the set
    QStringList onlyAfter;  // new ids

    int betterCount() const;
    int worseCount() const;
    static EvalComparison compare(const EvalReport& before, const EvalReport& after);
    QJsonObject toJson() const;
};

} // namespace lotse
