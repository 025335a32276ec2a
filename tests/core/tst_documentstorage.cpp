// SPDX-License-Identifier: GPL-3.0-or-later
// One ingestion, two backends: the same files go through IngestPipeline into a SQLite file and into a
// team knowledge base (PostgreSQL, a throwaway server), step by step (added, unchanged, updated,
// renamed, failed, removed), and both must report the same outcomes and hold the same documents and
// passages. Then what PostgreSQL adds: the groups a document gets, and the text-search language.
#include "PgServer.h"
#include "TestSupport.h"
#include "ingest/IngestPipeline.h"
#include "store/pg/PgConnection.h"
#include "store/pg/PgDocumentStore.h"
#include "store/pg/PgSchema.h"

#include <QDir>
#include <QSqlQuery>
#include <QTest>

using namespace lotse;

namespace {

struct Snapshot
{
    QStringList outcomes; // "kind path (chunks)" per file, relative paths
    QStringList documents;
    int chunks = 0;
};

} // namespace

class TestDocumentStorage final : public QObject
{
    Q_OBJECT

    test::PgServer m_server;
    QTemporaryDir m_dir;
    QString m_files;
    std::unique_ptr<test::TempKnowledgeBase> m_sqlite;
    std::unique_ptr<PgConnection> m_pg;
    std::unique_ptr<PgDocumentStore> m_pgStore;
    std::unique_ptr<IngestPipeline> m_pgPipeline;

    QString relative(const QString& path) const { return QDir(m_files).relativeFilePath(path); }

    void step(IngestPipeline& pipeline, DocumentStorage& store,
              const std::function<QList<FileOutcome>(IngestPipeline&)>& run, Snapshot& s)
    {
        for (const FileOutcome& o : run(pipeline))
            s.outcomes.append(QStringLiteral("%1 %2 (%3)").arg(int(o.kind)).arg(relative(o.path)).arg(o.chunks));
        s.outcomes.sort();
        const auto documents = store.documents(); // kept: a loop over a temporary's value() would dangle
        QVERIFY2(documents.ok(), documents.ok() ? "" : qPrintable(documents.error().message));
        for (const DocumentRecord& d : documents.value())
            s.documents.append(QStringLiteral("%1 %2 %3 %4")
                                   .arg(relative(d.path), DocumentRecord::statusName(d.status))
                                   .arg(d.chunkCount)
                                   .arg(d.sha256.left(12)));
        s.chunks = store.chunkCount().value();
    }

    void same(const std::function<QList<FileOutcome>(IngestPipeline&)>& run)
    {
        Snapshot a;
        Snapshot b;
        step(*m_sqlite->pipeline, *m_sqlite->store, run, a);
        step(*m_pgPipeline, *m_pgStore, run, b);
        QCOMPARE(b.outcomes, a.outcomes);
        QCOMPARE(b.documents, a.documents);
        QCOMPARE(b.chunks, a.chunks);
        QVERIFY(!a.outcomes.isEmpty());
    }

    QList<FileOutcome> ingestAll(IngestPipeline& p)
    {
        QList<FileOutcome> out;
        for (const QString& f : IngestPipeline::expand({m_files}).files)
            out.append(p.ingestFile(f));
        return out;
    }

    void write(const QString& name, const QByteArray& content)
    {
        QFile f(QDir(m_files).filePath(name));
        QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        f.write(content);
    }

private Q_SLOTS:
    void initTestCase()
    {
        if (const QString why = test::PgServer::unavailable(); !why.isEmpty())
            QSKIP(qPrintable(why));
        if (const QString why = m_server.start(); !why.isEmpty())
            QFAIL(qPrintable(QStringLiteral("the throwaway PostgreSQL did not start: ") + why));
        QCOMPARE(m_server.exec(QStringLiteral("SELECT 1")), QString());
        auto c = PgConnection::open(DatabaseUrl::parse(m_server.url(test::PgServer::superuser())).value(),
                                    m_server.superuserPassword());
        QVERIFY2(c.ok(), c.ok() ? "" : qPrintable(c.error().message));
        m_pg = std::move(c).value();
        QVERIFY(PgSchema::apply(*m_pg, [](const QString&) {}).ok());
        m_pgStore = std::make_unique<PgDocumentStore>(*m_pg, QStringList{QStringLiteral("all-staff")});
        m_pgPipeline = std::make_unique<IngestPipeline>(*m_pgStore);
        m_sqlite = std::make_unique<test::TempKnowledgeBase>();
        m_files = test::sampleHandbook(m_dir.filePath(QStringLiteral("handbook")), QStringLiteral("en"));
    }

