// SPDX-License-Identifier: GPL-3.0-or-later
// The offline strategies end to end on the bundled sample handbook: direct questions are
// answered in round 1 from the right policy, the misleading one reaches IT security (or is
// refused honestly), and what the handbook does not cover is refused.
#include "TestSupport.h"
#include "agent/AgentLoop.h"
#include "agent/offline/ExtractiveAnswerer.h"
#include "agent/offline/LexicalRetriever.h"
#include "agent/offline/OfflineContext.h"
#include "agent/offline/OfflineStrategies.h"
#include "answer/CitationLink.h"
#include "answer/Quantity.h"
#include "retrieval/Vocabulary.h"
#include "text/Tokenizer.h"

#include <QFileInfo>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTest>

using namespace lotse;

class TestOffline final : public QObject
{
    Q_OBJECT

    struct Kb
    {
        test::TempKnowledgeBase kb;
        std::optional<StrategySet> strategies;
    };
    std::map<QString, std::unique_ptr<Kb>> m_kbs;

    static qsizetype bullets(const QString& answer)
    {
        return answer.split(QLatin1Char('\n')).filter(QRegularExpression(QStringLiteral("^- "))).size();
    }

    AgentEvent ask(const QString& language, const QString& question, QList<AgentEvent>* all = nullptr,
                   const AgentOptions& options = {})
    {
        Kb& kb = *m_kbs.at(language);
        AgentLoop loop(*kb.strategies);
        QList<AgentEvent> events;
        connect(&loop, &AgentLoop::event, this, [&](const AgentEvent& e) { events.append(e); });
        loop.run(question, options);
        const bool done = QTest::qWaitFor(
            [&] { return !events.isEmpty() && events.last().type == AgentEvent::Type::Finished; }, 10000);
        if (!done)
            qFatal("the loop did not finish");
        if (all)
            *all = events;
        return events.last();
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        for (const QString& language : {QStringLiteral("en"), QStringLiteral("de")}) {
            auto kb = std::make_unique<Kb>();
            const QString folder = test::sampleHandbook(kb->kb.file(QStringLiteral("handbook")), language);
            const auto expansion = IngestPipeline::expand({folder});
            QCOMPARE(expansion.files.size(), 8);
            for (const QString& file : expansion.files)
                QCOMPARE(kb->kb.pipeline->ingestFile(file).kind, FileOutcome::Kind::Added);
            auto set = OfflineStrategies::create(kb->kb.dbPath());
            QVERIFY2(set.ok(), set.ok() ? "" : qPrintable(set.error().message));
            kb->strategies.emplace(std::move(set).value());
            m_kbs[language] = std::move(kb);
        }
    }

