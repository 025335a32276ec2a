// SPDX-License-Identifier: GPL-3.0-or-later
// The text layer: tokens as FTS5 sees them, stop words, sentence ends, language and stems.
#include "text/Language.h"
#include "text/SentenceSplitter.h"
#include "text/Stemmer.h"
#include "text/StopWords.h"
#include "text/Tokenizer.h"
#include "text/lexicon/ImpliedWords.h"
#include "text/lexicon/Lexicon.h"
#include "text/lexicon/SeparableVerbs.h"
#include "text/lexicon/WordForms.h"

#include <QDir>
#include <QFile>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace lotse;

Q_DECLARE_METATYPE(lotse::Language)

namespace {

QStringList sentences(const QString& text)
{
    QStringList out;
    for (const TextSpan& span : SentenceSplitter::split(text))
        out.append(text.mid(span.start, span.length()));
    return out;
}

} // namespace

class TestText final : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();

    void tokens_data();
    void tokens();
    void foldMatchesTokens();

    void stopWords_data();
    void stopWords();

    void sentences_data();
    void sentences();
    void sentenceSpansAreTrimmedAndOrdered();

    void language_data();
    void language();

    void englishStems_data();
    void englishStems();
    void undoubledStems_data();
    void undoubledStems();
    void germanStems_data();
    void germanStems();
    void stemsShared_data();
    void stemsShared();

    void synonyms();
    void thesauriAndDictionaries();
    void wordForms_data();
    void wordForms();
    void participles_data();
    void participles();
    void separableVerbs_data();
    void separableVerbs();
    void impliedWords_data();
    void impliedWords();
    void reflexiveVerbs_data();
    void reflexiveVerbs();
    void plainVerb_data();
    void plainVerb();
    void lexiconFileLayouts_data();
    void lexiconFileLayouts();
    void lexiconMissingDirectory();
    void phrasesAreFound_data();
    void phrasesAreFound();
    void lexiconMissingFilesAreNamed();
};

void TestText::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
}

void TestText::tokens_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QStringList>("expected");

    QTest::newRow("empty") << QString() << QStringList();
    QTest::newRow("only punctuation") << QStringLiteral(" ,.;-- !? ") << QStringList();
    QTest::newRow("umlaut folded") << QStringLiteral("Müller") << QStringList{QStringLiteral("muller")};
    QTest::newRow("upper-case umlauts") << QStringLiteral(
        "ÄRGER über Öl") << QStringList{QStringLiteral("arger"), QStringLiteral("uber"), QStringLiteral("ol")};
    // FTS5's unicode61 keeps ß; lower-casing is all that happens to it.
    QTest::newRow("sharp s stays") << QStringLiteral("Straße") << QStringList{QStringLiteral("straße")};
    QTest::newRow("accents") << QStringLiteral("Café naïve façade")
                             << QStringList{QStringLiteral("cafe"), QStringLiteral("naive"), QStringLiteral("facade")};
    // A decomposed "é" (e + combining acute) is one word, folded like the composed one.
    QTest::newRow("combining mark") << QStringLiteral("cafe\u0301s") << QStringList{QStringLiteral("cafes")};
    QTest::newRow("punctuation splits") << QStringLiteral("e-mail, phone/fax: (HR)")
                                        << QStringList{QStringLiteral("e"), QStringLiteral("mail"),
                                                       QStringLiteral("phone"), QStringLiteral("fax"),
                                                       QStringLiteral("hr")};
    QTest::newRow("numbers kept") << QStringLiteral("30 days, COVID-19, ext. 2100")
                                  << QStringList{QStringLiteral("30"), QStringLiteral("days"), QStringLiteral("covid"),
                                                 QStringLiteral("19"), QStringLiteral("ext"),  QStringLiteral("2100")};
    QTest::newRow("decimal number splits")
        << QStringLiteral("1.500 EUR")
        << QStringList{QStringLiteral("1"), QStringLiteral("500"), QStringLiteral("eur")};
    QTest::newRow("mixed letters and digits")
        << QStringLiteral("A4 ISO27001") << QStringList{QStringLiteral("a4"), QStringLiteral("iso27001")};
    QTest::newRow("apostrophe") << QStringLiteral("doctor's")
                                << QStringList{QStringLiteral("doctor"), QStringLiteral("s")};
    QTest::newRow("markdown") << QStringLiteral("**30 working days** of _paid_ leave")
                              << QStringList{QStringLiteral("30"), QStringLiteral("working"), QStringLiteral("days"),
                                             QStringLiteral("of"), QStringLiteral("paid"),    QStringLiteral("leave")};
    QTest::newRow("newlines and tabs") << QStringLiteral(
        "one\ntwo\tthree") << QStringList{QStringLiteral("one"), QStringLiteral("two"), QStringLiteral("three")};
}

void TestText::tokens()
{
    QFETCH(QString, text);
    QFETCH(QStringList, expected);
    QCOMPARE(Tokenizer::tokens(text), expected);
}

void TestText::foldMatchesTokens()
{
    QCOMPARE(Tokenizer::fold(QStringLiteral("Häuser")), QStringLiteral("hauser"));
    QCOMPARE(Tokenizer::fold(QStringLiteral("ÄÖÜ")), QStringLiteral("aou"));
    QCOMPARE(Tokenizer::fold(QStringLiteral("ASCII")), QStringLiteral("ascii"));
    QCOMPARE(Tokenizer::fold(QString()), QString());
    // A word folds the same alone as inside text.
    const QString word = QStringLiteral("Fortbildungsbudgets");
    QCOMPARE(Tokenizer::tokens(QString(QStringLiteral("Die ") + word + QStringLiteral("."))).last(),
             Tokenizer::fold(word));
}

