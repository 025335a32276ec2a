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

} // namespace

void MarkdownWriter::appendText(QStringView text)
{
    for (const QChar c : text) {
        if (c.isSpace() || c == QChar(0xA0)) {
            m_space = true;
            continue;
        }
        if (c.unicode() < 0x20 || c == QChar(0xFFFD) || c.category() == QChar::Other_Format)
            continue; // control characters and zero-width marks carry nothing to index
        if (m_space && !m_block.isEmpty() && !m_block.endsWith(QLatin1Char('\n')))
            m_block += QLatin1Char(' ');
        m_space = false;
        m_block += c;
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

void MarkdownWriter::startBlock(Block block, int level)
{
    flush();
    m_kind = block;
    m_level = std::clamp(level, 1, block == Block::Heading ? 6 : 10);
}

void MarkdownWriter::endBlock()
{
    flush();
    m_kind = Block::Paragraph;
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
        block = QString(m_level, QLatin1Char('#')) + QLatin1Char(' ') + heading;
        break;
    }
    case Block::ListItem:
        block = QString(2 * (m_level - 1), QLatin1Char(' ')) + QStringLiteral("- ") + body.simplified();
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
