// SPDX-License-Identifier: GPL-3.0-or-later
// Document formats: what each parser makes of real samples, type detection, and hostile files.
#include "FormatSamples.h"
#include "TestSupport.h"
#include "ingest/SourceFile.h"
#include "ingest/formats/DocumentParser.h"
#include "ingest/formats/HtmlParser.h"
#include "ingest/formats/TextDecoder.h"

#include <QCoreApplication>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>

using namespace lotse;
using namespace lotse::test;

namespace {

QString errorOf(const Result<ParsedDocument>& r)
{
    return r ? QStringLiteral("(parsed: ") + r.value().text.left(200) + QLatin1Char(')') : r.error().message;
}

QByteArray repeated(const QByteArray& unit, int times)
{
    QByteArray out;
    out.reserve(unit.size() * times);
    for (int i = 0; i < times; ++i)
        out += unit;
    return out;
}

} // namespace

class TestFormats : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void samples_data();
    void samples();
    void pdfPages();
    void html_data();
    void html();
    void detection_data();
    void detection();
    void encodings_data();
    void encodings();
    void hostile_data();
    void hostile();
    void externalEntityIsNeverRead();
    void fileSizeLimitFromSettings();
    void chunksEndAtPageBreaks();
    void ingestedPdfChunksKnowTheirPage();
    void ingestedDocxKeepsHeadings();

private:
    QTemporaryDir m_settingsDir;
};

void TestFormats::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("LotseTest"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_formats"));
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_settingsDir.path());
    QSettings().clear();
}

void TestFormats::samples_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("format");
    QTest::addColumn<QStringList>("lines");  // whole lines the text must contain, in this order
    QTest::addColumn<QStringList>("absent"); // fragments that must not appear
    QTest::addColumn<int>("pages");

    QTest::newRow("pdf") << QStringLiteral("sample.pdf") << int(DocumentFormat::Pdf)
                         << QStringList{QStringLiteral("# Lotse Sample Handbook"),
                                        QStringLiteral("Working hours are from nine to five. Core hours are ten to "
                                                       "three."),
                                        QStringLiteral("Annual leave is 28 days per year. Request leave two weeks "
                                                       "ahead."),
                                        QStringLiteral("Sick leave: call your manager before nine on the first day.")}
                         << QStringList{QStringLiteral("\f")} << 3;
    QTest::newRow("docx") << QStringLiteral("sample.docx") << int(DocumentFormat::Docx)
                          << QStringList{QStringLiteral("# Employee Handbook"),
                                         QStringLiteral("# Annual Leave"),
                                         QStringLiteral("Full-time employees receive 28 days of paid leave per "
                                                        "calendar year."),
                                         QStringLiteral("## Carrying Over"),
                                         QStringLiteral("- Ask your manager first."),
                                         QStringLiteral("  - Book it in the HR portal."),
                                         QStringLiteral("Deleted text stays out."),
                                         QStringLiteral("Years of service | Extra days"),
                                         QStringLiteral("5 | 2"),
                                         QStringLiteral("\\# not a heading, just a hash sign")}
                          << QStringList{QStringLiteral("secret draft")} << 0;
    QTest::newRow("odt") << QStringLiteral("sample.odt") << int(DocumentFormat::Odt)
                         << QStringList{QStringLiteral("# Travel Policy"),
                                        QStringLiteral("Book trains for trips under four hours."),
                                        QStringLiteral("## Expenses"),
                                        QStringLiteral("- Keep every receipt."),
                                        QStringLiteral("  - Scan paper receipts."),
                                        QStringLiteral("Meal | 30 EUR")}
                         << QStringList{QStringLiteral("reviewer comment")} << 0;
    QTest::newRow("html") << QStringLiteral("sample.html") << int(DocumentFormat::Html)
                          << QStringList{QStringLiteral("# Remote Work"),
                                         QStringLiteral("Employees may work remotely up to three days a week – with "
                                                        "their manager’s approval."),
                                         QStringLiteral("Unclosed paragraphs are common in exported pages & still "
                                                        "readable."),
                                         QStringLiteral("## Equipment"),
                                         QStringLiteral("- A laptop is provided."),
                                         QStringLiteral("- Monitors can be ordered:"),
                                         QStringLiteral("  - through the IT portal"),
                                         QStringLiteral("  - or by email"),
                                         QStringLiteral("## Allowance"),
                                         QStringLiteral("Item | Amount"),
                                         QStringLiteral("Internet | €20 per month"),
                                         QStringLiteral("Questions? Ask HR.")}
                          << QStringList{QStringLiteral("tracking"),
                                         QStringLiteral("font-family"),
                                         QStringLiteral("Company Intranet"),
                                         QStringLiteral("IT\n"),
                                         QStringLiteral("All rights reserved"),
                                         QStringLiteral("Intranet:")}
                          << 0;
}

