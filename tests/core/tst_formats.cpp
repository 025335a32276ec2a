// SPDX-License-Identifier: GPL-3.0-or-later
// Document formats: what each parser makes of real samples, type detection, and hostile files.
#include "FormatSamples.h"
#include "TestSupport.h"
#include "ingest/SourceFile.h"
#include "ingest/formats/DocumentParser.h"
#include "ingest/formats/HtmlParser.h"
#include "ingest/formats/MarkdownWriter.h"
#include "ingest/formats/TextDecoder.h"

#include <QCoreApplication>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>

using namespace lotse;
using namespace lotse::test;

using FormatSamples::errorOf;
using FormatSamples::repeated;

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
    void chunksEndAtPageBreaks();
    void ingestedPdfChunksKnowTheirPage();
    void ingestedDocxKeepsHeadings();
    void writerCollapsesWhiteSpace_data();
    void writerCollapsesWhiteSpace();

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
    QTest::newRow("permalink marks after headings")
        << QStringLiteral("<h2>Leave<a class=\"headerlink\" href=\"#leave\">&para;</a></h2><h3>Pay <a>#</a></h3>")
        << QStringLiteral("## Leave\n\n### Pay");
    // What a browser never shows is not content (issue 18: a classic place for planted instructions).
    QTest::newRow("hidden attribute") << QStringLiteral("<p hidden>No</p><p>Yes</p>") << QStringLiteral("Yes");
    QTest::newRow("display none inline") << QStringLiteral(
        "<div style=\"color:red; DISPLAY : none !important\"><p>No</p></div><p>Yes</p>")
                                         << QStringLiteral("Yes");
    QTest::newRow("visibility hidden, a child visible again")
        << QStringLiteral("<div style=\"visibility:hidden\">No <span style=\"visibility: visible\">Shown</span></div>")
        << QStringLiteral("Shown");
    QTest::newRow("opacity and font size zero") << QStringLiteral(
        "<p style=\"opacity:0\">No</p><p style=\"font-size: 0px\">No</p><p style=\"opacity:0.5\">Yes</p>")
                                                << QStringLiteral("Yes");
    QTest::newRow("template, comment, script, noscript-free style")
        << QStringLiteral("<template><p>No</p></template><!-- No --><script>No</script><style>p{}</style><p>Yes</p>")
        << QStringLiteral("Yes");
    QTest::newRow("style sheet rules by tag, class, id and tag.class")
        << QStringLiteral("<style>.secret{display:none} #ghost { visibility : hidden } aside{display:none} "
                          "p.off{opacity:0}</style><p class=\"x secret\">No</p><p id=\"ghost\">No</p>"
                          "<aside>No</aside><p class=\"off\">No</p><p class=\"on\">Yes</p>")
        << QStringLiteral("Yes");
    QTest::newRow("rules inside @media are not applied")
        << QStringLiteral("<style>@media print { .screen { display: none } }</style><p class=\"screen\">Yes</p>")
        << QStringLiteral("Yes");
    QTest::newRow("a later display shows it again")
        << QStringLiteral("<style>.a{display:none}</style><p class=\"a\" style=\"display:block\">Yes</p>")
        << QStringLiteral("Yes");
    QTest::newRow("hidden element with unclosed children")
        << QStringLiteral("<div hidden><p>No<p>Still no</div><p>Yes</p>") << QStringLiteral("Yes");
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

void TestFormats::writerCollapsesWhiteSpace_data()
{
    QTest::addColumn<QStringList>("pieces"); // appended one after the other, as a parser's text nodes
    QTest::addColumn<QString>("expected");
    QTest::newRow("words") << QStringList{u"Thirty days a year."_qs} << u"Thirty days a year."_qs;
    QTest::newRow("space runs") << QStringList{u"a  b \t c\n\nd"_qs} << u"a b c d"_qs;
    QTest::newRow("ends trimmed") << QStringList{u"  a b  "_qs} << u"a b"_qs;
    QTest::newRow("across pieces") << QStringList{u"a "_qs, u"b"_qs, u" c"_qs, u"d"_qs} << u"a b cd"_qs;
    QTest::newRow("space only piece") << QStringList{u"a"_qs, u" "_qs, u"b"_qs} << u"a b"_qs;
    QTest::newRow("no break space") << QStringList{u"10\u00a0km"_qs} << u"10 km"_qs;
    QTest::newRow("zero width dropped") << QStringList{u"ab\u200bcd e"_qs} << u"abcd e"_qs;
    QTest::newRow("control dropped") << QStringList{u"a\u0001b c"_qs} << u"ab c"_qs;
    QTest::newRow("replacement dropped") << QStringList{u"a \ufffd b"_qs} << u"a b"_qs;
    QTest::newRow("space before dropped") << QStringList{u"a \u200b"_qs, u"b"_qs} << u"a b"_qs;
    QTest::newRow("heading escaped") << QStringList{u"# not a heading"_qs} << u"\\# not a heading"_qs;
    QTest::newRow("umlauts") << QStringList{u"Überstunden  für alle"_qs} << u"Überstunden für alle"_qs;
}

void TestFormats::writerCollapsesWhiteSpace()
{
    QFETCH(QStringList, pieces);
    QFETCH(QString, expected);
    MarkdownWriter writer;
    for (const QString& piece : pieces)
        writer.appendText(piece);
    QCOMPARE(writer.text(), expected);
}

QTEST_GUILESS_MAIN(TestFormats)
#include "tst_formats.moc"
