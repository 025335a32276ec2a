// SPDX-License-Identifier: GPL-3.0-or-later
#include "FormatSamples.h"

#include <QFile>
#include <QTemporaryDir>
#include <zip.h>

namespace lotse::test::FormatSamples {

QByteArray zip(const QList<Entry>& entries)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("out.zip"));
    int error = 0;
    zip_t* archive = zip_open(QFile::encodeName(path).constData(), ZIP_CREATE | ZIP_TRUNCATE, &error);
    if (!archive)
        qFatal("zip_open failed: %d", error);
    for (const Entry& e : entries) {
        // libzip reads the buffer at zip_close; `entries` lives until then.
        zip_source_t* source = zip_source_buffer(archive, e.second.constData(), zip_uint64_t(e.second.size()), 0);
        if (!source || zip_file_add(archive, e.first.toUtf8().constData(), source, ZIP_FL_ENC_UTF_8) < 0)
            qFatal("zip_file_add failed: %s", zip_strerror(archive));
    }
    if (zip_close(archive) != 0)
        qFatal("zip_close failed");
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        qFatal("cannot read the zip back");
    return f.readAll();
}

QByteArray wordDocument(const QByteArray& body)
{
    return QByteArray("<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"yes\"?>\n"
                      "<w:document xmlns:w=\"http://schemas.openxmlformats.org/wordprocessingml/2006/main\">"
                      "<w:body>")
           + body + QByteArray("</w:body></w:document>");
}

QByteArray docx(const QByteArray& documentXml)
{
    return zip({{QStringLiteral("[Content_Types].xml"),
                 "<?xml version=\"1.0\"?><Types xmlns=\"http://schemas.openxmlformats.org/package/2006/"
                 "content-types\"/>"},
                {QStringLiteral("word/document.xml"), documentXml}});
}

QByteArray docx(const QByteArray& documentXml, const QList<Entry>& parts)
{
    QList<Entry> entries{{QStringLiteral("[Content_Types].xml"),
                          "<?xml version=\"1.0\"?><Types xmlns=\"http://schemas.openxmlformats.org/package/2006/"
                          "content-types\"/>"},
                         {QStringLiteral("word/document.xml"), documentXml}};
    for (const Entry& e : parts)
        entries.append({QStringLiteral("word/") + e.first, wordPart(e.second)});
    return zip(entries);
}

QByteArray wordPart(const QByteArray& xml)
{
    // The root element's name is the part's first tag; only the namespace is added.
    const qsizetype end = xml.indexOf('>');
    const qsizetype space = xml.indexOf(' ');
    const qsizetype at = space > 0 && space < end ? space : end;
    return xml.left(at) + " xmlns:w=\"http://schemas.openxmlformats.org/wordprocessingml/2006/main\"" + xml.mid(at);
}

QByteArray odt(const QByteArray& contentXml, const QByteArray& manifest)
{
    return zip({{QStringLiteral("mimetype"), "application/vnd.oasis.opendocument.text"},
                {QStringLiteral("content.xml"), contentXml},
                {QStringLiteral("META-INF/manifest.xml"),
                 manifest.isEmpty() ? QByteArray("<?xml version=\"1.0\"?><manifest:manifest xmlns:manifest=\"urn:oasis:"
                                                 "names:tc:opendocument:xmlns:manifest:1.0\"/>")
                                    : manifest}});
}

QByteArray sample(const QString& name)
{
    QFile f(QStringLiteral(LOTSE_TEST_DATA "/formats/") + name);
    if (!f.open(QIODevice::ReadOnly))
        qFatal("missing sample %s", qPrintable(name));
    return f.readAll();
}

QByteArray pdfWithContent(const QByteArray& content, const QByteArray& toUnicode)
{
    const QByteArray stream = qCompress(content, 9).mid(4); // without Qt's length prefix: a zlib stream
    QList<QByteArray> objects{
        "<< /Type /Catalog /Pages 2 0 R >>", "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 5 0 R >> >> "
        "/Contents 4 0 R >>",
        "<< /Length " + QByteArray::number(stream.size()) + " /Filter /FlateDecode >>\nstream\n" + stream
            + "\nendstream",
        "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica"
            + QByteArray(toUnicode.isEmpty() ? "" : " /ToUnicode 6 0 R") + " >>"};
    if (!toUnicode.isEmpty()) {
        const QByteArray cmap =
            "/CIDInit /ProcSet findresource begin 12 dict begin begincmap\n"
            "/CMapName /Test def /CMapType 2 def\n1 begincodespacerange <00> <FF> endcodespacerange\n"
            + toUnicode + "\nendcmap CMapName currentdict /CMap defineresource pop end end";
        objects.append("<< /Length " + QByteArray::number(cmap.size()) + " >>\nstream\n" + cmap + "\nendstream");
    }
    QByteArray pdf = "%PDF-1.4\n";
    QList<qsizetype> offsets;
    for (qsizetype i = 0; i < objects.size(); ++i) {
        offsets.append(pdf.size());
        pdf += QByteArray::number(i + 1) + " 0 obj\n" + objects.at(i) + "\nendobj\n";
    }
    const qsizetype xref = pdf.size();
    pdf += "xref\n0 " + QByteArray::number(objects.size() + 1) + "\n0000000000 65535 f \n";
    for (qsizetype offset : offsets)
        pdf += QByteArray::number(offset).rightJustified(10, '0') + " 00000 n \n";
    pdf += "trailer\n<< /Size " + QByteArray::number(objects.size() + 1) + " /Root 1 0 R >>\nstartxref\n"
           + QByteArray::number(xref) + "\n%%EOF\n";
    return pdf;
}

QByteArray slowPdf(int lines)
{
    return pdfWithContent(repeated("0 0 m 1 1 l S\n", lines));
}

QByteArray memoryBombPdf(int glyphs)
{
    // Each glyph's advance taken back by the kerning: all of them on the page, one word of millions of
    // characters, which poppler's text extraction keeps with coordinates and font per character.
    return pdfWithContent("BT /F1 1 Tf 100 100 Td [" + repeated("(a)556", glyphs) + "] TJ ET");
}

QByteArray repeated(const QByteArray& unit, int times)
{
    QByteArray out;
    out.reserve(unit.size() * times);
    for (int i = 0; i < times; ++i)
        out += unit;
    return out;
}

QString errorOf(const Result<ParsedDocument>& r)
{
    return r ? QStringLiteral("(parsed: ") + r.value().text.left(200) + QLatin1Char(')') : r.error().message;
}

} // namespace lotse::test::FormatSamples
