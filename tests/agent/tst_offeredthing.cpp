// SPDX-License-Identifier: GPL-3.0-or-later
// The thing a question asks whether the employer gives: the head of what follows "Do I get", "Is there",
// "Bekomme ich", "Gibt es" in the asking sentence, past the story before it and the prepositional phrases
// around it; nothing for a question that asks otherwise or for a figure.
#include "agent/offline/OfferedThing.h"

#include <QTest>

using namespace lotse;

class TestOfferedThing final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void of_data()
    {
        QTest::addColumn<QString>("question");
        QTest::addColumn<QString>("thing");
        QTest::newRow("two objects") << QStringLiteral("Does Clef pay new employees a signing bonus when they join?")
                                     << QStringLiteral("bonus");
        QTest::newRow("is there") << QStringLiteral("Is there a company pension scheme?") << QStringLiteral("scheme");
        QTest::newRow("a story before the asking")
            << QStringLiteral("I'm travelling to Munich by rail next week. Do I get a BahnCard from the company?")
            << QStringLiteral("BahnCard");
        QTest::newRow("any kind of") << QStringLiteral(
            "My kid's daycare is closed. Does TTS offer any kind of childcare benefit I could use last-minute?")
                                     << QStringLiteral("benefit");
        QTest::newRow("German, past a prepositional phrase")
            << QStringLiteral("Wir ziehen nach Rendsburg. Bekomme ich für den Umzug einen Tag Sonderurlaub, oder muss "
                              "ich dafür Urlaub nehmen?")
            << QStringLiteral("Sonderurlaub");
        QTest::newRow("German, the object before its preposition")
            << QStringLiteral("Bekomme ich eine Prämie für meinen Verbesserungsvorschlag?") << QStringLiteral("Prämie");
        QTest::newRow("German, a subsidy by what it is for")
            << QStringLiteral("Bekomme ich einen Zuschuss für die Krankenversicherung?")
            << QStringLiteral("Krankenversicherung");
        QTest::newRow("German, a bare noun")
            << QStringLiteral("Gibt es bei TTS Weihnachtsgeld oder ein 13. Monatsgehalt?")
            << QStringLiteral("Weihnachtsgeld");
        QTest::newRow("German, a pronoun ends the phrase")
            << QStringLiteral("Gibt es bei uns eine Betriebsrente?") << QStringLiteral("Betriebsrente");
        QTest::newRow("the occasion of leave")
            << QStringLiteral("My grandmother passed away. How many days of paid leave do I get for the funeral?")
            << QStringLiteral("funeral");
        QTest::newRow("German, the occasion of leave")
            << QStringLiteral("Wie viele Tage Sonderurlaub gibt es für die Hochzeit?") << QStringLiteral("Hochzeit");
        QTest::newRow("free for whom asks no occasion")
            << QStringLiteral("Ist das Parken frei für Mitarbeiter?") << QString();
        QTest::newRow("days for a deadline ask no occasion")
            << QStringLiteral("How many days do I have for submitting my expense report?") << QString();
        QTest::newRow("leave for a span of time asks no occasion")
            << QStringLiteral("Can I take leave for the rest of the year?") << QString();
        QTest::newRow("German, colloquial")
            << QStringLiteral("Krieg ich eine Prämie dafür?") << QStringLiteral("Prämie");
        QTest::newRow("German, gibt's") << QStringLiteral("Ich bin Ersthelfer. Gibt's dafür eigentlich eine Zulage?")
                                        << QStringLiteral("Zulage");
        QTest::newRow("a passive asks no thing")
            << QStringLiteral("Will I get rated in this year's review?") << QString();
        QTest::newRow("money is the kind of thing")
            << QStringLiteral("Bekomme ich von Nordlicht Geld dazu?") << QString();
        QTest::newRow("a deadline is a figure")
            << QStringLiteral("Is there a deadline to use them or do they just roll on?") << QString();
        QTest::newRow("a subsidy, by what it is for")
            << QStringLiteral("Is there a subsidy for gym memberships?") << QStringLiteral("memberships");
        QTest::newRow("German, a subsidy by what it is for, the company named")
            << QStringLiteral("Gibt Clef einen Zuschuss zur Mitgliedschaft im Fitnessstudio?")
            << QStringLiteral("Mitgliedschaft");
        QTest::newRow("a subsidy that names its kind")
            << QStringLiteral("Is there a transit subsidy?") << QStringLiteral("subsidy");
        // Typed into a search box, without a verb (change 198).
        QTest::newRow("German, no verb") << QStringLiteral("Zuschuss für Bürostuhl im Homeoffice?")
                                         << QStringLiteral("Bürostuhl");
        QTest::newRow("no verb") << QStringLiteral("Allowance for glasses?") << QStringLiteral("glasses");
        QTest::newRow("no verb, no benefit") << QStringLiteral("Laptop for home?") << QString();
        QTest::newRow("asked otherwise") << QStringLiteral("How many vacation days do I get?") << QString();
        QTest::newRow("not at the start of the asking")
            << QStringLiteral("Who can I report this to, and is there a time limit?") << QString();
    }

    void of()
    {
        QFETCH(QString, question);
        QFETCH(QString, thing);
        QCOMPARE(OfferedThing::of(question), thing);
    }

    // The thing as people read it in a refusal: from the last article on, a German compound whole.
    void phrase_data()
    {
        QTest::addColumn<QString>("question");
        QTest::addColumn<QString>("phrase");
        QTest::newRow("the occasion of leave")
            << QStringLiteral("How many days of paid leave do I get for the funeral?")
            << QStringLiteral("paid leave for the funeral");
        QTest::newRow("two objects") << QStringLiteral("Does Clef pay new employees a signing bonus when they join?")
                                     << QStringLiteral("signing bonus");
        QTest::newRow("is there") << QStringLiteral("Is there a company pension scheme?")
                                  << QStringLiteral("company pension scheme");
        QTest::newRow("a possessive, a particle")
            << QStringLiteral("Do I get my birthday off as a paid day at Clef?") << QStringLiteral("birthday");
        QTest::newRow("any kind of") << QStringLiteral("Does TTS offer any kind of childcare benefit I could use?")
                                     << QStringLiteral("childcare benefit");
        QTest::newRow("German") << QStringLiteral("Bekomme ich für den Umzug einen Tag Sonderurlaub?")
                                << QStringLiteral("Sonderurlaub");
        QTest::newRow("a subsidy with what it is for") << QStringLiteral("Is there a subsidy for gym memberships?")
                                                       << QStringLiteral("subsidy for gym memberships");
        QTest::newRow("German, a subsidy with what it is for and where")
            << QStringLiteral("Gibt Clef einen Zuschuss zur Mitgliedschaft im Fitnessstudio?")
            << QStringLiteral("Zuschuss zur Mitgliedschaft im Fitnessstudio");
        QTest::newRow("German, no verb") << QStringLiteral("Zuschuss für Bürostuhl im Homeoffice?")
                                         << QStringLiteral("Zuschuss für Bürostuhl im Homeoffice");
        QTest::newRow("asked otherwise") << QStringLiteral("How many vacation days do I get?") << QString();
    }

    void phrase()
    {
        QFETCH(QString, question);
        QFETCH(QString, phrase);
        QCOMPARE(OfferedThing::phrase(question), phrase);
    }
};

QTEST_GUILESS_MAIN(TestOfferedThing)
#include "tst_offeredthing.moc"
