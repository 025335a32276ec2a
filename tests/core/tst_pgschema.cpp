// SPDX-License-Identifier: GPL-3.0-or-later
// The team knowledge base's schema on a real, throwaway PostgreSQL: set up once and again, a newer
// schema refused, and access enforced by the database itself: a reader without the `hr` group sees
// no HR passage, no vector of one, no full-text hit in one, and nobody else's traces, whatever SQL its
// client sends. Connection failures say what to do and never show the password.
#include "PgServer.h"
#include "store/pg/PgConnection.h"
#include "store/pg/PgSchema.h"
#include "store/pg/TeamAdmin.h"

#include <QSqlError>
#include <QSqlQuery>
#include <QTest>

using namespace lotse;

namespace {

const QString password = QStringLiteral("Pw-0123456789");

} // namespace

class TestPgSchema final : public QObject
{
    Q_OBJECT

    test::PgServer m_server;

    std::unique_ptr<PgConnection> connect(const QString& user, const QString& pw,
                                          const QString& db = QStringLiteral("lotse"))
    {
        auto c = PgConnection::open(DatabaseUrl::parse(m_server.url(user, db)).value(), pw);
        if (!c)
            qFatal("cannot connect as %s: %s", qPrintable(user), qPrintable(c.error().message));
        return std::move(c).value();
    }
    std::unique_ptr<PgConnection> admin(const QString& db = QStringLiteral("lotse"))
    {
        return connect(test::PgServer::superuser(), m_server.superuserPassword(), db);
    }
    static QStringList column(PgConnection& c, const QString& sql)
    {
        QSqlQuery q(c.db());
        if (!q.exec(sql))
            return {QStringLiteral("ERROR: ") + q.lastError().databaseText()};
        QStringList out;
        while (q.next())
            out.append(q.value(0).toString());
        return out;
    }

    void fill()
    {
        // A manager ingests: one HR-only document, one for all staff, each with a passage and its vector.
        auto mia = connect(QStringLiteral("mia"), password);
        for (const QString& sql : {
                 QStringLiteral("INSERT INTO documents(path, title, language, status, groups) VALUES "
                                "('/hr/salaries.md', 'Salary bands', 'english', 'ready', '{hr}'), "
                                "('/all/holidays.md', 'Holidays', 'english', 'ready', '{all-staff}')"),
                 QStringLiteral(
                     "INSERT INTO chunks(document_id, ordinal, heading_path, text, start_offset, end_offset, "
                     "sha256) SELECT id, 0, title, CASE path WHEN '/hr/salaries.md' THEN 'Salary bands for "
                     "engineers are confidential.' ELSE 'Christmas and New Year are company holidays.' END, "
                     "0, 10, 'sha-' || id FROM documents"),
                 QStringLiteral("INSERT INTO embeddings(chunk_sha256, model, dimensions, vector) SELECT sha256, 'm', "
                                "2, '\\x0102' FROM chunks"),
             }) {
            const Status s = mia->exec(sql);
            QVERIFY2(s.ok(), s.ok() ? "" : qPrintable(s.error().message));
        }
    }

private Q_SLOTS:
    void initTestCase()
    {
        // Skipped only where the machine lacks PostgreSQL or Qt's driver (scripts/test.sh installs both);
        // a server that does not start is a failure.
        if (const QString why = lotse::test::PgServer::unavailable(); !why.isEmpty())
            QSKIP(qPrintable(why));
        if (const QString why = m_server.start(); !why.isEmpty())
            QFAIL(qPrintable(QStringLiteral("the throwaway PostgreSQL did not start: ") + why));
        for (const char* user : {"anna", "ben", "mia"})
            QCOMPARE(
                m_server.exec(QStringLiteral("CREATE ROLE %1 LOGIN PASSWORD '%2'").arg(QLatin1String(user), password),
                              QStringLiteral("postgres")),
                QString());
        QCOMPARE(m_server.exec(QStringLiteral("SELECT 1")), QString()); // creates the database
        QStringList ran;
        auto c = admin();
        const Status applied = PgSchema::apply(*c, [&](const QString& sql) { ran.append(sql); });
        QVERIFY2(applied.ok(), applied.ok() ? "" : qPrintable(applied.error().message));
        QVERIFY(ran.size() > 20);
        QCOMPARE(PgSchema::version(*c).value(), PgSchema::currentVersion);
        QVERIFY(TeamAdmin::grant(*c, QStringLiteral("anna"), TeamAdmin::Role::Reader,
                                 {QStringLiteral("hr"), QStringLiteral("all-staff")})
                    .ok());
        QVERIFY(
            TeamAdmin::grant(*c, QStringLiteral("ben"), TeamAdmin::Role::Reader, {QStringLiteral("all-staff")}).ok());
        QVERIFY(
            TeamAdmin::grant(*c, QStringLiteral("mia"), TeamAdmin::Role::Manager, {QStringLiteral("all-staff")}).ok());
        fill();
    }

