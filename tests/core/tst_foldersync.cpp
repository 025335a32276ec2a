// SPDX-License-Identifier: GPL-3.0-or-later
// Folders that stay in sync, on real files in temporary folders through the real ingest service:
// new, changed, renamed and deleted files; removing folders; per-file errors and retry; resuming a
// run that was stopped half-way; the watcher; throughput figures.
#include "FormatSamples.h"
#include "StoreInvariants.h"
#include "TestSupport.h"
#include "ingest/FolderSync.h"
#include "ingest/IngestRate.h"
#include "ingest/IngestService.h"
#include "ingest/IngestWorker.h"
#include "ingest/formats/DocumentParser.h"
#include "ingest/formats/FormatLimits.h"
#include "ingest/reader/ReaderPool.h"
#include "store/FolderStore.h"
#include "store/IngestQueue.h"

#include <QElapsedTimer>
#include <QRegularExpression>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>
#include <optional>
#include <sys/stat.h>
#include <unistd.h>

using namespace lotse;

namespace {

// How long a job may take before the test gives up. Generous: waiting ends as soon as the job does, and
// on a loaded machine (the full suite on two cores) reading the memory-bomb PDF alone took over 30 s.
constexpr int timeoutMs = 150000;

QByteArray page(const QString& title, const QString& body)
{
    return QStringLiteral("# %1\n\n%2 Employees should read this section carefully before they ask HR.\n")
        .arg(title, body)
        .toUtf8();
}

// Runs jobs on a real service and waits for each one's end.
struct Runner
{
    IngestService service;
    QSignalSpy finished{&service, &IngestService::finished};
    QSignalSpy failed{&service, &IngestService::failed};
    QSignalSpy outcomes{&service, &IngestService::fileFinished};
    QSignalSpy folders{&service, &IngestService::foldersChanged};

    explicit Runner(const QString& dbPath)
        : service(dbPath)
    {}

    // The summary, or the error's message when the job failed.
    std::optional<IngestSummary> wait(quint64 job, QString* error = nullptr)
    {
        std::optional<IngestSummary> summary;
        bool ended = false;
        (void)QTest::qWaitFor(
            [&] {
                for (const QList<QVariant>& args : std::as_const(finished)) {
                    if (args.at(0).toULongLong() == job) {
                        summary = args.at(1).value<IngestSummary>();
                        ended = true;
                    }
                }
                for (const QList<QVariant>& args : std::as_const(failed)) {
                    if (args.at(0).toULongLong() == job) {
                        if (error)
                            *error = args.at(1).value<Error>().message;
                        ended = true;
                    }
                }
                return ended;
            },
            timeoutMs);
        return summary;
    }

    QList<FileOutcome> outcomesOf(quint64 job) const
    {
        QList<FileOutcome> out;
        for (const QList<QVariant>& args : std::as_const(outcomes)) {
            if (args.at(0).toULongLong() == job)
                out.append(args.at(1).value<FileOutcome>());
        }
        return out;
    }
};

std::optional<FileOutcome> outcomeFor(const QList<FileOutcome>& outcomes, const QString& path)
{
    for (const FileOutcome& o : outcomes) {
        if (o.path == path)
            return o;
    }
    return std::nullopt;
}

} // namespace

class TestFolderSync final : public QObject
{
    Q_OBJECT

    std::optional<DocumentRecord> doc(test::TempKnowledgeBase& kb, const QString& path)
    {
        const auto d = kb.store->document(path);
        return d ? d.value() : std::nullopt;
    }

    QList<qint64> chunkIds(test::TempKnowledgeBase& kb, qint64 documentId)
    {
        QList<qint64> ids;
        const auto chunks = kb.store->chunks(documentId);
        for (const ChunkRecord& c : chunks.value())
            ids.append(c.id);
        return ids;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        test::isolateSettings(m_settings.path());
    }

