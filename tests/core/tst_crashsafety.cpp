// SPDX-License-Identifier: GPL-3.0-or-later
// kill -9 at random moments while lotse-cli indexes a folder: after every kill the knowledge base
// passes SQLite's integrity check, no document is half-present, the full-text index matches the
// chunks, and every document that is there has exactly the chunks an uninterrupted run gives it.
// The next run resumes (files done before are not indexed again) and ends in the same state as an
// uninterrupted run. The seed is printed; LOTSE_CRASH_SEED repeats a run.
#include "StoreInvariants.h"
#include "TestSupport.h"
#include "store/IngestQueue.h"

#include <QProcess>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QTest>

using namespace lotse;

namespace {

constexpr int chains = 4;
constexpr int killsPerChain = 5;

} // namespace

class TestCrashSafety final : public QObject
{
    Q_OBJECT

    QTemporaryDir m_home;
    QString m_corpus;
    int m_files = 0;
    qint64 m_referenceMs = 0;
    QMap<QString, QString> m_reference;

    QProcess* startCli(const QStringList& args)
    {
        auto* p = new QProcess(this);
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("HOME"), m_home.path());
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), m_home.filePath(QStringLiteral("config")));
        env.insert(QStringLiteral("XDG_DATA_HOME"), m_home.filePath(QStringLiteral("data")));
        p->setProcessEnvironment(env);
        p->start(QStringLiteral(LOTSE_CLI_PATH), args);
        return p;
    }

    test::CliOutput runCli(const QStringList& args) { return test::runCli(m_home.path(), args); }

    // A handbook-like folder: many small pages, some large ones (long transactions), a subfolder.
    void writeCorpus()
    {
        QRandomGenerator rng(7); // the corpus is always the same; only the kills are random
        const QStringList words = {QStringLiteral("vacation"), QStringLiteral("travel"),   QStringLiteral("expense"),
                                   QStringLiteral("manager"),  QStringLiteral("approval"), QStringLiteral("remote"),
                                   QStringLiteral("benefit"),  QStringLiteral("policy"),   QStringLiteral("leave"),
                                   QStringLiteral("security"), QStringLiteral("laptop"),   QStringLiteral("training")};
        for (int i = 0; i < 360; ++i) {
            const bool large = i % 60 == 0;
            QString text = QStringLiteral("# Page %1\n\n").arg(i);
            const int sections = large ? 400 : 1 + int(rng.bounded(6));
            for (int s = 0; s < sections; ++s) {
                text += QStringLiteral("## Section %1\n\n").arg(s);
                for (int w = 0; w < 60 + int(rng.bounded(120)); ++w)
                    text += words.at(int(rng.bounded(qsizetype(words.size())))) + QLatin1Char(' ');
                text += QStringLiteral(".\n\n");
            }
            const QString name =
                QStringLiteral("%1/page-%2.md").arg(i % 3 == 0 ? QStringLiteral("sub") : QString()).arg(i);
            const QString path = m_corpus + QLatin1Char('/') + name;
            QDir().mkpath(QFileInfo(path).absolutePath());
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(text.toUtf8());
        }
        m_files = 360;
    }

    static int number(const QString& text, const QString& label)
    {
        const QRegularExpression re(QStringLiteral("(\\d+) ") + label);
        const auto match = re.match(text);
        return match.hasMatch() ? match.captured(1).toInt() : -1;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_home.isValid());
        m_corpus = m_home.filePath(QStringLiteral("corpus"));
        writeCorpus();
        const QString db = m_home.filePath(QStringLiteral("reference.sqlite"));
        QElapsedTimer timer;
        timer.start();
        const test::CliOutput o =
            runCli({QStringLiteral("--db"), db, QStringLiteral("folder"), QStringLiteral("add"), m_corpus});
        m_referenceMs = timer.elapsed();
        QVERIFY2(o.code == 0, qPrintable(o.err));
        auto opened = Database::open(db);
        QVERIFY(opened);
        m_reference = test::contentState(*opened.value());
        QCOMPARE(m_reference.size(), m_files);
        qInfo("uninterrupted run: %d files in %lld ms", m_files, m_referenceMs);
    }

    // The checks themselves: each one catches the damage it is there for.
    void invariantsCatchHalfDocuments_data()
    {
        QTest::addColumn<QString>("damage");
        QTest::addColumn<QString>("caught");
        QTest::newRow("last chunks missing")
            << QStringLiteral("DELETE FROM chunks WHERE id IN (SELECT id FROM chunks ORDER BY id DESC LIMIT 2)")
            << QStringLiteral("");
        QTest::newRow("a gap") << QStringLiteral("DELETE FROM chunks WHERE ordinal = 1") << QStringLiteral("gap");
        QTest::newRow("no chunks") << QStringLiteral("DELETE FROM chunks") << QStringLiteral("without chunks");
        QTest::newRow("chunks of a failed document")
            << QStringLiteral("UPDATE documents SET status = 'failed'") << QStringLiteral("without a ready document");
        QTest::newRow("index behind") << QStringLiteral(
            "INSERT INTO chunks_fts(chunks_fts, rowid, text, heading, title) SELECT 'delete', c.id, c.text,"
            " c.heading_path, d.title FROM chunks c JOIN documents d ON d.id = c.document_id"
            " WHERE c.id = (SELECT min(id) FROM chunks)")
                                      << QStringLiteral("full-text");
        // A change the triggers did not follow: the index still has the old title's terms.
        QTest::newRow("index stale") << QStringLiteral(
            "DROP TRIGGER documents_title_au; DROP TRIGGER documents_title_bu;"
            " UPDATE documents SET title = 'Renamed handbook page'")
                                     << QStringLiteral("differ from the passages");
    }

    void invariantsCatchHalfDocuments()
    {
        QFETCH(QString, damage);
        QFETCH(QString, caught);
        test::TempKnowledgeBase kb;
        const QStringList files =
            IngestPipeline::expand({m_corpus + QStringLiteral("/sub/page-0.md")}).files; // large: many chunks
        QCOMPARE(kb.pipeline->ingestFile(files.first()).kind, FileOutcome::Kind::Added);
        QVERIFY(test::invariantViolations(*kb.db).isEmpty());
        for (const QString& statement : damage.split(QLatin1Char(';'), Qt::SkipEmptyParts))
            QVERIFY(kb.db->exec(statement.trimmed(), QStringLiteral("damage")).ok());
        const QStringList broken = test::invariantViolations(*kb.db);
        const bool differs =
            test::contentState(*kb.db) != QMap<QString, QString>{{files.first(), m_reference.value(files.first())}};
        if (caught.isEmpty()) // a shorter document is still consistent: the reference comparison catches it
            QVERIFY(differs);
        else
            QVERIFY2(broken.join(QLatin1Char(' ')).contains(caught), qPrintable(broken.join(QLatin1Char(' '))));
    }

    void killedRunsLeaveAConsistentKnowledgeBaseAndResume()
    {
        const quint32 seed = qEnvironmentVariableIsSet("LOTSE_CRASH_SEED")
                                 ? quint32(qEnvironmentVariableIntValue("LOTSE_CRASH_SEED"))
                                 : QRandomGenerator::global()->generate();
        qInfo("seed %u (LOTSE_CRASH_SEED=%u repeats this run)", seed, seed);
        QRandomGenerator rng(seed);
        int killedMidRun = 0;
        for (int chain = 0; chain < chains; ++chain) {
            const QString db = m_home.filePath(QStringLiteral("chain-%1.sqlite").arg(chain));
            int ready = 0; // documents in the chain's knowledge base so far
            for (int kill = 0; kill < killsPerChain; ++kill) {
                // Adding the folder again is harmless; sync resumes the queue and picks up changes.
                const QStringList args = kill % 2 == 0
                                             ? QStringList{QStringLiteral("--db"), db, QStringLiteral("folder"),
                                                           QStringLiteral("add"), m_corpus}
                                             : QStringList{QStringLiteral("--db"), db, QStringLiteral("sync")};
                QProcess* p = startCli(args);
                QVERIFY(p->waitForStarted());
                // Somewhere within the work still left (the first runs have more of it than the later ones).
                const qint64 left = m_referenceMs * (m_files - ready) / m_files;
                const int delay = 20 + int(rng.bounded(quint32(qMax<qint64>(40, left))));
                QTest::qWait(delay);
                if (p->state() == QProcess::Running) {
                    p->kill(); // SIGKILL: no handler, no cleanup
                    ++killedMidRun;
                }
                // (waitForFinished is false for a process that has finished already.)
                QVERIFY(p->state() == QProcess::NotRunning || p->waitForFinished(60000));
                delete p;

                if (!QFileInfo::exists(db))
                    continue; // killed before the file was created
                auto opened = Database::open(db);
                QVERIFY2(opened, qPrintable(opened ? QString() : opened.error().message));
                const QStringList broken = test::invariantViolations(*opened.value());
                QVERIFY2(broken.isEmpty(), qPrintable(QStringLiteral("chain %1, kill %2 after %3 ms: %4")
                                                          .arg(chain)
                                                          .arg(kill)
                                                          .arg(delay)
                                                          .arg(broken.join(QStringLiteral("; ")))));
                // Whatever is there is complete: the same chunks as in the uninterrupted run.
                const QMap<QString, QString> state = test::contentState(*opened.value());
                ready = int(state.size());
                for (auto it = state.cbegin(); it != state.cend(); ++it)
                    QVERIFY2(m_reference.value(it.key()) == it.value(), qPrintable(it.key()));
            }

            // The restart: resumes (what is there is not indexed again) and completes.
            int readyBefore = 0;
            if (QFileInfo::exists(db)) {
                auto opened = Database::open(db);
                QVERIFY(opened);
                readyBefore = int(test::contentState(*opened.value()).size());
            }
            const test::CliOutput done =
                runCli({QStringLiteral("--db"), db, QStringLiteral("folder"), QStringLiteral("add"), m_corpus});
            QVERIFY2(done.code == 0, qPrintable(done.err));
            QCOMPARE(number(done.out, QStringLiteral("added")), m_files - readyBefore);
            QCOMPARE(number(done.out, QStringLiteral("unchanged")), readyBefore);
            auto opened = Database::open(db);
            QVERIFY(opened);
            QVERIFY(test::invariantViolations(*opened.value()).isEmpty());
            QCOMPARE(test::contentState(*opened.value()), m_reference);
            QCOMPARE(IngestQueue(*opened.value()).count().value(), 0);
        }
        qInfo("%d of %d kills landed while lotse-cli was running", killedMidRun, chains * killsPerChain);
        // Most kills hit a running indexer (a loaded machine makes some runs finish first).
        QVERIFY(killedMidRun >= chains * killsPerChain / 3);
    }
};

QTEST_GUILESS_MAIN(TestCrashSafety)
#include "tst_crashsafety.moc"
