// SPDX-License-Identifier: GPL-3.0-or-later
// lotse-cli with PDF, DOCX, ODT and HTML files: ingestion with a per-file error for a broken one, and
// citations of PDF passages that carry their page, in the text and in --json.
#include "../core/FormatSamples.h"
#include "TestSupport.h"
#include "store/IngestQueue.h"

#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTest>

class TestCliFormats final : public QObject
{
    Q_OBJECT

    using Output = lotse::test::CliOutput;

    QTemporaryDir m_home;
    QString m_db;
    QString m_folder;

    Output run2(const QString& db, const QStringList& args)
    {
        return lotse::test::runCli(m_home.path(), QStringList{QStringLiteral("--db"), db} + args);
    }

    Output run(const QStringList& args)
    {
        return lotse::test::runCli(m_home.path(), QStringList{QStringLiteral("--db"), m_db} + args);
    }

    // The attempts the knowledge base `db` notes for its queued `path` (-1: not queued).
    static int queuedAttempts(const QString& db, const QString& path)
    {
        int attempts = -1;
        {
            QSqlDatabase c = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("peek"));
            c.setDatabaseName(db);
            c.setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY;QSQLITE_BUSY_TIMEOUT=1000"));
            if (c.open()) {
                QSqlQuery q(c);
                q.prepare(QStringLiteral("SELECT attempts FROM ingest_queue WHERE path = ?"));
                q.addBindValue(path);
                if (q.exec() && q.next())
                    attempts = q.value(0).toInt();
            }
        }
        QSqlDatabase::removeDatabase(QStringLiteral("peek"));
        return attempts;
    }

    // lotse-cli ingest `folder`, killed (SIGKILL) as soon as the queue notes `path` with `attempts`.
    void killIngestAt(const QString& db, const QString& folder, const QString& path, int attempts)
    {
        auto p = lotse::test::startCli(m_home.path(), {QStringLiteral("--db"), db, QStringLiteral("ingest"), folder});
        QVERIFY(QTest::qWaitFor(
            [&] { return queuedAttempts(db, path) == attempts || p->state() == QProcess::NotRunning; }, 60000));
        QCOMPARE(p->state(), QProcess::Running); // still reading it
        p->kill();
        QVERIFY(p->waitForFinished());
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_home.isValid());
        m_db = m_home.filePath(QStringLiteral("kb.sqlite"));
        m_folder = m_home.filePath(QStringLiteral("docs"));
        QVERIFY(QDir().mkpath(m_folder));
        for (const char* name : {"sample.pdf", "sample.docx", "sample.odt", "sample.html", "encrypted.pdf"}) {
            const QString file = QString::fromLatin1(name);
            QVERIFY(
                QFile::copy(QStringLiteral(LOTSE_TEST_DATA "/formats/") + file, m_folder + QLatin1Char('/') + file));
        }
    }

    void ingestReadsEveryFormatAndReportsTheBrokenFile()
    {
        const Output o = run({QStringLiteral("ingest"), m_folder});
        QCOMPARE(o.code, 2); // partly failed
        QVERIFY2(o.out.contains(QStringLiteral("4 added")), qPrintable(o.out));
        QVERIFY2(o.err.contains(QStringLiteral("encrypted.pdf is a password-protected PDF")), qPrintable(o.err));
        const Output docs = run({QStringLiteral("docs")});
        for (const char* title : {"Lotse Sample Handbook", "Employee Handbook", "Travel Policy", "Remote Work"})
            QVERIFY2(docs.out.contains(QLatin1String(title)), qPrintable(docs.out));
    }

    void pdfCitationNamesItsPage()
    {
        const Output o =
            run({QStringLiteral("ask"), QStringLiteral("When must I call my manager on the first day of sick leave?"),
                 QStringLiteral("--json")});
        QVERIFY2(o.code == 0, qPrintable(o.err));
        const QJsonObject doc = QJsonDocument::fromJson(o.out.toUtf8()).object();
        QCOMPARE(doc.value(QStringLiteral("outcome")).toString(), QStringLiteral("answered"));
        QJsonObject pdf;
        for (const QJsonValue& c : doc.value(QStringLiteral("citations")).toArray()) {
            if (c.toObject().value(QStringLiteral("source")).toString().endsWith(QStringLiteral("sample.pdf")))
                pdf = c.toObject();
        }
        QVERIFY2(!pdf.isEmpty(), qPrintable(o.out.left(2000)));
        QCOMPARE(pdf.value(QStringLiteral("page")).toInt(), 3);
        QVERIFY2(pdf.value(QStringLiteral("heading")).toString().endsWith(QStringLiteral("(p. 3)")),
                 qPrintable(pdf.value(QStringLiteral("heading")).toString()));
        QVERIFY(doc.value(QStringLiteral("answer")).toString().contains(QStringLiteral("(p. 3)]")));
        // Hits of the search rounds carry the page too; passages of other formats have none.
        for (const QJsonValue& round : doc.value(QStringLiteral("rounds")).toArray()) {
            for (const QJsonValue& hit : round.toObject().value(QStringLiteral("hits")).toArray()) {
                const QJsonObject h = hit.toObject();
                const bool isPdf = h.value(QStringLiteral("source")).toString().endsWith(QStringLiteral(".pdf"));
                QCOMPARE(h.contains(QStringLiteral("page")), isPdf);
            }
        }
        // The plain-text answer names the page in its source list.
        const Output text =
            run({QStringLiteral("ask"), QStringLiteral("When must I call my manager on the first day of sick leave?")});
        QVERIFY2(text.out.contains(QStringLiteral("(p. 3)")), qPrintable(text.out));
    }

    void fileThatStopsLotseTwiceIsSetAside()
    {
        // A PDF that takes seconds to read, first in the folder; Lotse is killed while reading it.
        const QString db = m_home.filePath(QStringLiteral("stuck.sqlite"));
        const QString folder = m_home.filePath(QStringLiteral("stuck"));
        QVERIFY(QDir().mkpath(folder));
        const QString slow = folder + QStringLiteral("/0-slow.pdf");
        QFile f(slow);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(lotse::test::FormatSamples::slowPdf(40'000'000));
        f.close();
        QVERIFY(
            QFile::copy(QStringLiteral(LOTSE_TEST_DATA "/formats/sample.docx"), folder + QStringLiteral("/a.docx")));
        killIngestAt(db, folder, slow, 0); // the first run: killed while reading it
        killIngestAt(db, folder, slow, 1); // the next resumes there, and is killed there again
        // The third is not stopped by it: set aside, recorded failed, and the rest is read.
        const Output third = run2(db, {QStringLiteral("ingest"), folder});
        QCOMPARE(third.code, 2);
        QVERIFY2(
            third.err.contains(QStringLiteral("0-slow.pdf was being read each of the last two times Lotse stopped")),
            qPrintable(third.err));
        QVERIFY2(third.out.contains(QStringLiteral("1 added")), qPrintable(third.out));
        QVERIFY2(third.err.count(QStringLiteral("failed: ")) == 1, qPrintable(third.err)); // set aside, not read again
        const Output docs = run2(db, {QStringLiteral("docs")});
        QVERIFY2(docs.out.contains(QStringLiteral("set aside")), qPrintable(docs.out));
        // Another file later does not start on it again.
        const Output later = run2(db, {QStringLiteral("ingest"), folder + QStringLiteral("/a.docx")});
        QCOMPARE(later.code, 0);
        QVERIFY2(!later.err.contains(QStringLiteral("0-slow.pdf")), qPrintable(later.err));
    }
};

QTEST_GUILESS_MAIN(TestCliFormats)
#include "tst_cli_formats.moc"