void TestFormats::samples()
{
    QFETCH(QString, file);
    QFETCH(int, format);
    QFETCH(QStringList, lines);
    QFETCH(QStringList, absent);
    QFETCH(int, pages);

    const auto parsed = DocumentParser::parse(file, FormatSamples::sample(file), FormatLimits{});
    QVERIFY2(parsed, qPrintable(errorOf(parsed)));
    const ParsedDocument& doc = parsed.value();
    QCOMPARE(int(doc.format), format);
    const QStringList actual = doc.text.split(QLatin1Char('\n'));
    qsizetype from = 0;
    for (const QString& line : lines) {
        const qsizetype at = actual.indexOf(line, from);
        QVERIFY2(at >= 0, qPrintable(QStringLiteral("missing line (in order) \"%1\" in:\n%2").arg(line, doc.text)));
        from = at + 1;
    }
    for (const QString& fragment : absent)
        QVERIFY2(!doc.text.contains(fragment), qPrintable(fragment + QStringLiteral(" in:\n") + doc.text));
    QCOMPARE(doc.pageStarts.size(), pages);
}

void TestFormats::pdfPages()
{
    const auto parsed = DocumentParser::parse(QStringLiteral("sample.pdf"),
                                              FormatSamples::sample(QStringLiteral("sample.pdf")), FormatLimits{});
    QVERIFY2(parsed, qPrintable(errorOf(parsed)));
    const ParsedDocument& doc = parsed.value();
    QCOMPARE(doc.pageAt(doc.text.indexOf(QStringLiteral("Working hours"))), 1);
    QCOMPARE(doc.pageAt(doc.text.indexOf(QStringLiteral("Annual leave"))), 2);
    QCOMPARE(doc.pageAt(doc.text.indexOf(QStringLiteral("Sick leave"))), 3);
    QCOMPARE(doc.pageAt(0), 1); // the title heading counts as page 1
    QCOMPARE(doc.text.mid(doc.pageStart(2), 12), QStringLiteral("Annual leave"));
    QCOMPARE(doc.pageAt(doc.text.size()), 3);
}

