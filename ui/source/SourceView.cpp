// SPDX-License-Identifier: GPL-3.0-or-later
#include "source/SourceView.h"

#include "highlight/Highlighting.h"
#include "ingest/SourceFile.h"
#include "ingest/formats/FormatLimits.h"
#include "pdf/PdfPageRenderer.h"
#include "pdf/PdfPageService.h"
#include "shared/Format.h"
#include "shared/Retranslate.h"
#include "shared/UiLog.h"
#include "source/PdfPageView.h"
#include "store/Records.h"
#include "text/RenderedSpan.h"
#include "text/TextFold.h"

#include <QDesktopServices>
#include <QDir>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QJsonDocument>
#include <QLabel>
#include <QPushButton>
#include <QScrollBar>
#include <QSettings>
#include <QStackedWidget>
#include <QStyle>
#include <QSyntaxHighlighter>
#include <QTextBrowser>
#include <QTextCursor>
#include <QTimer>
#include <QUrl>
#include <QVBoxLayout>
#include <algorithm>

namespace lotse::ui {

SourceView::SourceView(QWidget* parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("sourceView"));
    m_title = new QLabel(this);
    m_title->setObjectName(QStringLiteral("sourceTitle"));
    m_title->setTextFormat(Qt::PlainText);
    m_title->setWordWrap(true);
    QFont titleFont = m_title->font();
    titleFont.setBold(true);
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.2);
    m_title->setFont(titleFont);

    m_heading = new QLabel(this);
    m_heading->setObjectName(QStringLiteral("sourceHeading"));
    m_heading->setTextFormat(Qt::PlainText);
    m_heading->setWordWrap(true);

    m_text = new QTextBrowser(this);
    m_text->setObjectName(QStringLiteral("sourceText"));
    m_text->setOpenLinks(false);
    m_text->document()->setDocumentMargin(10);
    m_highlighter = Highlighting::attach(m_text->document(), Highlighting::Syntax::Markdown);
    m_jsonHighlighter = Highlighting::attach(m_text->document(), Highlighting::Syntax::Json);
    m_jsonHighlighter->setDocument(nullptr);

    m_pageView = new PdfPageView(this);
    m_pages = new PdfPageService(this);
    m_stack = new QStackedWidget(this);
    m_stack->setObjectName(QStringLiteral("sourceStack"));
    m_stack->addWidget(m_text);
    m_stack->addWidget(m_pageView);

    m_pathLabel = new QLabel(this);
    m_pathLabel->setObjectName(QStringLiteral("sourcePath"));
    m_pathLabel->setTextFormat(Qt::PlainText);
    m_pathLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_pathLabel->setWordWrap(true);
    m_pathLabel->setForegroundRole(QPalette::PlaceholderText);

    m_open = new QPushButton(style()->standardIcon(QStyle::SP_DialogOpenButton), QString(), this);
    m_open->setObjectName(QStringLiteral("openFileButton"));
    m_mode = new QPushButton(this);
    m_mode->setObjectName(QStringLiteral("sourceModeButton"));
    m_markup = new QPushButton(this);
    m_markup->setObjectName(QStringLiteral("sourceMarkupButton"));
    m_preferSource = QSettings().value(QStringLiteral("ui/sourceAsMarkdown"), false).toBool();

    m_message = new QLabel(this);
    m_message->setObjectName(QStringLiteral("sourceMessage"));
    m_message->setTextFormat(Qt::PlainText);
    m_message->setWordWrap(true);
    QPalette errorPalette = m_message->palette();
    errorPalette.setColor(QPalette::WindowText, Format::errorColor(errorPalette));
    m_message->setPalette(errorPalette);

    auto* fileRow = new QHBoxLayout;
    fileRow->addWidget(m_pathLabel, 1);
    fileRow->addWidget(m_mode, 0, Qt::AlignTop);
    fileRow->addWidget(m_markup, 0, Qt::AlignTop);
    fileRow->addWidget(m_open, 0, Qt::AlignTop);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_title);
    layout->addWidget(m_heading);
    layout->addWidget(m_stack, 1);
    layout->addLayout(fileRow);
    layout->addWidget(m_message);

    connect(m_open, &QPushButton::clicked, this, &SourceView::openFile);
    connect(m_mode, &QPushButton::clicked, this, [this] {
        m_preferText = !m_preferText;
        if (m_preferText)
            fillDeferredText();
        updateMode();
    });
    connect(m_markup, &QPushButton::clicked, this, [this] {
        m_preferSource = !m_preferSource;
        QSettings().setValue(QStringLiteral("ui/sourceAsMarkdown"), m_preferSource);
        showText();
    });
    connect(m_pageView, &PdfPageView::pageRequested, this, [this](int page) {
        if (m_pdf.path.isEmpty() || page < 1 || page > m_pageView->pageCount())
            return;
        m_pageView->showPlaceholder(page, m_pageView->pageCount());
        requestPage(page);
    });
    connect(m_pageView, &PdfPageView::widthChanged, this, [this] {
        // The renderer bounds the width, so a very large zoom gets less than it asks for: once is enough.
        if (m_pageView->wantedWidth() != m_requestedWidth)
            requestPage(m_pageView->page());
    });
    connect(m_pages, &PdfPageService::rendered, this, &SourceView::pageRendered);
    connect(m_pages, &PdfPageService::failed, this, &SourceView::pageFailed);
    clearSource();
    retranslate(this, [this] {
        m_text->setAccessibleName(tr("Source text"));
        m_text->setPlaceholderText(
            tr("Click a source link in the answer, or a passage in the search rounds, to read it here."));
        m_open->setText(tr("Open file"));
        m_open->setToolTip(tr("Open the original document in its usual application"));
        updateMode();
        if (m_jsonTitle)
            m_title->setText(m_jsonTitle());
        showNote();
    });
}

