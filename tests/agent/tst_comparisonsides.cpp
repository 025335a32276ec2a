// SPDX-License-Identifier: GPL-3.0-or-later
// The sides of a plainly worded comparison, named without a model (English and German), and no
// sides where the wording is not a plain comparison or a side has nothing to search for.
#include "agent/ComparisonSides.h"

#include <QTest>

using namespace lotse;

class TestComparisonSides final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void sides_data()
    {
        QTest::addColumn<QString>("question");
        QTest::addColumn<QStringList>("sides");
        const auto two = [](const char* x, const char* y) {
            return QStringList{QString::fromUtf8(x), QString::fromUtf8(y)};
        };
        QTest::newRow("how does X compare with Y")
            << QStringLiteral("How does the training budget compare with the home-office equipment allowance?")
            << two("training budget", "home-office equipment allowance");
        QTest::newRow("how do X compare to Y")
            << QStringLiteral("How do sick days compare to vacation days?") << two("sick days", "vacation days");
        QTest::newRow("difference between")
            << QStringLiteral("What is the difference between remote work and travel?") << two("remote work", "travel");
        QTest::newRow("compare X with Y") << QStringLiteral("Compare the parental leave with the annual leave.")
                                          << two("parental leave", "annual leave");
        QTest::newRow("X vs. Y") << QStringLiteral("Laptop vs. desktop") << two("Laptop", "desktop");
        QTest::newRow("compare X with Y, a 'to' inside X")
            << QStringLiteral("Compare the cost to employees with the cost to the company")
            << two("cost to employees", "cost to the company");
        QTest::newRow("a question's opening before X")
            << QStringLiteral("Which is cheaper: train vs. plane?") << two("train", "plane");
        QTest::newRow("German: vergleiche X mit Y")
            << QStringLiteral("Vergleiche die Elternzeit mit dem Jahresurlaub") << two("Elternzeit", "Jahresurlaub");
        QTest::newRow("German: Vergleichbare is no comparison")
            << QStringLiteral("Vergleichbare Regeln mit Ausnahmen?") << QStringList();
        QTest::newRow("German: Unterschied zwischen")
            << QStringLiteral("Was ist der Unterschied zwischen Elternzeit und Jahresurlaub?")
            << two("Elternzeit", "Jahresurlaub");
        QTest::newRow("German: wie verhält sich") << QStringLiteral("Wie verhält sich das Weiterbildungsbudget zur "
                                                                    "Homeoffice-Pauschale?")
                                                  << two("Weiterbildungsbudget", "Homeoffice-Pauschale");
        QTest::newRow("German: im Vergleich zu")
            << QStringLiteral("Wie viele Urlaubstage habe ich im Vergleich zu Teilzeitkräften?")
            << two("Wie viele Urlaubstage habe ich", "Teilzeitkräften");
        // "Which … more …: X or Y?" (change 202).
        QTest::newRow("which needs more: X or Y")
            << QStringLiteral("Which needs more notice: asking for a few days off or signing up for a training course?")
            << two("asking for a few days off", "signing up for a training course");
        QTest::newRow("what's longer: X, or Y")
            << QStringLiteral("What's longer at Clef: the paid time off when you have a baby, or the sabbatical?")
            << two("paid time off when you have a baby", "sabbatical");
        QTest::newRow("German: was dauert länger: X oder Y? And more")
            << QStringLiteral("Was dauert länger: die Probezeit oder die Einarbeitung? Und wer entscheidet das?")
            << two("Probezeit", "Einarbeitung");
        QTest::newRow("German: was lohnt sich mehr")
            << QStringLiteral("Was lohnt sich mehr: eine Nachtschicht unter der Woche oder ein Einsatz am Sonntag?")
            << two("Nachtschicht unter der Woche", "Einsatz am Sonntag");
        QTest::newRow("no comparative: a choice, not a comparison")
            << QStringLiteral("What should I book: a train or a plane?") << QStringList();
        QTest::newRow("not a plain comparison: both")
            << QStringLiteral("Are both the training budget and the equipment allowance paid yearly?") << QStringList();
        QTest::newRow("not a comparison") << QStringLiteral("How many vacation days do I get?") << QStringList();
        QTest::newRow("a side without a word to search for")
            << QStringLiteral("How does it compare with the allowance?") << QStringList();
        QTest::newRow("the same on both sides") << QStringLiteral("Compare leave with leave") << QStringList();
    }
    void sides()
    {
        QFETCH(QString, question);
        QFETCH(QStringList, sides);
        QCOMPARE(ComparisonSides::of(question), sides);
    }
};

QTEST_GUILESS_MAIN(TestComparisonSides)
#include "tst_comparisonsides.moc"
