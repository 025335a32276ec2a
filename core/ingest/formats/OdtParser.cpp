// SPDX-License-Identifier: GPL-3.0-or-later
#include "OdtParser.h"

#include "MarkdownWriter.h"
#include "OdtListStyles.h"
#include "XmlReading.h"
#include "ZipArchive.h"

#include <QXmlStreamReader>

namespace lotse {

namespace {

using Block = MarkdownWriter::Block;

// content.xml to Markdown, in one pass: lists numbered by their list styles, notes' marks where they
// stand and their text at the end of the section.
class Reader
{
public:
    Reader(const OdtListStyles& styles, const FormatLimits& limits)
        : m_styles(styles)
        , m_limits(limits)
    {}

    Result<QString> run(const QByteArray& content);

private:
    void startElement(const QXmlStreamReader& xml);
    void endElement(const QXmlStreamReader& xml);
    void startParagraph(const QXmlStreamReader& xml, bool heading);
    void startList(const QXmlStreamReader& xml);
    QString listLabel(const QString& paragraphStyle);
    void writePendingNotes();

    const OdtListStyles& m_styles;
    const FormatLimits& m_limits;
    MarkdownWriter m_writer;
    int m_tables = 0;
    int m_skip = 0;      // annotations, tracked changes, styles, cached numbers
    int m_paragraph = 0; // open text:p / text:h (they nest through frames and notes)
    // Lists: their style and numbering, innermost last; a list-item's first paragraph is numbered.
    struct OpenList
    {
        QString style;
        ListNumbering* numbering = nullptr;
    };
    QList<OpenList> m_lists;
    QHash<QString, ListNumbering> m_numberings; // by list style: lists that continue share one
    bool m_itemNumbered = false;
    int m_itemStart = 0; // text:start-value of the open list item
    ListNumbering m_outline;
    bool m_outlineSet = false;
    // Notes: the one being read, and those waiting for the end of the section.
    int m_note = 0;
    int m_citation = 0;
    QString m_noteMark, m_noteText;
    QStringList m_pendingNotes;
};

void Reader::startList(const QXmlStreamReader& xml)
{
    const QXmlStreamAttributes a = xml.attributes();
    QString style = a.value(QStringLiteral("text:style-name")).toString();
    if (style.isEmpty() && !m_lists.isEmpty())
        style = m_lists.last().style; // a nested list keeps its list's style
    const bool continues = a.value(QStringLiteral("text:continue-numbering")) == u"true"
                           || a.hasAttribute(QStringLiteral("text:continue-list"));
    ListNumbering* numbering = m_lists.isEmpty() ? nullptr : m_lists.last().numbering;
    if (m_lists.isEmpty()) {
        const bool known = m_numberings.contains(style);
        numbering = &m_numberings[style];
        if (!known || !continues) {
            *numbering = ListNumbering();
            const QList<ListNumbering::Level> levels = m_styles.levels(style);
            for (int l = 0; l < levels.size(); ++l)
                numbering->setLevel(l, levels.at(l));
        }
    }
    m_lists.append({style, numbering});
}

QString Reader::listLabel(const QString& paragraphStyle)
{
    if (m_lists.isEmpty() || m_itemNumbered)
        return {};
    m_itemNumbered = true;
    ListNumbering* numbering = m_lists.last().numbering;
    const QString own = m_styles.paragraphLists.value(paragraphStyle);
    if (m_lists.first().style.isEmpty() && !own.isEmpty()) {
        // The list style named by the paragraph's style, as LibreOffice often writes it.
        m_lists.first().style = own;
        *numbering = ListNumbering();
        const QList<ListNumbering::Level> levels = m_styles.levels(own);
        for (int l = 0; l < levels.size(); ++l)
            numbering->setLevel(l, levels.at(l));
    }
    if (!numbering)
        return {};
    const int level = int(m_lists.size()) - 1;
    if (m_itemStart > 0)
        numbering->restartAt(level, m_itemStart);
    m_itemStart = 0;
    return numbering->next(level);
}

void Reader::startParagraph(const QXmlStreamReader& xml, bool heading)
{
    ++m_paragraph;
    if (m_note > 0)
        return;
    if (m_tables > 0) {
        m_writer.appendText(u" ");
        return;
    }
    const QXmlStreamAttributes a = xml.attributes();
    const QString style = a.value(QStringLiteral("text:style-name")).toString();
    if (heading || style == QStringLiteral("Title")) {
        bool ok = false;
        const int level = heading ? a.value(QStringLiteral("text:outline-level")).toInt(&ok) : 1;
        if (!m_outlineSet) {
            for (int l = 0; l < m_styles.outline.size(); ++l)
                m_outline.setLevel(l, m_styles.outline.at(l));
            m_outlineSet = true;
        }
        const QString label = heading && a.value(QStringLiteral("text:is-list-header")) != u"true"
                                  ? m_outline.next(std::max(1, ok ? level : 1) - 1)
                                  : QString();
        m_writer.endBlock();
        writePendingNotes(); // the section that ends here
        m_writer.startBlock(Block::Heading, heading && ok ? level : 1, label);
    } else if (!m_lists.isEmpty()) {
        m_writer.startBlock(Block::ListItem, int(m_lists.size()), listLabel(style));
    } else {
        m_writer.startBlock(Block::Paragraph);
    }
}

void Reader::writePendingNotes()
{
    m_writer.appendParagraphs(m_pendingNotes);
    m_pendingNotes.clear();
}

// Elements whose content is not the document's text; text:number is the cached label of a numbered
// paragraph, which the reader makes itself from the list style.
bool skipped(QStringView name)
{
    return name == u"annotation" || name == u"tracked-changes" || name == u"automatic-styles"
           || name == u"font-face-decls" || name == u"number";
}

void Reader::startElement(const QXmlStreamReader& xml)
{
    const QStringView name = xml.name();
    const QStringView ns = xml.prefix();
    if (skipped(name)) {
        ++m_skip;
    } else if (m_skip > 0) {
        return;
    } else if (ns == u"text" && (name == u"h" || name == u"p")) {
        startParagraph(xml, name == u"h");
    } else if (name == u"list") {
        startList(xml);
    } else if (name == u"list-item" || name == u"list-header") {
        m_itemNumbered = name == u"list-header"; // a header carries no number
        m_itemStart = xml.attributes().value(QStringLiteral("text:start-value")).toInt();
    } else if (name == u"note") {
        if (m_note++ == 0) {
            m_noteMark.clear();
            m_noteText.clear();
        }
    } else if (name == u"note-citation") {
        ++m_citation;
    } else if (ns == u"table" && name == u"table") {
        if (m_tables++ == 0)
            m_writer.endBlock();
    } else if (ns == u"table" && name == u"table-row" && m_tables == 1) {
        m_writer.startBlock(Block::TableRow);
    } else if (name == u"s" || name == u"tab") {
        if (m_note > 0)
            m_noteText += QLatin1Char(' ');
        else
            m_writer.appendText(u" ");
    } else if (name == u"line-break") {
        if (m_note > 0)
            m_noteText += QLatin1Char(' ');
        else if (m_tables == 0)
            m_writer.lineBreak();
        else
            m_writer.appendText(u" ");
    }
}

void Reader::endElement(const QXmlStreamReader& xml)
{
    const QStringView name = xml.name();
    const QStringView ns = xml.prefix();
    if (skipped(name)) {
        --m_skip;
    } else if (m_skip > 0) {
        return;
    } else if (ns == u"text" && (name == u"p" || name == u"h")) {
        --m_paragraph;
        if (m_note > 0)
            m_noteText += QLatin1Char(' ');
        else if (m_tables == 0)
            m_writer.endBlock();
    } else if (name == u"list") {
        if (!m_lists.isEmpty())
            m_lists.removeLast();
    } else if (name == u"note-citation") {
        --m_citation;
        m_writer.appendText(QStringLiteral("[%1]").arg(m_noteMark.trimmed()));
    } else if (name == u"note" && --m_note == 0) {
        m_pendingNotes.append(QStringLiteral("[%1] %2").arg(m_noteMark.trimmed(), m_noteText.simplified()));
    } else if (ns == u"table" && name == u"table-cell" && m_tables == 1) {
        m_writer.cell();
    } else if (ns == u"table" && name == u"table-row" && m_tables == 1) {
        m_writer.endBlock();
    } else if (ns == u"table" && name == u"table") {
        --m_tables;
    }
}

Result<QString> Reader::run(const QByteArray& content)
{
    QXmlStreamReader xml(content);
    int depth = 0;
    while (!xml.atEnd()) {
        xml.readNext();
        if (auto error = XmlReading::check(xml, depth, m_limits, QStringLiteral("content.xml")))
            return *error;
        if (xml.isStartElement()) {
            ++depth;
            startElement(xml);
        } else if (xml.isEndElement()) {
            --depth;
            endElement(xml);
        } else if (xml.isCharacters() && m_skip == 0) {
            if (m_citation > 0)
                m_noteMark += xml.text();
            else if (m_note > 0)
                m_noteText += xml.text();
            else if (m_paragraph > 0)
                m_writer.appendText(xml.text());
            if (m_writer.size() + m_noteText.size() > m_limits.maxTextChars) {
                return Error::make(Error::Code::InvalidInput,
                                   OdtParser::tr("has more than %1 million characters of text. Split it into "
                                                 "smaller files.")
                                       .arg(m_limits.maxTextChars / 1000000));
            }
        }
    }
    m_writer.endBlock();
    writePendingNotes();
    return m_writer.text();
}

} // namespace

Result<ParsedDocument> OdtParser::parse(const QByteArray& bytes, const FormatLimits& limits)
{
    Result<ZipArchive> zip = ZipArchive::open(bytes, limits);
    if (!zip)
        return zip.error();
    if (zip.value().contains(QStringLiteral("META-INF/manifest.xml"))) {
        const Result<QByteArray> manifest = zip.value().read(QStringLiteral("META-INF/manifest.xml"));
        if (manifest && manifest.value().contains("encryption-data")) {
            return Error::make(Error::Code::Unsupported,
                               tr("is password-protected. Save a copy without a password and add that."));
        }
    }
    if (!zip.value().contains(QStringLiteral("content.xml"))) {
        return Error::make(Error::Code::InvalidInput,
                           tr("is not an OpenDocument text (content.xml is missing). Save it as ODT "
                              "again."));
    }
    Result<QByteArray> content = zip.value().read(QStringLiteral("content.xml"));
    if (!content)
        return content.error();
    QByteArray styles;
    if (zip.value().contains(QStringLiteral("styles.xml"))) {
        Result<QByteArray> read = zip.value().read(QStringLiteral("styles.xml"));
        if (!read)
            return read.error();
        styles = read.value();
    }
    return parseContent(content.value(), limits, styles);
}

Result<ParsedDocument> OdtParser::parseContent(const QByteArray& contentXml, const FormatLimits& limits,
                                               const QByteArray& stylesXml)
{
    OdtListStyles listStyles;
    if (Status read = listStyles.read(stylesXml, QStringLiteral("styles.xml"), limits); !read)
        return read.error();
    if (Status read = listStyles.read(contentXml, QStringLiteral("content.xml"), limits); !read)
        return read.error();
    Reader reader(listStyles, limits);
    Result<QString> text = reader.run(contentXml);
    if (!text)
        return text.error();
    ParsedDocument out;
    out.format = DocumentFormat::Odt;
    out.text = text.value();
    return out;
}

} // namespace lotse