void TestText::stopWords_data()
{
    QTest::addColumn<QString>("word");
    QTest::addColumn<bool>("english");
    QTest::addColumn<bool>("german");
    QTest::addColumn<bool>("stop");

    QTest::newRow("the") << QStringLiteral("the") << true << false << true;
    QTest::newRow("how") << QStringLiteral("how") << true << false << true;
    QTest::newRow("und") << QStringLiteral("und") << false << true << true;
    QTest::newRow("fur (folded für)") << QStringLiteral("fur") << false << true << true;
    QTest::newRow("für unfolded is no stop word") << QStringLiteral("für") << false << false << false;
    QTest::newRow("uber (folded über)") << QStringLiteral("uber") << false << true << true;
    QTest::newRow("in: both") << QStringLiteral("in") << true << true << true;
    QTest::newRow("single letter") << QStringLiteral("x") << false << false << true;
    QTest::newRow("digit") << QStringLiteral("5") << false << false << true;
    QTest::newRow("haven (of haven't)") << QStringLiteral("haven") << true << false << true;
    QTest::newRow("doesn (of doesn't)") << QStringLiteral("doesn") << true << false << true;
    QTest::newRow("bestimmte: a determiner") << QStringLiteral("bestimmte") << false << true << true;
    QTest::newRow("certain: a determiner") << QStringLiteral("certain") << true << false << true;
    QTest::newRow("know: what the asker wants") << QStringLiteral("know") << true << false << true;
    QTest::newRow("wissen: what the asker wants") << QStringLiteral("wissen") << false << true << true;
    QTest::newRow("weiss (folded weiß)") << QStringLiteral("weiss") << false << true << true;
    QTest::newRow("total: a sum asked for") << QStringLiteral("total") << true << false << true;
    QTest::newRow("insgesamt: a sum asked for") << QStringLiteral("insgesamt") << false << true << true;
    QTest::newRow("tun: what to do") << QStringLiteral("tun") << false << true << true;
    QTest::newRow("leave") << QStringLiteral("leave") << false << false << false;
    QTest::newRow("days") << QStringLiteral("days") << false << false << false;
    QTest::newRow("urlaub") << QStringLiteral("urlaub") << false << false << false;
    QTest::newRow("elternzeit") << QStringLiteral("elternzeit") << false << false << false;
    QTest::newRow("upper case is not folded") << QStringLiteral("The") << false << false << false;
    QTest::newRow("30") << QStringLiteral("30") << false << false << false;
}

void TestText::stopWords()
{
    QFETCH(QString, word);
    QFETCH(bool, english);
    QFETCH(bool, german);
    QFETCH(bool, stop);
    QCOMPARE(StopWords::isEnglish(word), english);
    QCOMPARE(StopWords::isGerman(word), german);
    QCOMPARE(StopWords::contains(word), stop);
}

