// SPDX-License-Identifier: GPL-3.0-or-later
// The writer's two helpers of an ingest job: the batch of files stored in one transaction, and the
// throttle of what the GUI is told. Intervals are 0 (always due) or an hour (never due), so nothing
// depends on how fast the machine is.
#include "ingest/IngestBatch.h"
#include "ingest/ProgressThrottle.h"
#include "store/Database.h"
#include "store/IngestLock.h"

#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace lotse;

namespace {

constexpr qint64 hour = 3'600'000;

FileOutcome stored(const QString& path, qint64 bytes)
{
    FileOutcome o;
    o.path = path;
    o.bytes = bytes;
    return o;
}

int metaRows(Database& db)
{
    QSqlQuery q(db.handle());
    return q.exec(QStringLiteral("SELECT count(*) FROM meta WHERE key = 'batch-test'")) && q.next() ? q.value(0).toInt()
                                                                                                    : -1;
}

void writeRow(Database& db)
{
    QSqlQuery q(db.handle());
    QVERIFY(q.exec(QStringLiteral("INSERT INTO meta(key, value) VALUES ('batch-test', 'x')")));
}

} // namespace

class TestIngestBatch final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void batchCommitsWhatItStored()
    {
        QTemporaryDir dir;
        auto db = Database::open(dir.filePath(QStringLiteral("kb.sqlite")));
        QVERIFY(db);
        IngestLock lock(*db.value());
        QVERIFY(lock.claim());
        IngestBatch batch(*db.value(), lock, {hour, 3, 100, hour});
        QVERIFY(batch.isEmpty());
        QVERIFY(batch.commit().value().isEmpty()); // nothing to commit
        QVERIFY(batch.open());
        writeRow(*db.value());
        QVERIFY(!batch.add(stored(QStringLiteral("/a.md"), 10), 0));
        QVERIFY(batch.open()); // already open: the same transaction
        QVERIFY(!batch.add(stored(QStringLiteral("/b.md"), 10), 1));
        QVERIFY(batch.add(stored(QStringLiteral("/c.md"), 10), 2)); // three files: full
        const auto files = batch.commit();
        QVERIFY(files);
        QCOMPARE(files.value().size(), 3);
        QCOMPARE(files.value().at(2).outcome.path, QStringLiteral("/c.md"));
        QCOMPARE(files.value().at(2).index, 2);
        QVERIFY(batch.isEmpty());
        QCOMPARE(metaRows(*db.value()), 1);
    }

    void bytesFillABatchAndRollbackLosesIt()
    {
        QTemporaryDir dir;
        auto db = Database::open(dir.filePath(QStringLiteral("kb.sqlite")));
        QVERIFY(db);
        IngestLock lock(*db.value());
        IngestBatch batch(*db.value(), lock, {hour, 500, 100, hour});
        QVERIFY(batch.open());
        writeRow(*db.value());
        QVERIFY(batch.add(stored(QStringLiteral("/big.pdf"), 150), 0));
        batch.rollback();
        QVERIFY(batch.isEmpty());
        QCOMPARE(metaRows(*db.value()), 0); // nothing of the batch is left
    }

    void firstFileAndSlowFilesAreAnnounced()
    {
        ProgressThrottle rarely(hour, 0);
        QVERIFY(rarely.startFile(true)); // the job's first file
        QVERIFY(!rarely.startFile(false));
        rarely.startStoring();
        bool announce = false;
        QVERIFY(rarely.step(announce)); // a file that reports progress …
        QVERIFY(announce);              // … is announced first
        QVERIFY(rarely.step(announce));
        QVERIFY(!announce); // once

        ProgressThrottle always(0, 0);
        QVERIFY(always.startFile(true));
        QVERIFY(always.startFile(false));
        always.startStoring();
        QVERIFY(always.step(announce));
        QVERIFY(!announce);

        ProgressThrottle quiet(0, hour);
        QVERIFY(quiet.startFile(false));
        quiet.startStoring();
        QVERIFY(!quiet.step(announce)); // a quick file reports no steps
    }
};

QTEST_GUILESS_MAIN(TestIngestBatch)
#include "tst_ingestbatch.moc"
