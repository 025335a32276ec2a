// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QSyntaxHighlighter>
#include <QTextCharFormat>

namespace lotse::ui {

// Markdown source: headings, emphasis, inline code and fenced code blocks, links, list markers,
// quotes and front matter, in colours that work on light and dark palettes.
class MarkdownHighlighter final : public QSyntaxHighlighter
{
    Q_OBJECT
public:
    explicit MarkdownHighlighter(QTextDocument* document);

protected:
    void highlightBlock(const QString& text) override;

private:
    enum BlockState { Normal = 0, InFence = 1 };
    QTextCharFormat m_heading;
    QTextCharFormat m_emphasis;
    QTextCharFormat m_strong;
    QTextCharFormat m_code;
    QTextCharFormat m_link;
    QTextCharFormat m_marker;
};

} // namespace lotse::ui