void TestText::sentences_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QStringList>("expected");

    QTest::newRow("empty") << QString() << QStringList();
    QTest::newRow("white space only") << QStringLiteral(" \n\t\n ") << QStringList();
    QTest::newRow("two sentences") << QStringLiteral("Take your leave. Then come back.")
                                   << QStringList{QStringLiteral("Take your leave."),
                                                  QStringLiteral("Then come back.")};
    QTest::newRow("no final period") << QStringLiteral("Ask HR. They help")
                                     << QStringList{QStringLiteral("Ask HR."), QStringLiteral("They help")};
    QTest::newRow("lower case after period")
        << QStringLiteral("See the portal. then wait.") << QStringList{QStringLiteral("See the portal. then wait.")};
    QTest::newRow("e.g.") << QStringLiteral("Keep receipts, e.g. Hotel bills. Then submit them.")
                          << QStringList{QStringLiteral("Keep receipts, e.g. Hotel bills."),
                                         QStringLiteral("Then submit them.")};
    QTest::newRow("i.e.") << QStringLiteral("Use the portal, i.e. Workday. It is fast.")
                          << QStringList{QStringLiteral("Use the portal, i.e. Workday."),
                                         QStringLiteral("It is fast.")};
    QTest::newRow("z. B.") << QStringLiteral("Nutzen Sie z. B. Bahn oder Bus. Danach reichen Sie ein.")
                           << QStringList{QStringLiteral("Nutzen Sie z. B. Bahn oder Bus."),
                                          QStringLiteral("Danach reichen Sie ein.")};
    QTest::newRow("Dr.") << QStringLiteral("Ask Dr. Meyer for advice. She knows.")
                         << QStringList{QStringLiteral("Ask Dr. Meyer for advice."), QStringLiteral("She knows.")};
    QTest::newRow("bzw. and ca.") << QStringLiteral("Es gilt ca. 3 Wochen bzw. 15 Tage. Fragen Sie nach.")
                                  << QStringList{QStringLiteral("Es gilt ca. 3 Wochen bzw. 15 Tage."),
                                                 QStringLiteral("Fragen Sie nach.")};
    QTest::newRow("thousands separator") << QStringLiteral("Das Budget beträgt 1.500 EUR pro Jahr. Es verfällt.")
                                         << QStringList{QStringLiteral("Das Budget beträgt 1.500 EUR pro Jahr."),
                                                        QStringLiteral("Es verfällt.")};
    QTest::newRow("decimal number") << QStringLiteral("Version 2.1 is out. Install it.")
                                    << QStringList{QStringLiteral("Version 2.1 is out."),
                                                   QStringLiteral("Install it.")};
    QTest::newRow("German ordinal date")
        << QStringLiteral("Resttage müssen bis zum 31. März genommen werden. Danach verfallen sie.")
        << QStringList{QStringLiteral("Resttage müssen bis zum 31. März genommen werden."),
                       QStringLiteral("Danach verfallen sie.")};
    QTest::newRow("German ordinal date, one digit")
        << QStringLiteral("Ab dem 1. Januar gilt das. Bitte beachten.")
        << QStringList{QStringLiteral("Ab dem 1. Januar gilt das."), QStringLiteral("Bitte beachten.")};
    QTest::newRow("German ordinal after an article")
        << QStringLiteral("Die Leistungen werden ab dem 62. Lebensjahr gezahlt. Es gibt ein 13. Monatsgehalt. "
                          "Spätestens am 4. Kalendertag zum Arzt.")
        << QStringList{QStringLiteral("Die Leistungen werden ab dem 62. Lebensjahr gezahlt."),
                       QStringLiteral("Es gibt ein 13. Monatsgehalt."),
                       QStringLiteral("Spätestens am 4. Kalendertag zum Arzt.")};
    QTest::newRow("English 'am' before a number ends the sentence")
        << QStringLiteral("I am 30. My manager is new.")
        << QStringList{QStringLiteral("I am 30."), QStringLiteral("My manager is new.")};
    // Not a month: the number ends the sentence.
    QTest::newRow("number then sentence")
        << QStringLiteral("Es sind genau 31. Das ist viel.")
        << QStringList{QStringLiteral("Es sind genau 31."), QStringLiteral("Das ist viel.")};
    QTest::newRow("ordered list items kept whole")
        << QStringLiteral("1. Report it to IT. Do it now.\n2. Change your password.")
        << QStringList{QStringLiteral("1. Report it to IT."), QStringLiteral("Do it now."),
                       QStringLiteral("2. Change your password.")};
    QTest::newRow("indented ordered list item")
        << QStringLiteral("  3. Lock the screen.") << QStringList{QStringLiteral("3. Lock the screen.")};
    QTest::newRow("bullet items") << QStringLiteral("Bring:\n- a laptop\n- your badge\n* a pen\n+ coffee")
                                  << QStringList{QStringLiteral("Bring:"), QStringLiteral("- a laptop"),
                                                 QStringLiteral("- your badge"), QStringLiteral("* a pen"),
                                                 QStringLiteral("+ coffee")};
    QTest::newRow("table rows") << QStringLiteral("| Grade | Rate |\n|---|---|\n| A | 28 EUR |")
                                << QStringList{QStringLiteral("| Grade | Rate |"), QStringLiteral("|---|---|"),
                                               QStringLiteral("| A | 28 EUR |")};
    // Pipes without padding are table rows too.
    QTest::newRow("compact table rows") << QStringLiteral("|Grade|Rate|\n|A|28 EUR|\n|B|32 EUR|")
                                        << QStringList{QStringLiteral("|Grade|Rate|"), QStringLiteral("|A|28 EUR|"),
                                                       QStringLiteral("|B|32 EUR|")};
    QTest::newRow("question and exclamation")
        << QStringLiteral("Is it allowed? Yes! Ask HR.")
        << QStringList{QStringLiteral("Is it allowed?"), QStringLiteral("Yes!"), QStringLiteral("Ask HR.")};
    QTest::newRow("bold closes after period")
        << QStringLiteral("Submit **at least 2 weeks in advance.** Then wait.")
        << QStringList{QStringLiteral("Submit **at least 2 weeks in advance.**"), QStringLiteral("Then wait.")};
    QTest::newRow("quote closes after period")
        << QStringLiteral("He said \"Go home.\" Then he left.")
        << QStringList{QStringLiteral("He said \"Go home.\""), QStringLiteral("Then he left.")};
    QTest::newRow("paragraphs") << QStringLiteral("First paragraph\n\nSecond paragraph.")
                                << QStringList{QStringLiteral("First paragraph"), QStringLiteral("Second paragraph.")};
    QTest::newRow("sentence wraps across lines")
        << QStringLiteral("This sentence\nwraps. Next one.")
        << QStringList{QStringLiteral("This sentence\nwraps."), QStringLiteral("Next one.")};
    QTest::newRow("URL is not a sentence end")
        << QStringLiteral("Open intranet.example.com now. Done.")
        << QStringList{QStringLiteral("Open intranet.example.com now."), QStringLiteral("Done.")};
}

void TestText::sentences()
{
    QFETCH(QString, text);
    QFETCH(QStringList, expected);
    QCOMPARE(::sentences(text), expected);
}

void TestText::sentenceSpansAreTrimmedAndOrdered()
{
    const QString text = QStringLiteral(
        "  Intro line. Second sentence!\n\n- item one\n- item two\n\n| a | b |\n\n1. First. Then?\n   \nEnd.  ");
    const QList<TextSpan> spans = SentenceSplitter::split(text);
    QVERIFY(spans.size() >= 7);
    qsizetype previousEnd = 0;
    for (const TextSpan& s : spans) {
        QVERIFY2(s.start >= previousEnd, "spans overlap or are out of order");
        QVERIFY(s.end > s.start);
        QVERIFY(s.end <= text.size());
        QVERIFY(!text.at(s.start).isSpace());
        QVERIFY(!text.at(s.end - 1).isSpace());
        previousEnd = s.end;
    }
    // Nothing but white space is left between the spans.
    QString rest = text;
    for (auto it = spans.crbegin(); it != spans.crend(); ++it)
        rest.remove(it->start, it->length());
    QCOMPARE(rest.trimmed(), QString());
}

void TestText::language_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<Language>("expected");

    QTest::newRow("english question") << QStringLiteral("How many vacation days do I get per year?")
                                      << Language::English;
    QTest::newRow("german question") << QStringLiteral("Wie viele Urlaubstage habe ich pro Jahr?") << Language::German;
    QTest::newRow("german, umlauts only") << QStringLiteral("Urlaubstage übertragen?") << Language::German;
    QTest::newRow("german, ß") << QStringLiteral("Dienstreise Spesen Reisekostenabrechnung Fuß") << Language::German;
    QTest::newRow("english with a German name")
        << QStringLiteral("Where is the office of Mr Müller in the building?") << Language::English;
    QTest::newRow("german without umlauts")
        << QStringLiteral("Kann ich die Elternzeit auch teilen?") << Language::German;
    // Typed like a search, without function words or umlauts: the dictionaries tell (change 200).
    QTest::newRow("german, no function words") << QStringLiteral("Homeoffice Ausstattung?") << Language::German;
    QTest::newRow("german, a shared word") << QStringLiteral("Laptop kaputt") << Language::German;
    QTest::newRow("english, no function words") << QStringLiteral("Overtime pay?") << Language::English;
    QTest::newRow("empty defaults to english") << QString() << Language::English;
}