    void hostileFileFailsAloneAndIsNotReadAgain()
    {
        test::TempKnowledgeBase kb;
        QSettings().setValue(FormatLimits::maxReadMemorySettingsKey(), 256);
        // The memory limit must be what stops the bomb, sooner the lower it is: on a loaded machine (the
        // whole suite, two jobs) it filled 512 MB slower than the default 60 seconds allow.
        QSettings().setValue(FormatLimits::maxReadSecondsSettingsKey(), 600);
        const QString a = kb.write(QStringLiteral("docs/a.md"), page(QStringLiteral("Vacation"), QStringLiteral("x")));
        const QString bomb = kb.write(QStringLiteral("docs/b-bomb.pdf"), test::FormatSamples::memoryBombPdf());
        const QString c =
            kb.write(QStringLiteral("docs/c.pdf"), test::FormatSamples::sample(QStringLiteral("sample.pdf")));
        Runner r(kb.dbPath());
        const quint64 added = r.service.ingest({kb.file(QStringLiteral("docs"))});
        const auto first = r.wait(added);
        QVERIFY(first);
        QCOMPARE(first->added, 2);
        QCOMPARE(first->failed, 1);
        const auto failed = outcomeFor(r.outcomesOf(added), bomb);
        QVERIFY(failed);
        QVERIFY2(failed->message.contains(QStringLiteral("needed more than 256 MB of memory")),
                 qPrintable(failed->message));
        QVERIFY(doc(kb, a)->isReady());
        QVERIFY(doc(kb, c)->isReady());
        QVERIFY(!doc(kb, bomb)->isReady());
        QVERIFY(doc(kb, bomb)->error.contains(QStringLiteral("256 MB")));

        // Unchanged, it is not read again by a sync: no reader is given it.
        const int reads = ReaderPool::instance().reads();
        const quint64 synced = r.service.sync({kb.file(QStringLiteral("docs"))});
        QVERIFY(r.wait(synced));
        const auto again = outcomeFor(r.outcomesOf(synced), bomb);
        QVERIFY(again);
        QCOMPARE(again->kind, FileOutcome::Kind::Failed);
        QVERIFY2(again->message.contains(QStringLiteral("not read again")), qPrintable(again->message));
        QCOMPARE(ReaderPool::instance().reads(), reads);

        // Retry reads it again, on request.
        const quint64 retried = r.service.retryFailed();
        QVERIFY(r.wait(retried));
        const auto read = outcomeFor(r.outcomesOf(retried), bomb);
        QVERIFY(read);
        QVERIFY2(read->message.contains(QStringLiteral("needed more than"))
                     && !read->message.contains(QStringLiteral("not read again")),
                 qPrintable(read->message));
        QCOMPARE(ReaderPool::instance().reads(), reads + 1);
        QSettings().remove(FormatLimits::maxReadMemorySettingsKey());
        QSettings().remove(FormatLimits::maxReadSecondsSettingsKey());
    }

    void fileThatStopsTwoRunsIsSetAside()
    {
        test::TempKnowledgeBase kb;
        const QString a = kb.write(QStringLiteral("docs/a.md"), page(QStringLiteral("Vacation"), QStringLiteral("x")));
        const QString stuck =
            kb.write(QStringLiteral("docs/stuck.pdf"), test::FormatSamples::sample(QStringLiteral("sample.pdf")));
        const QString b = kb.write(QStringLiteral("docs/b.md"), page(QStringLiteral("Travel"), QStringLiteral("y")));
        // An earlier run stopped at stuck.pdf, the next one was resumed there and stopped there again.
        IngestQueue queue(*kb.db);
        QVERIFY(queue.enqueue({stuck, b}, false).ok());
        QVERIFY(queue.resumingAt(stuck).ok());
        Runner r(kb.dbPath());
        const quint64 job = r.service.ingest({a});
        const auto summary = r.wait(job);
        QVERIFY(summary);
        QCOMPARE(summary->added, 2);
        QCOMPARE(summary->failed, 1);
        const auto setAside = outcomeFor(r.outcomesOf(job), stuck);
        QVERIFY(setAside);
        QVERIFY2(setAside->message.contains(QStringLiteral("set aside")), qPrintable(setAside->message));
        QVERIFY(!doc(kb, stuck)->isReady());
        QVERIFY(doc(kb, b)->isReady());
        QCOMPARE(queue.count().value(), 0);
        // Later syncs leave it be; retry reads it (here it was fine after all).
        const quint64 synced = r.service.sync({kb.file(QStringLiteral("docs"))});
        QVERIFY(r.wait(synced));
        QVERIFY(!doc(kb, stuck)->isReady());
        const quint64 retried = r.service.retryFailed();
        QVERIFY(r.wait(retried));
        QVERIFY(doc(kb, stuck)->isReady());

        // A run resumed at a file for the first time reads it.
        const QString d = kb.write(QStringLiteral("docs/d.md"), page(QStringLiteral("Dental"), QStringLiteral("z")));
        QVERIFY(queue.enqueue({d}, false).ok());
        const quint64 resumed = r.service.ingest({a});
        QVERIFY(r.wait(resumed));
        QVERIFY(doc(kb, d)->isReady());
    }