    void setUpTwiceChangesNothing()
    {
        auto c = admin();
        QStringList ran;
        QVERIFY(PgSchema::apply(*c, [&](const QString& sql) { ran.append(sql); }).ok());
        QCOMPARE(ran, PgSchema::roles()); // only the idempotent role checks run again
        QCOMPARE(column(*c, QStringLiteral("SELECT count(*) FROM documents")), QStringList{QStringLiteral("2")});
    }

    // A database set up by the first schema is brought up to date by `team init` again: one
    // transaction per step, its traces keep their rows and get their askers' groups.
    void anOlderSchemaIsUpdatedStepByStep()
    {
        QCOMPARE(m_server.exec(QStringLiteral("SELECT 1"), QStringLiteral("older")), QString());
        auto c = admin(QStringLiteral("older"));
        for (const QString& sql : PgSchema::roles() + PgSchema::step(1))
            QVERIFY2(c->exec(sql).ok(), qPrintable(sql));
        QVERIFY(c->exec(QStringLiteral("INSERT INTO lotse.meta(key, value) VALUES ('schema_version', '1')")).ok());
        QVERIFY(c->exec(QStringLiteral("INSERT INTO lotse.members(role_name, role, groups) VALUES ('anna', 'reader', "
                                       "'{hr}')"))
                    .ok());
        QVERIFY(c->exec(QStringLiteral("INSERT INTO lotse.traces(owner, created_at, outcome, trace_json) VALUES "
                                       "('anna', 1, 'answered', '{}')"))
                    .ok());
        QCOMPARE(PgSchema::checkCurrent(*c).error().code, Error::Code::Unsupported); // needs `team init`
        QStringList ran;
        QVERIFY(PgSchema::apply(*c, [&](const QString& sql) { ran.append(sql); }).ok());
        QCOMPARE(ran.size(), PgSchema::roles().size() + PgSchema::step(2).size() + PgSchema::step(3).size() + 2);
        QCOMPARE(PgSchema::version(*c).value(), PgSchema::currentVersion);
        QCOMPARE(column(*c, QStringLiteral("SELECT array_to_string(groups, ',') FROM lotse.traces")),
                 QStringList{QStringLiteral("hr")});
        QCOMPARE(column(*c, QStringLiteral("SELECT value FROM lotse.meta WHERE key = 'trace_retention_days'")),
                 QStringList{QStringLiteral("90")});
    }

    void aNewerSchemaIsRefused()
    {
        QCOMPARE(m_server.exec(QStringLiteral("SELECT 1"), QStringLiteral("newer")), QString());
        auto c = admin(QStringLiteral("newer"));
        QVERIFY(PgSchema::apply(*c, [](const QString&) {}).ok());
        QVERIFY(c->exec(QStringLiteral("UPDATE meta SET value = '99' WHERE key = 'schema_version'")).ok());
        const Status again = PgSchema::apply(*c, [](const QString&) {});
        QVERIFY(!again.ok());
        QCOMPARE(again.error().code, Error::Code::Unsupported);
        QVERIFY2(again.error().message.contains(QStringLiteral("newer Lotse")), qPrintable(again.error().message));
        QVERIFY(!PgSchema::checkCurrent(*c).ok());
    }

