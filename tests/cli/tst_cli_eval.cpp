// SPDX-License-Identifier: GPL-3.0-or-later
// `lotse-cli eval` end to end, as a separate process, on the tiny set and corpus folders in
// tests/data/eval: the table, the JSON report, the cached knowledge bases, comparing two runs,
// one knowledge base (--db), and the errors a user can make.
#include "TestSupport.h"

#include <QDirIterator>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

class TestCliEval final : public QObject
{
    Q_OBJECT

    using Output = lotse::test::CliOutput;

    QTemporaryDir m_home;
    const QString m_data = QStringLiteral(LOTSE_TEST_DATA "/eval");
    QString m_set;
    QString m_corpora;

    Output run(const QStringList& args) { return lotse::test::runCli(m_home.path(), args); }

    Output eval(const QStringList& extra)
    {
        return run(QStringList{QStringLiteral("eval"), m_set, QStringLiteral("--corpora"), m_corpora} + extra);
    }

    static QJsonObject json(const Output& o)
    {
        QJsonParseError error{};
        const QJsonDocument doc = QJsonDocument::fromJson(o.out.toUtf8(), &error);
        if (error.error != QJsonParseError::NoError)
            qWarning() << "not JSON:" << error.errorString() << o.out.left(300) << o.err;
        return doc.object();
    }

    static QJsonObject question(const QJsonObject& report, const QString& id)
    {
        for (const QJsonValue& q : report.value(QStringLiteral("questions")).toArray()) {
            if (q.toObject().value(QStringLiteral("id")).toString() == id)
                return q.toObject();
        }
        return {};
    }

