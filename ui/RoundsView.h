// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QTreeWidget>

namespace lotse {
struct AgentEvent;
}

namespace lotse::ui {

// How the answer came about, as it happens: one row per search round with its query, below it
// the passages found and the grader's verdict, and at the end the outcome. Rows other than
// passages span all columns so that queries and rationales stay readable; their timings are
// part of the text.
class RoundsView final : public QTreeWidget
{
    Q_OBJECT
public:
    enum Column { StepColumn, ScoreColumn, SourceColumn };
    static constexpr int ChunkIdRole = Qt::UserRole + 1;
    static constexpr int KindRole = Qt::UserRole + 2; // "round", "hit", "verdict", "rewrite", "outcome"
    static constexpr int RoundRole = Qt::UserRole + 3;
    static constexpr int QueryRole = Qt::UserRole + 4;
    static constexpr int VerdictRole = Qt::UserRole + 5; // the grader's raw JSON, compact

    explicit RoundsView(QWidget* parent = nullptr);

    void handleEvent(const AgentEvent& event);
    int roundCount() const;

Q_SIGNALS:
    void hitActivated(qint64 chunkId);
    void verdictActivated(int round, const QByteArray& json);

private:
    QTreeWidgetItem* roundItem(int round) const;
    QTreeWidgetItem* addChild(QTreeWidgetItem* parent, const QString& kind, const QString& text);
    static void setStepText(QTreeWidgetItem* item, const QString& text);
    void addHits(const AgentEvent& event);
    void addVerdict(const AgentEvent& event);
    void addOutcome(const AgentEvent& event);
};

} // namespace lotse::ui
