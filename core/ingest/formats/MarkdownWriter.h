// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>
#include <QStringList>

namespace lotse {

// Builds the Markdown the chunker reads from structured documents (HTML, DOCX, ODT, PDF): inline
// text collects into the current block; a block ends at the next heading, paragraph, list item,
// table row or page. White space is collapsed, and text that Markdown would read as a heading or a
// code fence is escaped, so only real headings become sections.
class MarkdownWriter final
{
public:
    enum class Block { Paragraph, Heading, ListItem, TableRow };

    void appendText(QStringView text); // inline text; runs of white space become one space
    void lineBreak();                  // a hard line break inside a block
    void cell();                       // ends a table cell: "a | b"
    // Ends the current block and starts another; `level` is the heading level (1..6) or list depth.
    // `label`: a list item's or heading's number as the document shows it ("3.", "4.2.1", "b)"); a
    // list item without one is a bullet.
    void startBlock(Block block, int level = 1, const QString& label = {});
    void endBlock();
    // Each as a paragraph of its own (a section's notes, at its end).
    void appendParagraphs(const QStringList& paragraphs);
    void startPage(); // flushes, then records where the next page starts

    qsizetype size() const { return m_out.size() + m_block.size(); }
    QString text(); // flushes
    QList<qsizetype> pageStarts() const { return m_pages; }

private:
    void flush();

    QString m_out;
    QString m_block;
    QStringList m_cells;
    Block m_kind = Block::Paragraph;
    int m_level = 1;
    QString m_label;
    bool m_space = false; // a space is pending before the next word
    QList<qsizetype> m_pages;
};

} // namespace lotse
