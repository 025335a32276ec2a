// SPDX-License-Identifier: GPL-3.0-or-later
#include "HtmlParser.h"

#include "HtmlCharset.h"
#include "HtmlTags.h"
#include "HtmlVisibility.h"
#include "MarkdownWriter.h"

#include <gumbo.h>
#include <memory>

namespace lotse {

namespace {

using Block = MarkdownWriter::Block;
using namespace HtmlTags;

QString tagOf(const GumboNode* node)
{
    const GumboElement& e = node->v.element;
    if (e.tag != GUMBO_TAG_UNKNOWN)
        return QString::fromLatin1(gumbo_normalized_tagname(e.tag));
    GumboStringPiece original = e.original_tag;
    gumbo_tag_from_original_text(&original);
    return QString::fromUtf8(original.data, qsizetype(original.length)).toLower();
}

HtmlVisibility::Attributes attributesOf(const GumboNode* node)
{
    HtmlVisibility::Attributes out;
    const GumboVector& attributes = node->v.element.attributes;
    for (unsigned i = 0; i < attributes.length; ++i) {
        const auto* a = static_cast<const GumboAttribute*>(attributes.data[i]);
        out.insert(QString::fromUtf8(a->name).toLower(), QString::fromUtf8(a->value));
    }
    return out;
}

QString textOf(const GumboNode* element)
{
    QString out;
    const GumboVector& children = element->v.element.children;
    for (unsigned i = 0; i < children.length; ++i) {
        const auto* child = static_cast<const GumboNode*>(children.data[i]);
        if (child->type == GUMBO_NODE_TEXT || child->type == GUMBO_NODE_WHITESPACE)
            out += QString::fromUtf8(child->v.text.text);
    }
    return out;
}

const GumboVector& childrenOf(const GumboNode* node)
{
    return node->type == GUMBO_NODE_DOCUMENT ? node->v.document.children : node->v.element.children;
}

bool isBlock(const QString& tag)
{
    return headingLevel(tag) || isParagraph(tag) || tag == u"ul" || tag == u"ol" || tag == u"li" || tag == u"table"
           || tag == u"br" || tag == u"hr";
}

// Walks gumbo's tree (the HTML5 parsing algorithm: implied and misnested tags as a browser builds
// them, every named entity) into the Markdown the chunker reads.
class TreeWalker
{
public:
    explicit TreeWalker(const FormatLimits& limits)
        : m_limits(limits)
    {}

    Result<ParsedDocument> run(const GumboNode* root);

private:
    struct Frame
    {
        QString tag;
        bool layoutTable = false; // a table of blocks: its cells are read as the page's blocks
    };
    std::optional<Error> walk(const GumboNode* node, int depth);
    std::optional<Error> element(const GumboNode* node, int depth);
    void startElement(const QString& tag);
    void endElement(const QString& tag);
    void text(const QString& text);
    void collectStyles(const GumboNode* node);
    bool dropped(const QString& tag) const;
    bool insideCell() const; // inside a data table's cell, a list item or a heading: blocks stay inline
    bool insidePre() const;
    bool inLayoutTable() const; // the nearest table is one of blocks (gumbo puts a tbody in between)
    int listDepth() const;
    static bool hasBlocks(const GumboNode* table);

