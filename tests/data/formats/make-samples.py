#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Writes the small sample documents in this folder (see README.md). Standard library only;
encrypted.pdf additionally needs `qpdf` (Debian package qpdf). Re-run after changing a sample."""
import os
import subprocess
import zipfile

HERE = os.path.dirname(os.path.abspath(__file__))


def write_pdf(path, pages, title, blocks=None):
    """A minimal valid PDF: one Helvetica text page per entry of `pages` (a list of paragraphs, each a
    list of lines), paragraphs separated by an empty line's worth of space. `blocks`, when given, has
    one filled rectangle per page: (x, y, width, height, (r, g, b)) in points from the bottom left."""
    objects = []  # 1-based object bodies

    def add(body):
        objects.append(body)
        return len(objects)

    catalog = add(None)
    pages_obj = add(None)
    font = add(b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>")
    kids = []
    for index, paragraphs in enumerate(pages):
        ops = []
        if blocks:
            x, y, width, height, (r, g, b) = blocks[index]
            ops.append(b"%.2f %.2f %.2f rg %d %d %d %d re f 0 g" % (r, g, b, x, y, width, height))
        ops.append(b"BT /F1 12 Tf 14 TL 72 740 Td")
        for paragraph in paragraphs:
            for line in paragraph:
                escaped = line.replace("\\", "\\\\").replace("(", "\\(").replace(")", "\\)")
                ops.append(b"(" + escaped.encode("latin-1") + b") Tj T*")
            ops.append(b"T* T*")  # a gap: a new paragraph
        ops.append(b"ET")
        stream = b"\n".join(ops)
        content = add(b"<< /Length %d >>\nstream\n" % len(stream) + stream + b"\nendstream")
        kids.append(add(b"<< /Type /Page /Parent %d 0 R /MediaBox [0 0 612 792] /Contents %d 0 R"
                        b" /Resources << /Font << /F1 %d 0 R >> >> >>" % (pages_obj, content, font)))
    objects[catalog - 1] = b"<< /Type /Catalog /Pages %d 0 R >>" % pages_obj
    objects[pages_obj - 1] = (b"<< /Type /Pages /Count %d /Kids [" % len(kids)
                              + b" ".join(b"%d 0 R" % k for k in kids) + b"] >>")
    info = add(b"<< /Title (" + title.encode("latin-1") + b") /Producer (make-samples.py) >>")

    out = bytearray(b"%PDF-1.4\n%\xe2\xe3\xcf\xd3\n")
    offsets = []
    for number, body in enumerate(objects, start=1):
        offsets.append(len(out))
        out += b"%d 0 obj\n" % number + body + b"\nendobj\n"
    xref = len(out)
    out += b"xref\n0 %d\n0000000000 65535 f \n" % (len(objects) + 1)
    for offset in offsets:
        out += b"%010d 00000 n \n" % offset
    out += b"trailer\n<< /Size %d /Root %d 0 R /Info %d 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (
        len(objects) + 1, catalog, info, xref)
    with open(path, "wb") as f:
        f.write(out)


def write_zip(path, entries, first_stored=None):
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as z:
        if first_stored:
            z.writestr(zipfile.ZipInfo(first_stored[0]), first_stored[1], compress_type=zipfile.ZIP_STORED)
        for name, data in entries:
            info = zipfile.ZipInfo(name, date_time=(2024, 1, 1, 0, 0, 0))
            z.writestr(info, data, compress_type=zipfile.ZIP_DEFLATED)


W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"'


def docx_paragraph(text, style=None, list_level=None):
    props = ""
    if style or list_level is not None:
        props = "<w:pPr>"
        if style:
            props += '<w:pStyle w:val="%s"/>' % style
        if list_level is not None:
            props += '<w:numPr><w:ilvl w:val="%d"/><w:numId w:val="1"/></w:numPr>' % list_level
        props += "</w:pPr>"
    return "<w:p>%s<w:r><w:t xml:space=\"preserve\">%s</w:t></w:r></w:p>" % (props, text)


def write_docx(path):
    body = "".join([
        docx_paragraph("Employee Handbook", "Title"),
        docx_paragraph("Annual Leave", "Heading1"),
        docx_paragraph("Full-time employees receive 28 days of paid leave per calendar year."),
        docx_paragraph("Carrying Over", "berschrift2"),  # a localised style id, named "heading 2"
        docx_paragraph("Up to five unused days carry over to the next year."),
        docx_paragraph("Ask your manager first.", None, 0),
        docx_paragraph("Book it in the HR portal.", None, 1),
        "<w:p><w:r><w:t>Deleted </w:t></w:r><w:del><w:r><w:delText>secret draft</w:delText></w:r></w:del>"
        "<w:r><w:t>text stays out.</w:t></w:r></w:p>",
        "<w:tbl><w:tr><w:tc><w:p><w:r><w:t>Years of service</w:t></w:r></w:p></w:tc>"
        "<w:tc><w:p><w:r><w:t>Extra days</w:t></w:r></w:p></w:tc></w:tr>"
        "<w:tr><w:tc><w:p><w:r><w:t>5</w:t></w:r></w:p></w:tc>"
        "<w:tc><w:p><w:r><w:t>2</w:t></w:r></w:p></w:tc></w:tr></w:tbl>",
        docx_paragraph("# not a heading, just a hash sign"),
    ])
    document = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
                "<w:document %s><w:body>%s</w:body></w:document>" % (W, body))
    styles = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
              '<w:styles %s><w:style w:type="paragraph" w:styleId="berschrift2"><w:name w:val="heading 2"/>'
              "</w:style></w:styles>" % W)
    types = ('<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/'
             '2006/content-types"><Override PartName="/word/document.xml" ContentType="application/'
             'vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>')
    write_zip(path, [("[Content_Types].xml", types), ("word/document.xml", document), ("word/styles.xml", styles)])


def write_odt(path):
    content = (
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        '<office:document-content xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" '
        'xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" '
        'xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" office:version="1.3">'
        "<office:body><office:text>"
        '<text:h text:outline-level="1">Travel Policy</text:h>'
        "<text:p>Book trains for trips under<text:s/>four hours.</text:p>"
        '<text:h text:outline-level="2">Expenses</text:h>'
        "<text:list><text:list-item><text:p>Keep every receipt.</text:p>"
        "<text:list><text:list-item><text:p>Scan paper receipts.</text:p></text:list-item></text:list>"
        "</text:list-item></text:list>"
        "<office:annotation><text:p>reviewer comment</text:p></office:annotation>"
        "<table:table><table:table-row><table:table-cell><text:p>Meal</text:p></table:table-cell>"
        "<table:table-cell><text:p>30 EUR</text:p></table:table-cell></table:table-row></table:table>"
        "</office:text></office:body></office:document-content>")
    manifest = ('<?xml version="1.0" encoding="UTF-8"?><manifest:manifest xmlns:manifest="urn:oasis:names:tc:'
                'opendocument:xmlns:manifest:1.0"><manifest:file-entry manifest:full-path="/" manifest:media-type='
                '"application/vnd.oasis.opendocument.text"/></manifest:manifest>')
    write_zip(path, [("content.xml", content), ("META-INF/manifest.xml", manifest)],
              first_stored=("mimetype", "application/vnd.oasis.opendocument.text"))


def main():
    write_pdf(os.path.join(HERE, "sample.pdf"), [
        [["Lotse Sample Handbook"], ["Working hours are from nine to five.", "Core hours are ten to three."]],
        [["Annual leave is 28 days per year.", "Request leave two weeks ahead."]],
        [["Sick leave: call your manager", "before nine on the first day."]],
    ], "Lotse Sample Handbook")
    # pages.pdf: three pages that look clearly different (a coloured block lower on each page), for
    # the page renderer and the source pane.
    write_pdf(os.path.join(HERE, "pages.pdf"), [
        [["Page One: Working Hours"], ["Working hours are from nine to five.", "Core hours are ten to three."]],
        [["Page Two: Overtime"], ["Overtime is paid at 125 percent of the hourly rate.",
                                  "Ask your manager before you work overtime."]],
        [["Page Three: Public Holidays"], ["Public holidays follow the calendar of the state you work in."]],
    ], "Lotse Page Samples", blocks=[
        (72, 500, 468, 120, (0.8, 0.1, 0.1)),
        (72, 300, 468, 120, (0.1, 0.6, 0.1)),
        (72, 100, 468, 120, (0.1, 0.1, 0.8)),
    ])
    write_docx(os.path.join(HERE, "sample.docx"))
    write_odt(os.path.join(HERE, "sample.odt"))
    # encrypted.pdf: the sample with a user password, so it cannot be opened without it.
    subprocess.run(["qpdf", "--encrypt", "user-secret", "owner-secret", "256", "--",
                    os.path.join(HERE, "sample.pdf"), os.path.join(HERE, "encrypted.pdf")], check=True)


if __name__ == "__main__":
    main()
