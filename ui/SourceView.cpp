// SPDX-License-Identifier: GPL-3.0-or-later
#include "SourceView.h"

#include "Format.h"
#include "Retranslate.h"
#include "highlight/Highlighting.h"
#include "ingest/SourceFile.h"
#include "store/Records.h"

#include <QDesktopServices>
#include <QDir>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QJsonDocument>
#include <QLabel>
#include <QPushButton>
#include <QScrollBar>
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

    m_pathLabel = new QLabel(this);
    m_pathLabel->setObjectName(QStringLiteral("sourcePath"));
    m_pathLabel->setTextFormat(Qt::PlainText);
    m_pathLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_pathLabel->setWordWrap(true);
    m_pathLabel->setForegroundRole(QPalette::PlaceholderText);

    m_open = new QPushButton(style()->standardIcon(QStyle::SP_DialogOpenButton), QString(), this);
    m_open->setObjectName(QStringLiteral("openFileButton"));

    m_message = new QLabel(this);
    m_message->setObjectName(QStringLiteral("sourceMessage"));
    m_message->setTextFormat(Qt::PlainText);
    m_message->setWordWrap(true);
    QPalette errorPalette = m_message->palette();
    errorPalette.setColor(QPalette::WindowText, Format::errorColor(errorPalette));
    m_message->setPalette(errorPalette);

    auto* fileRow = new QHBoxLayout;
    fileRow->addWidget(m_pathLabel, 1);
    fileRow->addWidget(m_open, 0, Qt::AlignTop);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_title);
    layout->addWidget(m_heading);
    layout->addWidget(m_text, 1);
    layout->addLayout(fileRow);
    layout->addWidget(m_message);

    connect(m_open, &QPushButton::clicked, this, &SourceView::openFile);
    clearSource();
    retranslate(this, [this] {
        m_text->setAccessibleName(tr("Source text"));
        m_text->setPlaceholderText(
            tr("Click a source link in the answer, or a passage in the search rounds, to read it here."));
        m_open->setText(tr("Open file"));
        m_open->setToolTip(tr("Open the original document in its usual application"));
        if (m_jsonTitle)
            m_title->setText(m_jsonTitle());
        showNote();
    });
}

void SourceView::showChunk(const ChunkRecord& chunk, const QString& indexedSha256)
{
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
    // read from them (the offsets point into it), which scrolls to the cited page of a PDF.
    const bool exists = QFileInfo::exists(m_path);
    const DocumentFormat named = FormatDetector::fromSuffix(m_path);
    const bool packed = named == DocumentFormat::Pdf || named == DocumentFormat::Docx || named == DocumentFormat::Odt;
    auto file = SourceFile::probe(m_path, packed ? maxPackedFileBytes : maxFileBytes);
    const bool same = file && file.value().sha256 == indexedSha256 && file.value().decode().ok();
    // Markdown source, and the Markdown made from structured formats, highlighted; plain text stays plain.
    const DocumentFormat format = same ? file.value().format : named;
    const bool markdown =
        format != DocumentFormat::PlainText && format != DocumentFormat::Pdf && format != DocumentFormat::Unknown;
    m_jsonHighlighter->setDocument(nullptr);
    m_highlighter->setDocument(markdown ? m_text->document() : nullptr);
    m_text->setPlainText(same ? file.value().text : chunk.text);
    if (same)
        markPassage(chunk.startOffset, chunk.endOffset);
    else
        m_text->setExtraSelections({});
    m_pathLabel->setText(QDir::toNativeSeparators(m_path));
    m_pathLabel->show();
    m_open->show();
    m_open->setEnabled(exists);
    if (!exists)
        setNote(Note::Moved);
    else if (!same && file && file.value().sha256 != indexedSha256)
        setNote(Note::Changed);
    else
        setNote(Note::None);
}

void SourceView::markPassage(qsizetype start, qsizetype end)
{
    QTextCursor cursor(m_text->document());
    const int last = m_text->document()->characterCount() - 1;
    cursor.setPosition(int(std::clamp<qsizetype>(start, 0, last)));
    cursor.setPosition(int(std::clamp<qsizetype>(end, 0, last)), QTextCursor::KeepAnchor);
    QTextEdit::ExtraSelection passage;
    passage.cursor = cursor;
    passage.format.setBackground(Format::passageBackground(palette()));
    m_text->setExtraSelections({passage});
    // The passage starts near the top, with two lines of what comes before it. The document is laid
    // out lazily, so the position is asked for once the event loop has done that.
    QTextCursor top(m_text->document());
    top.setPosition(int(std::clamp<qsizetype>(start, 0, last)));
    m_text->setTextCursor(top);
    m_text->ensureCursorVisible();
    QTimer::singleShot(0, m_text, [text = m_text, top] {
        QScrollBar* bar = text->verticalScrollBar();
        bar->setValue(bar->value() + text->cursorRect(top).top() - 2 * text->fontMetrics().lineSpacing());
    });
}

void SourceView::showJson(std::function<QString()> title, const QByteArray& json)
{
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
