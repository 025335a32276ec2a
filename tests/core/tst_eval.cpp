// SPDX-License-Identifier: GPL-3.0-or-later
// The evaluation runner's parts: reading a set (with clear per-line errors), matching key facts
// (case, whitespace, Markdown, number words), scoring a run from its trace (source hit rates,
// refusal logic), the scores of a group, the report's JSON, comparing two runs, and one run of the
// runner itself over a tiny corpus folder.
#include "agent/offline/OfflineStrategies.h"
#include "eval/EvalComparison.h"
#include "eval/EvalRunner.h"
#include "eval/EvalScorer.h"
#include "eval/EvalSet.h"
#include "eval/EvalTable.h"
#include "eval/FactMatcher.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace lotse;

namespace {

QByteArray line(const QJsonObject& o)
{
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

QJsonObject validQuestion(const QString& id = QStringLiteral("q-1"))
{
    return {{QStringLiteral("id"), id},
            {QStringLiteral("corpus"), QStringLiteral("handbook")},
            {QStringLiteral("question"), QStringLiteral("How many vacation days do I get?")},
            {QStringLiteral("lang"), QStringLiteral("en")},
            {QStringLiteral("kind"), QStringLiteral("direct")},
            {QStringLiteral("expected_sources"), QJsonArray{QStringLiteral("Leave/annual leave.md")}},
            {QStringLiteral("must_mention"), QJsonArray{QStringLiteral("30 days")}},
            {QStringLiteral("notes"), QStringLiteral("30 days a year.")}};
}

QJsonObject with(QJsonObject o, const QString& key, const QJsonValue& value)
{
    if (value.isUndefined())
        o.remove(key);
    else
        o.insert(key, value);
    return o;
}

QJsonObject hitJson(const QString& path)
{
    return {{QStringLiteral("source"), path}, {QStringLiteral("chunkId"), 1}};
}

// A trace as AgentTrace writes it, reduced to what the scorer reads.
// Scores a trace document as stored: read back through Trace::fromJson, as every reader gets it.
EvalResult scoreJson(const EvalQuestion& q, const QJsonObject& json, const QString& root)
{
    return EvalScorer::score(q, Trace::fromJson(json).value(), root);
}

QJsonObject trace(const QString& outcome, const QList<QStringList>& roundHits, const QStringList& cited,
                  const QString& answer, qint64 ms = 10)
{
    QJsonArray rounds;
    for (const QStringList& hits : roundHits) {
        QJsonArray array;
        for (const QString& h : hits)
            array.append(hitJson(h));
        rounds.append(QJsonObject{{QStringLiteral("query"), QStringLiteral("q")}, {QStringLiteral("hits"), array}});
    }
    QJsonArray citations;
    for (const QString& c : cited)
        citations.append(hitJson(c));
    return {{QStringLiteral("outcome"), outcome},
            {QStringLiteral("answer"), answer},
            {QStringLiteral("rounds"), rounds},
            {QStringLiteral("citations"), citations},
            {QStringLiteral("elapsedMs"), ms},
            {QStringLiteral("usage"),
             QJsonObject{{QStringLiteral("promptTokens"), 100}, {QStringLiteral("completionTokens"), 20}}},
            {QStringLiteral("cost"), QJsonObject{{QStringLiteral("usd"), 0.5}}}};
}

EvalQuestion question(const QString& kind, const QStringList& sources, const QStringList& facts,
                      const QString& id = QStringLiteral("q"))
{
    EvalQuestion q;
    q.id = id;
    q.corpus = QStringLiteral("c");
    q.question = QStringLiteral("question?");
    q.kind = kind;
    q.expectedSources = sources;
    q.mustMention = facts;
    return q;
}

const QString root = QStringLiteral("/corpora/c");

} // namespace

class TestEval final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void parsesAValidSet()
    {
        const QByteArray data =
            "\xEF\xBB\xBF" + line(validQuestion(QStringLiteral("q-1"))) + "\n\n   \n"
            + line(
                with(with(validQuestion(QStringLiteral("q-2")), QStringLiteral("kind"), QStringLiteral("unanswerable")),
                     QStringLiteral("expected_sources"), QJsonArray()))
            + "\r\n"
            + line(with(validQuestion(QStringLiteral("q-3")), QStringLiteral("corpus"), QStringLiteral("other")));
        const EvalSet set = EvalSet::parse(data);
        QVERIFY2(set.isValid(), qPrintable(set.problemText(QStringLiteral("set"))));
        QCOMPARE(set.questions().size(), 3);
        const EvalQuestion& q = set.questions().first();
        QCOMPARE(q.id, QStringLiteral("q-1"));
        QCOMPARE(q.expectedSources, QStringList{QStringLiteral("Leave/annual leave.md")});
        QCOMPARE(q.mustMention, QStringList{QStringLiteral("30 days")});
        QCOMPARE(q.line, 1);
        QVERIFY(set.questions().at(1).isUnanswerable());
        QCOMPARE(set.questions().at(1).line, 4);
        QCOMPARE(set.corpora(), (QStringList{QStringLiteral("handbook"), QStringLiteral("other")}));
    }

