// SPDX-License-Identifier: GPL-3.0-or-later
#include "knowledgebase/SampleNotice.h"

#include "shared/Retranslate.h"

#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace lotse::ui {

SampleNotice::SampleNotice(QWidget* parent)
    : QFrame(parent)
{
    setObjectName(QStringLiteral("sampleNotice"));
    setFrameShape(QFrame::StyledPanel);
    m_text = new QLabel(this);
    m_text->setObjectName(QStringLiteral("sampleNoticeText"));
    m_text->setWordWrap(true);
    m_remove = new QPushButton(this);
    m_remove->setObjectName(QStringLiteral("removeSampleButton"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(8, 6, 8, 6);
    layout->addWidget(m_text);
    layout->addWidget(m_remove, 0, Qt::AlignLeft);
    connect(m_remove, &QPushButton::clicked, this, &SampleNotice::removeRequested);
    retranslate(this, [this] {
        m_text->setText(tr("The sample handbook (a fictional company) is still here beside your documents, and "
                           "Lotse answers from both."));
        m_remove->setText(tr("Remove the sample"));
        m_remove->setAccessibleName(tr("Remove the sample handbook"));
    });
    hide();
}

void SampleNotice::update(int sampleDocuments, int ownDocuments)
{
    setVisible(sampleDocuments > 0 && ownDocuments > 0);
}

} // namespace lotse::ui
