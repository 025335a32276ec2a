// SPDX-License-Identifier: GPL-3.0-or-later
// A member's local copy of a team knowledge base (TeamReplica) against a real PostgreSQL: it holds
// exactly what the member's groups may read, follows every change a manager makes (new, changed,
// regrouped, removed documents, a group taken away) transferring only what differs, and never holds
// half a document that a manager is still writing.
#include "PgServer.h"
#include "TestSupport.h"
#include "ingest/IngestPipeline.h"
#include "store/FeedbackStore.h"
#include "store/MetaTable.h"
#include "store/pg/PgConnection.h"
#include "store/pg/PgDocumentStore.h"
#include "store/pg/PgSchema.h"
#include "store/pg/TeamAdmin.h"
#include "store/pg/TeamReplica.h"
#include "team/TeamIngest.h"
#include "team/TeamSync.h"
#include "team/TeamTraceSync.h"
#include "trace/AgentTrace.h"
#include "trace/TraceStore.h"
#include "vector/EmbeddingStore.h"

#include <QSqlError>
#include <QSqlQuery>
#include <QTest>
#include <atomic>
#include <mutex>
#include <thread>

using namespace lotse;

namespace {

const QString password = QStringLiteral("s3cret-for-tests");
const QByteArray secret = "Salary band E3 pays 91,000 EUR a year (remuneration committee)";

// A finished trace of one answered round, as the loop records it.
Trace asked(const QString& question)
{
    AgentTrace trace(AgentOptions{}, TraceContext::offline());
    AgentEvent e;
    e.type = AgentEvent::Type::Started;
    e.question = question;
    trace.add(e);
    AgentEvent round;
    round.type = AgentEvent::Type::RoundStarted;
    round.round = 1;
    round.query = question;
    trace.add(round);
    AgentEvent graded;
    graded.type = AgentEvent::Type::Graded;
    graded.round = 1;
    graded.verdict.sufficient = true;
    trace.add(graded);
    AgentEvent done;
    done.type = AgentEvent::Type::Finished;
    done.round = 1;
    done.outcome = Outcome::Answered;
    done.text = QStringLiteral("According to the handbook: ") + question;
    done.citations.append(Citation{7, QStringLiteral("/handbook/01-annual-leave.md"), QStringLiteral("Leave")});
    trace.add(done);
    return trace.trace();
}

QString summary(const ReplicaSync& s)
{
    return QStringLiteral("+%1 ~%2 -%3 =%4").arg(s.added).arg(s.updated).arg(s.removed).arg(s.unchanged);
}

} // namespace

class TestTeamReplica final : public QObject
{
    Q_OBJECT

    test::PgServer m_server;
    QTemporaryDir m_dir;
    QString m_files;
    QString m_hrFile;
    std::unique_ptr<PgConnection> m_admin;

    std::unique_ptr<PgConnection> connect(const QString& user, const QString& pw)
    {
        auto c = PgConnection::open(DatabaseUrl::parse(m_server.url(user)).value(), pw);
        if (!c)
            qFatal("cannot connect as %s: %s", qPrintable(user), qPrintable(c.error().message));
        return std::move(c).value();
    }

    // A member's copy: its own file, synced over its own login.
    struct Member
    {
        std::unique_ptr<PgConnection> login;
        std::unique_ptr<test::TempKnowledgeBase> copy;
    };
    Member member(const QString& user)
    {
        Member m{connect(user, password), std::make_unique<test::TempKnowledgeBase>()};
        // As TeamReplica::open opens a copy.
        if (!m.copy->db->exec(QStringLiteral("PRAGMA secure_delete = ON"), QStringLiteral("test")))
            qFatal("secure_delete");
        return m;
    }
    static QString sync(Member& m)
    {
        const auto s = TeamReplica::sync(*m.login, *m.copy->db);
        return s ? summary(s.value()) : QStringLiteral("ERROR ") + s.error().message;
    }
    static QStringList titles(Member& m)
    {
        QStringList out;
        const auto documents = m.copy->store->documents();
        for (const DocumentRecord& d : documents.value())
            out.append(d.title);
        return out;
    }
    static QStringList column(Database& db, const QString& sql)
    {
        QSqlQuery q(db.handle());
        QStringList out;
        if (!q.exec(sql))
            return {QStringLiteral("ERROR ") + q.lastError().text()};
        while (q.next())
            out.append(q.value(0).toString());
        return out;
    }
    static bool fileHolds(const QString& path, const QByteArray& text)
    {
        QFile f(path);
        return f.open(QIODevice::ReadOnly) && f.readAll().contains(text);
    }
    static int hits(Member& m, const QString& word)
    {
        return test::scalar(*m.copy->db,
                            QStringLiteral("SELECT count(*) FROM chunks_fts WHERE chunks_fts MATCH '%1'").arg(word))
            .toInt();
    }
    void ingest(const QString& file, const QStringList& groups)
    {
        PgDocumentStore store(*m_admin, groups);
        IngestPipeline pipeline(store);
        const FileOutcome o = pipeline.ingestFile(file);
        QVERIFY2(o.kind == FileOutcome::Kind::Added || o.kind == FileOutcome::Kind::Updated, qPrintable(o.message));
    }

private Q_SLOTS:
    void initTestCase()
    {
        if (const QString why = test::PgServer::unavailable(); !why.isEmpty())
            QSKIP(qPrintable(why));
        if (const QString why = m_server.start(); !why.isEmpty())
            QFAIL(qPrintable(QStringLiteral("the throwaway PostgreSQL did not start: ") + why));
        for (const char* user : {"anna", "ben", "mia"})
            QCOMPARE(
                m_server.exec(QStringLiteral("CREATE ROLE %1 LOGIN PASSWORD '%2'").arg(QLatin1String(user), password),
                              QStringLiteral("postgres")),
                QString());
        QCOMPARE(m_server.exec(QStringLiteral("SELECT 1")), QString()); // creates the database
        m_admin = connect(test::PgServer::superuser(), m_server.superuserPassword());
        QVERIFY(PgSchema::apply(*m_admin, [](const QString&) {}).ok());
        QVERIFY(TeamAdmin::grant(*m_admin, QStringLiteral("anna"), TeamAdmin::Role::Reader,
                                 {QStringLiteral("hr"), QStringLiteral("all-staff")})
                    .ok());
        QVERIFY(
            TeamAdmin::grant(*m_admin, QStringLiteral("ben"), TeamAdmin::Role::Reader, {QStringLiteral("all-staff")})
                .ok());
        QVERIFY(
            TeamAdmin::grant(*m_admin, QStringLiteral("mia"), TeamAdmin::Role::Manager, {QStringLiteral("all-staff")})
                .ok());
        m_files = test::sampleHandbook(m_dir.filePath(QStringLiteral("handbook")), QStringLiteral("en"));
        PgDocumentStore allStaff(*m_admin, {QStringLiteral("all-staff")});
        IngestPipeline pipeline(allStaff);
        for (const QString& f : IngestPipeline::expand({m_files}).files)
            QCOMPARE(pipeline.ingestFile(f).kind, FileOutcome::Kind::Added);
        m_hrFile = m_dir.filePath(QStringLiteral("hr/salaries.md"));
        QDir().mkpath(QFileInfo(m_hrFile).absolutePath());
        QFile f(m_hrFile);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("# Salary bands\n\n" + secret + ". Bands are reviewed every April by the pay committee.\n");
        f.close();
        ingest(m_hrFile, {QStringLiteral("hr")});
    }

