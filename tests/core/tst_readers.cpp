// SPDX-License-Identifier: GPL-3.0-or-later
// What each reader keeps, one minimal reproducer per case found on real-world files (issue 19): the
// text that must come out, and what must not. Files are made here (FormatSamples) or by hand.
#include "FormatSamples.h"
#include "TestSupport.h"
#include "ingest/formats/DocumentParser.h"
#include "retrieval/LexicalSearch.h"
#include "retrieval/Vocabulary.h"

#include <QTest>

using namespace lotse;
using namespace lotse::test;

class TestReaders : public QObject
{
    Q_OBJECT

private slots:
    void keeps_data();
    void keeps();
    void ligatureFoundByPlainQuery();
};

namespace {

QByteArray wordParagraph(const QByteArray& text, const QByteArray& properties = {})
{
    return "<w:p><w:pPr>" + properties + "</w:pPr><w:r><w:t>" + text + "</w:t></w:r></w:p>";
}

QByteArray numbered(const QByteArray& text, int numId, int ilvl)
{
    return wordParagraph(text, "<w:numPr><w:ilvl w:val=\"" + QByteArray::number(ilvl) + "\"/><w:numId w:val=\""
                                   + QByteArray::number(numId) + "\"/></w:numPr>");
}

QByteArray level(int ilvl, const char* format, const char* text, int start = 1)
{
    return "<w:lvl w:ilvl=\"" + QByteArray::number(ilvl) + "\"><w:start w:val=\"" + QByteArray::number(start)
           + "\"/><w:numFmt w:val=\"" + format + "\"/><w:lvlText w:val=\"" + text + "\"/></w:lvl>";
}

// Word's lists: a legal outline (4.2.1) shared by numbered headings, roman and lettered lists, a
// restart by w:startOverride, and footnotes and endnotes.
void wordRows()
{
    const QByteArray numbering =
        "<w:numbering>"
        "<w:abstractNum w:abstractNumId=\"0\">"
        + level(0, "decimal", "%1") + level(1, "decimal", "%1.%2") + level(2, "decimal", "%1.%2.%3")
        + "</w:abstractNum>"
          "<w:abstractNum w:abstractNumId=\"1\">"
        + level(0, "lowerRoman", "%1.") + level(1, "upperLetter", "%2)")
        + "</w:abstractNum>"
          "<w:abstractNum w:abstractNumId=\"2\">"
        + level(0, "decimal", "Step %1:")
        + "</w:abstractNum>"
          "<w:num w:numId=\"1\"><w:abstractNumId w:val=\"0\"/></w:num>"
          "<w:num w:numId=\"2\"><w:abstractNumId w:val=\"1\"/></w:num>"
          "<w:num w:numId=\"3\"><w:abstractNumId w:val=\"2\"/></w:num>"
          "<w:num w:numId=\"4\"><w:abstractNumId w:val=\"2\"/><w:lvlOverride w:ilvl=\"0\"><w:startOverride "
          "w:val=\"1\"/></w:lvlOverride></w:num>"
          "</w:numbering>";
    const QByteArray styles =
        "<w:styles><w:style w:styleId=\"Heading1\"><w:name w:val=\"heading 1\"/><w:pPr><w:numPr><w:numId "
        "w:val=\"1\"/></w:numPr></w:pPr></w:style><w:style w:styleId=\"Heading2\"><w:name w:val=\"heading 2\"/>"
        "<w:pPr><w:numPr><w:ilvl w:val=\"1\"/><w:numId w:val=\"1\"/></w:numPr></w:pPr></w:style></w:styles>";
    const QByteArray heading1 = "<w:pStyle w:val=\"Heading1\"/>";
    const QByteArray heading2 = "<w:pStyle w:val=\"Heading2\"/>";
    const QByteArray body =
        wordParagraph("Scope", heading1) + wordParagraph("General", heading1) + wordParagraph("Terms", heading1)
        + wordParagraph("Leave", heading1) + wordParagraph("Annual leave", heading2)
        + wordParagraph("Carry-over", heading2) + numbered("Unused days lapse in March.", 1, 2)
        + numbered("alpha", 2, 0) + numbered("beta", 2, 0) + numbered("beta's detail", 2, 1) + numbered("gamma", 2, 0)
        + numbered("Open the form.", 3, 0) + numbered("Sign it.", 3, 0) + wordParagraph("Another procedure:")
        + numbered("Call HR.", 4, 0) + numbered("Off the list.", 0, 0);
    const QByteArray withNotes =
        "<w:p><w:r><w:t>This matters rather</w:t></w:r><w:r><w:footnoteReference w:id=\"2\"/></w:r><w:r><w:t> "
        "much, and so does this</w:t></w:r><w:r><w:endnoteReference w:id=\"3\"/></w:r><w:r><w:t>.</w:t></w:r></w:p>"
        + wordParagraph("Next", heading1);
    const QByteArray footnotes =
        "<w:footnotes><w:footnote w:type=\"separator\" w:id=\"-1\"><w:p><w:r><w:separator/>"
        "</w:r></w:p></w:footnote><w:footnote w:id=\"2\"><w:p><w:r><w:footnoteRef/></w:r><w:r>"
        "<w:t>Twelve weeks, see the works agreement.</w:t></w:r></w:p></w:footnote></w:footnotes>";
    const QByteArray endnotes = "<w:endnotes><w:endnote w:id=\"3\"><w:p><w:r><w:t>An endnote on pay.</w:t></w:r></w:p>"
                                "</w:endnote></w:endnotes>";
    QTest::newRow("docx numbering") << QStringLiteral("a.docx")
                                    << FormatSamples::docx(FormatSamples::wordDocument(body),
                                                           {{QStringLiteral("numbering.xml"), numbering},
                                                            {QStringLiteral("styles.xml"), styles}})
                                    << QStringList{QStringLiteral("# 1 Scope"),
                                                   QStringLiteral("# 4 Leave"),
                                                   QStringLiteral("## 4.1 Annual leave"),
                                                   QStringLiteral("## 4.2 Carry-over"),
                                                   QStringLiteral("4.2.1 Unused days"),
                                                   QStringLiteral("i. alpha"),
                                                   QStringLiteral("ii. beta"),
                                                   QStringLiteral("A) beta's detail"),
                                                   QStringLiteral("iii. gamma"),
                                                   QStringLiteral("Step 1: Open"),
                                                   QStringLiteral("Step 2: Sign"),
                                                   QStringLiteral("Step 1: Call HR. Off the list.")}
                                    << QStringList{QStringLiteral("Step 3"),
                                                   QStringLiteral("- Off the list")}; // numId 0: numbering off
    QTest::newRow("docx footnotes and endnotes")
        << QStringLiteral("a.docx")
        << FormatSamples::docx(FormatSamples::wordDocument(withNotes), {{QStringLiteral("footnotes.xml"), footnotes},
                                                                        {QStringLiteral("endnotes.xml"), endnotes}})
        << QStringList{QStringLiteral("rather[1] much, and so does this[i]."),
                       QStringLiteral("[1] Twelve weeks, see the works agreement. [i] An endnote on pay. # Next")}
        << QStringList{};
}

// OpenDocument: list styles (roman, letters, a start value, a list that continues another), outline
// numbering of headings (4.2), a note's citation apart from the word before it.
void odfRows()
{
    const QByteArray content =
        "<?xml version=\"1.0\"?><office:document-content "
        "xmlns:office=\"urn:oasis:names:tc:opendocument:xmlns:office:1.0\" "
        "xmlns:text=\"urn:oasis:names:tc:opendocument:xmlns:text:1.0\" "
        "xmlns:style=\"urn:oasis:names:tc:opendocument:xmlns:style:1.0\"><office:automatic-styles>"
        "<text:list-style style:name=\"L1\"><text:list-level-style-number text:level=\"1\" style:num-format=\"i\" "
        "style:num-suffix=\".\"/><text:list-level-style-number text:level=\"2\" style:num-format=\"a\" "
        "style:num-suffix=\")\"/></text:list-style>"
        "<text:list-style style:name=\"L2\"><text:list-level-style-number text:level=\"1\" style:num-format=\"1\" "
        "style:num-prefix=\"Step \" style:num-suffix=\":\"/></text:list-style></office:automatic-styles>"
        "<office:body><office:text>"
        "<text:h text:outline-level=\"1\">Scope</text:h><text:h text:outline-level=\"1\">Leave</text:h>"
        "<text:h text:outline-level=\"2\">Annual</text:h><text:h text:outline-level=\"2\">Carry-over</text:h>"
        "<text:list text:style-name=\"L1\"><text:list-item><text:p>alpha</text:p></text:list-item>"
        "<text:list-item><text:p>beta</text:p><text:list><text:list-item><text:p>detail</text:p></text:list-item>"
        "</text:list></text:list-item></text:list>"
        "<text:list text:style-name=\"L2\"><text:list-item text:start-value=\"3\"><text:p>Sign.</text:p>"
        "</text:list-item></text:list><text:p>Then:</text:p>"
        "<text:list text:style-name=\"L2\" text:continue-numbering=\"true\"><text:list-item><text:p>File it.</text:p>"
        "</text:list-item></text:list>"
        "<text:p>This matters rather<text:note text:note-class=\"footnote\"><text:note-citation>1</text:note-citation>"
        "<text:note-body><text:p>Twelve weeks.</text:p></text:note-body></text:note> much.</text:p>"
        "<text:h text:outline-level=\"1\">Next</text:h></office:text></office:body></office:document-content>";
    const QByteArray styles =
        "<?xml version=\"1.0\"?><office:document-styles "
        "xmlns:office=\"urn:oasis:names:tc:opendocument:xmlns:office:1.0\" "
        "xmlns:text=\"urn:oasis:names:tc:opendocument:xmlns:text:1.0\" "
        "xmlns:style=\"urn:oasis:names:tc:opendocument:xmlns:style:1.0\"><office:styles><text:outline-style>"
        "<text:outline-level-style text:level=\"1\" style:num-format=\"1\"/><text:outline-level-style text:level=\"2\" "
        "style:num-format=\"1\" "
        "text:display-levels=\"2\"/></text:outline-style></office:styles></office:document-styles>";
    QTest::newRow("odt numbering and notes")
        << QStringLiteral("a.odt")
        << FormatSamples::zip({{QStringLiteral("mimetype"), "application/vnd.oasis.opendocument.text"},
                               {QStringLiteral("content.xml"), content},
                               {QStringLiteral("styles.xml"), styles}})
        << QStringList{QStringLiteral("# 1 Scope"),
                       QStringLiteral("# 2 Leave"),
                       QStringLiteral("## 2.1 Annual"),
                       QStringLiteral("## 2.2 Carry-over"),
                       QStringLiteral("i. alpha"),
                       QStringLiteral("ii. beta"),
                       QStringLiteral("a) detail"),
                       QStringLiteral("Step 3: Sign."),
                       QStringLiteral("Step 4: File it."),
                       QStringLiteral("rather[1] much."),
                       QStringLiteral("[1] Twelve weeks. # 3 Next")}
        << QStringList{QStringLiteral("rather1")};
}

// HTML through the HTML5 parser: layout tables, an article's header, declared charsets, named
// entities, preformatted text.
void htmlRows()
{
    const auto html = [](const char* tag, const QByteArray& bytes, const QStringList& present,
                         const QStringList& absent = {}) {
        QTest::newRow(tag) << QStringLiteral("a.html") << bytes << present << absent;
    };
    html("html layout table: blocks in cells",
         "<table><tr><td><h2>Travel</h2><p>Book early.</p><ul><li>Trains first</li></ul><table><tr><td>inner</td>"
         "<td>cell</td></tr></table><p>After the inner table.</p></td><td><blockquote>Quoted</blockquote>Right "
         "column</td></tr></table>",
         {QStringLiteral(
             "## Travel Book early. - Trains first inner | cell After the inner table. Quoted Right column")});
    html("html data table",
         "<table><tr><th>Item</th><th>Amount</th></tr><tr><td>Internet</td><td>20 EUR</td></tr></table>",
         {QStringLiteral("Item | Amount Internet | 20 EUR")});
    html("html header of an article kept, the page's dropped",
         "<body><header>Site menu Search</header><article><header><h1>News title</h1><p>Lead paragraph.</p></header>"
         "<p>Body.</p></article></body>",
         {QStringLiteral("# News title Lead paragraph. Body.")}, {QStringLiteral("Site menu")});
    html("html meta charset windows-1251",
         "<html><head><meta charset=\"windows-1251\"></head><body><p>\xcf\xf0\xe8\xe2\xe5\xf2</p></body></html>",
         {QStringLiteral("\u041f\u0440\u0438\u0432\u0435\u0442")});
    html("html http-equiv iso-8859-6",
         "<html><head><meta http-equiv=\"Content-Type\" content=\"text/html; charset=iso-8859-6\"></head>"
         "<body><p>\xd3\xe4\xc7\xe5</p></body></html>",
         {QStringLiteral("\u0633\u0644\u0627\u0645")});
    html("html declared latin-1 but UTF-8 inside",
         "<meta charset=\"iso-8859-1\"><p>Gr\xc3\xbc\xc3\x9f"
         "e</p>",
         {QStringLiteral("Gr\u00fc\u00dfe")});
    html("html named entities", "<p>&Eacute;cole, &oacute;, &frac12;, caf&eacute;&nbsp;au lait &amp co</p>",
         {QStringLiteral("\u00c9cole, \u00f3, \u00bd, caf\u00e9 au lait & co")},
         {QStringLiteral("&") + QStringLiteral("nbsp")});
    html("html pre keeps its lines", "<p>Run:</p><pre>make build\nmake install</pre><p>Then</p>",
         {QStringLiteral("make build\nmake install")}, {QStringLiteral("buildmake")});
}

} // namespace