    void reportsBrokenLines_data()
    {
        QTest::addColumn<QByteArray>("badLine");
        QTest::addColumn<QString>("message");
        const QJsonObject q = validQuestion(QStringLiteral("q-2"));
        QTest::newRow("not JSON") << QByteArray("{\"id\": \"q-2\", ") << "not valid JSON";
        QTest::newRow("an array") << QByteArray("[1, 2]") << "a line must be one JSON object";
        QTest::newRow("no id") << line(with(q, QStringLiteral("id"), {})) << "“id” is missing";
        QTest::newRow("no question") << line(with(q, QStringLiteral("question"), {})) << "q-2: “question” is missing";
        QTest::newRow("empty question") << line(with(q, QStringLiteral("question"), QStringLiteral("  ")))
                                        << "q-2: “question” is empty";
        QTest::newRow("question not text")
            << line(with(q, QStringLiteral("question"), 42)) << "“question” must be a text";
        QTest::newRow("unknown kind") << line(with(q, QStringLiteral("kind"), QStringLiteral("multihop")))
                                      << "“kind” must be one of direct, misleading, multi_hop, comparison, "
                                         "unanswerable, not “multihop”";
        QTest::newRow("sources not a list") << line(with(q, QStringLiteral("expected_sources"), QStringLiteral("a.md")))
                                            << "“expected_sources” must be a list";
        QTest::newRow("empty source") << line(with(q, QStringLiteral("expected_sources"), QJsonArray{QString()}))
                                      << "“expected_sources” must hold only non-empty texts";
        QTest::newRow("answerable without sources")
            << line(with(q, QStringLiteral("expected_sources"), QJsonArray())) << "a direct question needs the files";
        QTest::newRow("unanswerable with sources")
            << line(with(q, QStringLiteral("kind"), QStringLiteral("unanswerable")))
            << "an unanswerable question cannot have expected_sources";
        QTest::newRow("corpus outside") << line(with(q, QStringLiteral("corpus"), QStringLiteral("../secret")))
                                        << "“corpus” must be a folder name";
        QTest::newRow("absolute source") << line(
            with(q, QStringLiteral("expected_sources"), QJsonArray{QStringLiteral("/etc/passwd")}))
                                         << "must be a path relative to the corpus folder";
        QTest::newRow("duplicate id") << line(validQuestion(QStringLiteral("q-1")))
                                      << "id “q-1” is used on line 1 already";
    }
    void reportsBrokenLines()
    {
        QFETCH(QByteArray, badLine);
        QFETCH(QString, message);
        const QByteArray data = line(validQuestion(QStringLiteral("q-1"))) + '\n' + badLine + '\n'
                                + line(validQuestion(QStringLiteral("q-3"))) + '\n';
        const EvalSet set = EvalSet::parse(data);
        QVERIFY(!set.isValid());
        QCOMPARE(set.problems().size(), 1);
        QCOMPARE(set.problems().first().line, 2);
        const QString text = set.problemText(QStringLiteral("dev.jsonl"));
        QVERIFY2(text.startsWith(QStringLiteral("dev.jsonl:2: ")), qPrintable(text));
        QVERIFY2(text.contains(message), qPrintable(text));
        // The good lines around it are still read, so all problems can be reported at once.
        QCOMPARE(set.questions().size(), 2);
    }