    void aCopyHoldsOnlyWhatTheMembersGroupsMayRead()
    {
        const int all = int(IngestPipeline::expand({m_files}).files.size());
        Member ben = member(QStringLiteral("ben"));
        QCOMPARE(sync(ben), QStringLiteral("+%1 ~0 -0 =0").arg(all));
        QVERIFY(!titles(ben).contains(QStringLiteral("Salary bands")));
        QCOMPARE(hits(ben, QStringLiteral("remuneration")), 0);
        QVERIFY(hits(ben, QStringLiteral("leave")) > 0);
        // Not in the file either, in any form (the text would be there even if the index hid it): the
        // write-ahead log while the copy is open, the file after.
        const QString path = ben.copy->dbPath();
        QVERIFY(!fileHolds(path + QStringLiteral("-wal"), "91,000"));
        ben.copy->store.reset();
        ben.copy->pipeline.reset();
        ben.copy->db.reset();
        QVERIFY(!fileHolds(path, "91,000"));

        Member anna = member(QStringLiteral("anna"));
        QCOMPARE(sync(anna), QStringLiteral("+%1 ~0 -0 =0").arg(all + 1));
        QVERIFY(titles(anna).contains(QStringLiteral("Salary bands")));
        QCOMPARE(hits(anna, QStringLiteral("remuneration")), 1);
        QVERIFY(TeamReplica::syncedAt(*anna.copy->db).isValid());
    }

    void aSyncTransfersOnlyWhatChanged()
    {
        const int all = int(IngestPipeline::expand({m_files}).files.size());
        Member ben = member(QStringLiteral("ben"));
        QCOMPARE(sync(ben), QStringLiteral("+%1 ~0 -0 =0").arg(all));
        QCOMPARE(sync(ben), QStringLiteral("+0 ~0 -0 =%1").arg(all));

        const QString first = IngestPipeline::expand({m_files}).files.first();
        QFile f(first);
        QVERIFY(f.open(QIODevice::Append));
        f.write("\n\n## Bicycles\n\nBicycles are parked in the yard behind building B.\n");
        f.close();
        ingest(first, {QStringLiteral("all-staff")});
        QCOMPARE(sync(ben), QStringLiteral("+0 ~1 -0 =%1").arg(all - 1));
        QCOMPARE(hits(ben, QStringLiteral("bicycles")), 1);

        // Regrouped for everyone, the HR document arrives; back to HR only, it leaves the copy.
        ingest(m_hrFile, {QStringLiteral("hr"), QStringLiteral("all-staff")});
        QCOMPARE(sync(ben), QStringLiteral("+1 ~0 -0 =%1").arg(all));
        ingest(m_hrFile, {QStringLiteral("hr")});
        QCOMPARE(sync(ben), QStringLiteral("+0 ~0 -1 =%1").arg(all));
        QCOMPARE(hits(ben, QStringLiteral("remuneration")), 0);

        // Removed on the server: removed from the copy.
        PgDocumentStore store(*m_admin, {QStringLiteral("all-staff")});
        QVERIFY(store.removeDocument(first).value());
        QCOMPARE(sync(ben), QStringLiteral("+0 ~0 -1 =%1").arg(all - 1));
        QCOMPARE(hits(ben, QStringLiteral("bicycles")), 0);
        ingest(first, {QStringLiteral("all-staff")});
    }

    void aPassageChangedUnderTheSameFileHashIsFetched()
    {
        Member ben = member(QStringLiteral("ben"));
        sync(ben);
        // A re-index by a newer Lotse: the same file, other headings.
        QVERIFY(m_admin
                    ->exec(QStringLiteral("UPDATE lotse.chunks SET heading_path = heading_path || ' › Revised' WHERE "
                                          "document_id = (SELECT min(id) FROM lotse.documents WHERE 'all-staff' = "
                                          "ANY(groups))"))
                    .ok());
        QVERIFY2(sync(ben).contains(QStringLiteral(" ~1 ")), qPrintable(sync(ben)));
        QVERIFY(test::scalar(*ben.copy->db, QStringLiteral("SELECT count(*) FROM chunks WHERE heading_path LIKE "
                                                           "'% › Revised'"))
                    .toInt()
                > 0);
        QCOMPARE(sync(ben).left(8), QStringLiteral("+0 ~0 -0"));
    }

