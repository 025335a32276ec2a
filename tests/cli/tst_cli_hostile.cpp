// SPDX-License-Identifier: GPL-3.0-or-later
// lotse-cli given what it should refuse, each case found by trying: a reading command never makes
// or changes a knowledge base (an empty or one-byte file, a device, an older schema), a damaged
// version record is named as such, a second ingest run does not take the first one's queue, and
// wrong dates and negative numbers get a message that says what to type.
#include "TestSupport.h"
#include "store/Database.h"
#include "store/IngestLock.h"
#include "store/Migrations.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QSysInfo>
#include <QTemporaryDir>
#include <QTest>

using namespace lotse;
using lotse::test::CliOutput;

class TestCliHostile final : public QObject
{
    Q_OBJECT

    QTemporaryDir m_home;
    QTemporaryDir m_dir;

    CliOutput run(const QStringList& args) { return test::runCli(m_home.path(), args); }

    QString file(const QString& name, const QByteArray& content) const
    {
        const QString path = m_dir.filePath(name);
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate) || f.write(content) != content.size())
            return {};
        return path;
    }

    // A knowledge base with one document, made by `ingest`.
    QString knowledgeBase(const QString& name)
    {
        const QString db = m_dir.filePath(name);
        const QString doc = file(name + QStringLiteral(".md"), "# Leave\n\nThirty days a year.\n");
        const CliOutput made = run({QStringLiteral("--db"), db, QStringLiteral("ingest"), doc});
        return made.code == 0 ? db : QString();
    }

    static bool setMeta(const QString& db, const QString& sql)
    {
        auto opened = Database::open(db);
        if (!opened)
            return false;
        QSqlQuery query(opened.value()->handle());
        return query.exec(sql);
    }

