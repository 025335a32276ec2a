// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "agent/AgentEvent.h"

#include <QList>
#include <QPointer>
#include <QWidget>

class QLabel;
class QPushButton;
class QScrollArea;
class QTimer;
class QVBoxLayout;

namespace lotse::ui {

class CheckCard;
class RoundCard;

// The research panel: a live timeline of how an answer came about. A card per round with its
// query (lanes side by side for sub-questions), the passages sliding in with score bars, the
// grader's verdict as a badge, an arrow with the rewritten query to the next round, the check of
// the answer's statements against their passages, and the outcome at the end. Any earlier question's events can be
// replayed at the live pace.
class ResearchView final : public QWidget
{
    Q_OBJECT
public:
    explicit ResearchView(QWidget* parent = nullptr);

    void handleEvent(const AgentEvent& event);
    // Rebuilds the timeline of a finished question, step by step (at once with reduced motion).
    // By value: the Replay button passes the events shown, which a replay clears first.
    void replay(QList<AgentEvent> events);
    bool isReplaying() const { return !m_pending.isEmpty(); }
    QList<RoundCard*> roundCards() const;
    QString question() const { return m_question; }

Q_SIGNALS:
    void hitActivated(qint64 chunkId);
    void quoteActivated(qint64 chunkId, lotse::TextSpan quote);
    void verdictActivated(int round, const QByteArray& json);

private:
    void clearTimeline();
    void apply(const AgentEvent& event);
    void addWidget(QWidget* widget);
    void addDecomposed(const AgentEvent& event);
    void addRound(const AgentEvent& event);
    void addOutcome(const AgentEvent& event);
    RoundCard* card(int round) const;
    CheckCard* checkCard() const;
    void replayNext();
    void scrollToEnd();

    QLabel* m_heading = nullptr;
    QPushButton* m_replay = nullptr;
    QScrollArea* m_scroll = nullptr;
    QWidget* m_timeline = nullptr;
    QVBoxLayout* m_layout = nullptr;
    QLabel* m_placeholder = nullptr;
    QTimer* m_replayTimer = nullptr;
    QString m_question;
    QList<AgentEvent> m_events;  // of the question shown, for "Replay"
    QList<AgentEvent> m_pending; // still to be shown by a replay
    bool m_live = false;         // a question is running: replays wait
};

} // namespace lotse::ui
