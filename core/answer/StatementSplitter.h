// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "text/SentenceSplitter.h"

#include <QList>
#include <QString>

namespace lotse {

// A sentence of an answer with the passages it cites.
struct Statement
{
    TextSpan span;          // in the answer's Markdown, with its own links
    QString text;           // as a reader reads it: without links, emphasis or list marker
    QList<qint64> cited;    // chunk ids, in order
    QList<TextSpan> links;  // its own citation links in the Markdown (those it cites itself)
    bool inherited = false; // `cited` comes from the sentence's paragraph or list item, not its own links
    int block = 0;          // the paragraph or list item it stands in
    bool listItem = false;
    bool heading = false;
};

// Splits an answer (Markdown) into statements and gives each the citations that belong to it. A
// model puts a link after the sentence it supports, often one link after two or three sentences
// of a paragraph, and a list step under the item that cites it: a sentence without a link of its
// own takes the next link of its paragraph or list item (failing that, the previous one), and a
// nested item takes its parent's. A link standing alone after a sentence belongs to that sentence.
class StatementSplitter final
{
public:
    static QList<Statement> split(const QString& markdown);
    // Markdown as a reader reads it: without citation links, emphasis, list or heading markers.
    static QString plain(QStringView markdown);

private:
    struct Block
    {
        TextSpan span;
        int depth = -1; // list nesting; -1 for a paragraph
        bool heading = false;
    };
    static QList<Block> blocks(const QString& markdown);
    static void splitBlock(const QString& markdown, const Block& block, int index, QList<Statement>& out);
    static void inherit(QList<Statement>& statements, const QList<Block>& blocks);
};

} // namespace lotse
