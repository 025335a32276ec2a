// SPDX-License-Identifier: GPL-3.0-or-later
#include "ResearchView.h"

#include "CheckCard.h"
#include "Motion.h"
#include "RewriteArrow.h"
#include "RoundCard.h"
#include "shared/Format.h"
#include "shared/Retranslate.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QStyle>
#include <QTimer>
#include <QVBoxLayout>

namespace lotse::ui {

namespace {

// How long a replay shows each step: about the pace of a fast live run, slow enough to follow.
constexpr int replayStepMs = 420;

} // namespace

ResearchView::ResearchView(QWidget* parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("researchView"));
    m_heading = new QLabel(this);
    m_heading->setObjectName(QStringLiteral("researchQuestion"));
    m_heading->setWordWrap(true);
    m_heading->setTextFormat(Qt::PlainText);
    m_replay = new QPushButton(style()->standardIcon(QStyle::SP_MediaPlay), QString(), this);
    m_replay->setObjectName(QStringLiteral("replayButton"));
    m_replay->setEnabled(false);
    auto* header = new QHBoxLayout;
    header->addWidget(m_heading, 1);
    header->addWidget(m_replay);

    m_timeline = new QWidget;
    m_timeline->setObjectName(QStringLiteral("researchTimeline"));
    m_layout = new QVBoxLayout(m_timeline);
    m_layout->setContentsMargins(6, 6, 6, 6);
    m_layout->setSpacing(0);
    m_layout->addStretch(1);
    m_scroll = new QScrollArea(this);
    m_scroll->setObjectName(QStringLiteral("researchScroll"));
    m_scroll->setWidgetResizable(true);
    m_scroll->setWidget(m_timeline);
    m_scroll->setFocusPolicy(Qt::NoFocus); // the cards' passages take the focus, not the viewport

    m_placeholder = new QLabel(m_timeline);
    m_placeholder->setObjectName(QStringLiteral("researchPlaceholder"));
    m_placeholder->setWordWrap(true);
    m_placeholder->setAlignment(Qt::AlignCenter);
    m_placeholder->setForegroundRole(QPalette::PlaceholderText);
    m_layout->insertWidget(0, m_placeholder);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(header);
    layout->addWidget(m_scroll, 1);

    m_replayTimer = new QTimer(this);
    m_replayTimer->setSingleShot(true);
    connect(m_replayTimer, &QTimer::timeout, this, &ResearchView::replayNext);
    connect(m_replay, &QPushButton::clicked, this, [this] { replay(m_events); });

    // The cards, arrows and the outcome retranslate themselves.
    retranslate(this, [this] {
        m_replay->setText(tr("Replay"));
        m_replay->setToolTip(tr("Show this search again, step by step"));
        m_replay->setAccessibleName(tr("Replay the search"));
        m_placeholder->setText(tr("Each search round appears here as it happens: the query, the passages found "
                                  "with their scores, and whether they answer the question."));
        if (!m_question.isEmpty())
            m_heading->setText(tr("“%1”").arg(m_question));
    });
}

QList<RoundCard*> ResearchView::roundCards() const
{
    return m_timeline->findChildren<RoundCard*>(Qt::FindDirectChildrenOnly);
}

void ResearchView::handleEvent(const AgentEvent& event)
{
    if (event.type == AgentEvent::Type::AnswerDelta)
        return;
    if (event.type == AgentEvent::Type::Started) {
        // A live question wins over a replay in progress.
        m_replayTimer->stop();
        m_pending.clear();
        m_events.clear();
        m_live = true;
    }
    m_events.append(event);
    if (event.type == AgentEvent::Type::Finished)
        m_live = false;
    m_replay->setEnabled(!m_live);
    apply(event);
}

void ResearchView::replay(QList<AgentEvent> events)
{
    if (m_live || events.isEmpty())
        return;
    m_events.clear();
    for (const AgentEvent& event : events) {
        if (event.type != AgentEvent::Type::AnswerDelta)
            m_events.append(event);
    }
    m_pending = m_events;
    if (Motion::reduced()) {
        while (!m_pending.isEmpty())
            apply(m_pending.takeFirst());
        return;
    }
    replayNext();
}