private Q_SLOTS:
    void initTestCase() { QVERIFY(m_home.isValid() && m_dir.isValid()); }

    void readingNeverMakesAKnowledgeBase_data()
    {
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<QString>("command");
        QTest::newRow("empty file, docs") << QByteArray() << QStringLiteral("docs");
        QTest::newRow("one byte, docs") << QByteArray("x") << QStringLiteral("docs");
        QTest::newRow("empty file, traces list") << QByteArray() << QStringLiteral("traces");
        QTest::newRow("text, folders") << QByteArray("notes\n") << QStringLiteral("folders");
    }
    void readingNeverMakesAKnowledgeBase()
    {
        QFETCH(QByteArray, content);
        QFETCH(QString, command);
        const QString db =
            file(QStringLiteral("given-%1.sqlite").arg(QString::fromUtf8(QTest::currentDataTag())).replace(u' ', u'-'),
                 content);
        QStringList args{QStringLiteral("--db"), db, command};
        if (command == QStringLiteral("traces"))
            args << QStringLiteral("list");
        const CliOutput out = run(args);
        QVERIFY2(out.code != 0, qPrintable(out.out));
        QVERIFY2(out.err.contains(QStringLiteral("is not a Lotse knowledge base")), qPrintable(out.err));
        QFile f(db);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll(), content); // untouched
        for (const char* suffix : {"-journal", "-wal", "-shm"})
            QVERIFY(!QFile::exists(db + QLatin1String(suffix)));
    }

    void aDeviceIsNoKnowledgeBase()
    {
#ifdef Q_OS_UNIX
        const QString device = QStringLiteral("/dev/null");
        QFile::remove(device + QStringLiteral("-journal"));
        for (const QStringList& args : {QStringList{QStringLiteral("docs")}, QStringList {
                                            QStringLiteral("ingest"),
                                            file(QStringLiteral("a.md"), "# A\n")
                                        }}) {
            const CliOutput out = run(QStringList{QStringLiteral("--db"), device} + args);
            QVERIFY2(out.code != 0, qPrintable(out.out));
            QVERIFY2(out.err.contains(QStringLiteral("/dev/null is not a regular file")), qPrintable(out.err));
            QVERIFY(!QFile::exists(device + QStringLiteral("-journal")));
        }
#else
        QSKIP("no character devices here");
#endif
    }

    void anOlderSchemaIsNotUpgradedByReading()
    {
        const QString db = knowledgeBase(QStringLiteral("older.sqlite"));
        QVERIFY(!db.isEmpty());
        QVERIFY(setMeta(db, QStringLiteral("UPDATE meta SET value = '10' WHERE key = 'schema_version'")));
        const CliOutput out = run({QStringLiteral("--db"), db, QStringLiteral("docs")});
        QCOMPARE(out.code, int(3));
        QVERIFY2(
            out.err.contains(
                QStringLiteral("made by an older version of Lotse (schema 10 of %1)").arg(Migrations::currentVersion)),
            qPrintable(out.err));
        // Not migrated: the version is still the one set (read without Lotse, which would migrate).
        {
            QSqlDatabase raw = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("raw"));
            raw.setDatabaseName(db);
            QVERIFY(raw.open());
            QSqlQuery query(raw);
            QVERIFY(query.exec(QStringLiteral("SELECT value FROM meta WHERE key = 'schema_version'")) && query.next());
            QCOMPARE(query.value(0).toString(), QStringLiteral("10"));
        }
        QSqlDatabase::removeDatabase(QStringLiteral("raw"));
    }

    void aDamagedVersionRecordIsNamed_data()
    {
        QTest::addColumn<QString>("damage");
        QTest::addColumn<QString>("command");
        QTest::newRow("row deleted, docs")
            << QStringLiteral("DELETE FROM meta WHERE key = 'schema_version'") << QStringLiteral("docs");
        QTest::newRow("not a number, ingest")
            << QStringLiteral("UPDATE meta SET value = 'x' WHERE key = 'schema_version'") << QStringLiteral("ingest");
        QTest::newRow("table dropped, ask") << QStringLiteral("DROP TABLE meta") << QStringLiteral("ask");
    }
    void aDamagedVersionRecordIsNamed()
    {
        QFETCH(QString, damage);
        QFETCH(QString, command);
        const QString db = knowledgeBase(
            QStringLiteral("damaged-%1.sqlite").arg(QString::fromUtf8(QTest::currentDataTag())).replace(u' ', u'-'));
        QVERIFY(!db.isEmpty());
        QVERIFY(setMeta(db, damage));
        QStringList args{QStringLiteral("--db"), db, command};
        if (command == QStringLiteral("ingest"))
            args << file(QStringLiteral("b.md"), "# B\n\nText.\n");
        if (command == QStringLiteral("ask"))
            args << QStringLiteral("How many days?");
        const CliOutput out = run(args);
        QVERIFY2(out.code != 0, qPrintable(out.out));
        QVERIFY2(out.err.contains(QStringLiteral("no readable record of their version")), qPrintable(out.err));
        QVERIFY2(!out.err.contains(QStringLiteral("already exists")), qPrintable(out.err));
    }

    // A live process holds the queue: a second run is refused with its name and leaves the queue
    // alone; once that process is gone, the claim is taken over and the run goes ahead.
    void aSecondIngestRunWaitsForTheFirst()
    {
        const QString db = knowledgeBase(QStringLiteral("shared.sqlite"));
        QVERIFY(!db.isEmpty());
        QProcess other;
        other.start(QStringLiteral("sleep"), {QStringLiteral("60")});
        QVERIFY(other.waitForStarted());
        const qint64 pid = other.processId();
        QVERIFY(IngestLock::isRunning(pid));
        QVERIFY(setMeta(db, QStringLiteral("INSERT INTO meta(key, value) VALUES ('ingest_owner', '%1 %2 %3')")
                                .arg(pid)
                                .arg(QSysInfo::machineHostName().replace(u' ', u'_'))
                                .arg(QDateTime::currentSecsSinceEpoch())));
        const QString doc = file(QStringLiteral("c.md"), "# Sick leave\n\nCall your manager.\n");
        const CliOutput refused = run({QStringLiteral("--db"), db, QStringLiteral("ingest"), doc});
        QVERIFY2(refused.code != 0, qPrintable(refused.out));
        QVERIFY2(refused.err.contains(QStringLiteral("Another Lotse (process %1 on ").arg(pid)),
                 qPrintable(refused.err));
        other.kill();
        QVERIFY(other.waitForFinished());
        QVERIFY(!IngestLock::isRunning(pid));
        const CliOutput taken = run({QStringLiteral("--db"), db, QStringLiteral("ingest"), doc});
        QCOMPARE(taken.code, 0);
        const CliOutput docs = run({QStringLiteral("--db"), db, QStringLiteral("docs")});
        QVERIFY2(docs.out.contains(QStringLiteral("c.md")), qPrintable(docs.out));
        auto opened = Database::open(db);
        QVERIFY(opened);
        QVERIFY(!test::scalar(*opened.value(), QStringLiteral("SELECT value FROM meta WHERE key = 'ingest_owner'"))
                     .isValid()); // given back at the end of the run
    }

    void wrongDatesAndNegativeNumbersAreExplained_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        QTest::newRow("trailing letters") << QStringList{QStringLiteral("traces"), QStringLiteral("list"),
                                                         QStringLiteral("--since"), QStringLiteral("2030-01-01xyz")}
                                          << QStringLiteral("“2030-01-01xyz” is not a date");
        QTest::newRow("hour 25") << QStringList{QStringLiteral("traces"), QStringLiteral("list"),
                                                QStringLiteral("--until"), QStringLiteral("2026-12-01T25:00")}
                                 << QStringLiteral("“2026-12-01T25:00” is not a date");
        QTest::newRow("negative days") << QStringList{QStringLiteral("traces"), QStringLiteral("set"),
                                                      QStringLiteral("retention-days"), QStringLiteral("-3")}
                                       << QStringLiteral("“-3” is not a valid value: the numbers lotse-cli takes are 0 "
                                                         "or more");
    }
    void wrongDatesAndNegativeNumbersAreExplained()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        const QString db = knowledgeBase(QStringLiteral("dates.sqlite"));
        QVERIFY(!db.isEmpty());
        test::verifyMistake(run(QStringList{QStringLiteral("--db"), db} + args), 1, message);
    }

    void rightDatesStillWork()
    {
        const QString db = knowledgeBase(QStringLiteral("dates-ok.sqlite"));
        QVERIFY(!db.isEmpty());
        for (const QString& when :
             {QStringLiteral("2025-03-01"), QStringLiteral("2025-03-01T14:00"), QStringLiteral("2025-03-01T14:00:05Z"),
              QStringLiteral("7d"), QStringLiteral("12h")}) {
            const CliOutput out = run({QStringLiteral("--db"), db, QStringLiteral("traces"), QStringLiteral("list"),
                                       QStringLiteral("--since"), when});
            QVERIFY2(out.code == 0, qPrintable(when + u' ' + out.err));
        }
    }
};

QTEST_GUILESS_MAIN(TestCliHostile)
#include "tst_cli_hostile.moc"