void TestText::language()
{
    QFETCH(QString, text);
    QFETCH(Language, expected);
    QCOMPARE(LanguageGuess::of(text), expected);
    QCOMPARE(LanguageGuess::code(expected), expected == Language::German ? QStringLiteral("de") : QStringLiteral("en"));
}

void TestText::englishStems_data()
{
    QTest::addColumn<QString>("word");
    QTest::addColumn<QString>("stem");

    // Outputs of the Snowball English (Porter2) stemmer.
    QTest::newRow("policies") << QStringLiteral("policies") << QStringLiteral("polici");
    QTest::newRow("policy") << QStringLiteral("policy") << QStringLiteral("polici");
    QTest::newRow("days") << QStringLiteral("days") << QStringLiteral("day");
    QTest::newRow("running") << QStringLiteral("running") << QStringLiteral("run");
    QTest::newRow("requested") << QStringLiteral("requested") << QStringLiteral("request");
    QTest::newRow("expenses") << QStringLiteral("expenses") << QStringLiteral("expens");
    QTest::newRow("leave") << QStringLiteral("leave") << QStringLiteral("leav");
    QTest::newRow("number unchanged") << QStringLiteral("2100") << QStringLiteral("2100");
    QTest::newRow("empty") << QString() << QString();
}

void TestText::englishStems()
{
    QFETCH(QString, word);
    QFETCH(QString, stem);
    QCOMPARE(Stemmer::forThread().english(word), stem);
}

void TestText::undoubledStems_data()
{
    QTest::addColumn<QString>("word");
    QTest::addColumn<QString>("stem");
    // Porter2 leaves a doubled consonant after "-al", "-ence", "-er"; undoubled, as after "-ed".
    QTest::newRow("referral") << QStringLiteral("referral") << QStringLiteral("refer");
    QTest::newRow("occurrence") << QStringLiteral("occurrence") << QStringLiteral("occur");
    QTest::newRow("submitter") << QStringLiteral("submitter") << QStringLiteral("submit");
    QTest::newRow("no derivation") << QStringLiteral("referred") << QStringLiteral("refer");
    QTest::newRow("double s kept") << QStringLiteral("address") << QStringLiteral("address");
    QTest::newRow("double f kept") << QStringLiteral("staff") << QStringLiteral("staff");
    QTest::newRow("short stems kept") << QStringLiteral("butt") << QStringLiteral("butt");
}

void TestText::undoubledStems()
{
    QFETCH(QString, word);
    QFETCH(QString, stem);
    QCOMPARE(Stemmer::undoubled(Stemmer::forThread().english(word)), stem);
}

void TestText::germanStems_data()
{
    QTest::addColumn<QString>("word");
    QTest::addColumn<QString>("stem");

    // Outputs of the Snowball German stemmer on folded words (as Tokenizer::fold gives them).
    QTest::newRow("hauser (Häuser)") << Tokenizer::fold(QStringLiteral("Häuser")) << QStringLiteral("haus");
    QTest::newRow("haus") << QStringLiteral("haus") << QStringLiteral("haus");
    QTest::newRow("tage") << QStringLiteral("tage") << QStringLiteral("tag");
    QTest::newRow("tagen") << QStringLiteral("tagen") << QStringLiteral("tag");
    QTest::newRow("urlaubstage") << QStringLiteral("urlaubstage") << QStringLiteral("urlaubstag");
    QTest::newRow("empty") << QString() << QString();
}

void TestText::germanStems()
{
    QFETCH(QString, word);
    QFETCH(QString, stem);
    QCOMPARE(Stemmer::forThread().german(word), stem);
}

void TestText::stemsShared_data()
{
    QTest::addColumn<bool>("german");
    QTest::addColumn<QStringList>("words");

    QTest::newRow("en day") << false << QStringList{QStringLiteral("day"), QStringLiteral("days")};
    QTest::newRow("en request") << false
                                << QStringList{QStringLiteral("request"), QStringLiteral("requests"),
                                               QStringLiteral("requested"), QStringLiteral("requesting")};
    QTest::newRow("en reimburse") << false
                                  << QStringList{QStringLiteral("reimburse"), QStringLiteral("reimbursed"),
                                                 QStringLiteral("reimbursing")};
    QTest::newRow("de Urlaub") << true << QStringList{QStringLiteral("urlaub"), QStringLiteral("urlaubs")};
    QTest::newRow("de Reise") << true << QStringList{QStringLiteral("reise"), QStringLiteral("reisen")};
    QTest::newRow("de Haus") << true
                             << QStringList{QStringLiteral("haus"), QStringLiteral("hauser"),
                                            QStringLiteral("hausern")};
}

void TestText::stemsShared()
{
    QFETCH(bool, german);
    QFETCH(QStringList, words);
    const Stemmer& stemmer = Stemmer::forThread();
    auto stem = [&](const QString& w) { return german ? stemmer.german(w) : stemmer.english(w); };
    const QString first = stem(words.first());
    QVERIFY(!first.isEmpty());
    for (const QString& w : std::as_const(words))
        QCOMPARE(stem(w), first);
    // A different word must not collapse onto the same stem: the check above is not vacuous.
    QVERIFY(stem(QStringLiteral("computer")) != first);
}

