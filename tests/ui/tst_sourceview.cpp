// SPDX-License-Identifier: GPL-3.0-or-later
// The source pane with documents that are not Markdown: a PDF passage is shown on its page (drawn on a
// worker thread, the passage marked, pages to turn), or in the text Lotse read from the PDF, marked and
// scrolled into view, with its page named; a DOCX in its Markdown form. Files that cannot be drawn
// fall back to the text with the reason.
#include "ingest/SourceFile.h"
#include "pdf/PdfPageService.h"
#include "source/PdfPageCanvas.h"
#include "source/PdfPageView.h"
#include "source/SourceView.h"
#include "store/Records.h"

#include <QApplication>
#include <QCryptographicHash>
#include <QFile>
#include <QLabel>
#include <QPushButton>
#include <QScrollBar>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBlock>
#include <QTextBrowser>
#include <QTextList>
#include <QToolButton>

using namespace lotse;
using namespace lotse::ui;

namespace {

QString sample(const QString& name)
{
    return QStringLiteral(LOTSE_TEST_DATA "/formats/") + name;
}

// A citation of `needle` in the document at `path`, as the knowledge base would store it.
ChunkRecord citation(const QString& path, const QString& needle, QString* sha256 = nullptr)
{
    ChunkRecord chunk;
    chunk.id = 1;
    chunk.documentPath = path;
    chunk.documentTitle = QStringLiteral("Handbook");
    chunk.text = needle;
    auto probed = SourceFile::probe(path);
    if (!probed)
        return chunk;
    SourceFile file = probed.value();
    if (sha256)
        *sha256 = file.sha256;
    if (!file.decode())
        return chunk;
    chunk.startOffset = file.text.indexOf(needle);
    chunk.endOffset = chunk.startOffset + needle.size();
    chunk.page = file.pageAt(chunk.startOffset);
    return chunk;
}

QColor colorAt(const QImage& image, double x, double y)
{
    return image.pixelColor(int(x * image.width()), int(y * image.height()));
}

// pages.pdf (tests/data/formats/make-samples.py): a red, green and blue block, lower on each page.
constexpr double redBlock = (792.0 - 560) / 792;
constexpr double greenBlock = (792.0 - 360) / 792;
constexpr double blueBlock = (792.0 - 160) / 792;
const QString overtime = QStringLiteral("Overtime is paid at 125 percent of the hourly rate.");

} // namespace

// A source pane as large as a reader makes it, on screen, with the page view's parts at hand.
struct ShownPane
{
    SourceView view;
    PdfPageView* pageView = nullptr;
    PdfPageCanvas* canvas = nullptr;
    QLabel* pageLabel = nullptr;

    bool show()
    {
        view.resize(500, 700);
        view.show();
        if (!QTest::qWaitForWindowExposed(&view))
            return false;
        pageView = view.findChild<PdfPageView*>(QStringLiteral("pdfPageView"));
        canvas = view.findChild<PdfPageCanvas*>(QStringLiteral("pdfPageCanvas"));
        pageLabel = view.findChild<QLabel*>(QStringLiteral("pageLabel"));
        return pageView && canvas && pageLabel;
    }
};

class TestSourceView : public QObject
{
    Q_OBJECT
    QTemporaryDir m_config;

private slots:
    void initTestCase()
    {
        // The reader's choice of formatted or source text is a setting: kept in a config of the test's own.
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_config.isValid());
        QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_config.path());
    }
    void citedPdfPageIsShownAndNamed_data();
    void citedPdfPageIsShownAndNamed();
    void pdfCitationShowsItsPage();
    void zoomDrawsThePageAgain();
    void staleRendersAreDropped();
    void theChosenViewIsKept();
    void pagesThatCannotBeDrawnShowTheText_data();
    void markdownIsFormatted();
    void plainTextStaysPlain();
    void pagesThatCannotBeDrawnShowTheText();
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
    // A PDF opens on its page; the text Lotse read is one click away. Other formats show the text.
    auto* mode = view.findChild<QPushButton*>(QStringLiteral("sourceModeButton"));
    QCOMPARE(view.showsPage(), page > 0);
    QCOMPARE(mode->isVisible(), page > 0);
    if (page > 0) {
        QCOMPARE(mode->text(), QStringLiteral("Show text"));
        mode->click();
        QVERIFY(!view.showsPage());
        QCOMPARE(mode->text(), QStringLiteral("Show page"));
    }
    auto* text = view.findChild<QTextBrowser*>(QStringLiteral("sourceText"));
    auto* markup = view.findChild<QPushButton*>(QStringLiteral("sourceMarkupButton"));
    // The whole document as read, not the passage alone: a PDF's text as it is, a DOCX's Markdown
    // formatted (its source one click away).
    QCOMPARE(markup->isVisible(), page == 0);
    if (page == 0)
        markup->click();
    QCOMPARE(text->toPlainText(), file.text);
    if (page == 0) {
        QCOMPARE(text->extraSelections().first().cursor.selectedText(), needle);
        markup->click();
        QVERIFY(text->toPlainText() != file.text);
    }
    const QList<QTextEdit::ExtraSelection> marked = text->extraSelections();
    QCOMPARE(marked.size(), 1);
    QCOMPARE(marked.first().cursor.selectedText(), needle);
    QTRY_VERIFY(text->cursorRect(marked.first().cursor).intersects(text->viewport()->rect()));
}

