// SPDX-License-Identifier: GPL-3.0-or-later
#include "DocxParser.h"

#include "DocxNotes.h"
#include "DocxNumbering.h"
#include "MarkdownWriter.h"
#include "XmlReading.h"
#include "ZipArchive.h"

#include <QHash>
#include <QRegularExpression>
#include <QXmlStreamReader>

namespace lotse {

namespace {

using Block = MarkdownWriter::Block;

// Heading level for a style: "Title" is 1, "heading 2" / "Heading2" is 2, 0 for body text.
int levelFromStyleName(const QString& name)
{
    static const QRegularExpression heading(QStringLiteral(R"(^heading\s*([1-9])$)"),
                                            QRegularExpression::CaseInsensitiveOption);
    const QString n = name.trimmed();
    if (n.compare(QStringLiteral("title"), Qt::CaseInsensitive) == 0)
        return 1;
    if (const QRegularExpressionMatch m = heading.match(n); m.hasMatch())
        return std::min(6, m.captured(1).toInt());
    return 0;
}

// What a paragraph style gives its paragraphs: a heading level, from the style's name or outline level
// (German Word: "berschrift1"), and a list (numbered headings, "List Number").
struct StyleInfo
{
    int level = 0;
    QString numId;
    int ilvl = 0;
};

Result<QHash<QString, StyleInfo>> paragraphStyles(const QByteArray& stylesXml, const FormatLimits& limits)
{
    QHash<QString, StyleInfo> levels;
    if (stylesXml.isEmpty())
        return levels;
    QXmlStreamReader xml(stylesXml);
    QString id;
    int depth = 0;
    while (!xml.atEnd()) {
        xml.readNext();
        if (auto error = XmlReading::check(xml, depth, limits, QStringLiteral("word/styles.xml")))
            return *error;
        if (xml.isEndElement())
            --depth;
        if (!xml.isStartElement())
            continue;
        ++depth;
        const QStringView name = xml.name();
        const QStringView value = xml.attributes().value(QStringLiteral("w:val"));
        if (name == QStringLiteral("style")) {
            id = xml.attributes().value(QStringLiteral("w:styleId")).toString();
        } else if (id.isEmpty()) {
            continue;
        } else if (name == QStringLiteral("name")) {
            if (const int level = levelFromStyleName(value.toString()))
                levels[id].level = level;
        } else if (name == QStringLiteral("outlineLvl") && levels.value(id).level == 0) {
            const int level = value.toInt() + 1;
            if (level >= 1 && level <= 6)
                levels[id].level = level;
        } else if (name == QStringLiteral("numId")) {
            levels[id].numId = value.toString();
        } else if (name == QStringLiteral("ilvl")) {
            levels[id].ilvl = std::clamp(value.toInt(), 0, 8);
        }
    }
    return levels;
}

// Footnotes and endnotes by id, and their numbers as the text shows them.
struct Notes
{
    QHash<QString, QString> footnotes, endnotes;
    int footnotesSeen = 0, endnotesSeen = 0;
};

class Reader
{
public:
    Reader(const QHash<QString, StyleInfo>& styles, DocxNumbering& numbering, Notes& notes, const FormatLimits& limits)
        : m_styles(styles)
        , m_numbering(numbering)
        , m_notes(notes)
        , m_limits(limits)
    {}

    Result<QString> run(const QByteArray& document);

private:
    void startParagraph();
    void paragraphProperty(const QXmlStreamReader& xml);
    // A note's mark where it is referenced ("rather[1]", as Word shows it raised); its text follows
    // the section, before the next heading.
    void noteReference(const QXmlStreamReader& xml);
    void writePendingNotes();

