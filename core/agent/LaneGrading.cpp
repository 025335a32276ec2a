// SPDX-License-Identifier: GPL-3.0-or-later
#include "LaneGrading.h"

#include "common/Logging.h"

namespace lotse {

LaneGrading::LaneGrading(StrategySet& strategies)
    : m_strategies(strategies)
{}

void LaneGrading::start(const QStringList& subQuestions, const QList<QList<Hit>>& perLane, int round, Done done)
{
    cancel();
    m_lanes.clear();
    for (const QString& q : subQuestions)
        m_lanes.append(LaneVerdict{q, {}, {}, 0});
    m_hits = perLane;
    m_startedMs = QList<qint64>(subQuestions.size(), 0);
    m_round = round;
    m_next = 0;
    m_open = 0;
    m_done = std::move(done);
    m_clock.start();
    QMetaObject::invokeMethod(
        &m_context,
        [this, generation = m_generation] {
            if (generation == m_generation)
                next();
        },
        Qt::QueuedConnection);
}

std::size_t LaneGrading::freeGrader()
{
    for (std::size_t i = 0; i < m_graders.size(); ++i) {
        if (!m_busy[i])
            return i;
    }
    m_graders.push_back(m_strategies.laneGrader());
    m_busy.push_back(false);
    return m_graders.size() - 1;
}

void LaneGrading::next()
{
    while (m_next < m_lanes.size() && m_open < maxInFlight) {
        const int lane = m_next++;
        const std::size_t grader = freeGrader();
        m_busy[grader] = true;
        ++m_open;
        m_startedMs[lane] = m_clock.elapsed();
        const QString& subQuestion = m_lanes.at(lane).subQuestion;
        const GradeInput input{subQuestion, subQuestion, m_round, m_hits.value(lane), lane, {}};
        m_graders[grader]->grade(input, [this, generation = m_generation, lane, grader](Result<Verdict> verdict) {
            QMetaObject::invokeMethod(
                &m_context,
                [this, generation, lane, grader, verdict = std::move(verdict)]() mutable {
                    if (generation == m_generation)
                        record(lane, grader, std::move(verdict));
                },
                Qt::QueuedConnection);
        });
    }
    if (m_open == 0 && m_next == m_lanes.size() && m_done)
        std::exchange(m_done, nullptr)(m_lanes);
}

void LaneGrading::record(int lane, std::size_t grader, Result<Verdict> verdict)
{
    m_busy[grader] = false;
    --m_open;
    LaneVerdict& out = m_lanes[lane];
    out.ms = m_clock.elapsed() - m_startedMs.at(lane);
    if (verdict) {
        out.verdict = verdict.value();
    } else {
        out.error = verdict.error().message;
        qCInfo(lcAgent) << "grading sub-question" << lane + 1 << "failed:" << out.error;
    }
    next();
}

void LaneGrading::cancel()
{
    ++m_generation; // results still under way are dropped
    for (std::size_t i = 0; i < m_graders.size(); ++i) {
        if (m_busy[i])
            m_graders[i]->cancel();
        m_busy[i] = false;
    }
    m_open = 0;
    m_done = nullptr;
}

} // namespace lotse