    QString writeFile(const QString& name, const QByteArray& content)
    {
        const QString path = m_home.filePath(name);
        QDir().mkpath(QFileInfo(path).absolutePath());
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate) || f.write(content) != content.size())
            qFatal("cannot write %s", qPrintable(path));
        return path;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_home.isValid());
        m_set = m_data + QStringLiteral("/set.jsonl");
        m_corpora = m_data + QStringLiteral("/corpora");
    }

    void tableByDefault()
    {
        const Output o = eval({});
        QVERIFY2(o.code == 0, qPrintable(o.err));
        QVERIFY2(o.out.startsWith(QStringLiteral("Evaluation of set.jsonl: 5 question")), qPrintable(o.out));
        for (const char* text :
             {"| kind ", "| direct ", "| misleading ", "| unanswerable ", "| **overall** ", "source @ round 1",
              "false refusals", "false answers", "p95 ms", "| t-01 ", "| t-05 ", "Estimated cost: $0.0000"})
            QVERIFY2(o.out.contains(QLatin1String(text)), text);
        // Progress and the indexing of each corpus go to stderr, so stdout stays clean for --json.
        QVERIFY2(o.err.contains(QStringLiteral("nordlicht: 2 file")), qPrintable(o.err));
        QVERIFY(o.err.contains(QStringLiteral("nordlicht-de: 1 file")));
    }

    void jsonReportAndCache()
    {
        const Output o = eval({QStringLiteral("--json")});
        QVERIFY2(o.code == 0, qPrintable(o.err));
        const QJsonObject report = json(o);
        QCOMPARE(report.value(QStringLiteral("set")).toString(), QStringLiteral("set.jsonl"));
        QCOMPARE(report.value(QStringLiteral("provider")).toObject().value(QStringLiteral("kind")).toString(),
                 QStringLiteral("offline"));
        const QJsonObject overall = report.value(QStringLiteral("overall")).toObject();
        QCOMPARE(overall.value(QStringLiteral("questions")).toInt(), 5);
        QCOMPARE(overall.value(QStringLiteral("handledRight")).toDouble(), 1.0);
        QCOMPARE(overall.value(QStringLiteral("falseRefusalRate")).toDouble(-1), 0.0);
        QCOMPARE(overall.value(QStringLiteral("falseAnswerRate")).toDouble(-1), 0.0);
        QCOMPARE(overall.value(QStringLiteral("hitRateRound1")).toDouble(), 1.0);
        QCOMPARE(overall.value(QStringLiteral("factCoverage")).toDouble(), 1.0);
        const QJsonObject kinds = report.value(QStringLiteral("byKind")).toObject();
        QCOMPARE(kinds.keys(),
                 (QStringList{QStringLiteral("direct"), QStringLiteral("misleading"), QStringLiteral("unanswerable")}));
        QVERIFY(kinds.value(QStringLiteral("unanswerable")).toObject().value(QStringLiteral("hitRateFinal")).isNull());

        const QJsonObject t1 = question(report, QStringLiteral("t-01"));
        QCOMPARE(t1.value(QStringLiteral("outcome")).toString(), QStringLiteral("answered"));
        // A path with a subfolder and a space, relative to the corpus folder; "thirty" matched "30".
        QVERIFY(t1.value(QStringLiteral("citedSources"))
                    .toArray()
                    .contains(QStringLiteral("Leave Policies/annual leave.md")));
        QCOMPARE(t1.value(QStringLiteral("factsFound")).toArray().first().toString(),
                 QStringLiteral("thirty working days"));
        // SOURCE.md is not corpus content: its word finds nothing.
        QCOMPARE(question(report, QStringLiteral("t-04")).value(QStringLiteral("outcome")).toString(),
                 QStringLiteral("refused"));

        // Cached between runs: nothing is read again; every corpus has its own knowledge base.
        const QJsonArray corpora = report.value(QStringLiteral("corpora")).toArray();
        QCOMPARE(corpora.size(), 2);
        const QJsonObject nordlicht = corpora.first().toObject();
        QCOMPARE(nordlicht.value(QStringLiteral("files")).toInt(), 2);
        QCOMPARE(nordlicht.value(QStringLiteral("unchanged")).toInt(), 2); // tableByDefault indexed it
        QCOMPARE(nordlicht.value(QStringLiteral("added")).toInt(), 0);
        QVERIFY(QFileInfo(nordlicht.value(QStringLiteral("database")).toString()).isFile());
        QVERIFY(nordlicht.value(QStringLiteral("database")).toString().startsWith(m_home.path()));
        QVERIFY(corpora.at(1).toObject().value(QStringLiteral("database")).toString()
                != nordlicht.value(QStringLiteral("database")).toString());
    }

    void trustSet()
    {
        // The planted-file corpus of issue 18: the answer check's figures are in the report.
        const Output o =
            run({QStringLiteral("eval"), m_data + QStringLiteral("/trust/trust.jsonl"), QStringLiteral("--corpora"),
                 m_data + QStringLiteral("/trust/corpora"), QStringLiteral("--json")});
        QVERIFY2(o.code == 0, qPrintable(o.err));
        const QJsonObject overall = json(o).value(QStringLiteral("overall")).toObject();
        QVERIFY(overall.value(QStringLiteral("claims")).toInt() > 0);
        QVERIFY(overall.value(QStringLiteral("unsupportedClaimRate")).isDouble());
        QCOMPARE(overall.value(QStringLiteral("forbiddenMentions")).toInt(-1), 0);
        QCOMPARE(overall.value(QStringLiteral("contradictionCases")).toInt(), 1);
        QCOMPARE(overall.value(QStringLiteral("contradictionsNamed")).toInt(), 1);
        QCOMPARE(overall.value(QStringLiteral("handledRight")).toDouble(), 1.0);
        const Output table = run({QStringLiteral("eval"), m_data + QStringLiteral("/trust/trust.jsonl"),
                                  QStringLiteral("--corpora"), m_data + QStringLiteral("/trust/corpora")});
        QVERIFY2(table.out.contains(QStringLiteral("Answer check: ")), qPrintable(table.out));
    }

    void compareWithAnEarlierRun()
    {
        const Output first = eval({QStringLiteral("--json")});
        QCOMPARE(first.code, 0);
        // An earlier run in which t-01 was refused and t-03 (unanswerable) answered.
        QJsonObject old = json(first);
        QJsonArray questions = old.value(QStringLiteral("questions")).toArray();
        for (int i = 0; i < questions.size(); ++i) {
            QJsonObject q = questions.at(i).toObject();
            const QString id = q.value(QStringLiteral("id")).toString();
            if (id == QStringLiteral("t-01")) {
                q.insert(QStringLiteral("outcome"), QStringLiteral("refused"));
                q.insert(QStringLiteral("handledRight"), false);
                q.insert(QStringLiteral("factCoverage"), 0.0);
            } else if (id == QStringLiteral("t-03")) {
                q.insert(QStringLiteral("outcome"), QStringLiteral("answered"));
                q.insert(QStringLiteral("handledRight"), false);
            }
            questions.replace(i, q);
        }
        old.insert(QStringLiteral("questions"), questions);
        const QString oldFile = writeFile(QStringLiteral("old.json"), QJsonDocument(old).toJson());

        const Output o = eval({QStringLiteral("--compare"), oldFile});
        QVERIFY2(o.code == 0, qPrintable(o.err));
        QVERIFY2(o.out.contains(QStringLiteral("Compared with the earlier run: 2 question(s) better, 0 worse, 3 "
                                               "unchanged.")),
                 qPrintable(o.out));
        QVERIFY(o.out.contains(
            QStringLiteral("better   t-01 (direct): + now answered (was refused); + key facts 0/1 → 1/1")));
        QVERIFY(
            o.out.contains(QStringLiteral("better   t-03 (unanswerable): + unanswerable: now refused (was answered)")));

        const Output j = eval({QStringLiteral("--compare"), oldFile, QStringLiteral("--json")});
        QCOMPARE(json(j).value(QStringLiteral("comparison")).toObject().value(QStringLiteral("better")).toInt(), 2);

        const Output same =
            eval({QStringLiteral("--compare"), writeFile(QStringLiteral("same.json"), first.out.toUtf8())});
        QVERIFY(same.out.contains(QStringLiteral("0 question(s) better, 0 worse, 5 unchanged")));
    }

    void filesGoneFromTheFolderLeaveTheKnowledgeBase()
    {
        // A corpus folder of our own, in a cache folder of our own (--cache).
        const QString corpora = m_home.filePath(QStringLiteral("corpora"));
        const QString folder = corpora + QStringLiteral("/nordlicht");
        for (const QString& f : {QStringLiteral("it-security.md"), QStringLiteral("SOURCE.md")}) {
            QDir().mkpath(folder);
            QVERIFY(QFile::copy(m_corpora + QStringLiteral("/nordlicht/") + f, folder + QLatin1Char('/') + f));
        }
        QDir().mkpath(folder + QStringLiteral("/Leave Policies"));
        QVERIFY(QFile::copy(m_corpora + QStringLiteral("/nordlicht/Leave Policies/annual leave.md"),
                            folder + QStringLiteral("/Leave Policies/annual leave.md")));
        const QString set = writeFile(
            QStringLiteral("one.jsonl"),
            R"({"id": "x", "corpus": "nordlicht", "question": "How soon must I report a stolen laptop?", "kind": "direct", "expected_sources": ["it-security.md"], "must_mention": ["1 hour"]})");
        const QString cache = m_home.filePath(QStringLiteral("my-cache"));
        const QStringList args{QStringLiteral("eval"),    set,   QStringLiteral("--corpora"), corpora,
                               QStringLiteral("--cache"), cache, QStringLiteral("--json")};
        const Output first = run(args);
        QVERIFY2(first.code == 0, qPrintable(first.err));
        QVERIFY(QFileInfo::exists(cache + QStringLiteral("/nordlicht.sqlite")));
        QVERIFY(QFile::remove(folder + QStringLiteral("/Leave Policies/annual leave.md")));
        const Output second = run(args);
        QVERIFY2(second.code == 0, qPrintable(second.err));
        const QJsonObject corpus = json(second).value(QStringLiteral("corpora")).toArray().first().toObject();
        QCOMPARE(corpus.value(QStringLiteral("files")).toInt(), 1);
        QCOMPARE(corpus.value(QStringLiteral("removed")).toInt(), 1);
        QCOMPARE(corpus.value(QStringLiteral("unchanged")).toInt(), 1);
    }

    void oneKnowledgeBase()
    {
        const QString db = m_home.filePath(QStringLiteral("kb/one.sqlite"));
        const Output ingest =
            run({QStringLiteral("--db"), db, QStringLiteral("ingest"), m_corpora + QStringLiteral("/nordlicht")});
        QVERIFY2(ingest.code == 0, qPrintable(ingest.err));
        const QString set = writeFile(
            QStringLiteral("db.jsonl"),
            R"({"id": "a", "corpus": "any", "question": "How many days of annual leave do full-time employees get per year?", "kind": "direct", "expected_sources": ["Leave Policies/annual leave.md"], "must_mention": ["30 working days"]}
{"id": "b", "corpus": "any", "question": "Is there a company pension scheme?", "kind": "unanswerable"})");
        const Output o = run({QStringLiteral("eval"), set, QStringLiteral("--db"), db, QStringLiteral("--json")});
        QVERIFY2(o.code == 0, qPrintable(o.err));
        const QJsonObject report = json(o);
        QCOMPARE(report.value(QStringLiteral("source")).toString(), QFileInfo(db).absoluteFilePath());
        const QJsonObject a = question(report, QStringLiteral("a"));
        // Without a corpus folder, sources are matched by the end of their path.
        QCOMPARE(a.value(QStringLiteral("round1Recall")).toDouble(), 1.0);
        QCOMPARE(question(report, QStringLiteral("b")).value(QStringLiteral("handledRight")).toBool(), true);
    }

    void mistakes_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("code");
        QTest::addColumn<QString>("message");
        const QString set = QStringLiteral(LOTSE_TEST_DATA "/eval/set.jsonl");
        const QString corpora = QStringLiteral(LOTSE_TEST_DATA "/eval/corpora");
        QTest::newRow("no set") << QStringList{QStringLiteral("eval")} << 1 << "eval takes one evaluation set";
        QTest::newRow("neither corpora nor db")
            << QStringList{QStringLiteral("eval"), set} << 1 << "eval needs either --corpora DIR";
        QTest::newRow("both") << QStringList{QStringLiteral("eval"),      set,
                                             QStringLiteral("--corpora"), corpora,
                                             QStringLiteral("--db"),      QStringLiteral("x.sqlite")}
                              << 1 << "eval needs either --corpora DIR";
        QTest::newRow("corpora not a folder")
            << QStringList{QStringLiteral("eval"), set, QStringLiteral("--corpora"), set} << 1 << "is not a folder";
        QTest::newRow("missing set") << QStringList{QStringLiteral("eval"), QStringLiteral("/no/such.jsonl"),
                                                    QStringLiteral("--corpora"), corpora}
                                     << 1 << "does not exist";
        QTest::newRow("missing corpus folder")
            << QStringList{QStringLiteral("eval"), set, QStringLiteral("--corpora"), QStringLiteral(LOTSE_TEST_DATA)}
            << 1 << "corpus folders that do not exist";
        QTest::newRow("missing knowledge base")
            << QStringList{QStringLiteral("eval"), set, QStringLiteral("--db"), QStringLiteral("/no/such.sqlite")} << 1
            << "There is no knowledge base at";
        QTest::newRow("bad compare file")
            << QStringList{QStringLiteral("eval"),      set, QStringLiteral("--corpora"), corpora,
                           QStringLiteral("--compare"), set}
            << 1 << "is not a JSON evaluation report";
    }
    void mistakes()
    {
        QFETCH(QStringList, args);
        QFETCH(int, code);
        QFETCH(QString, message);
        lotse::test::verifyMistake(run(args), code, message);
    }

    void brokenSetLinesAreListed()
    {
        const QString set = writeFile(
            QStringLiteral("broken.jsonl"),
            R"({"id": "a", "corpus": "nordlicht", "question": "Q?", "kind": "direct", "expected_sources": ["it-security.md"]}
{"id": "b", "corpus": "nordlicht", "kind": "direct", "expected_sources": ["it-security.md"]}
not json
{"id": "a", "corpus": "nordlicht", "question": "Q?", "kind": "direct", "expected_sources": ["it-security.md"]})");
        const Output o = run({QStringLiteral("eval"), set, QStringLiteral("--corpora"), m_corpora});
        QCOMPARE(o.code, 1);
        QVERIFY2(o.err.contains(QStringLiteral("broken.jsonl:2: b: “question” is missing")), qPrintable(o.err));
        QVERIFY(o.err.contains(QStringLiteral("broken.jsonl:3: not valid JSON")));
        QVERIFY(o.err.contains(QStringLiteral("broken.jsonl:4: id “a” is used on line 1 already")));
        QVERIFY(o.err.contains(QStringLiteral("3 broken line")));
        QVERIFY(o.out.isEmpty());
    }

    void helpMentionsEval()
    {
        const Output h = run({QStringLiteral("--help")});
        for (const char* word : {"eval SET.jsonl", "--corpora", "--compare", "--cache", "traces list", "--no-trace"})
            QVERIFY2(h.out.contains(QLatin1String(word)), word);
    }
};

QTEST_GUILESS_MAIN(TestCliEval)
#include "tst_cli_eval.moc"