void TestSourceView::pdfCitationShowsItsPage()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("pages.pdf"));
    QVERIFY(QFile::copy(sample(QStringLiteral("pages.pdf")), path));
    QString sha256;
    const ChunkRecord chunk = citation(path, overtime, &sha256);
    QCOMPARE(chunk.page, 2);

    ShownPane pane;
    QVERIFY(pane.show());
    SourceView& view = pane.view;
    auto* pageView = pane.pageView;
    auto* canvas = pane.canvas;
    auto* label = pane.pageLabel;
    auto* previous = view.findChild<QToolButton*>(QStringLiteral("previousPageButton"));
    auto* next = view.findChild<QToolButton*>(QStringLiteral("nextPageButton"));
    QSignalSpy shown(pageView, &PdfPageView::pageShown);
    view.showChunk(chunk, sha256);

    // At once: the page view with a placeholder; the page is drawn on the worker thread.
    QVERIFY(view.showsPage());
    QVERIFY(pageView->isVisible());
    QVERIFY(canvas->image().isNull());
    QCOMPARE(label->text(), QStringLiteral("Page 2"));
    QTRY_COMPARE(shown.size(), 1);
    QCOMPARE(shown.first().first().toInt(), 2);
    QCOMPARE(label->text(), QStringLiteral("Page 2 of 3"));
    const QImage page2 = canvas->image();
    QVERIFY(!page2.isNull());
    // Fit to the pane's width, in the page's shape.
    QVERIFY(canvas->width() > 300 && canvas->width() <= pageView->width());
    QVERIFY(qAbs(double(canvas->height()) / canvas->width() - 792.0 / 612) < 0.01);
    QCOMPARE(colorAt(page2, 0.5, greenBlock).green() > 120, true);
    QCOMPARE(colorAt(page2, 0.5, redBlock), QColor(Qt::white));
    // The passage is marked on the page, and the marker shows on screen.
    QCOMPARE(canvas->highlights().size(), 1);
    const QRect marked = canvas->firstHighlight();
    QVERIFY(!marked.isEmpty());
    const QImage onScreen = canvas->grab().toImage().scaled(canvas->size());
    int yellow = 0;
    for (int y = marked.top(); y <= marked.bottom(); ++y) {
        for (int x = marked.left(); x <= marked.right(); ++x) {
            const QColor c = onScreen.pixelColor(x, y);
            yellow += c.red() > 200 && c.green() > 180 && c.blue() < 160;
        }
    }
    QVERIFY2(yellow > marked.width() * marked.height() / 3, qPrintable(QString::number(yellow)));
    QCOMPARE(onScreen.pixelColor(canvas->width() - 10, marked.center().y()), QColor(Qt::white));
    QVERIFY(previous->isEnabled());
    QVERIFY(next->isEnabled());

    // Previous and next turn the pages; only the cited page has the passage marked.
    previous->click();
    QCOMPARE(label->text(), QStringLiteral("Page 1 of 3"));
    QTRY_COMPARE(shown.size(), 2);
    QCOMPARE(shown.last().first().toInt(), 1);
    const QImage page1 = canvas->image();
    QVERIFY(page1 != page2);
    QVERIFY(colorAt(page1, 0.5, redBlock).red() > 120);
    QCOMPARE(colorAt(page1, 0.5, greenBlock), QColor(Qt::white));
    QVERIFY(canvas->highlights().isEmpty());
    QVERIFY(!previous->isEnabled());
    next->click();
    QTRY_COMPARE(shown.size(), 3);
    QCOMPARE(label->text(), QStringLiteral("Page 2 of 3"));
    QCOMPARE(canvas->highlights().size(), 1);
    next->click();
    QTRY_COMPARE(shown.size(), 4);
    QCOMPARE(label->text(), QStringLiteral("Page 3 of 3"));
    QVERIFY(colorAt(canvas->image(), 0.5, blueBlock).blue() > 120);
    QVERIFY(!next->isEnabled());
    QVERIFY(previous->isEnabled());
    QCOMPARE(view.findChild<QLabel*>(QStringLiteral("sourceMessage"))->isVisible(), false);
}

