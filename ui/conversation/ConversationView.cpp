// SPDX-License-Identifier: GPL-3.0-or-later
#include "conversation/ConversationView.h"

#include "answer/CitationLink.h"
#include "conversation/NumberedCitations.h"
#include "shared/Format.h"
#include "shared/Retranslate.h"

#include <QAbstractTextDocumentLayout>
#include <QClipboard>
#include <QDesktopServices>
#include <QFileInfo>
#include <QGuiApplication>
#include <QLabel>
#include <QLocale>
#include <QRegularExpression>
#include <QScrollBar>
#include <QTextBlock>
#include <QTextBrowser>
#include <QTextCursor>
#include <QTextDocument>
#include <QTimer>
#include <QUrl>
#include <QVBoxLayout>

namespace lotse::ui {

namespace {

// Streamed pieces arrive far faster than anyone reads; re-rendering at most this often keeps
// long conversations cheap.
constexpr int renderIntervalMs = 50;

// A question typed by a person, shown literally inside Markdown.
QString escapedMarkdown(const QString& text)
{
    static const QRegularExpression special(QStringLiteral(R"(([\\`*_{}\[\]()#+\-.!<>|~]))"));
    QString out = text;
    out.replace(special, QStringLiteral("\\\\1"));
    return out;
}

} // namespace

ConversationView::ConversationView(QWidget* parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("conversationView"));
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

    m_renderTimer = new QTimer(this);
    m_renderTimer->setSingleShot(true);
    m_renderTimer->setInterval(renderIntervalMs);
    connect(m_renderTimer, &QTimer::timeout, this, &ConversationView::render);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_status);
    layout->addWidget(m_browser, 1);

    connect(m_browser, &QTextBrowser::anchorClicked, this, &ConversationView::openLink);
    retranslate(this, [this] {
        m_browser->setAccessibleName(tr("Conversation"));
        if (m_statusText)
            m_status->setText(m_statusText());
        // The links under each answer and the welcome text change language; the answers stay as given.
        m_renderTimer->stop();
        m_finishedShown = -1;
        render();
    });
}

void ConversationView::setKnowledgeBaseEmpty(bool empty)
{
    m_knowledgeBaseEmpty = empty;
    if (m_exchanges.isEmpty())
        render();
}

void ConversationView::setMode(const QString& mode, bool offline)
{
    m_mode = mode;
    m_offline = offline;
    if (m_exchanges.isEmpty())
        render();
}

void ConversationView::showNotice(std::function<QString()> text)
{
    setStatus(std::move(text), true);
}

QString ConversationView::markdown() const
{
    return m_exchanges.isEmpty() ? QString() : m_exchanges.constLast().markdown;
}

void ConversationView::clear()
{
    m_renderTimer->stop();
    m_exchanges.clear();
    m_followedTo = 0;
    setStatus([] { return QString(); });
    render(); // the welcome text
}

void ConversationView::restore(const QList<AgentEvent>& events, const QDateTime& askedAt)
{
    if (events.isEmpty() || events.first().type != AgentEvent::Type::Started)
        return;
    for (const AgentEvent& event : events)
        handleEvent(event);
    m_exchanges.last().askedAt = askedAt.toLocalTime();
    m_renderTimer->stop();
    render();
    setStatus([] { return QString(); }); // the status line speaks of the question being asked now
}