    void documentsReadByOlderReadersAreReadAgain()
    {
        test::TempKnowledgeBase kb;
        const QString a = kb.write(QStringLiteral("docs/a.md"), page(QStringLiteral("Vacation"), QStringLiteral("x")));
        Runner r(kb.dbPath());
        QVERIFY(r.wait(r.service.ingest({kb.file(QStringLiteral("docs"))})));
        QCOMPARE(doc(kb, a)->readerVersion, DocumentParser::readerVersion);
        QVERIFY(kb.db->exec(QStringLiteral("UPDATE documents SET reader_version = 0"), QStringLiteral("test")).ok());
        const auto again = r.wait(r.service.sync({kb.file(QStringLiteral("docs"))}));
        QVERIFY(again);
        QCOMPARE(again->updated, 1);
        QCOMPARE(doc(kb, a)->readerVersion, DocumentParser::readerVersion);
        const auto third = r.wait(r.service.sync({kb.file(QStringLiteral("docs"))}));
        QVERIFY(third);
        QCOMPARE(third->unchanged, 1);
    }

    void addFolderRemembersAndIndexes()
    {
        test::TempKnowledgeBase kb;
        const QString a = kb.write(QStringLiteral("docs/a.md"), page(QStringLiteral("Vacation"), QStringLiteral("x")));
        const QString b =
            kb.write(QStringLiteral("docs/sub/b.md"), page(QStringLiteral("Travel"), QStringLiteral("y")));
        kb.write(QStringLiteral("docs/.hidden.md"), page(QStringLiteral("Hidden"), QStringLiteral("z")));
        Runner r(kb.dbPath());
        const auto summary = r.wait(r.service.addFolder(kb.file(QStringLiteral("docs"))));
        QVERIFY(summary);
        QCOMPARE(summary->added, 2);
        QVERIFY(doc(kb, a) && doc(kb, a)->isReady());
        QVERIFY(doc(kb, b) && doc(kb, b)->isReady());
        const auto folders = FolderStore(*kb.db).folders();
        QCOMPARE(folders.value().size(), 1);
        QCOMPARE(folders.value().first().path, kb.file(QStringLiteral("docs")));
        QVERIFY(folders.value().first().syncedAt.isValid());
        QVERIFY(!r.folders.isEmpty());
        QCOMPARE(r.folders.last().at(0).toStringList(), QStringList{kb.file(QStringLiteral("docs"))});

        QString error;
        QVERIFY(!r.wait(r.service.addFolder(a), &error));
        QVERIFY2(error.contains(QStringLiteral("is not a folder")), qPrintable(error));
    }

    // The service parses ahead on another thread and stores many files per transaction: what it
    // stores is exactly what the pipeline stores file by file, failures and skips included, every
    // file is reported once and in order, and nothing stays queued.
    void batchedParseAheadStoresWhatFileByFileStores()
    {
        test::TempKnowledgeBase kb;
        QStringList files;
        for (int i = 0; i < 90; ++i) {
            QString body;
            for (int s = 0; s < 1 + (i % 7) * (i % 11 == 0 ? 30 : 1); ++s)
                body += QStringLiteral("## Part %1\n\nPage %2 part %1 says employees file expenses within thirty days. "
                                       "Receipts are kept for audits.\n\n")
                            .arg(s)
                            .arg(i);
            files.append(kb.write(QStringLiteral("docs/d%1/page-%2.md").arg(i % 4).arg(i, 3, 10, QLatin1Char('0')),
                                  QStringLiteral("# Page %1\n\n%2").arg(i).arg(body).toUtf8()));
        }
        files.append(kb.write(QStringLiteral("docs/d0/empty.md"), QByteArray()));                           // failed
        files.append(kb.write(QStringLiteral("docs/d1/front.md"), "---\ntitle: Only front matter\n---\n")); // skipped
        files.append(kb.write(QStringLiteral("docs/d2/copy.md"), page(QStringLiteral("Page 1"), QStringLiteral("c"))));
        files.append(kb.write(QStringLiteral("docs/d3/copy2.md"), page(QStringLiteral("Page 1"), QStringLiteral("c"))));

        test::TempKnowledgeBase reference;
        for (const QString& f : IngestPipeline::expand({kb.file(QStringLiteral("docs"))}).files)
            reference.pipeline->ingestFile(f);
        const QMap<QString, QString> expected = test::contentState(*reference.db); // same files, same paths
        QCOMPARE(expected.size(), files.size() - 1); // the skipped file leaves nothing; the failed one is listed

        Runner r(kb.dbPath());
        const quint64 job = r.service.addFolder(kb.file(QStringLiteral("docs")));
        const auto summary = r.wait(job);
        QVERIFY(summary);
        QCOMPARE(summary->added, 92);
        QCOMPARE(summary->failed, 1);
        QCOMPARE(summary->skipped, 1);
        const QMap<QString, QString> stored = test::contentState(*kb.db);
        QCOMPARE(stored, expected);
        QVERIFY(test::invariantViolations(*kb.db).isEmpty());
        QCOMPARE(IngestQueue(*kb.db).count().value(), 0);
        const QList<FileOutcome> outcomes = r.outcomesOf(job);
        QCOMPARE(outcomes.size(), files.size());
        QStringList reported;
        for (const FileOutcome& o : outcomes)
            reported.append(o.path);
        QCOMPARE(reported, IngestPipeline::expand({kb.file(QStringLiteral("docs"))}).files);

        // Nothing changed: every file unchanged (their hashes spare the parse), nothing written.
        const auto again = r.wait(r.service.sync());
        QVERIFY(again);
        QCOMPARE(again->unchanged, 92);
        QCOMPARE(test::contentState(*kb.db), stored);
    }

