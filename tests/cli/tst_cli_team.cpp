// SPDX-License-Identifier: GPL-3.0-or-later
// `lotse-cli team` as an administrator and a reader use it, against a throwaway PostgreSQL: init prints
// its SQL and is safe to run twice, grant gives an existing login a role and groups, status tells each
// user what they see; wrong use and a missing or wrong password say what to do, and the password is
// never printed.
#include "FakeOpenAiServer.h"
#include "PgServer.h"
#include "TestSupport.h"
#include "store/Database.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using Output = lotse::test::CliOutput;

namespace {

const QString readerPassword = QStringLiteral("Reader-Pw-271828");

} // namespace

class TestCliTeam final : public QObject
{
    Q_OBJECT

    QTemporaryDir m_home;
    lotse::test::PgServer m_server;

    Output asAdmin(const QStringList& args)
    {
        return lotse::test::runCli(m_home.path(), args,
                                   {{QStringLiteral("LOTSE_DB_PASSWORD"), m_server.superuserPassword()}});
    }
    QString adminUrl() const { return m_server.url(lotse::test::PgServer::superuser()); }
    Output ask(const QString& user, const QString& question)
    {
        return lotse::test::runCli(
            m_home.path(),
            {QStringLiteral("ask"), QStringLiteral("--json"), QStringLiteral("--db"), m_server.url(user), question},
            {{QStringLiteral("LOTSE_DB_PASSWORD"), readerPassword}});
    }
    static QStringList cited(const Output& o)
    {
        QStringList out;
        const QJsonObject doc = QJsonDocument::fromJson(o.out.toUtf8()).object();
        for (const QJsonValue& c : doc.value(QStringLiteral("citations")).toArray())
            out.append(QFileInfo(c.toObject().value(QStringLiteral("source")).toString()).fileName());
        return out;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_home.isValid());
        // Skipped only where the machine lacks PostgreSQL or Qt's driver (scripts/test.sh installs both);
        // a server that does not start is a failure.
        if (const QString why = lotse::test::PgServer::unavailable(); !why.isEmpty())
            QSKIP(qPrintable(why));
        if (const QString why = m_server.start(); !why.isEmpty())
            QFAIL(qPrintable(QStringLiteral("the throwaway PostgreSQL did not start: ") + why));
        QCOMPARE(m_server.exec(QStringLiteral("CREATE ROLE carla LOGIN PASSWORD '%1'").arg(readerPassword),
                               QStringLiteral("postgres")),
                 QString());
        QCOMPARE(m_server.exec(QStringLiteral("SELECT 1")), QString()); // the database "lotse"
    }

    void initPrintsItsSqlAndIsSafeTwice()
    {
        const Output first = asAdmin({QStringLiteral("team"), QStringLiteral("init"), adminUrl()});
        QVERIFY2(first.code == 0, qPrintable(first.err));
        QVERIFY(first.out.contains(QStringLiteral("CREATE TABLE lotse.documents")));
        QVERIFY(first.out.contains(QStringLiteral("ENABLE ROW LEVEL SECURITY")));
        QVERIFY(first.out.contains(QStringLiteral("team grant USER --role reader")));
        QVERIFY(!first.out.contains(m_server.superuserPassword()));
        const Output again = asAdmin({QStringLiteral("team"), QStringLiteral("init"), adminUrl()});
        QVERIFY2(again.code == 0, qPrintable(again.err));
        QVERIFY(!again.out.contains(QStringLiteral("CREATE TABLE")));
    }

    void grantAndStatus()
    {
        const Output granted = asAdmin({QStringLiteral("team"), QStringLiteral("grant"), QStringLiteral("carla"),
                                        QStringLiteral("--role"), QStringLiteral("reader"), QStringLiteral("--groups"),
                                        QStringLiteral("HR, all-staff"), QStringLiteral("--db"), adminUrl()});
        QVERIFY2(granted.code == 0, qPrintable(granted.err));
        QVERIFY2(granted.out.contains(QStringLiteral("carla is now a reader with the groups hr, all-staff")),
                 qPrintable(granted.out));
        const Output carla = lotse::test::runCli(
            m_home.path(), {QStringLiteral("team"), QStringLiteral("status"), m_server.url(QStringLiteral("carla"))},
            {{QStringLiteral("LOTSE_DB_PASSWORD"), readerPassword}});
        QVERIFY2(carla.code == 0, qPrintable(carla.err));
        QVERIFY2(carla.out.contains(QStringLiteral("Connected as: carla (reader), groups: hr, all-staff")),
                 qPrintable(carla.out));
        QVERIFY(carla.out.contains(QStringLiteral("Visible to you: 0 documents")));
        const Output admin = asAdmin({QStringLiteral("team"), QStringLiteral("status"), adminUrl()});
        QVERIFY2(admin.out.contains(QStringLiteral("carla")), qPrintable(admin.out)); // the team, for the admin
        QVERIFY2(admin.out.contains(QStringLiteral("Connected as: postgres (administrator)")), qPrintable(admin.out));
    }

    void aManagerIngestsWithGroupsAndReadersSeeTheirs()
    {
        QCOMPARE(m_server.exec(QStringLiteral("CREATE ROLE emil LOGIN PASSWORD '%1'").arg(readerPassword),
                               QStringLiteral("postgres")),
                 QString());
        QVERIFY(asAdmin({QStringLiteral("team"), QStringLiteral("grant"), QStringLiteral("emil"),
                         QStringLiteral("--role"), QStringLiteral("reader"), QStringLiteral("--groups"),
                         QStringLiteral("all-staff"), QStringLiteral("--db"), adminUrl()})
                    .code
                == 0);
        const QString handbook =
            lotse::test::sampleHandbook(m_home.filePath(QStringLiteral("handbook")), QStringLiteral("en"));
        const Output all = asAdmin({QStringLiteral("ingest"), handbook, QStringLiteral("--groups"),
                                    QStringLiteral("all-staff"), QStringLiteral("--db"), adminUrl()});
        QVERIFY2(all.code == 0, qPrintable(all.err));
        QVERIFY2(all.out.contains(QStringLiteral(
                     "Added 8, updated 0, unchanged 0, removed 0, failed 0. Readable by the groups all-staff.")),
                 qPrintable(all.out));
        QDir().mkpath(m_home.filePath(QStringLiteral("hr")));
        QFile salaries(m_home.filePath(QStringLiteral("hr/salaries.md")));
        QVERIFY(salaries.open(QIODevice::WriteOnly));
        salaries.write("# Salary bands\n\nEngineers earn between 60,000 and 90,000 EUR a year, by experience.\n");
        salaries.close();
        const Output hr = asAdmin({QStringLiteral("ingest"), salaries.fileName(), QStringLiteral("--groups"),
                                   QStringLiteral("hr"), QStringLiteral("--db"), adminUrl()});
        QVERIFY2(hr.code == 0, qPrintable(hr.err));
        // Again: nothing changed, nothing written.
        const Output again = asAdmin({QStringLiteral("ingest"), handbook, QStringLiteral("--groups"),
                                      QStringLiteral("all-staff"), QStringLiteral("--db"), adminUrl()});
        QVERIFY2(again.out.contains(QStringLiteral("Added 0, updated 0, unchanged 8")), qPrintable(again.out));

        const auto statusOf = [&](const QString& user) {
            return lotse::test::runCli(m_home.path(),
                                       {QStringLiteral("team"), QStringLiteral("status"), m_server.url(user)},
                                       {{QStringLiteral("LOTSE_DB_PASSWORD"), readerPassword}});
        };
        QVERIFY2(statusOf(QStringLiteral("carla")).out.contains(QStringLiteral("Visible to you: 9 documents")),
                 qPrintable(statusOf(QStringLiteral("carla")).out)); // hr and all-staff
        QVERIFY2(statusOf(QStringLiteral("emil")).out.contains(QStringLiteral("Visible to you: 8 documents")),
                 qPrintable(statusOf(QStringLiteral("emil")).out)); // all-staff only

        // A manager who is not the server's administrator ingests too (row-level security applies to her).
        QCOMPARE(m_server.exec(QStringLiteral("CREATE ROLE dora LOGIN PASSWORD '%1'").arg(readerPassword),
                               QStringLiteral("postgres")),
                 QString());
        QVERIFY(asAdmin({QStringLiteral("team"), QStringLiteral("grant"), QStringLiteral("dora"),
                         QStringLiteral("--role"), QStringLiteral("manager"), QStringLiteral("--groups"),
                         QStringLiteral("all-staff"), QStringLiteral("--db"), adminUrl()})
                    .code
                == 0);
        QFile benefits(m_home.filePath(QStringLiteral("hr/benefits.md")));
        QVERIFY(benefits.open(QIODevice::WriteOnly));
        benefits.write("# Bicycle leasing\n\nEvery employee may lease one bicycle through the company, paid from "
                       "the gross salary.\n");
        benefits.close();
        const Output byManager = lotse::test::runCli(m_home.path(),
                                                     {QStringLiteral("ingest"), benefits.fileName(),
                                                      QStringLiteral("--groups"), QStringLiteral("all-staff"),
                                                      QStringLiteral("--db"), m_server.url(QStringLiteral("dora"))},
                                                     {{QStringLiteral("LOTSE_DB_PASSWORD"), readerPassword}});
        QVERIFY2(byManager.code == 0, qPrintable(byManager.err));
        QVERIFY2(statusOf(QStringLiteral("emil")).out.contains(QStringLiteral("Visible to you: 9 documents")),
                 qPrintable(statusOf(QStringLiteral("emil")).out));

        // A reader cannot add documents, and is told whom to ask.
        const Output byReader = lotse::test::runCli(m_home.path(),
                                                    {QStringLiteral("ingest"), salaries.fileName(),
                                                     QStringLiteral("--groups"), QStringLiteral("all-staff"),
                                                     QStringLiteral("--db"), m_server.url(QStringLiteral("emil"))},
                                                    {{QStringLiteral("LOTSE_DB_PASSWORD"), readerPassword}});
        lotse::test::verifyMistake(
            byReader, 1, QStringLiteral("Only a manager of this team knowledge base adds and removes documents"));
    }

    void readersAskTheirOwnCopy()
    {
        // Emil (all-staff) never gets the HR-only salary bands, in the answer, its citations or its copy.
        const QString question = QStringLiteral("How much do engineers earn per year?");
        const Output emil = ask(QStringLiteral("emil"), question);
        QVERIFY2(emil.code == 0, qPrintable(emil.err));
        QVERIFY2(!emil.out.contains(QStringLiteral("60,000")), qPrintable(emil.out));
        QVERIFY(!cited(emil).contains(QStringLiteral("salaries.md")));
        // Carla (hr) does.
        const Output carla = ask(QStringLiteral("carla"), question);
        QVERIFY2(carla.code == 0, qPrintable(carla.err));
        QVERIFY2(cited(carla).contains(QStringLiteral("salaries.md")), qPrintable(carla.out));
        QVERIFY(carla.out.contains(QStringLiteral("60,000")));
        // And both get the handbook everyone may read.
        const Output leave = ask(QStringLiteral("emil"), QStringLiteral("How many vacation days do I get per year?"));
        QVERIFY2(cited(leave).contains(QStringLiteral("01-annual-leave.md")), qPrintable(leave.out + leave.err));
        QVERIFY(!leave.err.contains(QStringLiteral("new,"))); // --json: no sync summary
        // `team sync` says what the copy holds; nothing changed since the last ask.
        const Output sync = lotse::test::runCli(
            m_home.path(), {QStringLiteral("team"), QStringLiteral("sync"), m_server.url(QStringLiteral("emil"))},
            {{QStringLiteral("LOTSE_DB_PASSWORD"), readerPassword}});
        QVERIFY2(sync.code == 0, qPrintable(sync.err));
        QVERIFY2(sync.out.contains(QStringLiteral("0 new, 0 changed, 0 removed, 9 unchanged documents")),
                 qPrintable(sync.out));
        // The team's policy decides whether questions reach the server: a reader cannot set it, a manager can.
        const Output byReader =
            lotse::test::runCli(m_home.path(),
                                {QStringLiteral("team"), QStringLiteral("trace-policy"), QStringLiteral("full"),
                                 QStringLiteral("--db"), m_server.url(QStringLiteral("emil"))},
                                {{QStringLiteral("LOTSE_DB_PASSWORD"), readerPassword}});
        lotse::test::verifyMistake(byReader, 1, QStringLiteral("Only a manager"));
        const Output set = asAdmin({QStringLiteral("team"), QStringLiteral("trace-policy"), QStringLiteral("full"),
                                    QStringLiteral("--db"), adminUrl()});
        QVERIFY2(set.code == 0 && set.out.contains(QStringLiteral(": full")), qPrintable(set.out + set.err));
        QVERIFY(asAdmin({QStringLiteral("team"), QStringLiteral("status"), adminUrl()})
                    .out.contains(QStringLiteral("Members' questions stored here: full")));
        ask(QStringLiteral("emil"), QStringLiteral("Is there a parking space for bicycles?"));
        QCOMPARE(m_server.value(QStringLiteral("SELECT count(*) FROM lotse.traces WHERE owner = 'emil' AND question "
                                               "LIKE '%bicycles%'")),
                 QStringLiteral("0")); // sent at the next sync: the ask's own sync ran before it
        ask(QStringLiteral("emil"), QStringLiteral("How many vacation days do I get per year?"));
        QCOMPARE(m_server.value(QStringLiteral("SELECT count(*) FROM lotse.traces WHERE owner = 'emil' AND question "
                                               "LIKE '%bicycles%'")),
                 QStringLiteral("1"));
        // The manager's side: the team's questions with who asked, by group; how long they are kept.
        const Output byGroup = asAdmin({QStringLiteral("traces"), QStringLiteral("list"), QStringLiteral("--group"),
                                        QStringLiteral("all-staff"), QStringLiteral("--db"), adminUrl()});
        QVERIFY2(byGroup.code == 0 && byGroup.out.contains(QStringLiteral("[emil] Is there a parking space")),
                 qPrintable(byGroup.out + byGroup.err));
        const Output noneInHr =
            asAdmin({QStringLiteral("traces"), QStringLiteral("list"), QStringLiteral("--group"), QStringLiteral("hr"),
                     QStringLiteral("--json"), QStringLiteral("--db"), adminUrl()});
        QVERIFY2(noneInHr.code == 0 && !noneInHr.out.contains(QStringLiteral("emil")), qPrintable(noneInHr.out));
        const Output json = asAdmin({QStringLiteral("traces"), QStringLiteral("list"), QStringLiteral("--json"),
                                     QStringLiteral("--db"), adminUrl()});
        QVERIFY2(json.out.contains(QStringLiteral("\"askedBy\": \"emil\"")), qPrintable(json.out));
        const Output keep =
            lotse::test::runCli(m_home.path(),
                                {QStringLiteral("team"), QStringLiteral("trace-retention"), QStringLiteral("30"),
                                 QStringLiteral("--db"), m_server.url(QStringLiteral("emil"))},
                                {{QStringLiteral("LOTSE_DB_PASSWORD"), readerPassword}});
        lotse::test::verifyMistake(keep, 1, QStringLiteral("Only a manager"));
        const Output kept = asAdmin({QStringLiteral("team"), QStringLiteral("trace-retention"), QStringLiteral("30"),
                                     QStringLiteral("--db"), adminUrl()});
        QVERIFY2(kept.code == 0 && kept.out.contains(QStringLiteral("kept for 30 days")), qPrintable(kept.out));
        QVERIFY(asAdmin({QStringLiteral("team"), QStringLiteral("status"), adminUrl()})
                    .out.contains(QStringLiteral("Kept: 30 days")));
        lotse::test::verifyMistake(asAdmin({QStringLiteral("team"), QStringLiteral("trace-retention"),
                                            QStringLiteral("soon"), QStringLiteral("--db"), adminUrl()}),
                                   1, QStringLiteral("number of days"));
        QVERIFY(asAdmin({QStringLiteral("team"), QStringLiteral("trace-policy"), QStringLiteral("off"),
                         QStringLiteral("--db"), adminUrl()})
                    .code
                == 0);

        // A manager removes the HR document: Carla's next question no longer finds it; a reader cannot remove.
        const QString salaries = m_home.filePath(QStringLiteral("hr/salaries.md"));
        const Output notByReader = lotse::test::runCli(
            m_home.path(),
            {QStringLiteral("remove"), salaries, QStringLiteral("--db"), m_server.url(QStringLiteral("emil"))},
            {{QStringLiteral("LOTSE_DB_PASSWORD"), readerPassword}});
        lotse::test::verifyMistake(notByReader, 1, QStringLiteral("Only a manager"));
        const Output removed = asAdmin({QStringLiteral("remove"), salaries, QStringLiteral("--db"), adminUrl()});
        QVERIFY2(removed.code == 0 && removed.out.contains(QStringLiteral("Removed 1 document")),
                 qPrintable(removed.out + removed.err));
        const Output gone = ask(QStringLiteral("carla"), question);
        QVERIFY2(!cited(gone).contains(QStringLiteral("salaries.md")), qPrintable(gone.out));
        const Output again = asAdmin({QStringLiteral("remove"), salaries, QStringLiteral("--db"), adminUrl()});
        lotse::test::verifyMistake(again, 2, QStringLiteral("not in the team knowledge base"));

        // The documents they may read, from their copy.
        const Output docs = lotse::test::runCli(
            m_home.path(), {QStringLiteral("docs"), QStringLiteral("--db"), m_server.url(QStringLiteral("emil"))},
            {{QStringLiteral("LOTSE_DB_PASSWORD"), readerPassword}});
        QVERIFY2(docs.code == 0 && docs.out.contains(QStringLiteral("01-annual-leave.md"))
                     && !docs.out.contains(QStringLiteral("salaries")),
                 qPrintable(docs.out + docs.err));

        // Their own questions, in their own copy's traces.
        const Output traces = lotse::test::runCli(m_home.path(),
                                                  {QStringLiteral("traces"), QStringLiteral("list"),
                                                   QStringLiteral("--db"), m_server.url(QStringLiteral("emil"))},
                                                  {{QStringLiteral("LOTSE_DB_PASSWORD"), readerPassword}});
        QVERIFY2(traces.code == 0, qPrintable(traces.err));
        QVERIFY2(traces.out.contains(QStringLiteral("vacation days")), qPrintable(traces.out));
        QVERIFY(!traces.out.contains(QStringLiteral("60,000")));
    }

    // kill -9 in the middle of a manager's ingest: every document on the server is whole (each file is
    // one transaction, which the server rolls back when the client vanishes), and running the same
    // command again finishes the job without writing twice what was already stored.
    void aKilledIngestLeavesNoHalfDocumentAndResumes()
    {
        const QString corpus = QStringLiteral(LOTSE_SHARED_DIR "/corpora/18f-handbook");
        if (!QFileInfo(corpus).isDir())
            QSKIP("the shared corpora are not next to this checkout (LOTSE_SHARED_DIR)");
        const QStringList args{QStringLiteral("ingest"),   corpus,
                               QStringLiteral("--groups"), QStringLiteral("all-staff"),
                               QStringLiteral("--db"),     adminUrl()};
        const QHash<QString, QString> env{{QStringLiteral("LOTSE_DB_PASSWORD"), m_server.superuserPassword()}};
        auto p = lotse::test::startCli(m_home.path(), args, env);
        QByteArray out;
        QVERIFY(QTest::qWaitFor(
            [&] {
                out += p->readAllStandardOutput();
                return out.count("added ") >= 30 || p->state() == QProcess::NotRunning;
            },
            60000));
        QVERIFY2(p->state() == QProcess::Running, "the ingest ended before it could be killed");
        p->kill();
        QVERIFY(p->waitForFinished());
        // Whole documents only: each has passages 0..n-1, none missing.
        const QString holes = QStringLiteral(
            "SELECT count(*) FROM lotse.documents d CROSS JOIN LATERAL (SELECT count(*) AS n, coalesce(max(ordinal) + "
            "1, 0) AS m FROM lotse.chunks c WHERE c.document_id = d.id) x WHERE d.path LIKE '%18f-handbook%' AND "
            "d.status = 'ready' AND (x.n = 0 OR x.n <> x.m)");
        QCOMPARE(m_server.value(holes), QStringLiteral("0"));
        const int before = m_server
                               .value(QStringLiteral("SELECT count(*) FROM lotse.documents WHERE path LIKE "
                                                     "'%18f-handbook%'"))
                               .toInt();
        QVERIFY(before >= 30);
        // The rest waits in the manager's queue on the server: listed, and finished by `sync`.
        const Output waiting = asAdmin({QStringLiteral("folders"), QStringLiteral("--db"), adminUrl()});
        QVERIFY2(waiting.out.contains(QStringLiteral("from an interrupted run of yours are still to add")),
                 qPrintable(waiting.out));
        const Output finished = asAdmin({QStringLiteral("sync"), QStringLiteral("--db"), adminUrl()});
        QVERIFY2(finished.code == 0 && finished.out.contains(QStringLiteral("Added ")), qPrintable(finished.err));
        QCOMPARE(m_server.value(QStringLiteral("SELECT count(*) FROM lotse.ingest_queue")), QStringLiteral("0"));
        const int all = m_server
                            .value(QStringLiteral("SELECT count(*) FROM lotse.documents WHERE path LIKE "
                                                  "'%18f-handbook%'"))
                            .toInt();
        QVERIFY(all > before);
        // Running the same command again writes nothing twice.
        const Output resumed = lotse::test::runCli(m_home.path(), args, env);
        QVERIFY2(resumed.code == 0, qPrintable(resumed.err));
        QVERIFY2(resumed.out.contains(QStringLiteral("Added 0, updated 0, unchanged %1,").arg(all)),
                 qPrintable(resumed.out.right(300)));
        QCOMPARE(m_server.value(holes), QStringLiteral("0"));
        QVERIFY(
            m_server.exec(QStringLiteral("DELETE FROM lotse.documents WHERE path LIKE '%18f-handbook%'")).isEmpty());
    }

    // A manager keeps folders in sync: their files with the folder's groups (an inner folder's own groups
    // win), changed, new and deleted files followed by `sync`, and a folder forgotten with its documents.
    void foldersKeepTheTeamKnowledgeBaseInSync()
    {
        const QString dir = m_home.filePath(QStringLiteral("policies"));
        QVERIFY(QDir().mkpath(dir + QStringLiteral("/benefits")));
        const auto write = [&](const QString& name, const QByteArray& text) {
            QFile f(dir + QLatin1Char('/') + name);
            return f.open(QIODevice::WriteOnly) && f.write(text) == text.size();
        };
        QVERIFY(write(QStringLiteral("travel.md"), "# Travel\n\nTrain tickets are booked through the travel desk.\n"));
        QVERIFY(write(QStringLiteral("phones.md"), "# Phones\n\nA lost phone is reported to IT within a day.\n"));
        QVERIFY(write(QStringLiteral("benefits/gym.md"), "# Gym\n\nThe company pays half of a gym membership.\n"));
        const auto documents = [&](const QString& like) {
            return m_server.value(
                QStringLiteral("SELECT string_agg(regexp_replace(path, '.*/policies/', '') || ':' || "
                               "array_to_string(groups, '+'), ' ' ORDER BY path) FROM lotse.documents WHERE path LIKE "
                               "'%%1%'")
                    .arg(like));
        };

        lotse::test::verifyMistake(
            asAdmin({QStringLiteral("folder"), QStringLiteral("add"), dir, QStringLiteral("--db"), adminUrl()}), 1,
            QStringLiteral("--groups"));
        const Output notByReader =
            lotse::test::runCli(m_home.path(),
                                {QStringLiteral("folder"), QStringLiteral("add"), dir, QStringLiteral("--groups"),
                                 QStringLiteral("hr"), QStringLiteral("--db"), m_server.url(QStringLiteral("emil"))},
                                {{QStringLiteral("LOTSE_DB_PASSWORD"), readerPassword}});
        lotse::test::verifyMistake(notByReader, 1, QStringLiteral("Only a manager"));
        lotse::test::verifyMistake(
            asAdmin({QStringLiteral("folder"), QStringLiteral("add"), dir + QStringLiteral("/nothing-here"),
                     QStringLiteral("--groups"), QStringLiteral("hr"), QStringLiteral("--db"), adminUrl()}),
            1, QStringLiteral("is not a folder"));

        const Output added = asAdmin({QStringLiteral("folder"), QStringLiteral("add"), dir, QStringLiteral("--groups"),
                                      QStringLiteral("hr"), QStringLiteral("--db"), adminUrl()});
        QVERIFY2(added.code == 0 && added.out.contains(QStringLiteral("Added 3, updated 0")), qPrintable(added.out));
        QCOMPARE(documents(QStringLiteral("/policies/")),
                 QStringLiteral("benefits/gym.md:hr phones.md:hr travel.md:hr"));
        // An inner folder with its own groups: its documents are stored again with them.
        const Output inner =
            asAdmin({QStringLiteral("folder"), QStringLiteral("add"), dir + QStringLiteral("/benefits"),
                     QStringLiteral("--groups"), QStringLiteral("all-staff"), QStringLiteral("--db"), adminUrl()});
        QVERIFY2(inner.code == 0 && inner.out.contains(QStringLiteral("updated 1")), qPrintable(inner.out));
        QCOMPARE(documents(QStringLiteral("/policies/")),
                 QStringLiteral("benefits/gym.md:all-staff phones.md:hr travel.md:hr"));
        const Output listed = asAdmin({QStringLiteral("folders"), QStringLiteral("--db"), adminUrl()});
        QVERIFY2(listed.out.contains(QStringLiteral("groups hr  3 ready, 0 failed, synced 2")), qPrintable(listed.out));
        QVERIFY2(listed.out.contains(QStringLiteral("groups all-staff  1 ready")), qPrintable(listed.out));

        // Changes on disk: one file changed, one new, one deleted.
        QVERIFY(write(QStringLiteral("travel.md"),
                      "# Travel\n\nTrain tickets are booked through the travel desk, first "
                      "class on trips over four hours.\n"));
        QVERIFY(
            write(QStringLiteral("laptops.md"), "# Laptops\n\nA stolen laptop is reported to the police and IT.\n"));
        QVERIFY(QFile::remove(dir + QStringLiteral("/phones.md")));
        const Output synced = asAdmin({QStringLiteral("sync"), QStringLiteral("--db"), adminUrl()});
        QVERIFY2(synced.code == 0
                     && synced.out.contains(QStringLiteral("Added 1, updated 1, unchanged 1, removed 1, failed 0")),
                 qPrintable(synced.out + synced.err));
        QCOMPARE(documents(QStringLiteral("/policies/")),
                 QStringLiteral("benefits/gym.md:all-staff laptops.md:hr travel.md:hr"));

        // Groups given to ingest for a file of a remembered folder would be lost at its next sync: refused.
        lotse::test::verifyMistake(
            asAdmin({QStringLiteral("ingest"), dir + QStringLiteral("/travel.md"), QStringLiteral("--groups"),
                     QStringLiteral("all-staff"), QStringLiteral("--db"), adminUrl()}),
            1, QStringLiteral("whose documents are readable by the groups hr"));
        // A folder that lists nothing on this machine (an empty mount point) keeps its documents.
        const QString away = m_home.filePath(QStringLiteral("policies-away"));
        QVERIFY(QDir().rename(dir, away));
        QVERIFY(QDir().mkpath(dir));
        const Output empty = asAdmin({QStringLiteral("sync"), QStringLiteral("--db"), adminUrl()});
        QVERIFY2(empty.err.contains(QStringLiteral("the folder is empty on this machine, so its 3 documents stay")),
                 qPrintable(empty.err));
        QVERIFY(QDir(dir).removeRecursively());
        const Output missing = asAdmin({QStringLiteral("sync"), QStringLiteral("--db"), adminUrl()});
        QVERIFY2(missing.err.contains(QStringLiteral("missing on this machine")), qPrintable(missing.err));
        // A missing path given to ingest fails; the documents below it stay.
        const Output gone = asAdmin({QStringLiteral("ingest"), dir, QStringLiteral("--groups"), QStringLiteral("hr"),
                                     QStringLiteral("--db"), adminUrl()});
        QVERIFY2(gone.code != 0 && gone.out.contains(QStringLiteral("removed 0")), qPrintable(gone.out + gone.err));
        QCOMPARE(documents(QStringLiteral("/policies/")),
                 QStringLiteral("benefits/gym.md:all-staff laptops.md:hr travel.md:hr"));
        QVERIFY(QDir().rename(away, dir));

        // The inner folder forgotten: its document goes back to the outer folder's groups; the outer one
        // forgotten: its documents are gone.
        QVERIFY(asAdmin({QStringLiteral("folder"), QStringLiteral("remove"), dir + QStringLiteral("/benefits"),
                         QStringLiteral("--db"), adminUrl()})
                    .code
                == 0);
        QCOMPARE(documents(QStringLiteral("/policies/")),
                 QStringLiteral("benefits/gym.md:hr laptops.md:hr travel.md:hr"));
        const Output forgotten =
            asAdmin({QStringLiteral("folder"), QStringLiteral("remove"), dir, QStringLiteral("--db"), adminUrl()});
        QVERIFY2(forgotten.code == 0 && forgotten.out.contains(QStringLiteral("removed 3")), qPrintable(forgotten.out));
        QCOMPARE(documents(QStringLiteral("/policies/")), QString());
        lotse::test::verifyMistake(
            asAdmin({QStringLiteral("folder"), QStringLiteral("remove"), dir, QStringLiteral("--db"), adminUrl()}), 1,
            QStringLiteral("is not a folder of this team knowledge base"));
        // A file that cannot be read fails, and is read again only on `retry` until it changes.
        QVERIFY(write(QStringLiteral("broken.docx"), "not a zip archive"));
        QVERIFY(asAdmin({QStringLiteral("folder"), QStringLiteral("add"), dir, QStringLiteral("--groups"),
                         QStringLiteral("hr"), QStringLiteral("--db"), adminUrl()})
                    .out.contains(QStringLiteral("failed 1")));
        QVERIFY(asAdmin({QStringLiteral("sync"), QStringLiteral("--db"), adminUrl()})
                    .err.contains(QStringLiteral("retry it to read it again")));
        const Output retried = asAdmin({QStringLiteral("retry"), QStringLiteral("--db"), adminUrl()});
        QVERIFY2(retried.code == 2 && retried.out.contains(QStringLiteral("unchanged 0, removed 0, failed 1")),
                 qPrintable(retried.out + retried.err));
        QVERIFY(!retried.err.contains(QStringLiteral("retry it to read it again"))); // it was read
        QVERIFY(
            asAdmin({QStringLiteral("folder"), QStringLiteral("remove"), dir, QStringLiteral("--db"), adminUrl()}).code
            == 0);
    }

    // With an embedding deployment, a manager's ingest embeds the new passages once, and every member's
    // copy gets the vectors at its next sync.
    void aManagersIngestEmbedsOnceForTheTeam()
    {
        QFile scenarioFile(QStringLiteral(LOTSE_TEST_DATA "/fake-scenarios/handbook.json"));
        QVERIFY(scenarioFile.open(QIODevice::ReadOnly));
        const auto scenario = lotse::fake::Scenario::fromJson(QJsonDocument::fromJson(scenarioFile.readAll()).object());
        lotse::fake::FakeOpenAiServer fake(scenario);
        QVERIFY(fake.listen());
        QFile note(m_home.filePath(QStringLiteral("hr/lunch.md")));
        QVERIFY(note.open(QIODevice::WriteOnly));
        note.write("# Lunch\n\nThe canteen serves lunch from noon to two. Vouchers are handed out on Mondays.\n");
        note.close();
        const Output o = lotse::test::runCli(
            m_home.path(),
            {QStringLiteral("ingest"), note.fileName(), QStringLiteral("--groups"), QStringLiteral("all-staff"),
             QStringLiteral("--db"), adminUrl(), QStringLiteral("--provider"), QStringLiteral("azure"),
             QStringLiteral("--endpoint"), fake.baseUrl().toString(), QStringLiteral("--chat-deployment"),
             QStringLiteral("chat"), QStringLiteral("--embedding-deployment"), QStringLiteral("embed")},
            {{QStringLiteral("LOTSE_DB_PASSWORD"), m_server.superuserPassword()},
             {QStringLiteral("LOTSE_API_KEY"), scenario.apiKey}});
        QVERIFY2(o.code == 0, qPrintable(o.out + o.err));
        QVERIFY2(o.out.contains(QStringLiteral("embedded")), qPrintable(o.out));
        const QString shared = m_server.value(QStringLiteral(
            "SELECT count(*) FROM lotse.embeddings e JOIN lotse.chunks c ON c.sha256 = e.chunk_sha256 JOIN "
            "lotse.documents d ON d.id = c.document_id WHERE d.path LIKE '%lunch.md'"));
        QVERIFY2(shared.toInt() > 0, qPrintable(shared));
        // Emil's copy has them after his next sync.
        const Output sync = lotse::test::runCli(
            m_home.path(), {QStringLiteral("team"), QStringLiteral("sync"), m_server.url(QStringLiteral("emil"))},
            {{QStringLiteral("LOTSE_DB_PASSWORD"), readerPassword}});
        QVERIFY2(sync.code == 0, qPrintable(sync.err));
        const QString copyPath = sync.out.section(QStringLiteral("Local copy: "), 1).trimmed();
        auto copy = lotse::Database::open(copyPath, lotse::Database::Access::Existing);
        QVERIFY2(copy.ok(), qPrintable(copyPath));
        QVERIFY(lotse::test::scalar(*copy.value(), QStringLiteral("SELECT count(*) FROM embeddings")).toInt()
                >= shared.toInt());
    }

    void mistakes_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("password"); // empty: none in the environment
        QTest::addColumn<int>("code");
        QTest::addColumn<QString>("message");
        const QString url = QStringLiteral("postgresql://carla@127.0.0.1:1/lotse?sslmode=disable");
        QTest::newRow("no subcommand") << QStringList{QStringLiteral("team")} << QString() << 1
                                       << QStringLiteral("team takes");
        QTest::newRow("password in the URL") << QStringList{QStringLiteral("team"), QStringLiteral("status"),
                                                            QStringLiteral("postgresql://carla:pw@db/lotse")}
                                             << QString() << 1 << QStringLiteral("config set-db-password");
        QTest::newRow("a file is not a team knowledge base")
            << QStringList{QStringLiteral("team"), QStringLiteral("init"), QStringLiteral("/tmp/kb.sqlite")}
            << QString() << 1 << QStringLiteral("not a PostgreSQL URL");
        QTest::newRow("grant without a role") << QStringList{QStringLiteral("team"), QStringLiteral("grant"),
                                                             QStringLiteral("carla"), QStringLiteral("--db"), url}
                                              << QString() << 1 << QStringLiteral("--role is reader or manager");
        QTest::newRow("grant with a bad group")
            << QStringList{QStringLiteral("team"),   QStringLiteral("grant"),  QStringLiteral("carla"),
                           QStringLiteral("--role"), QStringLiteral("reader"), QStringLiteral("--groups"),
                           QStringLiteral("h r"),    QStringLiteral("--db"),   url}
            << QString() << 1 << QStringLiteral("is not a group name");
        QTest::newRow("ingest without groups")
            << QStringList{QStringLiteral("ingest"), QStringLiteral("--db"), url, QStringLiteral("/tmp")} << QString()
            << 1 << QStringLiteral("Say who may read these documents: --groups");
        QTest::newRow("the demo on a team knowledge base")
            << QStringList{QStringLiteral("demo"), QStringLiteral("--db"), url} << QString() << 1
            << QStringLiteral("works with `ask`, `traces`, `docs`");
        QTest::newRow("a folder without groups") << QStringList{QStringLiteral("folder"), QStringLiteral("add"),
                                                                QStringLiteral("/tmp"), QStringLiteral("--db"), url}
                                                 << QString() << 1 << QStringLiteral("--groups all-staff");
        QTest::newRow("watching a team knowledge base")
            << QStringList{QStringLiteral("sync"), QStringLiteral("--watch"), QStringLiteral("--db"), url} << QString()
            << 1 << QStringLiteral("lotse-cli sync --db URL");
        QTest::newRow("remove without a path") << QStringList{QStringLiteral("remove"), QStringLiteral("--db"), url}
                                               << QString() << 1 << QStringLiteral("remove needs at least one");
        QTest::newRow("ask with no server and no copy")
            << QStringList{QStringLiteral("ask"), QStringLiteral("--db"), url,
                           QStringLiteral("How many vacation days?")}
            << readerPassword << 3 << QStringLiteral("Cannot reach the database server 127.0.0.1:1");
        QTest::newRow("no server") << QStringList{QStringLiteral("team"), QStringLiteral("status"), url}
                                   << readerPassword << 3
                                   << QStringLiteral("Cannot reach the database server 127.0.0.1:1");
    }
    void mistakes()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, password);
        QFETCH(int, code);
        QFETCH(QString, message);
        const Output out = lotse::test::runCli(
            m_home.path(), args, {{QStringLiteral("LOTSE_DB_PASSWORD"), password.isEmpty() ? QString() : password}});
        lotse::test::verifyMistake(out, code, message);
        QVERIFY(password.isEmpty() || !out.err.contains(password));
    }

    void wrongPasswordSaysWhereToStoreTheRightOne()
    {
        const Output out = lotse::test::runCli(
            m_home.path(), {QStringLiteral("team"), QStringLiteral("status"), m_server.url(QStringLiteral("carla"))},
            {{QStringLiteral("LOTSE_DB_PASSWORD"), QStringLiteral("Wrong-Pw-99")}});
        lotse::test::verifyMistake(out, 1, QStringLiteral("lotse-cli config set-db-password"));
        QVERIFY(!out.err.contains(QStringLiteral("Wrong-Pw-99")));
    }

    void aGrantForAMissingLoginSaysHowToCreateIt()
    {
        const Output out = asAdmin({QStringLiteral("team"), QStringLiteral("grant"), QStringLiteral("nobody_here"),
                                    QStringLiteral("--role"), QStringLiteral("manager"), QStringLiteral("--groups"),
                                    QStringLiteral("hr"), QStringLiteral("--db"), adminUrl()});
        lotse::test::verifyMistake(out, 1, QStringLiteral("CREATE ROLE \"nobody_here\" LOGIN"));
    }

    // Last: it stops the server. A copy synced before still answers, and says since when.
    void theCopyAnswersWhileTheServerIsDown()
    {
        // A login the server refuses (here: no longer allowed to log in, as for someone who left) gets no
        // answer from an old copy: only a server that does not answer at all is bridged.
        QCOMPARE(m_server.exec(QStringLiteral("ALTER ROLE emil NOLOGIN"), QStringLiteral("postgres")), QString());
        const Output refused = ask(QStringLiteral("emil"), QStringLiteral("How many vacation days do I get per year?"));
        lotse::test::verifyMistake(refused, 3, QStringLiteral("refused the login “emil”"));
        QVERIFY(!refused.err.contains(QStringLiteral("Answering from the local copy")));
        QVERIFY(cited(refused).isEmpty());
        QCOMPARE(m_server.exec(QStringLiteral("ALTER ROLE emil LOGIN"), QStringLiteral("postgres")), QString());

        m_server.stop();
        const Output o = ask(QStringLiteral("emil"), QStringLiteral("How many vacation days do I get per year?"));
        QVERIFY2(o.code == 0, qPrintable(o.err));
        QVERIFY2(o.err.contains(QStringLiteral("Answering from the local copy synced")), qPrintable(o.err));
        QVERIFY(cited(o).contains(QStringLiteral("01-annual-leave.md")));
        // A member who never synced has nothing to fall back on: the error stands.
        const Output none = ask(QStringLiteral("dora"), QStringLiteral("How many vacation days do I get per year?"));
        lotse::test::verifyMistake(none, 3, QStringLiteral("Cannot reach the database server"));
    }
};

QTEST_GUILESS_MAIN(TestCliTeam)
#include "tst_cli_team.moc"
