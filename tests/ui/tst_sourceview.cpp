// SPDX-License-Identifier: GPL-3.0-or-later
// The source pane with documents that are not Markdown: a PDF passage is shown in the text Lotse read
// from the PDF, marked and scrolled into view, with its page named; a DOCX in its Markdown form.
#include "SourceView.h"
#include "ingest/SourceFile.h"
#include "store/Records.h"

#include <QApplication>
#include <QCryptographicHash>
#include <QFile>
#include <QLabel>
#include <QScrollBar>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>

using namespace lotse;
using namespace lotse::ui;

class TestSourceView : public QObject
{
    Q_OBJECT

private slots:
    void citedPdfPageIsShownAndNamed_data();
    void citedPdfPageIsShownAndNamed();
};

void TestSourceView::citedPdfPageIsShownAndNamed_data()
{
    QTest::addColumn<QString>("sample");
    QTest::addColumn<QString>("needle");
    QTest::addColumn<QString>("heading"); // the label under the title
    QTest::addColumn<int>("page");

    QTest::newRow("pdf page 3") << QStringLiteral("sample.pdf") << QStringLiteral("Sick leave: call your manager")
                                << QStringLiteral("Page 3") << 3;
    QTest::newRow("pdf page 2") << QStringLiteral("sample.pdf") << QStringLiteral("Annual leave is 28 days")
                                << QStringLiteral("Page 2") << 2;
    QTest::newRow("docx, no pages") << QStringLiteral("sample.docx") << QStringLiteral("Up to five unused days")
                                    << QString() << 0;
}

void TestSourceView::citedPdfPageIsShownAndNamed()
{
    QFETCH(QString, sample);
    QFETCH(QString, needle);
    QFETCH(QString, heading);
    QFETCH(int, page);

    QTemporaryDir dir;
    const QString path = dir.filePath(sample);
    QVERIFY(QFile::copy(QStringLiteral(LOTSE_TEST_DATA "/formats/") + sample, path));
    auto probed = SourceFile::probe(path);
    QVERIFY(probed);
    SourceFile file = probed.value();
    QVERIFY(file.decode());
    const qsizetype start = file.text.indexOf(needle);
    QVERIFY(start > 0);
    QCOMPARE(file.pageAt(start), page);

    ChunkRecord chunk;
    chunk.id = 1;
    chunk.documentPath = path;
    chunk.documentTitle = QStringLiteral("Handbook");
    chunk.text = needle;
    chunk.startOffset = start;
    chunk.endOffset = start + needle.size();
    chunk.page = page;

    SourceView view;
    view.resize(400, 120); // small: the passage must be scrolled to
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.showChunk(chunk, probed.value().sha256);

    auto* label = view.findChild<QLabel*>(QStringLiteral("sourceHeading"));
    QCOMPARE(label->text(), heading);
    QCOMPARE(label->isVisible(), !heading.isEmpty());
    auto* text = view.findChild<QTextBrowser*>(QStringLiteral("sourceText"));
    QCOMPARE(text->toPlainText(), file.text); // the whole document as read, not the passage alone
    const QList<QTextEdit::ExtraSelection> marked = text->extraSelections();
    QCOMPARE(marked.size(), 1);
    QCOMPARE(marked.first().cursor.selectedText(), needle);
    QTRY_VERIFY(text->cursorRect(marked.first().cursor).intersects(text->viewport()->rect()));
}

QTEST_MAIN(TestSourceView)
#include "tst_sourceview.moc"