    const FormatLimits& m_limits;
    MarkdownWriter m_writer;
    HtmlVisibility m_visibility;
    QList<Frame> m_stack;
    QList<std::optional<bool>> m_visible; // visibility set on the open elements
    QString m_title;
    bool m_hasH1 = false;
};

bool TreeWalker::dropped(const QString& tag) const
{
    if (tag != u"header")
        return isDropped(tag);
    // A page's header is chrome (logo, search, menu); an article's header holds its h1 and lead.
    for (const Frame& f : m_stack) {
        if (f.tag == u"article" || f.tag == u"main")
            return false;
    }
    return true;
}

bool TreeWalker::insideCell() const
{
    for (qsizetype i = m_stack.size() - 1; i >= 0; --i) {
        const Frame& f = m_stack.at(i);
        if (f.tag == u"li" || headingLevel(f.tag))
            return true;
        if (f.tag == u"td" || f.tag == u"th" || f.tag == u"caption") {
            // A layout table's cell is the page itself.
            for (qsizetype j = i - 1; j >= 0; --j) {
                if (m_stack.at(j).tag == u"table")
                    return !m_stack.at(j).layoutTable;
            }
            return true;
        }
        if (f.tag == u"ul" || f.tag == u"ol" || (f.tag == u"table" && !f.layoutTable))
            return false;
    }
    return false;
}

bool TreeWalker::inLayoutTable() const
{
    for (qsizetype i = m_stack.size() - 1; i >= 0; --i) {
        if (m_stack.at(i).tag == u"table")
            return m_stack.at(i).layoutTable;
    }
    return false;
}

bool TreeWalker::insidePre() const
{
    for (const Frame& f : m_stack) {
        if (f.tag == u"pre" || f.tag == u"textarea" || f.tag == u"listing")
            return true;
    }
    return false;
}

int TreeWalker::listDepth() const
{
    int depth = 0;
    for (const Frame& f : m_stack)
        depth += (f.tag == u"ul" || f.tag == u"ol") ? 1 : 0;
    return std::max(depth, 1);
}

bool TreeWalker::hasBlocks(const GumboNode* table)
{
    // Cells that hold headings, paragraphs, lists or tables: a page laid out with a table (old
    // intranets), not a table of data. Its rows would be one huge row each.
    QList<const GumboNode*> todo{table};
    int seen = 0;
    while (!todo.isEmpty() && ++seen < 100000) {
        const GumboNode* n = todo.takeLast();
        if (n->type != GUMBO_NODE_ELEMENT)
            continue;
        const QString tag = tagOf(n);
        if (n != table
            && (headingLevel(tag) || tag == u"p" || tag == u"ul" || tag == u"ol" || tag == u"table" || tag == u"pre"
                || tag == u"blockquote"))
            return true;
        const GumboVector& children = n->v.element.children;
        for (unsigned i = 0; i < children.length; ++i)
            todo.append(static_cast<const GumboNode*>(children.data[i]));
    }
    return false;
}

void TreeWalker::startElement(const QString& tag)
{
    const bool inCell = insideCell();
    if (tag == u"br") {
        inCell ? m_writer.appendText(u" ") : m_writer.lineBreak();
    } else if (tag == u"hr" && !inCell) {
        m_writer.endBlock();
    } else if (inCell && isBlock(tag) && tag != u"li" && !headingLevel(tag)) {
        m_writer.appendText(u" "); // a block inside a cell or item stays in it, apart from its neighbours
    } else if (const int level = headingLevel(tag); level && !inCell) {
        m_writer.startBlock(Block::Heading, level);
        m_hasH1 = m_hasH1 || level == 1;
    } else if (tag == u"li") {
        inCell && !m_stack.isEmpty() && m_stack.last().tag != u"ul" && m_stack.last().tag != u"ol"
            ? m_writer.appendText(u" ")
            : m_writer.startBlock(Block::ListItem, listDepth());
    } else if (tag == u"tr" && !inLayoutTable()) {
        m_writer.startBlock(Block::TableRow);
    } else if (headingLevel(tag) && inCell) {
        m_writer.appendText(u" ");
    } else if ((isParagraph(tag) || isBoundary(tag)) && !inCell) {
        m_writer.startBlock(Block::Paragraph);
    }
}

void TreeWalker::endElement(const QString& tag)
{
    const bool inCell = insideCell();
    const bool layout = inLayoutTable();
    if ((tag == u"td" || tag == u"th") && layout) {
        m_writer.endBlock(); // a layout table's cell
    } else if ((tag == u"td" || tag == u"th") && !inCell) {
        m_writer.cell();
    } else if (tag == u"td" || tag == u"th") {
        m_writer.appendText(u" "); // a cell of a table inside a cell
    } else if (inCell && isBlock(tag)) {
        m_writer.appendText(u" ");
    } else if (headingLevel(tag) || tag == u"li" || (tag == u"tr" && !layout) || isBoundary(tag) || isParagraph(tag)) {
        m_writer.endBlock();
    }
}

void TreeWalker::text(const QString& text)
{
    bool shown = true;
    for (auto it = m_visible.crbegin(); it != m_visible.crend(); ++it) {
        if (*it) {
            shown = **it;
            break;
        }
    }
    if (!shown)
        return;
    if (!insidePre()) {
        m_writer.appendText(text);
        return;
    }
    // Preformatted text keeps its lines (white space within a line still collapses).
    const QStringList lines = text.split(QLatin1Char('\n'));
    for (qsizetype i = 0; i < lines.size(); ++i) {
        if (i > 0)
            m_writer.lineBreak();
        m_writer.appendText(lines.at(i));
    }
}

std::optional<Error> TreeWalker::element(const GumboNode* node, int depth)
{
    const QString tag = tagOf(node);
    if (tag == u"head") {
        // Nothing of the head is content but its title (used when the page has no h1).
        const GumboVector& children = node->v.element.children;
        for (unsigned i = 0; i < children.length; ++i) {
            const auto* child = static_cast<const GumboNode*>(children.data[i]);
            if (child->type == GUMBO_NODE_ELEMENT && child->v.element.tag == GUMBO_TAG_TITLE && m_title.isEmpty())
                m_title = textOf(child);
        }
        return std::nullopt;
    }
    const HtmlVisibility::Element shown = m_visibility.of(tag, attributesOf(node));
    if (dropped(tag) || shown.removed)
        return std::nullopt;
    const bool layout = tag == u"table" && hasBlocks(node);
    if (tag == u"table" && !insideCell())
        m_writer.endBlock();
    startElement(tag);
    m_stack.append({tag, layout});
    m_visible.append(shown.visible);
    std::optional<Error> error;
    const GumboVector& children = node->v.element.children;
    for (unsigned i = 0; i < children.length && !error; ++i)
        error = walk(static_cast<const GumboNode*>(children.data[i]), depth + 1);
    m_stack.removeLast();
    m_visible.removeLast();
    endElement(tag);
    return error;
}

std::optional<Error> TreeWalker::walk(const GumboNode* node, int depth)
{
    if (depth > m_limits.maxNestingDepth) {
        return Error::make(Error::Code::InvalidInput,
                           HtmlParser::tr("is HTML nested more than %1 levels deep, which no real page is; "
                                          "it is refused to keep ingestion fast. Save a simpler version.")
                               .arg(m_limits.maxNestingDepth));
    }
    switch (node->type) {
    case GUMBO_NODE_DOCUMENT: {
        const GumboVector& children = childrenOf(node);
        for (unsigned i = 0; i < children.length; ++i) {
            if (auto error = walk(static_cast<const GumboNode*>(children.data[i]), depth + 1))
                return error;
        }
        return std::nullopt;
    }
    case GUMBO_NODE_ELEMENT:
    case GUMBO_NODE_TEMPLATE:
        return element(node, depth);
    case GUMBO_NODE_TEXT:
    case GUMBO_NODE_CDATA:
    case GUMBO_NODE_WHITESPACE:
        text(QString::fromUtf8(node->v.text.text));
        if (m_writer.size() > m_limits.maxTextChars) {
            return Error::make(
                Error::Code::InvalidInput,
                HtmlParser::tr("has more than %1 million characters of text. Split it into smaller files.")
                    .arg(m_limits.maxTextChars / 1000000));
        }
        return std::nullopt;
    case GUMBO_NODE_COMMENT:
        break;
    }
    return std::nullopt;
}

void TreeWalker::collectStyles(const GumboNode* root)
{
    // The page's own style sheets say what is hidden, wherever they stand; read them first.
    QList<const GumboNode*> todo{root};
    while (!todo.isEmpty()) {
        const GumboNode* n = todo.takeLast();
        if (n->type != GUMBO_NODE_ELEMENT && n->type != GUMBO_NODE_DOCUMENT)
            continue;
        if (n->type == GUMBO_NODE_ELEMENT && n->v.element.tag == GUMBO_TAG_STYLE) {
            const GumboVector& children = n->v.element.children;
            for (unsigned i = 0; i < children.length; ++i) {
                const auto* child = static_cast<const GumboNode*>(children.data[i]);
                if (child->type == GUMBO_NODE_TEXT || child->type == GUMBO_NODE_WHITESPACE)
                    m_visibility.addStyleSheet(QString::fromUtf8(child->v.text.text));
            }
            continue;
        }
        const GumboVector& children = childrenOf(n);
        for (unsigned i = 0; i < children.length; ++i)
            todo.append(static_cast<const GumboNode*>(children.data[i]));
    }
}

Result<ParsedDocument> TreeWalker::run(const GumboNode* root)
{
    collectStyles(root);
    if (auto error = walk(root, 0))
        return *error;
    ParsedDocument out;
    out.format = DocumentFormat::Html;
    out.text = m_writer.text();
    const QString title = m_title.simplified();
    if (!m_hasH1 && !title.isEmpty())
        out.text = QStringLiteral("# ") + title + (out.text.isEmpty() ? QString() : QStringLiteral("\n\n") + out.text);
    return out;
}

} // namespace

Result<ParsedDocument> HtmlParser::parse(const QByteArray& bytes, const FormatLimits& limits)
{
    Result<TextDecoder::Decoded> decoded = HtmlCharset::decode(bytes);
    if (!decoded)
        return decoded.error();
    return parseText(decoded.value().text, limits);
}

Result<ParsedDocument> HtmlParser::parseText(const QString& html, const FormatLimits& limits)
{
    const QByteArray utf8 = html.toUtf8();
    GumboOptions options = kGumboDefaultOptions;
    options.max_errors = 0; // the parse errors of real pages are many and of no use here
    const std::unique_ptr<GumboOutput, void (*)(GumboOutput*)> output(
        gumbo_parse_with_options(&options, utf8.constData(), size_t(utf8.size())),
        [](GumboOutput* o) { gumbo_destroy_output(&kGumboDefaultOptions, o); });
    if (!output)
        return Error::make(Error::Code::InvalidInput, tr("could not be read as HTML."));
    TreeWalker walker(limits);
    return walker.run(output->document);
}

} // namespace lotse