    void readersSeeOnlyTheirGroups_data()
    {
        QTest::addColumn<QString>("user");
        QTest::addColumn<QStringList>("titles");
        QTest::addColumn<QStringList>("salaryHits");
        QTest::addColumn<QString>("vectors");
        QTest::newRow("anna (hr, all-staff)")
            << QStringLiteral("anna") << QStringList{QStringLiteral("Holidays"), QStringLiteral("Salary bands")}
            << QStringList{QStringLiteral("/hr/salaries.md")} << QStringLiteral("2");
        QTest::newRow("ben (all-staff)") << QStringLiteral("ben") << QStringList{QStringLiteral("Holidays")}
                                         << QStringList{} << QStringLiteral("1");
        QTest::newRow("mia (manager)") << QStringLiteral("mia")
                                       << QStringList{QStringLiteral("Holidays"), QStringLiteral("Salary bands")}
                                       << QStringList{QStringLiteral("/hr/salaries.md")} << QStringLiteral("2");
    }
    void readersSeeOnlyTheirGroups()
    {
        QFETCH(QString, user);
        QFETCH(QStringList, titles);
        QFETCH(QStringList, salaryHits);
        QFETCH(QString, vectors);
        auto c = connect(user, password);
        QCOMPARE(column(*c, QStringLiteral("SELECT title FROM documents ORDER BY title")), titles);
        // Full-text search in the database, trimmed like every other read.
        QCOMPARE(column(*c, QStringLiteral("SELECT d.path FROM chunks c JOIN documents d ON d.id = c.document_id "
                                           "WHERE c.tsv @@ plainto_tsquery('english', 'salaries engineer')")),
                 salaryHits);
        QCOMPARE(column(*c, QStringLiteral("SELECT count(*) FROM embeddings")), QStringList{vectors});
    }

    void aDocumentsNewGroupsReachItsPassages()
    {
        // A manager opens the salary bands to all staff and closes them again: the passages follow at once.
        auto mia = connect(QStringLiteral("mia"), password);
        auto ben = connect(QStringLiteral("ben"), password);
        const QString hits =
            QStringLiteral("SELECT count(*) FROM chunks WHERE tsv @@ plainto_tsquery('english', 'salary')");
        QVERIFY(
            mia->exec(QStringLiteral("UPDATE documents SET groups = '{hr,all-staff}' WHERE path = '/hr/salaries.md'"))
                .ok());
        QCOMPARE(column(*ben, hits), QStringList{QStringLiteral("1")});
        QVERIFY(mia->exec(QStringLiteral("UPDATE documents SET groups = '{hr}' WHERE path = '/hr/salaries.md'")).ok());
        QCOMPARE(column(*ben, hits), QStringList{QStringLiteral("0")});
    }

    void aReaderCannotWriteOrWidenItsGroups()
    {
        auto ben = connect(QStringLiteral("ben"), password);
        for (const QString& sql : {
                 QStringLiteral("INSERT INTO documents(path, status, groups) VALUES ('/x.md', 'ready', '{all-staff}')"),
                 QStringLiteral("UPDATE documents SET groups = '{all-staff}'"),
                 QStringLiteral("UPDATE members SET groups = '{hr}'"),
                 QStringLiteral("SELECT * FROM members"),
             }) {
            const Status s = ben->exec(sql);
            QVERIFY2(!s.ok(), qPrintable(sql));
            QVERIFY2(s.error().message.contains(QStringLiteral("permission denied")), qPrintable(s.error().message));
        }
        QCOMPARE(column(*ben, QStringLiteral("SELECT unnest(my_groups())")), QStringList{QStringLiteral("all-staff")});
    }

    void aReadersOwnFunctionsCannotMakeItAManager()
    {
        // An SQL function body is parsed with the caller's search_path: a reader's own pg_has_role() or
        // look-alike in front of pg_catalog must not change what the policies decide.
        QCOMPARE(m_server.exec(QStringLiteral("CREATE SCHEMA ben_own AUTHORIZATION ben")), QString());
        auto ben = connect(QStringLiteral("ben"), password);
        for (const QString& sql :
             {QStringLiteral("CREATE FUNCTION ben_own.pg_has_role(name, name, text) RETURNS boolean LANGUAGE sql AS "
                             "'SELECT true'"),
              QStringLiteral("CREATE FUNCTION ben_own.\"coalesce\"(text[], text[]) RETURNS text[] LANGUAGE sql AS "
                             "'SELECT ''{hr}''::text[]'"),
              QStringLiteral("CREATE TABLE ben_own.members(role_name name, role text, groups text[])"),
              QStringLiteral("INSERT INTO ben_own.members VALUES ('ben', 'manager', '{hr}')"),
              QStringLiteral("SET search_path = ben_own, pg_catalog, lotse")}) {
            const Status s = ben->exec(sql);
            QVERIFY2(s.ok(), s.ok() ? "" : qPrintable(s.error().message));
        }
        QCOMPARE(column(*ben, QStringLiteral("SELECT title FROM lotse.documents")),
                 QStringList{QStringLiteral("Holidays")});
        QCOMPARE(column(*ben, QStringLiteral("SELECT lotse.is_manager()")), QStringList{QStringLiteral("false")});
    }

