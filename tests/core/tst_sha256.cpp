// SPDX-License-Identifier: GPL-3.0-or-later
// SHA-256: the published test vectors, and the hardware path against Qt's at every length around
// the block and padding boundaries, at offsets that are not 16-byte aligned, and on a large buffer.
#include "common/Sha256.h"

#include <QCryptographicHash>
#include <QRandomGenerator>
#include <QTest>

using namespace lotse;

class TestSha256 final : public QObject
{
    Q_OBJECT

private slots:
    void knownDigests_data();
    void knownDigests();
    void matchesQtAtEveryLength();
    void unalignedInput();
    void largeBuffer();
    void hexIsLowerCase();
};

void TestSha256::knownDigests_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<QByteArray>("digest");
    // FIPS 180-2 appendix B and the usual extra vectors.
    QTest::newRow("empty") << QByteArray()
                           << QByteArray("e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
    QTest::newRow("abc") << QByteArray("abc")
                         << QByteArray("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
    QTest::newRow("two blocks") << QByteArray("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq")
                                << QByteArray("248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1");
    QTest::newRow("a million a") << QByteArray(1000000, 'a')
                                 << QByteArray("cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0");
    QTest::newRow("umlauts") << QStringLiteral("Überstunden für Mitarbeitende").toUtf8()
                             << QCryptographicHash::hash(QStringLiteral("Überstunden für Mitarbeitende").toUtf8(),
                                                         QCryptographicHash::Sha256)
                                    .toHex();
}

void TestSha256::knownDigests()
{
    QFETCH(QByteArray, input);
    QFETCH(QByteArray, digest);
    QCOMPARE(Sha256::hash(input).toHex(), digest);
    QCOMPARE(Sha256::portableHash(input).toHex(), digest);
}

void TestSha256::matchesQtAtEveryLength()
{
    // 0..300 covers empty input, a tail that leaves room for the length (< 56 bytes), one that does
    // not (56..63), whole blocks, and several blocks with each kind of tail.
    qInfo() << "SHA extensions on this processor:" << Sha256::hasHardware();
    QRandomGenerator random(180);
    QByteArray data;
    for (int length = 0; length <= 300; ++length) {
        QCOMPARE(Sha256::hash(data), QCryptographicHash::hash(data, QCryptographicHash::Sha256));
        data.append(char(random.bounded(256)));
    }
}

void TestSha256::unalignedInput()
{
    QRandomGenerator random(7);
    QByteArray buffer(4096 + 16, Qt::Uninitialized);
    for (char& c : buffer)
        c = char(random.bounded(256));
    for (int offset = 0; offset < 16; ++offset) {
        const QByteArrayView view(buffer.constData() + offset, 4096 - offset);
        QCOMPARE(Sha256::hash(view), QCryptographicHash::hash(view, QCryptographicHash::Sha256));
    }
}

void TestSha256::largeBuffer()
{
    QRandomGenerator random(42);
    QByteArray data(3 * 1024 * 1024 + 17, Qt::Uninitialized);
    for (char& c : data)
        c = char(random.bounded(256));
    QCOMPARE(Sha256::hash(data), QCryptographicHash::hash(data, QCryptographicHash::Sha256));
}

void TestSha256::hexIsLowerCase()
{
    QCOMPARE(Sha256::hex("abc"), QStringLiteral("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"));
}

QTEST_GUILESS_MAIN(TestSha256)
#include "tst_sha256.moc"