void TestFormats::html_data()
{
    QTest::addColumn<QString>("html");
    QTest::addColumn<QString>("expected");

    QTest::newRow("fragment without html element")
        << QStringLiteral("<h2>Leave</h2><p>Text.</p>") << QStringLiteral("## Leave\n\nText.");
    QTest::newRow("stray end tags") << QStringLiteral("</div></p><p>One</span> two</p></li>")
                                    << QStringLiteral("One two");
    QTest::newRow("unclosed everything") << QStringLiteral("<div><p>A<p>B<ul><li>C<li>D")
                                         << QStringLiteral("A\n\nB\n\n- C\n\n- D");
    QTest::newRow("bare less-than and ampersand")
        << QStringLiteral("<p>1 < 2 & 3 > 2 &unknown; &#x41;&#66;</p>") << QStringLiteral("1 < 2 & 3 > 2 &unknown; AB");
    QTest::newRow("invalid numeric references")
        << QStringLiteral("<p>&#0;&#xD800;&#99999999;x</p>") << QStringLiteral("x");
    QTest::newRow("unterminated comment")
        << QStringLiteral("<p>Before</p><!-- never closed <p>hidden</p>") << QStringLiteral("Before");
    QTest::newRow("unterminated script") << QStringLiteral("<p>Kept</p><script>while(1){}") << QStringLiteral("Kept");
    QTest::newRow("script with markup inside")
        << QStringLiteral("<script>document.write('<p>no</p>')</script><p>yes</p>") << QStringLiteral("yes");
    QTest::newRow("attributes with > inside quotes")
        << QStringLiteral("<p title=\"a > b\">Text</p>") << QStringLiteral("Text");
    QTest::newRow("upper-case tags") << QStringLiteral("<H1>Big</H1><P>Small</P>") << QStringLiteral("# Big\n\nSmall");
    QTest::newRow("title used when there is no h1")
        << QStringLiteral("<html><head><title>Page &amp; Title</title></head><body><p>Body</p></body></html>")
        << QStringLiteral("# Page & Title\n\nBody");
    QTest::newRow("line breaks") << QStringLiteral("<p>one<br>two<br/>three</p>") << QStringLiteral("one\ntwo\nthree");
    QTest::newRow("hash at paragraph start is not a heading")
        << QStringLiteral("<p># 1 priority</p>") << QStringLiteral("\\# 1 priority");
    QTest::newRow("unclosed head") << QStringLiteral("<html><head><title>T</title><body><h1>Body</h1>text")
                                   << QStringLiteral("# Body\n\ntext");
    QTest::newRow("empty") << QString() << QString();
}

void TestFormats::html()
{
    QFETCH(QString, html);
    QFETCH(QString, expected);
    const auto parsed = HtmlParser::parseText(html, FormatLimits{});
    QVERIFY2(parsed, qPrintable(errorOf(parsed)));
    QCOMPARE(parsed.value().text, expected);
}

void TestFormats::detection_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<int>("format"); // expected format, or Unknown when an error is expected
    QTest::addColumn<QString>("error");

    const QByteArray pdf = FormatSamples::sample(QStringLiteral("sample.pdf"));
    const QByteArray docx = FormatSamples::sample(QStringLiteral("sample.docx"));
    const QByteArray odt = FormatSamples::sample(QStringLiteral("sample.odt"));
    const QByteArray html = FormatSamples::sample(QStringLiteral("sample.html"));
    auto ok = [](const char* row, const char* name, const QByteArray& bytes, DocumentFormat f) {
        QTest::newRow(row) << QString::fromLatin1(name) << bytes << int(f) << QString();
    };
    auto bad = [](const char* row, const char* name, const QByteArray& bytes, const char* error) {
        QTest::newRow(row) << QString::fromLatin1(name) << bytes << int(DocumentFormat::Unknown)
                           << QString::fromLatin1(error);
    };
    ok("pdf", "a.pdf", pdf, DocumentFormat::Pdf);
    ok("pdf named .docx", "a.docx", pdf, DocumentFormat::Pdf);
    ok("pdf named .md", "a.md", pdf, DocumentFormat::Pdf);
    ok("pdf after junk bytes", "a.pdf", QByteArray("garbage\n") + pdf, DocumentFormat::Pdf);
    ok("docx", "a.docx", docx, DocumentFormat::Docx);
    ok("docx named .odt", "a.odt", docx, DocumentFormat::Docx);
    ok("odt", "a.odt", odt, DocumentFormat::Odt);
    ok("odt named .pdf", "a.pdf", odt, DocumentFormat::Odt);
    ok("html", "a.html", html, DocumentFormat::Html);
    ok("html named .txt", "a.txt", html, DocumentFormat::Html);
    ok("html with BOM and comment first", "a.htm", QByteArray("\xEF\xBB\xBF<!-- saved -->\n<!doctype HTML><p>x"),
       DocumentFormat::Html);
    ok("html fragment named .html", "a.html", "<p>Just a fragment</p>", DocumentFormat::Html);
    ok("markdown", "a.md", "# Title\n\nText", DocumentFormat::Markdown);
    ok("text", "a.txt", "Plain words.", DocumentFormat::PlainText);
    ok("markdown with inline html", "a.md", "# T\n\n<b>bold</b>", DocumentFormat::Markdown);
    bad("text named .pdf", "a.pdf", "Plain words.", "named .pdf but contains plain text");
    bad("binary named .docx", "a.docx", QByteArray("\x01\x02\x00\x03", 4), "is not Word (DOCX)");
    bad("binary named .md", "a.md",
        QByteArray("\x7F"
                   "ELF\x02\x01\x01\x00\x00",
                   9),
        "binary file");
    bad("other zip named .docx", "a.docx", FormatSamples::zip({{QStringLiteral("xl/workbook.xml"), "<workbook/>"}}),
        "zip archive but not");
    bad("old Word .doc named .docx", "a.docx",
        QByteArray("\xD0\xCF\x11\xE0\xA1\xB1\x1A\xE1", 8) + QByteArray(512, '\0'), "old binary Office file");
}

