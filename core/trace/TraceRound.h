// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "agent/AgentTypes.h"
#include "agent/LaneVerdict.h"
#include "agent/ModelCall.h"
#include "retrieval/Hit.h"

#include <QJsonObject>
#include <optional>

namespace lotse {

// One round of the search as a trace keeps it: the query (one per lane of a split question), the
// passages found, the grader's verdict and the query it was rewritten to.
struct TraceRound
{
    int number = 1;
    QString query;
    QStringList subQueries;         // a split question's lanes, searched side by side
    std::optional<QList<Hit>> hits; // none: the run ended before the search did
    qint64 retrieveMs = 0;
    std::optional<Verdict> verdict; // none: the run ended before the grading did
    QString newQuery;               // the rewrite for the next round; empty when the loop stopped
    qint64 gradeMs = 0;
    qint64 rewriteMs = 0;
    // Round 1: the answer started while grading, used or discarded (None: none was started).
    ModelCall::Speculation speculation = ModelCall::Speculation::None;
    QList<LaneVerdict> laneVerdicts; // a round of sub-questions: each one's own verdict
    QString checkError;              // the completeness check failed; `verdict` is the lanes' (fail-open)

    bool insufficient() const { return verdict && !verdict->sufficient; }
    QJsonObject toJson() const;
    static TraceRound fromJson(const QJsonObject& json, int number);
};

} // namespace lotse