void ResearchView::replayNext()
{
    if (m_pending.isEmpty())
        return;
    apply(m_pending.takeFirst());
    if (!m_pending.isEmpty())
        m_replayTimer->start(replayStepMs);
}

void ResearchView::clearTimeline()
{
    // Everything but the placeholder and the closing stretch.
    for (QWidget* child : m_timeline->findChildren<QWidget*>(Qt::FindDirectChildrenOnly)) {
        if (child != m_placeholder) {
            m_layout->removeWidget(child);
            child->setParent(nullptr); // out of roundCards() at once, deleted when control returns
            child->deleteLater();
        }
    }
    m_placeholder->hide();
}

void ResearchView::apply(const AgentEvent& event)
{
    switch (event.type) {
    case AgentEvent::Type::Started:
        clearTimeline();
        m_question = event.question;
        m_heading->setText(tr("“%1”").arg(event.question));
        break;
    case AgentEvent::Type::Decomposed:
        addDecomposed(event);
        break;
    case AgentEvent::Type::RoundStarted:
        addRound(event);
        break;
    case AgentEvent::Type::HitsFound:
        if (RoundCard* round = card(event.round))
            round->setHits(event.hits, event.stepMs);
        scrollToEnd();
        break;
    case AgentEvent::Type::Graded:
        if (RoundCard* round = card(event.round)) {
            round->setVerdict(event.verdict, event.stepMs, event.rewriteMs);
            round->setSpeculation(event.speculation);
            round->setLaneVerdicts(event.laneVerdicts, event.checkError);
            if (!event.newQuery.isEmpty())
                addWidget(new RewriteArrow(event.newQuery, event.rewriteMs, m_timeline, event.subQueries));
        }
        scrollToEnd();
        break;
    case AgentEvent::Type::AnswerDelta:
        break;
    case AgentEvent::Type::Checking: {
        auto* check = new CheckCard(m_timeline);
        connect(check, &CheckCard::quoteActivated, this, &ResearchView::quoteActivated);
        addWidget(check);
        break;
    }
    case AgentEvent::Type::Checked:
        if (CheckCard* check = checkCard())
            check->setGrounding(event.grounding, event.stepMs);
        scrollToEnd();
        break;
    case AgentEvent::Type::Finished:
        addOutcome(event);
        break;
    }
}

CheckCard* ResearchView::checkCard() const
{
    const QList<CheckCard*> cards = m_timeline->findChildren<CheckCard*>(Qt::FindDirectChildrenOnly);
    return cards.isEmpty() ? nullptr : cards.last();
}

void ResearchView::addWidget(QWidget* widget)
{
    m_layout->insertWidget(m_layout->count() - 1, widget); // before the stretch
    scrollToEnd();
}

void ResearchView::addDecomposed(const AgentEvent& event)
{
    auto* label = new QLabel(m_timeline);
    label->setObjectName(QStringLiteral("decomposedNote"));
    label->setWordWrap(true);
    QString items;
    for (const QString& sub : event.subQueries)
        items += QStringLiteral("<li>%1</li>").arg(sub.toHtmlEscaped());
    retranslate(label, [label, items, count = int(event.subQueries.size())] {
        label->setText(
            QStringLiteral("<b>%1</b><ol style='margin-top:2px'>%2</ol>")
                .arg(tr("Split into %n sub-question(s), searched side by side:", nullptr, count).toHtmlEscaped(),
                     items));
    });
    label->setContentsMargins(4, 0, 4, 6);
    addWidget(label);
    Motion::fadeIn(label);
}

void ResearchView::addRound(const AgentEvent& event)
{
    // Earlier rounds fold to their verdicts: the new round and every verdict stay in view.
    for (RoundCard* earlier : roundCards())
        earlier->setCollapsed(true);
    auto* round = new RoundCard(event.round, event.query, event.subQueries, m_timeline);
    connect(round, &RoundCard::hitActivated, this, &ResearchView::hitActivated);
    connect(round, &RoundCard::verdictActivated, this, &ResearchView::verdictActivated);
    addWidget(round);
}

