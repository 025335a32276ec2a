// SPDX-License-Identifier: GPL-3.0-or-later
// The binary layout of the vector index (one bit per dimension in memory, int8 codes in a mapped
// file): every popcount kernel the processor has gives the portable distances, the Hamming stage
// keeps exactly the nearest rows, the three stages together find what an exact float32 scan finds
// (recall@10 >= 0.99 on embedding-like data), several questions in one pass find what each finds
// alone, memory holds about a 30th of float32, a file that cannot be written is reported with what
// to do, and the layout is chosen by size.
#include "VectorLookup.h"
#include "vector/BinaryCodes.h"
#include "vector/BitKernels.h"
#include "vector/ScanPool.h"
#include "vector/VectorIndex.h"
#include "vector/VectorSamples.h"

#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <bit>
#include <random>

using namespace lotse;

Q_DECLARE_METATYPE(lotse::VectorSamples::Kind)

namespace {

std::vector<std::uint64_t> randomWords(std::size_t count, std::uint32_t seed)
{
    std::mt19937_64 rng(seed);
    std::vector<std::uint64_t> words(count);
    for (std::uint64_t& w : words)
        w = rng();
    return words;
}

} // namespace

class TestBinaryIndex final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void kernelsAgree_data()
    {
        QTest::addColumn<int>("words");
        QTest::addColumn<int>("queries");
        for (int words : {8, 24, 48}) {
            for (int queries : {1, 2, 3, 4, 5})
                QTest::addRow("%d words, %d questions", words, queries) << words << queries;
        }
    }
    void kernelsAgree()
    {
        QFETCH(int, words);
        QFETCH(int, queries);
        constexpr std::size_t rows = 37;
        const std::vector<std::uint64_t> codes = randomWords(rows * std::size_t(words), std::uint32_t(words));
        std::vector<std::vector<std::uint64_t>> questions;
        std::vector<const std::uint64_t*> pointers;
        for (int q = 0; q < queries; ++q)
            questions.push_back(randomWords(std::size_t(words), std::uint32_t(100 + q)));
        for (const auto& q : questions)
            pointers.push_back(q.data());
        // The reference, written out here rather than taken from the portable kernel.
        std::vector<std::uint16_t> expected;
        for (std::size_t row = 0; row < rows; ++row) {
            for (int q = 0; q < queries; ++q) {
                int distance = 0;
                for (int i = 0; i < words; ++i)
                    distance += std::popcount(codes[row * std::size_t(words) + std::size_t(i)] ^ questions[q][i]);
                expected.push_back(std::uint16_t(distance));
            }
        }
        int count = 0;
        const BitKernels* const* kernels = BitKernels::available(&count);
        QVERIFY(count >= 1);
        for (int k = 0; k < count; ++k) {
            std::vector<std::uint16_t> out(rows * std::size_t(queries), 0xffff);
            kernels[k]->hammingRows(codes.data(), rows, pointers.data(), queries, std::size_t(words), out.data());
            QVERIFY2(out == expected, kernels[k]->name);
        }
        QCOMPARE(QLatin1String(BitKernels::best().name), QLatin1String(kernels[count - 1]->name));
    }

    // The Hamming stage keeps exactly the rows of the smallest distances (at the last distance kept,
    // the first rows), on one part and on several.
    void keepsTheNearestRows_data()
    {
        QTest::addColumn<int>("rows");
        QTest::addColumn<int>("count");
        QTest::newRow("small, one part") << 300 << 40;
        QTest::newRow("large, parts on both cores") << 20000 << 500;
        QTest::newRow("more wanted than there are") << 50 << 80;
    }
    void keepsTheNearestRows()
    {
        QFETCH(int, rows);
        QFETCH(int, count);
        constexpr int dimensions = 256;
        const std::vector<float> data = VectorSamples::make(VectorSamples::Kind::Random, rows + 2, dimensions, 5);
        BinaryCodes codes(dimensions);
        for (int i = 0; i < rows; ++i)
            codes.add(data.data() + std::size_t(i) * dimensions);
        std::vector<std::vector<std::uint64_t>> questions;
        for (int q = 0; q < 2; ++q)
            questions.push_back(codes.encode(data.data() + std::size_t(rows + q) * dimensions));
        const std::uint64_t* pointers[] = {questions[0].data(), questions[1].data()};
        ScanPool pool;
        const auto found = codes.nearest(pointers, 2, count, pool);
        QCOMPARE(found.size(), std::size_t(2));
        for (int q = 0; q < 2; ++q) {
            std::vector<std::pair<int, std::uint32_t>> all;
            for (int i = 0; i < rows; ++i) {
                const std::vector<std::uint64_t> row = codes.encode(data.data() + std::size_t(i) * dimensions);
                int distance = 0;
                for (std::size_t w = 0; w < row.size(); ++w)
                    distance += std::popcount(row[w] ^ questions[std::size_t(q)][w]);
                all.emplace_back(distance, std::uint32_t(i));
            }
            std::sort(all.begin(), all.end());
            all.resize(std::size_t(std::min(count, rows)));
            std::vector<std::uint32_t> expected;
            for (const auto& [distance, row] : all)
                expected.push_back(row);
            QCOMPARE(found[std::size_t(q)], expected);
        }
    }

    void recallAgainstExactScan_data()
    {
        QTest::addColumn<VectorSamples::Kind>("kind");
        QTest::addColumn<int>("count");
        QTest::addColumn<int>("dimensions");
        QTest::addColumn<int>("candidates");
        // Embedding-like data: the binary stage's 2 % (400 of 20,000) hold the top 10.
        QTest::newRow("low-rank 20000x768") << VectorSamples::Kind::LowRank << 20000 << 768 << 400;
        QTest::newRow("low-rank 5000x1536") << VectorSamples::Kind::LowRank << 5000 << 1536 << 400;
        // Random vectors are near-ties everywhere: one bit per dimension cannot rank them (docs/performance.md);
        // with every row kept, the int8 and float32 stages alone give the exact result.
        QTest::newRow("random 3000x1536, all rows kept") << VectorSamples::Kind::Random << 3000 << 1536 << 3000;
    }
    void recallAgainstExactScan()
    {
        QFETCH(VectorSamples::Kind, kind);
        QFETCH(int, count);
        QFETCH(int, dimensions);
        QFETCH(int, candidates);
        std::vector<float> data = VectorSamples::make(kind, count + 40, dimensions, 42);
        const std::vector<float> queries(data.end() - 40 * dimensions, data.end());
        data.resize(std::size_t(count) * std::size_t(dimensions));
        QTemporaryDir dir;
        VectorIndex index(dimensions, VectorLayout::Binary, dir.path());
        index.setBinaryCandidates(candidates);
        index.reserve(count);
        for (int i = 0; i < count; ++i)
            QVERIFY(index.add(i, data.data() + std::size_t(i) * std::size_t(dimensions), dimensions));
        QVERIFY(index.finish().ok());
        QCOMPARE(index.size(), qsizetype(count));
        QCOMPARE(index.fileBytes(), qsizetype(count) * dimensions); // int8 codes, one byte a dimension
        const auto exact = test::vectorLookup(data, dimensions);
        double recall = 0;
        for (int q = 0; q < 40; ++q) {
            const float* query = queries.data() + std::size_t(q) * std::size_t(dimensions);
            const auto reference = VectorSamples::exactTopK(data, dimensions, query, 10);
            const auto found = index.nearest(QList<float>(query, query + dimensions), 10, exact);
            QVERIFY(found.ok());
            QCOMPARE(found.value().size(), 10);
            recall += VectorSamples::recall(reference, test::candidateIds(found.value()));
        }
        recall /= 40;
        QVERIFY2(recall >= 0.99, qPrintable(QStringLiteral("recall@10 %1").arg(recall)));
        // In memory: the bits, a scale and an id per vector (a 30th of float32 at 1,536 dimensions), and
        // up to one 2 MiB page more where the bits live on huge pages.
        const qsizetype perVector = BinaryCodes::bytesPerVector(dimensions) + 12;
        QVERIFY2(index.bytes() <= qsizetype(1.1 * double(perVector) * count) + (qsizetype(2) << 20),
                 qPrintable(QString::number(index.bytes())));
    }

    void manyQuestionsInOnePass()
    {
        constexpr int count = 6000;
        constexpr int dimensions = 384;
        const std::vector<float> data = VectorSamples::make(VectorSamples::Kind::LowRank, count + 6, dimensions, 7);
        QTemporaryDir dir;
        VectorIndex index(dimensions, VectorLayout::Binary, dir.path());
        for (int i = 0; i < count; ++i)
            QVERIFY(index.add(i, data.data() + std::size_t(i) * std::size_t(dimensions), dimensions));
        QList<QList<float>> questions;
        for (int q = 0; q < 6; ++q) {
            const float* v = data.data() + std::size_t(count + q) * std::size_t(dimensions);
            questions.append(QList<float>(v, v + dimensions));
        }
        questions[2] = QList<float>(dimensions, 0.0f); // nothing to compare
        const auto lookup = test::vectorLookup(data, dimensions);
        const auto together = index.nearestMany(questions, 10, lookup); // before finish(): it finishes itself
        QVERIFY(together.ok());
        for (qsizetype q = 0; q < questions.size(); ++q) {
            const auto alone = index.nearest(questions.at(q), 10, lookup);
            QVERIFY(alone.ok());
            QCOMPARE(together.value().at(q).size(), q == 2 ? 0 : 10);
            for (qsizetype i = 0; i < alone.value().size(); ++i)
                QCOMPARE(together.value().at(q).at(i).id, alone.value().at(i).id);
        }
    }

    // A folder the file cannot be made in: adding stops, and finish() says where and what to do.
    void anUnwritableFolderIsReported()
    {
        QTemporaryDir dir;
        const QString blocker = dir.filePath(QStringLiteral("not-a-folder"));
        QFile file(blocker);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.close();
        VectorIndex index(64, VectorLayout::Binary, blocker + QStringLiteral("/vectors"));
        const std::vector<float> data = VectorSamples::make(VectorSamples::Kind::Random, 3, 64, 1);
        QVERIFY(!index.add(1, data.data(), 64));
        QCOMPARE(index.size(), 0);
        const Status finished = index.finish();
        QVERIFY(!finished.ok());
        QCOMPARE(finished.error().code, Error::Code::Io);
        QVERIFY2(finished.error().message.contains(QLatin1String("cannot create the folder"))
                     && finished.error().message.contains(QLatin1String("config set vector-index int8")),
                 qPrintable(finished.error().message));
        // A search finds nothing rather than garbage.
        const auto none = [](const QList<qint64>&) -> Result<QHash<qint64, QList<float>>> {
            return QHash<qint64, QList<float>>();
        };
        QVERIFY(index.nearest(QList<float>(data.begin(), data.begin() + 64), 5, none).value().isEmpty());
    }

    void layoutBySize()
    {
        QCOMPARE(VectorIndex::automaticLayout(100000, 3072), VectorLayout::Int8);   // 0.3 GB of int8 codes
        QCOMPARE(VectorIndex::automaticLayout(300000, 3072), VectorLayout::Int8);   // 0.9 GB
        QCOMPARE(VectorIndex::automaticLayout(400000, 3072), VectorLayout::Binary); // 1.2 GB
        QCOMPARE(VectorIndex::automaticLayout(1000000, 1536), VectorLayout::Binary);
        QCOMPARE(VectorIndex::automaticLayout(0, 3072), VectorLayout::Int8);
    }
};

QTEST_GUILESS_MAIN(TestBinaryIndex)
#include "tst_binaryindex.moc"