    void answersDirectQuestionsInRoundOne_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("question");
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("fact");
        QTest::newRow("vacation days") << "en"
                                       << "How many vacation days do I get per year?"
                                       << "01-annual-leave.md"
                                       << "30 working days";
        QTest::newRow("carry over") << "en"
                                    << "Can I carry over unused leave days into next year?"
                                    << "01-annual-leave.md"
                                    << "31 March";
        QTest::newRow("per diem") << "en"
                                  << "How much is the per diem for a full day of travel?"
                                  << "03-travel-and-expenses.md"
                                  << "28";
        QTest::newRow("training budget") << "en"
                                         << "How big is my yearly training budget?"
                                         << "05-training-budget.md"
                                         << "1,500";
        QTest::newRow("gifts") << "en"
                               << "May I accept a gift from a business partner?"
                               << "07-code-of-conduct.md"
                               << "50";
        QTest::newRow("home office") << "en"
                                     << "How many days per week can I work from home?"
                                     << "02-remote-work.md"
                                     << "3 days";
        QTest::newRow("Urlaubstage") << "de"
                                     << "Wie viele Urlaubstage habe ich im Jahr?"
                                     << "01-annual-leave.md"
                                     << "30 Arbeitstage";
        QTest::newRow("Elternzeit") << "de"
                                    << "Wann muss ich meine Elternzeit bei HR anmelden?"
                                    << "08-parental-leave.md"
                                    << "7 Wochen";
        // "Wer …": the section that names the contacts answers, though its sentences hold no word of the question.
        QTest::newRow("Ansprechpartner") << "de"
                                         << "Wer ist mein Ansprechpartner für Reisekosten?"
                                         << "03-travel-and-expenses.md"
                                         << "finance@nordlicht.example";
        // Question and handbook both split the verb ("reiche … ein", "Reichen Sie … ein").
        QTest::newRow("Reisekosten einreichen") << "de"
                                                << "Wie reiche ich meine Reisekosten ein?"
                                                << "03-travel-and-expenses.md"
                                                << "30 Tagen";
    }
    void answersDirectQuestionsInRoundOne()
    {
        QFETCH(QString, language);
        QFETCH(QString, question);
        QFETCH(QString, file);
        QFETCH(QString, fact);
        const AgentEvent done = ask(language, question);
        QCOMPARE(outcomeName(done.outcome), QStringLiteral("answered"));
        QCOMPARE(done.round, 1);
        QVERIFY(!done.citations.isEmpty());
        QCOMPARE(QFileInfo(done.citations.first().path).fileName(), file);
        QVERIFY2(done.text.contains(fact, Qt::CaseInsensitive), qPrintable(done.text));
        QVERIFY(CitationLink::chunkIds(done.text).contains(done.citations.first().chunkId));
        // Checked: the citation names the words it relies on, and they say the fact.
        QVERIFY(done.grounding.checked);
        QCOMPARE(done.grounding.unsupportedCount(), 0);
        QVERIFY(done.citations.first().supported);
        QVERIFY(done.citations.first().quote.has_value());
        QVERIFY(done.text.contains(QStringLiteral("#quote=")));
        // The answer is framed in the question's language.
        QVERIFY(done.text.startsWith(language == QStringLiteral("de") ? QStringLiteral("Laut Handbuch")
                                                                      : QStringLiteral("According to the handbook")));
    }

    // "Who …": the section on the topic names no one; the answer ends with the contacts its document lists.
    void aQuestionAskingWhoGetsTheDocumentsContacts_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("question");
        QTest::addColumn<QString>("topic");
        QTest::addColumn<QString>("contact");
        QTest::newRow("who") << "en"
                             << "Who do I talk to about a conflict of interest?"
                             << "must be disclosed"
                             << "Compliance: compliance@nordlicht.example";
        QTest::newRow("an wen") << "de"
                                << "An wen wende ich mich bei einem Interessenkonflikt?"
                                << "offengelegt"
                                << "Compliance: compliance@nordlicht.example";
    }
    void aQuestionAskingWhoGetsTheDocumentsContacts()
    {
        QFETCH(QString, language);
        QFETCH(QString, question);
        QFETCH(QString, topic);
        QFETCH(QString, contact);
        const AgentEvent done = ask(language, question);
        QCOMPARE(outcomeName(done.outcome), QStringLiteral("answered"));
        QVERIFY2(done.text.indexOf(topic) >= 0 && done.text.indexOf(topic) < done.text.indexOf(contact),
                 qPrintable(done.text));
        // Quoted as the handbook has it, and checked against the passage it cites.
        QCOMPARE(done.grounding.unsupportedCount(), 0);
        QVERIFY(std::all_of(done.citations.cbegin(), done.citations.cend(), [](const Citation& c) {
            return QFileInfo(c.path).fileName() == QStringLiteral("07-code-of-conduct.md");
        }));
    }

    void aQuestionNotAskingWhoGetsNoContactLine()
    {
        const AgentEvent done = ask(QStringLiteral("en"), QStringLiteral("What is a conflict of interest?"));
        QCOMPARE(outcomeName(done.outcome), QStringLiteral("answered"));
        QVERIFY2(!done.text.contains(QStringLiteral("extension 2500")), qPrintable(done.text));
    }

    void misleadingQuestionReachesItSecurityOrRefuses_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("question");
        QTest::newRow("en") << "en"
                            << "My laptop was stolen on the train, what now?";
        QTest::newRow("de") << "de"
                            << "Mein Laptop wurde im Zug gestohlen, was nun?";
        QTest::newRow("en, travel words first")
            << "en"
            << "My bag with the company notebook was stolen during my train journey";
        QTest::newRow("de, travel words first")
            << "de"
            << "Mein Rucksack mit dem Firmen-Notebook wurde auf der Zugfahrt gestohlen";
    }
    void misleadingQuestionReachesItSecurityOrRefuses()
    {
        QFETCH(QString, language);
        QFETCH(QString, question);
        const AgentEvent done = ask(language, question);
        if (done.outcome == Outcome::Refused) {
            // An honest refusal: it tried more than the first search and says what it looked for.
            QVERIFY(done.citations.isEmpty());
            QVERIFY(done.round >= 2);
            QVERIFY2(done.text.contains(language == QStringLiteral("de") ? QStringLiteral("Gesucht habe ich nach")
                                                                         : QStringLiteral("I searched for")),
                     qPrintable(done.text));
            return;
        }
        QCOMPARE(outcomeName(done.outcome), QStringLiteral("answered"));
        // Whatever else it quotes, the answer must carry the IT-security policy: that is what to do.
        const bool citesItSecurity = std::any_of(done.citations.cbegin(), done.citations.cend(), [](const Citation& c) {
            return QFileInfo(c.path).fileName() == QStringLiteral("04-it-security.md");
        });
        QVERIFY2(citesItSecurity, qPrintable(done.text));
        QVERIFY2(done.text.contains(QStringLiteral("4444")) || done.text.contains(QStringLiteral("1 hour"))
                     || done.text.contains(QStringLiteral("1 Stunde"))
                     || done.text.contains(QStringLiteral("immediately"))
                     || done.text.contains(QStringLiteral("sofort")),
                 qPrintable(done.text));
    }

    void refusesWhatTheHandbookDoesNotCover_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("question");
        QTest::addColumn<QString>("intro");
        QTest::newRow("pension en") << "en"
                                    << "Is there a company pension scheme?"
                                    << "The handbook does not answer this question.";
        QTest::newRow("pension de") << "de"
                                    << "Gibt es bei uns eine Betriebsrente?"
                                    << "Das Handbuch beantwortet diese Frage nicht.";
        QTest::newRow("company car") << "en"
                                     << "Do I get a company car?"
                                     << "The handbook does not answer this question.";
        QTest::newRow("company car trips, German over English")
            << "en"
            << "Wie rechne ich die Fahrten mit meinem Dienstwagen ab?"
            << "Das Handbuch beantwortet diese Frage nicht.";
    }

    void theThingAskedForMustBeNamed_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("question");
        QTest::addColumn<QString>("outcome");
        QTest::addColumn<QString>("rationale");
        QTest::addColumn<QString>("says"); // the refusal's plain reason, instead of the story's words
        // The rail-travel section holds the story's words ("train", "rail", "Bahn"), none the thing asked for:
        // answered from it before (docs/eval-dev.md change 107).
        QTest::newRow("en")
            << "en"
            << "I'm travelling to Munich by rail next week. Do I get a BahnCard from the company?"
            << "refused"
            << "Not sufficient: the question asks whether “BahnCard” is given, and the section does not "
               "name it."
            << "I looked for “travelling”, “Munich”, “rail”, “next”, “week”, “BahnCard”, “company”.\n"
               "Nothing in the handbook mentions “BahnCard”, which you ask about.\n\n";
        QTest::newRow("de") << "de"
                            << "Ich fahre nächste Woche mit der Bahn zu einem Kunden nach München. Bekomme ich von der "
                               "Firma eine BahnCard?"
                            << "refused"
                            << "Nicht ausreichend: Die Frage fragt, ob es „BahnCard“ gibt, und der Abschnitt nennt es "
                               "nicht."
                            << "gesucht.\nDas Handbuch erwähnt „BahnCard“, wonach Sie fragen, nirgends.\n\n";
        QTest::newRow("named: answered") << "de"
                                         << "Bekomme ich auf einer Dienstreise Tagegeld?"
                                         << "answered"
                                         << "Ausreichend"
                                         << "Laut Handbuch:";
    }

    void theThingAskedForMustBeNamed()
    {
        QFETCH(QString, language);
        QFETCH(QString, question);
        QFETCH(QString, outcome);
        QFETCH(QString, rationale);
        QFETCH(QString, says);
        QList<AgentEvent> events;
        const AgentEvent done = ask(language, question, &events);
        QCOMPARE(outcomeName(done.outcome), outcome);
        const bool said = std::any_of(events.cbegin(), events.cend(), [&](const AgentEvent& e) {
            return e.type == AgentEvent::Type::Graded && e.verdict.rationale.contains(rationale);
        });
        QVERIFY2(said, qPrintable(done.text));
        QVERIFY2(done.text.contains(says), qPrintable(done.text));
    }

    void questionsWithoutContentFailWithAHint_data()
    {
        QTest::addColumn<QString>("question");
        QTest::addColumn<QString>("hint");
        QTest::newRow("stop words only") << "What is it?"
                                         << "no words to search for";
        QTest::newRow("punctuation") << "?!?...;;"
                                     << "no words to search for";
        QTest::newRow("emoji") << "🙂"
                               << "no words to search for";
        QTest::newRow("too long") << QString(3000, QLatin1Char('x')) << "too long";
    }
    void questionsWithoutContentFailWithAHint()
    {
        QFETCH(QString, question);
        QFETCH(QString, hint);
        const AgentEvent done = ask(QStringLiteral("en"), question);
        QCOMPARE(outcomeName(done.outcome), QStringLiteral("failed"));
        QVERIFY2(done.error.contains(hint), qPrintable(done.error));
    }

    void aOneFileHandbookCanAnswer()
    {
        // BM25 scores are tiny in a tiny knowledge base; a passage with every key term still counts.
        test::TempKnowledgeBase kb;
        kb.pipeline->ingestFile(
            kb.write(QStringLiteral("leave.md"), "# Leave\n\nEvery employee gets 30 vacation days per year.\n"));
        auto set = OfflineStrategies::create(kb.dbPath());
        QVERIFY(set.ok());
        AgentLoop loop(set.value());
        QList<AgentEvent> events;
        connect(&loop, &AgentLoop::event, this, [&](const AgentEvent& e) { events.append(e); });
        loop.run(QStringLiteral("How many vacation days do I get?"), {});
        QTRY_VERIFY(!events.isEmpty() && events.last().type == AgentEvent::Type::Finished);
        QCOMPARE(outcomeName(events.last().outcome), QStringLiteral("answered"));
        QVERIFY(events.last().text.contains(QStringLiteral("30 vacation days")));
    }
    void refusesWhatTheHandbookDoesNotCover()
    {
        QFETCH(QString, language);
        QFETCH(QString, question);
        QFETCH(QString, intro);
        QList<AgentEvent> events;
        const AgentEvent done = ask(language, question, &events);
        QCOMPARE(outcomeName(done.outcome), QStringLiteral("refused"));
        QVERIFY(done.citations.isEmpty());
        QVERIFY2(done.text.startsWith(intro), qPrintable(done.text));
        // The refusal says what was looked for, as the question wrote it ("Betriebsrente").
        const QStringList words = Vocabulary::keywords(question);
        const QStringList said = Tokenizer::tokens(done.text);
        for (const QString& w : words)
            QVERIFY2(said.contains(w), qPrintable(w));
        // Every round was graded with a rationale a person can read.
        for (const AgentEvent& e : std::as_const(events)) {
            if (e.type == AgentEvent::Type::Graded) {
                QVERIFY(!e.verdict.sufficient);
                QVERIFY(!e.verdict.rationale.isEmpty());
            }
        }
    }

    void aRefusalSaysWhatWasSearchedFor()
    {
        // The words the search looked for, as the question says them: an idiom as one ("brother-in-law", no "law"),
        // and none of when it happened ("last night"), which was never searched (docs/eval-dev.md change 214).
        const AgentEvent done = ask(QStringLiteral("en"),
                                    QStringLiteral("Can my brother-in-law use our company gym? He asked last night."));
        QCOMPARE(outcomeName(done.outcome), QStringLiteral("refused"));
        QVERIFY2(done.text.contains(QStringLiteral("I looked for “brother-in-law”, “company”, “gym”.")),
                 qPrintable(done.text));
    }

    void answersSpeakTheQuestionsLanguage_data()
    {
        QTest::addColumn<QString>("handbook");
        QTest::addColumn<QString>("question");
        QTest::addColumn<QString>("intro");
        QTest::addColumn<QString>("rationaleWord");
        // The handbook's language does not decide: the refusal and the grader's rationale follow the
        // question (quoted passages stay as the handbook wrote them).
        QTest::newRow("German question, English handbook") << "en"
                                                           << "Gibt es bei uns eine Betriebsrente?"
                                                           << "Das Handbuch beantwortet diese Frage nicht."
                                                           << "Schlüsselbegriff";
        QTest::newRow("English question, German handbook") << "de"
                                                           << "Is there a company pension scheme?"
                                                           << "The handbook does not answer this question."
                                                           << "key term";
    }
    void answersSpeakTheQuestionsLanguage()
    {
        QFETCH(QString, handbook);
        QFETCH(QString, question);
        QFETCH(QString, intro);
        QFETCH(QString, rationaleWord);
        QList<AgentEvent> events;
        const AgentEvent done = ask(handbook, question, &events);
        QCOMPARE(outcomeName(done.outcome), QStringLiteral("refused"));
        QVERIFY2(done.text.startsWith(intro), qPrintable(done.text));
        const auto graded = std::find_if(events.cbegin(), events.cend(),
                                         [](const AgentEvent& e) { return e.type == AgentEvent::Type::Graded; });
        QVERIFY(graded != events.cend());
        QVERIFY2(graded->verdict.rationale.contains(rationaleWord), qPrintable(graded->verdict.rationale));
        // The refusal is for the person who asked: plain words and where the handbook came closest;
        // the grader's scores and shares stay in the trace ("How it was found").
        QVERIFY2(!done.text.contains(graded->verdict.rationale), qPrintable(done.text));
        QVERIFY2(!done.text.contains(QLatin1Char('%')), qPrintable(done.text));
    }

    // Issue 20's examples over the sample handbook: an answer where the section exists although the
    // question's situation words do not occur, and an honest refusal that does not drift.
    void answersWhatTheHandbookCoversInOtherWords_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("question");
        QTest::addColumn<QString>("fact");
        // The README's and `lotse-cli ask`'s example: "vacation" is there as "leave", which the heading names
        // ("Annual Leave › Entitlement"; change 131).
        QTest::newRow("the README's question") << "en"
                                               << "How many vacation days do I get?"
                                               << "30 working days";
        QTest::newRow("baby, born") << "en"
                                    << "How much parental leave do I get after my baby is born?"
                                    << "3 years of parental leave";
        QTest::newRow("German question, English handbook") << "en"
                                                           << "Wie viel Elternzeit bekomme ich nach der Geburt?"
                                                           << "Parental Leave ›";
        QTest::newRow("colloquial German over the English handbook")
            << "en"
            << "Mein Firmenhandy wurde im Zug geklaut. Was muss ich tun?"
            << "4444";
        // "ohne dass es jemand mitbekommt" is anonymity, which the handbook offers as a channel.
        QTest::newRow("an idiom for anonymous") << "en"
                                                << "Kann ich einen Verstoß melden, ohne dass es jemand mitbekommt?"
                                                << "anonymous whistleblower channel";
        // "rechne … ab" is "abrechnen": claiming expenses, which the handbook calls "submit … reimbursed".
        QTest::newRow("a split verb over the English handbook") << "en"
                                                                << "Wie rechne ich eine Dienstreise ab?"
                                                                << "30 days";
        QTest::newRow("English question, German handbook") << "de"
                                                           << "How many days can I work from home each week?"
                                                           << "3 Tage";
        // "flu" and "Grippe" are kinds of being sick (broader.txt), a word the handbook uses.
        QTest::newRow("an illness by its name") << "en"
                                                << "I had the flu for three days during my vacation. Do those days "
                                                   "still count as vacation?"
                                                << "If you fall sick while on annual leave";
        QTest::newRow("eine Krankheit beim Namen")
            << "de"
            << "Ich hatte im Urlaub drei Tage Grippe. Zählen die Tage trotzdem als Urlaub?"
            << "Wer im Urlaub krank wird";
        // Concert tickets from a business partner are an invitation (broader.txt; change 109).
        QTest::newRow("concert tickets") << "en"
                                         << "A carrier we work with wants to give me concert tickets worth about "
                                            "120 euros. Who decides whether I'm allowed to keep them?"
                                         << "Compliance decides whether they may be kept";
        // Wine or champagne from a customer is a gift from a business partner (broader.txt, synonyms.txt;
        // change 119).
        QTest::newRow("champagne from a customer") << "en"
                                                   << "A customer sent me a bottle of champagne. May I keep it?"
                                                   << "50 EUR";
        QTest::newRow("Wein von einem Kunden") << "de"
                                               << "Darf ich von einem Kunden eine Flasche Wein annehmen?"
                                               << "50 EUR";
        // "erste Klasse" is the handbook's "1st class" (synonyms.txt; change 122).
        QTest::newRow("erste Klasse") << "en"
                                      << "Darf ich erste Klasse Bahn fahren?"
                                      << "1st class";
        // "im Ausland" is abroad, "Verpflegung" meals (synonyms.txt; change 123).
        QTest::newRow("Ausland") << "en"
                                 << "Wie viele Tage darf ich im Ausland arbeiten?"
                                 << "20 days per year";
        QTest::newRow("Verpflegung") << "en"
                                     << "Wie viel bekomme ich für Verpflegung auf Dienstreise?"
                                     << "flat per diem";
        // A "Kurs" is a training course (synonyms.txt; change 118).
        QTest::newRow("a course is training") << "de"
                                              << "By when do I need to finish the yearly online security training?"
                                              << "30. Juni";
        QTest::newRow("Konzertkarten") << "de"
                                       << "Ein Spediteur will mir Konzertkarten für 120 Euro schenken. Darf ich die "
                                          "behalten?"
                                       << "Geschenke oder Einladungen von Geschäftspartnern";
    }
    void answersWhatTheHandbookCoversInOtherWords()
    {
        QFETCH(QString, language);
        QFETCH(QString, question);
        QFETCH(QString, fact);
        const AgentEvent done = ask(language, question);
        QCOMPARE(outcomeName(done.outcome), QStringLiteral("answered"));
        QVERIFY2(done.text.contains(fact), qPrintable(done.text));
    }

    // The policy's opening names the fathers and states no duration; its subsection states the duration without
    // naming them: judged together, and the subsection is quoted though it covers less of the question.
    void aSubsectionStatesTheFigureItsSectionDoesNot_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("question");
        QTest::addColumn<QString>("fact");
        QTest::newRow("en") << "en"
                            << "How long is parental leave for fathers?"
                            << "up to 3 years of parental leave";
        QTest::newRow("de") << "de"
                            << "Wie lange dauert die Elternzeit für Väter?"
                            << "bis zu 3 Jahre Elternzeit";
    }
    void aSubsectionStatesTheFigureItsSectionDoesNot()
    {
        QFETCH(QString, language);
        QFETCH(QString, question);
        QFETCH(QString, fact);
        QList<AgentEvent> events;
        const AgentEvent done = ask(language, question, &events);
        QCOMPARE(outcomeName(done.outcome), QStringLiteral("answered"));
        QVERIFY2(done.text.contains(fact), qPrintable(done.text));
        const auto graded = std::find_if(events.cbegin(), events.cend(),
                                         [](const AgentEvent& e) { return e.type == AgentEvent::Type::Graded; });
        QVERIFY(graded != events.cend());
        QVERIFY2(graded->verdict.sufficient, qPrintable(graded->verdict.rationale));
        QCOMPARE(graded->verdict.judgedWith.size(), 1);
    }

    // "Working Safely Every Day" does not name the topic of "How many days off do I get?": its "do not postpone
    // [updates] for more than 3 days" led the answer (change 132).
    void aUnitInAHeadingNamesNoTopic()
    {
        const AgentEvent done = ask(QStringLiteral("en"), QStringLiteral("How many days off do I get?"));
        QCOMPARE(outcomeName(done.outcome), QStringLiteral("answered"));
        const qsizetype first = done.text.indexOf(QStringLiteral("\n- "));
        QVERIFY2(first >= 0, qPrintable(done.text));
        const QString opening = done.text.mid(first + 3, done.text.indexOf(u'\n', first + 3) - first - 3);
        QVERIFY2(opening.contains(QStringLiteral("30 working days")), qPrintable(done.text));
    }

    // The parental leave's "up to 3 years", scored by its search at under half of the annual leave's entitlement,
    // opened the answer to "How much vacation do I get?" ("leave" in its heading); a passage scored far below the
    // best is not quoted (change 133).
    void aPassageScoredFarBelowTheBestIsNotQuoted_data()
    {
        QTest::addColumn<QString>("question");
        QTest::newRow("vacation") << "How much vacation do I get?";
        QTest::newRow("free days, asked in German") << "Wie viele freie Tage habe ich?";
    }
    void aPassageScoredFarBelowTheBestIsNotQuoted()
    {
        QFETCH(QString, question);
        const AgentEvent done = ask(QStringLiteral("en"), question);
        QCOMPARE(outcomeName(done.outcome), QStringLiteral("answered"));
        QVERIFY2(done.text.contains(QStringLiteral("30 working days")), qPrintable(done.text));
        QVERIFY2(!done.text.contains(QStringLiteral("Parental Leave")), qPrintable(done.text));
    }

    void searchSharesAreToTheBestOfTheSearch()
    {
        QList<Hit> hits(3);
        hits[0].rawScore = 8;
        hits[1].rawScore = 4;
        hits[2].rawScore = 2;
        LexicalRetriever::setShares(hits);
        QCOMPARE(hits.at(0).searchShare, 1.0);
        QCOMPARE(hits.at(1).searchShare, 0.5);
        QCOMPARE(hits.at(2).searchShare, 0.25);
        QList<Hit> unscored(1);
        LexicalRetriever::setShares(unscored);
        QCOMPARE(unscored.at(0).searchShare, 1.0);
    }

    void aPassageReadOnSharesItsSectionsSearchShare()
    {
        Hit weak;
        weak.path = QStringLiteral("/kb/benefits.md");
        weak.headingPath = {QStringLiteral("Benefits")};
        weak.searchShare = 0.45;
        Hit other = weak;
        other.headingPath = {QStringLiteral("Pension")};
        other.searchShare = 0.9;
        Hit next = weak;
        next.searchShare = 1.0;
        QCOMPARE(ExtractiveAnswerer::sectionShare(next, {other, weak}), 0.45);
        Hit elsewhere = next;
        elsewhere.headingPath = {QStringLiteral("Travel")};
        QCOMPARE(ExtractiveAnswerer::sectionShare(elsewhere, {other, weak}), 1.0);
    }

    void refusalsSpeakPlainlyAndDoNotDrift()
    {
        AgentOptions options;
        options.contact = QStringLiteral("Ask HR: hr@nordlicht.example");
        QList<AgentEvent> events;
        const AgentEvent done =
            ask(QStringLiteral("en"), QStringLiteral("Is there a company pension scheme?"), &events, options);
        QCOMPARE(outcomeName(done.outcome), QStringLiteral("refused"));
        QVERIFY2(done.text.contains(QStringLiteral("Nothing in the handbook mentions “pension”.")),
                 qPrintable(done.text));
        QVERIFY2(done.text.endsWith(QStringLiteral("\n\nAsk HR: hr@nordlicht.example")), qPrintable(done.text));
        // The sections offered hold a word the question is about, not only "company" (lost company laptops);
        // with none close, nothing is said about what "the best section" lacks.
        QVERIFY2(!done.text.contains(QStringLiteral("Lost or Stolen Devices")), qPrintable(done.text));
        // Nor the phishing section's "trick": "scheme" is nowhere in the handbook, and its German translation
        // "Trick" is the English word in another sense (change 135).
        QVERIFY2(!done.text.contains(QStringLiteral("Phishing")), qPrintable(done.text));
        QVERIFY2(done.text.contains(QStringLiteral("No section came close."))
                     || done.text.contains(QStringLiteral("came closest")),
                 qPrintable(done.text));
        QVERIFY2(done.text.contains(QStringLiteral("came closest"))
                     || !done.text.contains(QStringLiteral("best section found")),
                 qPrintable(done.text));
        QVERIFY(!done.text.contains(QStringLiteral("score")));
        // No rewrite toward the words of an unrelated passage ("passwords" for a pension question).
        for (const AgentEvent& e : std::as_const(events)) {
            if (e.type == AgentEvent::Type::Graded)
                QVERIFY2(!e.newQuery.contains(QStringLiteral("password")), qPrintable(e.newQuery));
        }
    }

    void anIdiomIsNamedAsAsked()
    {
        // "13. Monatsgehalt" over the English handbook is one idea (phrases.txt), missing as a whole:
        // said as the question says it, not as two words the handbook lacks.
        const AgentEvent done = ask(QStringLiteral("en"), QStringLiteral("Gibt es bei uns ein 13. Monatsgehalt?"));
        QCOMPARE(outcomeName(done.outcome), QStringLiteral("refused"));
        QVERIFY2(done.text.contains(QStringLiteral("Das Handbuch erwähnt „13. Monatsgehalt“ nirgends.")),
                 qPrintable(done.text));
    }

    void aCoordinationEllipsisHoldsTheCompound()
    {
        // The handbook writes "für den An- und den Abreisetag": the "Anreisetag" asked about is there, indexed
        // and judged as the passage's own word (ImpliedWords), not missing from the knowledge base.
        const AgentEvent done =
            ask(QStringLiteral("de"), QStringLiteral("Wie viel Tagegeld gibt es für den Anreisetag?"));
        QCOMPARE(outcomeName(done.outcome), QStringLiteral("answered"));
        QVERIFY2(done.text.contains(QStringLiteral("**14 EUR** für den An- und den Abreisetag")),
                 qPrintable(done.text));
        QVERIFY2(!done.text.contains(QStringLiteral("Anreisetag“")), qPrintable(done.text));
        // Said in two words, "Tag" (too short to find the compounds it ends) finds the one "Anreise" opens.
        const AgentEvent twoWords =
            ask(QStringLiteral("de"), QStringLiteral("Wie viel Geld für Verpflegung bekomme ich am Tag der Anreise?"));
        QCOMPARE(outcomeName(twoWords.outcome), QStringLiteral("answered"));
        QVERIFY2(twoWords.text.contains(QStringLiteral("**14 EUR** für den An- und den Abreisetag")),
                 qPrintable(twoWords.text));
    }

    void theVerbAskedWithATimeIsTheAnswersPlace()
    {
        // The carry-over rule says when days "expire", with a date, under a heading about leave: the answer quotes
        // it (with a caveat: no sentence holds two of the question's words). "leftover" is its "unused days"
        // (synonyms.txt, change 137), so the caveat no longer calls it missing.
        const AgentEvent done = ask(QStringLiteral("en"), QStringLiteral("When does my leftover vacation expire?"));
        QCOMPARE(outcomeName(done.outcome), QStringLiteral("ambiguous"));
        QVERIFY2(done.text.contains(QStringLiteral("after that date they expire")), qPrintable(done.text));
        QVERIFY2(!done.text.contains(QStringLiteral("Not mentioned there")), qPrintable(done.text));
    }

    void whichDayIsAnsweredByADay()
    {
        // The sample handbook says a doctor's certificate keeps sick days off the leave balance, never from which
        // day one is needed: "From which day …" asks for a day, and nothing there states one (change 139).
        const AgentEvent done = ask(
            QStringLiteral("en"),
            QStringLiteral(
                "I woke up with the flu today. From which day of being sick do I have to hand in a doctor's note?"));
        QCOMPARE(outcomeName(done.outcome), QStringLiteral("refused"));
        QVERIFY2(done.text.contains(QStringLiteral("No section found states the figure you ask for")),
                 qPrintable(done.text));
    }

    void aListThatOpensItsPassageAnswersHowQuickly()
    {
        // The numbered steps after "Wenn ein Firmen-Laptop … gestohlen wird, handeln Sie sofort …" open their
        // passage with no lead-in: the first step says whom to tell and how soon ("spätestens innerhalb von
        // 1 Stunde"), and is quoted for "who … and how quickly" (change 141).
        const AgentEvent done =
            ask(QStringLiteral("de"), QStringLiteral("Somebody broke into my car last night and took my work laptop. "
                                                     "Who do I have to tell, and how quickly?"));
        QCOMPARE(outcomeName(done.outcome), QStringLiteral("answered"));
        QVERIFY2(done.text.contains(QStringLiteral("spätestens innerhalb von 1 Stunde")), qPrintable(done.text));
    }

    void lettingHrKnowIsNotifyingThem()
    {
        // English over the German sample handbook: "let HR know" is "bei der Personalabteilung anmelden", and
        // "my partner is due" a birth; the section "Elternzeit anmelden" answers with its lead time (change 142).
        const AgentEvent done = ask(QStringLiteral("de"), QStringLiteral("My partner is due in October and I want to "
                                                                         "take parental leave. How far ahead do I "
                                                                         "have to let HR know?"));
        QCOMPARE(outcomeName(done.outcome), QStringLiteral("answered"));
        QVERIFY2(done.text.section(QLatin1Char('\n'), 2, 2).contains(QStringLiteral("mindestens 7 Wochen vor Beginn")),
                 qPrintable(done.text));
    }

    void leaveForAnOccasionTheHandbookNeverNamesIsRefused()
    {
        // The sample handbook has annual leave and parental leave, no leave for a funeral: the occasion is
        // what is asked for, and the annual leave entitlement does not answer it (change 145).
        const AgentEvent done = ask(QStringLiteral("en"), QStringLiteral("My grandmother passed away. How many days "
                                                                         "of paid leave do I get for the funeral?"));
        QCOMPARE(outcomeName(done.outcome), QStringLiteral("refused"));
        QVERIFY2(done.text.contains(QStringLiteral("paid leave for the funeral")), qPrintable(done.text));
        // Its special leave names a wedding and a move: leave for those is answered, for a funeral not.
        const AgentEvent funeral = ask(QStringLiteral("de"), QStringLiteral("Wie viele Tage Sonderurlaub gibt es für "
                                                                            "die Beerdigung?"));
        QCOMPARE(outcomeName(funeral.outcome), QStringLiteral("refused"));
        const AgentEvent wedding = ask(QStringLiteral("de"), QStringLiteral("Wie viele Tage Sonderurlaub gibt es für "
                                                                            "die Hochzeit?"));
        QCOMPARE(outcomeName(wedding.outcome), QStringLiteral("answered"));
        QVERIFY2(wedding.text.contains(QStringLiteral("Eigene Hochzeit")), qPrintable(wedding.text));
    }

    void whereItWasStolenWeighsLessThanWhat()
    {
        // "on the train" is where it happened: "Zug" is rarer in the handbook than "Laptop", and with its full
        // weight the lost-tickets section ("im Zug … liegen geblieben") was judged best and the question refused;
        // the stolen-devices section answers (change 148). Asked about the train itself, the train still counts.
        const AgentEvent done =
            ask(QStringLiteral("de"), QStringLiteral("My laptop was stolen on the train, what now?"));
        QCOMPARE(outcomeName(done.outcome), QStringLiteral("answered"));
        QVERIFY2(done.text.contains(QStringLiteral("Verlorene oder gestohlene Geräte")), qPrintable(done.text));
        QVERIFY2(!done.text.contains(QStringLiteral("Travel Desk")), qPrintable(done.text));
    }

    void thingsListedBesideTheTopicGetACaveat()
    {
        // "wallet" is nowhere in the handbook, "laptop" and "stolen" are in most of its eight files: no word
        // shows the stolen-devices section's topic by its rarity, and the question was refused. The wallet is
        // listed beside the laptop, so the section answers part of it, with a caveat naming what it lacks;
        // its steps, cut from their paragraph by the chunker, come with it (changes 149, 150).
        const AgentEvent done = ask(QStringLiteral("de"), QStringLiteral("My wallet and laptop were stolen at the "
                                                                         "airport yesterday"));
        QCOMPARE(outcomeName(done.outcome), QStringLiteral("ambiguous"));
        QVERIFY2(done.text.contains(QStringLiteral("Verlorene oder gestohlene Geräte")), qPrintable(done.text));
        QVERIFY2(done.text.contains(QStringLiteral("spätestens innerhalb von 1 Stunde")), qPrintable(done.text));
        QVERIFY2(done.text.contains(QStringLiteral("“wallet”")), qPrintable(done.text));
        // Asked in German over the English handbook, with when it happened ("gestern", no topic: change 151).
        const AgentEvent german = ask(QStringLiteral("en"), QStringLiteral("Mir wurden gestern am Flughafen mein "
                                                                           "Portemonnaie und mein Laptop gestohlen. "
                                                                           "Was muss ich tun?"));
        QVERIFY2(outcomeName(german.outcome) != QStringLiteral("refused"), qPrintable(german.text));
        QVERIFY2(german.text.contains(QStringLiteral("within 1 hour")), qPrintable(german.text));
        // A word the handbook lacks that stands alone is the topic: nothing answers it.
        const AgentEvent car =
            ask(QStringLiteral("en"), QStringLiteral("Wie rechne ich die Fahrten mit meinem Dienstwagen ab?"));
        QCOMPARE(outcomeName(car.outcome), QStringLiteral("refused"));
    }

    void questionsFoundTryingTheHandbooks_data()
    {
        // Questions a new user asked of the sample handbook that were refused or opened with something else; each
        // row names the change that mended it (docs/eval-dev.md). `quoted` must stand in the answer, and open it
        // where `leads`; `absent` must not stand in it.
        QTest::addColumn<QString>("handbook");
        QTest::addColumn<QString>("question");
        QTest::addColumn<QString>("quoted");
        QTest::addColumn<bool>("leads");
        QTest::addColumn<QString>("absent");
        // The travel policy's opening is not quoted (187) and no longer keeps the rail rules below the bar.
        QTest::newRow("means of transport (187)")
            << QStringLiteral("en") << QStringLiteral("Which means of transport should I use for a business trip?")
            << QStringLiteral("The train is our preferred means of transport.") << false
            << QStringLiteral("This policy explains");
        // "Verkehrsmittel" is no word of the dictionary: the curated group says it is transport (189).
        QTest::newRow("Verkehrsmittel (189)")
            << QStringLiteral("en") << QStringLiteral("Welches Verkehrsmittel nehme ich für eine Dienstreise?")
            << QStringLiteral("The train is our preferred means of transport.") << false
            << QStringLiteral("This policy explains");
        // How or where to report something is whom to tell (190).
        QTest::newRow("report harassment (190)")
            << QStringLiteral("en") << QStringLiteral("How do I report harassment?")
            << QStringLiteral("speak to your manager, HR (hr@nordlicht.example) or compliance") << false << QString();
        QTest::newRow("Belästigung melden (190)")
            << QStringLiteral("de") << QStringLiteral("Wie melde ich Belästigung?")
            << QStringLiteral("wenden Sie sich an Ihre Führungskraft") << false << QString();
        // "fly" is the handbook's "Flights"; "instead" made parental leave the best section (191).
        QTest::newRow("fly instead (191)")
            << QStringLiteral("en") << QStringLiteral("When can I fly instead of taking the train?")
            << QStringLiteral("Flights are only permitted for distances of **more than 600 km**") << true << QString();
        QTest::newRow("fliegen statt (191)")
            << QStringLiteral("de") << QStringLiteral("Wann darf ich fliegen statt mit der Bahn zu fahren?")
            << QStringLiteral("Flüge sind nur bei Entfernungen von **mehr als 600 km**") << true << QString();
        // Typed like a search, without function words: German by its dictionary words, so "Ausstattung" is
        // translated (200).
        QTest::newRow("Homeoffice Ausstattung (200)")
            << QStringLiteral("en") << QStringLiteral("Homeoffice Ausstattung?")
            << QStringLiteral("home-office equipment allowance of 300 EUR") << true << QString();
        // Days I don't use are unused days: the carry-over rule, not the entitlement (192).
        QTest::newRow("days I don't use (192)")
            << QStringLiteral("en") << QStringLiteral("What happens to vacation days I don't use?")
            << QStringLiteral("**up to 5 unused days**") << true << QString();
        // A "Schreibtischstuhl" is the handbook's "Bürostuhl" (193).
        QTest::newRow("Schreibtischstuhl (193)")
            << QStringLiteral("de") << QStringLiteral("Bekomme ich einen Zuschuss für meinen Schreibtischstuhl?")
            << QStringLiteral("300 EUR") << false << QString();
        // "Diese Richtlinie regelt, wie …" speaks of the page (194).
        QTest::newRow("Urlaub beantragen (194)")
            << QStringLiteral("de") << QStringLiteral("Wie beantrage ich Urlaub?")
            << QStringLiteral("im HR-Portal beantragt") << true << QStringLiteral("Diese Richtlinie regelt");
        // "For example, an employee working 3 days per week receives 18 days" does not open the answer (195).
        QTest::newRow("an example's days (195)")
            << QStringLiteral("en") << QStringLiteral("Wie viele Urlaubstage stehen mir zu?")
            << QStringLiteral("**30 working days**") << true << QString();
    }

    void questionsFoundTryingTheHandbooks()
    {
        QFETCH(QString, handbook);
        QFETCH(QString, question);
        QFETCH(QString, quoted);
        QFETCH(bool, leads);
        QFETCH(QString, absent);
        const AgentEvent done = ask(handbook, question);
        QCOMPARE(outcomeName(done.outcome), QStringLiteral("answered"));
        const QString where = leads ? done.text.section(QLatin1Char('\n'), 2, 2) : done.text;
        QVERIFY2(where.contains(quoted), qPrintable(done.text));
        if (!absent.isEmpty())
            QVERIFY2(!done.text.contains(absent), qPrintable(done.text));
    }

    void jokesAboutMeAreHarassment()
    {
        // "macht ständig Witze über mein Gewicht": how often is the asker's situation, the weight is what the jokes
        // are about; the harassment rule names the jokes, and its next sentence whom to turn to ("Wenn Sie so etwas
        // erleben, wenden Sie sich an …"), which answers "An wen …?" (change 153).
        const AgentEvent done = ask(QStringLiteral("de"), QStringLiteral("Mein Kollege macht ständig Witze über mein "
                                                                         "Gewicht. An wen kann ich mich wenden?"));
        QCOMPARE(outcomeName(done.outcome), QStringLiteral("answered"));
        QVERIFY2(done.text.contains(QStringLiteral("wenden Sie sich an Ihre Führungskraft")), qPrintable(done.text));
        const AgentEvent english = ask(QStringLiteral("en"), QStringLiteral("My manager keeps making jokes about my "
                                                                            "weight. Who can I talk to?"));
        QCOMPARE(outcomeName(english.outcome), QStringLiteral("answered"));
        QVERIFY2(english.text.contains(QStringLiteral("speak to your manager")), qPrintable(english.text));
    }

    void showingMeAroundIsATour()
    {
        // "show me around" is the handbook's tour ("Rundgang durch Büro und Lager"); "around" alone is in no
        // handbook (change 154).
        const AgentEvent done = ask(QStringLiteral("de"), QStringLiteral("Who will show me around on my first day?"));
        QCOMPARE(outcomeName(done.outcome), QStringLiteral("answered"));
        QVERIFY2(done.text.section(QLatin1Char('\n'), 2, 2).contains(QStringLiteral("Rundgang")),
                 qPrintable(done.text));
    }

    void moneyAskedForIsTheSumStated()
    {
        // "Bekomme ich Geld für …?": no handbook says "Geld"; the sum it states is what is asked about ("einmalig
        // einen Zuschuss von 300 EUR für die Homeoffice-Ausstattung, etwa für einen Bürostuhl"; change 157).
        for (const QString& language : {QStringLiteral("de"), QStringLiteral("en")}) {
            const AgentEvent done =
                ask(language, QStringLiteral("Bekomme ich Geld für einen Schreibtischstuhl im Homeoffice?"));
            QCOMPARE(outcomeName(done.outcome), QStringLiteral("answered"));
            QVERIFY2(done.text.section(QLatin1Char('\n'), 2, 2).contains(QStringLiteral("300 EUR")),
                     qPrintable(done.text));
        }
    }

    void theFigureAskedStatedWithARareWordAnchors()
    {
        // One word specific to a part of the handbook ("baby"'s parental leave) and the section states the
        // duration asked for in a sentence holding it: on topic, not refused (own-004, change 176).
        const AgentEvent done =
            ask(QStringLiteral("en"), QStringLiteral("My partner is due in October. How much time can I take off for "
                                                     "the baby in total, and does it have to be one long block?"));
        QCOMPARE(outcomeName(done.outcome), QStringLiteral("answered"));
        QVERIFY2(done.text.contains(QStringLiteral("up to 3 years of parental leave")), qPrintable(done.text));
    }

    void theFigureAskedQuotedFirstIsTheAnswer_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("question");
        QTest::addColumn<QString>("figure");
        QTest::newRow("en") << QStringLiteral("en")
                            << QStringLiteral("I only work Mondays, Wednesdays and Fridays. How many days off per year "
                                              "does that give me?")
                            << QStringLiteral("**30 working days**");
        QTest::newRow("de") << QStringLiteral("de")
                            << QStringLiteral("Ich arbeite nur montags, mittwochs und freitags. Wie viele Urlaubstage "
                                              "habe ich im Jahr?")
                            << QStringLiteral("**30 Arbeitstage**");
    }

    void theFigureAskedQuotedFirstIsTheAnswer()
    {
        // A question asking one thing, answered by its first quote's figure: the quotes after it (working abroad's
        // "20 days per year", the rule for joining mid-year) shared its words, not what it asks (change 180).
        QFETCH(QString, language);
        QFETCH(QString, question);
        QFETCH(QString, figure);
        const AgentEvent done = ask(language, question);
        QCOMPARE(outcomeName(done.outcome), QStringLiteral("answered"));
        QVERIFY2(done.text.contains(figure), qPrintable(done.text));
        QVERIFY2(bullets(done.text) == 1, qPrintable(done.text));
        // Asking a second thing, the answer keeps its quotes after the figure.
        const AgentEvent two = ask(language, QStringLiteral("How many days of annual leave do I get per year, and is "
                                                            "that the same for part-timers?"));
        QCOMPARE(outcomeName(two.outcome), QStringLiteral("answered"));
        QVERIFY2(bullets(two.text) > 1, qPrintable(two.text));
    }

    void theFigureQuotedFirstKeepsWhatItsSectionSaysOfIt()
    {
        // The section's rule stating the figure stays where its example is quoted first.
        const AgentEvent example = ask(QStringLiteral("en"), QStringLiteral("Wie viele Urlaubstage stehen mir zu?"));
        QVERIFY2(example.text.contains(QStringLiteral("**30 working days**")), qPrintable(example.text));
        // The section's other figure of the kind asked, about something else (HR confirms within 2 weeks), does not
        // hold the words the first quote holds ("let HR know": "melden"): left out (change 185).
        const AgentEvent notice =
            ask(QStringLiteral("de"), QStringLiteral("My partner is due in October and I want to take parental leave. "
                                                     "How far ahead do I have to let HR know?"));
        QVERIFY2(notice.text.contains(QStringLiteral("mindestens 7 Wochen")), qPrintable(notice.text));
        QVERIFY2(!notice.text.contains(QStringLiteral("innerhalb von 2 Wochen")), qPrintable(notice.text));
        // A first quote from another section than the grader's, stating a figure of the kind asked too (part-time
        // work's "up to 32 hours per week"), does not answer: the grader's section's quote does (change 186).
        const AgentEvent ahead = ask(QStringLiteral("en"), QStringLiteral("How far ahead do I need to let HR know I'm "
                                                                          "taking parental leave?"));
        QVERIFY2(ahead.text.section(QLatin1Char('\n'), 2, 2).contains(QStringLiteral("at least 7 weeks before")),
                 qPrintable(ahead.text));
    }

    void theJudgedPagesOtherSectionsAreRead()
    {
        // The search ranks the IT page's lost laptop above onboarding's checklist; the grader judges onboarding's
        // first day, and its page's checklist says by when the courses are due (change 181).
        const AgentEvent done =
            ask(QStringLiteral("de"), QStringLiteral("Ich hab meinen Laptop am ersten Tag bekommen. "
                                                     "Bis wann muss ich die Pflicht-Onlinekurse "
                                                     "zur IT-Sicherheit durchhaben?"));
        QCOMPARE(outcomeName(done.outcome), QStringLiteral("answered"));
        QVERIFY2(done.text.contains(QStringLiteral("innerhalb von 4 Wochen")), qPrintable(done.text));
    }

    void aSubsidyIsAskedForByWhatItIsFor()
    {
        // The sample handbook's subsidy is for the home office: asked for one for the gym, it is refused, naming what
        // was asked; asked for the home office, answered (change 182).
        for (const QString& language : {QStringLiteral("de"), QStringLiteral("en")}) {
            const AgentEvent gym =
                ask(language, QStringLiteral("Gibt Nordlicht einen Zuschuss zur Mitgliedschaft im Fitnessstudio?"));
            QCOMPARE(outcomeName(gym.outcome), QStringLiteral("refused"));
            QVERIFY2(gym.text.contains(QStringLiteral("„Zuschuss zur Mitgliedschaft im Fitnessstudio“")),
                     qPrintable(gym.text));
            const AgentEvent home = ask(language, QStringLiteral("Gibt Nordlicht einen Zuschuss für das Homeoffice?"));
            QCOMPARE(outcomeName(home.outcome), QStringLiteral("answered"));
            // … and without a verb, as typed into a search box (change 198).
            const AgentEvent typed = ask(language, QStringLiteral("Zuschuss für Fitnessstudio?"));
            QCOMPARE(outcomeName(typed.outcome), QStringLiteral("refused"));
            QCOMPARE(outcomeName(ask(language, QStringLiteral("Zuschuss für Homeoffice?")).outcome),
                     QStringLiteral("answered"));
        }
    }

    void luggageLeftBehindIsLostLuggage()
    {
        // "left behind" is the handbook's "liegen geblieben", a suitcase its "Gepäck" (change 147).
        const AgentEvent done =
            ask(QStringLiteral("de"), QStringLiteral("My suitcase got left behind on the train. Who do I call?"));
        QCOMPARE(outcomeName(done.outcome), QStringLiteral("answered"));
        QVERIFY2(done.text.section(QLatin1Char('\n'), 2, 2).contains(QStringLiteral("Travel Desk")),
                 qPrintable(done.text));
    }

    void howOftenIsAnsweredByHowOften()
    {
        // The policy's opening says "how often" in words; the section that states it ("up to 3 days per week")
        // answers, and opens the answer.
        const AgentEvent done = ask(QStringLiteral("en"), QStringLiteral("How often can I work from home?"));
        QCOMPARE(outcomeName(done.outcome), QStringLiteral("answered"));
        QVERIFY2(done.text.section(QLatin1Char('\n'), 2, 2).contains(QStringLiteral("up to 3 days per week")),
                 qPrintable(done.text));
        // The talk is held once, before the return: no frequency, and the refusal says so.
        const AgentEvent talk = ask(QStringLiteral("en"), QStringLiteral("How often is the return-to-work talk held?"));
        QCOMPARE(outcomeName(talk.outcome), QStringLiteral("refused"));
        QVERIFY2(talk.text.contains(QStringLiteral("No section found says how often it happens.")),
                 qPrintable(talk.text));
        const AgentEvent german =
            ask(QStringLiteral("de"), QStringLiteral("Wie oft findet das Rückkehrgespräch statt?"));
        QCOMPARE(outcomeName(german.outcome), QStringLiteral("refused"));
        QVERIFY2(german.text.contains(QStringLiteral("Kein gefundener Abschnitt sagt, wie oft es vorkommt.")),
                 qPrintable(german.text));
    }

    void theQuoteUnderTheTopicsHeadingLeads()
    {
        // "Unused training days expire" holds as many of the question's words as the carry-over rule, but
        // "Carry-Over of Unused Leave" names the leave asked about ("Resturlaub"): its rule opens the answer.
        const AgentEvent done = ask(QStringLiteral("en"), QStringLiteral("Wann läuft mein Resturlaub ab?"));
        QCOMPARE(outcomeName(done.outcome), QStringLiteral("answered"));
        const QString first = done.text.section(QLatin1Char('\n'), 2, 2);
        QVERIFY2(first.contains(QStringLiteral("[Annual Leave › Carry-Over of Unused Leave]")), qPrintable(done.text));
        // The training days' rule followed it until its search score, far below the best, kept it out (change 133).
        QVERIFY2(!done.text.contains(QStringLiteral("unused training days expire")), qPrintable(done.text));
    }

    void onTopicWithoutTheAskedFigureIsRefusedSayingSo()
    {
        // The return-to-work talk has a section, but it names no sum: the handbook does not answer "how
        // much". The refusal says that no section states the figure, names the section that came closest
        // and where to ask (docs/eval-dev.md, change 94: answered with a caveat before).
        AgentOptions options;
        options.contact = QStringLiteral("Ask HR: hr@nordlicht.example");
        QList<AgentEvent> events;
        const AgentEvent done =
            ask(QStringLiteral("en"), QStringLiteral("How much does Nordlicht pay for the return-to-work talk?"),
                &events, options);
        QCOMPARE(outcomeName(done.outcome), QStringLiteral("refused"));
        QVERIFY2(done.text.startsWith(QStringLiteral("The handbook does not answer this question.")),
                 qPrintable(done.text));
        QVERIFY2(done.text.contains(QStringLiteral(
                     "No section found states the figure you ask for (an amount, a duration or a date).")),
                 qPrintable(done.text));
        QVERIFY2(done.text.contains(QStringLiteral("[Parental Leave › Returning to Work](lotse://chunk/")),
                 qPrintable(done.text));
        QVERIFY2(done.text.endsWith(QStringLiteral("Ask HR: hr@nordlicht.example")), qPrintable(done.text));
        QVERIFY(done.citations.isEmpty());
        int figureMissing = 0;
        for (const AgentEvent& e : std::as_const(events))
            figureMissing += e.type == AgentEvent::Type::Graded && !e.verdict.sufficient && !e.verdict.ambiguous
                                     && e.verdict.rationale.contains(QStringLiteral("states none of that kind"))
                                 ? 1
                                 : 0;
        QVERIFY(figureMissing >= 1);
        // A question about the same talk that asks for no figure is answered from it.
        const AgentEvent what =
            ask(QStringLiteral("en"), QStringLiteral("What is discussed in the return-to-work talk?"));
        QCOMPARE(outcomeName(what.outcome), QStringLiteral("answered"));
        QVERIFY2(what.text.contains(QStringLiteral("return-to-work talk")), qPrintable(what.text));
    }

    void graderRationaleNamesCoveredAndMissingTerms()
    {
        QList<AgentEvent> events;
        ask(QStringLiteral("en"), QStringLiteral("Is there a company pension scheme?"), &events);
        const auto graded = std::find_if(events.cbegin(), events.cend(),
                                         [](const AgentEvent& e) { return e.type == AgentEvent::Type::Graded; });
        QVERIFY(graded != events.cend());
        QVERIFY2(graded->verdict.rationale.contains(QStringLiteral("“pension”")),
                 qPrintable(graded->verdict.rationale));
        QVERIFY(graded->verdict.rationale.contains(QStringLiteral("nowhere in the knowledge base")));
        QCOMPARE(graded->verdict.raw.value(QStringLiteral("sufficient")).toBool(), false);
        QVERIFY(graded->verdict.missing.contains(QStringLiteral("pension")));
    }

    // A question asking for an amount keeps passages stating one among its hits (change 23).
    void figuresAskedForAreKeptAmongTheHits_data()
    {
        QTest::addColumn<QStringList>("pool"); // passage texts, best-ranked first
        QTest::addColumn<QString>("expected"); // the kept passages' places in the pool, 1-based
        const QString plain = QStringLiteral("Requests go to the coordinator.");
        const QString days = QStringLiteral("You hear back within three calendar days.");
        const QString euro = QStringLiteral("The company pays up to 250 EUR.");
        QTest::newRow("none states one: the first three") << QStringList{plain, plain, plain, plain, plain} << "1 2 3";
        QTest::newRow("one further down takes the last place")
            << QStringList{plain, plain, plain, plain, days} << "1 2 5";
        QTest::newRow("two are kept, not more") << QStringList{plain, plain, plain, days, days, days} << "1 4 5";
        QTest::newRow("enough already") << QStringList{days, plain, days, days} << "1 2 3";
        QTest::newRow("the best-ranked stays") << QStringList{plain, days, days} << "1 2 3";
        QTest::newRow("another kind of figure does not count")
            << QStringList{plain, plain, plain, euro, days} << "1 2 5";
    }
    void figuresAskedForAreKeptAmongTheHits()
    {
        QFETCH(QStringList, pool);
        QFETCH(QString, expected);
        QList<Hit> hits;
        for (const QString& text : pool) {
            Hit h;
            h.chunkId = hits.size() + 1;
            h.rank = int(h.chunkId);
            h.text = text;
            hits.append(h);
        }
        const QStringList kinds = Quantity::askedKinds(QStringLiteral("How long until I hear back?"));
        QVERIFY(!kinds.isEmpty());
        const QList<Hit> kept = LexicalRetriever::withFigures(hits, 3, kinds);
        QCOMPARE(LexicalRetriever::withFigures(hits, 1, kinds).constFirst().chunkId, 1);
        QStringList places;
        for (qsizetype i = 0; i < kept.size(); ++i) {
            places.append(QString::number(kept.at(i).chunkId));
            QCOMPARE(kept.at(i).rank, int(i) + 1);
        }
        QCOMPARE(places.join(u' '), expected);
    }

    void aTableOfContentsRanksBelowTheSectionItNames()
    {
        // A README's contents ("* [Health Care and Disability Insurance](…)") is a short passage full of
        // a question's words: it outranked the page it links to, and its line was the answer (cl-002).
        test::TempKnowledgeBase kb;
        const QByteArray contents = "# Our Handbook\n\n## Benefits and Perks\n"
                                    "* [Health Care and Disability Insurance](Healthcare.md)\n"
                                    "* [Vacation and Sick Leave](Vacation.md)\n* [Referral Bonuses](Referral.md)\n";
        const QByteArray health =
            "# Healthcare and Disability Insurance\n\nWe offer medical, dental and vision coverage "
            "through TriNet. Clef has chosen a baseline plan for which it contributes 85% of the "
            "cost of all employee policies and 50% for dependents. Employees who choose a more "
            "expensive plan pay the difference. Coverage starts on the first of the month after "
            "the hire date, and all employees also receive disability insurance.\n";
        const QByteArray vacation = "# Vacation and Sick Leave\n\nEmployees take 15 days of vacation a year.\n";
        const QByteArray referral = "# Referral Bonuses\n\nA referral hired earns a bonus of $1,000.\n";
        for (const auto& [name, text] : {std::pair{"README.md", contents}, std::pair{"Healthcare.md", health},
                                         std::pair{"Vacation.md", vacation}, std::pair{"Referral.md", referral}})
            QCOMPARE(kb.pipeline->ingestFile(kb.write(QString::fromLatin1(name), text)).kind, FileOutcome::Kind::Added);
        OfflineContext context(std::move(Database::open(kb.dbPath())).value());
        const QString question = QStringLiteral("Is there health and disability insurance?");
        const auto plain = context.search.search(question, 5);
        QVERIFY(plain.ok());
        QCOMPARE(QFileInfo(plain.value().constFirst().path).fileName(), QStringLiteral("README.md")); // BM25's pick
        LexicalRetriever retriever(context.search, context.names);
        std::optional<Result<QList<Hit>>> found;
        retriever.retrieve(question, 5, [&](Result<QList<Hit>> hits) { found = std::move(hits); });
        QVERIFY(found && found->ok());
        const QList<Hit>& hits = found->value();
        QCOMPARE(QFileInfo(hits.constFirst().path).fileName(), QStringLiteral("Healthcare.md"));
        for (qsizetype i = 1; i < hits.size(); ++i) {
            QCOMPARE(hits.at(i).rank, int(i) + 1);
            QVERIFY(hits.at(i - 1).score >= hits.at(i).score); // the contents' score says why it is lower
        }
        QVERIFY(context.names.listsSections(plain.value().constFirst()).value());
        // A list of words that name no section is text.
        Hit people = plain.value().constFirst();
        people.text = QStringLiteral("* Your chapter director\n* Chief of Staff\n* Director of Account Management");
        QVERIFY(!context.names.listsSections(people).value());
    }

    void hitScoresAreNormalisedAndOrdered()
    {
        QList<AgentEvent> events;
        ask(QStringLiteral("en"), QStringLiteral("password manager rules"), &events);
        for (const AgentEvent& e : std::as_const(events)) {
            if (e.type != AgentEvent::Type::HitsFound)
                continue;
            QVERIFY(!e.hits.isEmpty());
            for (int i = 0; i < e.hits.size(); ++i) {
                QVERIFY(e.hits.at(i).score > 0 && e.hits.at(i).score < 1);
                QCOMPARE(e.hits.at(i).rank, i + 1);
                if (i > 0)
                    QVERIFY(e.hits.at(i - 1).score >= e.hits.at(i).score);
            }
        }
    }
};

QTEST_GUILESS_MAIN(TestOffline)
#include "tst_offline.moc"