void SourceView::showChunk(const ChunkRecord& chunk, const QString& indexedSha256, TextSpan quote)
{
    const QString quoted =
        quote.length() > 0 && quote.end <= chunk.text.size() ? chunk.text.mid(quote.start, quote.length()) : QString();
    stopPages();
    m_path = chunk.documentPath;
    m_jsonTitle = nullptr;
    m_title->setText(chunk.documentTitle.isEmpty() ? QFileInfo(m_path).fileName() : chunk.documentTitle);
    m_title->show();
    // PDF passages name their page, as in the citation: the reader finds it in the original.
    QString heading = joinHeadings(chunk.headingPath);
    if (chunk.page > 0)
        heading = heading.isEmpty() ? tr("Page %1").arg(chunk.page) : tr("%1 · page %2").arg(heading).arg(chunk.page);
    m_heading->setText(heading);
    m_heading->setVisible(!heading.isEmpty());
    // The whole document with the passage marked, when the file is still what was indexed (the
    // offsets are only right for that version); otherwise the indexed passage alone. Big files
    // are not read here: the window must not stall. PDF, DOCX, ODT and HTML show the text Lotse
    // read from them (the offsets point into it); for a PDF that is the view behind "Show text".
    const bool exists = QFileInfo::exists(m_path);
    const DocumentFormat named = FormatDetector::fromSuffix(m_path);
    const bool packed = named == DocumentFormat::Pdf || named == DocumentFormat::Docx || named == DocumentFormat::Odt;
    // A PDF passage on its page, drawn on a worker thread, which also checks that the file is still
    // what was indexed: it is not read and hashed here as well. Whatever keeps the page from being
    // shown brings the text, with the reason; the text itself is read only when it is asked for.
    const bool drawable = named == DocumentFormat::Pdf && exists && PdfPageRenderer::isAvailable();
    m_deferredText.reset();
    bool page = false;
    bool changed = false;
    if (drawable && !m_preferText) {
        page = true;
        m_deferredText = DeferredText{m_path, indexedSha256, chunk.startOffset, chunk.endOffset, chunk.text, quoted};
        fillText(nullptr, 0, 0, chunk.text, named, quoted);
    } else {
        auto file = SourceFile::probe(m_path, packed ? maxPackedFileBytes : maxFileBytes);
        changed = file && file.value().sha256 != indexedSha256;
        page = drawable && !changed;
        fillText(file && !changed ? &file.value() : nullptr, chunk.startOffset, chunk.endOffset, chunk.text, named,
                 quoted);
    }
    m_pathLabel->setText(QDir::toNativeSeparators(m_path));
    m_pathLabel->show();
    m_open->show();
    m_open->setEnabled(exists);
    if (!exists)
        setNote(m_filesElsewhere ? Note::Elsewhere : Note::Moved);
    else if (changed)
        setNote(Note::Changed);
    else
        setNote(Note::None);
    if (page) {
        // On the page, the words the statement relies on are marked, when there are any.
        m_pdf = {m_path, indexedSha256, std::max(1, chunk.page), quoted.isEmpty() ? chunk.text : quoted};
        m_pageView->showPlaceholder(m_pdf.citedPage, 0);
        m_pageView->resize(m_stack->size()); // its size when it shows: the width the page is drawn at
        requestPage(m_pdf.citedPage);
    }
    updateMode();
}

