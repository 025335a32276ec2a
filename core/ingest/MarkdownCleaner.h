// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace lotse {

// Removes what is not prose from real-world Markdown: front matter, HTML tags and comments,
// template tags ({% … %}, {{< … >}}), link targets and image URLs. Removed characters become
// spaces (newlines stay, except inside an HTML table row), so every offset into the cleaned text is
// the same offset in the original file: a citation can highlight the passage in the file the user opens.
class MarkdownCleaner final
{
public:
    struct Cleaned
    {
        QString text;  // same length as the input
        QString title; // from the front matter, if it has one
    };

    static Cleaned clean(const QString& markdown);

private:
    static void blank(QString& text, qsizetype start, qsizetype end);
    static QString stripFrontMatter(QString& text);
    static void tableRows(QString& text);
};

} // namespace lotse
