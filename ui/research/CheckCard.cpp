// SPDX-License-Identifier: GPL-3.0-or-later
#include "CheckCard.h"

#include "Motion.h"
#include "answer/CitationLink.h"
#include "shared/Format.h"
#include "shared/Retranslate.h"

#include <QLabel>
#include <QUrl>
#include <QVBoxLayout>

namespace lotse::ui {

namespace {

QString quoteLink(const Quote& quote)
{
    return QStringLiteral("<a href=\"%1\">“%2”</a>")
        .arg(CitationLink::url(quote.chunkId, quote.span).toString(), quote.plain().toHtmlEscaped());
}

} // namespace

CheckCard::CheckCard(QWidget* parent)
    : QFrame(parent)
{
    setObjectName(QStringLiteral("checkCard"));
    setFrameShape(QFrame::StyledPanel);
    m_label = new QLabel(this);
    m_label->setObjectName(QStringLiteral("checkText"));
    m_label->setTextFormat(Qt::RichText);
    m_label->setWordWrap(true);
    m_label->setTextInteractionFlags(Qt::TextBrowserInteraction);
    connect(m_label, &QLabel::linkActivated, this, [this](const QString& link) {
        const QUrl url(link);
        if (const auto id = CitationLink::chunkId(url))
            Q_EMIT quoteActivated(*id, CitationLink::quote(url).value_or(TextSpan{}));
    });
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(10, 6, 10, 6);
    layout->addWidget(m_label);
    retranslate(this, [this] {
        m_label->setAccessibleName(tr("Answer check"));
        render();
    });
    Motion::fadeIn(this);
}

void CheckCard::setGrounding(const Grounding& grounding, qint64 checkMs)
{
    m_grounding = grounding;
    m_checkMs = checkMs;
    m_checked = true;
    render();
}

QString CheckCard::claimsHtml() const
{
    QString items;
    const QString bad = Format::errorColor(palette()).name();
    for (const Claim& c : m_grounding.claims) {
        QString item =
            (c.supported() ? QStringLiteral("✓ ") : QStringLiteral("<span style='color:%1'>✗</span> ").arg(bad))
            + c.text.toHtmlEscaped();
        if (c.supported() && c.quote)
            item +=
                QStringLiteral("<br><small>%1 %2</small>").arg(tr("Source says:").toHtmlEscaped(), quoteLink(*c.quote));
        if (!c.supported()) {
            item += QStringLiteral("<br><small style='color:%1'>%2</small>").arg(bad, c.reason.toHtmlEscaped());
            if (c.sourceSays && c.problem != Claim::Problem::Negation)
                item += QStringLiteral("<br><small>%1 %2</small>")
                            .arg(tr("Closest in the source:").toHtmlEscaped(), quoteLink(*c.sourceSays));
        }
        if (c.main)
            item += QStringLiteral(" <small><i>(%1)</i></small>").arg(tr("answers the question").toHtmlEscaped());
        items += QStringLiteral("<li>%1</li>").arg(item);
    }
    return items.isEmpty() ? QString() : QStringLiteral("<ul style='margin-top:2px'>%1</ul>").arg(items);
}

QString CheckCard::contradictionsHtml() const
{
    QString out;
    for (const Contradiction& k : m_grounding.contradictions) {
        QStringList sides;
        for (const Contradiction::Side& s : k.sides)
            sides.append(tr("%1 says %2").arg(s.label.toHtmlEscaped(), quoteLink({s.chunkId, s.quote.span, s.value})));
        out += QStringLiteral("<p>⚠ <b>%1</b> %2</p>")
                   .arg(tr("The handbook contradicts itself:").toHtmlEscaped(), sides.join(QStringLiteral("; ")));
    }
    return out;
}

void CheckCard::render()
{
    if (!m_checked) {
        m_label->setText(
            QStringLiteral("<b>%1</b>").arg(tr("Checking the answer against its passages…").toHtmlEscaped()));
        setAccessibleName(m_label->text());
        return;
    }
    const int total = int(m_grounding.claims.size());
    const int unsupported = m_grounding.unsupportedCount();
    const QString heading =
        unsupported == 0
            ? tr("%n statement(s) checked: each is supported by its passage (%1)", nullptr, total)
                  .arg(Format::duration(m_checkMs))
            : tr("%n statement(s) checked: %1 not supported by the passages they cite (%2)", nullptr, total)
                  .arg(unsupported)
                  .arg(Format::duration(m_checkMs));
    QString model;
    if (!m_grounding.modelError.isEmpty())
        model = tr("The model check failed, so the statements were checked without a model: %1")
                    .arg(m_grounding.modelError);
    else if (!m_grounding.modelDeployment.isEmpty())
        model = tr("Checked without a model and by the deployment “%1”.").arg(m_grounding.modelDeployment);
    else
        model = tr("Checked without a model: figures, negations and key terms against the cited passages.");
    m_label->setText(QStringLiteral("<b>%1</b>%2%3<p><small>%4</small></p>")
                         .arg(heading.toHtmlEscaped(), claimsHtml(), contradictionsHtml(), model.toHtmlEscaped()));
    setAccessibleName(heading);
}

} // namespace lotse::ui
