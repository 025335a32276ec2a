// SPDX-License-Identifier: GPL-3.0-or-later
// The benchmark's generated folder of mixed files: every format is there, every file reads with
// Lotse's own readers (type by content, headings, tables, PDF pages), and the same seed gives the
// same bytes.
#include "CorpusGenerator.h"
#include "PdfWriter.h"
#include "ingest/SourceFile.h"

#include <QDirIterator>
#include <QSet>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <algorithm>

using namespace lotse;
using namespace lotse::bench;

class TestGeneratedCorpus final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void everyFormatReads_data()
    {
        QTest::addColumn<QString>("suffix");
        QTest::addColumn<int>("format");
        QTest::newRow("md") << QStringLiteral("md") << int(DocumentFormat::Markdown);
        QTest::newRow("txt") << QStringLiteral("txt") << int(DocumentFormat::PlainText);
        QTest::newRow("html") << QStringLiteral("html") << int(DocumentFormat::Html);
        QTest::newRow("docx") << QStringLiteral("docx") << int(DocumentFormat::Docx);
        QTest::newRow("odt") << QStringLiteral("odt") << int(DocumentFormat::Odt);
        QTest::newRow("pdf") << QStringLiteral("pdf") << int(DocumentFormat::Pdf);
    }

    void everyFormatReads()
    {
        QFETCH(QString, suffix);
        QFETCH(int, format);
        QTemporaryDir dir;
        CorpusGenerator generator(7);
        // The first page with three sections or more and a table.
        HandbookPage page;
        for (int i = 0; page.sections.size() < 3
                        || std::none_of(page.sections.cbegin(), page.sections.cend(),
                                        [](const auto& s) { return !s.table.isEmpty(); });
             ++i)
            page = generator.page(i);
        const QString path = dir.filePath(QStringLiteral("page.") + suffix);
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(generator.render(page, suffix));
        f.close();

        Result<SourceFile> file = SourceFile::probe(path);
        QVERIFY2(file, qPrintable(file ? QString() : file.error().message));
        const Status decoded = file.value().decode();
        QVERIFY2(decoded, qPrintable(decoded ? QString() : decoded.error().message));
        QCOMPARE(int(file.value().format), format);
        const QString text = file.value().text;
        QVERIFY2(text.contains(page.title), qPrintable(text.left(300)));
        // Every section's words are there, in order, and the table's cells.
        qsizetype at = 0;
        for (const HandbookPage::Section& s : page.sections) {
            at = text.indexOf(s.heading, at);
            QVERIFY2(at >= 0, qPrintable(s.heading));
            const QString firstWords = s.paragraphs.first().section(QLatin1Char(' '), 0, 5);
            QVERIFY2(text.simplified().contains(firstWords), qPrintable(firstWords));
            for (const HandbookPage::Row& r : s.table)
                QVERIFY2(text.contains(r.rule), qPrintable(r.rule));
        }
        if (suffix == QStringLiteral("md") || suffix == QStringLiteral("html") || suffix == QStringLiteral("docx")
            || suffix == QStringLiteral("odt")) {
            // Headings come through as headings (from styles in DOCX, outline levels in ODT).
            QVERIFY2(text.contains(QStringLiteral("# ") + page.sections.first().heading), qPrintable(text.left(300)));
        }
        if (suffix == QStringLiteral("pdf")) {
            QVERIFY(PdfWriter::pageCount(page) > 1);
            QCOMPARE(int(file.value().pageStarts.size()), PdfWriter::pageCount(page));
            QCOMPARE(file.value().pageAt(text.size() - 1), PdfWriter::pageCount(page));
        }
        QVERIFY(!text.contains(QStringLiteral("tracking"))); // the HTML export's script is dropped
    }

    void folderIsMixedReadableAndDeterministic()
    {
        QTemporaryDir a;
        QTemporaryDir b;
        CorpusGenerator::Stats stats;
        QString error;
        QVERIFY2(CorpusGenerator(42).generate(a.path(), 60, &stats, &error), qPrintable(error));
        QVERIFY(CorpusGenerator(42).generate(b.path(), 60));
        QCOMPARE(stats.files, 60);
        for (const QString& suffix : CorpusGenerator::suffixes())
            QCOMPARE(stats.filesBySuffix.value(suffix), 10);
        const QStringList failures = CorpusGenerator::unreadable(a.path());
        QVERIFY2(failures.isEmpty(), qPrintable(failures.join(QLatin1Char('\n'))));

        int compared = 0;
        QDirIterator it(a.path(), QDir::Files, QDirIterator::Subdirectories);
        while (it.hasNext()) {
            const QString path = it.next();
            QFile x(path);
            QFile y(b.filePath(QDir(a.path()).relativeFilePath(path)));
            QVERIFY(x.open(QIODevice::ReadOnly) && y.open(QIODevice::ReadOnly));
            QVERIFY2(x.readAll() == y.readAll(), qPrintable(path));
            ++compared;
        }
        QCOMPARE(compared, 60);
        // Every department folder holds every format.
        for (const QString& dept : QDir(a.path()).entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
            QSet<QString> suffixes;
            for (const QFileInfo& f : QDir(a.filePath(dept)).entryInfoList(QDir::Files))
                suffixes.insert(f.suffix());
            QCOMPARE(suffixes.size(), CorpusGenerator::suffixes().size());
        }
        // Another seed, other pages.
        QVERIFY(CorpusGenerator(43).page(0).sections != CorpusGenerator(42).page(0).sections);
    }
};

QTEST_GUILESS_MAIN(TestGeneratedCorpus)
#include "tst_generatedcorpus.moc"