void ConversationView::handleEvent(const AgentEvent& event)
{
    if (event.type == AgentEvent::Type::Started) {
        Exchange exchange;
        exchange.question = event.question;
        exchange.askedAt = QDateTime::currentDateTime();
        m_exchanges.append(exchange);
        setStatus([question = event.question] { return tr("Looking for an answer to “%1”…").arg(question); });
    }
    if (m_exchanges.isEmpty())
        return;
    Exchange& current = m_exchanges.last();
    if (event.type != AgentEvent::Type::AnswerDelta)
        current.events.append(event);

    switch (event.type) {
    case AgentEvent::Type::Started:
        render();
        break;
    case AgentEvent::Type::Decomposed:
        setStatus([n = int(event.subQueries.size())] {
            return tr("Split into %n sub-question(s); searching for each…", nullptr, n);
        });
        break;
    case AgentEvent::Type::RoundStarted:
        setStatus([round = event.round, query = event.query] {
            return tr("Round %1: searching for “%2”…").arg(round).arg(query);
        });
        break;
    case AgentEvent::Type::HitsFound:
        setStatus([round = event.round, n = int(event.hits.size())] {
            return tr("Round %1: checking %n passage(s)…", nullptr, n).arg(round);
        });
        break;
    case AgentEvent::Type::Graded:
        setStatus([sufficient = event.verdict.sufficient, newQuery = event.newQuery,
                   unchecked = !event.checkError.isEmpty()] {
            if (sufficient && unchecked)
                return tr("Writing the answer from the parts of the question that were found (whether they answer "
                          "all of it could not be checked)…");
            return sufficient           ? tr("The passages answer the question; writing the answer…")
                   : newQuery.isEmpty() ? tr("The passages do not answer the question.")
                                        : tr("Not enough yet; searching again for “%1”…").arg(newQuery);
        });
        break;
    case AgentEvent::Type::AnswerDelta:
        current.markdown += event.text;
        scheduleRender();
        break;
    case AgentEvent::Type::Checking:
        current.markdown = event.text;
        scheduleRender();
        setStatus([] { return tr("Checking every statement against the passage it cites…"); });
        break;
    case AgentEvent::Type::Checked:
        break;
    case AgentEvent::Type::Finished:
        onFinished(event);
        break;
    }
}

void ConversationView::onFinished(const AgentEvent& event)
{
    Exchange& current = m_exchanges.last();
    current.finished = true;
    current.outcome = event.outcome;
    current.rounds = event.round;
    current.elapsedMs = event.elapsedMs;
    current.error = event.error;
    current.citations = event.citations;
    current.grounding = event.grounding;
    const qint64 ms = event.elapsedMs;
    switch (event.outcome) {
    case Outcome::Answered:
        current.markdown = event.text;
        setStatus([rounds = event.round, ms] {
            return tr("Answered in %n round(s) (%1). Click a source to read the passage.", nullptr, rounds)
                .arg(Format::duration(ms));
        });
        break;
    case Outcome::Ambiguous:
        current.markdown = event.text;
        setStatus([ms] {
            return tr("Answered from the closest section (%1): it may not cover your exact case. Check the sources.")
                .arg(Format::duration(ms));
        });
        break;
    case Outcome::Refused:
        current.markdown = event.text;
        setStatus([ms] {
            return tr("Your documents do not answer this question (%1). Try other words, or add the document that "
                      "covers it.")
                .arg(Format::duration(ms));
        });
        break;
    case Outcome::Truncated:
        current.markdown = event.text;
        setStatus(
            [] {
                return tr("The answer is incomplete: the model reached its token limit. Ask a narrower question; for "
                          "a reasoning model, a lower reasoning effort in the settings leaves more room.");
            },
            true);
        break;
    case Outcome::Unsupported:
        current.markdown = event.text;
        setStatus(
            [] {
                return tr("The answer was not shown: the passages it cites do not support it. What they say is "
                          "listed instead.");
            },
            true);
        break;
    case Outcome::Cancelled:
        setStatus([] { return tr("Stopped."); });
        break;
    case Outcome::Failed:
        setStatus(
            // The error below says what went wrong and what to do; a general hint here was wrong advice
            // as often as not (an invalid verdict is not the knowledge base's fault).
            [] { return tr("Lotse could not answer this question; the reason and what to do are below."); }, true);
        break;
    }
    m_renderTimer->stop();
    render();
}