    void reportsEveryBrokenLineAndEmptySets()
    {
        const EvalSet set = EvalSet::parse("nope\n" + line(validQuestion()) + "\n{}\n");
        QCOMPARE(set.problems().size(), 2);
        QCOMPARE(set.problems().at(0).line, 1);
        QCOMPARE(set.problems().at(1).line, 3);
        const EvalSet empty = EvalSet::parse("\n\n");
        QVERIFY(!empty.isValid());
        QVERIFY(empty.problemText(QStringLiteral("x.jsonl")).contains(QStringLiteral("no questions")));
        QCOMPARE(EvalSet::load(QStringLiteral("/no/such/set.jsonl")).error().code, Error::Code::NotFound);
    }

    void factMatching_data()
    {
        QTest::addColumn<QString>("answer");
        QTest::addColumn<QString>("fact");
        QTest::addColumn<bool>("found");
        QTest::newRow("plain") << "You get 30 days."
                               << "30 days" << true;
        QTest::newRow("case") << "The TEAM FIT interview"
                              << "team fit" << true;
        QTest::newRow("whitespace") << "within  three\ncalendar   days"
                                    << "three calendar days" << true;
        QTest::newRow("word to digit") << "within three calendar days"
                                       << "3 calendar days" << true;
        QTest::newRow("digit to word") << "within 3 calendar days"
                                       << "three calendar days" << true;
        QTest::newRow("tens and units") << "twenty-one days"
                                        << "21 days" << true;
        QTest::newRow("ordinal") << "in the 6th week of every quarter"
                                 << "sixth week" << true;
        QTest::newRow("one year") << "after one year of service"
                                  << "1 year" << true;
        QTest::newRow("German number") << "bis zu fünf Tage"
                                       << "5 Tage" << true;
        QTest::newRow("German article is not a number") << "ein Tag"
                                                        << "1 Tag" << false;
        QTest::newRow("number inside a longer one") << "within 11 years"
                                                    << "1 year" << false;
        QTest::newRow("number prefix of a longer one") << "30 days"
                                                       << "3" << false;
        QTest::newRow("a stem matches inflections") << "die Funktionspostfächer"
                                                    << "Funktionspost" << true;
        QTest::newRow("bold") << "on **Friday** before"
                              << "Friday" << true;
        QTest::newRow("bold across words") << "call **The Work** Number"
                                           << "The Work Number" << true;
        QTest::newRow("link label") << "see [The Work Number](https://example.com)"
                                    << "The Work Number" << true;
        QTest::newRow("citation label does not count")
            << "It is in the policy [Office of Civil Rights › Contact](lotse://chunk/12)."
            << "Office of Civil Rights" << false;
        QTest::newRow("typographic dash") << "6–7 years"
                                          << "6-7" << true;
        QTest::newRow("curly apostrophe") << "New Year’s Day"
                                          << "New Year's Day" << true;
        QTest::newRow("absent") << "Nothing about it."
                                << "Monday" << false;
        QTest::newRow("empty fact") << "anything"
                                    << "" << false;
    }
    void factMatching()
    {
        QFETCH(QString, answer);
        QFETCH(QString, fact);
        QFETCH(bool, found);
        QCOMPARE(FactMatcher::contains(answer, fact), found);
    }

