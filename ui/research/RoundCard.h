// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "agent/AgentTypes.h"

#include <QFrame>

class QLabel;
class QVBoxLayout;

namespace lotse::ui {

class HitRow;

// One search round of the research timeline: its query (or, for a split question, one lane per
// sub-question side by side), the passages as they come in, and the grader's verdict as a badge
// with its rationale. Timings are in the detail line and the tooltips.
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

Q_SIGNALS:
    void hitActivated(qint64 chunkId);
    void verdictActivated(int round, const QByteArray& json);

private:
    QWidget* buildLane(const QString& subQuestion, int lane);
    void updateDetail();

    int m_round = 0;
    QString m_query;
    QList<QVBoxLayout*> m_laneLayouts;
    QList<QLabel*> m_searching; // "Searching…" per lane until the hits are in
    QLabel* m_detail = nullptr;
    QVBoxLayout* m_verdictBox = nullptr;
    qint64 m_retrievalMs = -1;
    qint64 m_gradingMs = -1;
    qint64 m_rewriteMs = 0;
    bool m_hitsIn = false; // the lanes without a passage say so instead of "Searching…"
    bool m_graded = false;
    bool m_sufficient = false;
};

} // namespace lotse::ui