QString ConversationView::exchangeMarkdown(int index) const
{
    const Exchange& exchange = m_exchanges.at(index);
    QString md = QStringLiteral("#### %1\n\n").arg(escapedMarkdown(exchange.question));
    if (!exchange.finished) {
        md += exchange.markdown.isEmpty()
                  ? QStringLiteral("*%1*\n\n").arg(tr("Searching your documents…"))
                  : NumberedCitations::apply(exchange.markdown, exchange.citations) + QStringLiteral("\n\n");
        return md;
    }
    switch (exchange.outcome) {
    case Outcome::Answered:
    case Outcome::Ambiguous:
        // Citations as numbers, the sources listed under the answer.
        md += NumberedCitations::apply(exchange.markdown, exchange.citations) + QStringLiteral("\n\n");
        break;
    case Outcome::Refused:     // its links are the sections that came closest: named, not numbered
    case Outcome::Unsupported: // what the passages say, each with its section
        md += exchange.markdown + QStringLiteral("\n\n");
        break;
    case Outcome::Truncated:
        // Said before and after the text: it must not read as a complete answer.
        md += QStringLiteral("**%1**\n\n").arg(tr("Incomplete answer: the model stopped at its token limit."));
        md += NumberedCitations::apply(exchange.markdown + QStringLiteral(" …"), exchange.citations)
              + QStringLiteral("\n\n");
        md += QStringLiteral("*%1*\n\n").arg(tr("Cut off here. The sources below support only what is shown."));
        break;
    case Outcome::Cancelled:
        if (!exchange.markdown.isEmpty())
            md += exchange.markdown + QStringLiteral("\n\n");
        md += QStringLiteral("*%1*\n\n").arg(tr("Stopped before an answer was complete."));
        break;
    case Outcome::Failed:
        md += QStringLiteral("**%1** %2\n\n").arg(tr("Lotse could not answer."), escapedMarkdown(exchange.error));
        break;
    }
    QStringList footer;
    footer.append(QStringLiteral("*%1 · %2*")
                      .arg(QLocale().toString(exchange.askedAt.time(), QLocale::ShortFormat),
                           Format::duration(exchange.elapsedMs)));
    if (const QString check = checkSummary(exchange); !check.isEmpty())
        footer.append(check);
    footer.append(QStringLiteral("[%1](lotse://replay/%2)").arg(tr("How it was found"), QString::number(index)));
    if (exchange.outcome == Outcome::Answered || exchange.outcome == Outcome::Ambiguous)
        footer.append(QStringLiteral("[%1](lotse://copy/%2)").arg(tr("Copy answer"), QString::number(index)));
    md += footer.join(QStringLiteral(" · ")) + QStringLiteral("\n\n");
    return md;
}

QString ConversationView::checkSummary(const Exchange& exchange)
{
    const Grounding& g = exchange.grounding;
    if (!g.checked || g.claims.isEmpty())
        return {};
    const int total = int(g.claims.size());
    const int unsupported = g.unsupportedCount();
    QString text =
        unsupported == 0
            ? tr("✓ %n statement(s) checked against their passages", nullptr, total)
            : tr("%1 of %n statement(s) supported by their passages", nullptr, total).arg(total - unsupported);
    const int contradictions = int(g.contradictions.size());
    if (contradictions > 0)
        text += QStringLiteral(" · ") + tr("⚠ %n contradiction(s) in the handbook", nullptr, contradictions);
    return QStringLiteral("*%1*").arg(text);
}

void ConversationView::scheduleRender()
{
    if (!m_renderTimer->isActive())
        m_renderTimer->start();
}

void ConversationView::render()
{
    if (m_exchanges.isEmpty()) {
        m_browser->setHtml(welcomeHtml());
        m_finishedShown = -1;
        return;
    }
    QScrollBar* bar = m_browser->verticalScrollBar();
    // The reader follows the newest exchange while they have not scrolled away from where it was put.
    const bool following = bar->value() == m_followedTo || bar->value() >= bar->maximum() - 4;
    const int position = bar->value();
    int newestStart = 0;
    QTextDocument* document = m_browser->document();
    if (m_finishedShown < 0) { // the welcome text goes
        document->clear();
        m_finishedShown = 0;
        m_tailStart = 0;
    }
    // Finished exchanges are converted once and stay; only the running one at the end is
    // replaced. Re-parsing the whole conversation on every step grew with its length.
    QTextCursor cursor(document);
    cursor.setPosition(m_tailStart);
    cursor.movePosition(QTextCursor::End, QTextCursor::KeepAnchor);
    cursor.removeSelectedText();
    for (int i = m_finishedShown; i < m_exchanges.size(); ++i) {
        cursor.movePosition(QTextCursor::End);
        newestStart = cursor.position();
        if (i > 0) {
            cursor.insertBlock(); // a block of its own: an inserted fragment merges into the current one
            cursor.insertMarkdown(QStringLiteral("---\n\n") + exchangeMarkdown(i));
        } else {
            cursor.insertMarkdown(exchangeMarkdown(i));
        }
        if (i == m_finishedShown && m_exchanges.at(i).finished) {
            ++m_finishedShown;
            cursor.movePosition(QTextCursor::End);
            m_tailStart = cursor.position();
        }
    }
    // The newest question at the top, so its answer reads from the first line while it streams in
    // (following its end put the question and the first statements out of view).
    if (following) {
        const QTextBlock block = document->findBlock(newestStart);
        const int top = int(document->documentLayout()->blockBoundingRect(block).top());
        m_followedTo = std::min(top, bar->maximum());
        bar->setValue(m_followedTo);
    } else {
        bar->setValue(position);
    }
}