    const QHash<QString, StyleInfo>& m_styles;
    DocxNumbering& m_numbering;
    Notes& m_notes;
    QStringList m_pendingNotes; // "[1] text"
    const FormatLimits& m_limits;
    MarkdownWriter m_writer;
    int m_tableDepth = 0;
    int m_skip = 0; // inside deleted text or field codes
    int m_inText = 0;
    // The current paragraph's kind, known from its properties, which come before its text.
    int m_headingLevel = 0;
    int m_listLevel = 0;
    QString m_numId; // the paragraph's list, from its properties or its style
    int m_ilvl = 0;
    bool m_started = false;
};

void Reader::noteReference(const QXmlStreamReader& xml)
{
    const bool foot = xml.name() == QStringLiteral("footnoteReference");
    const QString id = xml.attributes().value(QStringLiteral("w:id")).toString();
    const QHash<QString, QString>& notes = foot ? m_notes.footnotes : m_notes.endnotes;
    if (!notes.contains(id))
        return;
    // Word's defaults: footnotes 1, 2, 3 …; endnotes i, ii, iii ….
    const QString mark = foot ? QString::number(++m_notes.footnotesSeen)
                              : ListNumbering::format(++m_notes.endnotesSeen, ListNumbering::Style::LowerRoman);
    startParagraph();
    m_writer.appendText(QStringLiteral("[%1]").arg(mark));
    m_pendingNotes.append(QStringLiteral("[%1] %2").arg(mark, notes.value(id)));
}

void Reader::writePendingNotes()
{
    m_writer.appendParagraphs(m_pendingNotes);
    m_pendingNotes.clear();
}

void Reader::startParagraph()
{
    if (m_started)
        return;
    m_started = true;
    if (m_tableDepth > 0) {
        m_writer.appendText(u" "); // paragraphs in a cell stay in the cell
        return;
    }
    const QString label = m_numId.isEmpty() ? QString() : m_numbering.next(m_numId, m_ilvl);
    if (m_headingLevel > 0) {
        m_writer.endBlock();
        writePendingNotes(); // the section that ends here
        m_writer.startBlock(Block::Heading, m_headingLevel, label);
    } else if (m_listLevel > 0 || !label.isEmpty()) {
        m_writer.startBlock(Block::ListItem, std::max(m_listLevel, m_ilvl + 1), label);
    } else {
        m_writer.startBlock(Block::Paragraph);
    }
}

void Reader::paragraphProperty(const QXmlStreamReader& xml)
{
    const QStringView name = xml.name();
    const QStringView value = xml.attributes().value(QStringLiteral("w:val"));
    if (name == QStringLiteral("pStyle")) {
        const QString style = value.toString();
        const auto known = m_styles.find(style);
        m_headingLevel = known != m_styles.end() && known->level > 0 ? known->level : levelFromStyleName(style);
        if (known != m_styles.end() && !known->numId.isEmpty() && m_numId.isEmpty()) {
            m_numId = known->numId;
            m_ilvl = known->ilvl;
        }
        if (m_headingLevel == 0 && style.startsWith(QStringLiteral("List")) && m_listLevel == 0)
            m_listLevel = 1;
    } else if (name == QStringLiteral("outlineLvl")) {
        const int level = value.toInt() + 1;
        if (level >= 1 && level <= 6)
            m_headingLevel = level;
    } else if (name == QStringLiteral("ilvl")) {
        m_ilvl = std::clamp(value.toInt(), 0, 8);
        if (m_headingLevel == 0)
            m_listLevel = m_ilvl + 1;
    } else if (name == QStringLiteral("numId")) {
        m_numId = value == u"0" ? QString() : value.toString(); // 0: numbering switched off here
        if (m_numId.isEmpty() && m_headingLevel == 0)
            m_listLevel = 0;
    } else if (name == QStringLiteral("numPr") && m_listLevel == 0 && m_headingLevel == 0) {
        m_listLevel = 1;
    }
}

Result<QString> Reader::run(const QByteArray& document)
{
    QXmlStreamReader xml(document);
    int depth = 0;
    bool inProperties = false;
    while (!xml.atEnd()) {
        xml.readNext();
        if (auto error = XmlReading::check(xml, depth, m_limits, QStringLiteral("word/document.xml")))
            return *error;
        if (xml.isStartElement()) {
            ++depth;
            const QStringView name = xml.name();
            if (name == QStringLiteral("p")) {
                m_headingLevel = 0;
                m_listLevel = 0;
                m_numId.clear();
                m_ilvl = 0;
                m_started = false;
            } else if (name == QStringLiteral("pPr")) {
                inProperties = true;
            } else if (inProperties) {
                paragraphProperty(xml);
            } else if (name == QStringLiteral("delText") || name == QStringLiteral("instrText")
                       || name == QStringLiteral("Fallback")) {
                ++m_skip; // Fallback repeats a text box's text for old readers
            } else if (name == QStringLiteral("tbl")) {
                if (m_tableDepth++ == 0)
                    m_writer.endBlock();
            } else if (name == QStringLiteral("tr") && m_tableDepth == 1) {
                m_writer.startBlock(Block::TableRow);
            } else if (name == QStringLiteral("t")) {
                ++m_inText; // only w:t holds text; drawings hold numbers (positions, sizes) elsewhere
            } else if ((name == QStringLiteral("footnoteReference") || name == QStringLiteral("endnoteReference"))
                       && m_skip == 0) {
                noteReference(xml);
            } else if (name == QStringLiteral("tab") && m_started) {
                m_writer.appendText(u" ");
            } else if ((name == QStringLiteral("br") || name == QStringLiteral("cr")) && m_started) {
                if (m_tableDepth == 0)
                    m_writer.lineBreak();
                else
                    m_writer.appendText(u" ");
            }
        } else if (xml.isEndElement()) {
            --depth;
            const QStringView name = xml.name();
            if (name == QStringLiteral("pPr")) {
                inProperties = false;
            } else if (name == QStringLiteral("p")) {
                if (m_tableDepth == 0 && m_started)
                    m_writer.endBlock();
                m_started = false;
            } else if (name == QStringLiteral("delText") || name == QStringLiteral("instrText")
                       || name == QStringLiteral("Fallback")) {
                --m_skip;
            } else if (name == QStringLiteral("t")) {
                --m_inText;
            } else if (name == QStringLiteral("tc") && m_tableDepth == 1) {
                m_writer.cell();
            } else if (name == QStringLiteral("tr") && m_tableDepth == 1) {
                m_writer.endBlock();
            } else if (name == QStringLiteral("tbl")) {
                --m_tableDepth;
            }
        } else if (xml.isCharacters() && m_skip == 0 && !inProperties && m_inText > 0) {
            startParagraph();
            m_writer.appendText(xml.text());
            if (m_writer.size() > m_limits.maxTextChars) {
                return Error::make(Error::Code::InvalidInput,
                                   DocxParser::tr("has more than %1 million characters of text. Split it into "
                                                  "smaller files.")
                                       .arg(m_limits.maxTextChars / 1000000));
            }
        }
    }
    m_writer.endBlock();
    writePendingNotes();
    return m_writer.text();
}

// A part of the package, or nothing when it is not there.
Result<QByteArray> optionalPart(ZipArchive& zip, const QString& name)
{
    if (!zip.contains(name))
        return QByteArray();
    return zip.read(name);
}

} // namespace

Result<ParsedDocument> DocxParser::parse(const QByteArray& bytes, const FormatLimits& limits)
{
    Result<ZipArchive> zip = ZipArchive::open(bytes, limits);
    if (!zip)
        return zip.error();
    if (!zip.value().contains(QStringLiteral("word/document.xml"))) {
        return Error::make(Error::Code::InvalidInput,
                           tr("is not a Word document (word/document.xml is missing). Save it as DOCX "
                              "from Word or LibreOffice."));
    }
    Parts parts;
    const std::pair<QByteArray*, const char*> wanted[] = {{&parts.document, "word/document.xml"},
                                                          {&parts.styles, "word/styles.xml"},
                                                          {&parts.numbering, "word/numbering.xml"},
                                                          {&parts.footnotes, "word/footnotes.xml"},
                                                          {&parts.endnotes, "word/endnotes.xml"}};
    for (const auto& [into, name] : wanted) {
        Result<QByteArray> read = optionalPart(zip.value(), QString::fromLatin1(name));
        if (!read)
            return read.error();
        *into = std::move(read).value();
    }
    return parseXml(parts, limits);
}

Result<ParsedDocument> DocxParser::parseXml(const QByteArray& documentXml, const QByteArray& stylesXml,
                                            const FormatLimits& limits)
{
    Parts parts;
    parts.document = documentXml;
    parts.styles = stylesXml;
    return parseXml(parts, limits);
}

Result<ParsedDocument> DocxParser::parseXml(const Parts& parts, const FormatLimits& limits)
{
    const Result<QHash<QString, StyleInfo>> styles = paragraphStyles(parts.styles, limits);
    if (!styles)
        return styles.error();
    Result<DocxNumbering> numbering = DocxNumbering::read(parts.numbering, limits);
    if (!numbering)
        return numbering.error();
    Notes notes;
    for (const auto& [xml, element, into] : {std::tuple{&parts.footnotes, u"footnote", &notes.footnotes},
                                             {&parts.endnotes, u"endnote", &notes.endnotes}}) {
        Result<QHash<QString, QString>> read = DocxNotes::read(*xml, element, limits);
        if (!read)
            return read.error();
        *into = std::move(read).value();
    }
    Reader reader(styles.value(), numbering.value(), notes, limits);
    Result<QString> text = reader.run(parts.document);
    if (!text)
        return text.error();
    ParsedDocument out;
    out.format = DocumentFormat::Docx;
    out.text = text.value();
    return out;
}

} // namespace lotse
