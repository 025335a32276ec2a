// SPDX-License-Identifier: GPL-3.0-or-later
// lotse-cli for folders that stay in sync, as a user runs it: folder add, folders, sync after
// changes (new, changed, renamed, deleted files), retry after fixing a file, folder remove, and
// the errors for wrong input.
#include "TestSupport.h"

#include <QFile>
#include <QTest>

class TestCliFolders final : public QObject
{
    Q_OBJECT

    using Output = lotse::test::CliOutput;

    QTemporaryDir m_home;
    QString m_db;
    QString m_folder;

    Output run(const QStringList& args)
    {
        return lotse::test::runCli(m_home.path(), QStringList{QStringLiteral("--db"), m_db} + args);
    }

    void write(const QString& name, const QByteArray& content)
    {
        QFile f(m_folder + QLatin1Char('/') + name);
        QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        f.write(content);
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_home.isValid());
        m_db = m_home.filePath(QStringLiteral("kb.sqlite"));
        m_folder = lotse::test::sampleHandbook(m_home.filePath(QStringLiteral("handbook")), QStringLiteral("en"));
    }

    void usageErrors_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("code");
        QTest::addColumn<QString>("message");
        QTest::newRow("folder without verb") << QStringList{QStringLiteral("folder")} << 1 << "folder add PATH";
        QTest::newRow("folder bad verb") << QStringList{QStringLiteral("folder"), QStringLiteral("scan"),
                                                        QStringLiteral("x")}
                                         << 1 << "folder add PATH";
        QTest::newRow("sync with argument")
            << QStringList{QStringLiteral("sync"), QStringLiteral("x")} << 1 << "takes no arguments";
        QTest::newRow("sync without knowledge base") << QStringList{QStringLiteral("sync")} << 3 << "no knowledge base";
    }

    void usageErrors()
    {
        QFETCH(QStringList, args);
        QFETCH(int, code);
        QFETCH(QString, message);
        lotse::test::verifyMistake(run(args), code, message);
    }

    void addListSyncRetryRemove()
    {
        Output o = run({QStringLiteral("folder"), QStringLiteral("add"), m_folder});
        QVERIFY2(o.code == 0, qPrintable(o.err));
        QVERIFY2(o.out.contains(QStringLiteral("8 added")), qPrintable(o.out));
        QVERIFY2(o.out.contains(QStringLiteral("files/s")), qPrintable(o.out));

        o = run({QStringLiteral("folders")});
        QCOMPARE(o.code, 0);
        QVERIFY2(o.out.contains(m_folder + QStringLiteral("  8 ready, 0 failed, synced ")), qPrintable(o.out));

        // Changes while nothing runs: one new, one changed, one renamed, one deleted, one broken.
        write(QStringLiteral("09-parking.md"), "# Parking\n\nVisitors park in the yard behind the office.\n");
        write(QStringLiteral("02-remote-work.md"), "# Remote Work\n\nAsk your manager before you work from abroad.\n");
        QVERIFY(QFile::rename(m_folder + QStringLiteral("/03-travel-and-expenses.md"),
                              m_folder + QStringLiteral("/03-travel.md")));
        QVERIFY(QFile::remove(m_folder + QStringLiteral("/04-it-security.md")));
        write(QStringLiteral("10-broken.md"), QByteArray("\x00\x01\x02 not text", 12));
        o = run({QStringLiteral("sync")});
        QCOMPARE(o.code, 2); // a file failed
        QVERIFY2(o.out.contains(QStringLiteral("1 added, 1 updated, 5 unchanged, 1 renamed, 1 removed, 1 failed")),
                 qPrintable(o.out));
        QVERIFY2(
            o.out.contains(QStringLiteral("renamed ") + m_folder + QStringLiteral("/03-travel-and-expenses.md -> ")),
            qPrintable(o.out));
        QVERIFY2(o.err.contains(QStringLiteral("10-broken.md looks like a binary file")), qPrintable(o.err));
        QVERIFY2(o.err.contains(QStringLiteral("lotse-cli retry")), qPrintable(o.err));

        write(QStringLiteral("10-broken.md"), "# Fixed\n\nNow it is a page about bicycles at work.\n");
        o = run({QStringLiteral("retry")});
        QVERIFY2(o.code == 0, qPrintable(o.err));
        QVERIFY2(o.out.contains(QStringLiteral("0 added, 1 updated, 0 unchanged")), qPrintable(o.out)); // only it

        o = run({QStringLiteral("folder"), QStringLiteral("remove"), m_folder});
        QVERIFY2(o.code == 0, qPrintable(o.err));
        QVERIFY2(o.out.contains(QStringLiteral("Removed 9 documents.")), qPrintable(o.out));
        o = run({QStringLiteral("folders")});
        QVERIFY2(o.out.contains(QStringLiteral("No folders are kept in sync")), qPrintable(o.out));
        o = run({QStringLiteral("folder"), QStringLiteral("remove"), m_folder});
        QCOMPARE(o.code, 3);
        QVERIFY2(o.err.contains(QStringLiteral("is not a folder Lotse keeps in sync")), qPrintable(o.err));
    }
};

QTEST_GUILESS_MAIN(TestCliFolders)
#include "tst_cli_folders.moc"
