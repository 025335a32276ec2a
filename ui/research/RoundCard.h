// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "agent/AgentTypes.h"
#include "agent/LaneVerdict.h"
#include "agent/ModelCall.h"

#include <QFrame>

class QBoxLayout;
class QLabel;
class QToolButton;
class QVBoxLayout;

namespace lotse::ui {

class HitRow;

// One search round of the research timeline: its query (or, for a split question, one lane per
// sub-question side by side), the passages as they come in, and the grader's verdict as a badge
// with its rationale. Timings are in the detail line and the tooltips. A graded round can collapse
// to its verdict and a summary line (the query, how many passages, the best one), so that every
// round's verdict stays in view; a click on it, or on its arrow, opens it again.
class RoundCard final : public QFrame
{
    Q_OBJECT
public:
    RoundCard(int round, const QString& query, const QStringList& lanes, QWidget* parent = nullptr);

    int round() const { return m_round; }
    QString query() const { return m_query; }
    int laneCount() const { return int(m_laneLayouts.size()); }
    QList<HitRow*> hitRows() const;
    bool isGraded() const { return m_graded; }
    bool isSufficient() const { return m_sufficient; }

    void setHits(const QList<Hit>& hits, qint64 retrievalMs);
    void setVerdict(const Verdict& verdict, qint64 gradingMs, qint64 rewriteMs);
    // What became of the answer started while this round was graded (after setVerdict).
    void setSpeculation(ModelCall::Speculation speculation);
    // A round of sub-questions (after setVerdict): each one's own verdict in its lane, and a note when
    // the check of the whole failed and the lanes decided.
    void setLaneVerdicts(const QList<LaneVerdict>& lanes, const QString& checkError);
    // Only a graded round collapses.
    void setCollapsed(bool collapsed);
    bool isCollapsed() const { return m_collapsed; }

Q_SIGNALS:
    void hitActivated(qint64 chunkId);
    void verdictActivated(int round, const QByteArray& json);

protected:
    void mouseReleaseEvent(QMouseEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    void updateSummary();
    QWidget* buildLane(const QString& subQuestion, int lane);
    void updateDetail();

    int m_round = 0;
    QString m_query;
    QList<QVBoxLayout*> m_laneLayouts;
    QList<QLabel*> m_searching; // "Searching…" per lane until the hits are in
    QLabel* m_detail = nullptr;
    QToolButton* m_toggle = nullptr;
    QWidget* m_lanes = nullptr;
    QBoxLayout* m_lanesRow = nullptr; // lanes side by side, or stacked when the card is narrow
    QLabel* m_summary = nullptr;
    QLabel* m_rationale = nullptr;
    QList<Hit> m_hits;
    bool m_collapsed = false;
    QVBoxLayout* m_verdictBox = nullptr;
    qint64 m_retrievalMs = -1;
    qint64 m_gradingMs = -1;
    qint64 m_rewriteMs = 0;
    bool m_hitsIn = false; // the lanes without a passage say so instead of "Searching…"
    bool m_graded = false;
    bool m_sufficient = false;
};

} // namespace lotse::ui