void TestFormats::detection()
{
    QFETCH(QString, name);
    QFETCH(QByteArray, bytes);
    QFETCH(int, format);
    QFETCH(QString, error);

    const auto parsed = DocumentParser::parse(name, bytes, FormatLimits{});
    if (error.isEmpty()) {
        QVERIFY2(parsed, qPrintable(errorOf(parsed)));
        QCOMPARE(int(parsed.value().format), format);
    } else {
        QVERIFY2(!parsed, qPrintable(errorOf(parsed)));
        QVERIFY2(parsed.error().message.contains(error), qPrintable(parsed.error().message));
    }
}

void TestFormats::encodings_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("text"); // empty: an error is expected
    QTest::addColumn<QString>("error");

    QTest::newRow("UTF-8") << QByteArray("Gr\xC3\xBC\xC3\x9F"
                                         "e")
                           << QStringLiteral("Grüße") << QString();
    QTest::newRow("Windows-1252 falls back") << QByteArray("Gr\xFC\xDF"
                                                           "e \x80 5 \x93quoted\x94")
                                             << QStringLiteral("Grüße € 5 “quoted”") << QString();
    QTest::newRow("UTF-8 cut off at the end")
        << QByteArray("Text \xC3") << QString() << QStringLiteral("ends in the middle of a character");
    QTest::newRow("UTF-8 cut off in a 3-byte sequence")
        << QByteArray("Euro \xE2\x82") << QString() << QStringLiteral("ends in the middle of a character");
    QTest::newRow("UTF-8 mark with invalid bytes") << QByteArray("\xEF\xBB\xBFGr\xFC\xDF"
                                                                 "e")
                                                   << QString() << QStringLiteral("starts with a UTF-8 mark");
    QTest::newRow("NUL bytes") << QByteArray("text\0more", 9) << QString() << QStringLiteral("binary file");
    QTest::newRow("control characters through 1252")
        << repeated(QByteArray("\x81\x8D\x8F\x90\x9D\x01\x02", 7), 50) << QString() << QStringLiteral("binary file");
    QTest::newRow("UTF-16 LE") << QByteArray("\xFF\xFEH\0i\0", 6) << QStringLiteral("Hi") << QString();
}

void TestFormats::encodings()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QString, text);
    QFETCH(QString, error);
    const auto decoded = TextDecoder::decode(bytes);
    if (error.isEmpty()) {
        QVERIFY2(decoded, qPrintable(decoded ? QString() : decoded.error().message));
        QCOMPARE(decoded.value().text, text);
    } else {
        QVERIFY(!decoded);
        QVERIFY2(decoded.error().message.contains(error), qPrintable(decoded.error().message));
    }
}