    // fileStarted names the first file and then at most one file per interval (a signal per small file
    // woke the GUI thread thousands of times a job), but always a file that reports progress, before
    // its first step: the panel shows a large file as it is stored.
    void startedIsThrottledButNamesEveryLargeFile()
    {
        test::TempKnowledgeBase kb;
        constexpr int small = 300;
        for (int i = 0; i < small; ++i)
            kb.write(QStringLiteral("docs/page-%1.md").arg(i, 3, 10, QLatin1Char('0')),
                     page(QStringLiteral("Page %1").arg(i), QStringLiteral("Text %1.").arg(i)));
        QByteArray big = "# Big Handbook\n\n";
        for (int i = 0; big.size() < 6 * 1024 * 1024; ++i)
            big += "## Section " + QByteArray::number(i) + "\n\nTeam " + QByteArray::number(i)
                   + " files travel expenses within thirty days. Receipts are kept for ten years.\n\n";
        const QString bigPath = kb.write(QStringLiteral("docs/zz-big.md"), big); // last in the job
        Runner r(kb.dbPath());
        QStringList events; // "started <index> <path>" and "progress <path>", in the order they came
        connect(&r.service, &IngestService::fileStarted, this, [&events](quint64, const QString& path, int index, int) {
            events.append(QStringLiteral("started %1 %2").arg(index).arg(path));
        });
        connect(&r.service, &IngestService::fileProgress, this,
                [&events](quint64, const QString& path, const FileProgress&) {
                    events.append(QStringLiteral("progress ") + path);
                });
        QElapsedTimer timer;
        timer.start();
        const auto summary = r.wait(r.service.addFolder(kb.file(QStringLiteral("docs"))));
        const qint64 elapsedMs = timer.elapsed();
        QVERIFY(summary);
        QCOMPARE(summary->added, small + 1);

        const QStringList started = events.filter(QRegularExpression(QStringLiteral("^started ")));
        QVERIFY(!started.isEmpty());
        QVERIFY2(started.first().startsWith(QStringLiteral("started 0 ")), qPrintable(started.first()));
        const int firstProgress = int(events.indexOf(QStringLiteral("progress ") + bigPath));
        QVERIFY2(firstProgress > 0, "the large file reports its steps");
        const int bigStarted = int(events.indexOf(QStringLiteral("started %1 %2").arg(small).arg(bigPath)));
        QVERIFY2(bigStarted >= 0 && bigStarted < firstProgress, qPrintable(events.mid(0, 5).join(u'\n')));
        // The first file, one per interval of the whole job, and the large one, at most.
        const qint64 bound = 2 + elapsedMs / IngestWorker::startedIntervalMs;
        QVERIFY2(started.size() <= bound, qPrintable(QStringLiteral("%1 fileStarted in %2 ms for %3 files")
                                                         .arg(started.size())
                                                         .arg(elapsedMs)
                                                         .arg(small + 1)));
    }

    // Another connection writes meanwhile, as the embedding thread stores vectors while files are
    // stored: a batch (which reads before it writes) waits for it instead of failing with "database is
    // locked", and the other writer gets its turns between batches.
    void anotherWriterMeanwhile()
    {
        test::TempKnowledgeBase kb;
        for (int i = 0; i < 200; ++i) {
            kb.write(QStringLiteral("docs/p%1.md").arg(i),
                     page(QStringLiteral("Page %1").arg(i), QStringLiteral("Page %1 says more. ").arg(i).repeated(60)));
        }
        Runner r(kb.dbPath());
        const quint64 job = r.service.addFolder(kb.file(QStringLiteral("docs")));
        int writes = 0;
        QElapsedTimer timer;
        timer.start();
        while (r.finished.isEmpty() && r.failed.isEmpty() && timer.elapsed() < timeoutMs) {
            const Status written = kb.db->exec(QStringLiteral("INSERT INTO meta(key, value) VALUES ('probe', '1')"
                                                              " ON CONFLICT(key) DO UPDATE SET value = value + 1"),
                                               QStringLiteral("probe"));
            QVERIFY2(written, written ? "" : qPrintable(written.error().message));
            ++writes;
            QTest::qWait(1);
        }
        QString error;
        const auto summary = r.wait(job, &error);
        QVERIFY2(summary, qPrintable(error));
        QCOMPARE(summary->added, 200);
        QVERIFY(writes > 0);
        QVERIFY(test::invariantViolations(*kb.db).isEmpty());
    }

