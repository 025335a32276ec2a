// SPDX-License-Identifier: GPL-3.0-or-later
#include "CorpusGenerator.h"

#include "OfficeWriter.h"
#include "PdfWriter.h"
#include "ingest/IngestPipeline.h"
#include "ingest/SourceFile.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <algorithm>

namespace lotse::bench {

namespace {

const QStringList vocabulary = {QStringLiteral("vacation"), QStringLiteral("travel"),   QStringLiteral("expense"),
                                QStringLiteral("manager"),  QStringLiteral("approval"), QStringLiteral("remote"),
                                QStringLiteral("benefit"),  QStringLiteral("policy"),   QStringLiteral("leave"),
                                QStringLiteral("security"), QStringLiteral("laptop"),   QStringLiteral("training"),
                                QStringLiteral("parental"), QStringLiteral("overtime"), QStringLiteral("receipt")};

QString markdown(const HandbookPage& page)
{
    QString out = QStringLiteral("# %1\n\n").arg(page.title);
    for (const HandbookPage::Section& s : page.sections) {
        out += QStringLiteral("## %1\n\n").arg(s.heading);
        for (const QString& p : s.paragraphs)
            out += p + QStringLiteral("\n\n");
        if (s.table.isEmpty())
            continue;
        out += QStringLiteral("| Item | Rule |\n|---|---|\n");
        for (const HandbookPage::Row& r : s.table)
            out += QStringLiteral("| %1 | %2 |\n").arg(r.item, r.rule);
        out += QLatin1Char('\n');
    }
    return out;
}

QString plainText(const HandbookPage& page)
{
    QString out = page.title + QStringLiteral("\n\n");
    for (const HandbookPage::Section& s : page.sections) {
        out += s.heading + QStringLiteral("\n\n");
        for (const QString& p : s.paragraphs)
            out += p + QStringLiteral("\n\n");
        for (const HandbookPage::Row& r : s.table)
            out += r.item + QStringLiteral(": ") + r.rule + QLatin1Char('\n');
        if (!s.table.isEmpty())
            out += QLatin1Char('\n');
    }
    return out;
}

QString html(const HandbookPage& page)
{
    // An intranet export: navigation and a script around the content, which the reader drops.
    QString out = QStringLiteral("<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><title>%1</title>"
                                 "<script>var tracking = 1;</script></head><body><nav><a href=\"/\">Home</a> "
                                 "<a href=\"/policies\">Policies</a></nav><main><h1>%1</h1>\n")
                      .arg(page.title.toHtmlEscaped());
    for (const HandbookPage::Section& s : page.sections) {
        out += QStringLiteral("<h2>%1</h2>\n").arg(s.heading.toHtmlEscaped());
        for (const QString& p : s.paragraphs)
            out += QStringLiteral("<p>%1</p>\n").arg(p.toHtmlEscaped());
        if (s.table.isEmpty())
            continue;
        out += QStringLiteral("<table><tr><th>Item</th><th>Rule</th></tr>");
        for (const HandbookPage::Row& r : s.table)
            out +=
                QStringLiteral("<tr><td>%1</td><td>%2</td></tr>").arg(r.item.toHtmlEscaped(), r.rule.toHtmlEscaped());
        out += QStringLiteral("</table>\n");
    }
    return out + QStringLiteral("</main><footer>Intranet</footer></body></html>\n");
}

} // namespace

QString CorpusGenerator::Stats::text() const
{
    QStringList parts;
    for (const QString& suffix : suffixes()) {
        parts.append(QStringLiteral("%1 %2 (%3 MB)")
                         .arg(filesBySuffix.value(suffix))
                         .arg(suffix)
                         .arg(double(bytesBySuffix.value(suffix)) / (1024 * 1024), 0, 'f', 1));
    }
    return QStringLiteral("%1 files, %2 MB: %3")
        .arg(files)
        .arg(double(bytes) / (1024 * 1024), 0, 'f', 1)
        .arg(parts.join(QStringLiteral(", ")));
}

CorpusGenerator::CorpusGenerator(quint32 seed)
    : m_rng(seed)
{}

QStringList CorpusGenerator::suffixes()
{
    return {QStringLiteral("md"),   QStringLiteral("txt"), QStringLiteral("html"),
            QStringLiteral("docx"), QStringLiteral("odt"), QStringLiteral("pdf")};
}

QString CorpusGenerator::words(int count)
{
    QStringList out;
    out.reserve(count);
    for (int w = 0; w < count; ++w)
        out.append(vocabulary.at(int(m_rng.bounded(qsizetype(vocabulary.size())))));
    return out.join(QLatin1Char(' '));
}

HandbookPage CorpusGenerator::page(int index)
{
    // 1-12 sections of 80-380 words in paragraphs of up to 200: 1-27 KB of text a page (12 KB on average).
    HandbookPage page;
    page.title = QStringLiteral("Policy %1").arg(index);
    const int sections = 1 + int(m_rng.bounded(12));
    for (int s = 0; s < sections; ++s) {
        HandbookPage::Section section;
        section.heading = QStringLiteral("Section %1").arg(s);
        int remaining = 80 + int(m_rng.bounded(300));
        while (remaining > 0) {
            const int n = std::min(remaining, 60 + int(m_rng.bounded(140)));
            section.paragraphs.append(words(n) + QLatin1Char('.'));
            remaining -= n;
        }
        if (m_rng.bounded(4) == 0) {
            for (int r = 0; r < 3; ++r)
                section.table.append(
                    {words(1), QStringLiteral("%1 days, %2").arg(1 + m_rng.bounded(30)).arg(words(3))});
        }
        page.sections.append(section);
    }
    return page;
}

QByteArray CorpusGenerator::render(const HandbookPage& page, const QString& suffix) const
{
    if (suffix == QStringLiteral("md"))
        return markdown(page).toUtf8();
    if (suffix == QStringLiteral("txt"))
        return plainText(page).toUtf8();
    if (suffix == QStringLiteral("html"))
        return html(page).toUtf8();
    if (suffix == QStringLiteral("docx"))
        return OfficeWriter::docx(page);
    if (suffix == QStringLiteral("odt"))
        return OfficeWriter::odt(page);
    if (suffix == QStringLiteral("pdf"))
        return PdfWriter::write(page);
    return {};
}

bool CorpusGenerator::generate(const QString& folder, int count, Stats* stats, QString* error)
{
    const QStringList kinds = suffixes();
    Stats local;
    for (int i = 0; i < count; ++i) {
        const QString suffix = kinds.at(i % kinds.size());
        const QByteArray bytes = render(page(i), suffix);
        // Six files in a row, one of each format, share a department folder: every folder is mixed.
        const QString path = QStringLiteral("%1/dept-%2/policy-%3.%4").arg(folder).arg(i / 6 % 20).arg(i).arg(suffix);
        QDir().mkpath(QFileInfo(path).absolutePath());
        QFile f(path);
        if (bytes.isEmpty() || !f.open(QIODevice::WriteOnly) || f.write(bytes) != bytes.size()) {
            if (error)
                *error = QStringLiteral("cannot write %1: %2")
                             .arg(path, bytes.isEmpty() ? QStringLiteral("libzip failed") : f.errorString());
            return false;
        }
        ++local.files;
        local.bytes += bytes.size();
        ++local.filesBySuffix[suffix];
        local.bytesBySuffix[suffix] += bytes.size();
    }
    if (stats)
        *stats = local;
    return true;
}

QStringList CorpusGenerator::unreadable(const QString& folder)
{
    QStringList out;
    for (const QString& path : IngestPipeline::expand({folder}).files) {
        Result<SourceFile> file = SourceFile::probe(path);
        if (!file) {
            out.append(file.error().message);
            continue;
        }
        if (Status decoded = file.value().decode(); !decoded)
            out.append(decoded.error().message);
        else if (file.value().text.trimmed().isEmpty())
            out.append(path + QStringLiteral(": no text"));
    }
    return out;
}

} // namespace lotse::bench
