// SPDX-License-Identifier: GPL-3.0-or-later
// Retrieval on a real, messy corpus: the 18F handbook (243 Markdown files with front matter,
// Liquid tags and HTML). Ingests it, reports how long that took, and checks that the English
// direct questions of the development set find their expected source in the first round.
#include "TestSupport.h"
#include "retrieval/LexicalSearch.h"
#include "retrieval/Vocabulary.h"

#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStandardPaths>
#include <QTest>

using namespace lotse;

class TestCorpus final : public QObject
{
    Q_OBJECT

    const QString m_corpus = QDir::cleanPath(QStringLiteral(LOTSE_SHARED_DIR "/corpora/18f-handbook"));
    const QString m_questions = QDir::cleanPath(QStringLiteral(LOTSE_SHARED_DIR "/eval/dev-questions.jsonl"));
    test::TempKnowledgeBase m_kb;

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        // Only here: a skip in any other function would let ctest report the whole run as skipped.
        if (!QFileInfo::exists(m_corpus) || !QFileInfo::exists(m_questions))
            QSKIP("the shared corpora and eval set are not next to this checkout (LOTSE_SHARED_DIR)");
    }

    void ingestsTheWholeHandbook()
    {
        QElapsedTimer timer;
        timer.start();
        IngestPipeline::Expansion expansion = IngestPipeline::expand({m_corpus});
        // SOURCE.md describes the corpus; it is not corpus content.
        expansion.files.removeIf([](const QString& f) { return f.endsWith(QStringLiteral("/SOURCE.md")); });
        QVERIFY(expansion.files.size() > 200);
        int failed = 0;
        int skipped = 0;
        int chunks = 0;
        for (const QString& file : std::as_const(expansion.files)) {
            const FileOutcome outcome = m_kb.pipeline->ingestFile(file);
            if (outcome.kind == FileOutcome::Kind::Failed) {
                ++failed;
                qWarning() << outcome.message;
            }
            skipped += outcome.kind == FileOutcome::Kind::Skipped ? 1 : 0;
            chunks += outcome.chunks;
        }
        const qint64 ms = timer.elapsed();
        qInfo("18F handbook: %lld files (%d without text, skipped), %d passages, ingested in %lld ms (%.0f files/s)",
              qint64(expansion.files.size()), skipped, chunks, ms,
              1000.0 * expansion.files.size() / std::max<qint64>(ms, 1));
        QCOMPARE(failed, 0);
        QVERIFY(chunks > expansion.files.size());
        // Re-ingesting unchanged files does no work.
        timer.restart();
        for (const QString& file : std::as_const(expansion.files)) {
            const auto kind = m_kb.pipeline->ingestFile(file).kind;
            QVERIFY(kind == FileOutcome::Kind::Unchanged || kind == FileOutcome::Kind::Skipped);
        }
        qInfo("18F handbook: unchanged re-ingest in %lld ms", timer.elapsed());
    }

    void directQuestionsFindTheirSource()
    {
        QFile file(m_questions);
        QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(m_questions));
        Vocabulary vocabulary(*m_kb.db);
        LexicalSearch search(*m_kb.db, vocabulary);
        int asked = 0;
        int found = 0;
        QElapsedTimer timer;
        timer.start();
        for (const QByteArray& line : file.readAll().split('\n')) {
            const QJsonObject q = QJsonDocument::fromJson(line).object();
            if (q.value(QStringLiteral("corpus")).toString() != QStringLiteral("18f-handbook")
                || q.value(QStringLiteral("kind")).toString() != QStringLiteral("direct")
                || q.value(QStringLiteral("lang")).toString() != QStringLiteral("en"))
                continue;
            const QString expected =
                m_corpus + QLatin1Char('/') + q.value(QStringLiteral("expected_sources")).toArray().first().toString();
            const auto hits = search.search(q.value(QStringLiteral("question")).toString(), 5);
            QVERIFY(hits.ok());
            const bool hit = std::any_of(hits.value().cbegin(), hits.value().cend(),
                                         [&](const Hit& h) { return h.path == expected; });
            qInfo("%s %s", hit ? "found " : "MISSED", qPrintable(q.value(QStringLiteral("id")).toString()));
            ++asked;
            found += hit ? 1 : 0;
        }
        qInfo("18F direct questions: expected source in round-1 top 5 for %d of %d (%lld ms)", found, asked,
              timer.elapsed());
        QVERIFY(asked >= 3);
        QVERIFY2(found * 3 >= asked * 2, "fewer than two thirds of the direct questions found their source");
    }
};

QTEST_GUILESS_MAIN(TestCorpus)
#include "tst_corpus.moc"
