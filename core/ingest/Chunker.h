// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>
#include <QStringList>

namespace lotse {

struct ChunkerOptions
{
    int maxChars = 800;     // a chunk's span in the document, at most (at least 100 is used)
    int overlapChars = 120; // trailing sentences of the previous chunk repeated at the start of the next
                            // (at most maxChars / 2 is used)
};

struct TextChunk
{
    QStringList headingPath;
    QString text; // white space tidied; the passage as shown and indexed
    qsizetype start = 0;
    qsizetype end = 0; // exclusive; offsets into the input text
};

// Heading-aware chunker: splits Markdown into sections by heading, packs paragraphs into chunks
// of at most maxChars, splits long paragraphs at sentence ends and only cuts inside a sentence
// when one sentence alone is longer than the limit. Chunks never cross a heading.
class Chunker final
{
public:
    explicit Chunker(ChunkerOptions options = {});

    // `title` is the document title: a leading heading equal to it is not repeated in heading paths.
    // `breaks` (ascending offsets, e.g. where PDF pages start) end chunks like headings do, so a
    // passage, and the page its citation names, never spans two pages.
    // `markup`: how the text marks its headings; a plain-text file's typed headings are read too
    // (PlainTextHeadings).
    enum class Markup { Markdown, PlainText };
    QList<TextChunk> chunk(const QString& text, const QString& title = {}, const QList<qsizetype>& breaks = {},
                           Markup markup = Markup::Markdown) const;

    // Level-1 headings after the first: chapters of their own (Markdown), or under a title (what a reader
    // writes for a Word "Title" above "Heading 1" chapters).
    enum class Chapters { OfTheirOwn, UnderTitle };
    // The level-1 heading that titles the file when it has no front-matter title: the only one (or, under
    // a title, the first); empty when it has none (or several chapters of their own).
    static QString titleHeading(const QString& text, Chapters chapters = Chapters::OfTheirOwn);

private:
    struct Section
    {
        QStringList headingPath;
        qsizetype start = 0;
        qsizetype end = 0;
    };
    struct Span
    {
        qsizetype start = 0;
        qsizetype end = 0;
    };

    static QList<Section> sections(const QString& text, const QString& title, Markup markup);
    QList<Span> units(const QString& text, const Section& section) const;
    // Whether a position of a section lies inside a fenced code block ("```" … "```").
    struct FenceState
    {
        qsizetype scanned = 0; // the start of the next line not read yet
        bool open = false;
        bool openAt(const QString& text, qsizetype position);
    };
    void pack(const QString& text, const Section& section, QList<TextChunk>& out) const;
    Span overlapStart(const QString& text, Span previous) const;
    static QString tidy(QStringView text);

    ChunkerOptions m_options;
};

} // namespace lotse
