// SPDX-License-Identifier: GPL-3.0-or-later
#include "conversation/QuestionBar.h"

#include "shared/Identity.h"
#include "shared/Retranslate.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLineEdit>
#include <QPushButton>
#include <QStyle>
#include <algorithm>

namespace lotse::ui {

QuestionBar::QuestionBar(QWidget* parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("questionBar"));
    m_edit = new QLineEdit(this);
    m_edit->setObjectName(QStringLiteral("questionEdit"));
    m_edit->setClearButtonEnabled(true);
    m_edit->setAcceptDrops(false); // dropped files go to the knowledge base, not into the question
    QFont larger = m_edit->font();
    larger.setPointSizeF(larger.pointSizeF() * 1.15);
    m_edit->setFont(larger);
    m_edit->setMinimumHeight(m_edit->sizeHint().height() * 5 / 4);

    m_button = new QPushButton(this);
    m_button->setObjectName(QStringLiteral("askButton"));
    m_button->setMinimumHeight(m_edit->minimumHeight());
    Identity::markPrimary(m_button);

    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_edit, 1);
    layout->addWidget(m_button);

    connect(m_edit, &QLineEdit::returnPressed, this, [this] {
        if (!m_running)
            submit(); // while running, Enter does not replace the question: Stop first
    });
    connect(m_button, &QPushButton::clicked, this, [this] {
        if (m_running)
            Q_EMIT stopRequested();
        else
            submit();
    });
    retranslate(this, [this] {
        m_edit->setPlaceholderText(tr("Ask a question about your documents, e.g. “How many vacation days do I get?”"));
        m_edit->setAccessibleName(tr("Question"));
        m_edit->setAccessibleDescription(tr("Type a question and press Enter; Ctrl+L comes back here."));
        // Room for the longer of the two texts, so the button does not jump when it turns into Stop.
        const QFontMetrics metrics = m_button->fontMetrics();
        m_button->setMinimumWidth(std::max(metrics.horizontalAdvance(tr("Stop")), metrics.horizontalAdvance(tr("Ask")))
                                  * 3);
        setRunning(m_running);
    });
}

void QuestionBar::changeEvent(QEvent* event)
{
    // The system switched between light and dark: the accent follows.
    if (event->type() == QEvent::PaletteChange)
        Identity::markPrimary(m_button);
    QWidget::changeEvent(event);
}

void QuestionBar::setRunning(bool running)
{
    m_running = running;
    m_button->setText(running ? tr("Stop") : tr("Ask"));
    m_button->setIcon(style()->standardIcon(running ? QStyle::SP_MediaStop : QStyle::SP_ArrowForward));
    m_button->setToolTip(running ? tr("Stop looking for an answer (Esc)") : tr("Ask the question (Enter)"));
}

QString QuestionBar::question() const
{
    return m_edit->text().trimmed();
}

void QuestionBar::focusQuestion()
{
    m_edit->setFocus(Qt::OtherFocusReason);
    m_edit->selectAll();
}

void QuestionBar::submit()
{
    Q_EMIT askRequested(question());
}

} // namespace lotse::ui
