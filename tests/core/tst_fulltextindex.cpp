// SPDX-License-Identifier: GPL-3.0-or-later
// The contentless full-text index (schema 7): SQLite 3.40 removes an entry of such an index only when
// given the exact values it indexed, so triggers supply them. Every way a passage or a title changes
// must leave the index equal, term by term, to a fresh index of the passages, with no trace of the old
// words; and a knowledge base of schema 6 (made by the release before, tests/data/store) is migrated.
#include "StoreInvariants.h"
#include "TestSupport.h"
#include "ingest/IngestPipeline.h"
#include "store/Database.h"
#include "store/DocumentStore.h"
#include "store/Migrations.h"

#include <QFile>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace lotse;

namespace {

int scalarInt(Database& db, const QString& sql, const QVariant& bind = {})
{
    QSqlQuery q(db.handle());
    q.prepare(sql);
    if (bind.isValid())
        q.addBindValue(bind);
    return q.exec() && q.next() ? q.value(0).toInt() : -1;
}

// Passages whose index entry has the term (0 when it is gone from the index altogether).
int termDocuments(Database& db, const QString& term)
{
    const int n = scalarInt(db, QStringLiteral("SELECT doc FROM chunks_vocab WHERE term = ?"), term);
    return n < 0 ? 0 : n;
}

int matches(Database& db, const QString& query)
{
    return scalarInt(db, QStringLiteral("SELECT count(*) FROM chunks_fts WHERE chunks_fts MATCH ?"), query);
}

QByteArray page(const QString& title, const QString& body)
{
    return QStringLiteral("# %1\n\n## Section\n\n%2 Every employee reads this page.\n").arg(title, body).toUtf8();
}

} // namespace

