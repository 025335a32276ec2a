// SPDX-License-Identifier: GPL-3.0-or-later
// Documents read in lotse-reader processes: the same text as in this process, readers reused, and a
// file over its time or memory limit, or one that crashes its reader, fails on its own with a clear
// message while the next file is read as usual. The hostile PDFs are generated here.
#include "FormatSamples.h"
#include "TestSupport.h"
#include "ingest/formats/DocumentParser.h"
#include "ingest/reader/ReaderPool.h"
#include "language/Translations.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace lotse;
using namespace lotse::test;

class TestReaderPool : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void sameTextAsInProcess_data();
    void sameTextAsInProcess();
    void readersAreReused();
    void memoryBombFailsAlone();
    void slowFileIsStoppedAtTheDeadline();
    void crashingReaderIsNamed();
    void messagesInTheUsersLanguage();
    void textFilesAreReadHere();

private:
    // A reader that dies of `signal` on its first request (a shell script standing in for a crash).
    QString crashingReader(int signal);
    QTemporaryDir m_dir;
};

void TestReaderPool::initTestCase()
{
    QVERIFY2(!ReaderPool::installedProgram().isEmpty(), "lotse-reader not found: set LOTSE_READER");
    Translations::apply(QStringLiteral("en")); // the English catalogue has the plural forms
}

void TestReaderPool::sameTextAsInProcess_data()
{
    QTest::addColumn<QString>("name");
    for (const char* name : {"sample.pdf", "sample.docx", "sample.odt", "sample.html", "pages.pdf"})
        QTest::newRow(name) << QString::fromLatin1(name);
}

void TestReaderPool::sameTextAsInProcess()
{
    QFETCH(QString, name);
    const QByteArray bytes = FormatSamples::sample(name);
    ReaderPool pool(ReaderPool::installedProgram());
    const Result<ParsedDocument> inReader = pool.parse(name, bytes, FormatLimits());
    const Result<ParsedDocument> here = DocumentParser::parse(name, bytes, FormatLimits());
    QVERIFY2(inReader, qPrintable(FormatSamples::errorOf(inReader)));
    QVERIFY(here);
    QCOMPARE(inReader.value().format, here.value().format);
    QCOMPARE(inReader.value().text, here.value().text);
    QCOMPARE(inReader.value().pageStarts, here.value().pageStarts);
    QCOMPARE(pool.started(), 1);
}

void TestReaderPool::readersAreReused()
{
    ReaderPool pool(ReaderPool::installedProgram());
    const QByteArray bytes = FormatSamples::sample(QStringLiteral("sample.docx"));
    for (int i = 0; i < 20; ++i)
        QVERIFY(pool.parse(QStringLiteral("a.docx"), bytes, FormatLimits()));
    QCOMPARE(pool.started(), 1);
    // Damaged files are answered, not crashed on: the same reader goes on.
    QVERIFY(!pool.parse(QStringLiteral("a.docx"), bytes.left(100), FormatLimits()));
    QVERIFY(pool.parse(QStringLiteral("a.docx"), bytes, FormatLimits()));
    QCOMPARE(pool.started(), 1);
}

void TestReaderPool::memoryBombFailsAlone()
{
    ReaderPool pool(ReaderPool::installedProgram());
    FormatLimits limits;
    limits.maxReadMemoryBytes = 512LL * 1024 * 1024;
    const QByteArray bomb = FormatSamples::memoryBombPdf();
    QVERIFY(bomb.size() < 300 * 1024);
    const Result<ParsedDocument> r = pool.parse(QStringLiteral("bomb.pdf"), bomb, limits);
    QVERIFY(!r);
    QVERIFY2(r.error().message.startsWith(QStringLiteral("needed more than 512 MB of memory")),
             qPrintable(r.error().message));
    QVERIFY(r.error().message.contains(QStringLiteral("config set read-memory-mb")));
    // The next file is read by a new reader.
    const Result<ParsedDocument> next =
        pool.parse(QStringLiteral("a.pdf"), FormatSamples::sample(QStringLiteral("sample.pdf")), limits);
    QVERIFY2(next, qPrintable(FormatSamples::errorOf(next)));
    QCOMPARE(pool.started(), 2);
}