void TestText::synonyms()
{
    const Lexicon& lexicon = Lexicon::shared();
    QVERIFY2(lexicon.complete(), qPrintable(lexicon.missing().join(u", ")));
    const QStringList vacation = lexicon.curated(QStringLiteral("vacation"));
    QVERIFY(vacation.contains(QStringLiteral("leave")));
    QVERIFY(vacation.contains(QStringLiteral("urlaub")));
    QVERIFY(!vacation.contains(QStringLiteral("vacation")));
    QVERIFY(lexicon.curated(QStringLiteral("urlaub")).contains(QStringLiteral("vacation")));
    QVERIFY(lexicon.curated(QStringLiteral("xylophone")).isEmpty());
    // Keys are folded: the unfolded spelling is not a key, the file's own spelling does not matter.
    QVERIFY(lexicon.curated(QStringLiteral("überstunden")).isEmpty());
    QVERIFY(lexicon.curated(QStringLiteral("uberstunden")).contains(QStringLiteral("overtime")));
    // Local public transport is what English handbooks call transit; a Zuschuss is a subsidy (change 116).
    QVERIFY(lexicon.curated(QStringLiteral("opnv")).contains(QStringLiteral("transit")));
    QVERIFY(lexicon.curated(QStringLiteral("nahverkehr")).contains(QStringLiteral("transit")));
    QVERIFY(lexicon.curated(QStringLiteral("zuschuss")).contains(QStringLiteral("subsidy")));
    QVERIFY(lexicon.curated(QStringLiteral("kurs")).contains(QStringLiteral("training")));
}

void TestText::thesauriAndDictionaries()
{
    const Lexicon& lexicon = Lexicon::shared();
    QVERIFY(lexicon.thesaurus(QStringLiteral("infant"), Language::English).contains(QStringLiteral("baby")));
    QVERIFY(lexicon.thesaurus(QStringLiteral("weiterbildung"), Language::German).contains(QStringLiteral("seminar")));
    QVERIFY(lexicon.translations(QStringLiteral("urlaub"), Language::German).contains(QStringLiteral("vacation")));
    QVERIFY(lexicon.translations(QStringLiteral("gehalt"), Language::German).contains(QStringLiteral("salary")));
    QVERIFY(lexicon.translations(QStringLiteral("salary"), Language::English).contains(QStringLiteral("gehalt")));
    // German words are folded like the index: "Säugling" is "saugling".
    QVERIFY(lexicon.translations(QStringLiteral("baby"), Language::English).contains(QStringLiteral("saugling")));
    QVERIFY(lexicon.translations(QStringLiteral("xylophonbauer"), Language::German).isEmpty());
    // Countries, in both languages, are abroad (ISO 3166-1 names); everyday words that name one are not.
    QVERIFY(lexicon.broader(QStringLiteral("spanien")).contains(QStringLiteral("ausland")));
    QVERIFY(lexicon.broader(QStringLiteral("portugal")).contains(QStringLiteral("abroad")));
    QVERIFY(lexicon.broader(QStringLiteral("turkey")).isEmpty());
}

void TestText::wordForms_data()
{
    QTest::addColumn<QString>("word");
    QTest::addColumn<bool>("german");
    QTest::addColumn<QString>("form"); // among the candidates; none at all when empty
    QTest::newRow("adjective") << "getrennte" << true << "getrennt";
    QTest::newRow("noun plural dative") << "jahren" << true << "jahr";
    QTest::newRow("past participle inflected") << "bezahlten" << true << "bezahlt";
    QTest::newRow("first person to infinitive") << "arbeite" << true << "arbeiten";
    QTest::newRow("third person to infinitive") << "zahlt" << true << "zahlen";
    QTest::newRow("third person, -et") << "arbeitet" << true << "arbeiten";
    QTest::newRow("past participle, weak") << "gezahlt" << true << "zahlen";
    QTest::newRow("past participle, -et") << "gearbeitet" << true << "arbeiten";
    QTest::newRow("past participle, strong") << "gegeben" << true << "geben";
    QTest::newRow("participle of a particle verb") << "ausgezahlt" << true << "auszahlen";
    QTest::newRow("inflected participle of a particle verb") << "eingereichten" << true << "einreichen";
    QTest::newRow("particle verb to its plain verb") << "ausgezahlt" << true << "zahlen";
    // Every particle a split verb ends a clause with forms participles too (one list for both).
    QTest::newRow("participle with fest") << "festgelegt" << true << "festlegen";
    QTest::newRow("participle with zuruck, not zu") << "zuruckgezahlt" << true << "zuruckzahlen";
    QTest::newRow("particle verb's infinitive to its plain verb") << "anmelden" << true << "melden";
    QTest::newRow("-ing") << "paying" << false << "pay";
    QTest::newRow("-ing, silent e") << "using" << false << "use";
    QTest::newRow("doubled consonant") << "tripped" << false << "trip";
    QTest::newRow("-ies") << "policies" << false << "policy";
    QTest::newRow("too short a stem") << "ist" << true << "";
}

void TestText::participles_data()
{
    QTest::addColumn<QString>("infinitive");
    QTest::addColumn<QString>("participle"); // among the candidates; none at all when empty
    QTest::newRow("particle verb") << "anmelden"
                                   << "angemeldet";
    QTest::newRow("particle verb, t") << "einreichen"
                                      << "eingereicht";
    QTest::newRow("inseparable prefix") << "erstatten"
                                        << "erstattet";
    QTest::newRow("be-") << "beantragen"
                         << "beantragt";
    QTest::newRow("plain verb") << "zahlen"
                                << "gezahlt";
    QTest::newRow("-ieren") << "informieren"
                            << "informiert";
    QTest::newRow("-ern") << "andern"
                          << "geandert";
    QTest::newRow("no verb") << "ab"
                             << "";
}

void TestText::participles()
{
    QFETCH(QString, infinitive);
    QFETCH(QString, participle);
    const QStringList found = WordForms::participles(infinitive);
    if (participle.isEmpty())
        QVERIFY2(found.isEmpty(), qPrintable(found.join(u',')));
    else
        QVERIFY2(found.contains(participle), qPrintable(found.join(u',')));
}

void TestText::wordForms()
{
    QFETCH(QString, word);
    QFETCH(bool, german);
    QFETCH(QString, form);
    const QStringList candidates = WordForms::candidates(word, german ? Language::German : Language::English);
    if (form.isEmpty())
        QVERIFY2(candidates.isEmpty(), qPrintable(candidates.join(u',')));
    else
        QVERIFY2(candidates.contains(form), qPrintable(candidates.join(u',')));
    QVERIFY(!candidates.contains(word));
}