    void scoresAnAnsweredQuestion()
    {
        const EvalQuestion q =
            question(QStringLiteral("multi_hop"), {QStringLiteral("Leave/a.md"), QStringLiteral("b.md")},
                     {QStringLiteral("three business days"), QStringLiteral("670")});
        const QJsonObject t = trace(
            QStringLiteral("answered"),
            {{root + QStringLiteral("/x.md"), root + QStringLiteral("/Leave/a.md")}, {root + QStringLiteral("/b.md")}},
            {root + QStringLiteral("/b.md")}, QStringLiteral("Submit it within 3 business days [B](lotse://chunk/4)."));
        const EvalResult r = scoreJson(q, t, root);
        QCOMPARE(r.outcome, QStringLiteral("answered"));
        QVERIFY(r.handledRight);
        QCOMPARE(r.rounds, 2);
        QCOMPARE(r.round1Sources, (QStringList{QStringLiteral("x.md"), QStringLiteral("Leave/a.md")}));
        QCOMPARE(r.finalSources, QStringList{QStringLiteral("b.md")});
        QCOMPARE(*r.round1Recall, 0.5);
        QCOMPARE(*r.finalRecall, 0.5);
        QCOMPARE(r.factsFound, QStringList{QStringLiteral("three business days")});
        QCOMPARE(r.factsMissing, QStringList{QStringLiteral("670")});
        QCOMPARE(*r.factCoverage, 0.5);
        QCOMPARE(r.latencyMs, qint64(10));
        QCOMPARE(r.promptTokens, 100);
        QCOMPARE(*r.costUsd, 0.5);
    }

    void scoresTheAnswerCheck()
    {
        // Issue 18: unsupported statements, contradictions and forbidden mentions from the trace.
        EvalQuestion q = question(QStringLiteral("direct"), {QStringLiteral("a.md")}, {QStringLiteral("30 days")});
        q.mustNotMention = {QStringLiteral("Ignore previous"), QStringLiteral("100 days")};
        q.expectContradiction = true;
        auto claim = [](const char* status) { return QJsonObject{{QStringLiteral("status"), QLatin1String(status)}}; };
        QJsonObject t =
            trace(QStringLiteral("answered"), {{root + QStringLiteral("/a.md")}}, {root + QStringLiteral("/a.md")},
                  QStringLiteral("You get 30 days [A](lotse://chunk/1). The memo says 100 days."));
        t.insert(QStringLiteral("grounding"),
                 QJsonObject{
                     {QStringLiteral("claims"), QJsonArray{claim("supported"), claim("unsupported"), claim("uncited")}},
                     {QStringLiteral("contradictions"), QJsonArray{QJsonObject{}}}});
        EvalResult r = scoreJson(q, t, root);
        QCOMPARE(r.claims, 3);
        QCOMPARE(r.unsupportedClaims, 2);
        QCOMPARE(r.contradictions, 1);
        QCOMPARE(r.forbiddenFound, QStringList{QStringLiteral("100 days")});
        QVERIFY(!r.handledRight); // it said what it must not
        QCOMPARE(EvalResult::fromJson(r.toJson()).toJson(), r.toJson());

        // Right: no forbidden words, the contradiction named.
        t.insert(QStringLiteral("answer"), QStringLiteral("You get 30 days [A](lotse://chunk/1)."));
        r = scoreJson(q, t, root);
        QVERIFY(r.handledRight);
        // Wrong again: the expected contradiction was not found.
        t.insert(QStringLiteral("grounding"), QJsonObject{{QStringLiteral("claims"), QJsonArray{claim("supported")}}});
        const EvalResult unnamed = scoreJson(q, t, root);
        QVERIFY(!unnamed.handledRight);

        const EvalScores scores = EvalScores::of({r, unnamed});
        QCOMPARE(scores.claims, 4);
        QCOMPARE(scores.unsupportedClaims, 2);
        QCOMPARE(*scores.unsupportedClaimRate, 0.5);
        QCOMPARE(scores.contradictionCases, 2);
        QCOMPARE(scores.contradictionsNamed, 1);
        EvalReport report;
        report.results = {r, unnamed};
        const QString table = EvalTable::scores(report);
        QVERIFY2(table.contains(QStringLiteral("Answer check: 2 of 4 checked statements not supported")),
                 qPrintable(table));
        QVERIFY2(table.contains(QStringLiteral("Contradictions named: 1 of 2")), qPrintable(table));
        QVERIFY2(EvalTable::questions(report).contains(QStringLiteral("contradiction not named")),
                 qPrintable(EvalTable::questions(report)));
    }

