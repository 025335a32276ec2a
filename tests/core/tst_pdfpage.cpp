// SPDX-License-Identifier: GPL-3.0-or-later
// PDF pages drawn for the source pane: the right page in the right size, the cited passage found on
// it, clear errors for files that cannot be shown, and PdfPageService reporting only the newest request.
#include "ingest/formats/PdfWordMatch.h"
#include "pdf/PdfPageRenderer.h"
#include "pdf/PdfPageService.h"

#include <QCryptographicHash>
#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace lotse;

namespace {

QString sample(const QString& name)
{
    return QStringLiteral(LOTSE_TEST_DATA "/formats/") + name;
}

QByteArray bytesOf(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

QString sha256Of(const QString& path)
{
    return QString::fromLatin1(QCryptographicHash::hash(bytesOf(path), QCryptographicHash::Sha256).toHex());
}

bool write(const QString& path, const QByteArray& bytes)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly | QIODevice::Truncate) && file.write(bytes) == bytes.size();
}

int red(quint32 argb)
{
    return int((argb >> 16) & 0xff);
}
int green(quint32 argb)
{
    return int((argb >> 8) & 0xff);
}
int blue(quint32 argb)
{
    return int(argb & 0xff);
}

// The pixel at a point given as fractions of the page.
quint32 at(const PdfPage& page, double x, double y)
{
    return page.pixel(int(x * page.width), int(y * page.height));
}

// How many pixels in `rect` (fractions of the page) are dark: text is, white paper is not.
int darkPixels(const PdfPage& page, const QRectF& rect)
{
    int dark = 0;
    for (int y = int(rect.top() * page.height); y < int(rect.bottom() * page.height); ++y) {
        for (int x = int(rect.left() * page.width); x < int(rect.right() * page.width); ++x) {
            const quint32 p = page.pixel(x, y);
            dark += red(p) < 100 && green(p) < 100 && blue(p) < 100;
        }
    }
    return dark;
}

PdfPageRequest requestFor(const QString& path, int page, int width = 612)
{
    PdfPageRequest request;
    request.path = path;
    request.sha256 = sha256Of(path);
    request.page = page;
    request.width = width;
    return request;
}

} // namespace

class TestPdfPage : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void wordMatch_data();
    void wordMatch();
    void pages_data();
    void pages();
    void passage_data();
    void passage();
    void errors_data();
    void errors();
    void sizeIsBounded_data();
    void sizeIsBounded();
    void changedFileIsReadAgain();
    void serviceReportsOnlyTheNewestRequest();
    void cancelledRequestsReportNothing();
};

void TestPdfPage::initTestCase()
{
    if (!PdfPageRenderer::isAvailable())
        QSKIP("built without poppler (LOTSE_PDF=OFF): no page can be drawn");
}

void TestPdfPage::wordMatch_data()
{
    QTest::addColumn<QStringList>("page");
    QTest::addColumn<QString>("passage");
    QTest::addColumn<int>("first");
    QTest::addColumn<int>("count");

    const QStringList words =
        QString::fromLatin1("Page Two: Overtime Overtime is paid at 125 percent of the hourly rate.")
            .split(QLatin1Char(' '));
    QTest::newRow("from the start") << words << QStringLiteral("Page two overtime") << 0 << 3;
    QTest::newRow("heading marks and punctuation dropped")
        << words << QStringLiteral("# Page Two: Overtime\n\nOvertime is paid") << 0 << 6;
    QTest::newRow("longest run wins, not the first word") << words << QStringLiteral("Overtime is paid at") << 3 << 4;
    QTest::newRow("at most 12 words") << words
                                      << QStringLiteral(
                                             "Page Two Overtime Overtime is paid at 125 percent of the hourly rate")
                                      << 0 << 12;
    QTest::newRow("a short passage must match whole") << words << QStringLiteral("hourly rate") << 11 << 2;
    QTest::newRow("too short a run is no match") << words << QStringLiteral("the weekly rota is posted") << -1 << 0;
    QTest::newRow("absent") << words << QStringLiteral("Sick leave: call your manager") << -1 << 0;
    QTest::newRow("empty passage") << words << QString() << -1 << 0;
    QTest::newRow("only marks") << words << QStringLiteral("# - |") << -1 << 0;
    QTest::newRow("case folded") << QStringList{QStringLiteral("ÜBERSTUNDEN"), QStringLiteral("Nord")}
                                 << QStringLiteral("überstunden NORD") << 0 << 2;
    QTest::newRow("a box with two words")
        << QStringList{QStringLiteral("x"), QStringLiteral("paid at"), QStringLiteral("125")}
        << QStringLiteral("paid at 125") << 1 << 2;
}

