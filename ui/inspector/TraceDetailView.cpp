// SPDX-License-Identifier: GPL-3.0-or-later
#include "TraceDetailView.h"

#include "FeedbackPanel.h"
#include "VerdictsView.h"
#include "research/ResearchView.h"
#include "shared/Retranslate.h"
#include "trace/TraceEvents.h"
#include "trace/TraceReport.h"
#include "trace/TraceStore.h"

#include <QLabel>
#include <QLocale>
#include <QScrollBar>
#include <QTabBar>
#include <QTabWidget>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace lotse::ui {

namespace {

QTextBrowser* browser(const char* name, QWidget* parent)
{
    auto* b = new QTextBrowser(parent);
    b->setObjectName(QString::fromLatin1(name));
    b->setOpenLinks(false); // citations point into the knowledge base, not the web
    return b;
}

// The trace's facts as a two-column table under their group headings.
QString factsHtml(const QList<TraceFactGroup>& groups)
{
    QString html = QStringLiteral("<table>");
    for (const TraceFactGroup& group : groups) {
        if (!group.title.isEmpty())
            html += QStringLiteral("<tr><td colspan='2' style='padding-top:8px'><i>%1</i></td></tr>")
                        .arg(group.title.toHtmlEscaped());
        for (const TraceFact& fact : group.facts)
            html += QStringLiteral("<tr><td style='padding-right:12px'><b>%1</b></td><td>%2</td></tr>")
                        .arg(fact.label.toHtmlEscaped(), fact.value.toHtmlEscaped());
    }
    return html + QStringLiteral("</table>");
}

} // namespace

TraceDetailView::TraceDetailView(QWidget* parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("traceDetail"));
    m_question = new QLabel(this);
    m_question->setObjectName(QStringLiteral("detailQuestion"));
    m_question->setWordWrap(true);
    m_question->setTextFormat(Qt::PlainText);
    m_question->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    QFont bold = m_question->font();
    bold.setBold(true);
    m_question->setFont(bold);

    m_research = new ResearchView(this);
    m_research->setObjectName(QStringLiteral("inspectorResearchView"));
    m_verdicts = new VerdictsView(this);
    m_answer = browser("detailAnswer", this);
    m_details = browser("detailFacts", this);
    m_feedback = new FeedbackPanel(this);

    m_tabs = new QTabWidget(this);
    m_tabs->setObjectName(QStringLiteral("detailTabs"));
    for (QWidget* page :
         {static_cast<QWidget*>(m_research), static_cast<QWidget*>(m_verdicts), static_cast<QWidget*>(m_answer),
          static_cast<QWidget*>(m_details), static_cast<QWidget*>(m_feedback)})
        m_tabs->addTab(page, QString());

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_question);
    layout->addWidget(m_tabs, 1);

    // A verdict activated in the timeline opens its raw output.
    connect(m_research, &ResearchView::verdictActivated, this, [this](int round, const QByteArray&) {
        m_verdicts->selectRound(round);
        m_tabs->setCurrentWidget(m_verdicts);
    });
    clear();

    retranslate(this, [this] {
        m_answer->setAccessibleName(tr("The answer with its sources"));
        m_details->setAccessibleName(tr("Settings, provider, tokens, cost and timings"));
        m_tabs->setAccessibleName(tr("The question in detail"));
        m_tabs->tabBar()->setAccessibleName(tr("Detail sections"));
        m_tabs->setTabText(m_tabs->indexOf(m_research), tr("Search"));
        m_tabs->setTabText(m_tabs->indexOf(m_verdicts), tr("Verdicts"));
        m_tabs->setTabText(m_tabs->indexOf(m_answer), tr("Answer"));
        m_tabs->setTabText(m_tabs->indexOf(m_details), tr("Details"));
        m_tabs->setTabText(m_tabs->indexOf(m_feedback), tr("Feedback"));
        // Keeps the reader's place: only the language changed.
        const int answerScroll = m_answer->verticalScrollBar()->value();
        const int detailsScroll = m_details->verticalScrollBar()->value();
        showTexts();
        m_answer->verticalScrollBar()->setValue(answerScroll);
        m_details->verticalScrollBar()->setValue(detailsScroll);
    });
}

void TraceDetailView::showTrace(const TraceRecord& record)
{
    m_traceId = record.summary.id;
    m_record = record;
    showTexts();
    m_research->replay(TraceEvents::fromTrace(record.trace));
    m_verdicts->setTrace(record.trace);
    m_feedback->setTrace(record);
    m_tabs->show();
}

void TraceDetailView::showTexts()
{
    if (m_traceId == 0) {
        m_question->setText(tr("Choose a question in the list to see how it was answered."));
        return;
    }
    // Rendered from the stored trace: the headings, dates and numbers follow the language, the answer stays.
    const TraceSummary& summary = m_record.summary;
    const QString asked = QLocale().toString(summary.createdAt.toLocalTime(), QLocale::ShortFormat);
    m_question->setText(summary.questionStored ? tr("“%1”, asked %2").arg(summary.question, asked)
                                               : tr("(The question text was not stored.) Asked %1").arg(asked));
    m_answer->setMarkdown(TraceReport::answerText(m_record.trace));
    m_details->setHtml(factsHtml(TraceReport::facts(m_record)));
}

void TraceDetailView::clear()
{
    m_traceId = 0;
    m_record = {};
    showTexts();
    m_verdicts->setTrace({});
    m_answer->clear();
    m_details->clear();
    m_feedback->clear();
    m_tabs->hide(); // the timeline of a deleted question must not stay on screen
}

} // namespace lotse::ui