void SourceView::fillText(SourceFile* file, qsizetype start, qsizetype end, const QString& passage,
                          DocumentFormat named, const QString& quote)
{
    const bool whole = file && file->decode().ok();
    // Markdown source, and the Markdown made from structured formats, formatted; plain text stays plain.
    const DocumentFormat format = whole ? file->format : named;
    m_shown.markdown =
        format != DocumentFormat::PlainText && format != DocumentFormat::Pdf && format != DocumentFormat::Unknown;
    m_shown.text = whole ? file->text : passage;
    m_shown.passage = whole ? TextSpan{start, end} : quote.isEmpty() ? TextSpan{} : TextSpan{0, passage.size()};
    m_shown.quote = quote;
    showText();
}

void SourceView::showText()
{
    m_jsonHighlighter->setDocument(nullptr);
    if (!m_shown.markdown || m_preferSource || !showFormatted()) {
        m_highlighter->setDocument(m_shown.markdown ? m_text->document() : nullptr);
        m_text->setPlainText(m_shown.text);
        if (m_shown.passage.length() > 0)
            markPassage(m_shown.passage.start, m_shown.passage.end, m_shown.quote);
        else
            m_text->setExtraSelections({});
    }
    updateMarkup();
}

bool SourceView::showFormatted()
{
    m_highlighter->setDocument(nullptr);
    // Raw HTML in a document is shown as text: what a document says is data, never markup to obey.
    m_text->document()->setMarkdown(m_shown.text, QTextDocument::MarkdownFeatures(QTextDocument::MarkdownDialectGitHub
                                                                                  | QTextDocument::MarkdownNoHTML));
    if (m_shown.passage.length() <= 0) {
        m_text->setExtraSelections({});
        return true;
    }
    // toPlainText keeps the document's positions: one character per position, blocks as line breaks.
    const QString rendered = m_text->document()->toPlainText();
    const auto span = m_shown.passage.start == 0 && m_shown.passage.end == m_shown.text.size()
                          ? std::optional<TextSpan>(TextSpan{0, rendered.size()})
                          : RenderedSpan::map(m_shown.text, m_shown.passage, rendered);
    if (!span) {
        qCInfo(lcUi) << "the passage is not found in the formatted text; the source text is shown";
        return false;
    }
    markPassage(span->start, span->end, m_shown.quote);
    return true;
}

