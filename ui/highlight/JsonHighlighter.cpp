// SPDX-License-Identifier: GPL-3.0-or-later
#include "JsonHighlighter.h"

#include "shared/Format.h"

#include <QGuiApplication>
#include <QRegularExpression>

namespace lotse::ui {

JsonHighlighter::JsonHighlighter(QTextDocument* document)
    : QSyntaxHighlighter(document)
{
    m_key.setForeground(Format::tone(QColor(0x1f, 0x5f, 0xa8), QGuiApplication::palette()));
    m_key.setFontWeight(QFont::DemiBold);
    m_string.setForeground(Format::tone(QColor(0x1a, 0x73, 0x3c), QGuiApplication::palette()));
    m_number.setForeground(Format::tone(QColor(0x8a, 0x3f, 0x0b), QGuiApplication::palette()));
    m_literal.setForeground(Format::tone(QColor(0x8e, 0x24, 0xaa), QGuiApplication::palette()));
}

void JsonHighlighter::highlightBlock(const QString& text)
{
    // A string followed by a colon is a key; escaped quotes stay inside their string.
    static const QRegularExpression string(QStringLiteral(R"("(?:[^"\\]|\\.)*"(\s*:)?)"));
    static const QRegularExpression number(QStringLiteral(R"((?<![\w.])-?\d+(\.\d+)?([eE][+-]?\d+)?\b)"));
    static const QRegularExpression literal(QStringLiteral(R"(\b(true|false|null)\b)"));
    QList<QPair<qsizetype, qsizetype>> strings;
    auto it = string.globalMatch(text);
    while (it.hasNext()) {
        const auto m = it.next();
        const bool key = m.capturedLength(1) > 0;
        const qsizetype length = m.capturedLength() - m.capturedLength(1);
        setFormat(int(m.capturedStart()), int(length), key ? m_key : m_string);
        strings.append({m.capturedStart(), m.capturedStart() + length});
    }
    auto insideString = [&](qsizetype pos) {
        return std::any_of(strings.cbegin(), strings.cend(),
                           [pos](const auto& s) { return pos >= s.first && pos < s.second; });
    };
    for (const auto* re : {&number, &literal}) {
        auto matches = re->globalMatch(text);
        while (matches.hasNext()) {
            const auto m = matches.next();
            if (!insideString(m.capturedStart()))
                setFormat(int(m.capturedStart()), int(m.capturedLength()), re == &number ? m_number : m_literal);
        }
    }
}

} // namespace lotse::ui