    void parsesTrustFields()
    {
        const EvalSet set = EvalSet::parse(
            line(with(with(validQuestion(), QStringLiteral("must_not_mention"), QJsonArray{QStringLiteral("100 days")}),
                      QStringLiteral("contradiction"), true)));
        QVERIFY2(set.isValid(), qPrintable(set.problemText(QStringLiteral("set"))));
        QCOMPARE(set.questions().first().mustNotMention, QStringList{QStringLiteral("100 days")});
        QVERIFY(set.questions().first().expectContradiction);
        const EvalSet bad =
            EvalSet::parse(line(with(validQuestion(), QStringLiteral("contradiction"), QStringLiteral("yes"))));
        QCOMPARE(bad.problems().size(), 1);
        QVERIFY2(bad.problems().first().message.contains(QStringLiteral("true or false")),
                 qPrintable(bad.problems().first().message));
    }

    void citationsCountForTheFinalRound()
    {
        // Passages the answer cites count as found even when the last round's hits lack them (merged lanes).
        const EvalQuestion q = question(QStringLiteral("direct"), {QStringLiteral("a.md")}, {});
        const EvalResult r = scoreJson(q,
                                       trace(QStringLiteral("answered"), {{root + QStringLiteral("/z.md")}},
                                             {root + QStringLiteral("/a.md")}, QStringLiteral("…")),
                                       root);
        QCOMPARE(*r.round1Recall, 0.0);
        QCOMPARE(*r.finalRecall, 1.0);
        QVERIFY(!r.factCoverage.has_value()); // no key facts to check
    }

