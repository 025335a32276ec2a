// SPDX-License-Identifier: GPL-3.0-or-later
// A keychain that never answers must not keep Lotse waiting: the callback comes once, with the answer
// or with an error after the deadline, and a late answer is dropped.
#include "llm/KeychainDeadline.h"

#include <QTest>

using namespace lotse;
using namespace std::chrono_literals;

class TestKeychainDeadline final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void silenceEndsWithAnErrorThatSaysSo()
    {
        QList<Result<QString>> answers;
        const auto done = KeychainDeadline::guarded<QString>([&](Result<QString> r) { answers.append(r); }, 50ms);
        QTRY_COMPARE(answers.size(), 1);
        QVERIFY(!answers.first());
        QCOMPARE(answers.first().error().code, Error::Code::Io);
        QVERIFY2(answers.first().error().message.contains(QStringLiteral("did not answer")),
                 qPrintable(answers.first().error().message));
        done(QStringLiteral("too late")); // the keychain answers after all: dropped
        QCOMPARE(answers.size(), 1);
    }

    void anAnswerInTimeIsTheOnlyOne()
    {
        QList<Status> answers;
        const auto done = KeychainDeadline::guarded<Done>([&](Status s) { answers.append(s); }, 50ms);
        done(success());
        done(success());
        QTest::qWait(120); // past the deadline
        QCOMPARE(answers.size(), 1);
        QVERIFY(answers.first().ok());
    }
};

QTEST_GUILESS_MAIN(TestKeychainDeadline)
#include "tst_keychaindeadline.moc"
