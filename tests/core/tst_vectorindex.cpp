// SPDX-License-Identifier: GPL-3.0-or-later
// The compact vector index: SIMD kernels agree with portable code, int8 scan + float32 rescoring
// finds the same neighbours as an exact float32 scan (recall@10 >= 0.99 on random and on
// embedding-like low-rank data, on one thread and on several), and loading from a knowledge base
// (at once or on a thread of its own) gives the same index.
#include "TestSupport.h"
#include "retrieval/DotKernels.h"
#include "retrieval/VectorIndex.h"
#include "retrieval/VectorIndexLoader.h"
#include "retrieval/VectorSamples.h"
#include "store/EmbeddingStore.h"

#include <QTest>
#include <random>

using namespace lotse;

Q_DECLARE_METATYPE(lotse::VectorSamples::Kind)

namespace {

VectorIndex::ExactLookup lookupIn(const std::vector<float>& data, int dimensions)
{
    return [&data, dimensions](const QList<qint64>& ids) -> Result<QHash<qint64, QList<float>>> {
        QHash<qint64, QList<float>> out;
        for (qint64 id : ids) {
            const float* v = data.data() + std::size_t(id) * std::size_t(dimensions);
            out.insert(id, QList<float>(v, v + dimensions));
        }
        return out;
    };
}

} // namespace

class TestVectorIndex final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
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
        const auto exact = lookupIn(data, dimensions);
        double recall = 0;
        double approximateRecall = 0;
        for (int q = 0; q < 40; ++q) {
            const float* query = queries.data() + std::size_t(q) * std::size_t(dimensions);
            const auto reference = VectorSamples::exactTopK(data, dimensions, query, 10);
            const auto found = index.nearest(QList<float>(query, query + dimensions), 10, exact);
            QVERIFY(found.ok());
            QCOMPARE(found.value().size(), 10);
            std::vector<std::uint32_t> ids;
            for (const auto& c : found.value())
                ids.push_back(std::uint32_t(c.id));
            recall += VectorSamples::recall(reference, ids);
            // Rescored scores are the exact cosine, best first.
            const float* best = data.data() + std::size_t(found.value().first().id) * std::size_t(dimensions);
            double cosine = 0;
            for (int d = 0; d < dimensions; ++d)
                cosine += double(best[d]) * query[d];
            QVERIFY2(std::abs(found.value().first().score - cosine) < 1e-4, qPrintable(QString::number(cosine)));
            for (qsizetype i = 1; i < found.value().size(); ++i)
                QVERIFY(found.value().at(i - 1).score >= found.value().at(i).score);
            // The int8 scan alone is already close: most of the top 10 without rescoring.
            std::vector<std::uint32_t> approx;
            for (const auto& c : index.approximate(query, dimensions, 10))
                approx.push_back(std::uint32_t(c.id));
            approximateRecall += VectorSamples::recall(reference, approx);
        }
        recall /= 40;
        approximateRecall /= 40;
        QVERIFY2(recall >= 0.99, qPrintable(QStringLiteral("recall@10 %1").arg(recall)));
        QVERIFY2(approximateRecall >= 0.6, qPrintable(QStringLiteral("int8 recall@10 %1").arg(approximateRecall)));
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
        QTest::newRow("at once") << false;
        QTest::newRow("on its own thread") << true;
    }
    void loadsFromTheKnowledgeBase()
    {
        QFETCH(bool, background);
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
            loader.start(kb.dbPath(), QStringLiteral("m"));
            QTRY_VERIFY(!loader.loading());
            const auto taken = loader.take();
            QVERIFY(taken.has_value());
            QVERIFY(taken->ok());
            index = taken->value();
            QVERIFY(!loader.loading());
        } else {
            index = VectorIndexLoader::load(*kb.db, QStringLiteral("m")).value();
        }
        QVERIFY(index);
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
