// SPDX-License-Identifier: GPL-3.0-or-later
// Permission denied, for real: lotse-cli keeps a folder in sync in which a file (mode 000) and a
// sub-folder (mode 000) cannot be read by the user it runs as. Each gets its own error naming it and
// saying what to do, the other files are indexed, the exit code says "some files failed", and once
// they are made readable, sync and retry pick them up; a folder that becomes unreadable later keeps
// its documents. Root reads everything, so as root lotse-cli runs as the unprivileged user nobody
// (setpriv, util-linux) on a knowledge base and folder that user owns; where nobody cannot reach the
// build, as root without the capabilities that override file permissions. Not root: just chmod.
#include "StoreInvariants.h"
#include "TestSupport.h"

#include <QDirIterator>
#include <QFile>
#include <QProcess>
#include <QStandardPaths>
#include <QTest>
#include <sys/stat.h>
#include <unistd.h>

class TestCliUnreadable final : public QObject
{
    Q_OBJECT

    using Output = lotse::test::CliOutput;

    static constexpr uint nobody = 65534;
    QTemporaryDir m_home;
    QString m_db;
    QString m_folder;
    QStringList m_wrapper; // empty: lotse-cli runs as this process's user

    Output run(const QStringList& args)
    {
        // XDG_RUNTIME_DIR is the test user's; another user may not use it.
        return lotse::test::runCliThrough(m_wrapper, m_home.path(), QStringList{QStringLiteral("--db"), m_db} + args,
                                          {{QStringLiteral("XDG_RUNTIME_DIR"), QString()}});
    }

    QString path(const QString& name) const { return m_folder + QLatin1Char('/') + name; }

    void write(const QString& name, const QByteArray& content)
    {
        QDir().mkpath(QFileInfo(path(name)).absolutePath());
        QFile f(path(name));
        QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        QCOMPARE(f.write(content), content.size());
    }

    // Whether `wrapper` can run a program as a user whom mode 000 stops (and who may read the rest).
    static bool deniesUnreadable(const QStringList& wrapper, const QString& locked, const QString& open)
    {
        const auto exitCode = [&wrapper](const QStringList& command) {
            QProcess p;
            p.start(wrapper.first(), wrapper.mid(1) + command);
            return p.waitForFinished(30000) && p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
        };
        return exitCode({QStringLiteral(LOTSE_CLI_PATH), QStringLiteral("--version")}) == 0
               && exitCode({QStringLiteral("head"), QStringLiteral("-c1"), open}) == 0
               && exitCode({QStringLiteral("head"), QStringLiteral("-c1"), locked}) != 0;
    }

    static void chownTree(const QString& root, uint user)
    {
        QStringList paths{root};
        QDirIterator it(root, QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden | QDir::System,
                        QDirIterator::Subdirectories);
        while (it.hasNext())
            paths.append(it.next());
        for (const QString& p : std::as_const(paths)) {
            if (::chown(QFile::encodeName(p).constData(), user, user) != 0)
                qFatal("chown %s failed", qPrintable(p));
        }
    }

    static void setMode(const QString& p, QFileDevice::Permissions mode) { QVERIFY(QFile::setPermissions(p, mode)); }
    static constexpr QFileDevice::Permissions readable =
        QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ReadGroup | QFileDevice::ReadOther;
    static constexpr QFileDevice::Permissions openFolder =
        readable | QFileDevice::ExeOwner | QFileDevice::ExeGroup | QFileDevice::ExeOther;

    static int modeOf(const QString& p)
    {
        struct stat st;
        return ::stat(QFile::encodeName(p).constData(), &st) == 0 ? int(st.st_mode & 07777) : -1;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_home.isValid());
        m_db = m_home.filePath(QStringLiteral("kb.sqlite"));
        m_folder = m_home.filePath(QStringLiteral("handbook"));
        write(QStringLiteral("01-leave.md"), "# Leave\n\nEmployees get 30 vacation days a year.\n");
        write(QStringLiteral("02-travel.html"),
              "<html><head><title>Travel</title></head><body><h1>Travel</h1><p>Book trains in second "
              "class.</p></body></html>");
        write(QStringLiteral("locked.md"), "# Parking\n\nVisitors park in the yard behind the office.\n");
        write(QStringLiteral("private/03-bonus.md"), "# Bonus\n\nThe annual bonus is paid in March.\n");
        write(QStringLiteral("open/04-remote.md"), "# Remote Work\n\nAsk your manager before you work abroad.\n");
        setMode(path(QStringLiteral("locked.md")), {});

