// SPDX-License-Identifier: GPL-3.0-or-later
#include "AnswerView.h"

#include "Format.h"
#include "agent/AgentEvent.h"
#include "answer/CitationLink.h"

#include <QDesktopServices>
#include <QLabel>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace lotse::ui {

AnswerView::AnswerView(QWidget* parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("answerView"));
    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("answerStatus"));
    m_status->setTextFormat(Qt::PlainText);
    m_status->setWordWrap(true);
    m_status->hide();

    m_browser = new QTextBrowser(this);
    m_browser->setObjectName(QStringLiteral("answerBrowser"));
    m_browser->setOpenLinks(false);
    m_browser->setOpenExternalLinks(false);
    m_browser->document()->setDocumentMargin(12);
    setIdlePlaceholder();

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_status);
    layout->addWidget(m_browser, 1);

    connect(m_browser, &QTextBrowser::anchorClicked, this, &AnswerView::openLink);
}

void AnswerView::setKnowledgeBaseEmpty(bool empty)
{
    m_knowledgeBaseEmpty = empty;
    if (m_markdown.isEmpty())
        setIdlePlaceholder();
}

void AnswerView::setIdlePlaceholder()
{
    m_browser->setPlaceholderText(
        m_knowledgeBaseEmpty
            ? tr("Add documents on the left, or load the sample handbook, then ask a question.\n\n"
                 "Lotse answers only from your documents and shows where each statement comes from.")
            : tr("Ask a question above. The answer appears here, with a link to each passage it comes from."));
}

void AnswerView::showNotice(const QString& text)
{
    m_markdown.clear();
    m_browser->clear();
    setStatus(text, true);
}

void AnswerView::handleEvent(const AgentEvent& event)
{
    switch (event.type) {
    case AgentEvent::Type::Started:
        m_markdown.clear();
        m_browser->clear();
        m_browser->setPlaceholderText(tr("Searching your documents…"));
        setStatus(tr("Looking for an answer to “%1”…").arg(event.question));
        break;
    case AgentEvent::Type::Decomposed:
        setStatus(tr("Split into %n sub-question(s); searching for each…", nullptr, int(event.subQueries.size())));
        break;
    case AgentEvent::Type::RoundStarted:
        setStatus(tr("Round %1: searching for “%2”…").arg(event.round).arg(event.query));
        break;
    case AgentEvent::Type::HitsFound:
        setStatus(tr("Round %1: checking %n passage(s)…", nullptr, int(event.hits.size())).arg(event.round));
        break;
    case AgentEvent::Type::Graded:
        setStatus(event.verdict.sufficient   ? tr("The passages answer the question; writing the answer…")
                  : event.newQuery.isEmpty() ? tr("The passages do not answer the question.")
                                             : tr("Not enough yet; searching again for “%1”…").arg(event.newQuery));
        break;
    case AgentEvent::Type::AnswerDelta:
        m_markdown += event.text;
        m_browser->setMarkdown(m_markdown);
        break;
    case AgentEvent::Type::Finished:
        onFinished(event);
        break;
    }
}

void AnswerView::onFinished(const AgentEvent& event)
{
    const QString took = Format::duration(event.elapsedMs);
    switch (event.outcome) {
    case Outcome::Answered:
        m_markdown = event.text;
        m_browser->setMarkdown(m_markdown);
        setStatus(tr("Answered in %n round(s) (%1).", nullptr, event.round).arg(took) + u' '
                  + tr("Click a source to read the passage."));
        break;
    case Outcome::Refused:
        m_markdown = event.text;
        m_browser->setMarkdown(m_markdown);
        setStatus(tr("Your documents do not answer this question (%1). Try other words, or add the document "
                     "that covers it.")
                      .arg(took));
        break;
    case Outcome::Cancelled:
        if (m_markdown.isEmpty())
            m_browser->setPlaceholderText(tr("Stopped. Ask again when you are ready."));
        setStatus(tr("Stopped."));
        break;
    case Outcome::Failed:
        m_markdown.clear();
        m_browser->setHtml(QStringLiteral("<p><b>%1</b></p><p>%2</p>")
                               .arg(tr("Lotse could not answer.").toHtmlEscaped(), event.error.toHtmlEscaped()));
        setStatus(tr("Something went wrong (see below). Check the knowledge base on the left and ask again."), true);
        break;
    }
}

void AnswerView::openLink(const QUrl& url)
{
    if (const auto chunkId = CitationLink::chunkId(url)) {
        Q_EMIT citationActivated(*chunkId);
        return;
    }
    const QString scheme = url.scheme();
    if (scheme == QStringLiteral("https") || scheme == QStringLiteral("http") || scheme == QStringLiteral("mailto"))
        QDesktopServices::openUrl(url);
}

void AnswerView::setStatus(const QString& text, bool error)
{
    m_status->setText(text);
    m_status->setVisible(!text.isEmpty());
    QPalette palette = this->palette();
    if (error)
        palette.setColor(QPalette::WindowText, QColor(0xb0, 0x25, 0x1e));
    m_status->setPalette(palette);
}

} // namespace lotse::ui