void TestFormats::hostile_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("error");
    QTest::addColumn<qint64>("maxUnpacked"); // FormatLimits override; 0 keeps the default
    QTest::addColumn<int>("maxEntries");

    const QByteArray pdf = FormatSamples::sample(QStringLiteral("sample.pdf"));
    auto row = [](const char* tag, const char* name, const QByteArray& bytes, const char* error, qint64 unpacked = 0,
                  int entries = 0) {
        QTest::newRow(tag) << QString::fromLatin1(name) << bytes << QString::fromLatin1(error) << unpacked << entries;
    };
    row("truncated pdf", "a.pdf", pdf.left(pdf.size() / 3), "damaged or incomplete PDF");
    row("pdf header only", "a.pdf", "%PDF-1.7\n", "damaged or incomplete PDF");
    row("pdf with garbage body", "a.pdf", QByteArray("%PDF-1.4\n") + repeated("\x13\x37garbage obj << >>", 200),
        "damaged or incomplete PDF");
    row("encrypted pdf", "a.pdf", FormatSamples::sample(QStringLiteral("encrypted.pdf")), "password-protected PDF");
    row("pdf without text", "a.pdf",
        QByteArray("%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Count 1 "
                   "/Kids [3 0 R] >> endobj\n3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 100 100] >> "
                   "endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n"),
        "no text layer");
    // 64 MB of zeros packs into ~64 KB: a ratio of ~1000, refused after reading about 200 times the packed size.
    row("zip bomb as docx (ratio)", "a.docx",
        FormatSamples::docx(FormatSamples::wordDocument("<w:p><w:r><w:t>") + QByteArray(64 * 1024 * 1024, ' ')
                            + "</w:t></w:r></w:p>"),
        "possible zip bomb");
    // Ordinary text (it packs only a few times smaller) over a lowered total limit.
    QByteArray digits;
    for (int j = 0; j < 200000; ++j)
        digits += QByteArray::number(j * 7919 % 100003) + ' ';
    row("unpacks over the total limit", "a.docx",
        FormatSamples::docx(FormatSamples::wordDocument("<w:p><w:r><w:t>" + digits + "</w:t></w:r></w:p>")),
        "unpacks to more than 1 MB", 1024 * 1024);
    QList<FormatSamples::Entry> entries{{QStringLiteral("[Content_Types].xml"), "<Types/>"},
                                        {QStringLiteral("word/document.xml"), FormatSamples::wordDocument({})}};
    for (int i = 0; i < 100; ++i)
        entries.append({QStringLiteral("word/media/%1.bin").arg(i), "x"});
    row("too many zip entries", "a.docx", FormatSamples::zip(entries), "zip entries", 0, 50);
    row("docx with internal entities (billion laughs)", "a.docx",
        FormatSamples::docx("<?xml version=\"1.0\"?><!DOCTYPE w [<!ENTITY a \"aaaaaaaaaa\"><!ENTITY b "
                            "\"&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;\"><!ENTITY c \"&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;\">]>"
                            "<w:document xmlns:w=\"urn:w\"><w:body><w:p><w:r><w:t>&c;&c;&c;</w:t></w:r></w:p>"
                            "</w:body></w:document>"),
        "declares XML entities");
    row("docx nested too deep", "a.docx",
        FormatSamples::docx(FormatSamples::wordDocument(repeated("<w:sdt>", 5000) + repeated("</w:sdt>", 5000))),
        "nested more than");
    row("docx with damaged xml", "a.docx", FormatSamples::docx(FormatSamples::wordDocument("<w:p><w:r>")),
        "not valid XML");
    row("docx without document.xml", "a.docx",
        FormatSamples::zip(
            {{QStringLiteral("[Content_Types].xml"), "<Types/>"}, {QStringLiteral("word/x.xml"), "<x/>"}}),
        "zip archive but not");
    row("truncated docx", "a.docx", FormatSamples::sample(QStringLiteral("sample.docx")).left(300),
        "damaged zip container");
    row("odt with a DTD", "a.odt",
        FormatSamples::odt("<?xml version=\"1.0\"?><!DOCTYPE x [<!ENTITY e \"x\">]><office:document-content "
                           "xmlns:office=\"urn:o\"/>"),
        "declares XML entities");
    row("password-protected odt", "a.odt",
        FormatSamples::odt("\x12\x34 encrypted bytes",
                           "<manifest:manifest xmlns:manifest=\"urn:m\"><manifest:file-entry manifest:full-path="
                           "\"content.xml\"><manifest:encryption-data/></manifest:file-entry></manifest:manifest>"),
        "password-protected");
    row("deeply nested html", "a.html", repeated("<div>", 100000) + "text", "nested more than");
    row("deeply nested inline html", "a.html", repeated("<b><i>", 50000) + "text", "nested more than");
    row("random bytes named .html", "a.html", repeated(QByteArray("\x00\xFF\x10\x80", 4), 1000), "binary file");
    row("random bytes named .txt", "a.txt", repeated(QByteArray("\x89PNG\r\n\x1A\n\x00\x00", 10), 100), "binary file");
}

