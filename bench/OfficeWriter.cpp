// SPDX-License-Identifier: GPL-3.0-or-later
#include "OfficeWriter.h"

#include <QList>
#include <QPair>
#include <zip.h>

namespace lotse::bench {

namespace {

using Entry = QPair<const char*, QByteArray>;

// 2024-01-01 00:00 UTC: entries carry this time, not the time of the run.
constexpr time_t fixedTime = 1704067200;

// A zip archive in memory; the first entry is stored uncompressed when `firstStored` (ODF's
// "mimetype"), the others are deflated. Empty on a libzip error.
QByteArray zip(const QList<Entry>& entries, bool firstStored)
{
    zip_error_t error;
    zip_error_init(&error);
    zip_source_t* target = zip_source_buffer_create(nullptr, 0, 0, &error);
    zip_t* archive = target ? zip_open_from_source(target, ZIP_TRUNCATE, &error) : nullptr;
    if (!archive) {
        if (target)
            zip_source_free(target);
        zip_error_fini(&error);
        return {};
    }
    zip_source_keep(target); // read back after zip_close
    bool ok = true;
    for (qsizetype i = 0; i < entries.size() && ok; ++i) {
        const Entry& e = entries.at(i);
        // libzip reads the buffer at zip_close; `entries` lives until then.
        zip_source_t* source = zip_source_buffer(archive, e.second.constData(), zip_uint64_t(e.second.size()), 0);
        const zip_int64_t index = source ? zip_file_add(archive, e.first, source, ZIP_FL_ENC_UTF_8) : -1;
        if (index < 0) {
            zip_source_free(source);
            ok = false;
            break;
        }
        ok = zip_set_file_compression(archive, zip_uint64_t(index),
                                      i == 0 && firstStored ? ZIP_CM_STORE : ZIP_CM_DEFLATE, 0)
                 == 0
             && zip_file_set_mtime(archive, zip_uint64_t(index), fixedTime, 0) == 0;
    }
    if (!ok || zip_close(archive) != 0) {
        zip_discard(archive); // after a failed zip_close the archive is still open
        zip_source_free(target);
        return {};
    }
    QByteArray out;
    zip_stat_t stat;
    if (zip_source_stat(target, &stat) == 0 && zip_source_open(target) == 0) {
        out.resize(qsizetype(stat.size));
        if (zip_source_read(target, out.data(), stat.size) != zip_int64_t(stat.size))
            out.clear();
        zip_source_close(target);
    }
    zip_source_free(target);
    return out;
}

QByteArray xml(const QString& text)
{
    return text.toHtmlEscaped().toUtf8();
}

const char xmlProlog[] = "<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"yes\"?>\n";

QByteArray wordParagraph(const QString& text, const char* style = nullptr)
{
    QByteArray p = "<w:p>";
    if (style)
        p += QByteArray("<w:pPr><w:pStyle w:val=\"") + style + "\"/></w:pPr>";
    return p + "<w:r><w:t xml:space=\"preserve\">" + xml(text) + "</w:t></w:r></w:p>";
}

QByteArray wordCell(const QString& text)
{
    return "<w:tc><w:tcPr><w:tcW w:w=\"4500\" w:type=\"dxa\"/></w:tcPr>" + wordParagraph(text) + "</w:tc>";
}

QByteArray wordStyle(const char* id, const char* name, int outline)
{
    return QByteArray("<w:style w:type=\"paragraph\" w:styleId=\"") + id + "\"><w:name w:val=\"" + name
           + "\"/><w:basedOn w:val=\"Normal\"/><w:pPr><w:outlineLvl w:val=\"" + QByteArray::number(outline)
           + "\"/></w:pPr></w:style>";
}

QByteArray odfParagraph(const QString& text)
{
    return "<text:p text:style-name=\"Standard\">" + xml(text) + "</text:p>";
}

} // namespace

QByteArray OfficeWriter::docx(const HandbookPage& page)
{
    QByteArray body = wordParagraph(page.title, "Title");
    for (const HandbookPage::Section& section : page.sections) {
        body += wordParagraph(section.heading, "Heading1");
        for (const QString& paragraph : section.paragraphs)
            body += wordParagraph(paragraph);
        if (section.table.isEmpty())
            continue;
        body += "<w:tbl><w:tblPr><w:tblW w:w=\"9000\" w:type=\"dxa\"/></w:tblPr><w:tblGrid><w:gridCol w:w=\"4500\"/>"
                "<w:gridCol w:w=\"4500\"/></w:tblGrid>";
        for (const HandbookPage::Row& row : section.table)
            body += "<w:tr>" + wordCell(row.item) + wordCell(row.rule) + "</w:tr>";
        body += "</w:tbl>";
    }
    const QByteArray ns = "xmlns:w=\"http://schemas.openxmlformats.org/wordprocessingml/2006/main\"";
    const QByteArray document = xmlProlog + ("<w:document " + ns + "><w:body>") + body
                                + "<w:sectPr><w:pgSz w:w=\"11906\" w:h=\"16838\"/></w:sectPr></w:body></w:document>";
    const QByteArray styles = xmlProlog + ("<w:styles " + ns + ">")
                              + "<w:style w:type=\"paragraph\" w:default=\"1\" w:styleId=\"Normal\"><w:name "
                                "w:val=\"Normal\"/></w:style>"
                              + wordStyle("Title", "Title", 0) + wordStyle("Heading1", "heading 1", 0)
                              + wordStyle("Heading2", "heading 2", 1) + "</w:styles>";
    const QByteArray contentTypes =
        QByteArray(xmlProlog)
        + "<Types xmlns=\"http://schemas.openxmlformats.org/package/2006/content-types\">"
          "<Default Extension=\"rels\" ContentType=\"application/vnd.openxmlformats-package.relationships+xml\"/>"
          "<Default Extension=\"xml\" ContentType=\"application/xml\"/>"
          "<Override PartName=\"/word/document.xml\" ContentType=\"application/"
          "vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml\"/>"
          "<Override PartName=\"/word/styles.xml\" ContentType=\"application/"
          "vnd.openxmlformats-officedocument.wordprocessingml.styles+xml\"/></Types>";
    const QByteArray rels = QByteArray(xmlProlog)
                            + "<Relationships xmlns=\"http://schemas.openxmlformats.org/package/2006/relationships\">"
                              "<Relationship Id=\"rId1\" Type=\"http://schemas.openxmlformats.org/officeDocument/"
                              "2006/relationships/officeDocument\" Target=\"word/document.xml\"/></Relationships>";
    const QByteArray documentRels =
        QByteArray(xmlProlog)
        + "<Relationships xmlns=\"http://schemas.openxmlformats.org/package/2006/relationships\">"
          "<Relationship Id=\"rId1\" Type=\"http://schemas.openxmlformats.org/officeDocument/2006/relationships/"
          "styles\" Target=\"styles.xml\"/></Relationships>";
    return zip({{"[Content_Types].xml", contentTypes},
                {"_rels/.rels", rels},
                {"word/document.xml", document},
                {"word/_rels/document.xml.rels", documentRels},
                {"word/styles.xml", styles}},
               false);
}

QByteArray OfficeWriter::odt(const HandbookPage& page)
{
    QByteArray body = "<text:h text:outline-level=\"1\">" + xml(page.title) + "</text:h>";
    for (const HandbookPage::Section& section : page.sections) {
        body += "<text:h text:outline-level=\"2\">" + xml(section.heading) + "</text:h>";
        for (const QString& paragraph : section.paragraphs)
            body += odfParagraph(paragraph);
        if (section.table.isEmpty())
            continue;
        body += "<table:table table:name=\"" + xml(section.heading)
                + "\"><table:table-column "
                  "table:number-columns-repeated=\"2\"/>";
        for (const HandbookPage::Row& row : section.table) {
            body += "<table:table-row><table:table-cell office:value-type=\"string\">" + odfParagraph(row.item)
                    + "</table:table-cell><table:table-cell office:value-type=\"string\">" + odfParagraph(row.rule)
                    + "</table:table-cell></table:table-row>";
        }
        body += "</table:table>";
    }
    const QByteArray content =
        QByteArray(xmlProlog)
        + "<office:document-content xmlns:office=\"urn:oasis:names:tc:opendocument:xmlns:office:1.0\" "
          "xmlns:text=\"urn:oasis:names:tc:opendocument:xmlns:text:1.0\" "
          "xmlns:table=\"urn:oasis:names:tc:opendocument:xmlns:table:1.0\" office:version=\"1.3\">"
          "<office:body><office:text>"
        + body + "</office:text></office:body></office:document-content>";
    const QByteArray manifest =
        QByteArray(xmlProlog)
        + "<manifest:manifest xmlns:manifest=\"urn:oasis:names:tc:opendocument:xmlns:manifest:1.0\" "
          "manifest:version=\"1.3\"><manifest:file-entry manifest:full-path=\"/\" manifest:version=\"1.3\" "
          "manifest:media-type=\"application/vnd.oasis.opendocument.text\"/><manifest:file-entry "
          "manifest:full-path=\"content.xml\" manifest:media-type=\"text/xml\"/></manifest:manifest>";
    return zip({{"mimetype", "application/vnd.oasis.opendocument.text"},
                {"content.xml", content},
                {"META-INF/manifest.xml", manifest}},
               true);
}

} // namespace lotse::bench
