// SPDX-License-Identifier: GPL-3.0-or-later
#include "Chunker.h"

#include "PlainTextHeadings.h"
#include "text/SentenceSplitter.h"

#include <QRegularExpression>
#include <algorithm>
#include <tuple>
#include <utility>

namespace lotse {

namespace {

const QRegularExpression& atxHeading()
{
    static const QRegularExpression re(QStringLiteral(R"(^ {0,3}(#{1,6})[ \t]+(.*?)[ \t#]*$)"));
    return re;
}

QString headingText(QString raw)
{
    // Pandoc's attributes after a heading: "{#anchor}", "{-}", "{.unnumbered}", "{#id .class}".
    static const QRegularExpression anchor(QStringLiteral(R"(\s*\{(?:-|[#.][^}]*)\}\s*$)"));
    raw.remove(anchor);
    raw.remove(QLatin1Char('*'));
    raw.remove(QLatin1Char('`'));
    return raw.simplified();
}

bool isFence(QStringView line)
{
    const QStringView t = line.trimmed();
    return t.startsWith(QStringLiteral("```")) || t.startsWith(QStringLiteral("~~~"));
}

// The first character after at most three spaces: a heading line starts with '#', a setext
// underline with '=' or '-'. Lines that cannot be either skip the regular expressions.
QChar lead(QStringView line)
{
    qsizetype i = 0;
    while (i < 3 && i < line.size() && line.at(i) == QLatin1Char(' '))
        ++i;
    return i < line.size() ? line.at(i) : QChar();
}

bool mayBeAtx(QStringView line)
{
    return lead(line) == QLatin1Char('#');
}

// "#Salary and Equity Compensation": a heading written without the space CommonMark asks for (GitHub
// rendered it until 2017, and handbooks kept it). Only a line that stands apart (a blank line or the
// text's start before it, a blank line or its end after it) and starts with a capital: "#alumni Slack
// channel" inside a paragraph names a channel. Its level and text, or 0.
std::pair<int, QString> unspacedAtx(QStringView line, bool blankBefore, bool blankAfter)
{
    static const QRegularExpression re(QStringLiteral(R"(^ {0,3}(#{1,6})(\p{Lu}[^#]*?)[ \t]*$)"),
                                       QRegularExpression::UseUnicodePropertiesOption);
    constexpr qsizetype maxLength = 100;
    if (!blankBefore || !blankAfter || line.size() > maxLength)
        return {0, {}};
    const QRegularExpressionMatch m = re.match(line.toString());
    if (!m.hasMatch() || m.captured(2).endsWith(QLatin1Char('.')))
        return {0, {}};
    return {int(m.capturedLength(1)), headingText(m.captured(2))};
}

bool mayBeSetext(QStringView line)
{
    const QChar c = lead(line);
    return c == QLatin1Char('=') || c == QLatin1Char('-');
}

// The line after the one ending at `lineEnd` (empty at the end of the text).
QStringView lineAfter(const QString& text, qsizetype lineEnd)
{
    if (lineEnd >= text.size())
        return {};
    const qsizetype end = text.indexOf(QLatin1Char('\n'), lineEnd + 1);
    return QStringView(text).mid(lineEnd + 1, (end < 0 ? text.size() : end) - lineEnd - 1);
}

} // namespace

Chunker::Chunker(ChunkerOptions options)
    : m_options(options)
{
    m_options.maxChars = std::max(m_options.maxChars, 100);
    m_options.overlapChars = std::clamp(m_options.overlapChars, 0, m_options.maxChars / 2);
}

QString Chunker::titleHeading(const QString& text, Chapters chapters)
{
    // A Markdown file's one level-1 heading titles it. Of several, the first is a chapter like the others
    // ("# Einleitung" before "# Das Berliner Datenportal"): as the title it put every chapter under it.
    // The other readers write a Word "Title" or an HTML <title>-like first heading as level 1 too, above
    // chapters of level 1: there the first one is the title (Chapters::UnderTitle).
    bool inFence = false;
    QString title;
    const QList<QStringView> lines = QStringView(text).split(QLatin1Char('\n'));
    for (qsizetype i = 0; i < lines.size(); ++i) {
        const QStringView line = lines.at(i);
        if (isFence(line))
            inFence = !inFence;
        if (inFence || !mayBeAtx(line))
            continue; // "# install" in a shell snippet is no title
        const QRegularExpressionMatch m = atxHeading().match(line.toString());
        auto [level, heading] = unspacedAtx(line, i == 0 || lines.at(i - 1).trimmed().isEmpty(),
                                            i + 1 == lines.size() || lines.at(i + 1).trimmed().isEmpty());
        if (m.hasMatch())
            std::tie(level, heading) = std::pair<int, QString>(int(m.capturedLength(1)), headingText(m.captured(2)));
        if (level != 1 || heading.isEmpty())
            continue;
        if (!title.isEmpty())
            return {};
        title = heading;
        if (chapters == Chapters::UnderTitle)
            return title;
    }
    return title;
}

QList<Chunker::Section> Chunker::sections(const QString& text, const QString& title, Markup markup)
{
    QList<Section> out;
    QList<QPair<int, QString>> stack; // (level, heading)
    Section current;
    bool inFence = false;
    qsizetype lineStart = 0;
    qsizetype previousLineStart = -1;
    QStringView previousLine;
    bool seenText = false; // a plain-text file's first line may be its title

    auto startSection = [&](qsizetype headingStart, qsizetype bodyStart, int level, const QString& heading) {
        current.end = headingStart;
        out.append(current);
        while (!stack.isEmpty() && stack.last().first >= level)
            stack.removeLast();
        stack.append({level, heading});
        current = Section();
        for (const auto& entry : std::as_const(stack))
            current.headingPath.append(entry.second);
        if (!current.headingPath.isEmpty() && current.headingPath.first().compare(title, Qt::CaseInsensitive) == 0)
            current.headingPath.removeFirst();
        current.start = bodyStart;
    };

    while (lineStart <= text.size()) {
        qsizetype lineEnd = text.indexOf(QLatin1Char('\n'), lineStart);
        if (lineEnd < 0)
            lineEnd = text.size();
        const QStringView line = QStringView(text).mid(lineStart, lineEnd - lineStart);
        if (isFence(line))
            inFence = !inFence;
        const int typed = markup == Markup::PlainText
                              ? PlainTextHeadings::level(line, previousLine.trimmed().isEmpty(),
                                                         lineAfter(text, lineEnd).trimmed().isEmpty(), !seenText)
                              : 0;
        seenText = seenText || !line.trimmed().isEmpty();
        if (typed > 0) {
            startSection(lineStart, lineEnd, typed, line.trimmed().toString());
        } else if (!inFence && (mayBeAtx(line) || mayBeSetext(line))) {
            const QString lineText = line.toString();
            const QRegularExpressionMatch m = atxHeading().match(lineText);
            static const QRegularExpression setext(QStringLiteral(R"(^ {0,3}(=+|-{2,})[ \t]*$)"));
            const QRegularExpressionMatch s = setext.match(lineText);
            const QString previous = previousLine.toString();
            const auto [unspacedLevel, unspaced] =
                unspacedAtx(line, previousLine.trimmed().isEmpty(), lineAfter(text, lineEnd).trimmed().isEmpty());
            if (m.hasMatch() && !headingText(m.captured(2)).isEmpty()) {
                startSection(lineStart, lineEnd, int(m.capturedLength(1)), headingText(m.captured(2)));
            } else if (unspacedLevel > 0 && !unspaced.isEmpty()) {
                startSection(lineStart, lineEnd, unspacedLevel, unspaced);
            } else if (s.hasMatch() && previousLineStart >= 0 && !previous.trimmed().isEmpty()
                       && !previous.trimmed().startsWith(QLatin1Char('|')) && !isFence(previous)
                       && !headingText(previous).isEmpty() && !atxHeading().match(previous).hasMatch()) {
                const int level = s.captured(1).startsWith(QLatin1Char('=')) ? 1 : 2;
                startSection(previousLineStart, lineEnd, level, headingText(previous));
            }
        }
        previousLineStart = lineStart;
        previousLine = line;
        lineStart = lineEnd + 1;
    }
    current.end = text.size();
    out.append(current);
    return out;
}

QList<Chunker::Span> Chunker::units(const QString& text, const Section& section) const
{
    // Paragraphs that fit; otherwise their sentences; a sentence longer than the limit is cut at spaces.
    QList<Span> out;
    const QStringView body = QStringView(text).mid(section.start, section.end - section.start);
    const QList<TextSpan> sentences = SentenceSplitter::split(body);
    qsizetype paragraphStart = 0;
    qsizetype nextSentence = 0; // sentences come in order: each paragraph looks only at its own
    auto emitParagraph = [&](qsizetype from, qsizetype to) {
        QList<TextSpan> inside;
        while (nextSentence < sentences.size() && sentences.at(nextSentence).start < from)
            ++nextSentence;
        for (; nextSentence < sentences.size() && sentences.at(nextSentence).start <= to; ++nextSentence) {
            if (sentences.at(nextSentence).end <= to)
                inside.append(sentences.at(nextSentence));
        }
        if (inside.isEmpty())
            return;
        const qsizetype pStart = inside.first().start;
        const qsizetype pEnd = inside.last().end;
        if (pEnd - pStart <= m_options.maxChars) {
            out.append({section.start + pStart, section.start + pEnd});
            return;
        }
        for (const TextSpan& s : inside) {
            qsizetype start = s.start;
            while (s.end - start > m_options.maxChars) {
                qsizetype cut = start + m_options.maxChars;
                while (cut > start + m_options.maxChars / 2 && !body.at(cut).isSpace())
                    --cut;
                if (cut <= start + m_options.maxChars / 2)
                    cut = start + m_options.maxChars; // one enormous word: cut hard
                // The cut may fall into blanked markup: the piece ends at its last non-space character.
                qsizetype pieceEnd = cut;
                while (pieceEnd > start && body.at(pieceEnd - 1).isSpace())
                    --pieceEnd;
                out.append({section.start + start, section.start + pieceEnd});
                start = cut;
                while (start < s.end && body.at(start).isSpace())
                    ++start;
            }
            if (s.end > start)
                out.append({section.start + start, section.start + s.end});
        }
    };
    // Paragraphs end at a blank line (a newline, spaces or tabs, a newline).
    for (qsizetype newline = body.indexOf(QLatin1Char('\n')); newline >= 0;) {
        qsizetype next = newline + 1;
        while (next < body.size() && (body.at(next) == QLatin1Char(' ') || body.at(next) == QLatin1Char('\t')))
            ++next;
        if (next < body.size() && body.at(next) == QLatin1Char('\n')) {
            emitParagraph(paragraphStart, newline);
            paragraphStart = next + 1;
            newline = body.indexOf(QLatin1Char('\n'), next + 1);
        } else {
            newline = body.indexOf(QLatin1Char('\n'), newline + 1);
        }
    }
    emitParagraph(paragraphStart, body.size());
    return out;
}

Chunker::Span Chunker::overlapStart(const QString& text, Span previous) const
{
    // The trailing sentences of the previous chunk that fit into the overlap budget.
    if (m_options.overlapChars <= 0)
        return {previous.end, previous.end};
    const QStringView view = QStringView(text).mid(previous.start, previous.end - previous.start);
    const QList<TextSpan> sentences = SentenceSplitter::split(view);
    qsizetype start = previous.end;
    for (auto it = sentences.crbegin(); it != sentences.crend(); ++it) {
        if (previous.end - (previous.start + it->start) > m_options.overlapChars)
            break;
        start = previous.start + it->start;
    }
    return {start, previous.end};
}

QString Chunker::tidy(QStringView text)
{
    // Each line simplified (whitespace runs to one space, none at either end), runs of blank lines to
    // one, none first or last. One pass, written into a buffer of the input's size (the result is never
    // longer): this runs over every passage, and a list of simplified line copies, or even an append
    // per word, cost more than the rest of the packing.
    const auto isSpace = [](QChar c) {
        const char16_t u = c.unicode();
        return u == u' ' || char16_t(u - u'\t') <= 4 || (u > 0x7f && c.isSpace()); // as QString::simplified()
    };
    QString out(text.size(), Qt::Uninitialized);
    QChar* const begin = out.data();
    QChar* o = begin;
    bool haveText = false;
    bool blankPending = false; // a blank line after text, written only if more text follows
    const qsizetype size = text.size();
    for (qsizetype i = 0; i <= size;) {
        qsizetype lineEnd = i;
        while (lineEnd < size && text[lineEnd] != QLatin1Char('\n'))
            ++lineEnd;
        bool lineEmpty = true;
        bool gap = false;
        for (; i < lineEnd; ++i) {
            const QChar c = text[i];
            if (isSpace(c)) {
                gap = !lineEmpty;
                continue;
            }
            if (lineEmpty) {
                if (haveText) {
                    *o++ = QLatin1Char('\n');
                    if (blankPending)
                        *o++ = QLatin1Char('\n');
                }
                lineEmpty = false;
            } else if (gap) {
                *o++ = QLatin1Char(' ');
            }
            gap = false;
            *o++ = c;
        }
        if (lineEmpty) {
            blankPending = haveText;
        } else {
            haveText = true;
            blankPending = false;
        }
        i = lineEnd + 1;
    }
    out.truncate(o - begin);
    return out;
}

bool Chunker::FenceState::openAt(const QString& text, qsizetype position)
{
    // Chunks start in document order: only the lines since the last call are read.
    while (scanned < position) {
        qsizetype lineEnd = text.indexOf(QLatin1Char('\n'), scanned);
        if (lineEnd < 0)
            lineEnd = text.size();
        if (lineEnd >= position && scanned != position)
            break; // the chunk starts within this line: it has not opened or closed a fence before
        if (isFence(QStringView(text).mid(scanned, lineEnd - scanned)))
            open = !open;
        scanned = lineEnd + 1;
    }
    return open;
}

void Chunker::pack(const QString& text, const Section& section, QList<TextChunk>& out) const
{
    const QList<Span> all = units(text, section);
    qsizetype i = 0;
    Span previous{-1, -1};
    FenceState fence{section.start, false};
    while (i < all.size()) {
        qsizetype start = all.at(i).start;
        if (previous.start >= 0) {
            const Span overlap = overlapStart(text, previous);
            if (overlap.start < previous.end && all.at(i).end - overlap.start <= m_options.maxChars)
                start = overlap.start;
        }
        qsizetype end = all.at(i).end;
        ++i;
        while (i < all.size() && all.at(i).end - start <= m_options.maxChars) {
            end = all.at(i).end;
            ++i;
        }
        QString body = tidy(QStringView(text).mid(start, end - start));
        // A chunk cut from the middle of a long code block has no fence of its own: without one, its
        // code ("rdf:type dcat:Dataset ;") would be read, and quoted, as sentences.
        if (fence.openAt(text, start))
            body.prepend(QStringLiteral("```\n"));
        const bool hasWords = std::any_of(body.cbegin(), body.cend(), [](QChar c) { return c.isLetterOrNumber(); });
        if (hasWords)
            out.append({section.headingPath, body, start, end});
        previous = {start, end};
    }
}

QList<TextChunk> Chunker::chunk(const QString& text, const QString& title, const QList<qsizetype>& breaks,
                                Markup markup) const
{
    QList<TextChunk> out;
    qsizetype next = 0; // the first break not yet behind us (breaks are ascending, as are sections)
    for (Section section : sections(text, title, markup)) {
        while (next < breaks.size() && breaks.at(next) <= section.start)
            ++next;
        // A page break inside the section ends one chunk and starts the next, under the same headings.
        for (; next < breaks.size() && breaks.at(next) < section.end; ++next) {
            Section head = section;
            head.end = breaks.at(next);
            pack(text, head, out);
            section.start = breaks.at(next);
        }
        pack(text, section, out);
    }
    return out;
}

} // namespace lotse
