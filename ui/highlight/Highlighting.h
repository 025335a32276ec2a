// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

class QSyntaxHighlighter;
class QTextDocument;

namespace lotse::ui {

// Syntax highlighting for source text and raw JSON, behind one interface: KDE's KSyntaxHighlighting
// (KF6) when the build found it, otherwise Lotse's own highlighters for Markdown and JSON (Debian 12
// ships KSyntaxHighlighting only for Qt 5).
class Highlighting final
{
public:
    enum class Syntax { Markdown, Json };

    // Attaches a highlighter to `document`; it is owned by the document.
    static QSyntaxHighlighter* attach(QTextDocument* document, Syntax syntax);
    // "KSyntaxHighlighting" or "built-in", for the About box and the logs.
    static QString backend();
};

} // namespace lotse::ui