void SourceView::updateMarkup()
{
    const bool text = m_stack->currentWidget() == m_text;
    m_markup->setVisible(text && m_shown.markdown);
    m_markup->setText(m_preferSource ? tr("Show formatted") : tr("Show Markdown"));
    m_markup->setToolTip(m_preferSource ? tr("Show the document as formatted text")
                                        : tr("Show the document's Markdown source, as Lotse read it"));
}

void SourceView::fillDeferredText()
{
    if (!m_deferredText)
        return;
    const DeferredText deferred = std::move(*m_deferredText);
    m_deferredText.reset();
    // The whole text only when the file is still the indexed one: the offsets are only right for it.
    auto file = SourceFile::probe(deferred.path, maxPackedFileBytes);
    const bool same = file && file.value().sha256 == deferred.sha256;
    fillText(same ? &file.value() : nullptr, deferred.start, deferred.end, deferred.passage, DocumentFormat::Pdf,
             deferred.quote);
}

void SourceView::stopPages()
{
    m_pages->cancel();
    m_pdf = {};
    m_ticket = 0;
}

void SourceView::requestPage(int page)
{
    if (m_pdf.path.isEmpty())
        return;
    PdfPageRequest request;
    request.path = m_pdf.path;
    request.sha256 = m_pdf.sha256;
    request.page = page;
    request.width = m_pageView->wantedWidth();
    m_requestedWidth = request.width;
    request.passage = page == m_pdf.citedPage ? m_pdf.passage : QString();
    request.maxFileBytes = FormatLimits::fromSettings().maxFileBytes;
    m_ticket = m_pages->render(request);
}

void SourceView::pageRendered(quint64 ticket, const PdfPage& page)
{
    if (ticket != m_ticket || m_pdf.path.isEmpty())
        return; // the pane shows something else by now
    // The pixels stay in the PdfPage's buffer; the image only points at them.
    auto* bytes = new QByteArray(page.argb32);
    QImage image(
        reinterpret_cast<const uchar*>(bytes->constData()), page.width, page.height, page.stride, QImage::Format_ARGB32,
        [](void* buffer) { delete static_cast<QByteArray*>(buffer); }, bytes);
    image.setDevicePixelRatio(m_pageView->devicePixelRatioF());
    m_pageView->showPage(image, page.number, page.count, page.passage);
}

void SourceView::pageFailed(quint64 ticket, const Error& error)
{
    if (ticket != m_ticket || m_pdf.path.isEmpty())
        return;
    qCInfo(lcUi) << "cannot show the PDF page:" << error.message;
    // Back to the text as read when the document was indexed, with the reason.
    stopPages();
    fillDeferredText();
    m_open->setEnabled(QFileInfo::exists(m_path));
    if (error.code == Error::Code::NotFound) {
        setNote(Note::Moved);
    } else {
        const QString message = error.message;
        setNote(Note::Given, [message] { return message; });
    }
    updateMode();
}

bool SourceView::showsPage() const
{
    return m_stack->currentWidget() == m_pageView;
}

void SourceView::updateMode()
{
    const bool pdf = !m_pdf.path.isEmpty();
    m_stack->setCurrentWidget(pdf && !m_preferText ? static_cast<QWidget*>(m_pageView) : m_text);
    m_mode->setVisible(pdf);
    m_mode->setText(showsPage() ? tr("Show text") : tr("Show page"));
    m_mode->setToolTip(showsPage() ? tr("Show the text Lotse read from the PDF, with the passage marked")
                                   : tr("Show the PDF page the passage is on"));
    updateMarkup();
}