void TestFormats::hostile()
{
    QFETCH(QString, name);
    QFETCH(QByteArray, bytes);
    QFETCH(QString, error);
    QFETCH(qint64, maxUnpacked);
    QFETCH(int, maxEntries);

    FormatLimits limits;
    if (maxUnpacked > 0)
        limits.maxUnpackedBytes = maxUnpacked;
    if (maxEntries > 0)
        limits.maxZipEntries = maxEntries;
    const auto parsed = DocumentParser::parse(name, bytes, limits);
    QVERIFY2(!parsed, qPrintable(errorOf(parsed)));
    QVERIFY2(parsed.error().message.contains(error), qPrintable(parsed.error().message));
}

void TestFormats::externalEntityIsNeverRead()
{
    // The classic XXE: a DOCX whose XML names a local file as an entity. Neither the file's content
    // nor any other text may come out, only the refusal.
    QTemporaryDir dir;
    const QString secretPath = dir.filePath(QStringLiteral("secret.txt"));
    {
        QFile secret(secretPath);
        QVERIFY(secret.open(QIODevice::WriteOnly));
        secret.write("TOP-SECRET-PAYROLL");
    }
    const QByteArray url = QUrl::fromLocalFile(secretPath).toEncoded();
    const QByteArray xml =
        "<?xml version=\"1.0\"?><!DOCTYPE w:document [<!ENTITY xxe SYSTEM \"" + url
        + "\">]><w:document xmlns:w=\"urn:w\"><w:body><w:p><w:r><w:t>&xxe;</w:t></w:r></w:p></w:body>"
          "</w:document>";
    for (const QByteArray& bytes : {FormatSamples::docx(xml), FormatSamples::odt(xml)}) {
        const auto parsed = DocumentParser::parse(QStringLiteral("a.docx"), bytes, FormatLimits{});
        QVERIFY2(!parsed, qPrintable(errorOf(parsed)));
        QVERIFY(!parsed.error().message.contains(QStringLiteral("TOP-SECRET")));
        QVERIFY2(parsed.error().message.contains(QStringLiteral("declares XML entities")),
                 qPrintable(parsed.error().message));
    }
    // Without a DTD the reference is undeclared: an XML error, still no content.
    const auto undeclared = DocumentParser::parse(
        QStringLiteral("a.docx"),
        FormatSamples::docx(FormatSamples::wordDocument("<w:p><w:r><w:t>&xxe;</w:t></w:r></w:p>")), FormatLimits{});
    QVERIFY2(!undeclared || !undeclared.value().text.contains(QStringLiteral("TOP-SECRET")), "entity resolved");
}

void TestFormats::fileSizeLimitFromSettings()
{
    TempKnowledgeBase kb;
    const QString path = kb.write(QStringLiteral("big.md"), QByteArray("# Big\n\n") + QByteArray(2 * 1024 * 1024, 'x'));
    QVERIFY(SourceFile::probe(path).ok()); // the default limit is 100 MB
    QSettings().setValue(FormatLimits::maxFileSettingsKey(), 1);
    const auto probed = SourceFile::probe(path);
    QSettings().remove(FormatLimits::maxFileSettingsKey());
    QVERIFY(!probed);
    QVERIFY2(probed.error().message.contains(QStringLiteral("too large (2.0 MB; the limit is 1 MB)")),
             qPrintable(probed.error().message));
    QVERIFY(probed.error().message.contains(QStringLiteral("big.md")));
}