    void refusalLogic_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QString>("outcome");
        QTest::addColumn<bool>("handledRight");
        QTest::addColumn<double>("coverage"); // -1: none
        QTest::newRow("answerable answered") << "direct"
                                             << "answered" << true << 1.0;
        QTest::newRow("answerable refused") << "direct"
                                            << "refused" << false << 0.0;
        QTest::newRow("answerable failed") << "comparison"
                                           << "failed" << false << 0.0;
        QTest::newRow("unanswerable refused") << "unanswerable"
                                              << "refused" << true << -1.0;
        QTest::newRow("unanswerable answered") << "unanswerable"
                                               << "answered" << false << -1.0;
        QTest::newRow("unanswerable failed") << "unanswerable"
                                             << "failed" << false << -1.0;
    }
    void refusalLogic()
    {
        QFETCH(QString, kind);
        QFETCH(QString, outcome);
        QFETCH(bool, handledRight);
        QFETCH(double, coverage);
        const bool unanswerable = kind == QStringLiteral("unanswerable");
        const EvalQuestion q = question(kind, unanswerable ? QStringList() : QStringList{QStringLiteral("a.md")},
                                        unanswerable ? QStringList() : QStringList{QStringLiteral("Friday")});
        // A refusal that happens to name the fact (the closest passages, the words searched) scores nothing.
        const EvalResult r = scoreJson(
            q, trace(outcome, {{root + QStringLiteral("/a.md")}}, {}, QStringLiteral("I searched for Friday.")), root);
        QCOMPARE(r.handledRight, handledRight);
        QCOMPARE(r.unanswerable, unanswerable);
        QCOMPARE(r.factCoverage.has_value(), coverage >= 0);
        if (coverage >= 0)
            QCOMPARE(*r.factCoverage, coverage);
        QCOMPARE(r.finalRecall.has_value(), !unanswerable);
    }

    void sourcesOverOneKnowledgeBase()
    {
        // Without a corpus folder, a hit counts when its path ends with the expected source.
        QCOMPARE(EvalScorer::relativeSource(QStringLiteral("/kb/files/Leave/a.md"), QString(),
                                            {QStringLiteral("Leave/a.md")}),
                 QStringLiteral("Leave/a.md"));
        QCOMPARE(EvalScorer::relativeSource(QStringLiteral("/kb/files/OtherLeave/a.md"), QString(),
                                            {QStringLiteral("Leave/a.md")}),
                 QStringLiteral("/kb/files/OtherLeave/a.md"));
        QCOMPARE(EvalScorer::relativeSource(root + QStringLiteral("/sub dir/b.md"), root, {}),
                 QStringLiteral("sub dir/b.md"));
    }

    void scoresOfAGroup()
    {
        QList<EvalResult> results;
        auto add = [&](const QString& kind, const QString& outcome, double recall1, double recallFinal, double facts,
                       qint64 ms, int rounds) {
            EvalResult r;
            r.id = QString::number(results.size());
            r.kind = kind;
            r.unanswerable = kind == QStringLiteral("unanswerable");
            r.outcome = outcome;
            r.handledRight =
                r.unanswerable ? outcome == QStringLiteral("refused") : outcome == QStringLiteral("answered");
            if (!r.unanswerable) {
                r.round1Recall = recall1;
                r.finalRecall = recallFinal;
                r.factCoverage = facts;
            }
            r.latencyMs = ms;
            r.rounds = rounds;
            r.promptTokens = 10;
            r.completionTokens = 1;
            r.costUsd = 0.25;
            results.append(r);
        };
        add(QStringLiteral("direct"), QStringLiteral("answered"), 1, 1, 1, 10, 1);
        add(QStringLiteral("direct"), QStringLiteral("refused"), 0, 1, 0, 20, 3);
        add(QStringLiteral("direct"), QStringLiteral("failed"), 0, 0, 0, 30, 0);
        add(QStringLiteral("unanswerable"), QStringLiteral("refused"), 0, 0, 0, 40, 3);
        add(QStringLiteral("unanswerable"), QStringLiteral("answered"), 0, 0, 0, 1000, 1);
        const EvalScores s = EvalScores::of(results);
        QCOMPARE(s.questions, 5);
        QCOMPARE(s.answerable, 3);
        QCOMPARE(s.unanswerable, 2);
        QCOMPARE(s.answered, 2);
        QCOMPARE(s.refused, 2);
        QCOMPARE(s.failed, 1);
        QCOMPARE(*s.hitRateRound1, 1.0 / 3);
        QCOMPARE(*s.hitRateFinal, 2.0 / 3);
        QCOMPARE(*s.factCoverage, 1.0 / 3);
        QCOMPARE(*s.handledRight, 2.0 / 5);
        QCOMPARE(*s.falseRefusalRate, 1.0 / 3);
        QCOMPARE(*s.falseAnswerRate, 1.0 / 2);
        QCOMPARE(s.rounds, (QMap<int, int>{{0, 1}, {1, 2}, {3, 2}}));
        QCOMPARE(s.latencyP50Ms, qint64(30));
        QCOMPARE(s.latencyP95Ms, qint64(1000));
        QCOMPARE(s.promptTokens, qint64(50));
        QCOMPARE(*s.costUsd, 1.25);

        // Rates with nothing to measure are empty, not 0; one unknown cost makes the sum unknown.
        results.removeLast();
        results.removeLast();
        results.first().costUsd.reset();
        const EvalScores answerable = EvalScores::of(results);
        QVERIFY(!answerable.falseAnswerRate.has_value());
        QVERIFY(!answerable.costUsd.has_value());
        QVERIFY(!EvalScores::of({}).hitRateFinal.has_value());
        QCOMPARE(EvalScores::percentile({}, 0.5), qint64(0));
        QCOMPARE(EvalScores::percentile({5}, 0.95), qint64(5));
        QCOMPARE(EvalScores::percentile({4, 1, 3, 2}, 0.5), qint64(2));
    }

    void ambiguousIsCountedApart()
    {
        // Answered with a caveat: neither a false refusal nor a false answer, counted per side, and
        // its key facts count (it is shown to the asker).
        QList<EvalResult> results;
        auto add = [&](bool unanswerable, const QString& outcome, std::optional<double> facts = {}) {
            EvalResult r;
            r.id = QString::number(results.size());
            r.kind = unanswerable ? QStringLiteral("unanswerable") : QStringLiteral("direct");
            r.unanswerable = unanswerable;
            r.outcome = outcome;
            r.factCoverage = facts;
            results.append(r);
        };
        add(false, QStringLiteral("answered"), 1.0);
        add(false, QStringLiteral("ambiguous"), 0.5);
        add(false, QStringLiteral("refused"), 0.0);
        add(false, QStringLiteral("ambiguous"), 0.0);
        add(true, QStringLiteral("ambiguous"));
        add(true, QStringLiteral("refused"));
        add(true, QStringLiteral("refused"));
        const EvalScores s = EvalScores::of(results);
        QCOMPARE(s.ambiguous, 3);
        QCOMPARE(s.answered, 1);
        QCOMPARE(s.refused, 3);
        QCOMPARE(*s.falseRefusalRate, 1.0 / 4);
        QCOMPARE(*s.falseAnswerRate, 0.0);
        QCOMPARE(*s.ambiguousAnswerableRate, 2.0 / 4);
        QCOMPARE(*s.ambiguousUnanswerableRate, 1.0 / 3);
        QCOMPARE(*s.factCoverage, 1.5 / 4);
        const QJsonObject json = s.toJson();
        QCOMPARE(json.value(QStringLiteral("ambiguous")).toInt(), 3);
        QCOMPARE(json.value(QStringLiteral("ambiguousUnanswerableRate")).toDouble(), 1.0 / 3);

        EvalReport report;
        report.results = results;
        const QString table = EvalTable::scores(report);
        QVERIFY2(table.contains(QStringLiteral("| ambiguous")), qPrintable(table));
        QVERIFY2(table.contains(QStringLiteral("2/4 of the answerable questions, 1/3 of the unanswerable ones")),
                 qPrintable(table));
    }

    void reportJsonRoundTripAndComparison()
    {
        const EvalQuestion direct = question(QStringLiteral("direct"), {QStringLiteral("a.md")},
                                             {QStringLiteral("Friday")}, QStringLiteral("d-1"));
        const EvalQuestion none = question(QStringLiteral("unanswerable"), {}, {}, QStringLiteral("u-1"));
        const QString answer = QStringLiteral("On Friday [A](lotse://chunk/1).");
        EvalReport before;
        before.set = QStringLiteral("set.jsonl");
        before.results = {
            scoreJson(direct, trace(QStringLiteral("refused"), {{root + QStringLiteral("/b.md")}}, {}, {}), root),
            scoreJson(none, trace(QStringLiteral("refused"), {{}}, {}, {}), root)};
        EvalReport after = before;
        after.results = {scoreJson(direct,
                                   trace(QStringLiteral("answered"), {{root + QStringLiteral("/a.md")}},
                                         {root + QStringLiteral("/a.md")}, answer),
                                   root),
                         scoreJson(none, trace(QStringLiteral("answered"), {{}}, {}, QStringLiteral("x")), root)};

        const QJsonObject json = after.toJson();
        for (const char* key : {"overall", "byKind", "questions", "options", "provider", "corpora"})
            QVERIFY2(json.contains(QLatin1String(key)), key);
        QVERIFY(json.value(QStringLiteral("byKind")).toObject().contains(QStringLiteral("unanswerable")));
        const auto back = EvalReport::fromJson(QJsonDocument::fromJson(QJsonDocument(json).toJson()).object());
        QVERIFY(back.ok());
        QCOMPARE(back.value().results.size(), 2);
        QCOMPARE(back.value().results.first().toJson(), after.results.first().toJson());
        QCOMPARE(back.value().overall().toJson(), after.overall().toJson());
        QVERIFY(!EvalReport::fromJson(QJsonObject{{QStringLiteral("x"), 1}}).ok());

        const EvalComparison c = EvalComparison::compare(before, back.value());
        QCOMPARE(c.betterCount(), 1);
        QCOMPARE(c.worseCount(), 1);
        QCOMPARE(c.changes.size(), 2);
        const EvalComparison::Change& improved = c.changes.first();
        QCOMPARE(improved.id, QStringLiteral("d-1"));
        QVERIFY(improved.better.contains(QStringLiteral("now answered (was refused)")));
        QVERIFY(improved.better.contains(QStringLiteral("key facts 0/1 → 1/1")));
        QVERIFY(improved.better.contains(QStringLiteral("expected sources in round 1 0/1 → 1/1")));
        QCOMPARE(c.changes.at(1).worse, QStringList{QStringLiteral("unanswerable: now answered (was refused)")});
        const QString text = EvalTable::comparison(c);
        QVERIFY2(text.contains(QStringLiteral("1 question(s) better, 1 worse, 0 unchanged")), qPrintable(text));
        QVERIFY(text.contains(QStringLiteral("better   d-1 (direct)")));
        QVERIFY(text.contains(QStringLiteral("worse    u-1 (unanswerable)")));
        // Comparing a run with itself changes nothing.
        QCOMPARE(EvalComparison::compare(after, after).changes.size(), 0);
    }

    void tablesShowEveryKind()
    {
        EvalReport report;
        report.results = {scoreJson(
            question(QStringLiteral("direct"), {QStringLiteral("a.md")}, {QStringLiteral("x")}, QStringLiteral("d-1")),
            trace(QStringLiteral("answered"), {{root + QStringLiteral("/a.md")}}, {}, QStringLiteral("x")), root)};
        const QString scores = EvalTable::scores(report);
        QVERIFY2(scores.contains(QStringLiteral("| direct ")), qPrintable(scores));
        QVERIFY(scores.contains(QStringLiteral("| **overall** ")));
        QVERIFY(scores.contains(QStringLiteral("Estimated cost: $0.5000")));
        QVERIFY(EvalTable::questions(report).contains(QStringLiteral("| d-1 ")));
    }

    void runnerOverCorpusFolders()
    {
        QTemporaryDir cache;
        const QString data = QStringLiteral(LOTSE_TEST_DATA "/eval");
        const auto set = EvalSet::load(data + QStringLiteral("/set.jsonl"));
        QVERIFY(set.ok() && set.value().isValid());
        EvalRunner::Config config;
        config.setName = QStringLiteral("set.jsonl");
        config.corporaDir = data + QStringLiteral("/corpora");
        config.cacheDir = cache.path();
        config.strategies = [](const QString& db) { return OfflineStrategies::factory(db); };
        for (const int run : {1, 2}) {
            EvalRunner runner(config);
            QSignalSpy finished(&runner, &EvalRunner::finished);
            QSignalSpy failed(&runner, &EvalRunner::failed);
            QSignalSpy questions(&runner, &EvalRunner::questionFinished);
            runner.start(set.value());
            QVERIFY(finished.isEmpty()); // it runs asynchronously
            QTRY_COMPARE_WITH_TIMEOUT(finished.size() + failed.size(), 1, 30000);
            QVERIFY2(failed.isEmpty(),
                     failed.isEmpty() ? "" : qPrintable(failed.first().first().value<Error>().message));
            QCOMPARE(questions.size(), 5);
            const auto report = finished.first().first().value<EvalReport>();
            QCOMPARE(report.results.size(), 5);
            QCOMPARE(report.results.first().id, QStringLiteral("t-01"));
            QCOMPARE(report.corpora.size(), 2);
            const EvalCorpus& nordlicht = report.corpora.first();
            QCOMPARE(nordlicht.files, 2); // SOURCE.md left out
            // The knowledge bases are kept: the second run reads nothing again.
            QCOMPARE(nordlicht.added, run == 1 ? 2 : 0);
            QCOMPARE(nordlicht.unchanged, run == 1 ? 0 : 2);
            const EvalScores overall = report.overall();
            QCOMPARE(*overall.handledRight, 1.0);
            QCOMPARE(*overall.hitRateRound1, 1.0);
        }
    }

    void runnerRejectsMissingCorpora()
    {
        EvalRunner::Config config;
        config.corporaDir = QStringLiteral(LOTSE_TEST_DATA "/eval/corpora");
        config.cacheDir = QDir::tempPath();
        config.strategies = [](const QString& db) { return OfflineStrategies::factory(db); };
        EvalRunner runner(config);
        QSignalSpy failed(&runner, &EvalRunner::failed);
        runner.start(EvalSet::parse(line(with(validQuestion(), QStringLiteral("corpus"), QStringLiteral("nowhere")))));
        QTRY_COMPARE(failed.size(), 1);
        const auto error = failed.first().first().value<Error>();
        QCOMPARE(error.code, Error::Code::NotFound);
        QVERIFY2(error.message.contains(QStringLiteral("nowhere")), qPrintable(error.message));
    }
};

QTEST_GUILESS_MAIN(TestEval)
#include "tst_eval.moc"
