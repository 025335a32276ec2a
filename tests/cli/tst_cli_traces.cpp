// SPDX-License-Identifier: GPL-3.0-or-later
// Stored traces from the command line: `ask` saves one per question (unless --no-trace), and
// `traces list|show|delete|export|purge|settings|set` read, filter, export and delete them.
#include "TestSupport.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTest>

class TestCliTraces final : public QObject
{
    Q_OBJECT

    using Output = lotse::test::CliOutput;

    QTemporaryDir m_home;
    QString m_db;

    Output run(const QStringList& args)
    {
        return lotse::test::runCli(m_home.path(), QStringList{QStringLiteral("--db"), m_db} + args);
    }

    QJsonArray listJson(const QStringList& filters = {})
    {
        const Output o =
            run(QStringList{QStringLiteral("traces"), QStringLiteral("list"), QStringLiteral("--json")} + filters);
        if (o.code != 0)
            qWarning() << o.err;
        return QJsonDocument::fromJson(o.out.toUtf8()).array();
    }

    static QList<qint64> ids(const QJsonArray& list)
    {
        QList<qint64> out;
        for (const QJsonValue& v : list)
            out.append(v.toObject().value(QStringLiteral("id")).toInteger());
        return out;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_home.isValid());
        m_db = m_home.filePath(QStringLiteral("kb.sqlite"));
        const QString handbook =
            lotse::test::sampleHandbook(m_home.filePath(QStringLiteral("handbook")), QStringLiteral("en"));
        const Output o = run({QStringLiteral("ingest"), handbook});
        QVERIFY2(o.code == 0, qPrintable(o.err));
    }

    void askStoresTraces()
    {
        const Output answered =
            run({QStringLiteral("ask"), QStringLiteral("How many vacation days do I get per year?")});
        QCOMPARE(answered.code, 0);
        QVERIFY2(answered.out.contains(QStringLiteral("Saved as trace 1 (lotse-cli traces show 1).")),
                 qPrintable(answered.out));
        const Output refused =
            run({QStringLiteral("ask"), QStringLiteral("Is there a bonus for referring a new colleague?"),
                 QStringLiteral("--json")});
        QCOMPARE(refused.code, 0);
        const QJsonObject doc = QJsonDocument::fromJson(refused.out.toUtf8()).object();
        QCOMPARE(doc.value(QStringLiteral("traceId")).toInteger(), 2);
        QCOMPARE(doc.value(QStringLiteral("provider")).toObject().value(QStringLiteral("kind")).toString(),
                 QStringLiteral("offline"));
        QVERIFY(doc.contains(QStringLiteral("timings")));
        const Output untraced = run({QStringLiteral("ask"), QStringLiteral("How do I report phishing?"),
                                     QStringLiteral("--no-trace"), QStringLiteral("--json")});
        QCOMPARE(untraced.code, 0);
        QVERIFY(!QJsonDocument::fromJson(untraced.out.toUtf8()).object().contains(QStringLiteral("traceId")));
        QCOMPARE(ids(listJson()), (QList<qint64>{2, 1}));
    }

    void listAndFilter_data()
    {
        QTest::addColumn<QStringList>("filters");
        QTest::addColumn<QList<qint64>>("expected");
        QTest::newRow("all") << QStringList() << QList<qint64>{2, 1};
        QTest::newRow("refused") << QStringList{QStringLiteral("--outcome"), QStringLiteral("refused")}
                                 << QList<qint64>{2};
        QTest::newRow("answered or failed")
            << QStringList{QStringLiteral("--outcome"), QStringLiteral("answered,failed")} << QList<qint64>{1};
        QTest::newRow("more than one round") << QStringList{QStringLiteral("--multi-round")} << QList<qint64>{2};
        QTest::newRow("grader said insufficient") << QStringList{QStringLiteral("--insufficient")} << QList<qint64>{2};
        QTest::newRow("cited document") << QStringList{QStringLiteral("--cited"), QStringLiteral("annual-leave")}
                                        << QList<qint64>{1};
        QTest::newRow("free text") << QStringList{QStringLiteral("--search"), QStringLiteral("REFERRING")}
                                   << QList<qint64>{2};
        QTest::newRow("since a week") << QStringList{QStringLiteral("--since"), QStringLiteral("7d")}
                                      << QList<qint64>{2, 1};
        QTest::newRow("until long ago") << QStringList{QStringLiteral("--until"), QStringLiteral("2020-01-01")}
                                        << QList<qint64>{};
        QTest::newRow("oldest first") << QStringList{QStringLiteral("--ascending")} << QList<qint64>{1, 2};
        QTest::newRow("most rounds first")
            << QStringList{QStringLiteral("--sort"), QStringLiteral("rounds")} << QList<qint64>{2, 1};
        QTest::newRow("limit") << QStringList{QStringLiteral("--limit"), QStringLiteral("1")} << QList<qint64>{2};
    }
    void listAndFilter()
    {
        QFETCH(QStringList, filters);
        QFETCH(QList<qint64>, expected);
        QCOMPARE(ids(listJson(filters)), expected);
    }

    void listAsText()
    {
        const Output o = run({QStringLiteral("traces"), QStringLiteral("list")});
        QCOMPARE(o.code, 0);
        QVERIFY2(o.out.contains(QStringLiteral("How many vacation days do I get per year?")), qPrintable(o.out));
        QVERIFY(o.out.contains(QStringLiteral("refused")));
        QVERIFY(o.out.contains(QStringLiteral("2 trace")));
    }

    void showOneTrace()
    {
        const Output o = run({QStringLiteral("traces"), QStringLiteral("show"), QStringLiteral("2")});
        QCOMPARE(o.code, 0);
        for (const char* text :
             {"Trace 2", "Asked:", "Mode: offline", "Question: Is there a bonus for referring a new colleague?",
              "Round 1  query:", "Verdict: not sufficient.", "Grader output:", "== refused after",
              "Timings:", "  Searching:"})
            QVERIFY2(o.out.contains(QString::fromUtf8(text)), text);
        const Output j =
            run({QStringLiteral("traces"), QStringLiteral("show"), QStringLiteral("1"), QStringLiteral("--json")});
        const QJsonObject trace = QJsonDocument::fromJson(j.out.toUtf8()).object();
        QCOMPARE(trace.value(QStringLiteral("id")).toInteger(), 1);
        QCOMPARE(trace.value(QStringLiteral("outcome")).toString(), QStringLiteral("answered"));
        QVERIFY(!trace.value(QStringLiteral("citations")).toArray().isEmpty());
        QVERIFY(trace.value(QStringLiteral("rounds")).toArray().first().toObject().contains(QStringLiteral("hits")));
    }

    void exportBothFormats()
    {
        const QString jsonl = m_home.filePath(QStringLiteral("out/traces.jsonl"));
        QDir().mkpath(m_home.filePath(QStringLiteral("out")));
        const Output o = run({QStringLiteral("traces"), QStringLiteral("export"), jsonl});
        QVERIFY2(o.code == 0, qPrintable(o.err));
        QVERIFY(o.out.contains(QStringLiteral("Exported 2 trace")));
        QFile f(jsonl);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll().trimmed().split('\n').size(), 2);

        const QString csv = m_home.filePath(QStringLiteral("out/refused.csv"));
        const Output c = run({QStringLiteral("traces"), QStringLiteral("export"), csv, QStringLiteral("--outcome"),
                              QStringLiteral("refused")});
        QCOMPARE(c.code, 0);
        QFile g(csv);
        QVERIFY(g.open(QIODevice::ReadOnly));
        const QList<QByteArray> rows = g.readAll().trimmed().split('\n');
        QCOMPARE(rows.size(), 2);
        QVERIFY(rows.at(1).startsWith("2,"));

        const Output bad =
            run({QStringLiteral("traces"), QStringLiteral("export"), m_home.filePath(QStringLiteral("x.txt"))});
        QCOMPARE(bad.code, 1);
        QVERIFY(bad.err.contains(QStringLiteral(".jsonl")));
    }

    void questionTextCanBeLeftOut()
    {
        Output o = run({QStringLiteral("traces"), QStringLiteral("set"), QStringLiteral("store-question-text"),
                        QStringLiteral("no")});
        QCOMPARE(o.code, 0);
        QVERIFY(o.out.contains(QStringLiteral("store-question-text  no")));
        o = run({QStringLiteral("ask"), QStringLiteral("Can I carry over unused vacation days?"),
                 QStringLiteral("--json")});
        const qint64 id = QJsonDocument::fromJson(o.out.toUtf8()).object().value(QStringLiteral("traceId")).toInteger();
        QVERIFY(id > 0);
        const Output show =
            run({QStringLiteral("traces"), QStringLiteral("show"), QString::number(id), QStringLiteral("--json")});
        QVERIFY2(!show.out.contains(QStringLiteral("carry over unused")), qPrintable(show.out));
        QVERIFY(show.out.contains(QStringLiteral("(not stored)")));
        QVERIFY(run({QStringLiteral("traces"), QStringLiteral("set"), QStringLiteral("store-question-text"),
                     QStringLiteral("yes")})
                    .code
                == 0);
    }

    void settingsAreChecked()
    {
        const Output bad = run({QStringLiteral("traces"), QStringLiteral("set"), QStringLiteral("retention-days"),
                                QStringLiteral("5000")});
        QCOMPARE(bad.code, 1);
        QVERIFY2(bad.err.contains(QStringLiteral("from 0 (keep for ever) to 3650")), qPrintable(bad.err));
        const Output ok = run(
            {QStringLiteral("traces"), QStringLiteral("set"), QStringLiteral("retention-days"), QStringLiteral("30")});
        QCOMPARE(ok.code, 0);
        QVERIFY(run({QStringLiteral("traces"), QStringLiteral("settings")})
                    .out.contains(QStringLiteral("retention-days       30")));
    }

    void deleteAndPurge()
    {
        Output o = run({QStringLiteral("traces"), QStringLiteral("delete"), QStringLiteral("1")});
        QCOMPARE(o.code, 0);
        QVERIFY(!ids(listJson()).contains(1));
        o = run({QStringLiteral("traces"), QStringLiteral("delete"), QStringLiteral("1")});
        QCOMPARE(o.code, 3);
        QVERIFY2(o.err.contains(QStringLiteral("There is no trace 1")), qPrintable(o.err));
        o = run({QStringLiteral("traces"), QStringLiteral("show"), QStringLiteral("one")});
        QCOMPARE(o.code, 1);
        // Within the retention nothing goes; --older-than 0 deletes everything.
        o = run({QStringLiteral("traces"), QStringLiteral("purge")});
        QCOMPARE(o.code, 0);
        // English plural forms ("traces", "days") come from lotse_en.ts; without it, "trace(s)".
        QVERIFY2(o.out.contains(
                     QRegularExpression(QStringLiteral(R"(Deleted 0 trace(s|\(s\)) older than 30 day(s|\(s\))\.)"))),
                 qPrintable(o.out));
        o = run(
            {QStringLiteral("traces"), QStringLiteral("purge"), QStringLiteral("--older-than"), QStringLiteral("0")});
        QCOMPARE(o.code, 0);
        QVERIFY(listJson().isEmpty());
    }

    void mistakes_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("code");
        QTest::addColumn<QString>("message");
        QTest::newRow("no subcommand") << QStringList{QStringLiteral("traces")} << 1 << "traces takes list";
        QTest::newRow("unknown subcommand")
            << QStringList{QStringLiteral("traces"), QStringLiteral("frob")} << 1 << "traces takes list";
        QTest::newRow("bad outcome")
            << QStringList{QStringLiteral("traces"), QStringLiteral("list"), QStringLiteral("--outcome"),
                           QStringLiteral("maybe")}
            << 1 << "--outcome takes answered, ambiguous, refused, failed, truncated, unsupported, cancelled";
        QTest::newRow("bad date") << QStringList{QStringLiteral("traces"), QStringLiteral("list"),
                                                 QStringLiteral("--since"), QStringLiteral("yesterday")}
                                  << 1 << "--since: “yesterday” is not a date";
        QTest::newRow("bad sort") << QStringList{QStringLiteral("traces"), QStringLiteral("list"),
                                                 QStringLiteral("--sort"), QStringLiteral("size")}
                                  << 1 << "--sort takes date, outcome";
        QTest::newRow("bad store-question-text")
            << QStringList{QStringLiteral("traces"), QStringLiteral("set"), QStringLiteral("store-question-text"),
                           QStringLiteral("perhaps")}
            << 1 << "takes yes or no";
    }
    void mistakes()
    {
        QFETCH(QStringList, args);
        QFETCH(int, code);
        QFETCH(QString, message);
        lotse::test::verifyMistake(run(args), code, message);
    }

    void noKnowledgeBaseIsNotCreated()
    {
        const QString missing = m_home.filePath(QStringLiteral("missing.sqlite"));
        const Output o = lotse::test::runCli(
            m_home.path(), {QStringLiteral("--db"), missing, QStringLiteral("traces"), QStringLiteral("list")});
        QCOMPARE(o.code, 3);
        QVERIFY(o.err.contains(QStringLiteral("there is no knowledge base")));
        QVERIFY(!QFileInfo::exists(missing));
    }
};

QTEST_GUILESS_MAIN(TestCliTraces)
#include "tst_cli_traces.moc"