void ConversationView::setTeamKnowledgeBase(bool team)
{
    m_team = team;
    if (m_exchanges.isEmpty())
        render();
}

QString ConversationView::welcomeHtml() const
{
    const QString start =
        m_team ? (m_knowledgeBaseEmpty
                      ? tr("Your copy of the team knowledge base is being brought up to date; the status bar says "
                           "when it is. Then type a question above and press Enter.")
                      : tr("Your team's documents are ready: type a question above and press Enter."))
        : m_knowledgeBaseEmpty
            ? tr("To try it right away, <a href=\"lotse://action/sample\">load the sample handbook</a> (a "
                 "fictional company's policies in English and German), or add your own documents on the left.")
            : tr("Your documents are ready: type a question above and press Enter.");
    const QString offline =
        tr("<b>Offline mode</b> needs no connection and no account: keyword search with word forms and "
           "synonyms, a check whether the passages really answer the question, and an answer quoted from them.");
    const QString provider =
        tr("<b>With Azure OpenAI</b> (or a compatible server such as Ollama), Lotse also understands "
           "paraphrased questions, searches by meaning and writes the answer in your words, still citing every "
           "passage. <a href=\"lotse://action/settings\">Connect a provider…</a> Your key is kept only in the "
           "system keychain.");
    const QString active = m_offline ? tr("Lotse is answering offline now.")
                                     : tr("Lotse is answering with %1 now.").arg(m_mode.toHtmlEscaped());
    return QStringLiteral("<h2>%1</h2><p>%2</p><p>%3</p><p>%4</p><p>%5</p><p><i>%6</i></p>")
        .arg(tr("Welcome to Lotse").toHtmlEscaped(),
             tr("Lotse answers questions from your own handbook and links every statement to the passage it "
                "comes from. When the documents do not answer, it says so instead of guessing.")
                 .toHtmlEscaped(),
             start, offline, provider, active);
}

QString ConversationView::answerText(int index) const
{
    if (index < 0)
        index = int(m_exchanges.size()) - 1;
    if (index < 0 || index >= m_exchanges.size() || !m_exchanges.at(index).finished)
        return {};
    const Exchange& exchange = m_exchanges.at(index);
    return CitationLink::withSourceNames(exchange.markdown, [&exchange](qint64 chunkId) {
        for (const Citation& citation : exchange.citations) {
            if (citation.chunkId == chunkId)
                return QFileInfo(citation.path).fileName();
        }
        return QString();
    });
}

bool ConversationView::copyAnswer(int index)
{
    const QString text = answerText(index);
    if (text.isEmpty()) {
        setStatus([] { return tr("There is no answer to copy yet."); });
        return false;
    }
    QGuiApplication::clipboard()->setText(text);
    setStatus([] { return tr("The answer is on the clipboard, with its sources named."); });
    return true;
}

void ConversationView::openLink(const QUrl& url)
{
    if (const auto chunkId = CitationLink::chunkId(url)) {
        Q_EMIT citationActivated(*chunkId, CitationLink::quote(url).value_or(TextSpan{}));
        return;
    }
    if (url.scheme() == CitationLink::scheme()) {
        const QString host = url.host();
        const QString rest = url.path().mid(1);
        if (host == QStringLiteral("replay"))
            Q_EMIT replayRequested(rest.toInt());
        else if (host == QStringLiteral("copy"))
            copyAnswer(rest.toInt());
        else if (host == QStringLiteral("action") && rest == QStringLiteral("sample"))
            Q_EMIT sampleRequested();
        else if (host == QStringLiteral("action") && rest == QStringLiteral("settings"))
            Q_EMIT settingsRequested();
        return;
    }
    const QString scheme = url.scheme();
    if (scheme == QStringLiteral("https") || scheme == QStringLiteral("http") || scheme == QStringLiteral("mailto"))
        QDesktopServices::openUrl(url);
}

void ConversationView::setStatus(std::function<QString()> text, bool error)
{
    m_statusText = std::move(text);
    m_status->setText(m_statusText());
    m_status->setVisible(!m_status->text().isEmpty());
    QPalette palette = this->palette();
    if (error)
        palette.setColor(QPalette::WindowText, Format::errorColor(palette));
    m_status->setPalette(palette);
}

} // namespace lotse::ui
