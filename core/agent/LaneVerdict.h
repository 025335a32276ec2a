// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "AgentTypes.h"

#include <QJsonArray>

namespace lotse {

// The verdict on one sub-question's own passages, from a call of its own (LaneGrading). The
// round's decision is the completeness check's, on all lanes' passages together; a lane's verdict
// shows which part of the question was found, and decides only when that check fails.
struct LaneVerdict
{
    QString subQuestion;
    Verdict verdict;
    QString error; // the lane's grading failed: why (its verdict is then empty)
    qint64 ms = 0; // how long its grading took

    bool graded() const { return error.isEmpty(); }
    bool sufficient() const { return graded() && verdict.sufficient; }

    QJsonObject toJson() const;
    static LaneVerdict fromJson(const QJsonObject& json);
    static QJsonArray toJson(const QList<LaneVerdict>& lanes);
    static QList<LaneVerdict> listFromJson(const QJsonValue& json);
};

} // namespace lotse