class TestFullTextIndex final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void followsEveryChange_data()
    {
        QTest::addColumn<QString>("change");
        QTest::addColumn<QString>("goneTerm"); // empty: nothing is gone
        QTest::addColumn<QString>("newTerm");
        QTest::newRow("file edited") << QStringLiteral("edit") << QStringLiteral("zeppelin")
                                     << QStringLiteral("quasar");
        QTest::newRow("heading (title) edited")
            << QStringLiteral("retitle") << QStringLiteral("aardvark") << QStringLiteral("walrus");
        QTest::newRow("file renamed") << QStringLiteral("rename") << QString() << QStringLiteral("zeppelin");
        QTest::newRow("document removed") << QStringLiteral("remove") << QStringLiteral("zeppelin") << QString();
        QTest::newRow("title changed in place")
            << QStringLiteral("sql-title") << QStringLiteral("aardvark") << QStringLiteral("narwhal");
        QTest::newRow("passage changed in place")
            << QStringLiteral("sql-text") << QStringLiteral("zeppelin") << QStringLiteral("ocelot");
        QTest::newRow("every document removed")
            << QStringLiteral("remove-all") << QStringLiteral("employee") << QString();
    }

    void followsEveryChange()
    {
        QFETCH(QString, change);
        QFETCH(QString, goneTerm);
        QFETCH(QString, newTerm);
        test::TempKnowledgeBase kb;
        const QString path = kb.write(QStringLiteral("a.md"), page(QStringLiteral("Aardvark rules"),
                                                                   QStringLiteral("The zeppelin leaves at noon.")));
        const QString other = kb.write(QStringLiteral("b.md"),
                                       page(QStringLiteral("Other rules"), QStringLiteral("Nothing about airships.")));
        QCOMPARE(kb.pipeline->ingestFile(path).kind, FileOutcome::Kind::Added);
        QCOMPARE(kb.pipeline->ingestFile(other).kind, FileOutcome::Kind::Added);
        QCOMPARE(test::fullTextIndexDifference(*kb.db), 0);
        QVERIFY(termDocuments(*kb.db, QStringLiteral("zeppelin")) > 0);
        QVERIFY(termDocuments(*kb.db, QStringLiteral("aardvark")) > 0);

        if (change == QStringLiteral("edit")) {
            kb.write(QStringLiteral("a.md"),
                     page(QStringLiteral("Aardvark rules"), QStringLiteral("The quasar shines at night.")));
            QCOMPARE(kb.pipeline->ingestFile(path).kind, FileOutcome::Kind::Updated);
        } else if (change == QStringLiteral("retitle")) {
            kb.write(QStringLiteral("a.md"),
                     page(QStringLiteral("Walrus rules"), QStringLiteral("The zeppelin leaves at noon.")));
            QCOMPARE(kb.pipeline->ingestFile(path).kind, FileOutcome::Kind::Updated);
        } else if (change == QStringLiteral("rename")) {
            const QString moved = kb.file(QStringLiteral("renamed.md"));
            QVERIFY(QFile::rename(path, moved));
            QCOMPARE(kb.pipeline->ingestFile(moved).kind, FileOutcome::Kind::Renamed);
        } else if (change == QStringLiteral("remove")) {
            QCOMPARE(kb.store->removeDocument(path).value(), true);
        } else if (change == QStringLiteral("sql-title")) {
            QVERIFY(
                kb.db
                    ->exec(QStringLiteral("UPDATE documents SET title = 'Narwhal rules' WHERE title LIKE 'Aardvark%'"),
                           QStringLiteral("test"))
                    .ok());
        } else if (change == QStringLiteral("sql-text")) {
            QVERIFY(kb.db
                        ->exec(QStringLiteral("UPDATE chunks SET text = replace(text, 'zeppelin', 'ocelot')"),
                               QStringLiteral("test"))
                        .ok());
        } else if (change == QStringLiteral("remove-all")) {
            QVERIFY(kb.db->exec(QStringLiteral("DELETE FROM documents"), QStringLiteral("test")).ok());
        }

        QCOMPARE(test::fullTextIndexDifference(*kb.db), 0);
        QVERIFY2(test::invariantViolations(*kb.db).isEmpty(),
                 qPrintable(test::invariantViolations(*kb.db).join(QLatin1Char(' '))));
        if (!goneTerm.isEmpty()) {
            QCOMPARE(termDocuments(*kb.db, goneTerm), 0);
            QCOMPARE(matches(*kb.db, goneTerm), 0);
        }
        if (!newTerm.isEmpty())
            QVERIFY(matches(*kb.db, newTerm) > 0);
        // The other document is untouched (unless everything went).
        QCOMPARE(matches(*kb.db, QStringLiteral("airships")), change == QStringLiteral("remove-all") ? 0 : 1);
    }

    // A German passage's implied words ("An- und Abreisetag": "anreisetag") follow it as its own words do.
    void impliedWordsFollowEveryChange_data()
    {
        QTest::addColumn<QString>("change");
        QTest::newRow("file edited") << QStringLiteral("edit");
        QTest::newRow("title changed in place") << QStringLiteral("sql-title");
        QTest::newRow("document removed") << QStringLiteral("remove");
    }
    void impliedWordsFollowEveryChange()
    {
        QFETCH(QString, change);
        test::TempKnowledgeBase kb;
        const auto german = [](const char* sentence) {
            return QStringLiteral("# Reisekosten\n\n## Tagegeld\n\n%1 Die Regeln gelten für alle Beschäftigten, "
                                  "die für die Firma unterwegs sind.\n")
                .arg(QString::fromUtf8(sentence))
                .toUtf8();
        };
        const QString path = kb.write(QStringLiteral("reise.md"), german("Für den An- und Abreisetag gibt es 14 EUR."));
        QCOMPARE(kb.pipeline->ingestFile(path).kind, FileOutcome::Kind::Added);
        QCOMPARE(matches(*kb.db, QStringLiteral("anreisetag")), 1);
        QCOMPARE(test::fullTextIndexDifference(*kb.db), 0);
        if (change == QStringLiteral("edit")) {
            kb.write(QStringLiteral("reise.md"), german("Für jeden vollen Reisetag gibt es 28 EUR."));
            QCOMPARE(kb.pipeline->ingestFile(path).kind, FileOutcome::Kind::Updated);
        } else if (change == QStringLiteral("sql-title")) {
            QVERIFY(kb.db->exec(QStringLiteral("UPDATE documents SET title = 'Spesen'"), QStringLiteral("test")).ok());
            QCOMPARE(matches(*kb.db, QStringLiteral("anreisetag AND title:spesen")), 1);
        } else {
            QCOMPARE(kb.store->removeDocument(path).value(), true);
        }
        QCOMPARE(test::fullTextIndexDifference(*kb.db), 0);
        QVERIFY2(test::invariantViolations(*kb.db).isEmpty(),
                 qPrintable(test::invariantViolations(*kb.db).join(QLatin1Char(' '))));
        if (change != QStringLiteral("sql-title"))
            QCOMPARE(termDocuments(*kb.db, QStringLiteral("anreisetag")), 0);
    }

    void migratesSchema6()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("kb.sqlite"));
        QVERIFY(QFile::copy(QStringLiteral(LOTSE_TEST_DATA "/store/schema6.sqlite"), file));
        QVERIFY(QFile::setPermissions(file, QFile::ReadOwner | QFile::WriteOwner));
        auto opened = Database::open(file);
        QVERIFY2(opened.ok(), opened ? "" : qPrintable(opened.error().message));
        Database& db = *opened.value();
        QCOMPARE(Migrations::version(db).value(), Migrations::currentVersion);
        QCOMPARE(scalarInt(db, QStringLiteral("PRAGMA page_size")), 4096); // an existing file keeps its pages
        QCOMPARE(scalarInt(db, QStringLiteral("SELECT count(*) FROM sqlite_master WHERE name = 'chunks_fts_content'")),
                 0);
        QCOMPARE(scalarInt(db, QStringLiteral("SELECT count(*) FROM chunks_fts")), 5);
        // Schema 8: the passage hash index goes until the embedding thread needs it.
        QCOMPARE(scalarInt(db, QStringLiteral("SELECT count(*) FROM sqlite_master WHERE name = 'chunks_by_sha256'")),
                 0);
        QCOMPARE(test::fullTextIndexDifference(db), 0);
        QCOMPARE(matches(db, QStringLiteral("laptop")), 1);
        QCOMPARE(matches(db, QStringLiteral("title:travel")), 2); // the title is indexed with every passage
        QCOMPARE(matches(db, QStringLiteral("vacation AND thirty")), 1);

        DocumentStore store(db);
        QCOMPARE(store.removeDocument(QStringLiteral("/tmp/kb6src/laptop-theft.md")).value(), true);
        QCOMPARE(termDocuments(db, QStringLiteral("laptop")), 0);
        QCOMPARE(termDocuments(db, QStringLiteral("stolen")), 0);
        QCOMPARE(matches(db, QStringLiteral("thirty")), 2); // vacation and travel stay
        QVERIFY2(test::invariantViolations(db).isEmpty(),
                 qPrintable(test::invariantViolations(db).join(QLatin1Char(' '))));
    }

    // Schema 8 drops the passage hash index only where no vector needs it: a knowledge base with
    // vectors keeps it, so its vector lookups stay fast from the first start.
    void migrationKeepsTheHashIndexOfAnEmbeddedBase_data()
    {
        QTest::addColumn<bool>("embedded");
        QTest::newRow("with vectors") << true;
        QTest::newRow("without") << false;
    }
    void migrationKeepsTheHashIndexOfAnEmbeddedBase()
    {
        QFETCH(bool, embedded);
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("kb.sqlite"));
        QVERIFY(QFile::copy(QStringLiteral(LOTSE_TEST_DATA "/store/schema6.sqlite"), file));
        QVERIFY(QFile::setPermissions(file, QFile::ReadOwner | QFile::WriteOwner));
        if (embedded) {
            // Written as the release before would have: straight into the old file.
            auto old = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("old"));
            old.setDatabaseName(file);
            QVERIFY(old.open());
            QSqlQuery q(old);
            QVERIFY(q.exec(QStringLiteral("INSERT INTO embeddings SELECT sha256, 'm', 1, x'0000803f' FROM chunks")));
            q.finish();
            old.close();
        }
        QSqlDatabase::removeDatabase(QStringLiteral("old"));
        auto opened = Database::open(file);
        QVERIFY2(opened.ok(), opened ? "" : qPrintable(opened.error().message));
        Database& db = *opened.value();
        QCOMPARE(Migrations::version(db).value(), Migrations::currentVersion);
        QCOMPARE(scalarInt(db, QStringLiteral("SELECT count(*) FROM sqlite_master WHERE name = 'chunks_by_sha256'")),
                 embedded ? 1 : 0);
        QCOMPARE(test::fullTextIndexDifference(db), 0);
    }
};

QTEST_GUILESS_MAIN(TestFullTextIndex)
#include "tst_fulltextindex.moc"