void TestSourceView::zoomDrawsThePageAgain()
{
    const QString path = sample(QStringLiteral("pages.pdf"));
    QString sha256;
    const ChunkRecord chunk = citation(path, overtime, &sha256);
    ShownPane pane;
    QVERIFY(pane.show());
    SourceView& view = pane.view;
    auto* pageView = pane.pageView;
    auto* canvas = pane.canvas;
    QSignalSpy shown(pageView, &PdfPageView::pageShown);
    view.showChunk(chunk, sha256);
    QTRY_COMPARE(shown.size(), 1);
    const int fitWidth = canvas->width();
    QCOMPARE(canvas->image().width(), pageView->wantedWidth());

    view.findChild<QToolButton*>(QStringLiteral("zoomInButton"))->click();
    // At once the page is scaled up; then a sharper rendering at the new size replaces it.
    QCOMPARE(canvas->width(), qRound(fitWidth * 1.25));
    QTRY_COMPARE(shown.size(), 2);
    QCOMPARE(shown.last().first().toInt(), 2);
    QCOMPARE(canvas->image().width(), pageView->wantedWidth());
    QVERIFY(canvas->image().width() > qRound(fitWidth * 1.2));
    QCOMPARE(canvas->highlights().size(), 1);
    auto* fit = view.findChild<QToolButton*>(QStringLiteral("zoomFitButton"));
    QVERIFY(fit->isEnabled());
    fit->click();
    QCOMPARE(canvas->width(), fitWidth);
    QVERIFY(!fit->isEnabled());
}

void TestSourceView::staleRendersAreDropped()
{
    const QString path = sample(QStringLiteral("pages.pdf"));
    QString sha256;
    const ChunkRecord onPage2 = citation(path, overtime, &sha256);
    const ChunkRecord onPage3 = citation(path, QStringLiteral("Public holidays follow the calendar"));
    QCOMPARE(onPage3.page, 3);
    QTemporaryDir dir;
    const QString docxPath = dir.filePath(QStringLiteral("sample.docx"));
    QVERIFY(QFile::copy(sample(QStringLiteral("sample.docx")), docxPath));
    QString docxSha;
    const ChunkRecord inDocx = citation(docxPath, QStringLiteral("Up to five unused days"), &docxSha);

    ShownPane pane;
    QVERIFY(pane.show());
    SourceView& view = pane.view;
    auto* pageView = pane.pageView;
    auto* label = pane.pageLabel;
    QSignalSpy shown(pageView, &PdfPageView::pageShown);

    // Two citations clicked in a row: only the second one's page is ever shown.
    view.showChunk(onPage2, sha256);
    view.showChunk(onPage3, sha256);
    QTRY_COMPARE(shown.size(), 1);
    QCOMPARE(shown.first().first().toInt(), 3);
    QCOMPARE(label->text(), QStringLiteral("Page 3 of 3"));

    // A PDF citation, then a DOCX one: the PDF page must not replace the DOCX text when it arrives.
    shown.clear();
    view.showChunk(onPage2, sha256);
    view.showChunk(inDocx, docxSha);
    // The worker handles requests in order: once one made after them has been answered, anything the
    // PDF request produced has arrived too.
    auto* service = view.findChild<PdfPageService*>();
    QVERIFY(service);
    QSignalSpy serviceSpy(service, &PdfPageService::rendered);
    PdfPageRequest later;
    later.path = path;
    const quint64 laterTicket = service->render(later);
    QTRY_COMPARE(serviceSpy.size(), 1);
    QCOMPARE(serviceSpy.first().first().value<quint64>(), laterTicket);
    QCOMPARE(shown.size(), 0);
    QVERIFY(!view.showsPage());
    QVERIFY(view.findChild<QTextBrowser*>(QStringLiteral("sourceText"))->toPlainText().contains(inDocx.text));
    QVERIFY(!view.findChild<QPushButton*>(QStringLiteral("sourceModeButton"))->isVisible());
}

