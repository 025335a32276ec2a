// SPDX-License-Identifier: GPL-3.0-or-later
// A vector index kept between runs: read back when the knowledge base is as it was (the same
// neighbours as the index it was kept from, in either layout), built anew after any change of a
// passage or a vector, after a change of layout, and when its files are damaged or missing; small
// indexes are not kept.
#include "TestSupport.h"
#include "VectorLookup.h"
#include "store/DocumentStore.h"
#include "store/MetaTable.h"
#include "vector/EmbeddingStore.h"
#include "vector/VectorCache.h"
#include "vector/VectorIndexLoader.h"
#include "vector/VectorSamples.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace lotse;

Q_DECLARE_METATYPE(lotse::VectorLayout)

namespace {

const QString model = QStringLiteral("m");

// `sections` passages with low-rank vectors of 64 dimensions (seeded by `seed`).
void embed(test::TempKnowledgeBase& kb, const QString& file, int sections, int seed)
{
    QByteArray markdown = "# Handbook " + file.toUtf8() + "\n";
    for (int i = 0; i < sections; ++i)
        markdown += "\n## Section " + QByteArray::number(i) + "\n\nParagraph " + QByteArray::number(i) + " of "
                    + file.toUtf8() + " says something different.\n";
    kb.pipeline->ingestFile(kb.write(file, markdown));
    EmbeddingStore store(*kb.db);
    const auto pending = store.missing(model, 1000).value();
    const std::vector<float> data = VectorSamples::make(VectorSamples::Kind::LowRank, pending.size(), 64, 3, seed);
    QList<QPair<QString, EmbeddingStore::Vector>> vectors;
    for (qsizetype i = 0; i < pending.size(); ++i) {
        const float* v = data.data() + std::size_t(i) * 64;
        vectors.append({pending.at(i).sha256, EmbeddingStore::Vector(v, v + 64)});
    }
    QVERIFY(store.save(model, 64, vectors).ok());
}

VectorCache::Place place(test::TempKnowledgeBase& kb)
{
    const qsizetype count = EmbeddingStore(*kb.db).vectorCount(model).value();
    return VectorCache::placeFor(*kb.db, model, count, 1).value();
}

VectorIndexLoader::IndexPtr load(test::TempKnowledgeBase& kb, VectorLayout layout)
{
    return VectorIndexLoader::load(*kb.db, model, nullptr, layout, 1).value();
}

// Every stored vector's three nearest, as ids and scores.
QList<QList<VectorIndex::Candidate>> neighbours(test::TempKnowledgeBase& kb, const VectorIndex& index)
{
    EmbeddingStore store(*kb.db);
    QList<QList<VectorIndex::Candidate>> out;
    const auto all = store.vectors(model).value();
    for (const auto& [id, vector] : all)
        out.append(
            index.nearest(vector, 3, [&](const QList<qint64>& ids) { return store.vectorsOf(model, ids); }).value());
    return out;
}

} // namespace

class TestVectorCache final : public QObject
{
    Q_OBJECT

