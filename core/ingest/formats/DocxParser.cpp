// SPDX-License-Identifier: GPL-3.0-or-later
#include "DocxParser.h"

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

// styleId -> heading level, from the style's name or outline level (German Word: "berschrift1").
Result<QHash<QString, int>> headingStyles(const QByteArray& stylesXml, const FormatLimits& limits)
{
    QHash<QString, int> levels;
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
        if (name == QStringLiteral("style"))
            id = xml.attributes().value(QStringLiteral("w:styleId")).toString();
        else if (name == QStringLiteral("name") && !id.isEmpty()) {
            if (const int level = levelFromStyleName(xml.attributes().value(QStringLiteral("w:val")).toString()))
                levels.insert(id, level);
        } else if (name == QStringLiteral("outlineLvl") && !id.isEmpty() && !levels.contains(id)) {
            const int level = xml.attributes().value(QStringLiteral("w:val")).toInt() + 1;
            if (level >= 1 && level <= 6)
                levels.insert(id, level);
        }
    }
    return levels;
}

class Reader
{
public:
    Reader(const QHash<QString, int>& styles, const FormatLimits& limits)
        : m_styles(styles)
        , m_limits(limits)
    {}

    Result<QString> run(const QByteArray& document);

private:
    void startParagraph();
    void paragraphProperty(const QXmlStreamReader& xml);

    const QHash<QString, int>& m_styles;
    const FormatLimits& m_limits;
    MarkdownWriter m_writer;
    int m_tableDepth = 0;
    int m_skip = 0; // inside deleted text or field codes
    int m_inText = 0;
    // The current paragraph's kind, known from its properties, which come before its text.
    int m_headingLevel = 0;
    int m_listLevel = 0;
    bool m_started = false;
};

void Reader::startParagraph()
{
    if (m_started)
        return;
    m_started = true;
    if (m_tableDepth > 0) {
        m_writer.appendText(u" "); // paragraphs in a cell stay in the cell
        return;
    }
    if (m_headingLevel > 0)
        m_writer.startBlock(Block::Heading, m_headingLevel);
    else if (m_listLevel > 0)
        m_writer.startBlock(Block::ListItem, m_listLevel);
    else
        m_writer.startBlock(Block::Paragraph);
}

void Reader::paragraphProperty(const QXmlStreamReader& xml)
{
    const QStringView name = xml.name();
    const QStringView value = xml.attributes().value(QStringLiteral("w:val"));
    if (name == QStringLiteral("pStyle")) {
        const QString style = value.toString();
        m_headingLevel = m_styles.value(style, levelFromStyleName(style));
        if (m_headingLevel == 0 && style.startsWith(QStringLiteral("List")) && m_listLevel == 0)
            m_listLevel = 1;
    } else if (name == QStringLiteral("outlineLvl")) {
        const int level = value.toInt() + 1;
        if (level >= 1 && level <= 6)
            m_headingLevel = level;
    } else if (name == QStringLiteral("ilvl")) {
        m_listLevel = std::clamp(value.toInt() + 1, 1, 9);
    } else if (name == QStringLiteral("numPr") && m_listLevel == 0) {
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
    return m_writer.text();
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
    QByteArray styles;
    if (zip.value().contains(QStringLiteral("word/styles.xml"))) {
        Result<QByteArray> read = zip.value().read(QStringLiteral("word/styles.xml"));
        if (!read)
            return read.error();
        styles = read.value();
    }
    Result<QByteArray> document = zip.value().read(QStringLiteral("word/document.xml"));
    if (!document)
        return document.error();
    return parseXml(document.value(), styles, limits);
}

Result<ParsedDocument> DocxParser::parseXml(const QByteArray& documentXml, const QByteArray& stylesXml,
                                            const FormatLimits& limits)
{
    const Result<QHash<QString, int>> styles = headingStyles(stylesXml, limits);
    if (!styles)
        return styles.error();
    Reader reader(styles.value(), limits);
    Result<QString> text = reader.run(documentXml);
    if (!text)
        return text.error();
    ParsedDocument out;
    out.format = DocumentFormat::Docx;
    out.text = text.value();
    return out;
}

} // namespace lotse