    void copiesOfDifferentKnowledgeBasesAreDifferentFiles()
    {
        const auto path = [](const QString& url) { return TeamReplica::pathFor(DatabaseUrl::parse(url).value()); };
        QVERIFY(path(QStringLiteral("postgresql://anna@db/Personal%20Handbuch"))
                != path(QStringLiteral("postgresql://anna@db/Personal_Handbuch")));
        QVERIFY(path(QStringLiteral("postgresql://anna@a:5432/x-b"))
                != path(QStringLiteral("postgresql://anna@a-5432/x-b")));
        QVERIFY(path(QStringLiteral("postgresql://anna@db/hb")) != path(QStringLiteral("postgresql://Anna@db/hb")));
        QCOMPARE(path(QStringLiteral("postgresql://anna@db/hb")), path(QStringLiteral("postgresql://anna@db:5432/hb")));
    }

    void aGroupTakenAwayEmptiesTheCopyOfItsDocuments()
    {
        Member anna = member(QStringLiteral("anna"));
        QVERIFY(sync(anna).startsWith(QStringLiteral("+")));
        QCOMPARE(hits(anna, QStringLiteral("remuneration")), 1);
        QVERIFY(
            TeamAdmin::grant(*m_admin, QStringLiteral("anna"), TeamAdmin::Role::Reader, {QStringLiteral("all-staff")})
                .ok());
        QVERIFY(sync(anna).contains(QStringLiteral(" -1 ")));
        QCOMPARE(hits(anna, QStringLiteral("remuneration")), 0);
        // Overwritten, not left in free pages (a copy opened as TeamReplica::open does: secure_delete).
        QVERIFY(test::scalar(*anna.copy->db, QStringLiteral("PRAGMA wal_checkpoint(TRUNCATE)")).isValid());
        QVERIFY(!fileHolds(anna.copy->dbPath(), "91,000"));
        QVERIFY(TeamAdmin::grant(*m_admin, QStringLiteral("anna"), TeamAdmin::Role::Reader,
                                 {QStringLiteral("hr"), QStringLiteral("all-staff")})
                    .ok());
    }

    void aDocumentBeingWrittenArrivesWholeOrNotAtAll()
    {
        Member anna = member(QStringLiteral("anna"));
        sync(anna);
        // A manager's transaction: the document and its first passage written, the second not yet.
        auto writer = connect(test::PgServer::superuser(), m_server.superuserPassword());
        QVERIFY(writer->db().transaction());
        QVERIFY(writer
                    ->exec(QStringLiteral("INSERT INTO lotse.documents(path, title, language, status, groups, "
                                          "sha256) VALUES ('/hr/travel.md', 'Travel', 'english', 'ready', '{hr}', "
                                          "'abc')"))
                    .ok());
        QVERIFY(writer
                    ->exec(QStringLiteral("INSERT INTO lotse.chunks(document_id, ordinal, text, start_offset, "
                                          "end_offset, sha256) SELECT id, 0, 'Trains are booked in second "
                                          "class.', 0, 10, 's0' FROM lotse.documents WHERE path = '/hr/travel.md'"))
                    .ok());
        QCOMPARE(sync(anna).left(3), QStringLiteral("+0 "));
        QVERIFY(writer
                    ->exec(QStringLiteral("INSERT INTO lotse.chunks(document_id, ordinal, text, start_offset, "
                                          "end_offset, sha256) SELECT id, 1, 'Flights need approval.', 10, 20, "
                                          "'s1' FROM lotse.documents WHERE path = '/hr/travel.md'"))
                    .ok());
        QVERIFY(writer->db().commit());
        QCOMPARE(sync(anna).left(3), QStringLiteral("+1 "));
        const auto travel = anna.copy->store->document(QStringLiteral("/hr/travel.md"));
        QVERIFY(travel.ok() && travel.value().has_value());
        QCOMPARE(travel.value()->chunkCount, 2);
    }

