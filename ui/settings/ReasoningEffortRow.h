// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "llm/ReasoningEffort.h"

#include <QWidget>

class QComboBox;
class QLabel;

namespace lotse::ui {

// How long a reasoning model may think, per kind of call: judging the evidence, splitting a
// question, writing the answer (minimal, low, medium, high).
class ReasoningEffortRow final : public QWidget
{
    Q_OBJECT
public:
    explicit ReasoningEffortRow(QWidget* parent = nullptr);

    void setEfforts(const ReasoningEfforts& efforts);
    ReasoningEfforts efforts() const;
    QList<QWidget*> focusChain() const;

Q_SIGNALS:
    void edited();

private:
    QComboBox* combo(const char* objectName);
    static void select(QComboBox* combo, ReasoningEffort effort);
    static ReasoningEffort selected(const QComboBox* combo);

    QComboBox* m_grader = nullptr;
    QComboBox* m_decomposer = nullptr;
    QComboBox* m_answer = nullptr;
    QLabel* m_graderLabel = nullptr;
    QLabel* m_decomposerLabel = nullptr;
    QLabel* m_answerLabel = nullptr;
};

} // namespace lotse::ui
