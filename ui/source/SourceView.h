// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ingest/SourceFile.h"
#include "text/SentenceSplitter.h"

#include <QWidget>
#include <functional>
#include <optional>

class QLabel;
class QPushButton;
class QStackedWidget;
class QSyntaxHighlighter;
class QTextBrowser;

namespace lotse {
struct ChunkRecord;
struct Error;
struct PdfPage;
class PdfPageService;
} // namespace lotse

namespace lotse::ui {

class PdfPageView;

// The passage a citation points to: its document, heading path, full text and file, with a
// button that opens the original file. A PDF passage is shown on its page: the page is drawn on a
// worker thread (PdfPageService) with the passage marked, and the reader can page through the
// document, zoom, or switch to the text Lotse read from it.
class SourceView final : public QWidget
{
    Q_OBJECT
public:
    explicit SourceView(QWidget* parent = nullptr);

    // The passage in its document, marked and scrolled into view; `indexedSha256` is the hash of
    // the document version the passage comes from. `quote` (offsets into the passage's text) marks
    // the words a statement relies on more strongly; on a PDF page they are what is marked.
    void showChunk(const ChunkRecord& chunk, const QString& indexedSha256, TextSpan quote = {});
    // A team knowledge base's copy: its files are on the managers' computers, not missing from here.
    void setFilesElsewhere(bool elsewhere) { m_filesElsewhere = elsewhere; }
    // Read on the GUI thread (a few milliseconds at this size); larger files show the passage alone.
    static constexpr qint64 maxFileBytes = 1024 * 1024;
    // PDF, DOCX and ODT hold much less text per byte (fonts, images, compression).
    static constexpr qint64 maxPackedFileBytes = 4 * 1024 * 1024;
    // `message` and `title` are asked again when the interface language changes.
    void showError(std::function<QString()> message);
    // A grader's raw verdict, pretty-printed and highlighted as JSON.
    void showJson(std::function<QString()> title, const QByteArray& json);
    void clearSource();
    QString path() const { return m_path; }
    // Whether a PDF page (rather than text) is on show.
    bool showsPage() const;

private:
    // What the line under the passage says; kept as a kind so that it follows the interface language.
    enum class Note { None, Moved, Elsewhere, Changed, CannotOpen, Given };
    void openFile();
    void setNote(Note note, std::function<QString()> given = {}); // given: the text of a Given note
    void showNote();
    void markPassage(qsizetype start, qsizetype end, const QString& quote);
    void updateMarkup();
    // The text view: `file` (read, not decoded yet; null when it is not what was indexed) as a whole
    // with the passage marked, or the passage alone; `quote` marked within it.
    void fillText(SourceFile* file, qsizetype start, qsizetype end, const QString& passage, DocumentFormat named,
                  const QString& quote);
    // The text on show, kept so that the reader can switch between formatted and source text.
    struct ShownText
    {
        QString text;
        TextSpan passage; // into `text`; empty: nothing marked
        QString quote;
        bool markdown = false;
    };
    void showText();
    // Markdown rendered as formatted text, the passage's offsets mapped into it; false when the
    // passage cannot be found there (the source text is shown instead).
    bool showFormatted();
    // A PDF on show as a page has its text read only when it is needed (Show text, or no page).
    struct DeferredText
    {
        QString path;
        QString sha256; // of the indexed version
        qsizetype start = 0;
        qsizetype end = 0;
        QString passage;
        QString quote;
    };
    void fillDeferredText();
    // The PDF page view: which document and passage, and the pages asked for.
    struct PdfSource
    {
        QString path;
        QString sha256;
        int citedPage = 0;
        QString passage;
    };
    void stopPages();
    void requestPage(int page); // at the width the page view needs; supersedes earlier requests
    void pageRendered(quint64 ticket, const PdfPage& page);
    void pageFailed(quint64 ticket, const Error& error);
    void updateMode();

    QLabel* m_title = nullptr;
    QLabel* m_heading = nullptr;
    QStackedWidget* m_stack = nullptr;
    QTextBrowser* m_text = nullptr;
    PdfPageView* m_pageView = nullptr;
    PdfPageService* m_pages = nullptr;
    QPushButton* m_mode = nullptr;   // page or text
    QPushButton* m_markup = nullptr; // formatted or source text
    ShownText m_shown;
    bool m_preferSource = false; // the reader chose the Markdown source; kept for the next citations
    PdfSource m_pdf;             // path empty: no page view for what is shown
    quint64 m_ticket = 0;
    int m_requestedWidth = 0;
    std::optional<DeferredText> m_deferredText;
    bool m_preferText = false;                   // the reader chose the text over the page; kept for the next citations
    QSyntaxHighlighter* m_highlighter = nullptr; // Markdown, for passages
    QSyntaxHighlighter* m_jsonHighlighter = nullptr; // for raw verdicts
    QLabel* m_pathLabel = nullptr;
    QPushButton* m_open = nullptr;
    QLabel* m_message = nullptr;
    QString m_path;
    Note m_note = Note::None;
    std::function<QString()> m_givenNote;
    std::function<QString()> m_jsonTitle; // while a verdict is shown
    bool m_filesElsewhere = false;
};

} // namespace lotse::ui