void TestText::separableVerbs_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("verb");   // as written, folded; empty: nothing joined
    QTest::addColumn<QString>("joined"); // the particle verb's dictionary form

    QTest::newRow("verb second") << QStringLiteral("Wie reiche ich meine Reisekosten ein?") << QStringLiteral("reiche")
                                 << QStringLiteral("einreichen");
    QTest::newRow("verb first") << QStringLiteral("Melde ich einen Arbeitsunfall an?") << QStringLiteral("melde")
                                << QStringLiteral("anmelden");
    QTest::newRow("after the subject") << QStringLiteral("Wie viele Urlaubstage stehen mir zu?")
                                       << QStringLiteral("stehen") << QStringLiteral("zustehen");
    QTest::newRow("umlaut") << QStringLiteral("Wann läuft mein Resturlaub ab?") << QStringLiteral("lauft")
                            << QStringLiteral("ablaufen");
    // A noun is capitalised: "Zahlung" + "aus" is no verb, "zahlt" + "aus" is.
    QTest::newRow("nouns are skipped") << QStringLiteral("Wann zahlt die Firma die Zahlung aus?")
                                       << QStringLiteral("zahlt") << QStringLiteral("auszahlen");
    // Two clauses joined by "und": the first ends with its particle.
    QTest::newRow("particle before und") << QStringLiteral("Wann fängt die Spätschicht an und wann ist Feierabend?")
                                         << QStringLiteral("fangt") << QStringLiteral("anfangen");
    // Spoken German drops the "-e" of the first person.
    QTest::newRow("spoken first person") << QStringLiteral("Ich fang nächsten Monat neu an.") << QStringLiteral("fang")
                                         << QStringLiteral("anfangen");
    // "hoch" is a particle too (change 160).
    QTest::newRow("hoch") << QStringLiteral("Wie lade ich eine CSV-Datei ins Datenregister hoch?")
                          << QStringLiteral("lade") << QStringLiteral("hochladen");
    QTest::newRow("no particle at the end")
        << QStringLiteral("Wann muss ich die Reisekosten einreichen?") << QString() << QString();
    QTest::newRow("ordinal is no clause end")
        << QStringLiteral("Gibt es ein 13. Monatsgehalt?") << QString() << QString();
    QTest::newRow("no such verb") << QStringLiteral("Was gehört alles zu?") << QString() << QString();
    // A dash between spaces ends the clause: "an" is its particle.
    QTest::newRow("dash ends the clause") << QStringLiteral("Ich fang nächsten Monat neu an – wie lange dauert das?")
                                          << QStringLiteral("fang") << QStringLiteral("anfangen");
}

void TestText::separableVerbs()
{
    QFETCH(QString, text);
    QFETCH(QString, verb);
    QFETCH(QString, joined);
    const QHash<QString, QString> found = SeparableVerbs::joined(text);
    if (verb.isEmpty()) {
        QVERIFY2(found.isEmpty(), qPrintable(QStringList(found.values()).join(u',')));
        return;
    }
    QCOMPARE(found.size(), 1);
    QCOMPARE(found.value(verb), joined);
}

void TestText::impliedWords_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QStringList>("implied");
    // A coordination ellipsis: the first conjunct shares the complete word's last part.
    QTest::newRow("particles") << QStringLiteral("Für den An- und Abreisetag gilt der halbe Satz.")
                               << QStringList{QStringLiteral("anreisetag")};
    // … and the split verb "abwägen".
    QTest::newRow("with an article") << QStringLiteral("14 EUR für den An- und den Abreisetag einer Reise")
                                     << QStringList{QStringLiteral("anreisetag")};
    QTest::newRow("Vor- und Nachteile") << QStringLiteral("Wägen Sie Vor- und Nachteile ab.")
                                        << QStringList{QStringLiteral("vorteile"), QStringLiteral("abwagen")};
    QTest::newRow("linking s") << QStringLiteral("Urlaubs- und Krankheitstage werden erfasst.")
                               << QStringList{QStringLiteral("urlaubstage")};
    QTest::newRow("three conjuncts") << QStringLiteral("Kranken-, Pflege- und Rentenversicherung zahlen beide.")
                                     << QStringList{QStringLiteral("krankenversicherung"),
                                                    QStringLiteral("pflegeversicherung")};
    // The second conjunct shares the first's first part.
    QTest::newRow("backward") << QStringLiteral("Schichtbeginn und -ende stehen im Plan.")
                              << QStringList{QStringLiteral("schichtende")};
    QTest::newRow("zu-infinitive") << QStringLiteral("Fehlende Zeiten sind nachzutragen.")
                                   << QStringList{QStringLiteral("nachtragen")};
    QTest::newRow("split verb") << QStringLiteral("Tragen Sie fehlende Zeiten bis Freitag nach.")
                                << QStringList{QStringLiteral("nachtragen")};
    QTest::newRow("a hyphenated word is no ellipsis")
        << QStringLiteral("Die E-Mail-Adresse und Telefonnummer.") << QStringList();
    QTest::newRow("english") << QStringLiteral("Pre- and post-tax amounts differ.") << QStringList();
}

void TestText::impliedWords()
{
    QFETCH(QString, text);
    QFETCH(QStringList, implied);
    const QStringList found = ImpliedWords::of(text);
    QVERIFY2(found == implied, qPrintable(found.join(u',')));
}

void TestText::reflexiveVerbs_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QStringList>("reflexive"); // curated verbs used reflexively, sorted
    // "sich anmelden" is logging in; "die Elternzeit anmelden" is notifying (the curated "notify" group).
    QTest::newRow("split, reflexive") << QStringLiteral("Wie melde ich mich im VPN an?")
                                      << QStringList{QStringLiteral("anmelden")};
    QTest::newRow("infinitive, reflexive")
        << QStringLiteral("Wie kann ich mich bei Slack anmelden?") << QStringList{QStringLiteral("anmelden")};
    QTest::newRow("with an object") << QStringLiteral("Wann melde ich meine Elternzeit bei HR an?") << QStringList();
    QTest::newRow("another clause's pronoun")
        << QStringLiteral("Ich habe mich verletzt, wann melde ich den Unfall an?") << QStringList();
}