    void syncPicksUpNewChangedAndDeletedFiles()
    {
        test::TempKnowledgeBase kb;
        const QString a = kb.write(QStringLiteral("docs/a.md"), page(QStringLiteral("Vacation"), QStringLiteral("x")));
        const QString b = kb.write(QStringLiteral("docs/b.md"), page(QStringLiteral("Travel"), QStringLiteral("y")));
        Runner r(kb.dbPath());
        QVERIFY(r.wait(r.service.addFolder(kb.file(QStringLiteral("docs")))));
        const QString shaBefore = doc(kb, a)->sha256;

        kb.write(QStringLiteral("docs/a.md"), page(QStringLiteral("Vacation"), QStringLiteral("changed")));
        const QString c =
            kb.write(QStringLiteral("docs/new/c.md"), page(QStringLiteral("Pension"), QStringLiteral("c")));
        QVERIFY(QFile::remove(b));
        const auto summary = r.wait(r.service.sync());
        QVERIFY(summary);
        QCOMPARE(summary->updated, 1);
        QCOMPARE(summary->added, 1);
        QCOMPARE(summary->removed, 1);
        QVERIFY(doc(kb, a)->sha256 != shaBefore);
        QVERIFY(doc(kb, c));
        QVERIFY(!doc(kb, b));

        // Nothing changed: nothing is written.
        const auto again = r.wait(r.service.sync());
        QVERIFY(again);
        QCOMPARE(again->unchanged, 2);
        QCOMPARE(again->added + again->updated + again->removed + again->renamed, 0);
    }

    void renameKeepsChunks_data()
    {
        QTest::addColumn<QString>("to");
        QTest::newRow("same folder") << QStringLiteral("docs/renamed.md");
        QTest::newRow("into a subfolder") << QStringLiteral("docs/deeper/a.md");
    }

    void renameKeepsChunks()
    {
        QFETCH(QString, to);
        test::TempKnowledgeBase kb;
        const QString a = kb.write(QStringLiteral("docs/a.md"), page(QStringLiteral("Vacation"), QStringLiteral("x")));
        Runner r(kb.dbPath());
        QVERIFY(r.wait(r.service.addFolder(kb.file(QStringLiteral("docs")))));
        const DocumentRecord before = *doc(kb, a);
        const QList<qint64> ids = chunkIds(kb, before.id);
        QVERIFY(!ids.isEmpty());

        const QString target = kb.file(to);
        QDir().mkpath(QFileInfo(target).absolutePath());
        QVERIFY(QFile::rename(a, target));
        const quint64 job = r.service.sync();
        const auto summary = r.wait(job);
        QVERIFY(summary);
        QCOMPARE(summary->renamed, 1);
        QCOMPARE(summary->added + summary->updated + summary->removed, 0);
        const auto renamed = outcomeFor(r.outcomesOf(job), target);
        QVERIFY(renamed);
        QCOMPARE(renamed->kind, FileOutcome::Kind::Renamed);
        QCOMPARE(renamed->message, a);
        QVERIFY(!doc(kb, a));
        const auto after = doc(kb, target);
        QVERIFY(after);
        QCOMPARE(after->id, before.id);
        QCOMPARE(chunkIds(kb, after->id), ids); // not chunked again, so not embedded again
    }

    void copyIsNotARename()
    {
        test::TempKnowledgeBase kb;
        const QString a = kb.write(QStringLiteral("docs/a.md"), page(QStringLiteral("Vacation"), QStringLiteral("x")));
        Runner r(kb.dbPath());
        QVERIFY(r.wait(r.service.addFolder(kb.file(QStringLiteral("docs")))));
        QVERIFY(QFile::copy(a, kb.file(QStringLiteral("docs/copy.md"))));
        const auto summary = r.wait(r.service.sync());
        QVERIFY(summary);
        QCOMPARE(summary->added, 1);
        QCOMPARE(summary->renamed, 0);
        QVERIFY(doc(kb, a));
    }

