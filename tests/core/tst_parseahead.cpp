// SPDX-License-Identifier: GPL-3.0-or-later
// ParseAhead: files come back in order and as IngestPipeline::prepare makes them, each prepared exactly
// once, whether a pool thread or the writer (helpWithNext, while it would otherwise wait) prepared it;
// the writer only takes files no thread has started and none above its size limit.
#include "TestSupport.h"
#include "ingest/IngestPipeline.h"
#include "ingest/ParseAhead.h"
#include "ingest/formats/FormatLimits.h"

#include <QSemaphore>
#include <QTest>
#include <QThread>
#include <new>
#include <stdexcept>

using namespace lotse;

namespace {

constexpr qint64 helpLimit = 64 * 1024;

bool small(const QString&, qint64 bytes)
{
    return bytes <= helpLimit;
}

bool none(const QString&, qint64)
{
    return false;
}

QString passages(const PreparedFile& p)
{
    QStringList out;
    for (const ChunkRecord& c : p.chunks)
        out.append(c.sha256 + QLatin1Char(' ') + c.text);
    return p.title + QLatin1Char('\n') + out.join(QLatin1Char('\n'));
}

} // namespace

class TestParseAhead final : public QObject
{
    Q_OBJECT

private:
    test::TempKnowledgeBase m_kb;
    QStringList m_files;

private Q_SLOTS:
    void initTestCase()
    {
        // A large file first (above the writer's limit: the pool parses it, and takes a while), then
        // small ones the writer may take meanwhile.
        QByteArray large = "# Large\n\n";
        for (int i = 0; i < 6000; ++i)
            large += "## Part " + QByteArray::number(i)
                     + "\n\nEmployees file expenses within thirty days. "
                       "Receipts are kept for audits and travel is booked in second class.\n\n";
        QVERIFY(large.size() > helpLimit);
        m_files.append(m_kb.write(QStringLiteral("docs/000-large.md"), large));
        for (int i = 1; i < 60; ++i) {
            m_files.append(m_kb.write(QStringLiteral("docs/%1.md").arg(i, 3, 10, QLatin1Char('0')),
                                      QStringLiteral("# Page %1\n\n## Leave\n\nPage %1 grants %2 days of leave.\n")
                                          .arg(i)
                                          .arg(20 + i % 11)
                                          .toUtf8()));
        }
    }

    void inOrderAndOnce_data()
    {
        QTest::addColumn<int>("threads");
        QTest::addColumn<bool>("help");
        QTest::newRow("one thread, the writer helps") << 1 << true;
        QTest::newRow("two threads, the writer helps") << 2 << true;
        QTest::newRow("one thread, the writer waits") << 1 << false;
    }

    void inOrderAndOnce()
    {
        QFETCH(int, threads);
        QFETCH(bool, help);
        const qint64 maxBytes = FormatLimits::fromSettings().maxFileBytes;
        QList<ParseAhead::Task> tasks;
        for (const QString& f : std::as_const(m_files))
            tasks.append({f, Reindex::IfChanged, QString()});
        ParseAhead ahead(*m_kb.pipeline, tasks, maxBytes, threads);
        int taken = 0;
        while (ahead.hasNext()) {
            while (help && !ahead.nextReady() && ahead.helpWithNext(small)) {
            }
            const PreparedFile got = ahead.takeNext();
            const PreparedFile expected = m_kb.pipeline->prepare(m_files.at(taken), Reindex::IfChanged, {}, maxBytes);
            QCOMPARE(got.path, expected.path);
            QVERIFY(got.split);
            QCOMPARE(passages(got), passages(expected));
            ++taken;
        }
        QCOMPARE(taken, m_files.size());
        QCOMPARE(ahead.preparedHere() + ahead.preparedByPool(), m_files.size());
        if (!help)
            QCOMPARE(ahead.preparedHere(), 0);
        else if (threads == 1)
            QVERIFY2(ahead.preparedHere() > 0, "the writer took small files while the pool parsed the large one");
    }

