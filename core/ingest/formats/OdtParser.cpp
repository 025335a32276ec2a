// SPDX-License-Identifier: GPL-3.0-or-later
#include "OdtParser.h"

#include "MarkdownWriter.h"
#include "XmlReading.h"
#include "ZipArchive.h"

#include <QXmlStreamReader>

namespace lotse {

namespace {

using Block = MarkdownWriter::Block;

Result<QString> readContent(const QByteArray& content, const FormatLimits& limits)
{
    MarkdownWriter writer;
    QXmlStreamReader xml(content);
    int depth = 0;
    int lists = 0;
    int tables = 0;
    int skip = 0;      // annotations, tracked changes
    int paragraph = 0; // open text:p / text:h (they nest through frames and notes)
    while (!xml.atEnd()) {
        xml.readNext();
        if (auto error = XmlReading::check(xml, depth, limits, QStringLiteral("content.xml")))
            return *error;
        const QStringView name = xml.name();
        if (xml.isStartElement()) {
            ++depth;
            const QStringView ns = xml.prefix();
            if (name == QStringLiteral("annotation") || name == QStringLiteral("tracked-changes")
                || name == QStringLiteral("automatic-styles") || name == QStringLiteral("font-face-decls")) {
                ++skip;
            } else if (skip > 0) {
                continue;
            } else if (ns == QStringLiteral("text") && name == QStringLiteral("h")) {
                ++paragraph;
                if (tables == 0) {
                    bool ok = false;
                    const int level = xml.attributes().value(QStringLiteral("text:outline-level")).toInt(&ok);
                    writer.startBlock(Block::Heading, ok ? level : 1);
                }
            } else if (ns == QStringLiteral("text") && name == QStringLiteral("p")) {
                ++paragraph;
                const QStringView style = xml.attributes().value(QStringLiteral("text:style-name"));
                if (tables > 0)
                    writer.appendText(u" ");
                else if (style == QStringLiteral("Title"))
                    writer.startBlock(Block::Heading, 1);
                else if (lists > 0)
                    writer.startBlock(Block::ListItem, lists);
                else
                    writer.startBlock(Block::Paragraph);
            } else if (name == QStringLiteral("list")) {
                ++lists;
            } else if (ns == QStringLiteral("table") && name == QStringLiteral("table")) {
                if (tables++ == 0)
                    writer.endBlock();
            } else if (ns == QStringLiteral("table") && name == QStringLiteral("table-row") && tables == 1) {
                writer.startBlock(Block::TableRow);
            } else if (name == QStringLiteral("s")) {
                writer.appendText(u" ");
            } else if (name == QStringLiteral("tab")) {
                writer.appendText(u" ");
            } else if (name == QStringLiteral("line-break")) {
                if (tables == 0)
                    writer.lineBreak();
                else
                    writer.appendText(u" ");
            }
        } else if (xml.isEndElement()) {
            --depth;
            const QStringView ns = xml.prefix();
            if (name == QStringLiteral("annotation") || name == QStringLiteral("tracked-changes")
                || name == QStringLiteral("automatic-styles") || name == QStringLiteral("font-face-decls")) {
                --skip;
            } else if (skip > 0) {
                continue;
            } else if (ns == QStringLiteral("text") && (name == QStringLiteral("p") || name == QStringLiteral("h"))) {
                --paragraph;
                if (tables == 0)
                    writer.endBlock();
            } else if (name == QStringLiteral("list")) {
                --lists;
            } else if (ns == QStringLiteral("table") && name == QStringLiteral("table-cell") && tables == 1) {
                writer.cell();
            } else if (ns == QStringLiteral("table") && name == QStringLiteral("table-row") && tables == 1) {
                writer.endBlock();
            } else if (ns == QStringLiteral("table") && name == QStringLiteral("table")) {
                --tables;
            }
        } else if (xml.isCharacters() && skip == 0 && paragraph > 0) {
            writer.appendText(xml.text());
            if (writer.size() > limits.maxTextChars) {
                return Error::make(Error::Code::InvalidInput,
                                   OdtParser::tr("has more than %1 million characters of text. Split it into "
                                                 "smaller files.")
                                       .arg(limits.maxTextChars / 1000000));
            }
        }
    }
    return writer.text();
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
    return parseContent(content.value(), limits);
}

Result<ParsedDocument> OdtParser::parseContent(const QByteArray& contentXml, const FormatLimits& limits)
{
    Result<QString> text = readContent(contentXml, limits);
    if (!text)
        return text.error();
    ParsedDocument out;
    out.format = DocumentFormat::Odt;
    out.text = text.value();
    return out;
}

} // namespace lotse
