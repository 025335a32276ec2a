// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "LaneVerdict.h"
#include "Strategies.h"

#include <QElapsedTimer>
#include <QObject>
#include <memory>
#include <vector>

namespace lotse {

// Grades each sub-question of a round on its own passages, concurrently: up to maxInFlight calls
// at once, besides the completeness check the loop makes on all passages together. The bound keeps
// a round of four lanes from bursting a deployment's per-minute request limit; a 429 all the same
// is retried by the client after the provider's Retry-After. A lane whose grading fails is reported
// as such, never as a verdict. Graders are made by StrategySet::laneGrader and reused round after round.
class LaneGrading final
{
public:
    static constexpr int maxInFlight = 3;
    using Done = std::function<void(QList<LaneVerdict>)>;

    explicit LaneGrading(StrategySet& strategies);

    bool available() const { return bool(m_strategies.laneGrader); }
    // `perLane`: each sub-question's passages, in the order of `subQuestions`. `done` is called once,
    // from the event loop, when every lane has its verdict or error; active() is false from then on.
    void start(const QStringList& subQuestions, const QList<QList<Hit>>& perLane, int round, Done done);
    void cancel();
    bool active() const { return bool(m_done); }

private:
    void next(); // starts lanes while a grader is free
    void record(int lane, std::size_t grader, Result<Verdict> verdict);
    std::size_t freeGrader();

    StrategySet& m_strategies;
    QObject m_context; // results are taken on the event loop, never inside a grader's own callback
    std::vector<std::unique_ptr<Grader>> m_graders;
    std::vector<bool> m_busy;
    QList<LaneVerdict> m_lanes;
    QList<QList<Hit>> m_hits;
    QList<qint64> m_startedMs;
    int m_round = 0;
    int m_next = 0;
    int m_open = 0;
    quint64 m_generation = 0;
    QElapsedTimer m_clock;
    Done m_done;
};

} // namespace lotse
