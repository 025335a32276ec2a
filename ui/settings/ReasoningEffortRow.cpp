// SPDX-License-Identifier: GPL-3.0-or-later
#include "settings/ReasoningEffortRow.h"

#include "shared/Retranslate.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>

namespace lotse::ui {

ReasoningEffortRow::ReasoningEffortRow(QWidget* parent)
    : QWidget(parent)
{
    m_grader = combo("effortGraderCombo");
    m_decomposer = combo("effortDecomposerCombo");
    m_answer = combo("effortAnswerCombo");
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    for (auto [label, box] : {std::pair{&m_graderLabel, m_grader}, std::pair{&m_decomposerLabel, m_decomposer},
                              std::pair{&m_answerLabel, m_answer}}) {
        *label = new QLabel(this);
        (*label)->setBuddy(box);
        layout->addWidget(*label);
        layout->addWidget(box);
    }
    layout->addStretch(1);
    retranslate(this, [this] {
        m_graderLabel->setText(tr("&Grading:"));
        m_decomposerLabel->setText(tr("Sp&litting:"));
        m_answerLabel->setText(tr("Ans&wer:"));
        const QString names[] = {tr("minimal"), tr("low"), tr("medium"), tr("high")};
        for (QComboBox* box : {m_grader, m_decomposer, m_answer}) {
            for (int i = 0; i < box->count(); ++i)
                box->setItemText(i, names[i]);
        }
        m_grader->setAccessibleName(tr("Reasoning effort when judging the evidence"));
        m_decomposer->setAccessibleName(tr("Reasoning effort when splitting a question"));
        m_answer->setAccessibleName(tr("Reasoning effort when writing the answer"));
        setToolTip(tr("How long a reasoning model thinks before it replies. More effort costs reasoning tokens "
                      "and time; low suits judging a few passages."));
    });
}

QComboBox* ReasoningEffortRow::combo(const char* objectName)
{
    auto* box = new QComboBox(this);
    box->setObjectName(QString::fromLatin1(objectName));
    for (ReasoningEffort e : reasoning::all())
        box->addItem(QString(), reasoning::name(e));
    select(box, ReasoningEffort::Low);
    connect(box, &QComboBox::currentIndexChanged, this, &ReasoningEffortRow::edited);
    return box;
}

void ReasoningEffortRow::select(QComboBox* combo, ReasoningEffort effort)
{
    combo->setCurrentIndex(std::max(0, combo->findData(reasoning::name(effort))));
}

ReasoningEffort ReasoningEffortRow::selected(const QComboBox* combo)
{
    return reasoning::parse(combo->currentData().toString()).value_or(ReasoningEffort::Low);
}

void ReasoningEffortRow::setEfforts(const ReasoningEfforts& efforts)
{
    select(m_grader, efforts.grader);
    select(m_decomposer, efforts.decomposer);
    select(m_answer, efforts.answer);
}

ReasoningEfforts ReasoningEffortRow::efforts() const
{
    return {selected(m_grader), selected(m_decomposer), selected(m_answer)};
}

QList<QWidget*> ReasoningEffortRow::focusChain() const
{
    return {m_grader, m_decomposer, m_answer};
}

} // namespace lotse::ui