    void aManagerCannotMoveAPassageOutOfItsDocumentsGroups()
    {
        auto mia = connect(QStringLiteral("mia"), password);
        QVERIFY(
            mia->exec(QStringLiteral("UPDATE chunks SET groups = '{all-staff}' WHERE sha256 IN (SELECT c.sha256 FROM "
                                     "chunks c JOIN documents d ON d.id = c.document_id WHERE d.path = "
                                     "'/hr/salaries.md')"))
                .ok());
        auto ben = connect(QStringLiteral("ben"), password);
        QCOMPARE(column(*ben, QStringLiteral("SELECT count(*) FROM chunks WHERE text LIKE 'Salary%'")),
                 QStringList{QStringLiteral("0")});
    }

    void changesTakeNewNumbersAndRemovalsLeaveTombstones()
    {
        auto mia = connect(QStringLiteral("mia"), password);
        const QString change = QStringLiteral("SELECT change FROM documents WHERE path = '/all/holidays.md'");
        const qint64 before = column(*mia, change).value(0).toLongLong();
        QVERIFY(mia->exec(QStringLiteral("UPDATE documents SET title = 'Public holidays' WHERE path = "
                                         "'/all/holidays.md'"))
                    .ok());
        QVERIFY(column(*mia, change).value(0).toLongLong() > before);
        {
            const Status del = mia->exec(
                QStringLiteral("DELETE FROM embeddings WHERE model = 'm' AND chunk_sha256 IN (SELECT c.sha256 FROM "
                               "chunks c JOIN documents d ON d.id = c.document_id WHERE d.path = "
                               "'/all/holidays.md')"));
            QVERIFY2(del.ok(), del.ok() ? "" : qPrintable(del.error().message));
        }
        // A vector's tombstone names its text's hash: for managers only (readers reconcile by ids).
        QCOMPARE(column(*mia, QStringLiteral("SELECT kind FROM removed")), QStringList{QStringLiteral("embeddings")});
        auto ben = connect(QStringLiteral("ben"), password);
        QCOMPARE(column(*ben, QStringLiteral("SELECT kind FROM removed")), QStringList());
    }

    void aManagerHereIsNoManagerOfAnotherTeamKnowledgeBase()
    {
        // The roles are the server's; the manager role in one database (members) does not carry over.
        QCOMPARE(m_server.exec(QStringLiteral("SELECT 1"), QStringLiteral("finance")), QString());
        auto admin = this->admin(QStringLiteral("finance"));
        QVERIFY(PgSchema::apply(*admin, [](const QString&) {}).ok());
        QVERIFY(admin
                    ->exec(QStringLiteral("INSERT INTO documents(path, status, groups) VALUES ('/fin/budget.md', "
                                          "'ready', '{finance}')"))
                    .ok());
        auto mia = connect(QStringLiteral("mia"), password, QStringLiteral("finance"));
        QCOMPARE(column(*mia, QStringLiteral("SELECT count(*) FROM documents")), QStringList{QStringLiteral("0")});
        QVERIFY(!mia->exec(QStringLiteral("INSERT INTO documents(path, status, groups) VALUES ('/x.md', 'ready', "
                                          "'{all-staff}')"))
                     .ok());
        // … and a manager granted reader here loses what the manager role allowed, at once.
        auto c = this->admin();
        QVERIFY(
            TeamAdmin::grant(*c, QStringLiteral("mia"), TeamAdmin::Role::Reader, {QStringLiteral("all-staff")}).ok());
        auto demoted = connect(QStringLiteral("mia"), password);
        QCOMPARE(column(*demoted, QStringLiteral("SELECT count(*) FROM documents")), QStringList{QStringLiteral("1")});
        // Row-level security hides every row from its writes: they succeed and change nothing.
        QVERIFY(demoted->exec(QStringLiteral("DELETE FROM documents")).ok());
        QVERIFY(demoted->exec(QStringLiteral("UPDATE documents SET groups = '{all-staff}'")).ok());
        QVERIFY(!demoted->exec(QStringLiteral("INSERT INTO folders(path, groups, added_at) VALUES ('/x', '{hr}', 1)"))
                     .ok());
        QCOMPARE(column(*c, QStringLiteral("SELECT count(*) FROM documents")), QStringList{QStringLiteral("2")});
        QCOMPARE(column(*c, QStringLiteral("SELECT array_to_string(groups, ',') FROM documents WHERE path = "
                                           "'/hr/salaries.md'")),
                 QStringList{QStringLiteral("hr")});
        QVERIFY(
            TeamAdmin::grant(*c, QStringLiteral("mia"), TeamAdmin::Role::Manager, {QStringLiteral("all-staff")}).ok());
    }