void TestFormats::chunksEndAtPageBreaks()
{
    const QString text = QStringLiteral("# Policy\n\nFirst page text. More of it.\n\nSecond page text.\n\n## Later\n\n"
                                        "Still the second page. Third page text.");
    const qsizetype second = text.indexOf(QStringLiteral("Second"));
    const qsizetype third = text.indexOf(QStringLiteral("Third"));
    const QList<TextChunk> chunks = Chunker().chunk(text, QStringLiteral("Policy"), {0, second, third});
    QStringList texts;
    QList<QStringList> headings;
    for (const TextChunk& c : chunks) {
        texts.append(c.text);
        headings.append(c.headingPath);
    }
    QCOMPARE(texts, (QStringList{QStringLiteral("First page text. More of it."), QStringLiteral("Second page text."),
                                 QStringLiteral("Still the second page."), QStringLiteral("Third page text.")}));
    QCOMPARE(headings.at(2), QStringList{QStringLiteral("Later")});
    QCOMPARE(headings.at(3), QStringList{QStringLiteral("Later")}); // a page break keeps the headings
    // Without breaks, the same text packs into one chunk per section.
    QCOMPARE(Chunker().chunk(text, QStringLiteral("Policy")).size(), 2);
}

void TestFormats::ingestedPdfChunksKnowTheirPage()
{
    TempKnowledgeBase kb;
    const QString path = kb.write(QStringLiteral("handbook.pdf"), FormatSamples::sample(QStringLiteral("sample.pdf")));
    // Each page is a passage of its own although all three would fit into one.
    const FileOutcome outcome = kb.pipeline->ingestFile(path);
    QVERIFY2(outcome.kind == FileOutcome::Kind::Added, qPrintable(outcome.message));
    const auto doc = kb.store->document(path).value();
    QCOMPARE(doc->title, QStringLiteral("Lotse Sample Handbook"));
    const auto chunks = kb.store->chunks(doc->id).value();
    QHash<QString, int> pageOf;
    for (const ChunkRecord& c : chunks) {
        for (const QString& needle :
             {QStringLiteral("Working hours"), QStringLiteral("Annual leave"), QStringLiteral("Sick leave")}) {
            if (c.text.contains(needle))
                pageOf.insert(needle, c.page);
        }
    }
    QCOMPARE(pageOf.value(QStringLiteral("Working hours")), 1);
    QCOMPARE(pageOf.value(QStringLiteral("Annual leave")), 2);
    QCOMPARE(pageOf.value(QStringLiteral("Sick leave")), 3);
    QCOMPARE(chunks.size(), 3);
}

void TestFormats::ingestedDocxKeepsHeadings()
{
    TempKnowledgeBase kb;
    const QString path =
        kb.write(QStringLiteral("handbook.docx"), FormatSamples::sample(QStringLiteral("sample.docx")));
    const FileOutcome outcome = kb.pipeline->ingestFile(path);
    QVERIFY2(outcome.kind == FileOutcome::Kind::Added, qPrintable(outcome.message));
    const auto doc = kb.store->document(path).value();
    QCOMPARE(doc->title, QStringLiteral("Employee Handbook"));
    const auto chunks = kb.store->chunks(doc->id).value();
    bool found = false;
    for (const ChunkRecord& c : chunks) {
        QCOMPARE(c.page, 0);
        if (c.text.contains(QStringLiteral("Up to five unused days"))) {
            QCOMPARE(c.headingPath, (QStringList{QStringLiteral("Annual Leave"), QStringLiteral("Carrying Over")}));
            found = true;
        }
    }
    QVERIFY(found);
    // A broken file next to it fails alone, with its reason, and leaves the good one in place.
    const QString broken = kb.write(QStringLiteral("broken.pdf"), "%PDF-1.4\nnothing else");
    const FileOutcome failed = kb.pipeline->ingestFile(broken);
    QVERIFY(failed.kind == FileOutcome::Kind::Failed);
    QVERIFY2(failed.message.contains(QStringLiteral("broken.pdf is a damaged or incomplete PDF")),
             qPrintable(failed.message));
    QCOMPARE(kb.store->chunks(doc->id).value().size(), chunks.size());
}

QTEST_GUILESS_MAIN(TestFormats)
#include "tst_formats.moc"
