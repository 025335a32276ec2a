// SPDX-License-Identifier: GPL-3.0-or-later
#include "MarkdownWriter.h"

#include <algorithm>

namespace lotse {

namespace {

// A paragraph starting with "#", "```" or "~~~" would be read as a heading or a code fence.
QString escapeStart(const QString& line)
{
    const QString t = line.trimmed();
    if (t.startsWith(QLatin1Char('#')) || t.startsWith(QStringLiteral("```")) || t.startsWith(QStringLiteral("~~~")))
        return QLatin1Char('\\') + t;
    return t;
}

enum class Kind { Kept, Space, Dropped };

Kind classify(QChar c)
{
    const char16_t u = c.unicode();
    if (u < 0x80) { // ASCII without the lookups below
        if (u == u' ' || (u >= u'\t' && u <= u'\r'))
            return Kind::Space;
        return u < 0x20 ? Kind::Dropped : Kind::Kept;
    }
    if (c.isSpace() || u == 0xA0)
        return Kind::Space;
    if (u == 0xFFFD || c.category() == QChar::Other_Format)
        return Kind::Dropped;
    return Kind::Kept;
}

} // namespace

void MarkdownWriter::appendText(QStringView text)
{
    // Runs of characters that stay as they are go in at once, words with the single plain space
    // between them included: one append per run of text, not per word or character (appending was
    // most of the time spent turning a DOCX or ODT into text).
    const qsizetype size = text.size();
    qsizetype i = 0;
    while (i < size) {
        qsizetype end = i;
        while (end < size) {
            if (classify(text[end]) == Kind::Kept) {
                ++end;
            } else if (text[end] == QLatin1Char(' ') && end > i && end + 1 < size
                       && classify(text[end + 1]) == Kind::Kept) {
                end += 2; // a word, one space, the next word: what the space rule below would write
            } else {
                break;
            }
        }
        if (end > i) {
            if (m_space && !m_block.isEmpty() && !m_block.endsWith(QLatin1Char('\n')))
                m_block += QLatin1Char(' ');
            m_space = false;
            m_block += text.sliced(i, end - i);
            i = end;
            continue;
        }
        if (classify(text[i]) == Kind::Space)
            m_space = true;
        ++i; // control characters and zero-width marks carry nothing to index
    }
}

void MarkdownWriter::lineBreak()
{
    if (!m_block.isEmpty() && !m_block.endsWith(QLatin1Char('\n')))
        m_block += QLatin1Char('\n');
    m_space = false;
}

void MarkdownWriter::cell()
{
    m_cells.append(m_block.simplified());
    m_block.clear();
    m_space = false;
}

void MarkdownWriter::startBlock(Block block, int level, const QString& label)
{
    flush();
    m_kind = block;
    m_level = std::clamp(level, 1, block == Block::Heading ? 6 : 10);
    m_label = label.simplified();
}

void MarkdownWriter::endBlock()
{
    flush();
    m_kind = Block::Paragraph;
    m_label.clear();
}

void MarkdownWriter::appendParagraphs(const QStringList& paragraphs)
{
    for (const QString& paragraph : paragraphs) {
        startBlock(Block::Paragraph);
        appendText(paragraph);
        endBlock();
    }
}

void MarkdownWriter::startPage()
{
    flush();
    // The page's first block follows the blank line that separates blocks.
    m_pages.append(m_out.isEmpty() ? 0 : m_out.size() + 2);
}

QString MarkdownWriter::text()
{
    flush();
    return m_out;
}

void MarkdownWriter::flush()
{
    if (m_kind == Block::TableRow && !m_block.trimmed().isEmpty())
        cell();
    QString body;
    if (m_kind == Block::TableRow) {
        m_cells.removeAll(QString());
        body = m_cells.join(QStringLiteral(" | "));
    } else {
        body = m_block.trimmed();
    }
    m_block.clear();
    m_cells.clear();
    m_space = false;
    if (body.isEmpty())
        return;
    QString block;
    switch (m_kind) {
    case Block::Heading: {
        // Generated HTML (Sphinx, MkDocs) ends headings with a "¶" or "#" permalink: not part of the title.
        QString heading = body.simplified();
        while (heading.endsWith(QChar(0xB6)) || heading.endsWith(QStringLiteral(" #")) || heading == u"#")
            heading = heading.chopped(1).trimmed();
        if (heading.isEmpty())
            return;
        block = QString(m_level, QLatin1Char('#')) + QLatin1Char(' ')
                + (m_label.isEmpty() ? heading : m_label + QLatin1Char(' ') + heading);
        break;
    }
    case Block::ListItem:
        block = QString(2 * (m_level - 1), QLatin1Char(' '))
                + (m_label.isEmpty() ? QStringLiteral("- ") : m_label + QLatin1Char(' ')) + body.simplified();
        break;
    case Block::TableRow:
        block = escapeStart(body);
        break;
    case Block::Paragraph: {
        QStringList lines = body.split(QLatin1Char('\n'));
        for (QString& line : lines)
            line = escapeStart(line);
        block = lines.join(QLatin1Char('\n'));
        break;
    }
    }
    if (!m_out.isEmpty())
        m_out += QStringLiteral("\n\n");
    m_out += block;
    // Headings, list items and table rows of one kind follow each other as blocks; the chunker packs them.
}

} // namespace lotse
