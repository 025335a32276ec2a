// SPDX-License-Identifier: GPL-3.0-or-later
// lotse-cli end to end, as a user runs it: a separate process, its exit codes, its output
// and its JSON, on the bundled sample handbook in a throwaway home folder.
#include "TestSupport.h"
#include "common/BuildInfo.h"

#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

class TestCli final : public QObject
{
    Q_OBJECT

    using Output = lotse::test::CliOutput;

    QTemporaryDir m_home;
    QString m_db;
    QString m_handbook;

    Output run(const QStringList& args, const QString& db = {})
    {
        return lotse::test::runCli(m_home.path(), db.isEmpty() ? args : QStringList{QStringLiteral("--db"), db} + args);
    }

    // The JSON of `ask --json` without what differs from run to run (timings, the time asked).
    static QJsonObject withoutTimes(QJsonObject object)
    {
        for (const QString& key : object.keys()) {
            const QJsonValue value = object.value(key);
            if (key.endsWith(QStringLiteral("Ms")) || key == QStringLiteral("askedAt"))
                object.remove(key);
            else if (value.isObject())
                object.insert(key, withoutTimes(value.toObject()));
            else if (value.isArray())
                object.insert(key, withoutTimes(value.toArray()));
        }
        return object;
    }
    static QJsonArray withoutTimes(const QJsonArray& array)
    {
        QJsonArray out;
        for (const QJsonValue& value : array)
            out.append(value.isObject()  ? QJsonValue(withoutTimes(value.toObject()))
                       : value.isArray() ? QJsonValue(withoutTimes(value.toArray()))
                                         : value);
        return out;
    }

