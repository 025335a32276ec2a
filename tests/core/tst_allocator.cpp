// SPDX-License-Identifier: GPL-3.0-or-later
// The allocator: where the build found jemalloc, it must serve every allocation of the process, not
// only Lotse's own. A link that puts it behind the C library, or drops it, makes it dead weight.
#include "common/Allocator.h"

#include <QByteArray>
#include <QProcess>
#include <QString>
#include <QTest>
#include <QThread>
#include <cstdlib>
#include <functional>
#include <memory>
#include <string>

using namespace lotse;

namespace {
// Where the blocks are shown to the outside world, so the compiler cannot leave out an allocation
// that is freed at once (C++ allows eliding new/delete pairs).
void* volatile sink = nullptr;
} // namespace

class TestAllocator final : public QObject
{
    Q_OBJECT

private slots:
    void matchesTheBuild();
    void freesAcrossThreads();
#ifdef LOTSE_EXPECT_JEMALLOC
    void servesEveryKindOfAllocation_data();
    void servesEveryKindOfAllocation();
    void programsLoadIt_data();
    void programsLoadIt();
#endif
};

void TestAllocator::matchesTheBuild()
{
#ifdef LOTSE_EXPECT_JEMALLOC
    QVERIFY(Allocator::built());
    QVERIFY(Allocator::replacesMalloc());
    QVERIFY2(Allocator::name().startsWith(QLatin1String("jemalloc 5.")), qPrintable(Allocator::name()));
#else
    QVERIFY(!Allocator::built());
    QVERIFY(!Allocator::replacesMalloc());
    QCOMPARE(Allocator::name(), QStringLiteral("system"));
#endif
}

void TestAllocator::freesAcrossThreads()
{
    // The parse thread makes a file's passages and the writer frees them, often after the parse
    // thread has ended: blocks outlive and cross threads. Each block must arrive whole, and freeing
    // it on another thread must not disturb the blocks still in use.
    constexpr int rounds = 20000;
    const auto sizeOf = [](int i) { return qsizetype(16 + i % 5000); };
    std::vector<QByteArray> made(rounds);
    QThread* maker = QThread::create([&made, sizeOf] {
        for (int i = 0; i < rounds; ++i)
            made[size_t(i)] = QByteArray(sizeOf(i), char('a' + i % 26));
    });
    maker->start();
    QVERIFY(maker->wait(60000));
    delete maker; // its heap is abandoned; the blocks live on
    int damaged = 0;
    for (int i = 0; i < rounds; i += 2) {
        made[size_t(i)] = QByteArray(); // freed here, on another thread than the one that made it
        const QByteArray& kept = made[size_t(i + 1)];
        if (kept.size() != sizeOf(i + 1) || kept.count(char('a' + (i + 1) % 26)) != kept.size())
            ++damaged;
    }
    QCOMPARE(damaged, 0);
#ifdef LOTSE_EXPECT_JEMALLOC
    QVERIFY(Allocator::replacesMalloc()); // and it still serves this thread
#endif
}

#ifdef LOTSE_EXPECT_JEMALLOC
void TestAllocator::servesEveryKindOfAllocation_data()
{
    QTest::addColumn<qsizetype>("bytes");
    // jemalloc has small, large and huge size classes; each takes a different path.
    QTest::newRow("small") << qsizetype(24);
    QTest::newRow("medium") << qsizetype(9000);
    QTest::newRow("large") << qsizetype(600 * 1024);
    QTest::newRow("huge") << qsizetype(48 * 1024 * 1024);
}

void TestAllocator::servesEveryKindOfAllocation()
{
    // Each kind of allocation raises jemalloc's count of this thread's bytes by at least its size:
    // it came from jemalloc, whoever asked.
    QFETCH(qsizetype, bytes);
    const auto counted = [bytes](const std::function<void()>& allocate) {
        const qint64 before = Allocator::allocatedByThisThread();
        allocate();
        return Allocator::allocatedByThisThread() - before >= bytes;
    };
    QVERIFY(counted([bytes] {
        auto* c = static_cast<char*>(std::malloc(size_t(bytes)));
        QVERIFY(c);
        sink = c;
        std::free(c);
    }));
    QVERIFY(counted([bytes] {
        const auto array = std::make_unique<char[]>(size_t(bytes));
        sink = array.get();
    }));
    QVERIFY(counted([bytes] {
        const std::string text(size_t(bytes), 'x');
        sink = const_cast<char*>(text.data());
    }));
    // Qt's containers allocate inside libQt6Core: a proof that the shared libraries use it too.
    QVERIFY(counted([bytes] {
        const QByteArray qt(bytes, 'x');
        sink = const_cast<char*>(qt.constData());
    }));
    QVERIFY(counted([bytes] {
        auto* grown = static_cast<char*>(std::realloc(nullptr, size_t(bytes) / 2));
        QVERIFY(grown);
        grown = static_cast<char*>(std::realloc(grown, size_t(bytes)));
        QVERIFY(grown);
        sink = grown;
        std::free(grown);
    }));
}

void TestAllocator::programsLoadIt_data()
{
    QTest::addColumn<QString>("program");
    QTest::newRow("lotse-cli") << QStringLiteral(LOTSE_CLI_PATH);
    QTest::newRow("lotse") << QStringLiteral(LOTSE_APP_PATH);
}

void TestAllocator::programsLoadIt()
{
    // jemalloc prints its statistics when the process ends, if asked to: the installed programs must
    // use it too, not only this test.
    QFETCH(QString, program);
    QProcess process;
    auto environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("MALLOC_CONF"), QStringLiteral("stats_print:true"));
    process.setProcessEnvironment(environment);
    process.start(program, {QStringLiteral("--version")});
    QVERIFY(process.waitForFinished(30000));
    QCOMPARE(process.exitCode(), 0);
    const QByteArray errors = process.readAllStandardError();
    QVERIFY2(errors.contains("Begin jemalloc statistics"), errors.left(400).constData());
}

#endif

QTEST_GUILESS_MAIN(TestAllocator)
#include "tst_allocator.moc"