void TestSourceView::theChosenViewIsKept()
{
    // Who switched to the text gets the text for the next PDF citation too (read at once), until
    // switching back.
    const QString path = sample(QStringLiteral("pages.pdf"));
    QString sha256;
    const ChunkRecord onPage2 = citation(path, overtime, &sha256);
    const ChunkRecord onPage3 = citation(path, QStringLiteral("Public holidays follow the calendar"));
    ShownPane pane;
    QVERIFY(pane.show());
    SourceView& view = pane.view;
    auto* mode = view.findChild<QPushButton*>(QStringLiteral("sourceModeButton"));
    auto* text = view.findChild<QTextBrowser*>(QStringLiteral("sourceText"));
    QSignalSpy shown(pane.pageView, &PdfPageView::pageShown);
    view.showChunk(onPage2, sha256);
    QVERIFY(view.showsPage());
    QCOMPARE(text->toPlainText(), overtime); // the whole text is not read while the page is on show
    mode->click();
    QVERIFY(!view.showsPage());
    QVERIFY(text->toPlainText().contains(QStringLiteral("Page Two: Overtime")));
    QCOMPARE(text->extraSelections().first().cursor.selectedText(), overtime);

    view.showChunk(onPage3, sha256);
    QVERIFY(!view.showsPage());
    QVERIFY(mode->isVisible());
    QCOMPARE(mode->text(), QStringLiteral("Show page"));
    QCOMPARE(text->extraSelections().first().cursor.selectedText(), onPage3.text);
    mode->click();
    QVERIFY(view.showsPage());
    QTRY_VERIFY(!shown.isEmpty());
    QCOMPARE(shown.last().first().toInt(), 3);
}

void TestSourceView::pagesThatCannotBeDrawnShowTheText_data()
{
    QTest::addColumn<QString>("file");    // copied from the samples; "" for a file that is gone
    QTest::addColumn<int>("page");        // 0: the page the passage is on
    QTest::addColumn<bool>("bigChanged"); // the file grows over SourceView::maxPackedFileBytes, hash unknown
    QTest::addColumn<QString>("message");

    QTest::newRow("missing") << QString() << 0 << false << QStringLiteral("no longer at this place");
    QTest::newRow("encrypted") << QStringLiteral("encrypted.pdf") << 1 << false << QStringLiteral("password-protected");
    QTest::newRow("page out of range") << QStringLiteral("pages.pdf") << 7 << false
                                       << QStringLiteral("has no page 7; the last page is 3");
    QTest::newRow("changed, too large to check here")
        << QStringLiteral("pages.pdf") << 0 << true << QStringLiteral("has changed since it was indexed");
}

void TestSourceView::pagesThatCannotBeDrawnShowTheText()
{
    QFETCH(QString, file);
    QFETCH(int, page);
    QFETCH(bool, bigChanged);
    QFETCH(QString, message);

    QTemporaryDir dir;
    const QString path = dir.filePath(file.isEmpty() ? QStringLiteral("gone.pdf") : file);
    QString sha256;
    ChunkRecord chunk;
    if (file.isEmpty()) {
        chunk = citation(sample(QStringLiteral("pages.pdf")), overtime, &sha256);
        chunk.documentPath = path;
    } else {
        QVERIFY(QFile::copy(sample(file), path));
        chunk = citation(path, overtime, &sha256);
    }
    if (page > 0)
        chunk.page = page;
    if (bigChanged) {
        // Still a valid PDF: padding in a comment, then the trailer again.
        QFile pdf(path);
        QVERIFY(pdf.open(QIODevice::ReadWrite));
        const QByteArray bytes = pdf.readAll();
        const QByteArray trailer = bytes.mid(bytes.lastIndexOf("trailer"));
        QVERIFY(pdf.write("%" + QByteArray(int(SourceView::maxPackedFileBytes), ' ') + "\n" + trailer) > 0);
    }

    ShownPane pane;
    QVERIFY(pane.show());
    SourceView& view = pane.view;
    QSignalSpy shown(pane.pageView, &PdfPageView::pageShown);
    view.showChunk(chunk, sha256);
    auto* note = view.findChild<QLabel*>(QStringLiteral("sourceMessage"));
    QTRY_VERIFY2(note->isVisible() && note->text().contains(message), qPrintable(note->text()));
    QVERIFY(!view.showsPage());
    QVERIFY(!view.findChild<QPushButton*>(QStringLiteral("sourceModeButton"))->isVisible());
    QVERIFY(view.findChild<QTextBrowser*>(QStringLiteral("sourceText"))->toPlainText().contains(overtime));
    QCOMPARE(shown.size(), 0);
}