    void bothBackendsIngestAlike()
    {
        same([this](IngestPipeline& p) { return ingestAll(p); }); // added
        same([this](IngestPipeline& p) { return ingestAll(p); }); // unchanged
        const QStringList files = IngestPipeline::expand({m_files}).files;
        QVERIFY(files.size() >= 3);
        const QString first = files.first();
        QFile f(first);
        QVERIFY(f.open(QIODevice::Append));
        f.write("\n\n## Added later\n\nA new rule about parking bicycles in the yard.\n");
        f.close();
        same([&](IngestPipeline& p) { return QList<FileOutcome>{p.ingestFile(first)}; }); // updated
        const QString renamed = first + QStringLiteral(".moved.md");
        QVERIFY(QFile::copy(first, renamed));
        same([&](IngestPipeline& p) { return QList<FileOutcome>{p.ingestFile(renamed)}; }); // added (copy exists)
        write(QStringLiteral("broken.pdf"), "%PDF-1.7 not really a pdf");
        same([&](IngestPipeline& p) {
            return QList<FileOutcome>{p.ingestFile(QDir(m_files).filePath(QStringLiteral("broken.pdf")))};
        });                                                             // failed
        same([&](IngestPipeline& p) { return p.remove(files.at(1)); }); // removed
        // A moved file: the SQLite file recognises its content at the new path and keeps its passages; a
        // team knowledge base stores it anew (its paths come from several machines, so a path missing
        // here is no evidence of a move, and taking the document over could move another manager's).
        const QString moved = QDir(m_files).filePath(QStringLiteral("moved-here.md"));
        QVERIFY(QFile::rename(first, moved));
        QCOMPARE(m_sqlite->pipeline->ingestFile(moved).kind, FileOutcome::Kind::Renamed);
        QCOMPARE(m_pgPipeline->ingestFile(moved).kind, FileOutcome::Kind::Added);
    }

    void newGroupsForAnUnchangedFileAreStored()
    {
        // Ingested again with other groups, an unchanged file is stored again with them, not "unchanged".
        PgDocumentStore hr(*m_pg, {QStringLiteral("hr")});
        IngestPipeline pipeline(hr);
        const QString file = IngestPipeline::expand({m_files}).files.last();
        QCOMPARE(pipeline.ingestFile(file).kind, FileOutcome::Kind::Updated);
        QCOMPARE(pipeline.ingestFile(file).kind, FileOutcome::Kind::Unchanged);
        QSqlQuery q(m_pg->db());
        q.prepare(
            QStringLiteral("SELECT DISTINCT array_to_string(c.groups, ',') FROM lotse.chunks c JOIN lotse.documents "
                           "d ON d.id = c.document_id WHERE d.path = ?"));
        q.addBindValue(file);
        QVERIFY(q.exec() && q.next());
        QCOMPARE(q.value(0).toString(), QStringLiteral("hr"));
        QVERIFY(!q.next());
        // And back for the other tests.
        QCOMPARE(m_pgPipeline->ingestFile(file).kind, FileOutcome::Kind::Updated);
    }

    void documentsGetTheStoresGroupsAndTheirLanguage()
    {
        QSqlQuery q(m_pg->db());
        QVERIFY(
            q.exec(QStringLiteral("SELECT DISTINCT array_to_string(groups, ','), language::text FROM lotse.chunks")));
        QStringList seen;
        while (q.next())
            seen.append(q.value(0).toString() + QLatin1Char(' ') + q.value(1).toString());
        QCOMPARE(seen, QStringList{QStringLiteral("all-staff english")});
        // The English stemmer: "bicycles" finds "bicycle".
        QVERIFY(q.exec(QStringLiteral("SELECT count(*) FROM lotse.chunks WHERE tsv @@ plainto_tsquery('english', "
                                      "'bicycle')"))
                && q.next());
        QVERIFY(q.value(0).toInt() >= 1);
    }

    void theSearchLanguageFollowsTheText_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("language");
        QTest::newRow("German") << QStringLiteral(
            "Der Urlaub muss bis zum 31. März des Folgejahres genommen werden, sonst "
            "verfällt er. Die Beantragung erfolgt über das Personalportal und wird "
            "von der Führungskraft genehmigt, die auch die Vertretung regelt.")
                                << QStringLiteral("german");
        QTest::newRow("English") << QStringLiteral(
            "Carried-over days must be taken by 31 March of the following year; after "
            "that date they expire. Requests go through the HR portal and are "
            "approved by your manager, who also arranges a stand-in.")
                                 << QStringLiteral("english");
        QTest::newRow("too short to tell") << QStringLiteral("Parking: yard.") << QStringLiteral("simple");
    }
    void theSearchLanguageFollowsTheText()
    {
        QFETCH(QString, text);
        QFETCH(QString, language);
        ChunkRecord c;
        c.text = text;
        QCOMPARE(PgDocumentStore::searchLanguage({c}), language);
    }
};

QTEST_GUILESS_MAIN(TestDocumentStorage)
#include "tst_documentstorage.moc"
