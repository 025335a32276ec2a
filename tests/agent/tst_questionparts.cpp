// SPDX-License-Identifier: GPL-3.0-or-later
// How a question of several parts is split for the offline answer: one part per thing asked, each
// with the question's statements in front, and no split where "and" joins two nouns.
#include "agent/offline/QuestionParts.h"

#include <QTest>

using namespace lotse;

class TestQuestionParts final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void splits_data()
    {
        QTest::addColumn<QString>("question");
        QTest::addColumn<QStringList>("parts");
        const QString leave = QStringLiteral("How far ahead do I have to request it, and how do I record those days in "
                                             "Tock?");
        QTest::newRow("one thing asked") << QStringLiteral("How many vacation days do I get?")
                                         << QStringList{QStringLiteral("How many vacation days do I get?")};
        QTest::newRow("and between nouns")
            << QStringLiteral("Are flights and hotels covered for conferences?")
            << QStringList{QStringLiteral("Are flights and hotels covered for conferences?")};
        QTest::newRow("and how") << leave
                                 << QStringList{QStringLiteral("How far ahead do I have to request it"),
                                                QStringLiteral("how do I record those days in Tock?")};
        QTest::newRow("statements go with every part")
            << QStringLiteral("I want two weeks of vacation. ") + leave
            << QStringList{QStringLiteral("I want two weeks of vacation. How far ahead do I have to request it"),
                           QStringLiteral("I want two weeks of vacation. how do I record those days in Tock?")};
        QTest::newRow("two question sentences")
            << QStringLiteral("Can I fix it directly in the register? And once it's fixed, how long before people see "
                              "it?")
            << QStringList{QStringLiteral("Can I fix it directly in the register?"),
                           QStringLiteral("And once it's fixed, how long before people see it?")};
        QTest::newRow("German: und wie") << QStringLiteral(
            "Wie viel Prämie krieg ich dafür und wann wird die ausgezahlt?")
                                         << QStringList{QStringLiteral("Wie viel Prämie krieg ich dafür"),
                                                        QStringLiteral("wann wird die ausgezahlt?")};
        QTest::newRow("a short tail stays with its part")
            << QStringLiteral("Is the travel allowance paid with the salary or not?")
            << QStringList{QStringLiteral("Is the travel allowance paid with the salary or not?")};
        QTest::newRow("a short question sentence joins the one before")
            << QStringLiteral("Is the travel allowance paid with the salary? Or not?")
            << QStringList{QStringLiteral("Is the travel allowance paid with the salary? Or not?")};
        QTest::newRow("a question before a closing quote")
            << QStringLiteral("Mein Meister fragt: „Zählt die Betriebsversammlung als Arbeitszeit?“ Und wer zahlt die "
                              "Fahrt dorthin?")
            << QStringList{QStringLiteral("Mein Meister fragt: „Zählt die Betriebsversammlung als Arbeitszeit?“"),
                           QStringLiteral("Und wer zahlt die Fahrt dorthin?")};
        QTest::newRow("alternatives after a colon")
            << QStringLiteral("Which needs more notice: asking for a few days off or signing up for a course?")
            << QStringList{QStringLiteral("Which needs more notice: asking for a few days off?"),
                           QStringLiteral("Which needs more notice: signing up for a course?")};
        QTest::newRow("German alternatives after a colon")
            << QStringLiteral("Was lohnt sich mehr: eine Nachtschicht unter der Woche oder ein Einsatz am Sonntag?")
            << QStringList{QStringLiteral("Was lohnt sich mehr: eine Nachtschicht unter der Woche?"),
                           QStringLiteral("Was lohnt sich mehr: ein Einsatz am Sonntag?")};
        QTest::newRow("no question word before the colon")
            << QStringLiteral("Kurz gefragt: Urlaub oder Krankheit?")
            << QStringList{QStringLiteral("Kurz gefragt: Urlaub oder Krankheit?")};
        QTest::newRow("at most four parts")
            << QStringLiteral("Who approves trips? Who books hotels? Who pays meals? Who checks receipts? Who "
                              "signs vouchers?")
            << QStringList{QStringLiteral("Who approves trips?"), QStringLiteral("Who books hotels?"),
                           QStringLiteral("Who pays meals?"),
                           QStringLiteral("Who checks receipts? Who signs vouchers?")};
    }
    void splits()
    {
        QFETCH(QString, question);
        QFETCH(QStringList, parts);
        QCOMPARE(QuestionParts::of(question), parts);
    }

    void asksOneThing_data()
    {
        QTest::addColumn<QString>("question");
        QTest::addColumn<bool>("one");
        QTest::newRow("one thing") << QStringLiteral("How long are the camera recordings kept?") << true;
        QTest::newRow("a story first, its and too")
            << QStringLiteral("I only work Mondays, Wednesdays and Fridays. How many days off do I get?") << true;
        QTest::newRow("German") << QStringLiteral("Wie lange bleiben die Aufnahmen gespeichert?") << true;
        QTest::newRow("and asks a second thing")
            << QStringLiteral("How many hours may I save, and do they expire?") << false;
        QTest::newRow("and between nouns") << QStringLiteral("Are flights and hotels covered?") << false;
        QTest::newRow("oder") << QStringLiteral("Zahlt die Werft den Kurs oder die Prüfung?") << false;
        QTest::newRow("two question sentences")
            << QStringLiteral("How long is the probation period? When is the feedback talk?") << false;
        QTest::newRow("no question sentence") << QStringLiteral("Tell me about the probation period.") << false;
        QTest::newRow("Mandarin and Android are words, not and")
            << QStringLiteral("How many Android phones does IT hand out?") << true;
    }

    void asksOneThing()
    {
        QFETCH(QString, question);
        QFETCH(bool, one);
        QCOMPARE(QuestionParts::asksOneThing(question), one);
    }
};

QTEST_GUILESS_MAIN(TestQuestionParts)
#include "tst_questionparts.moc"