// A Markdown handbook is shown formatted (headings, bold, lists, a table; its raw HTML as text),
// readable in a narrow pane, the cited passage marked where it stands even when its words stand
// twice in the document; the Markdown source, marked at the same place, is one click away, and the
// choice is kept for the next citation.
void TestSourceView::markdownIsFormatted()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("leave.md"));
    const QString source = QStringLiteral(
        "# Leave\n\nAsk the people team for details.\n\n## Parental leave\n\nNew parents get **12 weeks** of "
        "paid leave.\n\n- Tell your manager <b>early</b>\n- Fill in the form\n\n| Years | Days |\n|---|---|\n"
        "| 1 | 25 |\n\nAsk the people team for details.\n\n## Sick leave\n\nCall your manager before nine on the "
        "first day you are ill, and send a doctor's note from the fourth day on.\n");
    QFile out(path);
    QVERIFY(out.open(QIODevice::WriteOnly));
    out.write(source.toUtf8());
    out.close();
    QString sha256;
    ChunkRecord chunk = citation(path, QStringLiteral("Ask the people team for details."), &sha256);
    chunk.startOffset = source.lastIndexOf(chunk.text); // the second time the sentence stands there
    chunk.endOffset = chunk.startOffset + chunk.text.size();

    SourceView view;
    view.resize(280, 400);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.showChunk(chunk, sha256, {4, 14}); // "the people"
    auto* text = view.findChild<QTextBrowser*>(QStringLiteral("sourceText"));
    auto* markup = view.findChild<QPushButton*>(QStringLiteral("sourceMarkupButton"));
    QVERIFY(markup->isVisible());
    QCOMPARE(markup->text(), QStringLiteral("Show Markdown"));
    const QString shown = text->toPlainText();
    QVERIFY2(!shown.contains(u'#') && !shown.contains(QStringLiteral("**")) && !shown.contains(u'|'),
             qPrintable(shown));
    QVERIFY(shown.contains(QStringLiteral("<b>early</b>"))); // a document's HTML is text, not markup
    QTextDocument* document = text->document();
    QCOMPARE(document->findBlock(int(shown.indexOf(QStringLiteral("Parental leave")))).blockFormat().headingLevel(), 2);
    QTextCursor bold(document);
    bold.setPosition(int(shown.indexOf(QStringLiteral("12 weeks"))) + 1);
    QVERIFY(bold.charFormat().fontWeight() >= QFont::Bold);
    QVERIFY(document->findBlock(int(shown.indexOf(QStringLiteral("Fill in")))).textList());

    const QList<QTextEdit::ExtraSelection> marked = text->extraSelections();
    QCOMPARE(marked.size(), 2);
    QCOMPARE(marked.first().cursor.selectedText(), QStringLiteral("Ask the people team for details"));
    QVERIFY(marked.first().cursor.selectionStart() > shown.indexOf(QStringLiteral("Ask the people")));
    QCOMPARE(marked.last().cursor.selectedText(), QStringLiteral("the people"));
    QTRY_VERIFY(text->cursorRect(marked.first().cursor).intersects(text->viewport()->rect()));
    QVERIFY(!text->horizontalScrollBar()->isVisible()); // prose wraps in a narrow pane

    markup->click();
    QCOMPARE(markup->text(), QStringLiteral("Show formatted"));
    QCOMPARE(text->toPlainText(), source);
    QCOMPARE(text->extraSelections().first().cursor.selectionStart(), chunk.startOffset);
    // The next citation comes in the form the reader chose, until it is switched back.
    view.showChunk(citation(path, QStringLiteral("New parents get **12 weeks** of paid leave.")), sha256);
    QCOMPARE(text->toPlainText(), source);
    markup->click();
    QCOMPARE(text->extraSelections().first().cursor.selectedText(),
             QStringLiteral("New parents get 12 weeks of paid leave"));
}

void TestSourceView::plainTextStaysPlain()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("notes.txt"));
    QFile out(path);
    QVERIFY(out.open(QIODevice::WriteOnly));
    out.write("# not a heading\n\nBring **two** forms.\n");
    out.close();
    QString sha256;
    SourceView view;
    view.resize(400, 300);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.showChunk(citation(path, QStringLiteral("Bring **two** forms."), &sha256), sha256);
    auto* text = view.findChild<QTextBrowser*>(QStringLiteral("sourceText"));
    QVERIFY(text->toPlainText().startsWith(QStringLiteral("# not a heading")));
    QCOMPARE(text->extraSelections().first().cursor.selectedText(), QStringLiteral("Bring **two** forms."));
    QVERIFY(!view.findChild<QPushButton*>(QStringLiteral("sourceMarkupButton"))->isVisible());
}

QTEST_MAIN(TestSourceView)
#include "tst_sourceview.moc"