void TestText::reflexiveVerbs()
{
    QFETCH(QString, text);
    QFETCH(QStringList, reflexive);
    const QSet<QString> verbs = SeparableVerbs::reflexive(text);
    QStringList found(verbs.cbegin(), verbs.cend());
    found.sort();
    QCOMPARE(found, reflexive);
}

void TestText::plainVerb_data()
{
    QTest::addColumn<QString>("word");
    QTest::addColumn<QString>("plain");
    QTest::newRow("an") << QStringLiteral("anmelden") << QStringLiteral("melden");
    QTest::newRow("longest particle") << QStringLiteral("zuruckgeben") << QStringLiteral("geben");
    QTest::newRow("no particle") << QStringLiteral("beantragen") << QString();
    QTest::newRow("no infinitive") << QStringLiteral("anmeldung") << QString();
    QTest::newRow("too short a rest") << QStringLiteral("abzen") << QString();
}

void TestText::plainVerb()
{
    QFETCH(QString, word);
    QFETCH(QString, plain);
    QCOMPARE(SeparableVerbs::plainVerb(word), plain);
}

void TestText::lexiconFileLayouts_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<bool>("pairs");
    QTest::addColumn<QString>("word");
    QTest::addColumn<QString>("written"); // the word as a question writes it; empty: not known
    QTest::addColumn<QStringList>("expected");
    QTest::addColumn<QStringList>("phrases"); // LexiconFile::phrases for the same word
    const QByteArray groups = "# comment;line\nLeave;holiday;vacation\nleave;depart\nleave of absence;furlough\n";
    QTest::newRow("groups: every group of the word, each word once")
        << groups << false << QStringLiteral("leave") << QString()
        << QStringList{QStringLiteral("holiday"), QStringLiteral("vacation"), QStringLiteral("depart")}
        << QStringList{};
    QTest::newRow("groups: a phrase is no word") << groups << false << QStringLiteral("furlough") << QString()
                                                 << QStringList{} << QStringList{QStringLiteral("leave of absence")};
    QTest::newRow("groups: comments are no entries")
        << groups << false << QStringLiteral("comment") << QString() << QStringList{} << QStringList{};
    const QByteArray pairs = "urlaub\tleave;vacation\nÜberstunden\tovertime;Extra Hours\nurlaub\tholiday\n"
                             "krankheitstag\tsick day\n";
    QTest::newRow("pairs: lines of the same word add up")
        << pairs << true << QStringLiteral("urlaub") << QString()
        << QStringList{QStringLiteral("leave"), QStringLiteral("vacation"), QStringLiteral("holiday")} << QStringList{};
    QTest::newRow("pairs: heads folded, phrases apart")
        << pairs << true << QStringLiteral("uberstunden") << QString() << QStringList{QStringLiteral("overtime")}
        << QStringList{QStringLiteral("extra hours")};
    QTest::newRow("pairs: a word with phrases only") << pairs << true << QStringLiteral("krankheitstag") << QString()
                                                     << QStringList{} << QStringList{QStringLiteral("sick day")};
    QTest::newRow("pairs: translations are not heads")
        << pairs << true << QStringLiteral("leave") << QString() << QStringList{} << QStringList{};
    // "zahlen" and "zählen" fold alike: the word as written picks its own line, "zahlen" as well as
    // "zählen"; a word written otherwise (without its umlaut: "Pramie") finds every line that folds alike.
    const QByteArray umlauts = "zahlen\tpay;paid\nzählen\tcount\n";
    QTest::newRow("pairs: the head as written")
        << umlauts << true << QStringLiteral("zahlen") << QStringLiteral("zählen")
        << QStringList{QStringLiteral("count")} << QStringList{};
    QTest::newRow("pairs: the head as written, no umlaut")
        << umlauts << true << QStringLiteral("zahlen") << QStringLiteral("zahlen")
        << QStringList{QStringLiteral("pay"), QStringLiteral("paid")} << QStringList{};
    QTest::newRow("pairs: no head as written")
        << umlauts << true << QStringLiteral("zahlen") << QStringLiteral("zahlén")
        << QStringList{QStringLiteral("pay"), QStringLiteral("paid"), QStringLiteral("count")} << QStringList{};
    QTest::newRow("pairs: not written") << umlauts << true << QStringLiteral("zahlen") << QString()
                                        << QStringList{QStringLiteral("pay"), QStringLiteral("paid"),
                                                       QStringLiteral("count")}
                                        << QStringList{};
}

void TestText::lexiconFileLayouts()
{
    QFETCH(QByteArray, text);
    QFETCH(bool, pairs);
    QFETCH(QString, word);
    QFETCH(QString, written);
    QFETCH(QStringList, expected);
    QFETCH(QStringList, phrases);
    const LexiconFile file =
        LexiconFile::fromText(text, pairs ? LexiconFile::Layout::Pairs : LexiconFile::Layout::Groups);
    QCOMPARE(file.lookup(word, written), expected);
    QCOMPARE(file.phrases(word, written), phrases);
}

