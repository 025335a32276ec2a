// SPDX-License-Identifier: GPL-3.0-or-later
// The knowledge base on a full disk and on a read-only disk: lotse-cli stops with a clear error
// that says what to do, nothing already indexed is lost or damaged, and once there is space again
// the next run resumes. Needs root to mount small tmpfs file systems (skipped otherwise).
#include "StoreInvariants.h"
#include "TestSupport.h"
#include "store/IngestQueue.h"

#include <QProcess>
#include <QTest>
#include <unistd.h>

using namespace lotse;

class TestDiskFull final : public QObject
{
    Q_OBJECT

    QTemporaryDir m_home;
    QString m_mount;
    QString m_corpus;
    bool m_mounted = false;
    static constexpr int files = 120;

    static bool mountCommand(const QStringList& args)
    {
        QProcess p;
        p.start(QStringLiteral("mount"), args);
        return p.waitForFinished(20000) && p.exitStatus() == QProcess::NormalExit && p.exitCode() == 0;
    }

    test::CliOutput cli(const QStringList& args)
    {
        return test::runCli(m_home.path(), QStringList{QStringLiteral("--db"), db()} + args);
    }
    QString db() const { return m_mount + QStringLiteral("/kb.sqlite"); }

private Q_SLOTS:
    void initTestCase()
    {
        if (::geteuid() != 0)
            QSKIP("needs root to mount a small tmpfs (disk full, read-only)");
        QVERIFY(m_home.isValid());
        m_mount = m_home.filePath(QStringLiteral("mnt"));
        QVERIFY(QDir().mkpath(m_mount));
        QVERIFY2(mountCommand({QStringLiteral("-t"), QStringLiteral("tmpfs"), QStringLiteral("-o"),
                               QStringLiteral("size=2m"), QStringLiteral("lotse-test"), m_mount}),
                 "mount -t tmpfs failed");
        m_mounted = true;
        // About 6 MB of text (plus index): far more than fits in 2 MB.
        m_corpus = m_home.filePath(QStringLiteral("corpus"));
        QVERIFY(QDir().mkpath(m_corpus));
        for (int i = 0; i < files; ++i) {
            QString text = QStringLiteral("# Policy %1\n\n").arg(i);
            for (int s = 0; s < 40; ++s)
                text += QStringLiteral("## Part %1\n\nPolicy %2 part %1 says employees file expenses within "
                                       "thirty days and keep receipts for audits and approvals.\n\n")
                            .arg(s)
                            .arg(i)
                            .repeated(3);
            QFile f(m_corpus + QStringLiteral("/policy-%1.md").arg(i));
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(text.toUtf8());
        }
    }

    void cleanupTestCase()
    {
        if (m_mounted)
            QProcess::execute(QStringLiteral("umount"), {m_mount});
    }

    void diskFullStopsCleanlyAndResumes()
    {
        const test::CliOutput full = cli({QStringLiteral("folder"), QStringLiteral("add"), m_corpus});
        QCOMPARE(full.code, 3);
        QVERIFY2(full.err.contains(QStringLiteral("disk holding the knowledge base is full")), qPrintable(full.err));
        QVERIFY2(full.err.contains(QStringLiteral("free some space")), qPrintable(full.err));
        int readyBefore = 0;
        {
            auto opened = Database::open(db());
            QVERIFY2(opened, qPrintable(opened ? QString() : opened.error().message));
            const QStringList broken = test::invariantViolations(*opened.value());
            QVERIFY2(broken.isEmpty(), qPrintable(broken.join(QStringLiteral("; "))));
            readyBefore = int(test::contentState(*opened.value()).size());
            QVERIFY(readyBefore < files);
            // The files not done are still queued for the next run.
            QVERIFY(IngestQueue(*opened.value()).count().value() > 0);
        }

        // More space: the next run picks up where the full disk stopped it.
        QVERIFY(mountCommand({QStringLiteral("-o"), QStringLiteral("remount,size=64m"), m_mount}));
        const test::CliOutput resumed = cli({QStringLiteral("sync")});
        QVERIFY2(resumed.code == 0, qPrintable(resumed.err));
        QVERIFY2(resumed.out.contains(QStringLiteral("%1 added").arg(files - readyBefore)), qPrintable(resumed.out));
        auto opened = Database::open(db());
        QVERIFY(opened);
        QVERIFY(test::invariantViolations(*opened.value()).isEmpty());
        QCOMPARE(int(test::contentState(*opened.value()).size()), files);
        QCOMPARE(IngestQueue(*opened.value()).count().value(), 0);
    }

    void readOnlyLocationGivesAClearError()
    {
        QVERIFY(mountCommand({QStringLiteral("-o"), QStringLiteral("remount,ro"), m_mount}));
        QFile extra(m_home.filePath(QStringLiteral("extra.md")));
        QVERIFY(extra.open(QIODevice::WriteOnly));
        extra.write("# Extra\n\nA new page about parking at the office and the rules for visitors.\n");
        extra.close();
        const test::CliOutput o = cli({QStringLiteral("ingest"), extra.fileName()});
        QCOMPARE(o.code, 3);
        QVERIFY2(o.err.contains(QStringLiteral("read-only")), qPrintable(o.err));
        QVERIFY2(o.err.contains(QStringLiteral("choose another location with --db")), qPrintable(o.err));
        QVERIFY2(!o.err.contains(QStringLiteral("not a Lotse knowledge base")), qPrintable(o.err));

        QVERIFY(mountCommand({QStringLiteral("-o"), QStringLiteral("remount,rw"), m_mount}));
        auto opened = Database::open(db());
        QVERIFY(opened);
        QVERIFY(test::invariantViolations(*opened.value()).isEmpty());
        QCOMPARE(int(test::contentState(*opened.value()).size()), files);
    }
};

QTEST_GUILESS_MAIN(TestDiskFull)
#include "tst_diskfull.moc"