    void removeFolderRemovesItsDocuments()
    {
        test::TempKnowledgeBase kb;
        const QString a = kb.write(QStringLiteral("docs/a.md"), page(QStringLiteral("Vacation"), QStringLiteral("x")));
        const QString b =
            kb.write(QStringLiteral("docs/sub/b.md"), page(QStringLiteral("Travel"), QStringLiteral("y")));
        const QString c = kb.write(QStringLiteral("other/c.md"), page(QStringLiteral("Pension"), QStringLiteral("z")));
        Runner r(kb.dbPath());
        QVERIFY(r.wait(r.service.addFolder(kb.file(QStringLiteral("docs")))));
        QVERIFY(r.wait(r.service.addFolder(kb.file(QStringLiteral("docs/sub")))));
        QVERIFY(r.wait(r.service.addFolder(kb.file(QStringLiteral("other")))));

        const auto summary = r.wait(r.service.removeFolder(kb.file(QStringLiteral("docs"))));
        QVERIFY(summary);
        QCOMPARE(summary->removed, 1);
        QVERIFY(!doc(kb, a));
        QVERIFY(doc(kb, b)); // also below docs/sub, which is still kept in sync
        QVERIFY(doc(kb, c));
        QCOMPARE(FolderStore(*kb.db).folders().value().size(), 2);

        QString error;
        QVERIFY(!r.wait(r.service.removeFolder(kb.file(QStringLiteral("docs"))), &error));
        QVERIFY2(error.contains(QStringLiteral("not a folder Lotse keeps in sync")), qPrintable(error));
    }

    void removingAFolderStopsSyncingIt()
    {
        test::TempKnowledgeBase kb;
        kb.write(QStringLiteral("docs/a.md"), page(QStringLiteral("Vacation"), QStringLiteral("x")));
        kb.write(QStringLiteral("other/b.md"), page(QStringLiteral("Travel"), QStringLiteral("y")));
        Runner r(kb.dbPath());
        QVERIFY(r.wait(r.service.addFolder(kb.file(QStringLiteral("docs")))));
        QVERIFY(r.wait(r.service.addFolder(kb.file(QStringLiteral("other")))));
        // The list's Remove on a folder (and lotse-cli remove FOLDER): its documents go and stay gone.
        const auto removed = r.wait(r.service.remove({kb.file(QStringLiteral("docs"))}));
        QVERIFY(removed);
        QCOMPARE(removed->removed, 1);
        QCOMPARE(r.folders.last().at(0).toStringList(), QStringList{kb.file(QStringLiteral("other"))});
        const auto synced = r.wait(r.service.sync());
        QVERIFY(synced);
        QCOMPARE(synced->added, 0);
        QCOMPARE(kb.store->documents().value().size(), 1);
    }

    void missingFolderKeepsItsDocuments()
    {
        test::TempKnowledgeBase kb;
        const QString a = kb.write(QStringLiteral("docs/a.md"), page(QStringLiteral("Vacation"), QStringLiteral("x")));
        Runner r(kb.dbPath());
        QVERIFY(r.wait(r.service.addFolder(kb.file(QStringLiteral("docs")))));
        // An unplugged drive looks like this: the folder is gone, not its files.
        QVERIFY(QDir(kb.dir.path()).rename(QStringLiteral("docs"), QStringLiteral("unplugged")));
        const quint64 job = r.service.sync();
        const auto summary = r.wait(job);
        QVERIFY(summary);
        QCOMPARE(summary->removed, 0);
        QVERIFY(doc(kb, a));
        const auto missing = outcomeFor(r.outcomesOf(job), kb.file(QStringLiteral("docs")));
        QVERIFY(missing);
        QVERIFY2(missing->message.contains(QStringLiteral("is missing")), qPrintable(missing->message));
    }

    void perFileErrorsAndRetry()
    {
        test::TempKnowledgeBase kb;
        const QString good =
            kb.write(QStringLiteral("docs/good.md"), page(QStringLiteral("Good"), QStringLiteral("x")));
        const QString fifo = kb.file(QStringLiteral("docs/pipe.md"));
        QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0); // opening it would block: never read
        const QString dangling = kb.file(QStringLiteral("docs/dangling.md"));
        QVERIFY(QFile::link(kb.file(QStringLiteral("nowhere.md")), dangling));
        QVERIFY(QFile::link(kb.file(QStringLiteral("docs")), kb.file(QStringLiteral("docs/loop"))));
        const QString binary = kb.write(QStringLiteral("docs/binary.md"), QByteArray("\x00\x01\x02\x03 binary", 12));
        Runner r(kb.dbPath());
        const quint64 job = r.service.addFolder(kb.file(QStringLiteral("docs")));
        const auto summary = r.wait(job);
        QVERIFY(summary);
        QCOMPARE(summary->added, 1);
        const QList<FileOutcome> outcomes = r.outcomesOf(job);
        const QList<std::pair<QString, QString>> expected = {
            {fifo, QStringLiteral("not a regular file")},
            {dangling, QStringLiteral("broken link")},
            {kb.file(QStringLiteral("docs/loop")), QStringLiteral("link loop")},
            {binary, QStringLiteral("binary")},
        };
        for (const auto& [path, reason] : expected) {
            const auto o = outcomeFor(outcomes, path);
            QVERIFY2(o, qPrintable(path));
            QVERIFY2(o->kind == FileOutcome::Kind::Failed || o->kind == FileOutcome::Kind::Skipped, qPrintable(path));
            QVERIFY2(o->message.contains(reason), qPrintable(o->message));
        }
        QVERIFY(doc(kb, good)->isReady());
        QVERIFY(!doc(kb, binary)->isReady());