void TestText::phrasesAreFound_data()
{
    QTest::addColumn<QString>("question");
    QTest::addColumn<QStringList>("expected"); // "phrase@first+count: meaning,…" per phrase found
    const QString timeOff = QStringLiteral(": leave,vacation");
    QTest::newRow("plain") << QStringLiteral("Can I take time off?")
                           << QStringList{QStringLiteral("time off@3+2") + timeOff};
    QTest::newRow("inflected, by stems") << QStringLiteral("How many days off do I get?")
                                         << QStringList{QStringLiteral("day off@2+2") + timeOff};
    QTest::newRow("a possessive between its words") << QStringLiteral("I want to hand in my notice")
                                                    << QStringList{QStringLiteral("hand in notice@3+4: resignation")};
    QTest::newRow("the possessive s") << QStringLiteral("Do I need a doctor's note?")
                                      << QStringList{QStringLiteral("doctor note@4+3: krankmeldung")};
    QTest::newRow("German, inflected") << QStringLiteral("Muss ich den gelben Zettel abgeben?")
                                       << QStringList{QStringLiteral("gelber zettel@3+2: krankmeldung")};
    QTest::newRow("the longest variant") << QStringLiteral("Is there paid time off?")
                                         << QStringList{QStringLiteral("paid time off@2+3") + timeOff};
    QTest::newRow("two phrases") << QStringLiteral("time off and work from home")
                                 << QStringList{QStringLiteral("time off@0+2") + timeOff,
                                                QStringLiteral("work from home@3+3: remote")};
    QTest::newRow("other words between") << QStringLiteral("I work mostly from home") << QStringList{};
    QTest::newRow("no filler before the first word") << QStringLiteral("my off time") << QStringList{};
    QTest::newRow("words alone") << QStringLiteral("What time is the office open?") << QStringList{};
    QTest::newRow("a one-word line is no phrase") << QStringLiteral("vacation") << QStringList{};
    // "=länger" only as written: "wie lange bleiben" asks how long, it is no staying longer.
    QTest::newRow("as written") << QStringLiteral("Darf ich heute länger bleiben?")
                                << QStringList{QStringLiteral("langer bleiben@3+2: overtime")}; // folded
    QTest::newRow("not by its stem") << QStringLiteral("Wie lange bleiben die Aufnahmen gespeichert?") << QStringList{};
    // A verb and its particle around their object (change 146); no further than three words apart.
    QTest::newRow("an object between a verb and its particle")
        << QStringLiteral("Can I carry unused days over?") << QStringList{QStringLiteral("carry over@2+4: carryover")};
    QTest::newRow("too far apart") << QStringLiteral("Can I carry all of my unused days over?") << QStringList{};
    QTest::newRow("a situation") << QStringLiteral("My laptop was stolen last night")
                                 << QStringList{QStringLiteral("last night@4+2: ")};
    QTest::newRow("a place") << QStringLiteral("My laptop was stolen on the train")
                             << QStringList{QStringLiteral("on the train@4+3: (where)")};
}

void TestText::phrasesAreFound()
{
    QFETCH(QString, question);
    QFETCH(QStringList, expected);
    const PhraseList list = PhraseList::fromText("# comment\tno;entry\n"
                                                 "time off|day off|paid time off\tleave;vacation;annual leave\n"
                                                 "work from home\tremote\n"
                                                 "hand in notice\tresignation\n"
                                                 "sick note|doctor note|gelber zettel\tKrankmeldung\n"
                                                 "vacation\tholiday\n"
                                                 "=länger bleiben\tovertime\n"
                                                 "carry over\tcarryover\n"
                                                 "last night\t-\n"
                                                 "on the train\t~\n");
    QStringList found;
    for (const PhraseList::Match& m : list.find(Tokenizer::tokens(question))) {
        const QString meaning = m.where ? QStringLiteral("(where)") : m.meaning.join(u',');
        found.append(QStringLiteral("%1@%2+%3: %4").arg(m.phrase).arg(m.first).arg(m.count).arg(meaning));
    }
    QCOMPARE(found, expected);
}

void TestText::lexiconMissingDirectory()
{
    const Lexicon empty = Lexicon::load(QStringLiteral("/nonexistent/lexicon"));
    QCOMPARE(empty.missing().size(), 9);
    QCOMPARE(empty.phrases().entries(), 0);
    QVERIFY(empty.curated(QStringLiteral("vacation")).isEmpty());
    QVERIFY(!LexiconFile::load(QStringLiteral("/nonexistent/x.txt"), LexiconFile::Layout::Groups));
}

void TestText::lexiconMissingFilesAreNamed()
{
    // Found without loading anything, and said with what to do: a broken installation refuses far more.
    QTemporaryDir data;
    QVERIFY(QDir(data.path()).mkdir(QStringLiteral("lexicon")));
    const QString dir = data.filePath(QStringLiteral("lexicon"));
    for (const char* name : {"synonyms.txt", "translate-de-en.txt", "translate-en-de.txt"}) {
        QFile file(QDir(dir).filePath(QString::fromLatin1(name)));
        QVERIFY(file.open(QIODevice::WriteOnly));
    }
    QCOMPARE(Lexicon::missingFiles(dir),
             (QStringList{QStringLiteral("thesaurus-en.txt"), QStringLiteral("thesaurus-de.txt"),
                          QStringLiteral("places.txt"), QStringLiteral("broader.txt"),
                          QStringLiteral("irregular-en.txt"), QStringLiteral("phrases.txt")}));
    QCOMPARE(Lexicon::missingFiles(QStringLiteral("/nonexistent/lexicon")).size(), 9);

    const QByteArray saved = qgetenv("LOTSE_DATA_DIR");
    qputenv("LOTSE_DATA_DIR", data.path().toUtf8());
    const QString warning = Lexicon::missingWarning();
    QVERIFY2(warning.contains(QStringLiteral(
                 "thesaurus-en.txt, thesaurus-de.txt, places.txt, broader.txt, irregular-en.txt, phrases.txt")),
             qPrintable(warning));
    QVERIFY2(warning.contains(QDir::toNativeSeparators(dir)), qPrintable(warning));
    QVERIFY2(warning.contains(QStringLiteral("Reinstall Lotse")), qPrintable(warning));
    for (const char* name :
         {"thesaurus-en.txt", "thesaurus-de.txt", "places.txt", "broader.txt", "irregular-en.txt", "phrases.txt"}) {
        QFile file(QDir(dir).filePath(QString::fromLatin1(name)));
        QVERIFY(file.open(QIODevice::WriteOnly));
    }
    QVERIFY(Lexicon::missingWarning().isEmpty());
    if (saved.isNull())
        qunsetenv("LOTSE_DATA_DIR");
    else
        qputenv("LOTSE_DATA_DIR", saved);
}

QTEST_GUILESS_MAIN(TestText)
#include "tst_text.moc"