void TestPdfPage::wordMatch()
{
    QFETCH(QStringList, page);
    QFETCH(QString, passage);
    QFETCH(int, first);
    QFETCH(int, count);
    const PdfWordMatch::Span span = PdfWordMatch::find(page, passage);
    QCOMPARE(span.first, qsizetype(first));
    QCOMPARE(span.count, qsizetype(count));
}

void TestPdfPage::pages_data()
{
    QTest::addColumn<int>("page");
    QTest::addColumn<double>("blockTop"); // where this page's coloured block is, as a fraction of the height
    QTest::addColumn<int>("channel");     // its colour: 0 red, 1 green, 2 blue

    // pages.pdf (make-samples.py): a block 120 pt high, its bottom at 500, 300 and 100 pt of 792.
    QTest::newRow("page 1") << 1 << (792.0 - 620) / 792 << 0;
    QTest::newRow("page 2") << 2 << (792.0 - 420) / 792 << 1;
    QTest::newRow("page 3") << 3 << (792.0 - 220) / 792 << 2;
}

void TestPdfPage::pages()
{
    QFETCH(int, page);
    QFETCH(double, blockTop);
    QFETCH(int, channel);

    PdfPageRenderer renderer;
    const Result<PdfPage> rendered = renderer.render(requestFor(sample(QStringLiteral("pages.pdf")), page));
    QVERIFY2(rendered, qPrintable(rendered ? QString() : rendered.error().message));
    const PdfPage& image = rendered.value();
    QCOMPARE(image.number, page);
    QCOMPARE(image.count, 3);
    QCOMPARE(image.width, 612); // 72 dpi: one pixel per point
    QCOMPARE(image.height, 792);
    QVERIFY(image.stride >= image.width * 4);
    QCOMPARE(image.argb32.size(), image.stride * image.height);

    // This page's block is where it should be, in its colour; the places of the other pages' blocks are paper.
    const quint32 block = at(image, 0.5, blockTop + 60.0 / 792);
    const int channels[] = {red(block), green(block), blue(block)};
    QVERIFY2(channels[channel] > 120 && channels[(channel + 1) % 3] < 60 && channels[(channel + 2) % 3] < 60,
             qPrintable(QString::number(block, 16)));
    for (const double other : {(792.0 - 620) / 792, (792.0 - 420) / 792, (792.0 - 220) / 792}) {
        if (qFuzzyCompare(other, blockTop))
            continue;
        QCOMPARE(at(image, 0.5, other + 60.0 / 792) & 0xffffff, 0xffffffu);
    }
    // The page's heading is drawn in its place at the top.
    QVERIFY(darkPixels(image, QRectF(72.0 / 612, 40.0 / 792, 200.0 / 612, 16.0 / 792)) > 50);

    // Different pages give different pixels.
    const Result<PdfPage> other = renderer.render(requestFor(sample(QStringLiteral("pages.pdf")), page % 3 + 1));
    QVERIFY(other);
    QVERIFY(other.value().argb32 != image.argb32);
}

void TestPdfPage::passage_data()
{
    QTest::addColumn<int>("page");
    QTest::addColumn<QString>("passage");
    QTest::addColumn<int>("lines"); // rectangles expected: one per line the first words are on

    QTest::newRow("one line") << 2 << QStringLiteral("Overtime is paid at 125 percent of the hourly rate.") << 1;
    QTest::newRow("across a line break") << 2 << QStringLiteral("the hourly rate. Ask your manager before you work")
                                         << 2;
    QTest::newRow("from the heading on") << 2 << QStringLiteral("# Page Two: Overtime\n\nOvertime is paid at 125") << 2;
    QTest::newRow("another page's passage") << 2 << QStringLiteral("Public holidays follow the calendar") << 0;
    QTest::newRow("no passage") << 2 << QString() << 0;
    QTest::newRow("page 3") << 3 << QStringLiteral("Public holidays follow the calendar of the state") << 1;
}