    void tracesAreTheirOwnersUnlessManager()
    {
        auto ben = connect(QStringLiteral("ben"), password);
        QVERIFY(ben->exec(QStringLiteral("INSERT INTO traces(created_at, question, outcome, trace_json) VALUES (1, "
                                         "'holidays?', 'answered', '{}')"))
                    .ok());
        // Writing a trace in someone else's name is refused.
        QVERIFY(
            !ben->exec(QStringLiteral("INSERT INTO traces(owner, created_at, outcome, trace_json) VALUES ('anna', 1, "
                                      "'answered', '{}')"))
                 .ok());
        auto anna = connect(QStringLiteral("anna"), password);
        QCOMPARE(column(*anna, QStringLiteral("SELECT question FROM traces")), QStringList());
        // Nor can anybody attach feedback (or citations) to another's trace.
        auto admin = this->admin();
        const QString id =
            column(*admin, QStringLiteral("SELECT id FROM traces WHERE question = 'holidays?'")).value(0);
        QVERIFY(
            !anna->exec(QStringLiteral("INSERT INTO feedback(trace_id, created_at, target) VALUES (%1, 1, 'answer')")
                            .arg(id))
                 .ok());
        QVERIFY(!anna->exec(QStringLiteral("INSERT INTO trace_citations(trace_id, path) VALUES (%1, '/x.md')").arg(id))
                     .ok());
        QVERIFY(
            ben->exec(QStringLiteral("INSERT INTO feedback(trace_id, created_at, target) SELECT id, 1, 'answer' FROM "
                                     "traces WHERE question = 'holidays?'"))
                .ok());

        auto mia = connect(QStringLiteral("mia"), password);
        QCOMPARE(column(*mia, QStringLiteral("SELECT question FROM traces")), QStringList{QStringLiteral("holidays?")});
    }

    void statusSaysWhoSeesWhat()
    {
        auto ben = connect(QStringLiteral("ben"), password);
        const auto s = TeamAdmin::status(*ben);
        QVERIFY2(s.ok(), s.ok() ? "" : qPrintable(s.error().message));
        QCOMPARE(s.value().role, QStringLiteral("reader"));
        QCOMPARE(s.value().groups, QStringList{QStringLiteral("all-staff")});
        QCOMPARE(s.value().documents, 1);
        QVERIFY(s.value().members.isEmpty()); // a reader may not list the team
        auto mia = connect(QStringLiteral("mia"), password);
        const auto m = TeamAdmin::status(*mia);
        QCOMPARE(m.value().role, QStringLiteral("manager"));
        QCOMPARE(m.value().members.size(), 3);
    }

    void connectionFailuresSayWhatToDo_data()
    {
        QTest::addColumn<QString>("user");
        QTest::addColumn<QString>("pw");
        QTest::addColumn<QString>("database");
        QTest::addColumn<int>("port"); // 0: the test server's
        QTest::addColumn<QString>("hint");
        QTest::newRow("wrong password") << "anna"
                                        << "wrong-Secret-42"
                                        << "lotse" << 0 << "config set-db-password";
        QTest::newRow("no such database") << "anna" << password << "nothere" << 0 << "team init";
        QTest::newRow("no server") << "anna" << password << "lotse" << 1 << "Cannot reach";
    }
    void connectionFailuresSayWhatToDo()
    {
        QFETCH(QString, user);
        QFETCH(QString, pw);
        QFETCH(QString, database);
        QFETCH(int, port);
        QFETCH(QString, hint);
        DatabaseUrl url = DatabaseUrl::parse(m_server.url(user, database)).value();
        if (port)
            url.port = port;
        const auto c = PgConnection::open(url, pw);
        QVERIFY(!c.ok());
        QVERIFY2(c.error().message.contains(hint), qPrintable(c.error().message));
        QVERIFY2(!c.error().message.contains(pw), qPrintable(c.error().message));
    }
};

QTEST_GUILESS_MAIN(TestPgSchema)
#include "tst_pgschema.moc"
