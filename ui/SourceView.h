// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

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

    void showChunk(const ChunkRecord& chunk);
    void showError(const QString& message);
    void clearSource();
    QString path() const { return m_path; }

private:
    void openFile();
    void setMessage(const QString& text);

    QLabel* m_title = nullptr;
    QLabel* m_heading = nullptr;
    QTextBrowser* m_text = nullptr;
    QSyntaxHighlighter* m_highlighter = nullptr;
    QLabel* m_pathLabel = nullptr;
    QPushButton* m_open = nullptr;
    QLabel* m_message = nullptr;
    QString m_path;
};

} // namespace lotse::ui