    QTemporaryDir m_cache;

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_cache.isValid());
        qputenv("XDG_CACHE_HOME", m_cache.path().toUtf8()); // nothing of the user's cache is touched
    }

    void layouts_data()
    {
        QTest::addColumn<VectorLayout>("layout");
        QTest::newRow("int8 in memory") << VectorLayout::Int8;
        QTest::newRow("binary, int8 file") << VectorLayout::Binary;
    }

    void keptAndReadBack_data() { layouts_data(); }
    void keptAndReadBack()
    {
        QFETCH(VectorLayout, layout);
        test::TempKnowledgeBase kb;
        embed(kb, QStringLiteral("a.md"), 30, 8);
        const VectorIndexLoader::IndexPtr built = load(kb, layout);
        const VectorCache::Place kept = place(kb);
        QVERIFY(QFile::exists(kept.indexPath()));
        QCOMPARE(QFile::exists(kept.codesPath()), layout == VectorLayout::Binary);
        QVERIFY(QDir(kept.directory).entryList({QStringLiteral("*.part")}, QDir::Files).isEmpty());
        // Only the user reads the vectors, as the knowledge base itself.
        const auto others = QFileDevice::ReadGroup | QFileDevice::ReadOther;
        QCOMPARE(QFileInfo(kept.indexPath()).permissions() & others, QFileDevice::Permissions());
        QCOMPARE(QFileInfo(kept.directory).permissions() & others, QFileDevice::Permissions());
        if (layout == VectorLayout::Binary)
            QCOMPARE(QFileInfo(kept.codesPath()).permissions() & others, QFileDevice::Permissions());
        std::unique_ptr<VectorIndex> restored = VectorCache::restore(kept, layout);
        QVERIFY(restored);
        QCOMPARE(restored->size(), built->size());
        QCOMPARE(restored->layout(), layout);
        const auto expected = neighbours(kb, *built);
        const auto found = neighbours(kb, *restored);
        QCOMPARE(found.size(), expected.size());
        for (qsizetype i = 0; i < found.size(); ++i) {
            QCOMPARE(test::candidateIds(found.at(i)), test::candidateIds(expected.at(i)));
            QCOMPARE(found.at(i).first().score, expected.at(i).first().score);
        }
        // The loader reads it back instead of building (the kept files stay as they were).
        const QDateTime written = QFileInfo(kept.indexPath()).lastModified();
        QTest::qWait(20);
        QCOMPARE(neighbours(kb, *load(kb, layout)).size(), expected.size());
        QCOMPARE(QFileInfo(kept.indexPath()).lastModified(), written);
    }

    void anyChangeBuildsAnew_data() { layouts_data(); }
    void anyChangeBuildsAnew()
    {
        QFETCH(VectorLayout, layout);
        test::TempKnowledgeBase kb;
        embed(kb, QStringLiteral("a.md"), 30, 8);
        load(kb, layout);
        const VectorCache::Place before = place(kb);
        const QString generation = MetaTable::value(*kb.db, QStringLiteral("vectors_generation")).value();
        embed(kb, QStringLiteral("b.md"), 5, 9); // passages and vectors added
        QVERIFY(MetaTable::value(*kb.db, QStringLiteral("vectors_generation")).value() != generation);
        const VectorCache::Place after = place(kb);
        QCOMPARE(after.directory, before.directory);
        QVERIFY(after.key != before.key);
        QVERIFY(!VectorCache::restore(after, layout));
        const VectorIndexLoader::IndexPtr rebuilt = load(kb, layout);
        QCOMPARE(rebuilt->size(), EmbeddingStore(*kb.db).vectorCount(model).value());
        QVERIFY(VectorCache::restore(after, layout));
        // A document read again with other passages of the same number moves it on, and so does one
        // removed, though the count alone would not tell.
        QByteArray changed = "# Handbook b.md\n";
        for (int i = 0; i < 5; ++i)
            changed += "\n## Part " + QByteArray::number(i) + "\n\nOther words " + QByteArray::number(i) + ".\n";
        const QString b = kb.write(QStringLiteral("b.md"), changed);
        kb.pipeline->ingestFile(b);
        const VectorCache::Place reread = place(kb);
        QVERIFY(reread.key != after.key);
        QVERIFY(DocumentStore(*kb.db).removeDocument(QFileInfo(b).canonicalFilePath()).value());
        QVERIFY(place(kb).key != reread.key);
    }

    void anotherLayoutBuildsAnew()
    {
        test::TempKnowledgeBase kb;
        embed(kb, QStringLiteral("a.md"), 30, 8);
        load(kb, VectorLayout::Int8);
        QVERIFY(!VectorCache::restore(place(kb), VectorLayout::Binary));
        QCOMPARE(load(kb, VectorLayout::Binary)->layout(), VectorLayout::Binary);
        QVERIFY(VectorCache::restore(place(kb), VectorLayout::Binary));
    }

    void damagedFilesAreBuiltAnew_data()
    {
        QTest::addColumn<bool>("truncateIndex");
        QTest::newRow("index cut short") << true;
        QTest::newRow("int8 file missing") << false;
    }
    void damagedFilesAreBuiltAnew()
    {
        QFETCH(bool, truncateIndex);
        test::TempKnowledgeBase kb;
        embed(kb, QStringLiteral("a.md"), 30, 8);
        const auto expected = neighbours(kb, *load(kb, VectorLayout::Binary));
        const VectorCache::Place kept = place(kb);
        if (truncateIndex) {
            QFile index(kept.indexPath());
            QVERIFY(index.resize(index.size() / 2));
        } else {
            QVERIFY(QFile::remove(kept.codesPath()));
        }
        QVERIFY(!VectorCache::restore(kept, VectorLayout::Binary));
        const auto found = neighbours(kb, *load(kb, VectorLayout::Binary));
        QCOMPARE(found.size(), expected.size());
        QVERIFY(VectorCache::restore(kept, VectorLayout::Binary)); // kept again
    }

    // The folder of a knowledge base whose file is gone is removed when another index is kept.
    void foldersOfGoneKnowledgeBasesAreRemoved()
    {
        QString goneFolder;
        {
            test::TempKnowledgeBase gone;
            embed(gone, QStringLiteral("a.md"), 30, 8);
            load(gone, VectorLayout::Binary);
            goneFolder = place(gone).directory;
            QVERIFY(QFile::exists(QDir(goneFolder).filePath(QStringLiteral("codes.bin"))));
        } // its file is deleted here
        test::TempKnowledgeBase kb;
        embed(kb, QStringLiteral("a.md"), 30, 8);
        load(kb, VectorLayout::Binary);
        QVERIFY(!QDir(goneFolder).exists());
        QVERIFY(QDir(place(kb).directory).exists());
    }

    void smallIndexesAreNotKept()
    {
        const QDir vectors(QStandardPaths::writableLocation(QStandardPaths::CacheLocation)
                           + QStringLiteral("/vectors"));
        const qsizetype before = vectors.entryList(QDir::Dirs | QDir::NoDotAndDotDot).size();
        test::TempKnowledgeBase kb;
        embed(kb, QStringLiteral("a.md"), 30, 8);
        QVERIFY(VectorIndexLoader::load(*kb.db, model).value()); // fewer than VectorCache::minimumCount
        QVERIFY(!VectorCache::placeFor(*kb.db, model, 30));
        QCOMPARE(vectors.entryList(QDir::Dirs | QDir::NoDotAndDotDot).size(), before);
    }
};

QTEST_GUILESS_MAIN(TestVectorCache)
#include "tst_vectorcache.moc"
