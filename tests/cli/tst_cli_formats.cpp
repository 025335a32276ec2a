// SPDX-License-Identifier: GPL-3.0-or-later
// lotse-cli with PDF, DOCX, ODT and HTML files: ingestion with a per-file error for a broken one, and
// citations of PDF passages that carry their page, in the text and in --json.
#include "TestSupport.h"

#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

class TestCliFormats final : public QObject
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
};

QTEST_GUILESS_MAIN(TestCliFormats)
#include "tst_cli_formats.moc"