    // A manager's Lotse embeds its copy once; the vectors go up with her next sync and down into every
    // copy that may see their passages, each exactly once; a reader's own vectors never go up.
    void vectorsAreEmbeddedOnceAndReachEveryCopy()
    {
        Member mia = member(QStringLiteral("mia"));
        QVERIFY(sync(mia).startsWith(QStringLiteral("+")));
        const QStringList shas = column(*mia.copy->db, QStringLiteral("SELECT DISTINCT sha256 FROM chunks"));
        QVERIFY(shas.size() > 20);
        QList<QPair<QString, EmbeddingStore::Vector>> vectors;
        for (int i = 0; i < shas.size(); ++i)
            vectors.append({shas.at(i), {float(i), 1.0f, 0.5f}});
        QVERIFY(EmbeddingStore(*mia.copy->db).save(QStringLiteral("m"), 3, vectors).ok());
        auto s = TeamReplica::sync(*mia.login, *mia.copy->db);
        QVERIFY(s.ok());
        QCOMPARE(s.value().vectorsOut, int(shas.size()));
        QCOMPARE(m_server.value(QStringLiteral("SELECT count(*) FROM lotse.embeddings WHERE model = 'm'")),
                 QString::number(shas.size()));
        s = TeamReplica::sync(*mia.login, *mia.copy->db); // her own come back once, and do not go up again
        QVERIFY(s.ok());
        QCOMPARE(s.value().vectorsOut, 0);

        Member ben = member(QStringLiteral("ben"));
        s = TeamReplica::sync(*ben.login, *ben.copy->db);
        QVERIFY(s.ok());
        const QStringList visible = column(*ben.copy->db, QStringLiteral("SELECT DISTINCT sha256 FROM chunks"));
        QVERIFY(visible.size() < shas.size()); // not the HR document's passages
        QCOMPARE(s.value().vectorsIn, int(visible.size()));
        QCOMPARE(column(*ben.copy->db, QStringLiteral("SELECT count(*) FROM embeddings")),
                 QStringList{QString::number(visible.size())});
        QCOMPARE(EmbeddingStore(*ben.copy->db).vectorsOf(QStringLiteral("m"), {}).ok(), true);
        s = TeamReplica::sync(*ben.login, *ben.copy->db);
        QCOMPARE(s.value().vectorsIn, 0);

        // A transaction that took its change number first and commits last still reaches the copy.
        auto early = connect(test::PgServer::superuser(), m_server.superuserPassword());
        QVERIFY(early->db().transaction());
        QVERIFY(early
                    ->exec(QStringLiteral("INSERT INTO lotse.embeddings(chunk_sha256, model, dimensions, vector) "
                                          "VALUES ('%1', 'm2', 1, '\\x01')")
                               .arg(visible.at(0)))
                    .ok());
        QVERIFY(m_admin
                    ->exec(QStringLiteral("INSERT INTO lotse.embeddings(chunk_sha256, model, dimensions, vector) "
                                          "VALUES ('%1', 'm2', 1, '\\x02')")
                               .arg(visible.at(1)))
                    .ok());
        s = TeamReplica::sync(*ben.login, *ben.copy->db);
        QCOMPARE(s.value().vectorsIn, 1);
        QVERIFY(early->db().commit());
        // (The later one may come again: what was written while a transaction ran is fetched until it ends.)
        s = TeamReplica::sync(*ben.login, *ben.copy->db);
        QVERIFY(s.value().vectorsIn >= 1);
        QCOMPARE(column(*ben.copy->db, QStringLiteral("SELECT count(*) FROM embeddings WHERE model = 'm2'")),
                 QStringList{QStringLiteral("2")});

        // A reader's own vectors stay in its copy.
        QVERIFY(EmbeddingStore(*ben.copy->db).save(QStringLiteral("mine"), 3, {vectors.first()}).ok());
        s = TeamReplica::sync(*ben.login, *ben.copy->db);
        QCOMPARE(s.value().vectorsOut, 0);
        QCOMPARE(m_server.value(QStringLiteral("SELECT count(*) FROM lotse.embeddings WHERE model = 'mine'")),
                 QStringLiteral("0"));
        QVERIFY(m_admin->exec(QStringLiteral("DELETE FROM lotse.embeddings")).ok());
    }

    // A member's questions reach the server only as the team's policy says, a manager's copy gets them
    // (marked with who asked) and never sends them back; a reader sees no one else's.
    void questionsFollowTheTeamsPolicy()
    {
        Member anna = member(QStringLiteral("anna"));
        Member mia = member(QStringLiteral("mia"));
        const auto run = [](Member& m) {
            auto s = TeamSync::run(*m.login, *m.copy->db);
            if (!s)
                qFatal("sync: %s", qPrintable(s.error().message));
            return s.value();
        };
        run(anna);
        TraceStore mine(*anna.copy->db);
        QVERIFY(mine.save(asked(QStringLiteral("How many vacation days do I get?"))).ok());
        QCOMPARE(run(anna).questionsOut, 0); // off by default
        QCOMPARE(TeamTraceSync::setPolicy(*anna.login, TeamTraceSync::Policy::Full).error().code,
                 Error::Code::InvalidInput); // only managers
        QVERIFY(TeamTraceSync::setPolicy(*mia.login, TeamTraceSync::Policy::Full).ok());
        QCOMPARE(run(anna).questionsOut, 0); // asked while it was off: never sent later

        QVERIFY(mine.save(asked(QStringLiteral("Where do I park my bicycle?"))).ok());
        QCOMPARE(run(anna).questionsOut, 1);
        QCOMPARE(m_server.value(QStringLiteral("SELECT question FROM lotse.traces WHERE owner = 'anna'")),
                 QStringLiteral("Where do I park my bicycle?"));
        QCOMPARE(m_server.value(QStringLiteral("SELECT count(*) FROM lotse.trace_citations")), QStringLiteral("1"));

        QVERIFY(TeamTraceSync::setPolicy(*mia.login, TeamTraceSync::Policy::WithoutQuestion).ok());
        QVERIFY(mine.save(asked(QStringLiteral("Can my salary be paid in Bitcoin?"))).ok());
        QCOMPARE(run(anna).questionsOut, 1);
        QCOMPARE(run(anna).questionsOut, 0);
        QCOMPARE(m_server.value(QStringLiteral("SELECT count(*) FROM lotse.traces WHERE question_stored = false AND "
                                               "trace_json NOT LIKE '%Bitcoin%' AND answer NOT LIKE '%Bitcoin%'")),
                 QStringLiteral("1"));
        QCOMPARE(m_server.value(QStringLiteral("SELECT count(*) FROM lotse.traces WHERE trace_json LIKE '%Bitcoin%'")),
                 QStringLiteral("0"));

        // The manager's copy: both, marked with who asked; not sent back.
        const ReplicaSync first = run(mia);
        QCOMPARE(first.questionsIn, 2);
        QCOMPARE(first.questionsOut, 0);
        QCOMPARE(column(*mia.copy->db, QStringLiteral("SELECT count(*) FROM traces WHERE asked_by = 'anna'")),
                 QStringList{QStringLiteral("2")});
        QCOMPARE(column(*mia.copy->db, QStringLiteral("SELECT count(*) FROM trace_citations")),
                 QStringList{QStringLiteral("2")});
        const ReplicaSync again = run(mia);
        QCOMPARE(again.questionsIn, 0);
        QCOMPARE(again.questionsOut, 0);
        QCOMPARE(m_server.value(QStringLiteral("SELECT count(*) FROM lotse.traces")), QStringLiteral("2"));
        // A reader sees only its own.
        Member ben = member(QStringLiteral("ben"));
        QSqlQuery q(ben.login->db());
        QVERIFY(q.exec(QStringLiteral("SELECT count(*) FROM lotse.traces")) && q.next());
        QCOMPARE(q.value(0).toInt(), 0);
        QCOMPARE(run(ben).questionsIn, 0);
        QVERIFY(TeamTraceSync::setPolicy(*mia.login, TeamTraceSync::Policy::Off).ok());
    }

