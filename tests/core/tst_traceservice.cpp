// SPDX-License-Identifier: GPL-3.0-or-later
// The history kept on its own thread: traces saved in order, the options (no question text)
// applied to what is saved from then on, the retention purge, and "delete all" leaving no question
// text in the file.
#include "TraceBuilder.h"
#include "store/Database.h"
#include "trace/TraceService.h"
#include "trace/TraceStore.h"

#include <QDir>
#include <QFile>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace lotse;

namespace {

// Every byte of the knowledge base's files (the database and its write-ahead log).
QByteArray fileBytes(const QString& dbPath)
{
    QByteArray all;
    for (const QString& suffix : {QString(), QStringLiteral("-wal")}) {
        QFile f(dbPath + suffix);
        if (f.open(QIODevice::ReadOnly))
            all += f.readAll();
    }
    return all;
}

} // namespace

class TestTraceService final : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    int m_n = 0;

    QString freshPath() { return m_dir.filePath(QStringLiteral("kb%1.sqlite").arg(++m_n)); }

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void savesInOrderOnItsThread()
    {
        const QString path = freshPath();
        TraceService service(path);
        QSignalSpy saved(&service, &TraceService::saved);
        service.save(tracetest::trace(tracetest::answered(QStringLiteral("First question"))));
        service.save(tracetest::trace(tracetest::answered(QStringLiteral("Second question"))));
        QVERIFY(service.isBusy());
        QTRY_COMPARE(saved.size(), 2);
        QVERIFY(!service.isBusy());
        QVERIFY(saved.at(0).at(0).toLongLong() < saved.at(1).at(0).toLongLong());
        auto db = Database::open(path);
        QVERIFY(db);
        QCOMPARE(TraceStore(*db.value()).count().value(), 2);
    }

    void unfinishedTraceFails()
    {
        TraceService service(freshPath());
        QSignalSpy failed(&service, &TraceService::failed);
        Trace unfinished;
        unfinished.question = QStringLiteral("?");
        service.save(unfinished);
        QTRY_COMPARE(failed.size(), 1);
        QCOMPARE(failed.first().first().value<Error>().code, Error::Code::InvalidInput);
    }

    void withoutQuestionTextNothingOfItIsWritten()
    {
        const QString path = freshPath();
        const QString question = QStringLiteral("Confidential: may I take leave for my divorce hearing?");
        {
            TraceService service(path, TraceOptions{90, true});
            service.setOptions(TraceOptions{90, false});
            QSignalSpy saved(&service, &TraceService::saved);
            service.save(tracetest::trace(tracetest::answered(question)));
            QTRY_COMPARE(saved.size(), 1);
        }
        QVERIFY(!fileBytes(path).contains(question.toUtf8()));
        auto db = Database::open(path);
        QVERIFY(db);
        const auto list = TraceStore(*db.value()).list();
        QCOMPARE(list.value().size(), 1);
        QCOMPARE(list.value().first().question, TraceStore::placeholder());
        QVERIFY(!list.value().first().questionStored);
    }

    void purgeRemovesExpiredTraces()
    {
        const QString path = freshPath();
        {
            auto db = Database::open(path);
            QVERIFY(db);
            TraceStore store(*db.value(), TraceOptions{0, true});
            const QDateTime now = QDateTime::currentDateTimeUtc();
            QVERIFY(store.save(tracetest::trace(tracetest::answered(QStringLiteral("Old"))), now.addDays(-40)));
            QVERIFY(store.save(tracetest::trace(tracetest::answered(QStringLiteral("New"))), now.addDays(-1)));
        }
        TraceService service(path, TraceOptions{30, true});
        QSignalSpy purged(&service, &TraceService::purged);
        service.purgeExpired();
        QTRY_COMPARE(purged.size(), 1);
        QCOMPARE(purged.first().first().toInt(), 1);
        auto db = Database::open(path);
        const auto list = TraceStore(*db.value()).list();
        QCOMPARE(list.value().size(), 1);
        QCOMPARE(list.value().first().question, QStringLiteral("New"));
    }

    void removeAllLeavesNoTrace()
    {
        const QString path = freshPath();
        const QString question = QStringLiteral("Private question about my salary negotiation");
        TraceService service(path);
        QSignalSpy saved(&service, &TraceService::saved);
        for (int i = 0; i < 3; ++i)
            service.save(tracetest::trace(tracetest::answered(question + QString::number(i))));
        QTRY_COMPARE(saved.size(), 3);
        QSignalSpy removed(&service, &TraceService::removedAll);
        service.removeAll();
        QTRY_COMPARE(removed.size(), 1);
        QCOMPARE(removed.first().first().toInt(), 3);
        QVERIFY(!fileBytes(path).contains(question.toUtf8()));
    }
};

QTEST_GUILESS_MAIN(TestTraceService)
#include "tst_traceservice.moc"