        // A file that vanished between being listed and being read is a per-file error too.
        const QString vanished = kb.file(QStringLiteral("docs/vanished.md"));
        QVERIFY(IngestQueue(*kb.db).enqueue({vanished}, false).ok());
        const quint64 resumed = r.service.sync({kb.file(QStringLiteral("docs"))});
        QVERIFY(r.wait(resumed));
        const auto gone = outcomeFor(r.outcomesOf(resumed), vanished);
        QVERIFY(gone);
        QVERIFY2(gone->message.contains(QStringLiteral("does not exist")), qPrintable(gone->message));

        // Retry reads the failed files again: the fixed one is indexed, the others still fail.
        kb.write(QStringLiteral("docs/binary.md"), page(QStringLiteral("Fixed"), QStringLiteral("now text")));
        const quint64 retry = r.service.retryFailed();
        const auto retried = r.wait(retry);
        QVERIFY(retried);
        QCOMPARE(retried->added + retried->updated, 1);
        QVERIFY(doc(kb, binary)->isReady());
        QVERIFY(outcomeFor(r.outcomesOf(retry), fifo));
        QVERIFY(!outcomeFor(r.outcomesOf(retry), good));
    }

    void closingKeepsTheQueueAndTheNextStartResumes()
    {
        test::TempKnowledgeBase kb;
        constexpr int files = 3000; // enough that the job is still running when the window closes
        for (int i = 0; i < files; ++i)
            kb.write(QStringLiteral("docs/f%1.md").arg(i, 4, 10, QLatin1Char('0')),
                     page(QStringLiteral("Page %1").arg(i), QStringLiteral("Body %1.").arg(i)));
        int remaining = 0;
        {
            auto r = std::make_unique<Runner>(kb.dbPath());
            r->service.ingest({kb.file(QStringLiteral("docs"))});
            QTRY_VERIFY_WITH_TIMEOUT(!r->outcomes.isEmpty(), timeoutMs);
            r.reset(); // closing the window: the current file finishes, the rest stays queued
            remaining = IngestQueue(*kb.db).count().value();
            QVERIFY2(remaining > 0 && remaining < files, qPrintable(QString::number(remaining)));
            QCOMPARE(kb.store->documents().value().size() + remaining, files);
        }
        Runner next(kb.dbPath());
        const quint64 job = next.service.sync(); // no folders remembered: only the queue
        const auto summary = next.wait(job);
        QVERIFY(summary);
        QCOMPARE(summary->added, remaining);
        QCOMPARE(IngestQueue(*kb.db).count().value(), 0);
        QCOMPARE(kb.store->documents().value().size(), files);
    }

    void cancelDropsTheQueue()
    {
        test::TempKnowledgeBase kb;
        for (int i = 0; i < 3000; ++i)
            kb.write(QStringLiteral("docs/f%1.md").arg(i), page(QStringLiteral("Page %1").arg(i), QStringLiteral("b")));
        Runner r(kb.dbPath());
        // Cancel as the first file is reported (it is committed on its own), not at the next poll of a
        // QTRY loop: small files are stored faster than that, and the job would be over.
        QObject::connect(&r.service, &IngestService::fileFinished, &r.service, [&r] { r.service.cancel(); });
        const quint64 job = r.service.ingest({kb.file(QStringLiteral("docs"))});
        const auto summary = r.wait(job);
        QVERIFY(summary);
        QVERIFY(summary->cancelled);
        QCOMPARE(IngestQueue(*kb.db).count().value(), 0);
    }

    void watcherFollowsChanges()
    {
        test::TempKnowledgeBase kb;
        kb.write(QStringLiteral("docs/a.md"), page(QStringLiteral("Vacation"), QStringLiteral("x")));
        Runner r(kb.dbPath());
        FolderSync sync(r.service, 200);
        QVERIFY(r.wait(r.service.addFolder(kb.file(QStringLiteral("docs")))));
        QTRY_COMPARE_WITH_TIMEOUT(sync.folders(), QStringList{kb.file(QStringLiteral("docs"))}, timeoutMs);
        QTest::qWait(300); // the watcher thread sets its watches

        const QString b = kb.write(QStringLiteral("docs/b.md"), page(QStringLiteral("Travel"), QStringLiteral("y")));
        QTRY_VERIFY_WITH_TIMEOUT(doc(kb, b).has_value(), timeoutMs);
        const QString sha = doc(kb, b)->sha256;

        kb.write(QStringLiteral("docs/b.md"), page(QStringLiteral("Travel"), QStringLiteral("changed in place")));
        QTRY_VERIFY_WITH_TIMEOUT(doc(kb, b) && doc(kb, b)->sha256 != sha, timeoutMs);

        const QString moved = kb.file(QStringLiteral("docs/moved.md"));
        const qint64 id = doc(kb, b)->id;
        QVERIFY(QFile::rename(b, moved));
        QTRY_VERIFY_WITH_TIMEOUT(doc(kb, moved).has_value() && !doc(kb, b).has_value(), timeoutMs);
        QCOMPARE(doc(kb, moved)->id, id);

        const QString deep =
            kb.write(QStringLiteral("docs/new/deep.md"), page(QStringLiteral("Deep"), QStringLiteral("z")));
        QTRY_VERIFY_WITH_TIMEOUT(doc(kb, deep).has_value(), timeoutMs);

        QVERIFY(QFile::remove(moved));
        QTRY_VERIFY_WITH_TIMEOUT(!doc(kb, moved).has_value(), timeoutMs);
    }

    void startFindsChangesMadeWhileClosed()
    {
        test::TempKnowledgeBase kb;
        const QString a = kb.write(QStringLiteral("docs/a.md"), page(QStringLiteral("Vacation"), QStringLiteral("x")));
        {
            Runner r(kb.dbPath());
            QVERIFY(r.wait(r.service.addFolder(kb.file(QStringLiteral("docs")))));
        }
        QVERIFY(QFile::remove(a));
        const QString b = kb.write(QStringLiteral("docs/b.md"), page(QStringLiteral("Travel"), QStringLiteral("y")));
        Runner r(kb.dbPath());
        FolderSync sync(r.service, 200);
        const auto summary = r.wait(sync.start());
        QVERIFY(summary);
        QCOMPARE(summary->added, 1);
        QCOMPARE(summary->removed, 1);
        QVERIFY(doc(kb, b));
        QVERIFY(!doc(kb, a));
    }

    void rates_data()
    {
        QTest::addColumn<int>("done");
        QTest::addColumn<int>("total");
        QTest::addColumn<qint64>("bytes");
        QTest::addColumn<double>("elapsedMs");
        QTest::addColumn<double>("filesPerSecond");
        QTest::addColumn<double>("mbPerSecond");
        QTest::addColumn<qint64>("remainingMs");
        QTest::newRow("nothing done yet") << 0 << 10 << qint64(0) << 500.0 << 0.0 << 0.0 << qint64(-1);
        QTest::newRow("half way") << 50 << 100 << qint64(2 * 1024 * 1024) << 2000.0 << 25.0 << 1.0 << qint64(2000);
        QTest::newRow("done") << 10 << 10 << qint64(1024 * 1024) << 1000.0 << 10.0 << 1.0 << qint64(0);
        // A small job's files can all be reported within a millisecond: it still has a rate.
        QTest::newRow("done within a millisecond")
            << 8 << 8 << qint64(1024 * 1024) << 0.25 << 32000.0 << 4000.0 << qint64(0);
    }

    void rates()
    {
        QFETCH(int, done);
        QFETCH(int, total);
        QFETCH(qint64, bytes);
        QFETCH(double, elapsedMs);
        QFETCH(double, filesPerSecond);
        QFETCH(double, mbPerSecond);
        QFETCH(qint64, remainingMs);
        const IngestRate::Snapshot s = IngestRate::compute(done, total, bytes, elapsedMs);
        QCOMPARE(s.filesPerSecond, filesPerSecond);
        QCOMPARE(s.megabytesPerSecond, mbPerSecond);
        QCOMPARE(s.remainingMs, remainingMs);
        QVERIFY(s.text().startsWith(QStringLiteral("%1/%2 files").arg(done).arg(total)));
    }

private:
    QTemporaryDir m_settings;
};

QTEST_GUILESS_MAIN(TestFolderSync)
#include "tst_foldersync.moc"
