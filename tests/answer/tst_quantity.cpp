// SPDX-License-Identifier: GPL-3.0-or-later
#include "answer/Contact.h"
#include "answer/Period.h"
#include "answer/Quantity.h"

#include <QTest>
#include <algorithm>

using namespace lotse;

namespace {

QString describe(const QList<Quantity>& found)
{
    QStringList out;
    for (const Quantity& q : found) {
        QString s = QString::number(q.value) + QLatin1Char(' ') + (q.unit.isEmpty() ? QStringLiteral("-") : q.unit);
        if (q.year > 0)
            s += QLatin1Char(' ') + QString::number(q.year);
        out.append(s);
    }
    return out.join(QStringLiteral("; "));
}

} // namespace

class TestQuantity final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void finds_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("found");
        QTest::newRow("working days") << QStringLiteral("receive **30 working days** of leave")
                                      << QStringLiteral("30 day");
        QTest::newRow("vacation days") << QStringLiteral("Employees get 100 vacation days.")
                                       << QStringLiteral("100 day");
        QTest::newRow("two modifiers") << QStringLiteral("more than 10 consecutive working days")
                                       << QStringLiteral("10 day");
        QTest::newRow("hyphenated") << QStringLiteral("a 5-day week") << QStringLiteral("5 day");
        QTest::newRow("number word") << QStringLiteral("thirty working days") << QStringLiteral("30 day");
        QTest::newRow("number word without unit") << QStringLiteral("one of the following") << QString();
        QTest::newRow("german compound") << QStringLiteral("30 Arbeitstage Urlaub") << QStringLiteral("30 day");
        QTest::newRow("german weeks") << QStringLiteral("zwölf Wochen Elternzeit") << QStringLiteral("12 week");
        QTest::newRow("days not taken") << QStringLiteral("bis zu 5 nicht genommene Tage ins Folgejahr")
                                        << QStringLiteral("5 day");
        QTest::newRow("a list of hours") << QStringLiteral("holiday pay for the 8, 9, 10, 12 hours you were scheduled")
                                         << QStringLiteral("8 hour; 9 hour; 10 hour; 12 hour");
        QTest::newRow("either figure") << QStringLiteral("4 oder 5 Tage pro Woche") << QStringLiteral("4 day; 5 day");
        // dev-011 over 18F: "four or eight years" against "between one and four years" is no contradiction (change
        // 128).
        QTest::newRow("either figure in words")
            << QStringLiteral("for a maximum of four or eight years") << QStringLiteral("4 year; 8 year");
        QTest::newRow("a range in words")
            << QStringLiteral("between one and four years") << QStringLiteral("1 year; 4 year");
        QTest::newRow("ein bis zwei Tage") << QStringLiteral("ein bis zwei Tage") << QStringLiteral("1 day; 2 day");
        QTest::newRow("a number word alone")
            << QStringLiteral("one and the same rule, 4 days") << QStringLiteral("4 day");
        QTest::newRow("not a list") << QStringLiteral("Article 5. 10 days later") << QStringLiteral("5 -; 10 day");
        QTest::newRow("days accrued") << QStringLiteral("up to 240 accrued hours") << QStringLiteral("240 hour");
        QTest::newRow("hours") << QStringLiteral("within 1 hour, on extension 4444")
                               << QStringLiteral("1 hour; 4444 -");
        QTest::newRow("euro after") << QStringLiteral("1,500 EUR per calendar year") << QStringLiteral("1500 eur");
        QTest::newRow("euro sign german") << QStringLiteral("1.500 € pro Jahr") << QStringLiteral("1500 eur");
        QTest::newRow("euro before") << QStringLiteral("EUR 300 once") << QStringLiteral("300 eur");
        QTest::newRow("decimal") << QStringLiteral("1,5 Tage") << QStringLiteral("1.5 day");
        QTest::newRow("percent") << QStringLiteral("50 % of the cost, 20 percent")
                                 << QStringLiteral("50 percent; 20 percent");
        QTest::newRow("date day month") << QStringLiteral("must be taken by 31 March") << QStringLiteral("331 date");
        QTest::newRow("date german") << QStringLiteral("bis zum 31. März 2027") << QStringLiteral("331 date 2027");
        QTest::newRow("date month day") << QStringLiteral("until March 31st, 2027") << QStringLiteral("331 date 2027");
        QTest::newRow("date numeric") << QStringLiteral("bis 31.03.2027") << QStringLiteral("331 date 2027");
        QTest::newRow("date iso") << QStringLiteral("updated: 2026-03-01") << QStringLiteral("301 date 2026");
        QTest::newRow("may is a verb") << QStringLiteral("up to 5 may be carried over") << QStringLiteral("5 -");
        QTest::newRow("time") << QStringLiteral("between 9:00 and 5 pm") << QStringLiteral("540 time; 1020 time");
        QTest::newRow("uhr") << QStringLiteral("bis 17 Uhr") << QStringLiteral("1020 time");
        QTest::newRow("formula") << QStringLiteral("18 days (30 ÷ 5 × 3)") << QStringLiteral("18 day; 30 -; 5 -; 3 -");
        QTest::newRow("megabytes, in bytes") << QStringLiteral("höchstens 20 MB, 1,5 GB oder 25MB")
                                             << QStringLiteral("2e+07 byte; 1.5e+09 byte; 2.5e+07 byte");
        QTest::newRow("no numbers") << QStringLiteral("Talk to your manager.") << QString();
        // Which day: an ordinal, a figure of its own kind (change 139).
        QTest::newRow("ordinal in digits")
            << QStringLiteral("spätestens am 4. Kalendertag ärztlich festgestellt") << QStringLiteral("4 ordinal day");
        QTest::newRow("ordinal in words")
            << QStringLiteral("schon ab dem ersten Krankheitstag verlangen") << QStringLiteral("1 ordinal day");
        QTest::newRow("English ordinal") << QStringLiteral("from the third working day of illness")
                                         << QStringLiteral("3 ordinal day");
        QTest::newRow("no ordinal of a thing")
            << QStringLiteral("the first of the following, the 2nd floor") << QString();
    }
    void finds()
    {
        QFETCH(QString, text);
        QFETCH(QString, found);
        QCOMPARE(describe(Quantity::in(text)), found);
    }

    void spansPointIntoTheText()
    {
        const QString text = QStringLiteral("Full-time employees receive 30 working days.");
        const QList<Quantity> q = Quantity::in(text);
        QCOMPARE(q.size(), 1);
        QCOMPARE(text.mid(q.first().span.start, q.first().span.length()), QStringLiteral("30 working days"));
        QCOMPARE(q.first().text, QStringLiteral("30 working days"));
    }

    void compares_data()
    {
        QTest::addColumn<QString>("a");
        QTest::addColumn<QString>("b");
        QTest::addColumn<bool>("same");
        QTest::newRow("days and working days") << "30 days"
                                               << "30 working days" << true;
        QTest::newRow("different value") << "100 days"
                                         << "30 working days" << false;
        QTest::newRow("weeks as days") << "2 weeks"
                                       << "14 Tage" << true;
        QTest::newRow("hours as minutes") << "1 hour"
                                          << "60 minutes" << true;
        QTest::newRow("days are not weeks") << "2 days"
                                            << "2 weeks" << false;
        QTest::newRow("bare number") << "4444"
                                     << "extension 4444" << true;
        QTest::newRow("bare and unit") << "30"
                                       << "30 working days" << true;
        QTest::newRow("money across languages") << "EUR 1,500"
                                                << "1.500 €" << true;
        QTest::newRow("currencies differ") << "300 EUR"
                                           << "$300" << false;
        QTest::newRow("date without year") << "31 March"
                                           << "31. März 2027" << true;
        QTest::newRow("dates differ") << "31 March"
                                      << "30 April" << false;
        QTest::newRow("years differ") << "31 March 2026"
                                      << "31 March 2027" << false;
        QTest::newRow("a date is not a number") << "331"
                                                << "31 March" << false;
    }
    void compares()
    {
        QFETCH(QString, a);
        QFETCH(QString, b);
        QFETCH(bool, same);
        const QList<Quantity> qa = Quantity::in(a);
        const QList<Quantity> qb = Quantity::in(b);
        QCOMPARE(qa.size(), 1);
        QCOMPARE(qb.size(), 1);
        QCOMPARE(qa.first().sameAs(qb.first()), same);
        QCOMPARE(qb.first().sameAs(qa.first()), same);
    }

    void kindOfFigureAsked_data()
    {
        QTest::addColumn<QString>("question");
        QTest::addColumn<QString>("statement");
        QTest::addColumn<bool>("answers");
        QTest::newRow("duration by a duration") << "How long is parental leave?"
                                                << "You get 12 weeks of leave." << true;
        QTest::newRow("duration not by money") << "How long is parental leave?"
                                               << "The top-up is 300 EUR." << false;
        QTest::newRow("days by weeks") << "How many days of paid leave do I get?"
                                       << "Leave is 2 weeks." << true;
        QTest::newRow("German compound") << "Wie viele Urlaubstage habe ich?"
                                         << "Sie haben 30 Arbeitstage Urlaub." << true;
        QTest::newRow("German compound, not a sum") << "Wie viele Urlaubstage habe ich?"
                                                    << "Der Zuschuss beträgt 300 EUR." << false;
        // "Wie viele Tage": days answer, not "innerhalb von 3 Monaten" of the same section (change 162).
        QTest::newRow("days not by months") << "Wie viele Tage Homeoffice sind erlaubt?"
                                            << "Reichen Sie die Belege innerhalb von 3 Monaten ein." << false;
        QTest::newRow("days by days a week") << "Wie viele Tage Homeoffice sind erlaubt?"
                                             << "Sie können bis zu 3 Tage pro Woche von zu Hause aus arbeiten." << true;
        QTest::newRow("how long by months") << "Wie lange dauert die Probezeit?"
                                            << "Die Probezeit beträgt 6 Monate." << true;
        QTest::newRow("duration not by a bare number") << "How long does approval take?"
                                                       << "See section 4 of the form." << false;
        QTest::newRow("money by money") << "How much does the company pay for my phone?"
                                        << "Lotse pays up to $50 a month." << true;
        // A premium is money or a share of the wage, not the breaks of the same shift (change 184).
        QTest::newRow("a premium by a percentage") << "Wie viel Zuschlag bekomme ich für die Nachtschicht?"
                                                   << "Nachtschicht | 22:00–6:00 Uhr | 25 %" << true;
        QTest::newRow("a premium not by minutes") << "Wie viel Zuschlag bekomme ich für die Nachtschicht?"
                                                  << "Die Pausen dauern in der Nachtschicht 45 Minuten." << false;
        QTest::newRow("extra pay by a percentage") << "How much extra do I get per hour for the night shift?"
                                                   << "Night work is paid at 25 % on top." << true;
        QTest::newRow("a share by a percentage") << "What share of the premium does Clef pay?"
                                                 << "Clef contributes 85% of the cost." << true;
        QTest::newRow("a share not by a duration") << "What share of the premium does Clef pay?"
                                                   << "Coverage starts after 30 days." << false;
        QTest::newRow("a share not by a sum") << "What share of the premium does Clef pay?"
                                              << "The waiver allowance is $25 per month." << false;
        QTest::newRow("welchen Anteil by a percentage") << "Welchen Anteil der Beiträge zahlt die Firma?"
                                                        << "Die Firma zahlt 50 % der Beiträge." << true;
        QTest::newRow("money by a share") << "Wie hoch ist der Zuschuss zum Jobticket?"
                                          << "Der Zuschuss beträgt 50 % des Preises." << true;
        QTest::newRow("money not by a duration") << "How big is the referral bonus?"
                                                 << "Refer within 30 days." << true; // "how big" names no kind
        QTest::newRow("money not by days") << "How much is the referral bonus paid?"
                                           << "It is paid after 90 days." << false;
        QTest::newRow("time, not money, though it says pay")
            << "How much vacation time do I build up each pay period?"
            << "You earn 4 hours of annual leave each pay period." << true;
        QTest::newRow("time, not money: a sum does not answer it")
            << "How much vacation time do I build up each pay period?"
            << "The bonus is $500." << false;
        QTest::newRow("any figure") << "How many people are on the team?"
                                    << "The team has 12 members." << true;
        QTest::newRow("a price named, not a date") << "What's the exact exercise price per share?"
                                                   << "Options vest over 4 years." << false;
        QTest::newRow("a price named, by money") << "What's the exact exercise price per share?"
                                                 << "The exercise price is $0.25 per share." << true;
        QTest::newRow("a rate may be of time") << "What is the leave accrual rate?"
                                               << "You earn 4 hours each pay period." << true;
        QTest::newRow("Was kostet, by money") << "Was kostet das Jobticket?"
                                              << "Es kostet 49 Euro." << true;
        // "How often …" is answered by how often, in words or figures, not by another figure of the section.
        QTest::newRow("how often, every so many days") << "How often do I have to change my password?"
                                                       << "Passwords expire every 90 days." << true;
        QTest::newRow("wie oft, not by a length") << "Wie oft muss ich mein Passwort ändern?"
                                                  << "Passwörter müssen mindestens 14 Zeichen lang sein." << false;
        QTest::newRow("wie oft, einmal pro Kalenderjahr")
            << "Wie oft kann ich meinen Eigenbeitrag ändern?"
            << "Die Höhe des Eigenbeitrags können Sie einmal pro Kalenderjahr ändern." << true;
        QTest::newRow("wie oft, jedes Jahr")
            << "Wie oft ist die Sicherheitsunterweisung?"
            << "Danach nehmen Sie jedes Jahr im Januar an der Unterweisung teil." << true;
        QTest::newRow("wie häufig, alle zwei Jahre") << "Wie häufig gibt es eine Vorsorgeuntersuchung?"
                                                     << "Die Untersuchung findet alle zwei Jahre statt." << true;
        QTest::newRow("how often, so many days a week") << "How often can I work from home?"
                                                        << "You may work from home for up to 3 days per week." << true;
        QTest::newRow("how often, quarterly") << "How often is the handbook reviewed?"
                                              << "The founders review it quarterly." << true;
        QTest::newRow("how often, not by a sum") << "How often is the bonus paid?"
                                                 << "The bonus is $500." << false;
        QTest::newRow("an annual leave is no frequency") << "How often can I carry leave over?"
                                                         << "You have annual leave of 30 days." << false;
        QTest::newRow("how long and how often, by a duration")
            << "Wie lange begleitet mich der Buddy, und wie oft treffen wir uns?"
            << "Sie bekommen für die ersten 3 Monate einen Buddy." << true;
        QTest::newRow("when and how often, by any figure") << "When may I work from home, and how often?"
                                                           << "After the 6 months of probation." << true;
        // A file's size is answered by a size.
        QTest::newRow("file size by megabytes") << "Wie groß darf eine Datei höchstens sein?"
                                                << "Dateien dürfen höchstens 20 MB groß sein." << true;
        QTest::newRow("file size, not by days") << "How large can an upload be?"
                                                << "Uploads are deleted after 30 days." << false;
        QTest::newRow("file size, written together") << "What's the maximum file size for attachments?"
                                                     << "Attachments up to 25MB are accepted." << true;
        // "From which day …" is answered by a day, ordinal or counted, not by a time of day (change 139).
        QTest::newRow("which day, by an ordinal day") << "Ab welchem Tag brauche ich eine Krankmeldung?"
                                                      << "Spätestens am 4. Kalendertag muss sie vorliegen." << true;
        QTest::newRow("which day, by days") << "From which day of being sick do I need a doctor's note?"
                                            << "If you are sick for more than 3 calendar days, see a doctor." << true;
        QTest::newRow("which day, not by a time")
            << "From which day of being sick do I need a doctor's note?"
            << "Call your manager by 9:00 or 30 minutes before your shift." << false;
        QTest::newRow("an ordinal day is no duration") << "How long is the onboarding?"
                                                       << "On your first day you meet your buddy." << false;
    }

    // A figure asked for by its name counts as asked, like "how much"; a question for a thing does not.
    void timeAheadAsked_data()
    {
        QTest::addColumn<QString>("question");
        QTest::addColumn<bool>("ahead");
        QTest::newRow("how far ahead") << "How far ahead do I need to let HR know?" << true;
        QTest::newRow("how far in advance") << "How far in advance do I book?" << true;
        QTest::newRow("how early") << "How early do I have to tell HR?" << true;
        QTest::newRow("wie weit im Voraus") << "Wie weit im Voraus muss ich die Elternzeit anmelden?" << true;
        QTest::newRow("wie früh") << "Wie früh muss ich Urlaub beantragen?" << true;
        QTest::newRow("a distance") << "How far is the office from the station?" << false;
        QTest::newRow("an early shift") << "When does the early shift start?" << false;
    }
    void timeAheadAsked()
    {
        QFETCH(QString, question);
        QFETCH(bool, ahead);
        QCOMPARE(Quantity::askedAhead(question), ahead);
    }

    void figureAskedByName_data()
    {
        QTest::addColumn<QString>("question");
        QTest::addColumn<bool>("asked");
        QTest::newRow("the rate") << "What's the daily meals and incidentals rate for Denver?" << true;
        QTest::newRow("the price") << "What's the exact exercise price per share on my options?" << true;
        QTest::newRow("the deductible") << "What is the annual deductible on the medical plan?" << true;
        QTest::newRow("what percentage") << "What percentage of my salary is matched?" << true;
        QTest::newRow("what share of") << "What share of the health insurance premium does Clef pay?" << true;
        QTest::newRow("welchen Anteil") << "Welchen Anteil der Beiträge zahlt die Firma?" << true;
        QTest::newRow("wie viel Prozent") << "Wie viel Prozent vom Gehalt gibt es als Bonus?" << true;
        QTest::newRow("shares are no share") << "What share options do I get when I join?" << false;
        QTest::newRow("Was kostet") << "Was kostet ein Jobticket?" << true;
        QTest::newRow("welcher Betrag") << "Welcher Betrag wird erstattet?" << true;
        QTest::newRow("a thing, not a figure") << "What's the process for reporting a lost laptop?" << false;
        QTest::newRow("what is, no figure") << "What is the dress code?" << false;
        QTest::newRow("from which day") << "From which day of being sick do I need a note?" << true;
        QTest::newRow("ab welchem Tag") << "Ab welchem Tag brauche ich eine Krankmeldung?" << true;
    }
    void whatIsCounted_data()
    {
        QTest::addColumn<QString>("question");
        QTest::addColumn<QString>("counted");
        QTest::newRow("two English words") << "How many vacation days do I get?"
                                           << "vacation days";
        QTest::newRow("how much") << "How much parental leave can I take?"
                                  << "parental leave";
        QTest::newRow("one word, then a preposition") << "How many days per week can I work from home?"
                                                      << "days";
        QTest::newRow("a German compound") << "Wie viele Homeoffice-Tage pro Woche sind erlaubt?"
                                           << "Homeoffice-Tage";
        QTest::newRow("German: not the verb") << "Wie viele Tage dauert es, bis der Antrag bearbeitet ist?"
                                              << "Tage";
        QTest::newRow("money is the kind of figure, not a thing") << "Wie viel Geld bekomme ich für Teilzeit?"
                                                                  << "";
        QTest::newRow("German: a verb is no thing counted") << "Wie viel zahlt Clef dazu?"
                                                            << "";
        QTest::newRow("so is time") << "How much time do I get off?"
                                    << "";
        QTest::newRow("a figure asked for by its name") << "What's the annual deductible on the baseline plan?"
                                                        << "deductible";
        QTest::newRow("nothing named") << "How many do I get?"
                                       << "";
        QTest::newRow("no figure asked") << "Who approves my leave?"
                                         << "";
    }
    void whatIsCounted()
    {
        QFETCH(QString, question);
        QFETCH(QString, counted);
        QCOMPARE(Quantity::counted(question), counted);
    }

    void periodAsked_data()
    {
        QTest::addColumn<QString>("question");
        QTest::addColumn<QString>("period");
        QTest::newRow("per year") << "How many vacation days do I get per year?"
                                  << "year";
        QTest::newRow("a year") << "How many vacation days a year do I get?"
                                << "year";
        QTest::newRow("pro Jahr") << "Wie hoch ist mein Urlaubsanspruch pro Jahr?"
                                  << "year";
        QTest::newRow("im Monat") << "Ich zahle 150 Euro im Monat ein. Was legt die Firma drauf?"
                                  << "month";
        QTest::newRow("monthly") << "Is there a monthly car allowance?"
                                 << "month";
        QTest::newRow("jährlich") << "Wie viel Budget gibt es jährlich?"
                                  << "year";
        QTest::newRow("no period") << "How long is parental leave?"
                                   << "";
        QTest::newRow("years of service are no period") << "I have worked here for five years."
                                                        << "";
    }
    void periodAsked()
    {
        QFETCH(QString, question);
        QFETCH(QString, period);
        QCOMPARE(Period::asked(question), period);
    }
    void periodStated_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("period");
        QTest::addColumn<bool>("stated");
        QTest::newRow("every year") << "Clef offers 3 weeks (15 days) of paid vacation every year."
                                    << "year" << true;
        QTest::newRow("a figure a year") << "You have a budget of $4,000 a year."
                                         << "year" << true;
        QTest::newRow("pro Kalenderjahr") << "Sie haben 30 Arbeitstage Urlaub pro Kalenderjahr."
                                          << "year" << true;
        QTest::newRow("within a year is no rate") << "The leave should be taken within a year after the birth."
                                                  << "year" << false;
        QTest::newRow("years of service are no rate") << "After 4 years you may take a sabbatical."
                                                      << "year" << false;
        QTest::newRow("another period") << "The allowance is 50 EUR per month."
                                        << "year" << false;
    }
    void periodStated()
    {
        QFETCH(QString, text);
        QFETCH(QString, period);
        QFETCH(bool, stated);
        QCOMPARE(Period::statedIn(text, period), stated);
    }

    void figureAskedByName()
    {
        QFETCH(QString, question);
        QFETCH(bool, asked);
        QCOMPARE(Quantity::askedAmount(question), asked);
    }
    void kindOfFigureAsked()
    {
        QFETCH(QString, question);
        QFETCH(QString, statement);
        QFETCH(bool, answers);
        QCOMPARE(Quantity::statedIn(statement, Quantity::askedKinds(question)), answers);
    }

    // Whom to turn to is asked and stated as a figure is (Contact).
    void contactAsked_data()
    {
        QTest::addColumn<QString>("question");
        QTest::addColumn<bool>("asked");
        QTest::newRow("who") << "Who do I talk to if a coworker harasses me?" << true;
        QTest::newRow("wen") << "Wen spreche ich bei einem Arbeitsunfall an?" << true;
        QTest::newRow("wem") << "Wem melde ich das?" << true;
        QTest::newRow("no who") << "How many vacation days do I get?" << false;
        QTest::newRow("whole words only") << "Wieviele Tage werden angerechnet?" << false;
        QTest::newRow("who of a clause") << "My laptop is gone, and who do I tell?" << true;
        QTest::newRow("to whom") << "To whom do I report an accident?" << true;
        QTest::newRow("who after a noun asks nothing")
            << "I'd like to pay a friend who works at a tech company to give a talk." << false;
        // How or where to report something is whom to tell (change 190).
        QTest::newRow("how do I report") << "How do I report harassment?" << true;
        QTest::newRow("where should I report") << "Where should I report a near miss?" << true;
        QTest::newRow("wie melde ich") << "Wie melde ich einen Arbeitsunfall an?" << true;
        QTest::newRow("wo melde ich") << "Wo melde ich mich krank?" << true;
        QTest::newRow("a report asks no one") << "How long does the report take?" << false;
        QTest::newRow("reporting hours asks no one") << "Do I report my hours in Tock?" << false;
    }
    void contactAsked()
    {
        QFETCH(QString, question);
        QFETCH(bool, asked);
        QCOMPARE(Contact::asked(question), asked);
    }
    void contactListed_data()
    {
        QTest::addColumn<QString>("heading");
        QTest::addColumn<QString>("text");
        QTest::addColumn<bool>("listed");
        QTest::newRow("contact section") << "Contact"
                                         << "Compliance: compliance@nordlicht.example, extension 2500." << true;
        QTest::newRow("Ansprechpartner") << "Ansprechpartner"
                                         << "Arbeitssicherheit: arbeitsschutz@werft.example." << true;
        QTest::newRow("a label of its own")
            << "Beratung"
            << "Eine Sprechstunde gibt es monatlich.\n\nKontakt: vorsorge@werft.example, Durchwahl 3150." << true;
        QTest::newRow("an address in passing")
            << "Gifts"
            << "Gifts above 50 EUR must be reported to compliance@nordlicht.example." << false;
        QTest::newRow("a contact heading naming no one") << "Contact"
                                                         << "We are glad to help." << false;
    }
    void contactListed()
    {
        QFETCH(QString, heading);
        QFETCH(QString, text);
        QFETCH(bool, listed);
        QCOMPARE(Contact::listedIn(heading, text), listed);
    }
    void turnsTo_data()
    {
        QTest::addColumn<QString>("word");
        QTest::addColumn<bool>("turns");
        QTest::newRow("contact") << "contact" << true;
        QTest::newRow("talk") << "talk" << true;
        QTest::newRow("kontaktiere") << "kontaktiere" << true;
        QTest::newRow("ansprechen (joined)") << "ansprechen" << true;
        QTest::newRow("informieren") << "informieren" << true;
        QTest::newRow("contacts") << "contacts" << true;
        QTest::newRow("a topic") << "accident" << false;
        QTest::newRow("whole words only") << "talkative" << false;
    }
    void turnsTo()
    {
        QFETCH(QString, word);
        QFETCH(bool, turns);
        QCOMPARE(Contact::turnsTo(word), turns);
    }
    void contactNamed_data()
    {
        QTest::addColumn<QString>("sentence");
        QTest::addColumn<bool>("named");
        QTest::newRow("address") << "If you are being harassed, please contact B (b@getclef.com) at once." << true;
        QTest::newRow("address alone") << "Fragen an finance@nordlicht.example." << true;
        QTest::newRow("contact your") << "Contact your manager before you book." << true;
        QTest::newRow("wenden Sie sich an") << "Wenden Sie sich an die Personalabteilung." << true;
        QTest::newRow("physical contact is none")
            << "Harassment includes inappropriate physical contact and unwelcome attention." << false;
        QTest::newRow("nothing") << "The leave should be taken within a year." << false;
    }
    void contactNamed()
    {
        QFETCH(QString, sentence);
        QFETCH(bool, named);
        QCOMPARE(Contact::namedIn(sentence), named);
    }
};

QTEST_GUILESS_MAIN(TestQuantity)
#include "tst_quantity.moc"
