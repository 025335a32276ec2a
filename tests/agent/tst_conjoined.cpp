// SPDX-License-Identifier: GPL-3.0-or-later
// Things a question lists side by side ("my wallet and laptop"): a word listed with one a section covers
// is one of several things asked about, not the question's topic.
#include "agent/offline/Conjoined.h"

#include <QTest>

using namespace lotse;

class TestConjoined final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void withAny_data()
    {
        QTest::addColumn<QString>("question");
        QTest::addColumn<QString>("word");
        QTest::addColumn<QStringList>("others");
        QTest::addColumn<bool>("listed");
        const QStringList laptop{QStringLiteral("laptop"), QStringLiteral("stolen")};
        QTest::newRow("and") << QStringLiteral("My wallet and laptop were stolen") << QStringLiteral("wallet") << laptop
                             << true;
        QTest::newRow("after the other") << QStringLiteral("My laptop and my wallet were stolen")
                                         << QStringLiteral("wallet") << laptop << true;
        QTest::newRow("along a list") << QStringLiteral("My wallet, keys and laptop were stolen")
                                      << QStringLiteral("wallet") << laptop << true;
        QTest::newRow("German, or") << QStringLiteral("Portemonnaie oder Laptop gestohlen, was nun?")
                                    << QStringLiteral("portemonnaie") << laptop << true;
        QTest::newRow("German, with an umlaut") << QStringLiteral("Mein Laptop und mein Schlüsselbund sind weg")
                                                << QStringLiteral("schlusselbund") << laptop << true;
        QTest::newRow("not listed") << QStringLiteral("My wallet was stolen with the laptop in it")
                                    << QStringLiteral("wallet") << laptop << false;
        QTest::newRow("the topic alone") << QStringLiteral("Wie rechne ich die Fahrten mit meinem Dienstwagen ab?")
                                         << QStringLiteral("dienstwagen")
                                         << QStringList{QStringLiteral("fahrten"), QStringLiteral("rechne")} << false;
        QTest::newRow("listed only with words not covered")
            << QStringLiteral("My wallet and passport were stolen with my laptop") << QStringLiteral("wallet") << laptop
            << false;
        QTest::newRow("a comma alone") << QStringLiteral("Is inclusion one of the values the company supports, like a "
                                                         "sabbatical?")
                                       << QStringLiteral("sabbatical")
                                       << QStringList{QStringLiteral("inclusion"), QStringLiteral("supports")} << false;
        QTest::newRow("a sentence apart") << QStringLiteral("I lost my wallet. And my laptop was stolen.")
                                          << QStringLiteral("wallet") << laptop << false;
    }
    void withAny()
    {
        QFETCH(QString, question);
        QFETCH(QString, word);
        QFETCH(QStringList, others);
        QFETCH(bool, listed);
        QCOMPARE(Conjoined::withAny(question, word, others), listed);
    }
};

QTEST_APPLESS_MAIN(TestConjoined)
#include "tst_conjoined.moc"
