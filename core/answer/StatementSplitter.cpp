// SPDX-License-Identifier: GPL-3.0-or-later
#include "StatementSplitter.h"

#include "CitationLink.h"

#include <QRegularExpression>
#include <QUrl>
#include <algorithm>

namespace lotse {

QList<StatementSplitter::Block> StatementSplitter::blocks(const QString& markdown)
{
    // A paragraph runs until a blank line or the next list item or heading; a list item takes the
    // lines indented under it.
    static const QRegularExpression item(QStringLiteral(R"(^([ \t]*)([-*+]|\d{1,3}[.)])[ \t]+)"));
    static const QRegularExpression heading(QStringLiteral(R"(^[ \t]{0,3}#{1,6}[ \t])"));
    QList<Block> out;
    qsizetype lineStart = 0;
    while (lineStart <= markdown.size()) {
        qsizetype lineEnd = markdown.indexOf(QLatin1Char('\n'), lineStart);
        if (lineEnd < 0)
            lineEnd = markdown.size();
        const QString line = markdown.mid(lineStart, lineEnd - lineStart);
        const QRegularExpressionMatch m = item.match(line);
        if (line.trimmed().isEmpty()) {
            out.append({{lineStart, lineStart}, -2}); // a break: the next line starts a new block
        } else if (heading.match(line).hasMatch()) {
            out.append({{lineStart, lineEnd}, -1, true});
            out.append({{lineEnd, lineEnd}, -2});
        } else if (m.hasMatch()) {
            out.append({{lineStart, lineEnd}, int(m.capturedLength(1) / 2)});
        } else if (!out.isEmpty() && out.last().depth != -2 && !out.last().heading) {
            out.last().span.end = lineEnd; // a continuation line
        } else {
            out.append({{lineStart, lineEnd}, -1});
        }
        lineStart = lineEnd + 1;
    }
    out.removeIf([](const Block& b) { return b.depth == -2; });
    return out;
}

QString StatementSplitter::plain(QStringView markdown)
{
    static const QRegularExpression marker(QStringLiteral(R"(^\s*([-*+]|\d{1,3}[.)]|#{1,6}|>)\s+)"));
    static const QRegularExpression emphasis(QStringLiteral(R"((\*\*|__|\*|`|~~))"));
    QString text = markdown.toString();
    text.remove(CitationLink::pattern());
    text.remove(marker);
    text.remove(emphasis);
    static const QRegularExpression spaceBefore(QStringLiteral(R"(\s+([.,;:!?])(?=\s|$))"));
    return text.simplified().replace(spaceBefore, QStringLiteral("\\1")); // where a link stood
}

void StatementSplitter::splitBlock(const QString& markdown, const Block& block, int index, QList<Statement>& out)
{
    const QString text = markdown.mid(block.span.start, block.span.length());
    // Links are masked for the sentence splitter: their labels hold dots ("p. 12") and brackets.
    QString masked = text;
    QList<std::pair<TextSpan, qint64>> links;
    QRegularExpressionMatchIterator it = CitationLink::pattern().globalMatch(text);
    while (it.hasNext()) {
        const QRegularExpressionMatch m = it.next();
        if (const auto id = CitationLink::chunkId(QUrl(m.captured(2))))
            links.append({{m.capturedStart(), m.capturedEnd()}, *id});
        for (qsizetype i = m.capturedStart(); i < m.capturedEnd(); ++i)
            masked[i] = QLatin1Char('x');
    }
    const qsizetype firstOut = out.size();
    for (const TextSpan& s : SentenceSplitter::split(masked)) {
        Statement st;
        st.span = {block.span.start + s.start, block.span.start + s.end};
        st.block = index;
        st.listItem = block.depth >= 0;
        st.heading = block.heading;
        for (const auto& [span, id] : links) {
            if (span.start < s.end && s.start < span.end) {
                st.cited.append(id);
                st.links.append({block.span.start + span.start, block.span.start + span.end});
            }
        }
        st.text = plain(QStringView(markdown).mid(st.span.start, st.span.length()));
        // Only links (and punctuation): they belong to the sentence before.
        const bool onlyLinks =
            !std::any_of(st.text.cbegin(), st.text.cend(), [](QChar c) { return c.isLetterOrNumber(); });
        if (onlyLinks && out.size() > firstOut) {
            Statement& previous = out.last();
            previous.cited.append(st.cited);
            previous.links.append(st.links);
            previous.span.end = st.span.end;
            continue;
        }
        out.append(st);
    }
}

void StatementSplitter::inherit(QList<Statement>& statements, const QList<Block>& blocks)
{
    auto ownLinks = [&](qsizetype i) { return !statements.at(i).links.isEmpty(); };
    for (qsizetype i = 0; i < statements.size(); ++i) {
        Statement& s = statements[i];
        if (ownLinks(i) || s.heading)
            continue;
        // The next cited sentence of the same block, else the previous one.
        for (qsizetype j = i + 1; j < statements.size() && statements.at(j).block == s.block && s.cited.isEmpty(); ++j)
            s.cited = statements.at(j).links.isEmpty() ? QList<qint64>() : statements.at(j).cited;
        for (qsizetype j = i - 1; j >= 0 && statements.at(j).block == s.block && s.cited.isEmpty(); --j)
            s.cited = statements.at(j).links.isEmpty() ? QList<qint64>() : statements.at(j).cited;
        // A nested list item: its parent's.
        const int depth = blocks.at(s.block).depth;
        for (qsizetype j = i - 1; j >= 0 && s.cited.isEmpty() && depth > 0; --j) {
            const int other = blocks.at(statements.at(j).block).depth;
            if (other < 0)
                break;
            if (other < depth)
                s.cited = statements.at(j).cited;
        }
        // A list under a cited lead-in ("What to do [link]:"): the lead-in's.
        for (qsizetype j = i - 1; j >= 0 && s.cited.isEmpty() && depth == 0; --j) {
            const Statement& before = statements.at(j);
            if (blocks.at(before.block).depth >= 0)
                continue;
            if (!before.links.isEmpty() && before.text.trimmed().endsWith(QLatin1Char(':')))
                s.cited = before.cited;
            break;
        }
        s.inherited = !s.cited.isEmpty();
    }
}

QList<Statement> StatementSplitter::split(const QString& markdown)
{
    const QList<Block> found = blocks(markdown);
    QList<Statement> out;
    for (int i = 0; i < found.size(); ++i)
        splitBlock(markdown, found.at(i), i, out);
    inherit(out, found);
    return out;
}

} // namespace lotse