        if (::geteuid() != 0) {
            QFile probe(path(QStringLiteral("locked.md")));
            if (probe.open(QIODevice::ReadOnly))
                QSKIP("mode 000 does not stop this (non-root) user from reading: no permission-denied case to test");
            return;
        }
        // Root: a real unprivileged user, else root without CAP_DAC_OVERRIDE and CAP_DAC_READ_SEARCH.
        const QString setpriv = QStandardPaths::findExecutable(QStringLiteral("setpriv"));
        if (setpriv.isEmpty())
            QSKIP("running as root, and setpriv (util-linux) is missing: cannot run lotse-cli as a user whom file "
                  "permissions stop");
        chownTree(m_home.path(), nobody);
        const QStringList asNobody{setpriv, QStringLiteral("--reuid=%1").arg(nobody),
                                   QStringLiteral("--regid=%1").arg(nobody), QStringLiteral("--clear-groups"),
                                   QStringLiteral("--")};
        const QString locked = path(QStringLiteral("locked.md"));
        const QString leave = path(QStringLiteral("01-leave.md"));
        if (deniesUnreadable(asNobody, locked, leave)) {
            m_wrapper = asNobody;
            qInfo("root: lotse-cli runs as the user nobody (setpriv)");
            return;
        }
        qWarning("the user nobody cannot run %s (is the build folder closed to others?); running lotse-cli as root "
                 "without the capabilities that override file permissions instead",
                 LOTSE_CLI_PATH);
        chownTree(m_home.path(), 0); // root's again: without the override, root may not enter nobody's folders
        const QStringList withoutOverride{setpriv, QStringLiteral("--inh-caps=-dac_override,-dac_read_search"),
                                          QStringLiteral("--bounding-set=-dac_override,-dac_read_search"),
                                          QStringLiteral("--")};
        if (deniesUnreadable(withoutOverride, locked, leave)) {
            m_wrapper = withoutOverride;
            qInfo("root: lotse-cli runs without CAP_DAC_OVERRIDE and CAP_DAC_READ_SEARCH (setpriv)");
            return;
        }
        QSKIP("running as root, and setpriv can neither switch to the user nobody nor drop CAP_DAC_OVERRIDE here: "
              "no permission-denied case to test");
    }

    void cleanupTestCase()
    {
        // A non-root owner cannot remove what is inside a folder of mode 000.
        QFile::setPermissions(path(QStringLiteral("private")), openFolder);
        QFile::setPermissions(path(QStringLiteral("open")), openFolder);
    }

    void unreadableFileAndFolderFailAloneAndArePickedUpLater()
    {
        setMode(path(QStringLiteral("private")), {});
        Output o = run({QStringLiteral("folder"), QStringLiteral("add"), m_folder});
        QCOMPARE(o.code, 2); // README: 2 = some files failed
        QVERIFY2(o.out.contains(QStringLiteral("3 added, 0 updated, 0 unchanged, 0 renamed, 0 removed, 2 failed")),
                 qPrintable(o.out + o.err));
        // One error per unreadable path, naming it and saying what to do.
        QVERIFY2(o.err.contains(QStringLiteral("failed: ") + path(QStringLiteral("locked.md"))
                                + QStringLiteral(" cannot be read: permission denied. Give your user account read "
                                                 "access to it (for example with `chmod a+r`")),
                 qPrintable(o.err));
        QVERIFY2(o.err.contains(QStringLiteral("failed: The folder ") + path(QStringLiteral("private"))
                                + QStringLiteral(" cannot be read: permission denied, so the files in it were not "
                                                 "indexed")),
                 qPrintable(o.err));
        QVERIFY2(o.err.contains(QStringLiteral("`chmod a+rx`")), qPrintable(o.err));
        QCOMPARE(int(o.err.count(QStringLiteral("permission denied"))), 2);
        QVERIFY2(o.err.contains(QStringLiteral("2 files failed (reasons above). Fix them and run `lotse-cli retry`")),
                 qPrintable(o.err));

        o = run({QStringLiteral("docs")});
        QCOMPARE(o.code, 0);
        for (const char* ready : {"01-leave.md", "02-travel.html", "open/04-remote.md"})
            QVERIFY2(o.out.contains(QStringLiteral("ready   ") + path(QString::fromLatin1(ready))), qPrintable(o.out));
        QVERIFY2(o.out.contains(QStringLiteral("failed  ") + path(QStringLiteral("locked.md")) + QStringLiteral("  ")
                                + path(QStringLiteral("locked.md"))
                                + QStringLiteral(" cannot be read: permission denied")),
                 qPrintable(o.out));
        QVERIFY2(!o.out.contains(QStringLiteral("03-bonus")), qPrintable(o.out));
        o = run({QStringLiteral("ask"), QStringLiteral("How many vacation days do I get?"), QStringLiteral("--json")});
        QVERIFY2(o.code == 0, qPrintable(o.err));
        QCOMPARE(o.json().value(QStringLiteral("outcome")).toString(), QStringLiteral("answered"));
        QVERIFY2(o.out.contains(QStringLiteral("01-leave.md")), qPrintable(o.out));
        // The files' modes are as they were: Lotse reports, it does not touch them.
        QCOMPARE(modeOf(path(QStringLiteral("locked.md"))), 0);

        // Made readable: the next sync reads the file; the folder still fails.
        setMode(path(QStringLiteral("locked.md")), readable);
        o = run({QStringLiteral("sync")});
        QCOMPARE(o.code, 2);
        QVERIFY2(o.out.contains(QStringLiteral("0 added, 1 updated, 3 unchanged, 0 renamed, 0 removed, 1 failed")),
                 qPrintable(o.out + o.err));
        QVERIFY2(o.err.contains(QStringLiteral("The folder ") + path(QStringLiteral("private"))), qPrintable(o.err));

        // Retry reads the files of the folder once it can be read, and nothing else.
        setMode(path(QStringLiteral("private")), openFolder);
        o = run({QStringLiteral("retry")});
        QVERIFY2(o.code == 0, qPrintable(o.out + o.err));
        QVERIFY2(o.out.contains(QStringLiteral("1 added, 0 updated, 0 unchanged, 0 renamed, 0 removed, 0 failed")),
                 qPrintable(o.out));
        QVERIFY2(o.out.contains(QStringLiteral("added ") + path(QStringLiteral("private/03-bonus.md"))),
                 qPrintable(o.out));
        o = run({QStringLiteral("folders")});
        QVERIFY2(o.out.contains(m_folder + QStringLiteral("  5 ready, 0 failed")), qPrintable(o.out));

        // A folder that becomes unreadable has not lost its files: its documents stay.
        setMode(path(QStringLiteral("open")), {});
        o = run({QStringLiteral("sync")});
        QCOMPARE(o.code, 2);
        QVERIFY2(o.out.contains(QStringLiteral("0 removed, 1 failed")), qPrintable(o.out + o.err));
        QVERIFY2(o.err.contains(QStringLiteral("The folder ") + path(QStringLiteral("open"))
                                + QStringLiteral(" cannot be read: permission denied")),
                 qPrintable(o.err));
        o = run({QStringLiteral("folders")});
        QVERIFY2(o.out.contains(m_folder + QStringLiteral("  5 ready, 0 failed")), qPrintable(o.out));
        setMode(path(QStringLiteral("open")), openFolder);
        o = run({QStringLiteral("sync")});
        QVERIFY2(o.code == 0, qPrintable(o.err));
        QVERIFY2(o.out.contains(QStringLiteral("0 added, 0 updated, 5 unchanged, 0 renamed, 0 removed, 0 failed")),
                 qPrintable(o.out));

        auto db = lotse::Database::open(m_db);
        QVERIFY(db);
        const QStringList violations = lotse::test::invariantViolations(*db.value());
        QVERIFY2(violations.isEmpty(), qPrintable(violations.join(QLatin1Char('\n'))));
    }
};

QTEST_GUILESS_MAIN(TestCliUnreadable)
#include "tst_cli_unreadable.moc"