void SourceView::markPassage(qsizetype start, qsizetype end, const QString& quote)
{
    const int last = m_text->document()->characterCount() - 1;
    auto selection = [&](qsizetype from, qsizetype to, const QColor& color) {
        QTextCursor cursor(m_text->document());
        cursor.setPosition(int(std::clamp<qsizetype>(from, 0, last)));
        cursor.setPosition(int(std::clamp<qsizetype>(to, 0, last)), QTextCursor::KeepAnchor);
        QTextEdit::ExtraSelection s;
        s.cursor = cursor;
        s.format.setBackground(color);
        return s;
    };
    QList<QTextEdit::ExtraSelection> marks{selection(start, end, Format::passageBackground(palette()))};
    // The quoted words, found in the passage as shown (the stored passage has its white space tidied).
    qsizetype top = start;
    const QString shown = m_text->toPlainText();
    if (!quote.isEmpty()) {
        // In formatted text the quote's markup is gone: its words are found instead.
        auto span = TextFold::find(QStringView(shown).mid(start, end - start), quote);
        if (span)
            *span = {start + span->start, start + span->end};
        else
            span = RenderedSpan::findWords(shown, {start, end}, quote);
        if (span) {
            marks.append(selection(span->start, span->end, Format::quoteBackground(palette())));
            top = span->start;
        }
    }
    m_text->setExtraSelections(marks);
    // The passage (or the quote) starts near the top, with two lines of what comes before it. The
    // document is laid out lazily, so the position is asked for once the event loop has done that.
    QTextCursor cursor(m_text->document());
    cursor.setPosition(int(std::clamp<qsizetype>(top, 0, last)));
    m_text->setTextCursor(cursor);
    m_text->ensureCursorVisible();
    QTimer::singleShot(0, m_text, [text = m_text, cursor] {
        QScrollBar* bar = text->verticalScrollBar();
        bar->setValue(bar->value() + text->cursorRect(cursor).top() - 2 * text->fontMetrics().lineSpacing());
    });
}

void SourceView::showJson(std::function<QString()> title, const QByteArray& json)
{
    stopPages();
    m_deferredText.reset();
    m_shown = {};
    updateMode();
    m_path.clear();
    m_jsonTitle = std::move(title);
    m_title->setText(m_jsonTitle());
    m_title->show();
    m_heading->hide();
    m_pathLabel->hide();
    m_open->hide();
    m_highlighter->setDocument(nullptr);
    m_jsonHighlighter->setDocument(m_text->document());
    m_text->setExtraSelections({});
    m_text->setPlainText(QString::fromUtf8(QJsonDocument::fromJson(json).toJson(QJsonDocument::Indented)));
    setNote(Note::None);
}

void SourceView::showError(std::function<QString()> message)
{
    clearSource();
    setNote(Note::Given, std::move(message));
}

void SourceView::clearSource()
{
    stopPages();
    m_deferredText.reset();
    m_shown = {};
    updateMode();
    m_path.clear();
    m_jsonTitle = nullptr;
    m_title->clear();
    m_title->hide();
    m_heading->hide();
    m_text->clear();
    m_pathLabel->hide();
    m_open->hide();
    setNote(Note::None);
}

void SourceView::openFile()
{
    if (m_path.isEmpty())
        return;
    if (!QDesktopServices::openUrl(QUrl::fromLocalFile(m_path)))
        setNote(Note::CannotOpen);
}

void SourceView::setNote(Note note, std::function<QString()> given)
{
    m_note = note;
    m_givenNote = std::move(given);
    showNote();
}

void SourceView::showNote()
{
    QString text;
    switch (m_note) {
    case Note::None:
        break;
    case Note::Moved:
        text = tr("The file is no longer at this place. Add it again from its new location to cite it.");
        break;
    case Note::Elsewhere:
        text = tr("This passage is from the team knowledge base; the file itself is with its managers.");
        break;
    case Note::Changed:
        text = tr("The file has changed since it was indexed; this is the passage as it was cited. Add the file again "
                  "to update it.");
        break;
    case Note::CannotOpen:
        text = tr("No application could open %1. Open it from your file manager instead.")
                   .arg(QDir::toNativeSeparators(m_path));
        break;
    case Note::Given:
        text = m_givenNote ? m_givenNote() : QString();
        break;
    }
    m_message->setText(text);
    m_message->setVisible(!text.isEmpty());
}

} // namespace lotse::ui