void ResearchView::addOutcome(const AgentEvent& event)
{
    QStyle::StandardPixmap icon = QStyle::SP_DialogApplyButton;
    switch (event.outcome) {
    case Outcome::Answered:
        break;
    case Outcome::Ambiguous:
        icon = QStyle::SP_MessageBoxInformation;
        break;
    case Outcome::Refused:
    case Outcome::Truncated:
    case Outcome::Unsupported:
        icon = QStyle::SP_MessageBoxWarning;
        break;
    case Outcome::Cancelled:
        icon = QStyle::SP_MediaStop;
        break;
    case Outcome::Failed:
        icon = QStyle::SP_MessageBoxCritical;
        break;
    }
    auto* box = new QFrame(m_timeline);
    box->setObjectName(QStringLiteral("outcomeCard"));
    box->setProperty("outcome", outcomeName(event.outcome));
    box->setFrameShape(QFrame::StyledPanel);
    auto* iconLabel = new QLabel(box);
    iconLabel->setPixmap(style()->standardIcon(icon).pixmap(20, 20));
    auto* label = new QLabel(box);
    label->setObjectName(QStringLiteral("outcomeText"));
    label->setWordWrap(true);
    QFont bold = label->font();
    bold.setBold(true);
    label->setFont(bold);
    retranslate(box, [box, label, outcome = event.outcome, rounds = event.round,
                      citations = int(event.citations.size()), elapsedMs = event.elapsedMs, error = event.error,
                      tokens = event.usage.total(), reasoningTokens = event.usage.reasoningTokens] {
        const QString took = Format::duration(elapsedMs);
        QString text;
        switch (outcome) {
        case Outcome::Answered:
            text = tr("Answered after %n round(s), citing %1, in %2", nullptr, rounds)
                       .arg(tr("%n passage(s)", nullptr, citations), took);
            break;
        case Outcome::Ambiguous:
            text = tr("Answered with a caveat after %n round(s): no round was sufficient, so the answer quotes the "
                      "closest section on the topic, citing %1, in %2",
                      nullptr, rounds)
                       .arg(tr("%n passage(s)", nullptr, citations), took);
            break;
        case Outcome::Refused:
            text = tr("Refused after %n round(s): the documents do not answer the question (%1)", nullptr, rounds)
                       .arg(took);
            break;
        case Outcome::Truncated:
            text = tr("Cut off after %n round(s): the model reached its token limit before the answer was complete "
                      "(%1)",
                      nullptr, rounds)
                       .arg(took);
            break;
        case Outcome::Unsupported:
            text = tr("Not shown as an answer after %n round(s): the passages it cites do not support its main "
                      "statement (%1)",
                      nullptr, rounds)
                       .arg(took);
            break;
        case Outcome::Cancelled:
            text = tr("Stopped after %1").arg(took);
            break;
        case Outcome::Failed:
            text = tr("Failed after %1: %2").arg(took, error);
            break;
        }
        if (tokens > 0)
            text += u'\n'
                    + (reasoningTokens > 0
                           ? tr("%n token(s) used, %1 of them for reasoning", nullptr, tokens).arg(reasoningTokens)
                           : tr("%n token(s) used", nullptr, tokens));
        label->setText(text);
        box->setAccessibleName(text);
    });
    auto* layout = new QHBoxLayout(box);
    layout->setContentsMargins(10, 6, 10, 6);
    layout->addWidget(iconLabel);
    layout->addWidget(label, 1);
    auto* spacer = new QWidget(m_timeline);
    spacer->setFixedHeight(8);
    addWidget(spacer);
    addWidget(box);
    Motion::fadeIn(box);
}

RoundCard* ResearchView::card(int round) const
{
    const QList<RoundCard*> cards = roundCards();
    for (auto it = cards.crbegin(); it != cards.crend(); ++it) {
        if ((*it)->round() == round)
            return *it;
    }
    return nullptr;
}

void ResearchView::scrollToEnd()
{
    // After the layout has placed the new widget.
    QTimer::singleShot(0, this, [this] {
        QScrollBar* bar = m_scroll->verticalScrollBar();
        bar->setValue(bar->maximum());
    });
}

} // namespace lotse::ui
