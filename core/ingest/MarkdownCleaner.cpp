// SPDX-License-Identifier: GPL-3.0-or-later
#include "MarkdownCleaner.h"

#include <QRegularExpression>
#include <array>
#include <bitset>

namespace lotse {

void MarkdownCleaner::blank(QString& text, qsizetype start, qsizetype end)
{
    for (qsizetype i = start; i < end && i < text.size(); ++i) {
        if (text.at(i) != QLatin1Char('\n'))
            text[i] = QLatin1Char(' ');
    }
}

QString MarkdownCleaner::stripFrontMatter(QString& text)
{
    // YAML (---) or TOML (+++) front matter, only at the very start of the file.
    static const QRegularExpression fence(QStringLiteral(R"(\A(---|\+\+\+)[ \t]*\r?\n)"));
    const QRegularExpressionMatch open = fence.match(text);
    if (!open.hasMatch())
        return {};
    // Compiled once (a pattern built per file made PCRE2 compile it for every file).
    static const QRegularExpression yamlClose(QStringLiteral(R"(^---[ \t]*$)"), QRegularExpression::MultilineOption);
    static const QRegularExpression tomlClose(QStringLiteral(R"(^\+\+\+[ \t]*$)"), QRegularExpression::MultilineOption);
    const QRegularExpression& close = open.capturedView(1) == u"---" ? yamlClose : tomlClose;
    const QRegularExpressionMatch end = close.match(text, open.capturedEnd());
    if (!end.hasMatch())
        return {};
    const QString header = text.mid(open.capturedEnd(), end.capturedStart() - open.capturedEnd());
    // [ \t], not \s: an empty "title:" must not take the next line as the title.
    static const QRegularExpression titleLine(QStringLiteral(R"(^title[ \t]*[:=][ \t]*(.+?)[ \t]*$)"),
                                              QRegularExpression::MultilineOption
                                                  | QRegularExpression::CaseInsensitiveOption);
    QString title = titleLine.match(header).captured(1);
    if (title.size() >= 2 && (title.startsWith(QLatin1Char('"')) || title.startsWith(QLatin1Char('\'')))
        && title.endsWith(title.front()))
        title = title.mid(1, title.size() - 2);
    blank(text, 0, end.capturedEnd());
    return title.trimmed();
}

void MarkdownCleaner::tableRows(QString& text)
{
    // An HTML table in Markdown ("<tr><td>More than 5 Years Experience</td><td>$120k</td>…", one cell a
    // line) becomes a row of a Markdown table in place: each row on one line, its cells between pipes.
    // Stripped of its tags only, its cells were lines of their own, read as one run-on sentence
    // ("Less than 5 Years Experience $100k $70k"), and the answer quoted a row without its table.
    static const QRegularExpression row(QStringLiteral(R"(<tr\b[^>]*>(.*?)</tr\s*>)"),
                                        QRegularExpression::DotMatchesEverythingOption
                                            | QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression cell(QStringLiteral(R"(<t[dh]\b[^>]*>)"),
                                         QRegularExpression::CaseInsensitiveOption);
    QRegularExpressionMatchIterator rows = row.globalMatch(text);
    while (rows.hasNext()) {
        const QRegularExpressionMatch r = rows.next();
        // Only the row's own text: copying the text before each row made a long table quadratic.
        const QString inside = r.captured(1);
        QRegularExpressionMatchIterator cells = cell.globalMatch(inside);
        if (!cells.hasNext())
            continue; // a row without cells is no row of data
        for (qsizetype i = r.capturedStart(); i < r.capturedEnd(); ++i) {
            if (text.at(i) == QLatin1Char('\n') || text.at(i) == QLatin1Char('\r') || text.at(i) == QLatin1Char('|'))
                text[i] = QLatin1Char(' '); // one line; a pipe in a cell would split it
        }
        blank(text, r.capturedStart(), r.capturedStart(1)); // <tr>
        while (cells.hasNext()) {
            const QRegularExpressionMatch c = cells.next();
            const qsizetype at = r.capturedStart(1) + c.capturedStart();
            blank(text, at, at + c.capturedLength());
            text[at] = QLatin1Char('|');
        }
        blank(text, r.capturedEnd(1), r.capturedEnd());
        text[r.capturedEnd(1)] = QLatin1Char('|'); // </tr> closes the last cell
    }
}

MarkdownCleaner::Cleaned MarkdownCleaner::clean(const QString& markdown)
{
    Cleaned out;
    out.text = markdown;
    QString& t = out.text;
    out.title = stripFrontMatter(t);
    if (t.contains(QLatin1String("<t"), Qt::CaseInsensitive))
        tableRows(t);

    struct Rule
    {
        QRegularExpression re;
        int keepGroup;        // capture group whose text stays, or 0 to blank the whole match
        QLatin1StringView in; // text every match contains: without it the rule cannot match (most
                              // files have no template tags or HTML; a search is far cheaper than a match)
    };
    static const QList<Rule> rules = {
        // Template comments and raw blocks first: what they contain is not content.
        {QRegularExpression(QStringLiteral(R"(\{%-?\s*comment\s*-?%\}.*?\{%-?\s*endcomment\s*-?%\})"),
                            QRegularExpression::DotMatchesEverythingOption),
         0, QLatin1StringView("{%")},
        {QRegularExpression(QStringLiteral(R"(<!--.*?-->)"), QRegularExpression::DotMatchesEverythingOption), 0,
         QLatin1StringView("<!--")},
        {QRegularExpression(QStringLiteral(R"(<(script|style)\b.*?</\1\s*>)"),
                            QRegularExpression::DotMatchesEverythingOption | QRegularExpression::CaseInsensitiveOption),
         0, QLatin1StringView("<")},
        // Hugo shortcodes before Jekyll tags, which would otherwise eat the "{% … %}" inside "{{% … %}}".
        {QRegularExpression(QStringLiteral(R"(\{\{[<%].*?[>%]\}\})"), QRegularExpression::DotMatchesEverythingOption),
         0, QLatin1StringView("{{")},
        // {% slack_channel "sf" %} keeps "sf"; other template tags and shortcodes go entirely.
        {QRegularExpression(QStringLiteral(R"re(\{%-?\s*slack_channel\s+"([^"\n]*)"[^%\n]*-?%\})re")), 1,
         QLatin1StringView("{%")},
        {QRegularExpression(QStringLiteral(R"(\{%.*?%\})"), QRegularExpression::DotMatchesEverythingOption), 0,
         QLatin1StringView("{%")},
        {QRegularExpression(QStringLiteral(R"(\{\{.*?\}\})")), 0, QLatin1StringView("{{")},
        // Kramdown attribute lists: {: .class}
        {QRegularExpression(QStringLiteral(R"(\{:[^}\n]*\})")), 0, QLatin1StringView("{:")},
        // Pandoc attributes after an image, a link or a span ("![Map](m.png){width=250px}", "[Go](x){.button}"):
        // layout, not text. Only right after the closing bracket, so braces in prose stay.
        {QRegularExpression(QStringLiteral(
             R"((?<=[)\]}])\{(?:[#.][^\s{}]+|[\w-]+=[^\s{}]+)(?:[ \t]+(?:[#.][^\s{}]+|[\w-]+=[^\s{}]+))*\})")),
         0, QLatin1StringView("{")},
        // Images keep their alt text, links their text; targets go. Alt text may hold brackets of its own
        // ("![Der Datensatz „Denkmale - [WFS]“](…)").
        {QRegularExpression(QStringLiteral(R"(!\[((?:[^\[\]\n]|\[[^\[\]\n]*\])*)\]\([^)\n]*\))")), 1,
         QLatin1StringView("![")},
        // Link text may wrap onto the next line (hard-wrapped files), but not across a blank line.
        {QRegularExpression(QStringLiteral(R"(\[((?:[^\]\n]|\n(?![ \t]*\n))+)\]\([^)\n]*\))")), 1,
         QLatin1StringView("](")},
        {QRegularExpression(QStringLiteral(R"(\[((?:[^\]\n]|\n(?![ \t]*\n))+)\]\[[^\]\n]*\])")), 1,
         QLatin1StringView("][")},
        // Reference definitions: "[id]: https://…"
        {QRegularExpression(QStringLiteral(R"(^[ \t]*\[[^\]\n]+\]:[ \t]*\S+.*$)"), QRegularExpression::MultilineOption),
         0, QLatin1StringView("]:")},
        // HTML tags (the text between them stays).
        {QRegularExpression(QStringLiteral(R"(</?[A-Za-z][A-Za-z0-9-]*(\s[^<>]*)?/?>)")), 0, QLatin1StringView("<")},
        {QRegularExpression(QStringLiteral(R"(&(nbsp|amp|lt|gt|quot|#\d+);)")), 0, QLatin1StringView("&")},
        // Pandoc and LaTeX cross-references, for the PDF the same file is built into: "(s. Abb. \ref{fig:x})"
        // goes with its parentheses, a lone "\label{fig:x}" or "\ref{x}" by itself. Quoted, they were noise
        // in the middle of a statement. After the entities: "Abb.&nbsp;\ref{…}" is blank by then.
        {QRegularExpression(QStringLiteral(R"(\([^()\n]{0,24}\\(?:auto|page|eq|[cCv])?ref\{[^}\n]*\}[ \t]*\))")), 0,
         QLatin1StringView("ref{")},
        {QRegularExpression(QStringLiteral(R"(\\(?:label|(?:auto|page|eq|[cCv])?ref|cite[pt]?)\{[^}\n]*\})")), 0,
         QLatin1StringView("\\")},
        // Pandoc citations ("… eindrucksvoll [@link(SKZL2024)]."): a key into a bibliography the handbook
        // does not have. After the links, so "[@Charlie](https://…)" kept its text "@Charlie" already.
        {QRegularExpression(QStringLiteral(R"(\[-?@[^\]\n]+\](?![(\[:]))")), 0, QLatin1StringView("[@")},
    };
    // Which ASCII characters and pairs of them occur at all, in one pass: most texts have no '{', '<',
    // '[' or '&', and then no rule needs to look further. A rule whose text's first two characters
    // never occur together cannot match (searching for each rule's text read the file 14 times).
    std::array<bool, 128> present{};
    std::bitset<128 * 128> pairs;
    char16_t previous = 0;
    for (const QChar c : std::as_const(t)) {
        const char16_t u = c.unicode();
        if (u < present.size()) {
            present[u] = true;
            if (previous < present.size())
                pairs.set(previous * 128 + u);
        }
        previous = u;
    }
    for (const Rule& rule : rules) {
        const uchar first = uchar(rule.in.front().toLatin1());
        if (!present[first] || (rule.in.size() > 1 && !pairs.test(first * 128 + uchar(rule.in.at(1).toLatin1()))))
            continue;
        QRegularExpressionMatchIterator it = rule.re.globalMatch(t);
        while (it.hasNext()) {
            const QRegularExpressionMatch m = it.next();
            if (rule.keepGroup > 0 && m.capturedLength(rule.keepGroup) > 0) {
                blank(t, m.capturedStart(), m.capturedStart(rule.keepGroup));
                blank(t, m.capturedEnd(rule.keepGroup), m.capturedEnd());
            } else {
                blank(t, m.capturedStart(), m.capturedEnd());
            }
        }
    }
    return out;
}

} // namespace lotse