void TestPdfPage::passage()
{
    QFETCH(int, page);
    QFETCH(QString, passage);
    QFETCH(int, lines);

    PdfPageRequest request = requestFor(sample(QStringLiteral("pages.pdf")), page, 1224);
    request.passage = passage;
    PdfPageRenderer renderer;
    const Result<PdfPage> rendered = renderer.render(request);
    QVERIFY(rendered);
    const PdfPage& image = rendered.value();
    QCOMPARE(image.width, 1224);
    QCOMPARE(image.passage.size(), lines);
    for (const QRectF& rect : image.passage) {
        // On the page, in the text area (the block starts at 0.22 of the height), and over the words.
        QVERIFY2(
            QRectF(0, 0, 1, 0.22).contains(rect),
            qPrintable(QStringLiteral("%1 %2 %3 %4").arg(rect.x()).arg(rect.y()).arg(rect.width()).arg(rect.height())));
        QVERIFY(rect.width() > 0.05 && rect.height() > 0.005);
        QVERIFY(darkPixels(image, rect) > 100);
    }
}

void TestPdfPage::errors_data()
{
    QTest::addColumn<QString>("file");     // a sample, or "" for a file that does not exist
    QTest::addColumn<QByteArray>("bytes"); // written instead when not empty
    QTest::addColumn<int>("page");
    QTest::addColumn<bool>("wrongHash");
    QTest::addColumn<qint64>("maxFileBytes");
    QTest::addColumn<int>("code");
    QTest::addColumn<QString>("message");

    const qint64 limit = FormatLimits::defaultMaxFileBytes;
    const QByteArray pages = bytesOf(sample(QStringLiteral("pages.pdf")));
    QTest::newRow("missing") << QString() << QByteArray() << 1 << false << limit << int(Error::Code::NotFound)
                             << QStringLiteral("is no longer there");
    QTest::newRow("encrypted") << QStringLiteral("encrypted.pdf") << QByteArray() << 1 << false << limit
                               << int(Error::Code::Unsupported) << QStringLiteral("password-protected");
    QTest::newRow("page after the last") << QStringLiteral("pages.pdf") << QByteArray() << 4 << false << limit
                                         << int(Error::Code::InvalidInput)
                                         << QStringLiteral("has no page 4; the last page is 3");
    QTest::newRow("page 0") << QStringLiteral("pages.pdf") << QByteArray() << 0 << false << limit
                            << int(Error::Code::InvalidInput) << QStringLiteral("has no page 0");
    QTest::newRow("changed since indexed")
        << QStringLiteral("pages.pdf") << QByteArray() << 1 << true << limit << int(Error::Code::InvalidInput)
        << QStringLiteral("has changed since it was indexed");
    QTest::newRow("truncated") << QStringLiteral("pages.pdf") << pages.left(300) << 1 << false << limit
                               << int(Error::Code::InvalidInput) << QStringLiteral("damaged or incomplete PDF");
    QTest::newRow("not a pdf") << QStringLiteral("pages.pdf") << QByteArray("just some text\n") << 1 << false << limit
                               << int(Error::Code::InvalidInput) << QStringLiteral("damaged or incomplete PDF");
    QTest::newRow("over the size limit") << QStringLiteral("pages.pdf") << QByteArray() << 1 << false << qint64(1000)
                                         << int(Error::Code::InvalidInput) << QStringLiteral("too large to show");
}

void TestPdfPage::errors()
{
    QFETCH(QString, file);
    QFETCH(QByteArray, bytes);
    QFETCH(int, page);
    QFETCH(bool, wrongHash);
    QFETCH(qint64, maxFileBytes);
    QFETCH(int, code);
    QFETCH(QString, message);

    QTemporaryDir dir;
    const QString path = dir.filePath(file.isEmpty() ? QStringLiteral("gone.pdf") : file);
    if (!bytes.isEmpty())
        QVERIFY(write(path, bytes));
    else if (!file.isEmpty())
        QVERIFY(QFile::copy(sample(file), path));
    PdfPageRequest request;
    request.path = path;
    request.page = page;
    request.sha256 = wrongHash ? QString(64, QLatin1Char('0')) : QString();
    request.maxFileBytes = maxFileBytes;
    PdfPageRenderer renderer;
    const Result<PdfPage> rendered = renderer.render(request);
    QVERIFY(!rendered);
    QCOMPARE(int(rendered.error().code), code);
    QVERIFY2(rendered.error().message.contains(message), qPrintable(rendered.error().message));
    if (!file.isEmpty())
        QVERIFY(rendered.error().message.contains(path)); // names the file (native separators: Linux here)
}