void TestReaders::keeps_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QStringList>("present"); // each somewhere in the text
    QTest::addColumn<QStringList>("absent");

    // PDF: the ligature glyph (ﬁ, code AE) as its letters; a control character for the word space.
    const QByteArray cmap = "3 beginbfchar\n<02> <0002>\n<AE> <FB01>\n<61> <0061>\nendbfchar\n"
                            "1 beginbfrange\n<62> <7A> <0062>\nendbfrange";
    QTest::newRow("pdf ligature and control-character spaces")
        << QStringLiteral("a.pdf")
        << FormatSamples::pdfWithContent("BT /F1 12 Tf 72 700 Td (the\002\256rst\002degree\002to\002which) Tj ET", cmap)
        << QStringList{QStringLiteral("the first degree to which")} << QStringList{QStringLiteral("\uFB01")};
    wordRows();
    odfRows();
    htmlRows();
}

void TestReaders::keeps()
{
    QFETCH(QString, name);
    QFETCH(QByteArray, bytes);
    QFETCH(QStringList, present);
    QFETCH(QStringList, absent);
    const Result<ParsedDocument> parsed = DocumentParser::parse(name, bytes, FormatLimits());
    QVERIFY2(parsed, qPrintable(FormatSamples::errorOf(parsed)));
    const QString text = parsed.value().text.simplified();
    for (const QString& p : present) {
        QVERIFY2(text.contains(p) || parsed.value().text.contains(p),
                 qPrintable(QStringLiteral("missing '%1' in: %2").arg(p, parsed.value().text.left(2000))));
    }
    for (const QString& a : absent)
        QVERIFY2(!text.contains(a), qPrintable(QStringLiteral("unexpected '%1' in: %2").arg(a, text.left(2000))));
}

void TestReaders::ligatureFoundByPlainQuery()
{
    // Indexed from a PDF with the ligature, found by "first" and by "ﬁrst" typed with one.
    TempKnowledgeBase kb;
    const QByteArray cmap =
        "2 beginbfchar\n<AE> <FB01>\n<20> <0020>\nendbfchar\n1 beginbfrange\n<61> <7A> <0061>\nendbfrange";
    const QString path = kb.write(
        QStringLiteral("a.pdf"),
        FormatSamples::pdfWithContent("BT /F1 12 Tf 72 700 Td (the \256rst day of leave is paid) Tj ET", cmap));
    QCOMPARE(kb.pipeline->ingestFile(path).kind, FileOutcome::Kind::Added);
    Vocabulary vocabulary(*kb.db);
    LexicalSearch search(*kb.db, vocabulary);
    for (const QString& query : {QStringLiteral("first day"), QStringLiteral("\uFB01rst day")}) {
        const auto hits = search.search(query, 5);
        QVERIFY2(hits && !hits.value().isEmpty(), qPrintable(query));
    }
}

QTEST_GUILESS_MAIN(TestReaders)
#include "tst_readers.moc"
