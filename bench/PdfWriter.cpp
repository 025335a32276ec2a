// SPDX-License-Identifier: GPL-3.0-or-later
#include "PdfWriter.h"

#include <QList>

namespace lotse::bench {

namespace {

struct Line
{
    bool heading = false;
    QByteArray text; // empty: a gap
};

constexpr int wrapColumn = 88; // Helvetica 10 pt on an A4 page with 2 cm margins

void wrap(const QString& paragraph, QList<Line>& out)
{
    QByteArray line;
    for (const QString& word : paragraph.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
        if (!line.isEmpty() && line.size() + 1 + word.size() > wrapColumn) {
            out.append({false, line});
            line.clear();
        }
        if (!line.isEmpty())
            line += ' ';
        line += word.toLatin1();
    }
    if (!line.isEmpty())
        out.append({false, line});
}

QList<Line> layout(const HandbookPage& page)
{
    QList<Line> lines{{true, page.title.toLatin1()}, {}};
    for (const HandbookPage::Section& section : page.sections) {
        lines.append({true, section.heading.toLatin1()});
        for (const QString& paragraph : section.paragraphs) {
            wrap(paragraph, lines);
            lines.append(Line{});
        }
        for (const HandbookPage::Row& row : section.table)
            lines.append({false, (row.item + QStringLiteral(": ") + row.rule).toLatin1()});
        if (!section.table.isEmpty())
            lines.append(Line{});
    }
    return lines;
}

QByteArray escaped(QByteArray text)
{
    return text.replace('\\', "\\\\").replace('(', "\\(").replace(')', "\\)");
}

// Text operators for one page: a line is `(text) Tj` at the current position, T* moves down.
QByteArray contentStream(const QList<Line>& lines)
{
    QByteArray ops = "BT\n/F1 10 Tf\n13 TL\n56 786 Td\n";
    bool bold = false;
    for (const Line& line : lines) {
        if (line.heading != bold) {
            ops += line.heading ? "/F2 12 Tf\n" : "/F1 10 Tf\n";
            bold = line.heading;
        }
        if (!line.text.isEmpty())
            ops += '(' + escaped(line.text) + ") Tj ";
        ops += "T*\n";
    }
    return ops + "ET";
}

} // namespace

int PdfWriter::pageCount(const HandbookPage& page, int linesPerPage)
{
    const qsizetype lines = layout(page).size();
    return int((lines + linesPerPage - 1) / linesPerPage);
}

QByteArray PdfWriter::write(const HandbookPage& page, int linesPerPage)
{
    const QList<Line> lines = layout(page);
    // Objects: 1 catalog, 2 page tree, 3 and 4 the fonts, 5 the information, then a content
    // stream and a page object per page.
    QList<QByteArray> objects(5);
    QByteArray kids;
    for (qsizetype first = 0; first < lines.size(); first += linesPerPage) {
        const QByteArray stream = contentStream(lines.mid(first, linesPerPage));
        objects.append("<< /Length " + QByteArray::number(stream.size()) + " >>\nstream\n" + stream + "\nendstream");
        const QByteArray content = QByteArray::number(objects.size());
        objects.append("<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents " + content
                       + " 0 R /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> >>");
        kids += QByteArray::number(objects.size()) + " 0 R ";
    }
    const int pages = int((objects.size() - 5) / 2);
    objects[0] = "<< /Type /Catalog /Pages 2 0 R >>";
    objects[1] = "<< /Type /Pages /Count " + QByteArray::number(pages) + " /Kids [" + kids.trimmed() + "] >>";
    objects[2] = "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>";
    objects[3] = "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>";
    objects[4] = "<< /Title (" + escaped(page.title.toLatin1()) + ") /Producer (lotse-bench) >>";

    QByteArray out = "%PDF-1.4\n%\xE2\xE3\xCF\xD3\n";
    QList<qsizetype> offsets;
    for (qsizetype i = 0; i < objects.size(); ++i) {
        offsets.append(out.size());
        out += QByteArray::number(i + 1) + " 0 obj\n" + objects.at(i) + "\nendobj\n";
    }
    const qsizetype xref = out.size();
    // Each cross-reference entry is exactly 20 bytes, "nnnnnnnnnn ggggg n" and a two-byte end of line.
    out += "xref\n0 " + QByteArray::number(objects.size() + 1) + "\n0000000000 65535 f \n";
    for (const qsizetype offset : std::as_const(offsets))
        out += QByteArray::number(offset).rightJustified(10, '0') + " 00000 n \n";
    out += "trailer\n<< /Size " + QByteArray::number(objects.size() + 1) + " /Root 1 0 R /Info 5 0 R >>\nstartxref\n"
           + QByteArray::number(xref) + "\n%%EOF\n";
    return out;
}

} // namespace lotse::bench
