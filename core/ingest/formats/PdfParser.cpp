// SPDX-License-Identifier: GPL-3.0-or-later
#include "PdfParser.h"

#include "MarkdownWriter.h"
#include "common/Logging.h"

#include <memory>
#include <mutex>

#ifdef LOTSE_HAVE_POPPLER
#include <poppler-document.h>
#include <poppler-global.h>
#include <poppler-page.h>

namespace lotse {

namespace {

// A ustring is UTF-16 in the machine's byte order (poppler-cpp 22: its own conversion from UTF-8), so
// it is copied, not converted to UTF-8 and back (a twentieth of a PDF's time). Conversions through
// iconv in other builds may put a byte-order mark first; a swapped one takes the slow way.
QString fromPoppler(const poppler::ustring& text)
{
    static_assert(sizeof(poppler::ustring::value_type) == sizeof(char16_t));
    QStringView units(reinterpret_cast<const char16_t*>(text.data()), qsizetype(text.size()));
    if (units.startsWith(QChar(0xFFFE))) {
        const poppler::byte_array utf8 = text.to_utf8();
        return QString::fromUtf8(utf8.data(), qsizetype(utf8.size()));
    }
    if (units.startsWith(QChar(0xFEFF)))
        units = units.mid(1);
    return units.toString();
}

// Poppler prints complaints about damaged files to stderr; they belong in the ingest log.
void popplerMessage(const std::string& message, void*)
{
    qCDebug(lcIngest) << "poppler:" << QString::fromStdString(message);
}

// The smallest PDF poppler opens: one empty page.
constexpr char emptyPdf[] = "%PDF-1.4\n"
                            "1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n"
                            "2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n"
                            "3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 10 10] >>\nendobj\n"
                            "xref\n0 4\n0000000000 65535 f \n0000000009 00000 n \n0000000058 00000 n \n"
                            "0000000115 00000 n \ntrailer\n<< /Size 4 /Root 1 0 R >>\nstartxref\n184\n%%EOF\n";

void setUpPoppler()
{
    static std::once_flag once;
    std::call_once(once, [] {
        poppler::set_debug_error_function(popplerMessage, nullptr);
        // Poppler builds its global state (font tables, encodings) when the first document opens and
        // tears it down when the last one closes: about a third of a small PDF's parsing time. One
        // document kept open for the life of the process keeps that state.
        static const std::unique_ptr<poppler::document> keepAlive(
            poppler::document::load_from_raw_data(emptyPdf, int(sizeof emptyPdf - 1)));
        if (!keepAlive)
            qCWarning(lcIngest) << "poppler did not open its keep-alive document; PDFs parse more slowly";
    });
}

// Text as it is searched: ligatures (ﬁ, ﬂ) and other compatibility forms as the letters they stand for
// (NFKC), so that "first" finds "ﬁrst"; control characters, which some fonts use for the space
// between words, as spaces ("the\x02degree" was one word).
QString searchable(QString text)
{
    bool ascii = true;
    for (QChar& c : text) {
        const char16_t u = c.unicode();
        if (u < 0x20 ? (u != u'\n' && u != u'\t') : (u >= 0x7f && u < 0xa0))
            c = QLatin1Char(' ');
        else if (u >= 0x80)
            ascii = false;
    }
    return ascii ? text : text.normalized(QString::NormalizationForm_KC);
}

void appendPage(MarkdownWriter& writer, const QString& pageText)
{
    writer.startPage();
    writer.startBlock(MarkdownWriter::Block::Paragraph);
    for (const QString& rawLine : pageText.split(QLatin1Char('\n'))) {
        const QString line = rawLine.trimmed();
        if (line.isEmpty()) {
            writer.startBlock(MarkdownWriter::Block::Paragraph);
            continue;
        }
        writer.appendText(line);
        writer.appendText(u" ");
    }
    writer.endBlock();
}

} // namespace

Result<ParsedDocument> PdfParser::parse(const QByteArray& bytes, const FormatLimits& limits)
{
    setUpPoppler();
    if (bytes.size() > std::numeric_limits<int>::max())
        return Error::make(Error::Code::InvalidInput, tr("is too large to read as a PDF."));
    const std::unique_ptr<poppler::document> document(
        poppler::document::load_from_raw_data(bytes.constData(), int(bytes.size())));
    if (!document) {
        return Error::make(Error::Code::InvalidInput,
                           tr("is a damaged or incomplete PDF that cannot be opened. Save or download "
                              "it again."));
    }
    if (document->is_locked()) {
        return Error::make(Error::Code::Unsupported,
                           tr("is a password-protected PDF. Save a copy without a password and add "
                              "that."));
    }
    const int pages = document->pages();
    if (pages <= 0) {
        return Error::make(Error::Code::InvalidInput,
                           tr("is a PDF without pages (damaged or incomplete). Save or download it "
                              "again."));
    }
    if (pages > limits.maxPdfPages) {
        return Error::make(Error::Code::InvalidInput,
                           tr("has %1 pages (the limit is %2). Split it.").arg(pages).arg(limits.maxPdfPages));
    }
    MarkdownWriter writer;
    const QString title = fromPoppler(document->info_key("Title")).simplified();
    if (!title.isEmpty()) {
        writer.startBlock(MarkdownWriter::Block::Heading, 1);
        writer.appendText(title);
        writer.endBlock();
    }
    qsizetype characters = 0;
    for (int i = 0; i < pages; ++i) {
        const std::unique_ptr<poppler::page> page(document->create_page(i));
        const QString text =
            page ? fromPoppler(page->text(poppler::rectf(), poppler::page::non_raw_non_physical_layout)) : QString();
        characters += text.trimmed().size();
        appendPage(writer, searchable(text));
        if (writer.size() > limits.maxTextChars) {
            return Error::make(Error::Code::InvalidInput,
                               tr("has more than %1 million characters of text. Split it into smaller "
                                  "files.")
                                   .arg(limits.maxTextChars / 1000000));
        }
    }
    if (characters == 0) {
        return Error::make(Error::Code::Unsupported,
                           tr("has no text layer on any of its %1 page(s) (a scan or images only). Run text "
                              "recognition (OCR) on it and add the result.")
                               .arg(pages));
    }
    ParsedDocument out;
    out.format = DocumentFormat::Pdf;
    out.text = writer.text();
    out.pageStarts = writer.pageStarts();
    return out;
}

} // namespace lotse

#else // built without poppler (LOTSE_PDF=OFF)

namespace lotse {

Result<ParsedDocument> PdfParser::parse(const QByteArray&, const FormatLimits&)
{
    return Error::make(Error::Code::Unsupported,
                       tr("is a PDF, and this build of Lotse cannot read PDFs (built without poppler). "
                          "Save the document as DOCX, ODT or HTML, or use a build with PDF support."));
}

} // namespace lotse

#endif