    // A manager's copy gets everybody's questions with who asked and their groups (set by the server,
    // not the client), filters them by group, and shares feedback with the other managers. A deletion
    // by a person reaches the server and every manager's copy; so does the team's retention.
    void theTeamsQuestionsAreInspectedDeletedAndKept()
    {
        QCOMPARE(m_server.exec(QStringLiteral("DELETE FROM lotse.traces")), QString());
        QCOMPARE(m_server.exec(QStringLiteral("CREATE ROLE max LOGIN PASSWORD '%1'").arg(password),
                               QStringLiteral("postgres")),
                 QString());
        QVERIFY(
            TeamAdmin::grant(*m_admin, QStringLiteral("max"), TeamAdmin::Role::Manager, {QStringLiteral("hr")}).ok());
        Member anna = member(QStringLiteral("anna"));
        Member ben = member(QStringLiteral("ben"));
        Member mia = member(QStringLiteral("mia"));
        Member max = member(QStringLiteral("max"));
        const auto run = [](Member& m, int keepDays = 0) {
            auto s = TeamSync::run(*m.login, *m.copy->db, keepDays);
            if (!s)
                qFatal("sync: %s", qPrintable(s.error().message));
            return s.value();
        };
        QVERIFY(TeamTraceSync::setPolicy(*mia.login, TeamTraceSync::Policy::Full).ok());
        QVERIFY(TraceStore(*anna.copy->db).save(asked(QStringLiteral("Who approves my salary band?"))).ok());
        QVERIFY(TraceStore(*ben.copy->db).save(asked(QStringLiteral("When is the office closed?"))).ok());
        // Asked 40 days ago (a laptop that was offline): the team keeps 90 days unless changed.
        QVERIFY(TraceStore(*ben.copy->db)
                    .save(asked(QStringLiteral("Old question")), QDateTime::currentDateTimeUtc().addDays(-40))
                    .ok());
        QCOMPARE(run(anna).questionsOut, 1);
        QCOMPARE(run(ben).questionsOut, 2);
        // The groups come from the members table: a client cannot claim others.
        QSqlQuery claim(anna.login->db());
        QVERIFY(
            claim.exec(QStringLiteral("INSERT INTO lotse.traces(created_at, outcome, trace_json, groups) VALUES "
                                      "(1, 'answered', '{}', '{finance}') RETURNING array_to_string(groups, ',')")));
        QVERIFY(claim.next());
        QCOMPARE(claim.value(0).toString(), QStringLiteral("hr,all-staff"));
        QVERIFY(claim.exec(QStringLiteral("DELETE FROM lotse.traces WHERE created_at = 1")));
        QCOMPARE(claim.numRowsAffected(), 1); // a member deletes its own

        // A copy that keeps 30 days does not receive the old question; one that keeps them for ever does.
        QCOMPARE(run(mia, 30).questionsIn, 2);
        QCOMPARE(run(max).questionsIn, 3);
        TraceStore inspect(*max.copy->db);
        QCOMPARE(inspect.askerGroups().value(), (QStringList{QStringLiteral("all-staff"), QStringLiteral("hr")}));
        TraceFilter hr;
        hr.askedByGroup = QStringLiteral("hr");
        const auto hrs = inspect.list(hr).value();
        QCOMPARE(hrs.size(), 1);
        QCOMPARE(hrs.first().askedBy, QStringLiteral("anna"));
        QCOMPARE(hrs.first().askedGroups, (QStringList{QStringLiteral("hr"), QStringLiteral("all-staff")}));
        hr.askedByGroup = QStringLiteral("all");
        QCOMPARE(inspect.count(hr).value(), 0); // whole group names only

        // Feedback: anna's on her own question, mia's on anna's; max receives both.
        const qint64 annasHere = TraceStore(*anna.copy->db).list().value().first().id;
        Feedback own;
        own.traceId = annasHere;
        own.rightSource = QStringLiteral("/hr/salaries.md");
        own.note = QStringLiteral("the pay committee");
        QVERIFY(FeedbackStore(*anna.copy->db).add(own).ok());
        QCOMPARE(run(anna).feedbackOut, 1);
        Feedback review = own;
        hr.askedByGroup = QStringLiteral("hr");
        review.traceId = TraceStore(*mia.copy->db).list(hr).value().first().id;
        review.note = QStringLiteral("answer is right");
        QVERIFY(FeedbackStore(*mia.copy->db).add(review).ok());
        QCOMPARE(run(mia).feedbackOut, 1);
        QCOMPARE(run(max).feedbackIn, 2);
        QCOMPARE(run(max).feedbackIn, 0);
        QCOMPARE(column(*max.copy->db, QStringLiteral("SELECT note FROM feedback ORDER BY note")),
                 (QStringList{QStringLiteral("answer is right"), QStringLiteral("the pay committee")}));

        // A reader deletes only its own: ben cannot delete anna's question or feedback.
        QSqlQuery other(ben.login->db());
        QVERIFY(other.exec(QStringLiteral("DELETE FROM lotse.traces WHERE owner = 'anna'")));
        QCOMPARE(other.numRowsAffected(), 0);
        QVERIFY(other.exec(QStringLiteral("DELETE FROM lotse.feedback")));
        QCOMPARE(other.numRowsAffected(), 0);
        QCOMPARE(m_server.value(QStringLiteral("SELECT count(*) FROM lotse.feedback")), QStringLiteral("2"));

        // anna deletes her question: gone on the server (with its feedback) and from the managers' copies.
        QVERIFY(TraceStore(*anna.copy->db).remove(annasHere).ok());
        QCOMPARE(run(anna).questionsDeleted, 1);
        QCOMPARE(m_server.value(QStringLiteral("SELECT count(*) FROM lotse.traces WHERE owner = 'anna'")),
                 QStringLiteral("0"));
        QCOMPARE(m_server.value(QStringLiteral("SELECT count(*) FROM lotse.feedback")), QStringLiteral("0"));
        QCOMPARE(run(max).questionsDeleted, 1); // its feedback goes with it
        QCOMPARE(run(mia).questionsDeleted, 1);
        QCOMPARE(column(*mia.copy->db, QStringLiteral("SELECT count(*) FROM traces WHERE asked_by = 'anna'")),
                 QStringList{QStringLiteral("0")});
        QCOMPARE(inspect.count().value(), 2);
        QCOMPARE(column(*max.copy->db, QStringLiteral("SELECT count(*) FROM feedback")),
                 QStringList{QStringLiteral("0")});

        // The team's retention: readers may not change it; 30 days drops the old question everywhere.
        QCOMPARE(TeamTraceSync::setRetentionDays(*anna.login, 30).error().code, Error::Code::InvalidInput);
        QCOMPARE(TeamTraceSync::setRetentionDays(*mia.login, -1).error().code, Error::Code::InvalidInput);
        QVERIFY(TeamTraceSync::setRetentionDays(*mia.login, 30).ok());
        QCOMPARE(TeamTraceSync::retentionDays(*ben.login).value(), 30);
        const ReplicaSync purged = run(max);
        QCOMPARE(purged.questionsDeleted, 1); // purged on the server, so dropped here
        QCOMPARE(inspect.count().value(), 1);
        QCOMPARE(m_server.value(QStringLiteral("SELECT count(*) FROM lotse.traces")), QStringLiteral("1"));
        // A manager deletes a reader's question: gone for everybody but the reader's own history.
        QVERIFY(inspect.remove(inspect.list().value().first().id).ok());
        run(max);
        QCOMPARE(m_server.value(QStringLiteral("SELECT count(*) FROM lotse.traces")), QStringLiteral("0"));
        QCOMPARE(TraceStore(*ben.copy->db).count().value(), 2);
        QVERIFY(TeamTraceSync::setRetentionDays(*mia.login, 90).ok());
        QVERIFY(TeamTraceSync::setPolicy(*mia.login, TeamTraceSync::Policy::Off).ok());
    }

