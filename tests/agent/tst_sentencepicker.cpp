// SPDX-License-Identifier: GPL-3.0-or-later
// Which sentences an extractive answer quotes: the ones with the question's words, and the context
// they need (the sentence a "this" points back to; for a question asking for a figure, the
// neighbouring sentence that states it).
#include "agent/offline/PassageSentences.h"
#include "agent/offline/SentencePicker.h"
#include "ingest/Chunker.h"

#include <QTest>

using namespace lotse;

namespace {

SentencePicker::WeightedTerm term(const QString& word, double idf)
{
    QueryTerm t;
    t.word = word;
    t.forms = {word};
    t.ownForms = 1;
    t.documentFrequency = 1;
    t.idf = idf;
    return {t, idf};
}

Hit passage(const QString& text)
{
    Hit h;
    h.chunkId = 1;
    h.path = QStringLiteral("/kb/remote.md");
    h.title = QStringLiteral("Remote Work");
    h.text = text;
    h.score = 0.9;
    return h;
}

// A passage of a second document.
Hit passageElsewhere(const QString& text, const QString& path)
{
    Hit h = passage(text);
    h.chunkId = 2;
    h.documentId = 2;
    h.path = path;
    return h;
}

// The quoted sentences' texts, in the answer's order.
QStringList texts(const QList<PickedSentence>& picked)
{
    QStringList out;
    for (const PickedSentence& p : picked)
        out.append(p.text);
    return out;
}

} // namespace

