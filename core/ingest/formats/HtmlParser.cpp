// SPDX-License-Identifier: GPL-3.0-or-later
#include "HtmlParser.h"

#include "HtmlEntities.h"
#include "HtmlTags.h"
#include "HtmlVisibility.h"
#include "MarkdownWriter.h"
#include "TextDecoder.h"

namespace lotse {

namespace {

using Block = MarkdownWriter::Block;
using namespace HtmlTags;

class Walker
{
public:
    explicit Walker(const FormatLimits& limits)
        : m_limits(limits)
    {}

    Result<ParsedDocument> run(const QString& html);

private:
    // What an open element does to the text inside it.
    struct State
    {
        bool drops = false;          // its content is not shown (script, nav, hidden, display: none, …)
        std::optional<bool> visible; // visibility set on it (inherited by what it contains)
    };
    void open(const QString& tag, const HtmlVisibility::Attributes& attributes);
    void close(const QString& tag);
    void popTo(qsizetype index);
    void endElement(const QString& tag, const State& state);
    void text(QStringView raw);
    bool insideCell() const;
    bool visible() const;
    int listDepth() const;

    const FormatLimits& m_limits;
    MarkdownWriter m_writer;
    HtmlVisibility m_visibility;
    QStringList m_stack;
    QList<State> m_states; // beside m_stack
    int m_dropped = 0;     // open elements whose content is dropped
    bool m_inTitle = false;
    QString m_title;
    bool m_hasH1 = false;
};

int Walker::listDepth() const
{
    int depth = 0;
    for (const QString& t : m_stack)
        depth += (t == QStringLiteral("ul") || t == QStringLiteral("ol")) ? 1 : 0;
    return std::max(depth, 1);
}

bool Walker::visible() const
{
    for (auto it = m_states.crbegin(); it != m_states.crend(); ++it) {
        if (it->visible)
            return *it->visible;
    }
    return true;
}

bool Walker::insideCell() const
{
    for (qsizetype i = m_stack.size() - 1; i >= 0; --i) {
        const QString& t = m_stack.at(i);
        if (t == QStringLiteral("li") || t == QStringLiteral("td") || t == QStringLiteral("th") || headingLevel(t))
            return true;
        if (isBoundary(t))
            return false;
    }
    return false;
}

void Walker::open(const QString& tag, const HtmlVisibility::Attributes& attributes)
{
    if (tag == QStringLiteral("title")) {
        m_inTitle = true;
        return;
    }
    if (closesItself(tag)) {
        for (qsizetype i = m_stack.size() - 1; i >= 0; --i) {
            if (m_stack.at(i) == tag) {
                popTo(i);
                break;
            }
            if (isBoundary(m_stack.at(i)))
                break;
        }
    }
    // Browsers end an unclosed <head> where the body's content starts; so does this walker.
    if (const qsizetype head = m_stack.indexOf(QStringLiteral("head")); head >= 0 && !belongsInHead(tag))
        popTo(head);
    if (tag == QStringLiteral("br")) {
        m_writer.lineBreak();
        return;
    }
    if (tag == QStringLiteral("hr")) {
        m_writer.endBlock();
        return;
    }
    if (isVoid(tag))
        return;
    const HtmlVisibility::Element shown = m_visibility.of(tag, attributes);
    const State state{isDropped(tag) || shown.removed, shown.visible};
    if (state.drops)
        ++m_dropped;
    if (m_dropped == 0) {
        if (const int level = headingLevel(tag)) {
            m_writer.startBlock(Block::Heading, level);
            m_hasH1 = m_hasH1 || level == 1;
        } else if (tag == QStringLiteral("li")) {
            m_writer.startBlock(Block::ListItem, listDepth());
        } else if (tag == QStringLiteral("tr")) {
            m_writer.startBlock(Block::TableRow);
        } else if (isParagraph(tag) || isBoundary(tag)) {
            if (insideCell())
                m_writer.appendText(u" ");
            else
                m_writer.startBlock(Block::Paragraph);
        }
    }
    m_stack.append(tag);
    m_states.append(state);
}

void Walker::endElement(const QString& tag, const State& state)
{
    if (state.drops) {
        --m_dropped;
        return;
    }
    if (m_dropped > 0)
        return;
    if (tag == QStringLiteral("td") || tag == QStringLiteral("th"))
        m_writer.cell();
    else if (headingLevel(tag) || tag == QStringLiteral("li") || tag == QStringLiteral("tr") || isBoundary(tag))
        m_writer.endBlock();
    else if (isParagraph(tag) && !insideCell())
        m_writer.endBlock();
}

void Walker::popTo(qsizetype index)
{
    while (m_stack.size() > index) {
        const QString tag = m_stack.takeLast();
        endElement(tag, m_states.takeLast());
    }
}

void Walker::close(const QString& tag)
{
    if (tag == QStringLiteral("title")) {
        m_inTitle = false;
        return;
    }
    // A stray end tag is ignored; one that closes an outer element closes the inner ones too.
    const qsizetype index = m_stack.lastIndexOf(tag);
    if (index >= 0)
        popTo(index);
    else if (tag == QStringLiteral("br"))
        m_writer.lineBreak();
}

void Walker::text(QStringView raw)
{
    if (m_inTitle) {
        m_title += decodeHtmlEntities(raw);
        return;
    }
    if (m_dropped > 0 || !visible())
        return;
    m_writer.appendText(decodeHtmlEntities(raw));
}

QString tagName(QStringView html, qsizetype& i)
{
    const qsizetype start = i;
    while (i < html.size() && !html.at(i).isSpace() && html.at(i) != QLatin1Char('>') && html.at(i) != QLatin1Char('/'))
        ++i;
    return html.mid(start, i - start).toString().toLower();
}

// Reads the tag's attributes (names in lower case, values decoded) and moves past them; true when
// the tag ends with "/>".
bool readAttributes(QStringView html, qsizetype& i, HtmlVisibility::Attributes& out)
{
    auto isNameEnd = [](QChar c) {
        return c.isSpace() || c == QLatin1Char('=') || c == QLatin1Char('>') || c == QLatin1Char('/');
    };
    bool selfClosing = false;
    while (i < html.size()) {
        const QChar c = html.at(i);
        if (c == QLatin1Char('>')) {
            ++i;
            return selfClosing;
        }
        if (c.isSpace()) {
            ++i;
            continue;
        }
        if (c == QLatin1Char('/')) {
            selfClosing = true;
            ++i;
            continue;
        }
        selfClosing = false;
        const qsizetype nameStart = i;
        while (i < html.size() && !isNameEnd(html.at(i)))
            ++i;
        const QString name = html.mid(nameStart, i - nameStart).toString().toLower();
        if (i == nameStart)
            ++i; // a stray "=": skip it
        while (i < html.size() && html.at(i).isSpace())
            ++i;
        QString value;
        if (i < html.size() && html.at(i) == QLatin1Char('=')) {
            ++i;
            while (i < html.size() && html.at(i).isSpace())
                ++i;
            if (i < html.size() && (html.at(i) == QLatin1Char('"') || html.at(i) == QLatin1Char('\''))) {
                const QChar quote = html.at(i++);
                const qsizetype end = html.indexOf(quote, i);
                value = html.mid(i, (end < 0 ? html.size() : end) - i).toString();
                i = end < 0 ? html.size() : end + 1;
            } else {
                const qsizetype valueStart = i;
                while (i < html.size() && !html.at(i).isSpace() && html.at(i) != QLatin1Char('>'))
                    ++i;
                value = html.mid(valueStart, i - valueStart).toString();
            }
        }
        if (!name.isEmpty() && !out.contains(name))
            out.insert(name, decodeHtmlEntities(value));
    }
    return selfClosing;
}

Result<ParsedDocument> Walker::run(const QString& source)
{
    const QStringView html(source);
    qsizetype i = 0;
    while (i < html.size()) {
        const qsizetype lt = html.indexOf(QLatin1Char('<'), i);
        if (lt < 0) {
            text(html.mid(i));
            break;
        }
        if (lt > i)
            text(html.mid(i, lt - i));
        i = lt;
        const QStringView rest = html.mid(i);
        if (rest.startsWith(QStringLiteral("<!--"))) {
            const qsizetype end = html.indexOf(QStringLiteral("-->"), i + 4);
            i = end < 0 ? html.size() : end + 3;
        } else if (rest.startsWith(QStringLiteral("<!")) || rest.startsWith(QStringLiteral("<?"))) {
            const qsizetype end = html.indexOf(QLatin1Char('>'), i);
            i = end < 0 ? html.size() : end + 1;
        } else if (rest.startsWith(QStringLiteral("</"))) {
            i += 2;
            const QString tag = tagName(html, i);
            HtmlVisibility::Attributes ignored;
            readAttributes(html, i, ignored);
            if (!tag.isEmpty())
                close(tag);
        } else if (rest.size() > 1 && rest.at(1).isLetter()) {
            ++i;
            const QString tag = tagName(html, i);
            HtmlVisibility::Attributes attributes;
            const bool selfClosing = readAttributes(html, i, attributes);
            if (tag == QStringLiteral("script") || tag == QStringLiteral("style")) {
                // Raw text: nothing inside is markup, and none of it is content; a style sheet says
                // what is hidden.
                if (!selfClosing) {
                    const QString closing = QStringLiteral("</") + tag;
                    const qsizetype end = html.indexOf(closing, i, Qt::CaseInsensitive);
                    if (tag == QStringLiteral("style"))
                        m_visibility.addStyleSheet(html.mid(i, (end < 0 ? html.size() : end) - i));
                    i = end < 0 ? html.size() : end;
                }
                continue;
            }
            open(tag, attributes);
            if (selfClosing && !isVoid(tag) && !m_stack.isEmpty() && m_stack.last() == tag)
                close(tag);
            if (m_stack.size() > m_limits.maxNestingDepth) {
                return Error::make(Error::Code::InvalidInput,
                                   HtmlParser::tr("is HTML nested more than %1 levels deep, which no real page is; "
                                                  "it is refused to keep ingestion fast. Save a simpler version.")
                                       .arg(m_limits.maxNestingDepth));
            }
        } else {
            text(html.mid(i, 1)); // a bare "<" is text
            ++i;
        }
    }
    popTo(0);
    ParsedDocument out;
    out.format = DocumentFormat::Html;
    out.text = m_writer.text();
    const QString title = m_title.simplified();
    if (!m_hasH1 && !title.isEmpty())
        out.text = QStringLiteral("# ") + title + (out.text.isEmpty() ? QString() : QStringLiteral("\n\n") + out.text);
    if (out.text.size() > m_limits.maxTextChars) {
        return Error::make(Error::Code::InvalidInput,
                           HtmlParser::tr("has more than %1 million characters of text. Split it into smaller files.")
                               .arg(m_limits.maxTextChars / 1000000));
    }
    return out;
}

} // namespace

Result<ParsedDocument> HtmlParser::parse(const QByteArray& bytes, const FormatLimits& limits)
{
    Result<TextDecoder::Decoded> decoded = TextDecoder::decode(bytes);
    if (!decoded)
        return decoded.error();
    return parseText(decoded.value().text, limits);
}

Result<ParsedDocument> HtmlParser::parseText(const QString& html, const FormatLimits& limits)
{
    Walker walker(limits);
    return walker.run(html);
}

} // namespace lotse
