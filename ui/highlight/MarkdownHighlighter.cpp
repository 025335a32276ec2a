// SPDX-License-Identifier: GPL-3.0-or-later
#include "MarkdownHighlighter.h"

#include "shared/Format.h"

#include <QGuiApplication>
#include <QRegularExpression>

namespace lotse::ui {

MarkdownHighlighter::MarkdownHighlighter(QTextDocument* document)
    : QSyntaxHighlighter(document)
{
    m_heading.setFontWeight(QFont::Bold);
    m_heading.setForeground(Format::tone(QColor(0x1f, 0x5f, 0xa8), QGuiApplication::palette()));
    m_emphasis.setFontItalic(true);
    m_strong.setFontWeight(QFont::Bold);
    m_code.setFontFamilies({QStringLiteral("monospace")});
    m_code.setForeground(Format::tone(QColor(0x8a, 0x3f, 0x0b), QGuiApplication::palette()));
    m_link.setForeground(Format::tone(QColor(0x1a, 0x73, 0x3c), QGuiApplication::palette()));
    m_link.setFontUnderline(true);
    m_marker.setForeground(Format::tone(QColor(0x88, 0x88, 0x88), QGuiApplication::palette()));
}

void MarkdownHighlighter::highlightBlock(const QString& text)
{
    // Fenced code blocks span lines: the block state carries "inside a fence" to the next line.
    static const QRegularExpression fence(QStringLiteral(R"(^\s*(```|~~~))"));
    const bool fenceLine = fence.match(text).hasMatch();
    const bool inFence = previousBlockState() == InFence;
    if (inFence || fenceLine) {
        setFormat(0, int(text.size()), m_code);
        setCurrentBlockState(inFence != fenceLine ? InFence : Normal);
        return;
    }
    setCurrentBlockState(Normal);

    static const QRegularExpression heading(QStringLiteral(R"(^ {0,3}#{1,6}\s.*$)"));
    if (heading.match(text).hasMatch()) {
        setFormat(0, int(text.size()), m_heading);
        return;
    }
    static const QRegularExpression marker(QStringLiteral(R"(^\s*([-*+]|\d{1,3}[.)]|>)\s)"));
    if (const auto m = marker.match(text); m.hasMatch())
        setFormat(int(m.capturedStart(1)), int(m.capturedLength(1)), m_marker);

    struct Rule
    {
        QRegularExpression re;
        const QTextCharFormat* format;
    };
    static const QList<QPair<QString, int>> patterns = {
        {QStringLiteral(R"(\*\*[^*\n]+\*\*|__[^_\n]+__)"), 0},
        {QStringLiteral(R"((?<![*\w])\*[^*\n]+\*(?!\*)|(?<![_\w])_[^_\n]+_(?!_))"), 1},
        {QStringLiteral(R"(\[[^\]\n]*\]\([^)\n]*\))"), 2},
        {QStringLiteral(R"(`[^`\n]+`)"), 3},
    };
    const QTextCharFormat* formats[] = {&m_strong, &m_emphasis, &m_link, &m_code};
    for (const auto& [pattern, index] : patterns) {
        const QRegularExpression re(pattern);
        auto it = re.globalMatch(text);
        while (it.hasNext()) {
            const auto m = it.next();
            setFormat(int(m.capturedStart()), int(m.capturedLength()), *formats[index]);
        }
    }
}

} // namespace lotse::ui
