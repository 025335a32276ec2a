// SPDX-License-Identifier: GPL-3.0-or-later
#include "knowledgebase/KnowledgeBaseEmptyState.h"

#include "shared/Retranslate.h"

#include <QAction>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace lotse::ui {

KnowledgeBaseEmptyState::KnowledgeBaseEmptyState(QAction* loadSample, QWidget* parent)
    : QFrame(parent)
{
    setObjectName(QStringLiteral("emptyState"));
    setFrameShape(QFrame::StyledPanel);
    auto* label = new QLabel(this);
    label->setObjectName(QStringLiteral("emptyStateLabel"));
    label->setWordWrap(true);
    auto* sample = new QPushButton(this);
    sample->setObjectName(QStringLiteral("loadSampleButton"));
    sample->setMinimumHeight(sample->sizeHint().height() * 3 / 2);
    QFont bold = sample->font();
    bold.setBold(true);
    sample->setFont(bold);
    connect(sample, &QPushButton::clicked, loadSample, &QAction::trigger);
    // The action's text changes with the language: the button says the same, whichever is set first.
    const auto follow = [sample, loadSample] {
        sample->setText(loadSample->text());
        sample->setAccessibleName(loadSample->text());
        sample->setToolTip(loadSample->toolTip());
        sample->setEnabled(loadSample->isEnabled());
    };
    connect(loadSample, &QAction::changed, sample, follow);
    follow();

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(16, 16, 16, 16);
    layout->setSpacing(12);
    layout->addWidget(label);
    layout->addWidget(sample);
    layout->addStretch(1);

    retranslate(this, [label] {
        label->setText(tr("<b>Your knowledge base is empty.</b><br><br>Drop files or folders here, or add them "
                          "with the buttons below. Lotse answers only from these documents.<br><br>To try it "
                          "first, load the handbook of a fictional company:"));
    });
}

} // namespace lotse::ui