class TestSentencePicker final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void quotesTheContextASentenceNeeds_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<bool>("quantity");
        QTest::addColumn<QStringList>("expected");
        const QString core =
            QStringLiteral("Our core hours are from 10:00 to 15:00 every weekday.\n\nDuring this time you "
                           "must be reachable by phone and chat.\n\nOutside them plan your day freely.");
        QTest::newRow("this points back")
            << core << false
            << QStringList{QStringLiteral("Our core hours are from 10:00 to 15:00 every weekday."),
                           QStringLiteral("During this time you must be reachable by phone and chat.")};
        QTest::newRow("past that points back")
            << QStringLiteral("Our core hours are from 10:00 to 15:00 every weekday.\n\nPast that, you must be "
                              "reachable by phone.\n\nOutside them plan your day freely.")
            << false
            << QStringList{QStringLiteral("Our core hours are from 10:00 to 15:00 every weekday."),
                           QStringLiteral("Past that, you must be reachable by phone.")};
        QTest::newRow("German: in dieser Zeit")
            << QStringLiteral("Die Kernzeit ist von 10:00 bis 15:00 Uhr festgelegt.\n\nIn dieser Zeit müssen Sie per "
                              "Telefon erreichbar sein.\n\nDanach ist alles frei.")
            << false
            << QStringList{QStringLiteral("Die Kernzeit ist von 10:00 bis 15:00 Uhr festgelegt."),
                           QStringLiteral("In dieser Zeit müssen Sie per Telefon erreichbar sein.")};
        QTest::newRow("German: das gilt")
            << QStringLiteral("Die Kernzeit ist von 10:00 bis 15:00 Uhr festgelegt.\n\nDas gilt auch, wenn Sie per "
                              "Telefon erreichbar sind.\n\nDanach ist alles frei.")
            << false
            << QStringList{QStringLiteral("Die Kernzeit ist von 10:00 bis 15:00 Uhr festgelegt."),
                           QStringLiteral("Das gilt auch, wenn Sie per Telefon erreichbar sind.")};
        // An article and the reader's "Sie" point nowhere: the sentence stands alone.
        QTest::newRow("German: das as an article")
            << QStringLiteral("Die Kernzeit ist von 10:00 bis 15:00 Uhr festgelegt.\n\nDas Diensthandy muss per "
                              "Telefon erreichbar sein.\n\nDanach ist alles frei.")
            << false << QStringList{QStringLiteral("Das Diensthandy muss per Telefon erreichbar sein.")};
        QTest::newRow("German: Sie, the reader")
            << QStringLiteral("Die Kernzeit ist von 10:00 bis 15:00 Uhr festgelegt.\n\nSie müssen per Telefon "
                              "erreichbar sein.\n\nDanach ist alles frei.")
            << false << QStringList{QStringLiteral("Sie müssen per Telefon erreichbar sein.")};
        QTest::newRow("if this is not possible")
            << QStringLiteral("Please come to the office on team days.\n\nIf this is not possible, stay reachable by "
                              "phone all day.\n\nLunch is not counted.")
            << false
            << QStringList{QStringLiteral("Please come to the office on team days."),
                           QStringLiteral("If this is not possible, stay reachable by phone all day.")};
        QTest::newRow("German: ist das nicht möglich")
            << QStringLiteral("Bitte kommen Sie an Teamtagen ins Büro.\n\nIst das nicht möglich, bleiben Sie den "
                              "ganzen Tag per Telefon erreichbar.\n\nDie Mittagspause zählt nicht.")
            << false
            << QStringList{QStringLiteral("Bitte kommen Sie an Teamtagen ins Büro."),
                           QStringLiteral("Ist das nicht möglich, bleiben Sie den ganzen Tag per Telefon erreichbar.")};
        const QString remote = QStringLiteral("You must be reachable by phone and chat when working remotely.\n\n"
                                              "The window runs for 5 hours each day.\n\nLunch is not counted.");
        QTest::newRow("the figure is in the next paragraph")
            << remote << true
            << QStringList{QStringLiteral("You must be reachable by phone and chat when working remotely."),
                           QStringLiteral("The window runs for 5 hours each day.")};
        QTest::newRow("no figure asked, no neighbour")
            << remote << false
            << QStringList{QStringLiteral("You must be reachable by phone and chat when working remotely.")};
        // What the author put in one paragraph with the best sentence is its condition or limit: quoted
        // with it, as one statement (cl-020: "… entitles you to leave. The length of leave will be up to
        // 4 months …"); the next paragraph is not.
        QTest::newRow("the rest of the paragraph, as one quote")
            << QStringLiteral("You must be reachable by phone and chat when working remotely. The window runs "
                              "for 5 hours each day.\n\nLunch is not counted.")
            << false
            << QStringList{QStringLiteral("You must be reachable by phone and chat when working remotely. The "
                                          "window runs for 5 hours each day.")};
        QTest::newRow("at most two more sentences of it")
            << QStringLiteral("You must be reachable by phone and chat when working remotely. The window runs "
                              "for 5 hours each day. It starts at ten every morning. Lunch is not counted in it.")
            << false
            << QStringList{QStringLiteral("You must be reachable by phone and chat when working remotely. The "
                                          "window runs for 5 hours each day. It starts at ten every morning.")};
        QTest::newRow("table rows stay rows")
            << QStringLiteral("| Shift | Allowance |\n|---|---|\n| Night shift reachable by phone | 25 % |\n"
                              "| Sunday work reachable by phone | 50 % |")
            << false
            << QStringList{QStringLiteral("| Night shift reachable by phone | 25 % |"),
                           QStringLiteral("| Sunday work reachable by phone | 50 % |")};
    }
    void quotesTheContextASentenceNeeds()
    {
        QFETCH(QString, text);
        QFETCH(bool, quantity);
        QFETCH(QStringList, expected);
        const QList<SentencePicker::WeightedTerm> terms{
            term(QStringLiteral("reachable"), 3.0), term(QStringLiteral("erreichbar"), 3.0),
            term(QStringLiteral("phone"), 1.0), term(QStringLiteral("telefon"), 1.0)};
        const QList<PickedSentence> picked = SentencePicker::pick({passage(text)}, 1, terms, {quantity, {}, {}}, {});
        QStringList quoted;
        for (const PickedSentence& p : picked)
            quoted.append(p.text);
        QCOMPARE(quoted, expected); // in document order
    }

    void theBestSectionOpensTheAnswer()
    {
        // "How many sick days do I get?": the parental leave page ranked first in the search (it says
        // "sick days" in passing), but the answer opens with the section that states them; within a
        // section the author's order stands.
        Hit parental = passage(QStringLiteral("Paid leave of any kind does not accrue vacation days or sick days."));
        parental.path = QStringLiteral("/kb/parental.md");
        parental.headingPath = {QStringLiteral("New Parent Leave")};
        Hit sick = passage(QStringLiteral("Report sick days to your manager before noon.\n\nEmployees accrue "
                                          "sick days: 1 hour for every 30 hours, at most 5 sick days a year."));
        sick.chunkId = 2;
        sick.path = QStringLiteral("/kb/vacation.md");
        sick.headingPath = {QStringLiteral("Vacation and Sick Leave")};
        const QList<SentencePicker::WeightedTerm> terms{
            term(QStringLiteral("sick"), 2.0), term(QStringLiteral("days"), 1.0), term(QStringLiteral("year"), 1.0)};
        const QList<PickedSentence> picked = SentencePicker::pick({parental, sick}, 2, terms, {true, {}, {}}, {});
        QCOMPARE(texts(picked),
                 (QStringList{QStringLiteral("Employees accrue sick days: 1 hour for every 30 hours, at most 5 sick "
                                             "days a year."),
                              QStringLiteral("Report sick days to your manager before noon."),
                              QStringLiteral("Paid leave of any kind does not accrue vacation days or sick days.")}));
    }

    void theHeadingIsASentencesContext()
    {
        // "up to 5 unused days may be carried over" says "leave" only in its heading: without the heading
        // it shares only the common words with the question and was never quoted (own-002).
        Hit entitlement = passage(QStringLiteral("Full-time staff receive 30 days of leave per year."));
        entitlement.headingPath = {QStringLiteral("Annual Leave"), QStringLiteral("Entitlement")};
        Hit carryOver = passage(QStringLiteral("Up to 5 unused days may be carried over into the next year.\n\n"
                                               "Travel costs are paid by the company in every year."));
        carryOver.chunkId = 2;
        carryOver.headingPath = {QStringLiteral("Annual Leave"), QStringLiteral("Carry-Over of Unused Leave")};
        const QList<SentencePicker::WeightedTerm> terms{
            term(QStringLiteral("leave"), 3.0), term(QStringLiteral("days"), 1.0), term(QStringLiteral("year"), 0.5)};
        const QStringList quoted = texts(SentencePicker::pick({entitlement, carryOver}, 2, terms, {}, {}));
        QVERIFY2(quoted.contains(QStringLiteral("Up to 5 unused days may be carried over into the next year.")),
                 qPrintable(quoted.join(u'|')));
        // A sentence sharing only a common word ("year") is still not quoted, heading or not (in a
        // paragraph of its own: the rest of a quoted sentence's paragraph is quoted with it).
        QVERIFY2(!quoted.contains(QStringLiteral("Travel costs are paid by the company in every year.")),
                 qPrintable(quoted.join(u'|')));
    }

    void aStepIsNotQuotedAgainFromTheNextPassage()
    {
        // Passages overlap: the list's last step is also the first sentence of the next passage.
        Hit first = passage(QStringLiteral("If your laptop is stolen you must act at once:\n"
                                           "- Call the IT service desk right away.\n"
                                           "- Do not try to recover the stolen laptop yourself."));
        Hit second = passage(QStringLiteral("Do not try to recover the stolen laptop yourself. IT will give "
                                            "you a replacement for the stolen laptop quickly."));
        second.chunkId = 2;
        const QList<SentencePicker::WeightedTerm> terms{term(QStringLiteral("stolen"), 3.0),
                                                        term(QStringLiteral("laptop"), 2.0)};
        const QList<PickedSentence> picked = SentencePicker::pick({first, second}, 2, terms, {}, {});
        QStringList all;
        for (const PickedSentence& p : picked)
            all << p.text << p.stepTexts();
        QCOMPARE(all.count(QStringLiteral("Do not try to recover the stolen laptop yourself.")), 1);
        QVERIFY2(all.contains(QStringLiteral("IT will give you a replacement for the stolen laptop quickly.")),
                 qPrintable(all.join(u'|')));
    }

    void aListWithoutAStatementBeforeItIsQuotedItemByItem()
    {
        // "(See below.)" introduces the list but says nothing: the item with the question's words is
        // quoted itself, not a fragment with the whole list under it (f18-008).
        const Hit list =
            passage(QStringLiteral("(See below.)\n"
                                   "- Extended out of office applies when you are away three weeks or longer.\n"
                                   "- Project work is billed to the client every week."));
        const QList<SentencePicker::WeightedTerm> terms{term(QStringLiteral("office"), 3.0),
                                                        term(QStringLiteral("away"), 2.0)};
        const QList<PickedSentence> picked = SentencePicker::pick({list}, 1, terms, {}, {});
        QCOMPARE(picked.size(), 1);
        QCOMPARE(picked.first().text,
                 QStringLiteral("Extended out of office applies when you are away three weeks or longer."));
        QVERIFY(picked.first().steps.isEmpty());
    }

    void aListItemIsQuotedWhole()
    {
        // The question's words in an item's second sentence: the item is quoted from its first, which
        // names the case ("Gesetzlich Versicherte: …"), and with its lead-in, not as a lead-in of the
        // next item (fo-030).
        const Hit list = passage(QStringLiteral(
            "Dauert die Krankheit länger als 3 Kalendertage, muss ein Arzt sie am 4. Kalendertag feststellen.\n\n"
            "- Gesetzlich Versicherte: Die Arztpraxis übermittelt die Bescheinigung elektronisch (eAU). Der "
            "Personalservice ruft sie dort ab. Sie müssen keinen Papierschein abgeben.\n"
            "- Privat Versicherte: Schicken Sie die Bescheinigung als Scan."));
        const QList<SentencePicker::WeightedTerm> terms{term(QStringLiteral("personalservice"), 3.0),
                                                        term(QStringLiteral("papierschein"), 3.0)};
        const QList<PickedSentence> picked = SentencePicker::pick({list}, 1, terms, {}, {});
        QCOMPARE(picked.size(), 1);
        QVERIFY2(picked.first().text.startsWith(QStringLiteral("Dauert die Krankheit")),
                 qPrintable(picked.first().text));
        QVERIFY2(!picked.first().steps.isEmpty()
                     && picked.first().steps.first().text.startsWith(QStringLiteral("Gesetzlich Versicherte"))
                     && picked.first().steps.first().text.endsWith(QStringLiteral("Papierschein abgeben.")),
                 qPrintable(picked.first().stepTexts().join(u'|')));
    }

    void anItemWithoutALeadInIsQuotedWhole()
    {
        const Hit list = passage(QStringLiteral("(See below.)\n"
                                                "- Jede Verletzung wird im Verbandbuch eingetragen. Informieren Sie "
                                                "außerdem Ihren Meister.\n"
                                                "- Beinaheunfälle melden Sie mit einer Sicherheitskarte."));
        const QList<SentencePicker::WeightedTerm> terms{term(QStringLiteral("meister"), 3.0),
                                                        term(QStringLiteral("informieren"), 2.0)};
        const QList<PickedSentence> picked = SentencePicker::pick({list}, 1, terms, {}, {});
        QCOMPARE(picked.size(), 1);
        QCOMPARE(picked.first().text, QStringLiteral("Jede Verletzung wird im Verbandbuch eingetragen. Informieren Sie "
                                                     "außerdem Ihren Meister."));
    }

    void aQuestionAskingWhomGetsTheContact()
    {
        // "Who do I talk to if a coworker harasses me?": the definition holds more of the question's words,
        // the sentence that names whom to contact is the answer, quoted though below the cut-off.
        const Hit conduct = passage(QStringLiteral(
            "Harassment includes verbal comments, talks disrupted, and harassment at events of any kind.\n\n"
            "Harassment is never tolerated here.\n\n"
            "If you are being harassed, please contact B (b@getclef.com) or one of the founders."));
        SentencePicker::WeightedTerm harassment = term(QStringLiteral("harassment"), 3.0);
        harassment.term.forms.append(QStringLiteral("harassed"));
        harassment.term.ownForms = 2;
        const QList<SentencePicker::WeightedTerm> terms{harassment, term(QStringLiteral("talks"), 2.5),
                                                        term(QStringLiteral("events"), 2.5)};
        SentencePicker::Figure whom;
        whom.whom = true;
        const QStringList quoted = texts(SentencePicker::pick({conduct}, 1, terms, whom, {}));
        QVERIFY2(quoted.value(0).contains(QStringLiteral("b@getclef.com")), qPrintable(quoted.join(u'|'))); // leads
        const QStringList plain = texts(SentencePicker::pick({conduct}, 1, terms, {}, {}));
        QVERIFY2(!plain.join(u'|').contains(QStringLiteral("b@getclef.com")), qPrintable(plain.join(u'|')));
    }

    void aStepThatOpensItsPassageStatesTheFigureAsked()
    {
        // "Who do I tell, and how quickly?" over "Verlorene oder gestohlene Geräte": the numbered steps are a
        // passage of their own, with no lead-in; the step with the hour and the service desk is the answer,
        // though only the section's heading shares the question's words (change 141).
        Hit intro = passage(QStringLiteral("Wenn ein Firmen-Laptop verloren geht oder gestohlen wird, handeln Sie "
                                           "sofort, ganz gleich, wo es passiert ist."));
        intro.headingPath = {QStringLiteral("Verlorene oder gestohlene Geräte")};
        Hit steps = passage(QStringLiteral("1. Melden Sie den Verlust sofort dem IT-Servicedesk, spätestens "
                                           "innerhalb von 1 Stunde.\n"
                                           "2. Die IT sperrt den Laptop dann aus der Ferne und löscht ihn.\n"
                                           "3. Versuchen Sie nicht, den Laptop selbst wiederzubeschaffen."));
        steps.chunkId = 2;
        steps.headingPath = intro.headingPath;
        SentencePicker::WeightedTerm stolen = term(QStringLiteral("gestohlen"), 3.0);
        stolen.term.forms.append(QStringLiteral("gestohlene"));
        stolen.term.ownForms = 2;
        const QList<SentencePicker::WeightedTerm> terms{term(QStringLiteral("laptop"), 2.0), stolen};
        const SentencePicker::Figure quickly = SentencePicker::Figure::of(QStringLiteral("How quickly?"));
        QVERIFY(quickly.asked);
        // Quoted as a step of the paragraph before it, which the list follows (change 150).
        QStringList quoted;
        for (const PickedSentence& p : SentencePicker::pick({intro, steps}, 2, terms, quickly, {}))
            quoted << p.text << p.stepTexts();
        QVERIFY2(quoted.join(u'|').contains(QStringLiteral("innerhalb von 1 Stunde")), qPrintable(quoted.join(u'|')));
    }

    void aStorysRareWordsDoNotSilenceTheSection()
    {
        // "… crane operator, off sick for five weeks … before I climb back into the cab? My yearly crane check
        // fell due …": words no passage holds ("climb", "check", "fell") are rarer than "Kranführer", and as
        // the bar for a sentence on the topic they left the section that answers with nothing to quote
        // (change 143). The bar then counts only the words the passages hold.
        const Hit back = passage(QStringLiteral(
            "Wer länger als 4 Wochen krank war und als Kranführer arbeitet, stellt sich vor dem ersten Einsatz "
            "beim Betriebsarzt vor."));
        QList<SentencePicker::WeightedTerm> terms{term(QStringLiteral("kranfuhrer"), 3.0),
                                                  term(QStringLiteral("krank"), 1.0)};
        for (const char* story : {"climb", "check", "fell", "away"})
            terms.append(term(QString::fromLatin1(story), 3.9));
        const QStringList quoted = texts(SentencePicker::pick({back}, 1, terms, {}, {}));
        QCOMPARE(quoted.size(), 1);
        QVERIFY2(quoted.first().contains(QStringLiteral("Betriebsarzt")), qPrintable(quoted.join(u'|')));
    }

    void aTableRowBringsItsTable()
    {
        // The row with the question's word alone ("| Night shift | 25 % |") loses its header and the rows
        // a comparison needs (own-039: Sunday against a public holiday): the table comes whole, under the
        // sentence that introduces it, without the rule under its header.
        const Hit table = passage(QStringLiteral("Work at unsocial hours earns an allowance on the hourly wage:\n\n"
                                                 "| Shift | Hours | Allowance |\n|---|:--|--:|\n"
                                                 "| Night shift | 22:00 to 6:00 | 25 % |\n"
                                                 "| Sunday work | all day | 50 % |\n\n"
                                                 "Lunch breaks are not paid."));
        const QList<SentencePicker::WeightedTerm> terms{term(QStringLiteral("night"), 3.0),
                                                        term(QStringLiteral("allowance"), 1.0)};
        const QList<PickedSentence> picked = SentencePicker::pick({table}, 1, terms, {true, {}, {}}, {});
        QCOMPARE(picked.size(), 1);
        QCOMPARE(picked.first().text, QStringLiteral("Work at unsocial hours earns an allowance on the hourly wage:"));
        QCOMPARE(picked.first().stepTexts(), (QStringList{QStringLiteral("| Shift | Hours | Allowance |"),
                                                          QStringLiteral("| Night shift | 22:00 to 6:00 | 25 % |"),
                                                          QStringLiteral("| Sunday work | all day | 50 % |")}));
    }

    void aListCutOffByTheChunkerIsReadInTheNextPassage()
    {
        // The chunker cut after the lead-in: its list is the next passage of the same section (be-003,
        // "… sollten folgende Dinge beachtet werden:" ended the answer). The steps are read there, and say
        // so (each step's hitIndex), so the answer cites that passage for them; another section's list is not read.
        Hit lead = passage(QStringLiteral("Data kept in spreadsheets should also be published as CSV. "
                                          "When exporting the spreadsheet to CSV, mind the following:"));
        lead.documentId = 7;
        lead.headingPath = {QStringLiteral("Formats"), QStringLiteral("Spreadsheets")};
        Hit list = lead;
        list.chunkId = 2;
        list.text = QStringLiteral("When exporting the spreadsheet to CSV, mind the following:\n"
                                   "- Save the file as UTF-8.\n- Use the comma as the separator.\n\n"
                                   "Merged cells are hard to read for machines.");
        Hit otherSection = list;
        otherSection.headingPath = {QStringLiteral("Formats"), QStringLiteral("Images")};
        const QList<SentencePicker::WeightedTerm> terms{term(QStringLiteral("spreadsheet"), 3.0),
                                                        term(QStringLiteral("csv"), 2.0)};
        SentencePicker::Limits limits;
        limits.passages = 1;
        const QList<PickedSentence> picked = SentencePicker::pick({lead, list}, 1, terms, {}, limits);
        const auto leadIn =
            std::find_if(picked.cbegin(), picked.cend(), [](const PickedSentence& p) { return p.text.endsWith(u':'); });
        QVERIFY2(leadIn != picked.cend(), qPrintable(texts(picked).join(u'|')));
        QCOMPARE(leadIn->stepTexts(), (QStringList{QStringLiteral("Save the file as UTF-8."),
                                                   QStringLiteral("Use the comma as the separator.")}));
        for (const QuotedStep& step : leadIn->steps)
            QCOMPARE(step.hitIndex, 1);
        QCOMPARE(texts(picked).count(leadIn->text), 1); // the repeated lead-in is not quoted again

        const QList<PickedSentence> apart = SentencePicker::pick({lead, otherSection}, 1, terms, {}, limits);
        for (const PickedSentence& p : apart) {
            QVERIFY(p.steps.isEmpty());
        }
    }

    void stepsAfterAParagraphThatEndsItsPassageAreItsSteps()
    {
        // A paragraph the chunker cut from the numbered steps after it, with no colon ("… handeln Sie sofort,
        // ganz gleich, wo es passiert ist.", the German sample handbook): its steps are what to do, and the
        // answer without them left out "report it within 1 hour" (change 150).
        Hit lead = passage(QStringLiteral("If a company laptop is stolen, act at once, wherever it happened."));
        lead.documentId = 4;
        lead.headingPath = {QStringLiteral("Stolen Devices")};
        Hit steps = lead;
        steps.chunkId = 2;
        steps.text = QStringLiteral("1. Report it to the IT service desk within 1 hour.\n"
                                    "2. File a police report within 24 hours.");
        const QList<SentencePicker::WeightedTerm> terms{term(QStringLiteral("laptop"), 3.0),
                                                        term(QStringLiteral("stolen"), 2.0)};
        SentencePicker::Limits limits;
        limits.passages = 1;
        const QList<PickedSentence> picked = SentencePicker::pick({lead, steps}, 1, terms, {}, limits);
        QVERIFY2(!picked.isEmpty(), "nothing quoted");
        QCOMPARE(picked.first().text, lead.text);
        QCOMPARE(picked.first().stepTexts(),
                 (QStringList{QStringLiteral("Report it to the IT service desk within 1 hour."),
                              QStringLiteral("File a police report within 24 hours.")}));
    }

    void aTableCutOffByTheChunkerIsQuotedFromItsLeadIn()
    {
        // The chunker cut a table: the next passage starts with its last row, which holds the question's
        // words, without the header or the other rows (cl-030: "| Less than 5 Years Experience | $100k |
        // $70k |" quoted alone). The lead-in at the end of the section's previous passage brings the table.
        Hit table = passage(QStringLiteral("Everyone falls into one of four salary options as follows:\n\n"
                                           "| Years | Technical | Non-Technical |\n"
                                           "| More than 5 years | $120k | $100k |\n"
                                           "| Less than 5 years | $100k | $70k |"));
        table.documentId = 7;
        table.headingPath = {QStringLiteral("Salary")};
        Hit rest = table;
        rest.chunkId = 2;
        rest.text = QStringLiteral("| Less than 5 years | $100k | $70k |\n\n"
                                   "Experience counts when it is the same kind of job.");
        const QList<SentencePicker::WeightedTerm> terms{term(QStringLiteral("less"), 3.0),
                                                        term(QStringLiteral("years"), 1.0)};
        SentencePicker::Limits limits;
        limits.passages = 1;
        limits.sentences = 1; // the row first found, not the same row in the table's own passage
        const QList<PickedSentence> picked = SentencePicker::pick({rest, table}, 1, terms, {true, {}, {}}, limits);
        const auto leadIn =
            std::find_if(picked.cbegin(), picked.cend(), [](const PickedSentence& p) { return p.text.endsWith(u':'); });
        QVERIFY2(leadIn != picked.cend(), qPrintable(texts(picked).join(u'|')));
        QCOMPARE(leadIn->hitIndex, 1);
        QCOMPARE(leadIn->stepTexts(), (QStringList{QStringLiteral("| Years | Technical | Non-Technical |"),
                                                   QStringLiteral("| More than 5 years | $120k | $100k |"),
                                                   QStringLiteral("| Less than 5 years | $100k | $70k |")}));
        QVERIFY(!texts(picked).contains(QStringLiteral("| Less than 5 years | $100k | $70k |"))); // not again

        // A passage that starts with other text before its list has the list's lead-in itself.
        rest.text = QStringLiteral("Salaries are reviewed each year in January.\n| Less than 5 years | $100k | $70k |");
        limits.sentences = 4;
        const QList<PickedSentence> own = SentencePicker::pick({rest, table}, 1, terms, {true, {}, {}}, limits);
        const auto reviewed = std::find_if(own.cbegin(), own.cend(), [](const PickedSentence& p) {
            return p.text == QStringLiteral("Salaries are reviewed each year in January.");
        });
        QVERIFY2(reviewed != own.cend(), qPrintable(texts(own).join(u'|')));
        QCOMPARE(reviewed->hitIndex, 0); // its row is under the whole table already: not quoted twice
    }

    void codeIsNeverQuotedAsAStatement()
    {
        // A fenced example ("```csv id;teilaktenplan;…```") and the sentence that only introduces it were
        // quoted as statements (be-010); the sentence that explains stays quotable.
        const Hit api = passage(QStringLiteral("The CSV format returns the results as semicolon-separated CSV.\n\n"
                                               "The CSV output looks like this for the finance plan:\n\n"
                                               "```csv\nid;plan;csv;title\n1;finance;csv;Results\n```\n"));
        const QList<SentencePicker::WeightedTerm> terms{term(QStringLiteral("csv"), 3.0),
                                                        term(QStringLiteral("results"), 1.0)};
        const QStringList quoted = texts(SentencePicker::pick({api}, 1, terms, {}, {}));
        QCOMPARE(quoted, QStringList{QStringLiteral("The CSV format returns the results as semicolon-separated CSV.")});
        const QList<QuotableSentence> sentences = PassageSentences::of(api.text, {});
        QCOMPARE(std::count_if(sentences.cbegin(), sentences.cend(), [](const QuotableSentence& s) { return s.code; }),
                 sentences.size() - 1);
    }

    void codeCutFromItsFenceStaysCode()
    {
        // A code block longer than a passage is cut into several: the middle ones had no fence, and
        // their lines ("a dcat:Dataset ;") were quoted as sentences (be-010). The chunker opens them
        // with a fence of their own.
        QString markdown = QStringLiteral("# Metadaten\n\nEin Auszug aus dem Datenregister:\n\n```turtle\n");
        for (int i = 0; i < 30; ++i) {
            markdown +=
                QStringLiteral("bln-dataset:d_%1\n    a dcat:Dataset ;\n    dct:title \"Die Statistik Nummer %1 "
                               "des Portals\" .\n\n")
                    .arg(i);
        }
        markdown += QStringLiteral("```\n\nJeder Datensatz braucht eine Lizenz.\n");
        const QList<TextChunk> chunks = Chunker().chunk(markdown, QStringLiteral("Metadaten"));
        QVERIFY(chunks.size() >= 3);
        QStringList quotable;
        for (const TextChunk& c : chunks) {
            for (const QuotableSentence& s : PassageSentences::of(c.text, {})) {
                if (PassageSentences::quotable(s))
                    quotable.append(s.text);
            }
        }
        QVERIFY2(!quotable.isEmpty(), "the prose around the block stays quotable");
        QVERIFY2(std::none_of(quotable.cbegin(), quotable.cend(),
                              [](const QString& s) { return s.contains(QStringLiteral("dcat:")); }),
                 qPrintable(quotable.join(u'|')));
    }

    void aSectionIsReadOnPastItsPassage()
    {
        // The chunker split "Exercising Your Options": the passage found explains exercising, the next one
        // of the same section states the deadline (cl-009). A passage read next to another section's is
        // not quoted.
        Hit found = passage(QStringLiteral("Exercising your options means buying the stock your options "
                                           "guarantee.\n\nYou can exercise vested options at any time."));
        found.documentId = 7;
        found.headingPath = {QStringLiteral("Equity"), QStringLiteral("Exercising Your Options")};
        Hit other = passage(QStringLiteral("Options are taxed as capital gains."));
        other.chunkId = 2;
        other.documentId = 7;
        other.headingPath = {QStringLiteral("Equity"), QStringLiteral("Taxes")};
        Hit next = found;
        next.chunkId = 3;
        next.text = QStringLiteral("You have 7 years to exercise your options after you stop working here.");
        Hit nextOfOther = other;
        nextOfOther.chunkId = 4;
        nextOfOther.text = QStringLiteral("You pay tax on exercised options only when you sell the stock.");
        const QList<SentencePicker::WeightedTerm> terms{term(QStringLiteral("exercise"), 3.0),
                                                        term(QStringLiteral("options"), 1.0)};
        SentencePicker::Limits limits;
        limits.passages = 1;
        QStringList quoted;
        QList<int> hits;
        for (const PickedSentence& p : SentencePicker::pick({found, other, next, nextOfOther}, 2, terms, {}, limits)) {
            quoted.append(p.text);
            hits.append(p.hitIndex);
        }
        QVERIFY2(
            quoted.contains(QStringLiteral("You have 7 years to exercise your options after you stop working here.")),
            qPrintable(quoted.join(u'|')));
        QVERIFY2(!hits.contains(1) && !hits.contains(3), qPrintable(quoted.join(u'|'))); // one section only
        // Without the passage read on, the deadline is not in the answer.
        quoted.clear();
        for (const PickedSentence& p : SentencePicker::pick({found, other}, 2, terms, {}, limits))
            quoted.append(p.text);
        QVERIFY(!quoted.join(u' ').contains(QStringLiteral("7 years")));
    }

    void theNextPassageGoesOnFromTheLastSentence()
    {
        // be-006: the passage found ends with what can be done, the section's next passage begins with how
        // ("Dazu …", "To do this, …"): quoted with it, though it holds none of the question's words. A next
        // passage that starts a topic of its own ("This position …") is not.
        Hit found = passage(QStringLiteral("Charts are made with Datawrapper from a CSV file. You can also publish "
                                           "the data behind a chart as a dataset on the portal."));
        found.documentId = 7;
        found.headingPath = {QStringLiteral("Datawrapper")};
        Hit next = found;
        next.chunkId = 2;
        next.text = QStringLiteral("To do this, choose the Datawrapper template and paste the sharing link. "
                                   "Charts appear on the page after an hour.");
        const QList<SentencePicker::WeightedTerm> terms{term(QStringLiteral("publish"), 3.0),
                                                        term(QStringLiteral("dataset"), 3.0),
                                                        term(QStringLiteral("data"), 1.0)};
        const QString how = QStringLiteral("To do this, choose the Datawrapper template and paste the sharing link.");
        QStringList quoted = texts(SentencePicker::pick({found, next}, 1, terms, {}, {}));
        QVERIFY2(quoted.join(u' ').contains(how), qPrintable(quoted.join(u'|')));
        QVERIFY2(!quoted.join(u' ').contains(QStringLiteral("after an hour")), qPrintable(quoted.join(u'|')));
        next.text = QStringLiteral("This position is full-time, so talk to us before you take another job.");
        quoted = texts(SentencePicker::pick({found, next}, 1, terms, {}, {}));
        QVERIFY2(!quoted.join(u' ').contains(QStringLiteral("full-time")), qPrintable(quoted.join(u'|')));
    }

    void aFigureOfTheKindAskedIsQuoted_data()
    {
        QTest::addColumn<QStringList>("kinds");
        QTest::addColumn<bool>("deadline");
        // "How long …" asks for a duration: "$1" does not answer it, so the section's sentence that states
        // one is quoted, though it holds few of the question's words.
        QTest::newRow("a duration asked")
            << QStringList{QStringLiteral("day"), QStringLiteral("month"), QStringLiteral("minute")} << true;
        // Any figure answers: the quoted one states one.
        QTest::newRow("any figure") << QStringList{} << false;
    }
    void aFigureOfTheKindAskedIsQuoted()
    {
        QFETCH(QStringList, kinds);
        QFETCH(bool, deadline);
        Hit section = passage(QStringLiteral("Exercise your options at the price of $1 per share.\n\n"
                                             "Paperwork goes through the finance team.\n\n"
                                             "Options can be used for 7 years after you leave."));
        section.headingPath = {QStringLiteral("Exercise")};
        const QList<SentencePicker::WeightedTerm> terms{term(QStringLiteral("options"), 1.0),
                                                        term(QStringLiteral("price"), 3.0),
                                                        term(QStringLiteral("exercise"), 3.0)};
        const QStringList quoted = texts(SentencePicker::pick({section}, 1, terms, {true, kinds, {}}, {}));
        QVERIFY2(quoted.contains(QStringLiteral("Exercise your options at the price of $1 per share.")),
                 qPrintable(quoted.join(u'|')));
        QCOMPARE(quoted.contains(QStringLiteral("Options can be used for 7 years after you leave.")), deadline);
        QVERIFY(!quoted.contains(QStringLiteral("Paperwork goes through the finance team.")));
    }

    void aPassageBelowTheBarNeedsASentenceOnTopic()
    {
        // The second passage covers 0.69 of what the best one covers: below the usual bar (0.75), above
        // the marginal one (0.65). Its sentence holding three of the question's specific words is quoted,
        // the one holding two is not (fo-006: the IT desk's rules for a lost laptop, under the travel
        // desk's lost-luggage page).
        Hit best = passage(QStringLiteral("Alpha beta gamma delta are the four words of this sentence."));
        Hit marginal = passage(QStringLiteral("Alpha beta gamma all stand in this sentence of the second page.\n\n"
                                              "Only alpha and beta stand in this other sentence."));
        marginal.chunkId = 2;
        marginal.path = QStringLiteral("/kb/other.md");
        const QList<SentencePicker::WeightedTerm> terms{
            term(QStringLiteral("alpha"), 2.3), term(QStringLiteral("beta"), 2.3), term(QStringLiteral("gamma"), 2.3),
            term(QStringLiteral("delta"), 3.1)};
        const QStringList quoted = texts(SentencePicker::pick({best, marginal}, 2, terms, {}, {}));
        QVERIFY2(quoted.contains(QStringLiteral("Alpha beta gamma all stand in this sentence of the second page.")),
                 qPrintable(quoted.join(u'|')));
        QVERIFY2(!quoted.contains(QStringLiteral("Only alpha and beta stand in this other sentence.")),
                 qPrintable(quoted.join(u'|')));
    }

    void aContentsListIsNoStatement()
    {
        // A README's contents names the page that answers ("* Health Care and Disability Insurance" for
        // cl-002, "What share of the premium does Clef pay?"), and states nothing: never quoted, even as
        // the only passage with the question's words in one line.
        Hit contents = passage(QStringLiteral("* Health Care and Disability Insurance\n* Vacation and Sick Leave\n"
                                              "* Referral Bonuses"));
        contents.title = QStringLiteral("README");
        contents.headingPath = {QStringLiteral("Our Handbook"), QStringLiteral("Benefits and Perks")};
        Hit section = passage(QStringLiteral("Clef contributes 85% of the cost of the baseline health plan."));
        section.chunkId = 2;
        section.documentId = 2;
        section.path = QStringLiteral("/kb/healthcare.md");
        section.title = QStringLiteral("Healthcare and Disability Insurance");
        const QList<SentencePicker::WeightedTerm> terms{term(QStringLiteral("health"), 2.0),
                                                        term(QStringLiteral("insurance"), 2.0),
                                                        term(QStringLiteral("disability"), 1.0)};
        const QList<PickedSentence> picked = SentencePicker::pick({contents, section}, 2, terms, {}, {});
        QVERIFY2(!texts(picked).contains(QStringLiteral("Health Care and Disability Insurance")),
                 qPrintable(texts(picked).join(u'|')));
        // A list of things that are no section's names is text: "Who can raise concerns?" is answered by one.
        Hit people = passage(QStringLiteral("* Your chapter director can hear insurance concerns\n* Chief of Staff"));
        const QList<PickedSentence> named = SentencePicker::pick({people}, 1, terms, {}, {});
        QCOMPARE(texts(named), QStringList{QStringLiteral("Your chapter director can hear insurance concerns")});
    }

    void whatADocumentSaysOfItselfIsNoAnswer_data()
    {
        QTest::addColumn<QString>("question");
        QTest::addColumn<bool>("quoted");
        QTest::newRow("a question about travel")
            << QStringLiteral("Which means of transport do I use for a business trip?") << false;
        QTest::newRow("German") << QStringLiteral("Welches Verkehrsmittel nehme ich für eine Dienstreise?") << false;
        QTest::newRow("a question about the policy itself")
            << QStringLiteral("What does the travel policy say about the means of transport for a business trip?")
            << true;
    }

    void whatADocumentSaysOfItselfIsNoAnswer()
    {
        // A page's opening names its topic in the topic's words and states nothing asked: "This policy explains how
        // to plan a business trip, which means of transport to use …" was quoted first for travel questions (own-010,
        // pv-003; change 187). Where the question asks about the document, it is what answers.
        QFETCH(QString, question);
        QFETCH(bool, quoted);
        const QString opening = QStringLiteral("This policy explains how to plan a business trip, which means of "
                                               "transport to use and which costs are reimbursed.");
        const QString rule = QStringLiteral("Rail is the preferred means of transport for a business trip.");
        const Hit page = passage(opening + QStringLiteral(" ") + rule);
        const QList<SentencePicker::WeightedTerm> terms{term(QStringLiteral("transport"), 2.0),
                                                        term(QStringLiteral("business"), 1.0),
                                                        term(QStringLiteral("trip"), 1.0)};
        const QList<PickedSentence> picked =
            SentencePicker::pick({page}, 1, terms, SentencePicker::Figure::of(question), {});
        const QString all = texts(picked).join(u'|');
        QVERIFY2(all.contains(QStringLiteral("Rail is the preferred")), qPrintable(all));
        QCOMPARE(all.contains(QStringLiteral("This policy explains")), quoted);
    }

    void aDocumentSpeakingOfItselfIsMarked_data()
    {
        QTest::addColumn<QString>("sentence");
        QTest::addColumn<bool>("aboutDocument");
        QTest::newRow("this policy explains")
            << QStringLiteral("This policy explains how to plan a business trip.") << true;
        QTest::newRow("this offer letter will go over")
            << QStringLiteral("This offer letter will go over the basics of working at Clef.") << true;
        QTest::newRow("Diese Richtlinie beschreibt")
            << QStringLiteral("Diese Richtlinie beschreibt, wie Arbeitszeit geregelt ist.") << true;
        QTest::newRow("Diese Richtlinie regelt")
            << QStringLiteral("Diese Richtlinie regelt, wie viel Urlaub Ihnen zusteht und wie Sie ihn beantragen.")
            << true;
        QTest::newRow("an dieser Stelle soll") << QStringLiteral(
            "An dieser Stelle soll im Handbuch nur kurz erläutert werden, welche Schritte nötig sind.")
                                               << true;
        QTest::newRow("den Rahmen dieses Dokuments")
            << QStringLiteral("Die Details würden den Rahmen dieses Dokuments sprengen.") << true;
        // Who a policy applies to is a rule, not what the page is about.
        QTest::newRow("Diese Richtlinie gilt für")
            << QStringLiteral("Diese Richtlinie gilt für alle Beschäftigten.") << false;
        QTest::newRow("this policy applies to") << QStringLiteral("This policy applies to all employees.") << false;
        QTest::newRow("a rule") << QStringLiteral("Rail is the preferred means of transport.") << false;
    }

    void aDocumentSpeakingOfItselfIsMarked()
    {
        QFETCH(QString, sentence);
        QFETCH(bool, aboutDocument);
        QList<QuotableSentence> sentences = PassageSentences::of(sentence, {});
        QCOMPARE(sentences.size(), 1);
        PassageSentences::markAboutDocument(sentences);
        QCOMPARE(sentences.first().aboutDocument, aboutDocument);
        QCOMPARE(PassageSentences::quotable(sentences.first()), !aboutDocument);
    }

    void aShortLeadInIsQuotedWithTheSentenceBeforeIt()
    {
        // "These currently include:" says nothing alone; the sentence before it says what it lists, and
        // together they bring the list (the offer letter's benefits for "how long is maternity leave").
        const Hit letter =
            passage(QStringLiteral("You are entitled to all benefits of our plan. These currently include:\n\n"
                                   "* Dental care\n\n* Twelve weeks paid parental leave\n\n"
                                   "Benefits are reviewed each January."));
        const QList<SentencePicker::WeightedTerm> terms{term(QStringLiteral("parental"), 3.0),
                                                        term(QStringLiteral("leave"), 2.0)};
        const QList<PickedSentence> picked = SentencePicker::pick({letter}, 1, terms, {}, {});
        QVERIFY(!picked.isEmpty());
        QCOMPARE(picked.first().text,
                 QStringLiteral("You are entitled to all benefits of our plan. These currently include:"));
        QCOMPARE(picked.first().stepTexts(),
                 (QStringList{QStringLiteral("Dental care"), QStringLiteral("Twelve weeks paid parental leave")}));
    }

    void aLeadInBringsTheItemItWasQuotedFor_data()
    {
        QTest::addColumn<bool>("cut");
        QTest::newRow("past the steps' limit") << false;
        QTest::newRow("in the section's next passage") << true;
    }
    void aLeadInBringsTheItemItWasQuotedFor()
    {
        // The lead-in of a long list came with its first items and without the one asked about; so did a
        // lead-in whose list the chunker cut (the offer letter's "12 weeks paid new parent leave").
        QFETCH(bool, cut);
        QStringList items;
        for (int i = 1; i <= 7; ++i)
            items.append(QStringLiteral("* Benefit number %1 of the plan").arg(i));
        items.append(QStringLiteral("* Twelve weeks paid parental leave"));
        Hit lead = passage(QStringLiteral("Every employee receives the following benefits of the plan:\n")
                           + (cut ? items.mid(0, 3) : items).join(u'\n'));
        lead.headingPath = {QStringLiteral("Benefits")};
        Hit rest = lead;
        rest.chunkId = 2;
        rest.text = items.mid(2).join(u'\n');
        const QList<SentencePicker::WeightedTerm> terms{term(QStringLiteral("parental"), 3.0),
                                                        term(QStringLiteral("leave"), 2.0)};
        const QList<Hit> evidence = cut ? QList<Hit>{rest, lead} : QList<Hit>{lead};
        const QList<PickedSentence> picked = SentencePicker::pick(evidence, 1, terms, {}, {});
        QVERIFY(!picked.isEmpty());
        const PickedSentence& p = picked.first();
        QCOMPARE(p.text, QStringLiteral("Every employee receives the following benefits of the plan:"));
        QVERIFY2(p.stepTexts().contains(QStringLiteral("Twelve weeks paid parental leave")),
                 qPrintable(p.stepTexts().join(u'|')));
        QVERIFY(p.steps.size() <= SentencePicker::Limits{}.listItems);
        QCOMPARE(p.stepTexts().removeDuplicates(), 0);
        for (const QuotedStep& step : p.steps) {
            // Each step cites the passage it stands in: the lead-in's own, or the next one's.
            const Hit& from = step.hitIndex < 0 ? evidence.at(p.hitIndex) : evidence.at(step.hitIndex);
            QVERIFY2(from.text.contains(step.text), qPrintable(step.text));
        }
    }

    void twoPassagesOfOneSectionAreOneSection()
    {
        // The limit on sections quoted counted each passage found: the health page's second passage, with
        // "contributes 85% of the cost", was a fourth section and left out.
        const auto section = [](qint64 id, const QString& heading, const QString& text) {
            Hit h = passage(text);
            h.chunkId = id;
            h.documentId = id;
            h.path = QStringLiteral("/kb/%1.md").arg(heading);
            h.headingPath = {heading};
            return h;
        };
        Hit second = section(1, QStringLiteral("Health"), QStringLiteral("The company pays most of the health plan."));
        second.chunkId = 9;
        const QList<Hit> evidence{
            section(1, QStringLiteral("Health"), QStringLiteral("Health insurance is a benefit.")),
            section(2, QStringLiteral("Parents"), QStringLiteral("Parents get health insurance.")),
            section(3, QStringLiteral("Travel"), QStringLiteral("Travel health insurance is paid.")), second};
        const QList<SentencePicker::WeightedTerm> terms{term(QStringLiteral("health"), 2.0),
                                                        term(QStringLiteral("insurance"), 1.5),
                                                        term(QStringLiteral("plan"), 1.0)};
        const QList<PickedSentence> picked = SentencePicker::pick(evidence, 4, terms, {}, {});
        QVERIFY2(texts(picked).contains(QStringLiteral("The company pays most of the health plan.")),
                 qPrintable(texts(picked).join(u'|')));
    }

    void aFigureOfTheKindAskedLeadsTheAnswer()
    {
        // "What share of the premium does Clef pay?": the section stating the percentage answers first,
        // though another found first states a figure of another kind (weeks).
        Hit leave = passage(QStringLiteral("Paid family leave programs pay part of the salary for 12 weeks; Clef will "
                                           "pay the premium difference."));
        leave.headingPath = {QStringLiteral("New Parent Leave")};
        const Hit health = passageElsewhere(QStringLiteral("Clef will pay 85% of the cost of the premium."),
                                            QStringLiteral("/kb/health.md"));
        const QList<SentencePicker::WeightedTerm> terms{
            term(QStringLiteral("premium"), 2.0), term(QStringLiteral("pay"), 2.0), term(QStringLiteral("clef"), 0.5)};
        const QString question = QStringLiteral("What share of the premium does Clef pay?");
        const QList<PickedSentence> picked =
            SentencePicker::pick({leave, health}, 2, terms, SentencePicker::Figure::of(question), {});
        QVERIFY2(picked.size() >= 2, qPrintable(texts(picked).join(u'|')));
        QCOMPARE(picked.first().text, QStringLiteral("Clef will pay 85% of the cost of the premium."));
    }

    void aLeadInWhoseListStatesTheFigureLeads()
    {
        // "Wie lange dauert die Sicherheitsüberprüfung?": the durations are the items of "Below are approximate
        // timelines for the clearance process:", which states none itself; it leads the request form that holds
        // more of the question's words (xl-013, change 183).
        Hit form = passage(QStringLiteral("Supervisors send the clearance request form to PeopleOps, who start the "
                                          "clearance process."));
        form.headingPath = {QStringLiteral("Clearance requests")};
        const Hit timelines = passageElsewhere(
            QStringLiteral("Below are approximate timelines for the clearance process:\n\n- 1-2 months for a Secret "
                           "clearance\n- 6-8 months for a Top Secret clearance\n"),
            QStringLiteral("/kb/clearance.md"));
        const QList<SentencePicker::WeightedTerm> terms{term(QStringLiteral("clearance"), 2.0),
                                                        term(QStringLiteral("process"), 1.0),
                                                        term(QStringLiteral("request"), 1.0)};
        const QList<PickedSentence> picked =
            SentencePicker::pick({form, timelines}, 2, terms,
                                 SentencePicker::Figure::of(QStringLiteral("How long does the clearance "
                                                                           "process take?")),
                                 {});
        QVERIFY2(picked.size() == 2, qPrintable(texts(picked).join(u'|')));
        QCOMPARE(picked.first().text, QStringLiteral("Below are approximate timelines for the clearance process:"));
        QCOMPARE(picked.first().stepTexts().size(), 2);

        // Only a sentence that says it introduces its list: "If yes, stop …" followed by voucher types ("over 12
        // hours") is no answer to how long, and does not lead the sentence stating the days.
        const Hit amend =
            passage(QStringLiteral("If yes, stop and amend the travel voucher request.\n\n- A travel voucher for a "
                                   "trip over 12 hours is a voucher from authorization.\n"));
        const Hit review = passageElsewhere(QStringLiteral("Submit the voucher; the travel voucher is reviewed in 5 "
                                                           "days."),
                                            QStringLiteral("/kb/vouchers.md"));
        const QList<SentencePicker::WeightedTerm> voucherTerms{term(QStringLiteral("travel"), 1.0),
                                                               term(QStringLiteral("voucher"), 2.0),
                                                               term(QStringLiteral("request"), 1.0)};
        const QList<PickedSentence> vouchers = SentencePicker::pick(
            {amend, review}, 2, voucherTerms,
            SentencePicker::Figure::of(QStringLiteral("How long do I have to submit my travel voucher?")), {});
        QVERIFY2(!vouchers.isEmpty(), "nothing quoted");
        QCOMPARE(vouchers.first().text, review.text);
    }

    // "How far ahead do I need to let HR know …?" opened with the harassment rules, which hold more of its words
    // than "notify HR … at least 7 weeks before" (change 125): asked how far ahead, a duration leads.
    void aTimeAheadLeadsTheAnswer_data()
    {
        QTest::addColumn<QString>("question");
        QTest::newRow("how far ahead") << "How far ahead do I need to let HR know about my leave?";
        QTest::newRow("how early") << "How early do I tell HR about my leave?";
        QTest::newRow("wie weit im Voraus") << "Wie weit im Voraus sage ich HR wegen meiner leave Bescheid?";
    }
    void aTimeAheadLeadsTheAnswer()
    {
        QFETCH(QString, question);
        Hit abroad = passage(QStringLiteral("Tell HR about leave abroad; the allowance is 50 EUR a day."));
        const Hit notify = passageElsewhere(QStringLiteral("Notify HR at least 7 weeks before your leave."),
                                            QStringLiteral("/kb/parental.md"));
        const QList<SentencePicker::WeightedTerm> terms{
            term(QStringLiteral("hr"), 2.0), term(QStringLiteral("leave"), 2.0), term(QStringLiteral("tell"), 0.5)};
        const QList<PickedSentence> picked =
            SentencePicker::pick({abroad, notify}, 2, terms, SentencePicker::Figure::of(question), {});
        QVERIFY2(picked.size() == 2, qPrintable(texts(picked).join(u'|')));
        QCOMPARE(picked.first().text, notify.text);
    }

    // The figure asked, quoted only as the context of a better-scoring sentence (its paragraph's rest, its
    // neighbour), leads that passage's quotes: "72 Stunden" answers how long the recordings are kept (change 134).
    void aFigureQuotedAsContextLeads()
    {
        const Hit cameras = passage(
            QStringLiteral("Cameras watch gates 1 and 2 and the quay. There are no cameras at the other gates.\n\n"
                           "Recordings are deleted after 72 hours, except after a theft."));
        // The figure's sentence holds none of the question's words: only a neighbour brings it.
        const QList<SentencePicker::WeightedTerm> terms{term(QStringLiteral("cameras"), 2.0),
                                                        term(QStringLiteral("gates"), 2.0)};
        const QList<PickedSentence> picked =
            SentencePicker::pick({cameras}, 1, terms,
                                 SentencePicker::Figure::of(QStringLiteral("How long are the gate cameras' recordings "
                                                                           "kept?")),
                                 {});
        QVERIFY2(!picked.isEmpty(), "nothing picked");
        QVERIFY2(picked.first().text.startsWith(QStringLiteral("Recordings are deleted after 72 hours")),
                 qPrintable(texts(picked).join(u'|')));
    }

    // A passage the grader judged together with the best section (a comparison's other side, a subsection
    // stating the figure) is quoted though it covers less of the question than the passage bar asks (change 124).
    void aPassageTheGraderJudgedIsQuotedBelowTheBar()
    {
        Hit laptop = passage(QStringLiteral("Laptop login passwords must be changed every 90 days."));
        const Hit phone = passageElsewhere(QStringLiteral("Phone passcodes need at least six digits."),
                                           QStringLiteral("/kb/phone.md"));
        const QList<SentencePicker::WeightedTerm> terms{
            term(QStringLiteral("laptop"), 2.0), term(QStringLiteral("login"), 2.0),
            term(QStringLiteral("passwords"), 2.0), term(QStringLiteral("passcodes"), 3.0)};
        const QList<PickedSentence> alone = SentencePicker::pick({laptop, phone}, 2, terms, {}, {});
        QVERIFY2(!texts(alone).contains(phone.text), qPrintable(texts(alone).join(u'|')));
        const QList<PickedSentence> judged = SentencePicker::pick({laptop, phone}, 2, terms, {}, {}, {phone.chunkId});
        QVERIFY2(texts(judged).contains(phone.text), qPrintable(texts(judged).join(u'|')));
    }

    void aLineUnderAnItemGoesOnWithIt()
    {
        // Markdown's lazy continuation: the line right under an item, no blank line between, is part of the
        // item, not a lead-in of the next (sq-017 quoted "Also `Bevölkerung: 2640000` statt …" with the
        // date format rule under it as its step).
        const Hit list = passage(QStringLiteral(
            "- Bei großen Zahlen sollten absolute Werte genutzt werden.\n"
            "Also `Bevölkerung: 2640000` statt `Bevölkerung (in Millionen): 2,64`.\n"
            "- **Datumsangaben**: Statt einer regional üblichen Datumsformatierung sollte ISO 8601 genutzt werden.\n"
            "Der 10. Juni 2013 wäre demnach `2013-06-10`."));
        const QList<SentencePicker::WeightedTerm> terms{term(QStringLiteral("datumsformatierung"), 5.0)};
        const QList<PickedSentence> picked = SentencePicker::pick({list}, 1, terms, {}, {});
        QCOMPARE(texts(picked), QStringList{QStringLiteral("**Datumsangaben**: Statt einer regional üblichen "
                                                           "Datumsformatierung sollte ISO 8601 genutzt werden.")});
        QVERIFY(picked.first().steps.isEmpty());
    }

    void aLeadInIsFoundPastALineUnderAnItem()
    {
        QList<QuotableSentence> sentences = PassageSentences::of(
            QStringLiteral("Konkrete Beispiele sind:\n- **Zahlwerte**: rohe Werte.\nAlso `2049.72` statt "
                           "`2.409,72`.\n- **Datumsangaben**: nach ISO 8601."),
            {});
        QCOMPARE(sentences.size(), 4);
        QCOMPARE(PassageSentences::leadIn(sentences, 3), 0);
        // A paragraph after a blank line is no continuation: it introduces the list after it.
        sentences = PassageSentences::of(
            QStringLiteral("- Erstens.\n\nFolgendes gilt außerdem:\n- **Datumsangaben**: nach ISO 8601."), {});
        QCOMPARE(sentences.size(), 3);
        QCOMPARE(PassageSentences::leadIn(sentences, 2), 1);
    }

    void anItemCutFromItsLeadInBringsIt()
    {
        // The chunker cut right after the lead-in: the item with the question's word opens the next
        // passage (be-018: "Nach Möglichkeit das Komma als Trennzeichen nutzen" quoted without
        // "… sollten folgende Dinge beachtet werden:"; its neighbour item was quoted alone instead).
        Hit lead = passage(QStringLiteral("Spreadsheets may be published as they are. To make them machine-readable, "
                                          "mind the following:"));
        lead.headingPath = {QStringLiteral("Spreadsheets")};
        Hit items = lead;
        items.chunkId = 2;
        items.text = QStringLiteral("- Save the file as UTF-8.\n- Use the comma as the separator, not the semicolon.\n"
                                    "- Avoid merged cells.");
        const QList<SentencePicker::WeightedTerm> terms{term(QStringLiteral("separator"), 3.0),
                                                        term(QStringLiteral("comma"), 1.0)};
        const QList<PickedSentence> picked = SentencePicker::pick({items, lead}, 1, terms, {}, {});
        QVERIFY(!picked.isEmpty());
        QCOMPARE(picked.first().text, QStringLiteral("To make them machine-readable, mind the following:"));
        QVERIFY2(
            picked.first().stepTexts().contains(QStringLiteral("Use the comma as the separator, not the semicolon.")),
            qPrintable(picked.first().stepTexts().join(u'|')));
        for (const QuotedStep& step : picked.first().steps)
            QCOMPARE(step.hitIndex, 0); // read in the items' passage, and cited there
    }

    void aFigurePerThePeriodAskedLeadsTheAnswer()
    {
        // "Wie viele Urlaubstage habe ich pro Jahr?" opened with parental leave's "12 weeks" (a duration
        // too, and its passage says "vacation days" and "year"): asked per year, the figure per year leads.
        Hit parental = passage(QStringLiteral("After 4 years of leave and 1 more year, 12 weeks of vacation days "
                                              "count again."));
        parental.headingPath = {QStringLiteral("New Parent Leave")};
        Hit vacation = passage(QStringLiteral("Clef offers 15 days of paid vacation every year."));
        vacation.chunkId = 2;
        vacation.documentId = 2;
        vacation.path = QStringLiteral("/kb/vacation.md");
        const QList<SentencePicker::WeightedTerm> terms{term(QStringLiteral("vacation"), 2.0),
                                                        term(QStringLiteral("year"), 2.0)};
        const QString question = QStringLiteral("How many vacation days do I get per year?");
        const QList<PickedSentence> picked =
            SentencePicker::pick({parental, vacation}, 2, terms, SentencePicker::Figure::of(question), {});
        QVERIFY(picked.size() >= 2);
        QCOMPARE(picked.first().text, QStringLiteral("Clef offers 15 days of paid vacation every year."));
    }

    void eachPartOfASplitQuestionIsAnswered()
    {
        // "How far ahead do I request vacation, and how do I record it in the timesheet?": the vacation
        // sentences fill the answer; the part about the timesheet adds the sentence that answers it, and
        // nothing from a passage off the whole question's topic.
        Hit leave = passage(QStringLiteral("Request vacation in the portal at least three days ahead.\n\nPlan longer "
                                           "vacation well ahead of the summer.\n\nRecord the days off in the "
                                           "timesheet under code 12."));
        Hit other = passage(QStringLiteral("Record every meeting in the timesheet of the client project."));
        other.chunkId = 2;
        other.path = QStringLiteral("/kb/clients.md");
        const auto vacation = term(QStringLiteral("vacation"), 3.0);
        const auto ahead = term(QStringLiteral("ahead"), 2.0);
        const auto record = term(QStringLiteral("record"), 0.5);
        const auto timesheet = term(QStringLiteral("timesheet"), 0.5);
        const QList<SentencePicker::WeightedTerm> whole{vacation, ahead, record, timesheet};
        SentencePicker::Limits limits;
        limits.sentences = 2;
        const QString recordIt = QStringLiteral("Record the days off in the timesheet under code 12.");
        QVERIFY(!texts(SentencePicker::pick({leave, other}, 2, whole, {}, limits)).contains(recordIt));

        const QList<SentencePicker::Part> parts{{{vacation, ahead}, {}}, {{record, timesheet}, {}}};
        const QStringList quoted = texts(SentencePicker::pickForParts({leave, other}, 2, whole, {}, parts, limits));
        QVERIFY2(quoted.contains(recordIt), qPrintable(quoted.join(u'|')));
        QVERIFY2(quoted.contains(QStringLiteral("Request vacation in the portal at least three days ahead.")),
                 qPrintable(quoted.join(u'|')));
        QVERIFY2(!quoted.contains(QStringLiteral("Record every meeting in the timesheet of the client project.")),
                 qPrintable(quoted.join(u'|')));
        QVERIFY(quoted.size() <= limits.sentences + SentencePicker::partSentences);
    }
};

QTEST_GUILESS_MAIN(TestSentencePicker)
#include "tst_sentencepicker.moc"