    // Four managers ingest the same files at once, each in another order, while two more write their
    // own versions of one document again and again: every document exists once, with whole passages
    // (0..n-1, none twice), and the contested one holds one writer's version entirely, never a mix.
    void fourWritersAtOnceLeaveOneWholeDocumentEach()
    {
        QStringList files = IngestPipeline::expand({m_files}).files;
        QVERIFY(files.size() >= 8);
        std::vector<std::thread> writers;
        std::mutex lock;
        QStringList problems;
        const QString contested = QStringLiteral("/share/contested.md");
        for (int v = 0; v < 2; ++v) {
            writers.emplace_back([&, v] {
                auto login = PgConnection::open(DatabaseUrl::parse(m_server.url(test::PgServer::superuser())).value(),
                                                m_server.superuserPassword());
                if (!login)
                    return;
                PgDocumentStore store(*login.value(), {QStringLiteral("all-staff")});
                DocumentRecord d;
                d.path = contested;
                d.title = QStringLiteral("Version %1").arg(v);
                d.sha256 = QStringLiteral("sha-%1").arg(v);
                QList<ChunkRecord> chunks;
                for (int i = 0; i < 5 + 3 * v; ++i) {
                    ChunkRecord c;
                    c.ordinal = i;
                    c.text = QStringLiteral("version %1 passage %2").arg(v).arg(i);
                    c.sha256 = QStringLiteral("c%1-%2").arg(v).arg(i);
                    chunks.append(c);
                }
                for (int round = 0; round < 25; ++round) {
                    if (const auto written = store.replaceDocument(d, chunks); !written) {
                        const std::lock_guard guard(lock);
                        problems.append(written.error().message);
                    }
                }
            });
        }
        for (int w = 0; w < 4; ++w) {
            writers.emplace_back([&, w] {
                auto login = PgConnection::open(DatabaseUrl::parse(m_server.url(test::PgServer::superuser())).value(),
                                                m_server.superuserPassword());
                if (!login) {
                    const std::lock_guard guard(lock);
                    problems.append(login.error().message);
                    return;
                }
                QStringList order = files;
                std::rotate(order.begin(), order.begin() + (w * 2) % order.size(), order.end());
                if (w % 2 == 1)
                    std::reverse(order.begin(), order.end());
                PgDocumentStore store(*login.value(), {QStringLiteral("all-staff")});
                IngestPipeline pipeline(store);
                for (const QString& f : std::as_const(order)) {
                    const FileOutcome o = pipeline.ingestFile(f, Reindex::Always);
                    if (o.kind == FileOutcome::Kind::Failed) {
                        const std::lock_guard guard(lock);
                        problems.append(o.path + QStringLiteral(": ") + o.message);
                    }
                }
            });
        }
        for (std::thread& t : writers)
            t.join();
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
        QSqlQuery q(m_admin->db());
        QVERIFY(q.exec(QStringLiteral("SELECT count(*), count(DISTINCT path) FROM lotse.documents WHERE path LIKE "
                                      "'%/handbook/%'")));
        QVERIFY(q.next());
        QCOMPARE(q.value(0).toInt(), int(files.size()));
        QCOMPARE(q.value(1).toInt(), int(files.size()));
        QVERIFY(q.exec(QStringLiteral(
            "SELECT count(*) FROM lotse.documents d CROSS JOIN LATERAL (SELECT count(*) AS n, count(DISTINCT ordinal) "
            "AS distinct_n, coalesce(max(ordinal) + 1, 0) AS m FROM lotse.chunks c WHERE c.document_id = d.id) x "
            "WHERE d.path LIKE '%/handbook/%' AND (x.n = 0 OR x.n <> x.m OR x.n <> x.distinct_n)")));
        QVERIFY(q.next());
        QCOMPARE(q.value(0).toInt(), 0);
        // One version, whole: its title's passages only, as many as it has.
        QVERIFY(q.exec(QStringLiteral("SELECT d.title, count(*), count(*) FILTER (WHERE c.text LIKE 'version ' || "
                                      "right(d.title, 1) || ' %') FROM lotse.documents d JOIN lotse.chunks c ON "
                                      "c.document_id = d.id WHERE d.path = '/share/contested.md' GROUP BY d.title")));
        QVERIFY(q.next());
        const int passages = q.value(0).toString() == QStringLiteral("Version 0") ? 5 : 8;
        QCOMPARE(q.value(1).toInt(), passages);
        QCOMPARE(q.value(2).toInt(), passages);
        QVERIFY(!q.next());
        QVERIFY(PgDocumentStore(*m_admin, {}).removeDocument(QStringLiteral("/share/contested.md")).ok());
    }

