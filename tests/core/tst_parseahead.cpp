// SPDX-License-Identifier: GPL-3.0-or-later
// ParseAhead: files come back in order and as IngestPipeline::prepare makes them, each prepared exactly
// once, whether a pool thread or the writer (helpWithNext, while it would otherwise wait) prepared it;
// the writer only takes files no thread has started and none above its size limit.
#include "TestSupport.h"
#include "ingest/IngestPipeline.h"
#include "ingest/ParseAhead.h"
#include "ingest/formats/FormatLimits.h"

#include <QTest>

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
};

QTEST_GUILESS_MAIN(TestParseAhead)
#include "tst_parseahead.moc"
