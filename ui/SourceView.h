// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>
#include <functional>

class QLabel;
class QPushButton;
class QSyntaxHighlighter;
class QTextBrowser;

namespace lotse {
struct ChunkRecord;
}

namespace lotse::ui {

// The passage a citation points to: its document, heading path, full text and file, with a
// button that opens the original file.
class SourceView final : public QWidget
{
    Q_OBJECT
public:
    explicit SourceView(QWidget* parent = nullptr);

    // The passage in its document, marked and scrolled into view; `indexedSha256` is the hash of
    // the document version the passage comes from.
    void showChunk(const ChunkRecord& chunk, const QString& indexedSha256);
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

private:
    // What the line under the passage says; kept as a kind so that it follows the interface language.
    enum class Note { None, Moved, Changed, CannotOpen, Given };
    void openFile();
    void setNote(Note note, std::function<QString()> given = {}); // given: the text of a Given note
    void showNote();
    void markPassage(qsizetype start, qsizetype end);

    QLabel* m_title = nullptr;
    QLabel* m_heading = nullptr;
    QTextBrowser* m_text = nullptr;
    QSyntaxHighlighter* m_highlighter = nullptr;     // Markdown, for passages
    QSyntaxHighlighter* m_jsonHighlighter = nullptr; // for raw verdicts
    QLabel* m_pathLabel = nullptr;
    QPushButton* m_open = nullptr;
    QLabel* m_message = nullptr;
    QString m_path;
    Note m_note = Note::None;
    std::function<QString()> m_givenNote;
    std::function<QString()> m_jsonTitle; // while a verdict is shown
};

} // namespace lotse::ui
