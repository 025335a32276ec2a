// SPDX-License-Identifier: GPL-3.0-or-later
// The compact vector index: SIMD kernels agree with portable code, int8 scan + float32 rescoring
// finds the same neighbours as an exact float32 scan (recall@10 >= 0.99 on random and on
// embedding-like low-rank data, on one thread and on several), several questions in one pass find
// what each finds alone, and loading from a knowledge base
// (at once or on a thread of its own, in either layout) gives the same index.
#include "TestSupport.h"
#include "VectorLookup.h"
#include "vector/DotKernels.h"
#include "vector/EmbeddingStore.h"
#include "vector/VectorIndex.h"
#include "vector/VectorIndexLoader.h"
#include "vector/VectorSamples.h"

#include <QStandardPaths>
#include <QTest>
#include <random>

using namespace lotse;

Q_DECLARE_METATYPE(lotse::VectorSamples::Kind)
Q_DECLARE_METATYPE(lotse::VectorLayout)

class TestVectorIndex final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true); // the binary layout's file goes to a test cache folder
    }

    void kernelsAgree_data()
    {
        QTest::addColumn<int>("length");
        QTest::newRow("one block") << 32;
        QTest::newRow("odd blocks") << 96;
        QTest::newRow("1536") << 1536;
        QTest::newRow("3072") << 3072;
        QTest::newRow("unpadded tail") << 45;
    }
    void kernelsAgree()
    {
        QFETCH(int, length);
        if (!DotKernels::hasAvx2())
            QVERIFY(DotKernels::best().int8 == DotKernels::portable().int8); // nothing else to compare
        std::mt19937 rng(static_cast<std::uint32_t>(length));
        std::uniform_int_distribution<int> code(-127, 127);
        std::uniform_int_distribution<int> stored(0, 127);
        std::vector<std::uint8_t> a(static_cast<std::size_t>(length));
        std::vector<std::int8_t> b(static_cast<std::size_t>(length));
        // Extremes too: the AVX2 kernel's pairwise 16-bit sums are closest to saturating there.
        for (int i = 0; i < length; ++i) {
            a[std::size_t(i)] = std::uint8_t(i % 7 == 0 ? 127 : stored(rng));
            b[std::size_t(i)] = std::int8_t(i % 7 == 0 ? (i % 2 ? -127 : 127) : code(rng));
        }
        QCOMPARE(DotKernels::best().int8(a.data(), b.data(), a.size()),
                 DotKernels::portable().int8(a.data(), b.data(), a.size()));
        std::vector<float> x(static_cast<std::size_t>(length)), y(static_cast<std::size_t>(length));
        std::normal_distribution<float> gauss;
        double exact = 0;
        for (int i = 0; i < length; ++i) {
            x[std::size_t(i)] = gauss(rng);
            y[std::size_t(i)] = gauss(rng);
            exact += double(x[std::size_t(i)]) * y[std::size_t(i)];
        }
        QVERIFY(std::abs(DotKernels::best().float32(x.data(), y.data(), x.size()) - exact) < 1e-3);
        QVERIFY(std::abs(DotKernels::portable().float32(x.data(), y.data(), x.size()) - exact) < 1e-3);
    }

    // The scan kernel: rows of stored codes against 1 to 4 questions at once give each row's dot
    // product with each question, as the one-vector kernel does.
    void rowKernelAgrees_data()
    {
        QTest::addColumn<int>("length");
        QTest::addColumn<int>("queries");
        QTest::addColumn<bool>("portable");
        for (const bool portable : {false, true}) {
            for (int queries = 1; queries <= DotKernels::maxQueries; ++queries) {
                const char* kernel = portable ? "portable" : "best";
                QTest::addRow("96 x %d %s", queries, kernel) << 96 << queries << portable;
                QTest::addRow("3072 x %d %s", queries, kernel) << 3072 << queries << portable;
                QTest::addRow("unpadded 45 x %d %s", queries, kernel) << 45 << queries << portable;
            }
        }
    }
    void rowKernelAgrees()
    {
        QFETCH(int, length);
        QFETCH(int, queries);
        QFETCH(bool, portable);
        const DotKernels& kernels = portable ? DotKernels::portable() : DotKernels::best();
        const std::size_t rows = 37;
        std::mt19937 rng(static_cast<std::uint32_t>(length * 10 + queries));
        std::uniform_int_distribution<int> code(-127, 127);
        std::uniform_int_distribution<int> stored(0, 127);
        std::vector<std::uint8_t> codes(rows * std::size_t(length));
        for (std::size_t i = 0; i < codes.size(); ++i)
            codes[i] = std::uint8_t(i % 11 == 0 ? 127 : stored(rng));
        std::vector<std::vector<std::int8_t>> questions(static_cast<std::size_t>(queries));
        std::vector<const std::int8_t*> pointers;
        for (auto& q : questions) {
            q.resize(std::size_t(length));
            for (std::size_t i = 0; i < q.size(); ++i)
                q[i] = std::int8_t(i % 13 == 0 ? -127 : code(rng));
            pointers.push_back(q.data());
        }
        std::vector<std::int32_t> out(rows * std::size_t(queries), -1);
        kernels.int8Rows(codes.data(), rows, pointers.data(), queries, std::size_t(length), out.data());
        for (std::size_t row = 0; row < rows; ++row) {
            for (int q = 0; q < queries; ++q) {
                QCOMPARE(out[row * std::size_t(queries) + std::size_t(q)],
                         DotKernels::portable().int8(codes.data() + row * std::size_t(length),
                                                     questions[std::size_t(q)].data(), std::size_t(length)));
            }
        }
    }

    void recallAgainstExactScan_data()
    {
        QTest::addColumn<VectorSamples::Kind>("kind");
        QTest::addColumn<int>("count");
        QTest::addColumn<int>("dimensions");
        QTest::addColumn<bool>("portable");
        // 6,000 x 384 is above the size that is scanned on several threads.
        for (const bool portable : {false, true}) {
            const char* kernel = portable ? "portable" : "best";
            QTest::addRow("random 2000x256 %s", kernel) << VectorSamples::Kind::Random << 2000 << 256 << portable;
            QTest::addRow("low-rank 2000x256 %s", kernel) << VectorSamples::Kind::LowRank << 2000 << 256 << portable;
            QTest::addRow("random 6000x384 %s", kernel) << VectorSamples::Kind::Random << 6000 << 384 << portable;
            QTest::addRow("low-rank 6000x384 %s", kernel) << VectorSamples::Kind::LowRank << 6000 << 384 << portable;
            QTest::addRow("low-rank 500x1536 %s", kernel) << VectorSamples::Kind::LowRank << 500 << 1536 << portable;
            QTest::addRow("random 1000x100 %s", kernel) << VectorSamples::Kind::Random << 1000 << 100 << portable;
        }
    }
    void recallAgainstExactScan()
    {
        QFETCH(VectorSamples::Kind, kind);
        QFETCH(int, count);
        QFETCH(int, dimensions);
        QFETCH(bool, portable);
        // Queries from the same distribution (for low-rank data: the same subspace) as the vectors.
        std::vector<float> data = VectorSamples::make(kind, count + 40, dimensions, 42);
        const std::vector<float> queries(data.end() - 40 * dimensions, data.end());
        data.resize(std::size_t(count) * std::size_t(dimensions));
        VectorIndex index(dimensions, portable ? DotKernels::portable() : DotKernels::best());
        for (int i = 0; i < count; ++i)
            QVERIFY(index.add(i, data.data() + std::size_t(i) * std::size_t(dimensions), dimensions));
        QCOMPARE(index.size(), qsizetype(count));
        const auto exact = test::vectorLookup(data, dimensions);
        double recall = 0;
        double approximateRecall = 0;
        for (int q = 0; q < 40; ++q) {
            const float* query = queries.data() + std::size_t(q) * std::size_t(dimensions);
            const auto reference = VectorSamples::exactTopK(data, dimensions, query, 10);
            const auto found = index.nearest(QList<float>(query, query + dimensions), 10, exact);
            QVERIFY(found.ok());
            QCOMPARE(found.value().size(), 10);
            recall += VectorSamples::recall(reference, test::candidateIds(found.value()));
            // Rescored scores are the exact cosine, best first.
            const float* best = data.data() + std::size_t(found.value().first().id) * std::size_t(dimensions);
            double cosine = 0;
            for (int d = 0; d < dimensions; ++d)
                cosine += double(best[d]) * query[d];
            QVERIFY2(std::abs(found.value().first().score - cosine) < 1e-4, qPrintable(QString::number(cosine)));
            for (qsizetype i = 1; i < found.value().size(); ++i)
                QVERIFY(found.value().at(i - 1).score >= found.value().at(i).score);
            // The int8 scan alone is already close: most of the top 10 without rescoring.
            approximateRecall +=
                VectorSamples::recall(reference, test::candidateIds(index.approximate(query, dimensions, 10)));
        }
        recall /= 40;
        approximateRecall /= 40;
        QVERIFY2(recall >= 0.99, qPrintable(QStringLiteral("recall@10 %1").arg(recall)));
        QVERIFY2(approximateRecall >= 0.6, qPrintable(QStringLiteral("int8 recall@10 %1").arg(approximateRecall)));
    }

    // Several questions in one pass over the codes (a decomposed question's sub-questions) find what
    // each finds alone, with one lookup of float32 vectors for all of them; a question that cannot be
    // compared gets an empty list and does not disturb the others.
    void manyQuestionsInOnePass_data()
    {
        QTest::addColumn<VectorSamples::Kind>("kind");
        QTest::addColumn<int>("count");
        QTest::addColumn<int>("dimensions");
        QTest::addColumn<int>("queries");
        QTest::addColumn<bool>("portable");
        for (const bool portable : {false, true}) {
            const char* kernel = portable ? "portable" : "best";
            for (int queries : {2, 4, 7}) {
                QTest::addRow("low-rank 6000x384, %d questions, %s", queries, kernel)
                    << VectorSamples::Kind::LowRank << 6000 << 384 << queries << portable;
                QTest::addRow("random 500x1536, %d questions, %s", queries, kernel)
                    << VectorSamples::Kind::Random << 500 << 1536 << queries << portable;
            }
        }
    }
    void manyQuestionsInOnePass()
    {
        QFETCH(VectorSamples::Kind, kind);
        QFETCH(int, count);
        QFETCH(int, dimensions);
        QFETCH(int, queries);
        QFETCH(bool, portable);
        std::vector<float> data = VectorSamples::make(kind, count + queries, dimensions, 7);
        VectorIndex index(dimensions, portable ? DotKernels::portable() : DotKernels::best());
        for (int i = 0; i < count; ++i)
            QVERIFY(index.add(i, data.data() + std::size_t(i) * std::size_t(dimensions), dimensions));
        QList<QList<float>> questions;
        for (int q = 0; q < queries; ++q) {
            const float* v = data.data() + std::size_t(count + q) * std::size_t(dimensions);
            questions.append(QList<float>(v, v + dimensions));
        }
        questions[1] = QList<float>(dimensions, 0.0f); // a zero vector: nothing to compare
        int lookups = 0;
        const auto lookup = test::vectorLookup(data, dimensions);
        const auto counted = [&](const QList<qint64>& ids) {
            ++lookups;
            return lookup(ids);
        };
        const auto together = index.nearestMany(questions, 10, counted);
        QVERIFY(together.ok());
        QCOMPARE(lookups, 1);
        QCOMPARE(together.value().size(), questions.size());
        QList<const float*> pointers;
        for (const QList<float>& q : std::as_const(questions))
            pointers.append(q.constData());
        const auto approximateTogether = index.approximateMany(pointers, dimensions, 100);
        QCOMPARE(approximateTogether.size(), questions.size());
        for (qsizetype q = 0; q < questions.size(); ++q) {
            const auto alone = index.nearest(questions.at(q), 10, lookup);
            QVERIFY(alone.ok());
            QCOMPARE(together.value().at(q).size(), q == 1 ? 0 : 10);
            QCOMPARE(together.value().at(q).size(), alone.value().size());
            for (qsizetype i = 0; i < alone.value().size(); ++i) {
                QCOMPARE(together.value().at(q).at(i).id, alone.value().at(i).id);
                QCOMPARE(together.value().at(q).at(i).score, alone.value().at(i).score);
            }
            const auto approximateAlone = index.approximate(questions.at(q).constData(), dimensions, 100);
            QCOMPARE(approximateTogether.at(q).size(), approximateAlone.size());
            for (qsizetype i = 0; i < approximateAlone.size(); ++i) {
                QCOMPARE(approximateTogether.at(q).at(i).id, approximateAlone.at(i).id);
                QCOMPARE(approximateTogether.at(q).at(i).score, approximateAlone.at(i).score);
            }
        }
    }

    void compactInMemory()
    {
        VectorIndex index(1536);
        index.reserve(100);
        const std::vector<float> data = VectorSamples::make(VectorSamples::Kind::Random, 100, 1536, 1);
        for (int i = 0; i < 100; ++i)
            QVERIFY(index.add(i, data.data() + std::size_t(i) * 1536, 1536));
        // Codes + scale + id: about a quarter of float32, at most 1.2x the compact representation.
        QVERIFY(index.bytes() <= qsizetype(1.2 * 100 * VectorIndex::compactBytesPerVector(1536)));
    }

    void refusesWhatCannotBeCompared()
    {
        VectorIndex index(4);
        const float zero[4] = {0, 0, 0, 0};
        const float three[3] = {1, 2, 3};
        const float ok[4] = {1, 0, 0, 0};
        QVERIFY(!index.add(1, zero, 4));
        QVERIFY(!index.add(2, three, 3));
        QVERIFY(index.add(3, ok, 4));
        QCOMPARE(index.size(), 1);
        // A query of another size or of zero length finds nothing instead of garbage.
        const auto none = [](const QList<qint64>&) -> Result<QHash<qint64, QList<float>>> {
            return QHash<qint64, QList<float>>();
        };
        QVERIFY(index.nearest({1, 0, 0}, 5, none).value().isEmpty());
        QVERIFY(index.nearest({0, 0, 0, 0}, 5, none).value().isEmpty());
        // Ids the lookup no longer has (passages deleted since loading) are dropped.
        QVERIFY(index.nearest({1, 0, 0, 0}, 5, none).value().isEmpty());
        // A failing lookup is reported, not hidden.
        const auto failing = [](const QList<qint64>&) -> Result<QHash<qint64, QList<float>>> {
            return Error::make(Error::Code::Database, QStringLiteral("disk I/O error"));
        };
        QVERIFY(!index.nearest({1, 0, 0, 0}, 5, failing).ok());
    }

    void loadsFromTheKnowledgeBase_data()
    {
        QTest::addColumn<bool>("background");
        QTest::addColumn<VectorLayout>("layout");
        QTest::newRow("at once") << false << VectorLayout::Int8;
        QTest::newRow("on its own thread") << true << VectorLayout::Int8;
        QTest::newRow("at once, binary") << false << VectorLayout::Binary;
        QTest::newRow("on its own thread, binary") << true << VectorLayout::Binary;
    }
    void loadsFromTheKnowledgeBase()
    {
        QFETCH(bool, background);
        QFETCH(VectorLayout, layout);
        test::TempKnowledgeBase kb;
        QByteArray markdown = "# Handbook\n";
        for (int i = 0; i < 30; ++i)
            markdown += "\n## Section " + QByteArray::number(i) + "\n\nParagraph number " + QByteArray::number(i)
                        + " says something different.\n";
        kb.pipeline->ingestFile(kb.write(QStringLiteral("a.md"), markdown));
        EmbeddingStore store(*kb.db);
        const auto pending = store.missing(QStringLiteral("m"), 1000).value();
        QVERIFY(pending.size() >= 30);
        const std::vector<float> data = VectorSamples::make(VectorSamples::Kind::LowRank, pending.size(), 64, 3, 8);
        QList<QPair<QString, EmbeddingStore::Vector>> vectors;
        for (qsizetype i = 0; i < pending.size(); ++i) {
            const float* v = data.data() + std::size_t(i) * 64;
            vectors.append({pending.at(i).sha256, EmbeddingStore::Vector(v, v + 64)});
        }
        QVERIFY(store.save(QStringLiteral("m"), 64, vectors).ok());

        VectorIndexLoader::IndexPtr index;
        VectorIndexLoader loader;
        if (background) {
            loader.start(kb.dbPath(), QStringLiteral("m"), layout);
            QTRY_VERIFY(!loader.loading());
            const auto taken = loader.take();
            QVERIFY(taken.has_value());
            QVERIFY(taken->ok());
            index = taken->value();
            QVERIFY(!loader.loading());
        } else {
            index = VectorIndexLoader::load(*kb.db, QStringLiteral("m"), nullptr, layout).value();
        }
        QVERIFY(index);
        QCOMPARE(index->layout(), layout);
        QCOMPARE(index->size(), store.vectorCount(QStringLiteral("m")).value());
        QCOMPARE(index->dimensions(), 64);
        // Each stored vector finds its own passage first, rescored from SQLite.
        const auto all = store.vectors(QStringLiteral("m")).value();
        for (const auto& [id, vector] : all) {
            const auto found = index->nearest(
                vector, 3, [&](const QList<qint64>& ids) { return store.vectorsOf(QStringLiteral("m"), ids); });
            QVERIFY(found.ok());
            QCOMPARE(found.value().first().id, id);
            QVERIFY(found.value().first().score > 0.9999f);
        }
        // A model without vectors gives no index, and that is not an error.
        const auto none = VectorIndexLoader::load(*kb.db, QStringLiteral("other"));
        QVERIFY(none.ok());
        QVERIFY(!none.value());
    }

    void aLoadOfAMissingFileFails()
    {
        QTemporaryDir dir;
        VectorIndexLoader loader;
        // A folder where the database should be: opening fails, and the loader says so.
        loader.start(dir.path(), QStringLiteral("m"));
        QTRY_VERIFY(!loader.loading());
        const auto taken = loader.take();
        QVERIFY(taken.has_value());
        QVERIFY(!taken->ok());
        QVERIFY(!loader.take().has_value()); // taken once
    }
};

QTEST_GUILESS_MAIN(TestVectorIndex)
#include "tst_vectorindex.moc"
