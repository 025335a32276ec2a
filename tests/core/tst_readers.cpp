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
    for (const QString& p : present)
        QVERIFY2(text.contains(p), qPrintable(QStringLiteral("missing '%1' in: %2").arg(p, text.left(2000))));
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