void TestPdfPage::sizeIsBounded_data()
{
    QTest::addColumn<QByteArray>("mediaBox"); // replaces "0 0 612 792" (same length: the xref stays right)
    QTest::addColumn<int>("width");

    QTest::newRow("a huge width asked for") << QByteArray("0 0 612 792") << 100000;
    QTest::newRow("a long strip") << QByteArray("0 0 9 14400") << 4096;
    QTest::newRow("a poster") << QByteArray("0 0 14400 9") << 4096;
}

void TestPdfPage::sizeIsBounded()
{
    QFETCH(QByteArray, mediaBox);
    QFETCH(int, width);

    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("odd.pdf"));
    QVERIFY(write(path, bytesOf(sample(QStringLiteral("pages.pdf"))).replace("0 0 612 792", mediaBox)));
    PdfPageRenderer renderer;
    const Result<PdfPage> rendered = renderer.render(requestFor(path, 1, width));
    QVERIFY2(rendered, qPrintable(rendered ? QString() : rendered.error().message));
    const PdfPage& image = rendered.value();
    QVERIFY(image.width > 0 && image.height > 0);
    QVERIFY(image.width <= PdfPageRenderer::maxWidth);
    QVERIFY(qint64(image.width) * image.height <= PdfPageRenderer::maxPixels);
    QCOMPARE(image.argb32.size(), image.stride * image.height);
}

void TestPdfPage::changedFileIsReadAgain()
{
    // The open document is kept for the next page, but not once the file has changed on disk.
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("handbook.pdf"));
    QVERIFY(QFile::copy(sample(QStringLiteral("pages.pdf")), path));
    PdfPageRenderer renderer;
    const PdfPageRequest request = requestFor(path, 1);
    QVERIFY(renderer.render(request));
    QVERIFY(renderer.render(requestFor(path, 2)));
    QVERIFY(QFile::remove(path));
    QVERIFY(QFile::copy(sample(QStringLiteral("sample.pdf")), path));
    const Result<PdfPage> again = renderer.render(request); // the old hash
    QVERIFY(!again);
    QVERIFY(again.error().message.contains(QStringLiteral("has changed")));
    QVERIFY(QFile::remove(path));
    const Result<PdfPage> gone = renderer.render(request);
    QVERIFY(!gone);
    QCOMPARE(gone.error().code, Error::Code::NotFound);
}

void TestPdfPage::serviceReportsOnlyTheNewestRequest()
{
    PdfPageService service;
    QSignalSpy rendered(&service, &PdfPageService::rendered);
    QSignalSpy failed(&service, &PdfPageService::failed);
    const QString path = sample(QStringLiteral("pages.pdf"));
    service.render(requestFor(path, 1));
    service.render(requestFor(path, 2));
    const quint64 newest = service.render(requestFor(path, 3));
    // The worker handles requests in order, so anything the older ones reported would arrive first.
    QTRY_COMPARE(rendered.size(), 1);
    QCOMPARE(rendered.first().at(0).value<quint64>(), newest);
    QCOMPARE(rendered.first().at(1).value<PdfPage>().number, 3);
    QCOMPARE(failed.size(), 0);
}

void TestPdfPage::cancelledRequestsReportNothing()
{
    PdfPageService service;
    QSignalSpy rendered(&service, &PdfPageService::rendered);
    QSignalSpy failed(&service, &PdfPageService::failed);
    const QString path = sample(QStringLiteral("pages.pdf"));
    service.render(requestFor(path, 1));
    service.cancel();
    PdfPageRequest missing = requestFor(path, 2);
    missing.path = path + QStringLiteral(".gone");
    const quint64 last = service.render(missing);
    QTRY_COMPARE(failed.size(), 1);
    QCOMPARE(failed.first().at(0).value<quint64>(), last);
    QCOMPARE(failed.first().at(1).value<Error>().code, Error::Code::NotFound);
    QCOMPARE(rendered.size(), 0);
}

QTEST_GUILESS_MAIN(TestPdfPage)
#include "tst_pdfpage.moc"