    // A copy synced before local schema 13 remembered what it had sent by a watermark, keyed on the
    // server by local id: nothing is sent again, and a question asked while the policy was off is
    // still never sent.
    void aCopyFromBeforeSchema13SendsNothingTwice()
    {
        QCOMPARE(m_server.exec(QStringLiteral("DELETE FROM lotse.traces")), QString());
        Member ben = member(QStringLiteral("ben"));
        TraceStore mine(*ben.copy->db);
        const qint64 shared = mine.save(asked(QStringLiteral("Sent the old way"))).value();
        const qint64 offline = mine.save(asked(QStringLiteral("Asked while the policy was off"))).value();
        QSqlQuery up(ben.login->db());
        QVERIFY(
            up.exec(QStringLiteral(
                        "INSERT INTO lotse.traces(created_at, question, outcome, trace_json, source_id) "
                        "VALUES ((extract(epoch FROM now()) * 1000)::bigint, 'Sent the old way', 'answered', '{}', %1)")
                        .arg(shared)));
        QVERIFY(MetaTable::set(*ben.copy->db, QStringLiteral("team_traces_pushed"), QString::number(offline)).ok());
        QSqlQuery old(ben.copy->db->handle());
        QVERIFY(old.exec(QStringLiteral("UPDATE traces SET team_id = NULL")));
        QVERIFY(TeamTraceSync::setPolicy(*m_admin, TeamTraceSync::Policy::Full).ok());
        const auto first = TeamSync::run(*ben.login, *ben.copy->db);
        QVERIFY(first);
        QCOMPARE(first.value().questionsOut, 0);
        QCOMPARE(m_server.value(QStringLiteral("SELECT count(*) FROM lotse.traces")), QStringLiteral("1"));
        QCOMPARE(column(*ben.copy->db, QStringLiteral("SELECT team_id > 0 FROM traces ORDER BY id")),
                 (QStringList{QStringLiteral("1"), QStringLiteral("0")}));
        QVERIFY(!MetaTable::value(*ben.copy->db, QStringLiteral("team_traces_pushed")).has_value());
        QVERIFY(mine.save(asked(QStringLiteral("A new one"))).ok());
        QCOMPARE(TeamSync::run(*ben.login, *ben.copy->db).value().questionsOut, 1);
        QVERIFY(TeamTraceSync::setPolicy(*m_admin, TeamTraceSync::Policy::Off).ok());
    }

    // "Delete all history" (and deleting a conversation) is a person's decision too: the shared copies go.
    void deletingAllHistoryDeletesItOnTheServer()
    {
        QCOMPARE(m_server.exec(QStringLiteral("DELETE FROM lotse.traces")), QString());
        QVERIFY(TeamTraceSync::setPolicy(*m_admin, TeamTraceSync::Policy::Full).ok());
        Member anna = member(QStringLiteral("anna"));
        TraceStore mine(*anna.copy->db);
        QVERIFY(mine.save(asked(QStringLiteral("First"))).ok());
        QVERIFY(mine.save(asked(QStringLiteral("Second"))).ok());
        QCOMPARE(TeamSync::run(*anna.login, *anna.copy->db).value().questionsOut, 2);
        QCOMPARE(mine.removeAll().value(), 2);
        QCOMPARE(TeamSync::run(*anna.login, *anna.copy->db).value().questionsDeleted, 2);
        QCOMPARE(m_server.value(QStringLiteral("SELECT count(*) FROM lotse.traces")), QStringLiteral("0"));
        QVERIFY(TeamTraceSync::setPolicy(*m_admin, TeamTraceSync::Policy::Off).ok());
    }

