// SPDX-License-Identifier: GPL-3.0-or-later
// The content-gap report: which stored questions count as gaps, how they are grouped (the word the
// most gap questions share, from the grader's missing words, by stem), and the CSV/Markdown export.
#include "TraceBuilder.h"
#include "answer/ContradictionFinder.h"
#include "inspect/ContentGapExport.h"
#include "inspect/ContentGaps.h"
#include "inspect/HandbookContradictions.h"
#include "store/Database.h"
#include "trace/TraceExport.h"
#include "trace/TraceStore.h"

#include <QFile>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace lotse;

namespace {

TraceSummary summaryOf(const Trace& trace, qint64 id = 1)
{
    TraceSummary s;
    s.id = id;
    s.question = trace.question;
    s.outcome = trace.outcomeName();
    s.rounds = int(trace.rounds.size());
    s.createdAt = QDateTime::currentDateTimeUtc();
    return s;
}

std::optional<GapQuestion> gapOf(const tracetest::Run& run, qint64 id = 1)
{
    const Trace trace = tracetest::trace(run);
    return ContentGaps::fromTrace(summaryOf(trace, id), trace);
}

} // namespace

class TestContentGaps final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void whatCountsAsAGap()
    {
        QVERIFY(gapOf(tracetest::refused(QStringLiteral("Pension?"), {QStringLiteral("pension")}, 1)));
        QVERIFY(!gapOf(tracetest::answered(QStringLiteral("Vacation days?"))));
        // Answered, but only in the last round the settings allowed.
        tracetest::Run late =
            tracetest::refused(QStringLiteral("Laptop stolen on the train"), {QStringLiteral("train")}, 3);
        late.outcome = Outcome::Answered;
        QVERIFY(gapOf(late));
        late.options.maxRounds = 4;
        QVERIFY(!gapOf(late));
        tracetest::Run failed = tracetest::refused(QStringLiteral("?"), {}, 1);
        failed.outcome = Outcome::Failed;
        QVERIFY(!gapOf(failed));
    }

    void wordsComeFromTheGraderThenTheQuestion()
    {
        const auto fromGrader = gapOf(tracetest::refused(QStringLiteral("Do we get a company car?"),
                                                         {QStringLiteral("company car"), QStringLiteral("the")}));
        QVERIFY(fromGrader);
        QVERIFY(fromGrader->termsFromGrader);
        QCOMPARE(fromGrader->terms, (QStringList{QStringLiteral("company"), QStringLiteral("car")}));
        QCOMPARE(fromGrader->closest, QStringLiteral("Annual Leave › Carry-over"));
        QCOMPARE(fromGrader->closestTitle, QStringLiteral("Annual Leave"));

        const auto fromQuestion = gapOf(tracetest::refused(QStringLiteral("Is there a gym membership?"), {}));
        QVERIFY(fromQuestion);
        QVERIFY(!fromQuestion->termsFromGrader);
        QCOMPARE(fromQuestion->terms, (QStringList{QStringLiteral("gym"), QStringLiteral("membership")}));
    }

    void answeredQuestionsBringNoSituationWords()
    {
        // Answered in the last round: the section exists, so "baby" (nowhere in the handbook) is the
        // asker's situation, not a missing topic; "parental" (in the handbook, not in the section) is
        // still a word to group by. A refusal keeps both.
        tracetest::Run late = tracetest::refused(QStringLiteral("Parental leave after my baby is born?"),
                                                 {QStringLiteral("baby"), QStringLiteral("parental")}, 3);
        late.rounds.last().absent = {QStringLiteral("baby")};
        late.outcome = Outcome::Answered;
        const auto answered = gapOf(late);
        QVERIFY(answered);
        QCOMPARE(answered->terms, QStringList{QStringLiteral("parental")});
        late.outcome = Outcome::Refused;
        const auto refused = gapOf(late);
        QVERIFY(refused);
        QCOMPARE(refused->terms, (QStringList{QStringLiteral("baby"), QStringLiteral("parental")}));
    }

    void aRefusalForTheThingAskedForIsThatThingsGap()
    {
        // "Bekomme ich für den Umzug einen Tag Sonderurlaub?" refused because no section names "Sonderurlaub"
        // (the offline grader's raw output says so, and the stored trace keeps it): the gap is Sonderurlaub, not
        // the move or the day (docs/eval-dev.md change 107).
        tracetest::Run run = tracetest::refused(
            QStringLiteral("Wir ziehen nach Rendsburg. Bekomme ich für den Umzug einen Tag Sonderurlaub?"),
            {QStringLiteral("ziehen"), QStringLiteral("umzug"), QStringLiteral("tag"), QStringLiteral("sonderurlaub")});
        run.rounds.last().thing = QStringLiteral("sonderurlaub");
        const auto gap = gapOf(run);
        QVERIFY(gap);
        QCOMPARE(gap->terms, QStringList{QStringLiteral("sonderurlaub")});
        // Read back from the trace's JSON, as the report reads stored traces.
        const auto stored = Trace::fromJson(tracetest::trace(run).toJson());
        QVERIFY(stored.ok());
        const auto readBack = ContentGaps::fromTrace(summaryOf(stored.value()), stored.value());
        QVERIFY(readBack);
        QCOMPARE(readBack->terms, QStringList{QStringLiteral("sonderurlaub")});
    }

    void answersWithACaveatAreGapCandidates()
    {
        // Answered from the closest section with a caveat: the handbook may not cover the case, so it
        // is a gap candidate, grouped by what the section lacks (not the asker's situation).
        const tracetest::Run run =
            tracetest::ambiguous(QStringLiteral("Can I carry leave over into a sabbatical?"),
                                 {QStringLiteral("sabbatical"), QStringLiteral("train")}, {QStringLiteral("train")});
        const auto gap = gapOf(run);
        QVERIFY(gap);
        QCOMPARE(gap->outcome, QStringLiteral("ambiguous"));
        QCOMPARE(gap->terms, QStringList{QStringLiteral("sabbatical")});
    }

    void groupsByTheMostSharedWord()
    {
        QList<GapQuestion> gaps;
        int id = 0;
        auto add = [&](const QString& question, const QStringList& missing, const QString& closest) {
            const auto gap = gapOf(tracetest::refused(question, missing, 2, closest), ++id);
            QVERIFY(gap);
            gaps.append(*gap);
        };
        add(QStringLiteral("Is there a company pension?"), {QStringLiteral("pension")}, QStringLiteral("/kb/pay.md"));
        add(QStringLiteral("How do pensions work for part-time staff?"),
            {QStringLiteral("part-time"), QStringLiteral("pensions")}, QStringLiteral("/kb/pay.md"));
        add(QStringLiteral("Pension and company car for managers?"), {QStringLiteral("car"), QStringLiteral("pension")},
            QStringLiteral("/kb/car.md"));
        add(QStringLiteral("Can I lease a company car?"), {QStringLiteral("lease"), QStringLiteral("car")},
            QStringLiteral("/kb/car.md"));
        add(QStringLiteral("Bring a dog?"), {QStringLiteral("dog")}, QStringLiteral("/kb/office.md"));
        GapQuestion nothing;
        nothing.traceId = ++id;
        nothing.outcome = QStringLiteral("refused");
        nothing.question = TraceStore::placeholder();
        gaps.append(nothing);

        const QList<GapGroup> groups = ContentGaps::group(gaps);
        QCOMPARE(groups.size(), 4);
        // "pension" and "pensions" share a stem: three questions; "car" has two; "dog" one.
        QCOMPARE(groups.at(0).topic, QStringLiteral("pension"));
        QCOMPARE(groups.at(0).questions.size(), 3);
        QCOMPARE(groups.at(0).refused, 3);
        QCOMPARE(groups.at(0).closestDocument, QStringLiteral("Annual Leave")); // the builder's title
        QCOMPARE(groups.at(1).topic, QStringLiteral("car"));
        QCOMPARE(groups.at(1).questions.size(), 1);
        QCOMPARE(groups.at(1).questions.first().question, QStringLiteral("Can I lease a company car?"));
        QCOMPARE(groups.at(2).topic, QStringLiteral("dog"));
        QCOMPARE(groups.last().topic, ContentGaps::noWordsTopic());
        QCOMPARE(groups.last().questions.size(), 1);
    }

    void relatedWordsNeedTwoQuestions()
    {
        QList<GapQuestion> gaps;
        for (int i = 0; i < 3; ++i) {
            const auto gap = gapOf(tracetest::refused(QStringLiteral("Q%1").arg(i),
                                                      {QStringLiteral("sabbatical"),
                                                       i < 2 ? QStringLiteral("unpaid") : QStringLiteral("length")}),
                                   i + 1);
            gaps.append(*gap);
        }
        const QList<GapGroup> groups = ContentGaps::group(gaps);
        QCOMPARE(groups.size(), 1);
        QCOMPARE(groups.first().topic, QStringLiteral("sabbatical"));
        QCOMPARE(groups.first().relatedTerms, QStringList{QStringLiteral("unpaid")});
    }

    void fromTheStoreAndExported()
    {
        QTemporaryDir dir;
        auto db = Database::open(dir.filePath(QStringLiteral("kb.sqlite")));
        QVERIFY(db);
        TraceStore store(*db.value());
        QVERIFY(store.save(tracetest::trace(tracetest::answered(QStringLiteral("Vacation days?")))));
        QVERIFY(store.save(tracetest::trace(
            tracetest::refused(QStringLiteral("Is there a pension, \"=1+1\"?"), {QStringLiteral("pension")}))));
        QVERIFY(store.save(tracetest::trace(
            tracetest::refused(QStringLiteral("Pension for part-timers?"), {QStringLiteral("pension")}))));
        const auto gaps = ContentGaps::fromStore(store);
        QVERIFY(gaps);
        QCOMPARE(gaps.value().size(), 2);
        const QList<GapGroup> groups = ContentGaps::group(gaps.value());
        QCOMPARE(groups.size(), 1);

        const QString csvPath = dir.filePath(QStringLiteral("gaps.csv"));
        QVERIFY(ContentGapExport::toFile(groups, csvPath));
        QFile csv(csvPath);
        QVERIFY(csv.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(csv.readAll());
        QCOMPARE(text.count(QStringLiteral("\r\n")), 3); // header and two questions
        QVERIFY(text.contains(QStringLiteral("\"Is there a pension, \"\"=1+1\"\"?\"")));

        const QString mdPath = dir.filePath(QStringLiteral("gaps.md"));
        QVERIFY(ContentGapExport::toFile(groups, mdPath));
        QFile md(mdPath);
        QVERIFY(md.open(QIODevice::ReadOnly));
        const QString markdown = QString::fromUtf8(md.readAll());
        QVERIFY(markdown.contains(QStringLiteral("## pension (2)")));
        QVERIFY(markdown.contains(QStringLiteral("Pension for part-timers?")));

        QCOMPARE(ContentGapExport::toFile(groups, dir.filePath(QStringLiteral("gaps.txt"))).error().code,
                 Error::Code::InvalidInput);
    }

    void contradictionsFromTheStore()
    {
        // The answer check's contradictions of stored questions, merged by their passages.
        auto passage = [](qint64 id, const QString& path, const QString& text) {
            Hit h = tracetest::hit(id, path, QStringLiteral("Annual Leave"), QStringLiteral("Entitlement"), 0.9);
            h.text = text;
            return h;
        };
        const QList<Hit> evidence{
            passage(1, QStringLiteral("/kb/leave.md"),
                    QStringLiteral("Full-time employees receive 30 working days of paid annual leave per year.")),
            passage(2, QStringLiteral("/kb/memo.txt"), QStringLiteral("Employees get 100 vacation days per year."))};
        auto withGrounding = [&](const QString& question) {
            Trace t = tracetest::trace(tracetest::answered(question));
            Grounding g;
            g.checked = true;
            g.contradictions = ContradictionFinder::find(question, evidence);
            t.grounding = g;
            return t;
        };
        QTemporaryDir dir;
        auto db = Database::open(dir.filePath(QStringLiteral("kb.sqlite")));
        QVERIFY(db);
        TraceStore store(*db.value());
        QVERIFY(store.save(withGrounding(QStringLiteral("How many vacation days do I get?"))));
        QVERIFY(store.save(withGrounding(QStringLiteral("How many days of vacation per year?"))));
        QVERIFY(store.save(tracetest::trace(tracetest::answered(QStringLiteral("Remote work?")))));
        const auto found = HandbookContradictions::fromStore(store);
        QVERIFY(found);
        QCOMPARE(found.value().size(), 1);
        const HandbookContradiction& c = found.value().first();
        QCOMPARE(c.questions, 2);
        QCOMPARE(c.sides.size(), 2);
        QStringList values{c.sides.at(0).value, c.sides.at(1).value};
        values.sort();
        QCOMPARE(values, (QStringList{QStringLiteral("100 vacation days"), QStringLiteral("30 working days")}));
        QVERIFY(!c.sides.first().quote.isEmpty());

        const QString mdPath = dir.filePath(QStringLiteral("gaps.md"));
        QVERIFY(ContentGapExport::toFile({}, mdPath, found.value()));
        QFile md(mdPath);
        QVERIFY(md.open(QIODevice::ReadOnly));
        const QString markdown = QString::fromUtf8(md.readAll());
        QVERIFY2(markdown.contains(QStringLiteral("# Contradictions")), qPrintable(markdown));
        QVERIFY2(markdown.contains(QStringLiteral("says “100 vacation days”")), qPrintable(markdown));
    }
};

QTEST_GUILESS_MAIN(TestContentGaps)
#include "tst_contentgaps.moc"
