// SPDX-License-Identifier: GPL-3.0-or-later
#include "RoundCard.h"

#include "HitRow.h"
#include "LaneVerdictLabel.h"
#include "Motion.h"
#include "shared/Format.h"
#include "shared/Retranslate.h"

#include <QHBoxLayout>
#include <QJsonDocument>
#include <QLabel>
#include <QMouseEvent>
#include <QPushButton>
#include <QResizeEvent>
#include <QToolButton>
#include <QVBoxLayout>
#include <algorithm>

namespace lotse::ui {

namespace {

constexpr int hitStaggerMs = 90;
constexpr int laneMinimumWidth = 260;

QLabel* wrappedLabel(const QString& name, QWidget* parent)
{
    auto* label = new QLabel(parent);
    label->setObjectName(name);
    label->setWordWrap(true);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return label;
}

// A rounded, coloured badge; the colours are mixed from the palette so they stay readable on a dark one.
// Green for sufficient, blue for ambiguous (usable with a caveat), amber for not sufficient.
QString badgeStyle(const QPalette& palette, const Verdict& verdict)
{
    const QColor accent = verdict.sufficient  ? QColor(0x2e, 0x9d, 0x4f)
                          : verdict.ambiguous ? QColor(0x2f, 0x6f, 0xb5)
                                              : QColor(0xd9, 0x83, 0x1f);
    const QColor base = palette.color(QPalette::Base);
    const bool dark = base.lightnessF() < 0.5;
    const QColor background = dark ? accent.darker(170) : accent.lighter(185);
    const QColor text = dark ? accent.lighter(160) : accent.darker(170);
    return QStringLiteral("QLabel { background: %1; color: %2; border: 1px solid %3; border-radius: 9px; "
                          "padding: 1px 9px; font-weight: bold; }")
        .arg(background.name(), text.name(), accent.name());
}

} // namespace

RoundCard::RoundCard(int round, const QString& query, const QStringList& lanes, QWidget* parent)
    : QFrame(parent)
    , m_round(round)
    , m_query(query)
{
    setObjectName(QStringLiteral("roundCard"));
    setFrameShape(QFrame::StyledPanel);
    setAutoFillBackground(true);
    setBackgroundRole(QPalette::Window);

    auto* title = new QLabel(this);
    title->setObjectName(QStringLiteral("roundTitle"));
    QFont bold = title->font();
    bold.setBold(true);
    bold.setPointSizeF(bold.pointSizeF() * 1.1);
    title->setFont(bold);
    m_detail = new QLabel(this);
    m_detail->setObjectName(QStringLiteral("roundDetail"));
    m_detail->setForegroundRole(QPalette::PlaceholderText);
    // The timings wrap rather than widen the panel (German words are long).
    m_detail->setWordWrap(true);
    m_detail->setAlignment(Qt::AlignRight | Qt::AlignTop);
    m_toggle = new QToolButton(this);
    m_toggle->setObjectName(QStringLiteral("roundToggle"));
    m_toggle->setAutoRaise(true);
    m_toggle->setArrowType(Qt::DownArrow);
    m_toggle->hide(); // until the round is graded
    connect(m_toggle, &QToolButton::clicked, this, [this] { setCollapsed(!m_collapsed); });
    auto* header = new QHBoxLayout;
    header->addWidget(m_toggle);
    header->addWidget(title);
    header->addStretch(1);
    header->addWidget(m_detail);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(10, 8, 10, 10);
    layout->setSpacing(6);
    layout->addLayout(header);

    m_lanes = new QWidget(this);
    m_lanes->setObjectName(QStringLiteral("roundLanes"));
    auto* lanesRow = new QBoxLayout(QBoxLayout::LeftToRight, m_lanes);
    m_lanesRow = lanesRow;
    lanesRow->setContentsMargins(0, 0, 0, 0);
    lanesRow->setSpacing(10);
    if (lanes.size() > 1) {
        for (int lane = 0; lane < lanes.size(); ++lane)
            lanesRow->addWidget(buildLane(lanes.at(lane), lane), 1);
    } else {
        lanesRow->addWidget(buildLane(query, 0), 1);
    }
    layout->addWidget(m_lanes);
    m_summary = new QLabel(this);
    m_summary->setObjectName(QStringLiteral("roundSummary"));
    m_summary->setWordWrap(true);
    m_summary->setTextFormat(Qt::PlainText);
    m_summary->setCursor(Qt::PointingHandCursor);
    m_summary->hide();
    layout->addWidget(m_summary);

    m_verdictBox = new QVBoxLayout;
    m_verdictBox->setSpacing(4);
    layout->addLayout(m_verdictBox);

    // The verdict's badge and rationale retranslate themselves (setVerdict).
    retranslate(this, [this, title] {
        setAccessibleName(tr("Search round %1").arg(m_round));
        title->setText(tr("Round %1").arg(m_round));
        for (QLabel* searching : std::as_const(m_searching))
            searching->setText(m_hitsIn ? tr("No passage matches this query.") : tr("Searching…"));
        updateDetail();
        updateSummary();
    });
    Motion::fadeIn(this, 280);
}

QWidget* RoundCard::buildLane(const QString& subQuestion, int lane)
{
    auto* box = new QWidget(this);
    box->setObjectName(QStringLiteral("lane%1").arg(lane));
    auto* layout = new QVBoxLayout(box);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(4);
    QLabel* query = wrappedLabel(QStringLiteral("laneQuery"), box);
    retranslate(query, [query, subQuestion] {
        query->setText(QStringLiteral("<span style='opacity:0.7'>%1</span> <b>“%2”</b>")
                           .arg(tr("Query:").toHtmlEscaped(), subQuestion.toHtmlEscaped()));
        query->setAccessibleName(tr("Query: %1").arg(subQuestion));
    });
    layout->addWidget(query);
    QLabel* searching = new QLabel(tr("Searching…"), box);
    searching->setObjectName(QStringLiteral("laneSearching"));
    searching->setForegroundRole(QPalette::PlaceholderText);
    layout->addWidget(searching);
    layout->addStretch(1);
    m_laneLayouts.append(layout);
    m_searching.append(searching);
    return box;
}

QList<HitRow*> RoundCard::hitRows() const
{
    return findChildren<HitRow*>();
}

void RoundCard::setHits(const QList<Hit>& hits, qint64 retrievalMs)
{
    m_retrievalMs = retrievalMs;
    m_hitsIn = true;
    m_hits += hits;
    QList<int> perLane(m_laneLayouts.size(), 0);
    int order = 0;
    for (const Hit& hit : hits) {
        const int lane = std::clamp(hit.lane, 0, int(m_laneLayouts.size()) - 1);
        auto* row = new HitRow(hit, this);
        connect(row, &HitRow::activated, this, &RoundCard::hitActivated);
        QVBoxLayout* layout = m_laneLayouts.at(lane);
        layout->insertWidget(layout->count() - 1, row); // before the stretch
        row->reveal(order++ * hitStaggerMs);
        ++perLane[lane];
    }
    for (int lane = 0; lane < m_searching.size(); ++lane) {
        QLabel* label = m_searching.at(lane);
        if (perLane.at(lane) > 0)
            label->hide();
        else
            label->setText(tr("No passage matches this query."));
    }
    updateDetail();
}

void RoundCard::setVerdict(const Verdict& verdict, qint64 gradingMs, qint64 rewriteMs)
{
    m_graded = true;
    m_sufficient = verdict.sufficient;
    m_gradingMs = gradingMs;
    m_rewriteMs = rewriteMs;

    auto* row = new QHBoxLayout;
    auto* badge = new QLabel(this);
    badge->setObjectName(QStringLiteral("verdictBadge"));
    badge->setProperty("sufficient", verdict.sufficient);
    badge->setProperty("ambiguous", verdict.ambiguous);
    badge->setStyleSheet(badgeStyle(palette(), verdict));
    row->addWidget(badge);
    row->addStretch(1);
    auto* raw = new QPushButton(this);
    raw->setObjectName(QStringLiteral("rawVerdictButton"));
    // Drawn as a link: a flat button looked like a label and was not found.
    raw->setFlat(true);
    raw->setCursor(Qt::PointingHandCursor);
    QFont underlined = raw->font();
    underlined.setUnderline(true);
    raw->setFont(underlined);
    QPalette linkColour = raw->palette();
    linkColour.setColor(QPalette::ButtonText, linkColour.color(QPalette::Link));
    raw->setPalette(linkColour);
    retranslate(badge, [this, badge, raw, sufficient = verdict.sufficient, ambiguous = verdict.ambiguous, gradingMs] {
        badge->setText(sufficient ? tr("Sufficient") : ambiguous ? tr("Ambiguous") : tr("Not sufficient"));
        badge->setAccessibleName(tr("Grader's verdict: %1").arg(badge->text()));
        badge->setToolTip(ambiguous ? tr("Graded in %1. The best section is on the question's topic but may not "
                                         "cover the exact case: if no later round is sufficient, the answer "
                                         "quotes it with that caveat.")
                                          .arg(Format::duration(gradingMs))
                                    : tr("Graded in %1").arg(Format::duration(gradingMs)));
        raw->setText(tr("Raw verdict"));
        raw->setToolTip(tr("Show the grader's structured output as it came"));
        raw->setAccessibleName(tr("Show the grader's raw verdict for round %1").arg(m_round));
    });
    const QByteArray json = QJsonDocument(verdict.raw).toJson(QJsonDocument::Compact);
    connect(raw, &QPushButton::clicked, this, [this, json] { Q_EMIT verdictActivated(m_round, json); });
    row->addWidget(raw);
    m_verdictBox->addLayout(row);

    if (!verdict.rationale.isEmpty() || !verdict.missing.isEmpty()) {
        QLabel* rationale = wrappedLabel(QStringLiteral("verdictRationale"), this);
        m_rationale = rationale;
        // The rationale is the grader's text; only "Missing:" follows the language.
        retranslate(rationale, [rationale, reason = verdict.rationale, missing = verdict.missing] {
            QString text = reason.toHtmlEscaped();
            if (!missing.isEmpty())
                text += QStringLiteral("<br><i>%1</i>")
                            .arg(tr("Missing: %1").arg(missing.join(QStringLiteral(", "))).toHtmlEscaped());
            rationale->setText(text);
        });
        m_verdictBox->addWidget(rationale);
        Motion::fadeIn(rationale, 300, 150);
    }
    Motion::fadeIn(badge, 260);
    m_toggle->show();
    updateDetail();
}

void RoundCard::setSpeculation(ModelCall::Speculation speculation)
{
    if (speculation == ModelCall::Speculation::None)
        return;
    QLabel* note = wrappedLabel(QStringLiteral("speculationNote"), this);
    note->setForegroundRole(QPalette::PlaceholderText);
    retranslate(note, [note, used = speculation == ModelCall::Speculation::Used] {
        note->setText(used ? tr("Answer prepared while grading: shown as soon as the verdict said sufficient.")
                           : tr("Answer prepared while grading: discarded, as the evidence did not suffice (its "
                                "tokens are in the trace)."));
    });
    m_verdictBox->addWidget(note);
}

void RoundCard::setLaneVerdicts(const QList<LaneVerdict>& lanes, const QString& checkError)
{
    for (qsizetype i = 0; i < lanes.size() && i < m_laneLayouts.size(); ++i) {
        auto* label = new LaneVerdictLabel(lanes.at(i), this);
        m_laneLayouts.at(i)->insertWidget(1, label); // under the lane's query
        Motion::fadeIn(label, 260);
    }
    if (checkError.isEmpty())
        return;
    QLabel* note = wrappedLabel(QStringLiteral("checkFailedNote"), this);
    retranslate(note, [note, checkError] {
        note->setText(tr("The check whether the passages answer the whole question failed, so each sub-question's own "
                         "verdict decided: the answer stands on the parts found, and its statements are checked as "
                         "always."));
        note->setToolTip(checkError);
    });
    m_verdictBox->addWidget(note);
}

void RoundCard::setCollapsed(bool collapsed)
{
    if (!m_graded)
        return;
    m_collapsed = collapsed;
    m_lanes->setVisible(!collapsed);
    if (m_rationale)
        m_rationale->setVisible(!collapsed);
    m_summary->setVisible(collapsed);
    m_toggle->setArrowType(collapsed ? Qt::RightArrow : Qt::DownArrow);
    updateSummary();
}

void RoundCard::resizeEvent(QResizeEvent* event)
{
    // Lanes side by side while each keeps a readable width; one above the other in a narrow panel.
    if (m_laneLayouts.size() > 1) {
        const int needed = int(m_laneLayouts.size()) * laneMinimumWidth + m_lanesRow->spacing();
        m_lanesRow->setDirection(event->size().width() - 20 >= needed ? QBoxLayout::LeftToRight
                                                                      : QBoxLayout::TopToBottom);
    }
    QFrame::resizeEvent(event);
}

void RoundCard::mouseReleaseEvent(QMouseEvent* event)
{
    if (m_collapsed && event->button() == Qt::LeftButton)
        setCollapsed(false);
    QFrame::mouseReleaseEvent(event);
}

void RoundCard::updateSummary()
{
    m_toggle->setToolTip(m_collapsed ? tr("Show the passages of round %1").arg(m_round)
                                     : tr("Fold round %1 to its verdict").arg(m_round));
    m_toggle->setAccessibleName(m_toggle->toolTip());
    if (!m_collapsed)
        return;
    const auto best =
        std::max_element(m_hits.cbegin(), m_hits.cend(), [](const Hit& a, const Hit& b) { return a.score < b.score; });
    const QString passages = tr("%n passage(s)", nullptr, int(m_hits.size()));
    m_summary->setText(
        best == m_hits.cend()
            ? tr("“%1” · no passage").arg(m_query)
            : tr("“%1” · %2, best: %3 (%4)").arg(m_query, passages, best->label(), Format::percent(best->score)));
    m_summary->setToolTip(tr("Click to show the passages"));
}

void RoundCard::updateDetail()
{
    QStringList parts;
    if (m_retrievalMs >= 0)
        parts.append(tr("search %1").arg(Format::duration(m_retrievalMs)));
    if (m_gradingMs >= 0)
        parts.append(tr("grading %1").arg(Format::duration(m_gradingMs)));
    if (m_rewriteMs > 0)
        parts.append(tr("rewrite %1").arg(Format::duration(m_rewriteMs)));
    m_detail->setText(parts.isEmpty() ? tr("searching…") : parts.join(QStringLiteral(" · ")));
    m_detail->setToolTip(tr("How long each step of round %1 took").arg(m_round));
}

} // namespace lotse::ui