    void helpsOnlyWithSmallFilesNobodyStarted()
    {
        const qint64 maxBytes = FormatLimits::fromSettings().maxFileBytes;
        ParseAhead ahead(*m_kb.pipeline, {{m_files.first(), Reindex::IfChanged, QString()}}, maxBytes, 1);
        QVERIFY(!ahead.helpWithNext(small)); // the one file is too large to take
        const PreparedFile got = ahead.takeNext();
        QVERIFY(got.split && !got.chunks.isEmpty());
        QVERIFY(!ahead.helpWithNext(small)); // nothing left
        QCOMPARE(ahead.preparedHere(), 0);

        ParseAhead one(*m_kb.pipeline, {{m_files.at(1), Reindex::IfChanged, QString()}}, maxBytes, 1);
        QVERIFY(!one.helpWithNext(none)); // a limit below every file takes none
        one.takeNext();
        QCOMPARE(one.preparedHere() + one.preparedByPool(), 1);
    }

    // A parser that throws (out of memory, a bug in a library) fails its own file, as an error value
    // in order, on a pool thread as on the writer's; the files around it are prepared as usual and
    // nothing reaches the caller as an exception (it ended the process).
    void aThrowingParserFailsOnlyItsFile_data()
    {
        QTest::addColumn<bool>("writerHelps");
        QTest::newRow("pool threads") << false;
        QTest::newRow("the writer's thread") << true;
    }
    void aThrowingParserFailsOnlyItsFile()
    {
        QFETCH(bool, writerHelps);
        // With the writer helping, the one pool thread is held in the first file until the writer has
        // prepared all the others: which thread prepares what is then certain, not a race.
        QSemaphore started;
        QSemaphore gate;
        const QThread* writer = QThread::currentThread();
        const ParseAhead::Preparer prepare = [&](const ParseAhead::Task& task) {
            if (writerHelps && QThread::currentThread() != writer) {
                started.release();
                gate.acquire();
            }
            if (task.path.endsWith(QStringLiteral("memory.md")))
                throw std::bad_alloc();
            if (task.path.endsWith(QStringLiteral("bug.md")))
                throw std::runtime_error("boom");
            if (task.path.endsWith(QStringLiteral("odd.md")))
                throw 42;
            PreparedFile prepared;
            prepared.path = task.path;
            prepared.title = QStringLiteral("fine");
            return prepared;
        };
        const QStringList names{QStringLiteral("/kb/a.md"),   QStringLiteral("/kb/memory.md"),
                                QStringLiteral("/kb/b.md"),   QStringLiteral("/kb/bug.md"),
                                QStringLiteral("/kb/odd.md"), QStringLiteral("/kb/c.md")};
        QList<ParseAhead::Task> tasks;
        for (const QString& name : names)
            tasks.append({name, Reindex::IfChanged, QString()});
        ParseAhead ahead(prepare, tasks, writerHelps ? 1 : 2);
        if (writerHelps) {
            started.acquire();
            while (ahead.helpWithNext([](const QString&, qint64) { return true; })) {
            }
            QCOMPARE(ahead.preparedHere(), int(names.size()) - 1);
            gate.release();
        }
        QStringList got;
        while (ahead.hasNext()) {
            const PreparedFile prepared = ahead.takeNext();
            QCOMPARE(prepared.path, names.at(got.size()));
            got.append(prepared.error ? prepared.error->message : prepared.title);
        }
        QCOMPARE(got.at(0), QStringLiteral("fine"));
        QVERIFY2(got.at(1).startsWith(QStringLiteral("There was not enough memory to read this file.")),
                 qPrintable(got.at(1)));
        QCOMPARE(got.at(2), QStringLiteral("fine"));
        QVERIFY2(got.at(3).contains(QStringLiteral("failed unexpectedly (boom)")), qPrintable(got.at(3)));
        QVERIFY2(got.at(4).contains(QStringLiteral("failed unexpectedly")), qPrintable(got.at(4)));
        QCOMPARE(got.at(5), QStringLiteral("fine"));
    }
};

QTEST_GUILESS_MAIN(TestParseAhead)
#include "tst_parseahead.moc"