    // Eight members sync again and again while a manager ingests the 18F handbook, file by file. Every
    // copy, after every sync, holds each of its documents with all the passages it ends up with on the
    // server: never a document whose passages are still being written.
    void eightReadersSyncWhileAWriterIngests()
    {
        const QString corpus = QStringLiteral(LOTSE_SHARED_DIR "/corpora/18f-handbook");
        if (!QFileInfo(corpus).isDir())
            QSKIP("the shared corpora are not next to this checkout (LOTSE_SHARED_DIR)");
        const QStringList files = IngestPipeline::expand({corpus}).files;
        QVERIFY(files.size() > 200);
        const QString url = m_server.url(QStringLiteral("ben"));
        std::atomic<bool> writing{true};
        std::mutex lock;
        QStringList problems;
        QHash<QString, int> seen; // "reader path" -> passages, from every sync
        int syncs = 0;
        std::vector<std::thread> readers;
        for (int r = 0; r < 8; ++r) {
            readers.emplace_back([&, r] {
                // One connection per thread, opened on it (QtSql connections belong to their thread).
                QTemporaryDir dir;
                auto local = Database::open(dir.filePath(QStringLiteral("copy.sqlite")));
                auto login = PgConnection::open(DatabaseUrl::parse(url).value(), password);
                if (!local || !login) {
                    const std::lock_guard guard(lock);
                    problems.append(QStringLiteral("reader %1 cannot start").arg(r));
                    return;
                }
                DocumentStore store(*local.value());
                bool last = false;
                while (!last) {
                    last = !writing.load();
                    const auto s = TeamReplica::sync(*login.value(), *local.value());
                    const auto documents = store.documents();
                    const std::lock_guard guard(lock);
                    ++syncs;
                    if (!s || !documents) {
                        problems.append(s ? documents.error().message : s.error().message);
                        return;
                    }
                    for (const DocumentRecord& d : documents.value()) {
                        const QString key = QStringLiteral("%1 %2").arg(r).arg(d.path);
                        if (const auto was = seen.constFind(key); was != seen.cend() && *was != d.chunkCount)
                            problems.append(
                                QStringLiteral("%1: %2 then %3 passages").arg(key).arg(*was).arg(d.chunkCount));
                        seen[key] = d.chunkCount;
                    }
                }
            });
        }
        PgDocumentStore store(*m_admin, {QStringLiteral("all-staff")});
        IngestPipeline pipeline(store);
        int added = 0;
        for (const QString& f : files)
            added += pipeline.ingestFile(f).kind == FileOutcome::Kind::Added;
        writing = false;
        for (std::thread& t : readers)
            t.join();
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
        QVERIFY(added > 200);
        QVERIFY2(syncs > 16, qPrintable(QString::number(syncs))); // they really ran during the ingest
        // Every count any copy ever held is the document's final one.
        QHash<QString, int> final;
        QSqlQuery q(m_admin->db());
        QVERIFY(q.exec(QStringLiteral("SELECT d.path, count(c.id) FROM lotse.documents d JOIN lotse.chunks c ON "
                                      "c.document_id = d.id GROUP BY d.path")));
        while (q.next())
            final.insert(q.value(0).toString(), q.value(1).toInt());
        int checked = 0;
        for (auto it = seen.cbegin(); it != seen.cend(); ++it) {
            const QString path = it.key().section(QLatin1Char(' '), 1);
            QVERIFY2(it.value() == final.value(path),
                     qPrintable(QStringLiteral("%1: %2 passages in a copy, %3 on the server")
                                    .arg(it.key())
                                    .arg(it.value())
                                    .arg(final.value(path))));
            ++checked;
        }
        QVERIFY(checked >= 8 * added);
        for (const QString& f : files)
            QVERIFY(store.removeDocument(f).ok());
    }

    // One run per manager at a time: a second one is refused with words, not interleaved; another
    // manager's runs are not held up.
    void aManagersSecondRunWaitsForTheFirst()
    {
        auto first = connect(test::PgServer::superuser(), m_server.superuserPassword());
        auto second = connect(test::PgServer::superuser(), m_server.superuserPassword());
        auto other = connect(QStringLiteral("mia"), password);
        const auto ignore = [](const FileOutcome&) {};
        {
            TeamIngest running(*first, ignore);
            QVERIFY(running.add({}, {QStringLiteral("hr")}).ok());
            const Status refused = TeamIngest(*second, ignore).add({}, {QStringLiteral("hr")});
            QVERIFY(!refused.ok());
            QVERIFY2(refused.error().message.contains(QStringLiteral("Another run of yours")),
                     qPrintable(refused.error().message));
            QVERIFY(TeamIngest(*other, ignore).add({}, {QStringLiteral("hr")}).ok());
        }
        QVERIFY(TeamIngest(*second, ignore).add({}, {QStringLiteral("hr")}).ok()); // released with the first
    }

    void theCopysFileIsForItsOwnerAlone()
    {
        QTemporaryDir home;
        qputenv("XDG_DATA_HOME", home.path().toUtf8());
        const auto url = DatabaseUrl::parse(m_server.url(QStringLiteral("ben"))).value();
        const QString path = TeamReplica::pathFor(url);
        QVERIFY2(path.startsWith(home.path()), qPrintable(path));
        QVERIFY(path.contains(QStringLiteral("/team/ben@127.0.0.1-")));
        {
            auto db = TeamReplica::open(url);
            QVERIFY(db.ok());
        }
        QCOMPARE(QFile::permissions(path) & (QFileDevice::ReadGroup | QFileDevice::ReadOther),
                 QFileDevice::Permissions());
        QCOMPARE(QFile::permissions(QFileInfo(path).absolutePath())
                     & (QFileDevice::ReadGroup | QFileDevice::ReadOther | QFileDevice::ExeOther),
                 QFileDevice::Permissions());
    }
};

QTEST_GUILESS_MAIN(TestTeamReplica)
#include "tst_teamreplica.moc"