    QJsonObject askJson(const QString& question)
    {
        const Output o = run({QStringLiteral("ask"), question, QStringLiteral("--json")}, m_db);
        if (o.code != 0)
            qWarning() << o.err;
        QJsonParseError error{};
        const QJsonDocument doc = QJsonDocument::fromJson(o.out.toUtf8(), &error);
        if (error.error != QJsonParseError::NoError)
            qWarning() << "not JSON:" << error.errorString() << o.out.left(500);
        return doc.object();
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_home.isValid());
        m_db = m_home.filePath(QStringLiteral("kb.sqlite"));
        m_handbook = lotse::test::sampleHandbook(m_home.filePath(QStringLiteral("handbook")), QStringLiteral("en"));
        const Output o = run({QStringLiteral("ingest"), m_handbook}, m_db);
        QVERIFY2(o.code == 0, qPrintable(o.err));
        QVERIFY2(o.out.contains(QStringLiteral("8 added")), qPrintable(o.out));
    }

    void versionAndHelp()
    {
        const Output v = run({QStringLiteral("--version")});
        QCOMPARE(v.code, 0);
        QVERIFY(v.out.startsWith(QStringLiteral("lotse-cli ") + lotse::BuildInfo::version()));
        const Output h = run({QStringLiteral("--help")});
        QCOMPARE(h.code, 0);
        for (const char* word : {"ingest", "docs", "remove", "ask", "--json", "--max-rounds", "--top-k", "--db"})
            QVERIFY2(h.out.contains(QLatin1String(word)), word);
    }

    void offlineWithoutWordListsSaysSo()
    {
        // A broken installation: the answer still comes, with one line on stderr saying what is missing.
        QTemporaryDir data;
        const QHash<QString, QString> env{{QStringLiteral("LOTSE_DATA_DIR"), data.path()}};
        const QStringList ask{QStringLiteral("--db"), m_db, QStringLiteral("ask"),
                              QStringLiteral("How many vacation days do I get per year?"),
                              QStringLiteral("--no-trace")};
        const auto broken = lotse::test::runCli(m_home.path(), ask, env);
        QCOMPARE(broken.code, 0);
        QVERIFY2(broken.err.contains(QStringLiteral("Offline search is missing its word lists (synonyms.txt, ")),
                 qPrintable(broken.err));
        QVERIFY2(broken.err.contains(QStringLiteral("Reinstall Lotse")), qPrintable(broken.err));
        const auto installed = lotse::test::runCli(m_home.path(), ask);
        QCOMPARE(installed.code, 0);
        QVERIFY2(!installed.err.contains(QStringLiteral("word lists")), qPrintable(installed.err));
    }

    void usageErrorsExitWithOne_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        QTest::newRow("no command") << QStringList() << "no command given";
        QTest::newRow("unknown command") << QStringList{QStringLiteral("frobnicate")} << "unknown command";
        QTest::newRow("ask without question") << QStringList{QStringLiteral("ask")} << "ask takes one question";
        QTest::newRow("ingest without path") << QStringList{QStringLiteral("ingest")} << "needs at least one file";
        QTest::newRow("bad rounds") << QStringList{QStringLiteral("ask"), QStringLiteral("q"),
                                                   QStringLiteral("--max-rounds"), QStringLiteral("0")}
                                    << "--max-rounds";
        QTest::newRow("bad top-k") << QStringList{QStringLiteral("ask"), QStringLiteral("q"), QStringLiteral("--top-k"),
                                                  QStringLiteral("many")}
                                   << "--top-k";
        QTest::newRow("unknown option") << QStringList{QStringLiteral("docs"), QStringLiteral("--frobnicate")}
                                        << "frobnicate";
        QTest::newRow("bad demo language")
            << QStringList{QStringLiteral("demo"), QStringLiteral("--lang"), QStringLiteral("fr")} << "--lang";
    }
    void usageErrorsExitWithOne()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        const Output o = run(args, m_db);
        QCOMPARE(o.code, 1);
        QVERIFY2(o.err.contains(message), qPrintable(o.err));
        QVERIFY(o.err.contains(QStringLiteral("--help")));
    }

    void docsListsTheHandbook()
    {
        const Output o = run({QStringLiteral("docs")}, m_db);
        QCOMPARE(o.code, 0);
        QCOMPARE(o.out.count(QStringLiteral("ready ")), 8);
        QVERIFY(o.out.contains(QStringLiteral("“IT Security”")));
    }

    void reingestingIsANoOp()
    {
        const Output o = run({QStringLiteral("ingest"), m_handbook}, m_db);
        QCOMPARE(o.code, 0);
        QVERIFY2(o.out.contains(QStringLiteral("0 added, 0 updated, 8 unchanged")), qPrintable(o.out));
    }

    void directQuestionIsAnsweredInRoundOne()
    {
        const QJsonObject doc = askJson(QStringLiteral("How many vacation days do I get per year?"));
        QCOMPARE(doc.value(QStringLiteral("outcome")).toString(), QStringLiteral("answered"));
        const QJsonArray rounds = doc.value(QStringLiteral("rounds")).toArray();
        QCOMPARE(rounds.size(), 1);
        const QJsonObject round = rounds.first().toObject();
        QVERIFY(!round.value(QStringLiteral("query")).toString().isEmpty());
        QVERIFY(round.value(QStringLiteral("verdict")).toObject().value(QStringLiteral("sufficient")).toBool());
        QVERIFY(!round.value(QStringLiteral("hits")).toArray().isEmpty());
        const QJsonArray citations = doc.value(QStringLiteral("citations")).toArray();
        QVERIFY(!citations.isEmpty());
        const QJsonObject first = citations.first().toObject();
        QCOMPARE(QFileInfo(first.value(QStringLiteral("source")).toString()).fileName(),
                 QStringLiteral("01-annual-leave.md"));
        QVERIFY(first.value(QStringLiteral("chunkId")).toInteger() > 0);
        QVERIFY(first.value(QStringLiteral("heading")).toString().startsWith(QStringLiteral("Annual Leave")));
        const QString answer = doc.value(QStringLiteral("answer")).toString();
        QVERIFY(answer.contains(QStringLiteral("30 working days")));
        QVERIFY(answer.contains(
            QStringLiteral("(lotse://chunk/%1#quote=").arg(first.value(QStringLiteral("chunkId")).toInteger())));
        // The citation was checked: it supports the answer, and its quote says the figure.
        QCOMPARE(first.value(QStringLiteral("supported")).toBool(), true);
        QVERIFY(first.value(QStringLiteral("quote"))
                    .toObject()
                    .value(QStringLiteral("text"))
                    .toString()
                    .contains(QStringLiteral("30 working days")));
        QCOMPARE(doc.value(QStringLiteral("question")).toString(),
                 QStringLiteral("How many vacation days do I get per year?"));
    }

    void misleadingQuestionReachesTheRightPolicyOrRefuses()
    {
        const QJsonObject doc = askJson(QStringLiteral("My laptop was stolen on the train, what now?"));
        const QString outcome = doc.value(QStringLiteral("outcome")).toString();
        if (outcome == QStringLiteral("refused")) {
            // An honest refusal is acceptable, after trying a rewrite and saying what it looked for.
            QVERIFY(doc.value(QStringLiteral("rounds")).toArray().size() >= 2);
            QVERIFY(doc.value(QStringLiteral("answer")).toString().contains(QStringLiteral("I searched for")));
            return;
        }
        QCOMPARE(outcome, QStringLiteral("answered"));
        const QJsonObject first = doc.value(QStringLiteral("citations")).toArray().first().toObject();
        QCOMPARE(QFileInfo(first.value(QStringLiteral("source")).toString()).fileName(),
                 QStringLiteral("04-it-security.md"));
    }

    void uncoveredQuestionIsRefused()
    {
        const QJsonObject doc = askJson(QStringLiteral("Is there a company pension scheme?"));
        QCOMPARE(doc.value(QStringLiteral("outcome")).toString(), QStringLiteral("refused"));
        QVERIFY(doc.value(QStringLiteral("citations")).toArray().isEmpty());
        QVERIFY(doc.value(QStringLiteral("answer")).toString().contains(QStringLiteral("pension")));
        const QJsonArray rounds = doc.value(QStringLiteral("rounds")).toArray();
        QVERIFY(!rounds.isEmpty() && rounds.size() <= 3);
    }

    void maxRoundsIsHonoured()
    {
        const Output o = run({QStringLiteral("ask"), QStringLiteral("Is there a company pension scheme?"),
                              QStringLiteral("--json"), QStringLiteral("--max-rounds"), QStringLiteral("1")},
                             m_db);
        QCOMPARE(o.code, 0);
        const QJsonObject doc = QJsonDocument::fromJson(o.out.toUtf8()).object();
        QCOMPARE(doc.value(QStringLiteral("rounds")).toArray().size(), 1);
        QCOMPARE(doc.value(QStringLiteral("options")).toObject().value(QStringLiteral("maxRounds")).toInt(), 1);
    }

    void textOutputShowsRoundsAndSources()
    {
        const Output o =
            run({QStringLiteral("ask"), QStringLiteral("How many vacation days do I get per year?")}, m_db);
        QCOMPARE(o.code, 0);
        QVERIFY(o.out.contains(QStringLiteral("Round 1  query:")));
        QVERIFY(o.out.contains(QStringLiteral("Verdict: sufficient")));
        QVERIFY(o.out.contains(QStringLiteral("== answered after 1 round")));
        QVERIFY(o.out.contains(QStringLiteral("Sources:")));
    }

    void partialFailureExitsWithTwo()
    {
        lotse::test::TempKnowledgeBase scratch;
        const QString good = scratch.write(QStringLiteral("in/good.md"), "# Good\n\nSome useful text here.\n");
        scratch.write(QStringLiteral("in/binary.md"), QByteArray("\x00\x01\x02 binary", 10));
        scratch.write(QStringLiteral("in/latin1.txt"), "Gr\xc3\xbc\xc3\x9f"
                                                       "e aus K\xc3"); // cut off mid-character
        const QString db = scratch.file(QStringLiteral("other.sqlite"));
        const Output o = run(
            {QStringLiteral("ingest"), scratch.file(QStringLiteral("in")), scratch.file(QStringLiteral("missing.md"))},
            db);
        QCOMPARE(o.code, 2);
        QVERIFY2(o.err.contains(QStringLiteral("binary.md looks like a binary file")), qPrintable(o.err));
        QVERIFY(o.err.contains(QStringLiteral("latin1.txt is not valid UTF-8")));
        QVERIFY(o.err.contains(QStringLiteral("missing.md does not exist")));
        QVERIFY(o.out.contains(QStringLiteral("1 added")));
        const Output docs = run({QStringLiteral("docs")}, db);
        QVERIFY(docs.out.contains(good));
        QVERIFY(docs.out.contains(QStringLiteral("failed  ")));
    }

    void removeTakesDocumentsOut()
    {
        lotse::test::TempKnowledgeBase scratch;
        const QString db = scratch.file(QStringLiteral("rm.sqlite"));
        QCOMPARE(run({QStringLiteral("ingest"), m_handbook}, db).code, 0);
        const QString file = m_handbook + QStringLiteral("/04-it-security.md");
        const Output o = run({QStringLiteral("remove"), file}, db);
        QCOMPARE(o.code, 0);
        QVERIFY(o.out.contains(QStringLiteral("Removed 1 document")));
        const Output docs = run({QStringLiteral("docs")}, db);
        QCOMPARE(docs.out.count(QStringLiteral("ready ")), 7);
        QVERIFY(!docs.out.contains(QStringLiteral("04-it-security.md")));
        const Output again = run({QStringLiteral("remove"), file}, db);
        QCOMPARE(again.code, 2);
        QVERIFY(again.err.contains(QStringLiteral("is not in the knowledge base")));
        QCOMPARE(run({QStringLiteral("remove"), m_handbook}, db).code, 0);
        QVERIFY(run({QStringLiteral("docs")}, db).out.contains(QStringLiteral("empty")));
    }

    void unusableDatabaseIsAClearFailure()
    {
        lotse::test::TempKnowledgeBase scratch;
        const QString notDb = scratch.write(QStringLiteral("notes.txt"), QByteArray(4096, 'x'));
        const Output o = run({QStringLiteral("docs")}, notDb);
        QCOMPARE(o.code, 3);
        QVERIFY2(o.err.contains(QStringLiteral("is not a Lotse knowledge base")), qPrintable(o.err));
        QFile f(notDb);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll(), QByteArray(4096, 'x')); // untouched
        const Output ask = run({QStringLiteral("ask"), QStringLiteral("anything")}, notDb);
        QCOMPARE(ask.code, 3);
    }

    void readingCommandsNeedAKnowledgeBase()
    {
        lotse::test::TempKnowledgeBase scratch;
        const QString missing = scratch.file(QStringLiteral("typo/kb.sqlite"));
        for (const QStringList& args : {QStringList{QStringLiteral("docs")},
                                        QStringList{QStringLiteral("ask"), QStringLiteral("How many vacation days?")},
                                        QStringList{QStringLiteral("remove"), m_handbook}}) {
            const Output o = run(args, missing);
            QCOMPARE(o.code, 3);
            QVERIFY2(o.err.contains(QStringLiteral("there is no knowledge base at")), qPrintable(o.err));
            QVERIFY(!QFileInfo::exists(missing)); // a typo in --db creates nothing
        }
        // An existing but empty knowledge base: nothing to answer from, said as such.
        const QString empty = scratch.file(QStringLiteral("empty.sqlite"));
        QCOMPARE(run({QStringLiteral("docs")}, empty).code, 3);
        QCOMPARE(
            run({QStringLiteral("ingest"), scratch.write(QStringLiteral("x.md"), "# X\n\nText here.\n")}, empty).code,
            0);
        QCOMPARE(run({QStringLiteral("remove"), scratch.file(QStringLiteral("x.md"))}, empty).code, 0);
        const Output ask = run({QStringLiteral("ask"), QStringLiteral("How many vacation days?")}, empty);
        QCOMPARE(ask.code, 3);
        QVERIFY2(ask.err.contains(QStringLiteral("is empty")), qPrintable(ask.err));
    }

    void speaksTheSystemLanguage_data()
    {
        QTest::addColumn<QStringList>("environment"); // NAME=VALUE
        QTest::addColumn<QStringList>("options");
        QTest::addColumn<bool>("german");
        const QStringList germanDesktop{QStringLiteral("LANG=de_DE.UTF-8"), QStringLiteral("LC_ALL="),
                                        QStringLiteral("LANGUAGE=de")};
        QTest::newRow("German desktop") << germanDesktop << QStringList() << true;
        QTest::newRow("German desktop, --language en")
            << germanDesktop << QStringList{QStringLiteral("--language"), QStringLiteral("en")} << false;
        QTest::newRow("C locale, --language de")
            << QStringList{QStringLiteral("LC_ALL=C.UTF-8")} << QStringList{QStringLiteral("--language=de")} << true;
        // As with gettext, LANGUAGE does not count in the C locale: scripts setting LC_ALL=C get English.
        QTest::newRow("C locale ignores LANGUAGE")
            << QStringList{QStringLiteral("LC_ALL=C.UTF-8"), QStringLiteral("LANGUAGE=de")} << QStringList() << false;
    }
    void speaksTheSystemLanguage()
    {
        QFETCH(QStringList, environment);
        QFETCH(QStringList, options);
        QFETCH(bool, german);
        QHash<QString, QString> env;
        for (const QString& assignment : environment)
            env.insert(assignment.section(QLatin1Char('='), 0, 0), assignment.section(QLatin1Char('='), 1));
        const auto cli = [&](const QStringList& args) {
            return lotse::test::runCli(m_home.path(), options + QStringList{QStringLiteral("--db"), m_db} + args, env);
        };

        const Output help = cli({QStringLiteral("--help")});
        QCOMPARE(help.code, 0);
        const QStringList germanHelp{QStringLiteral("Aufruf: "), QStringLiteral("Optionen:"),
                                     QStringLiteral("Befehle:"),
                                     QStringLiteral("Listet die Dokumente in der Wissensbasis mit ihrem Status auf."),
                                     QStringLiteral("ask, traces, eval: JSON ausgeben.")};
        const QStringList englishHelp{QStringLiteral("Usage: "), QStringLiteral("Options:"),
                                      QStringLiteral("Commands:"),
                                      QStringLiteral("List the documents in the knowledge base, with their state."),
                                      QStringLiteral("ask, traces, eval: print JSON.")};
        for (const QString& text : german ? germanHelp : englishHelp)
            QVERIFY2(help.out.contains(text), qPrintable(text + QStringLiteral(" not in:\n") + help.out));
        for (const QString& text : german ? englishHelp : germanHelp)
            QVERIFY2(!help.out.contains(text), qPrintable(text));

        const Output docs = cli({QStringLiteral("docs")});
        QCOMPARE(docs.code, 0);
        if (german) {
            QCOMPARE(docs.out.count(QStringLiteral("bereit ")), 8);
            QVERIFY2(docs.out.contains(QStringLiteral(" Abschnitte ")), qPrintable(docs.out));
            QVERIFY2(docs.out.contains(QStringLiteral("8 Dokumente, 0 fehlerhaft.")), qPrintable(docs.out));
        } else {
            QCOMPARE(docs.out.count(QStringLiteral("ready ")), 8);
            QVERIFY2(docs.out.contains(QStringLiteral("8 document")), qPrintable(docs.out));
        }
        // Usage errors, too.
        const Output unknown = cli({QStringLiteral("frobnicate")});
        QCOMPARE(unknown.code, 1);
        QVERIFY2(unknown.err.contains(german ? QStringLiteral("unbekannter Befehl „frobnicate“")
                                             : QStringLiteral("unknown command “frobnicate”")),
                 qPrintable(unknown.err));

        // Scores follow the language's number format for people ("0,56" in German).
        const Output human = cli({QStringLiteral("ask"), QStringLiteral("How many vacation days do I get per year?"),
                                  QStringLiteral("--no-trace")});
        QCOMPARE(human.code, 0);
        static const QRegularExpression score(QStringLiteral("^  1\\. ([01][.,]\\d\\d)  "),
                                              QRegularExpression::MultilineOption);
        const QRegularExpressionMatch firstHit = score.match(human.out);
        QVERIFY2(firstHit.hasMatch(), qPrintable(human.out));
        QCOMPARE(firstHit.captured(1).at(1), german ? QLatin1Char(',') : QLatin1Char('.'));

        // What machines read stays the same in every language.
        const QStringList ask{QStringLiteral("ask"), QStringLiteral("How many vacation days do I get per year?"),
                              QStringLiteral("--json"), QStringLiteral("--no-trace")};
        const Output english = run(QStringList{QStringLiteral("--db"), m_db} + ask);
        const Output localized = cli(ask);
        QCOMPARE(localized.code, english.code);
        const QJsonObject expected = withoutTimes(QJsonDocument::fromJson(english.out.toUtf8()).object());
        QVERIFY(!expected.isEmpty());
        QCOMPARE(withoutTimes(QJsonDocument::fromJson(localized.out.toUtf8()).object()), expected);
    }

    void demoKeepsToItsOwnKnowledgeBase()
    {
        // Without --db the demo uses demo.sqlite beside the default knowledge base, never the user's own.
        const Output o = run({QStringLiteral("demo"), QStringLiteral("--lang"), QStringLiteral("en")});
        QVERIFY2(o.code == 0, qPrintable(o.err));
        const QString appData = m_home.filePath(QStringLiteral("data/Lotse/lotse"));
        QVERIFY(QFileInfo::exists(appData + QStringLiteral("/demo.sqlite")));
        QVERIFY(!QFileInfo::exists(appData + QStringLiteral("/knowledge.sqlite")));
        QVERIFY(QFileInfo::exists(appData + QStringLiteral("/sample-handbook/en/04-it-security.md")));
    }

    void demoRunsOnTheBundledHandbook_data()
    {
        QTest::addColumn<QString>("language");
        QTest::newRow("en") << "en";
        QTest::newRow("de") << "de";
    }
    void demoRunsOnTheBundledHandbook()
    {
        QFETCH(QString, language);
        lotse::test::TempKnowledgeBase scratch;
        const Output o = run({QStringLiteral("demo"), QStringLiteral("--lang"), language},
                             scratch.file(QStringLiteral("demo.sqlite")));
        QVERIFY2(o.code == 0, qPrintable(o.err));
        QCOMPARE(o.out.count(QStringLiteral("Question: ")), 3);
        QVERIFY(o.out.contains(QStringLiteral("== answered")));
        QVERIFY(o.out.contains(QStringLiteral("== refused")));
        QVERIFY(o.out.contains(QStringLiteral("lotse://chunk/")));
    }
};

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