void TestReaderPool::slowFileIsStoppedAtTheDeadline()
{
    ReaderPool pool(ReaderPool::installedProgram());
    FormatLimits limits;
    limits.maxReadSeconds = 1;
    // About 8 s of work on this machine: stopped at 1 s however loaded or fast the machine is.
    const QByteArray slow = FormatSamples::slowPdf();
    QElapsedTimer timer;
    timer.start();
    const Result<ParsedDocument> r = pool.parse(QStringLiteral("slow.pdf"), slow, limits);
    QVERIFY(!r);
    QVERIFY2(r.error().message.startsWith(QStringLiteral("took longer than 1 second to read")),
             qPrintable(r.error().message));
    QVERIFY(timer.elapsed() < 60'000); // not waited for to the end (that would be about 8 s, not 60)
    QVERIFY(pool.parse(QStringLiteral("a.odt"), FormatSamples::sample(QStringLiteral("sample.odt")), limits));
}

QString TestReaderPool::crashingReader(int signal)
{
    const QString path = m_dir.filePath(QStringLiteral("crash-%1.sh").arg(signal));
    QFile script(path);
    if (!script.open(QIODevice::WriteOnly))
        return {};
    script.write("#!/bin/sh\nhead -c 8 >/dev/null\nkill -" + QByteArray::number(signal) + " $$\n");
    script.close();
    script.setPermissions(script.permissions() | QFileDevice::ExeOwner);
    return path;
}

void TestReaderPool::crashingReaderIsNamed()
{
    ReaderPool pool(crashingReader(11));
    const Result<ParsedDocument> r =
        pool.parse(QStringLiteral("a.pdf"), FormatSamples::sample(QStringLiteral("sample.pdf")), FormatLimits());
    QVERIFY(!r);
    QVERIFY2(r.error().message.startsWith(QStringLiteral("made the document reader crash (signal 11)")),
             qPrintable(r.error().message));

    ReaderPool missing(m_dir.filePath(QStringLiteral("no-such-reader")));
    const Result<ParsedDocument> none =
        missing.parse(QStringLiteral("a.pdf"), FormatSamples::sample(QStringLiteral("sample.pdf")), FormatLimits());
    QVERIFY(!none);
    QVERIFY2(none.error().message.contains(QStringLiteral("did not start")), qPrintable(none.error().message));
}

void TestReaderPool::messagesInTheUsersLanguage()
{
    Translations::apply(QStringLiteral("de"));
    ReaderPool pool(ReaderPool::installedProgram());
    const QByteArray pdf = FormatSamples::sample(QStringLiteral("sample.pdf"));
    const Result<ParsedDocument> r = pool.parse(QStringLiteral("a.pdf"), pdf.left(pdf.size() / 3), FormatLimits());
    FormatLimits limits;
    limits.maxReadSeconds = 1;
    const Result<ParsedDocument> slow = pool.parse(QStringLiteral("slow.pdf"), FormatSamples::slowPdf(), limits);
    Translations::apply(QStringLiteral("en"));
    QVERIFY(!r);
    const QString inProcess = FormatSamples::errorOf(
        DocumentParser::parse(QStringLiteral("a.pdf"), pdf.left(pdf.size() / 3), FormatLimits()));
    QVERIFY2(r.error().message != inProcess, qPrintable(r.error().message)); // German there, English here
    QVERIFY(!slow);
    QVERIFY2(slow.error().message.contains(QStringLiteral("Sekunde")), qPrintable(slow.error().message));
}

void TestReaderPool::textFilesAreReadHere()
{
    ReaderPool pool(ReaderPool::installedProgram());
    QVERIFY(pool.parse(QStringLiteral("a.md"), "# Title\n\nBody <with a bracket.\n", FormatLimits()));
    QVERIFY(pool.parse(QStringLiteral("a.txt"), "plain text", FormatLimits()));
    QCOMPARE(pool.started(), 0);
}

QTEST_GUILESS_MAIN(TestReaderPool)
#include "tst_readerpool.moc"
