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
