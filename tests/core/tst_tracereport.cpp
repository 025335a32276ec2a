// SPDX-License-Identifier: GPL-3.0-or-later
// TraceReport, the one wording of a stored trace for `lotse-cli traces show` and the inspector, over
// traces the previous release wrote (tests/data/traces/v1).
#include "trace/TraceReport.h"

#include <QFile>
#include <QJsonDocument>
#include <QTest>

using namespace lotse;

namespace {

TraceRecord record(const char* name)
{
    QFile file(QStringLiteral(LOTSE_TEST_DATA "/traces/v1/") + QLatin1String(name) + QStringLiteral(".json"));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    TraceRecord r;
    r.trace = Trace::fromJson(QJsonDocument::fromJson(file.readAll()).object()).value();
    r.summary.id = 7;
    r.summary.outcome = r.trace.outcomeName();
    r.summary.rounds = int(r.trace.rounds.size());
    r.summary.insufficientRounds = r.trace.insufficientRounds();
    r.summary.createdAt = r.trace.askedAt;
    return r;
}

QString factsText(const QList<TraceFactGroup>& groups)
{
    QStringList lines;
    for (const TraceFactGroup& g : groups) {
        lines.append(g.title);
        for (const TraceFact& f : g.facts)
            lines.append(f.label + QStringLiteral(": ") + f.value);
    }
    return lines.join(u'\n');
}

} // namespace

class TestTraceReport final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void factsNameWhatAnsweredHow()
    {
        const QString facts = factsText(TraceReport::facts(record("azure-priced-reasoning")));
        for (const char* text :
             {"Chat model: gpt-5-mini (deployment chat)", "Reasoning tokens: ", "Estimated cost: $",
              "(gpt-5-mini: $0.25 in, $2 out per million tokens)", "Checking the answer: ", "Outcome: Answered"})
            QVERIFY2(facts.contains(QString::fromUtf8(text)), text);
        const QString offline = factsText(TraceReport::facts(record("offline-refused")));
        QVERIFY(offline.contains(QStringLiteral("Chat model: none (offline)")));
        QVERIFY(!offline.contains(QStringLiteral("Reasoning tokens"))); // only where there are any
    }

    void roundsShowLanesVerdictsAndRewrites()
    {
        const QString split = TraceReport::roundLines(record("azure-split-comparison").trace).join(u'\n');
        QVERIFY(split.contains(QStringLiteral("Lane: “How large is the yearly training budget?”")));
        QVERIFY(split.contains(QStringLiteral("Verdict: sufficient.")));
        QVERIFY(split.contains(QStringLiteral("Grader output: {")));
        const QString rewrite = TraceReport::roundLines(record("offline-two-rounds").trace).join(u'\n');
        QVERIFY(rewrite.contains(QStringLiteral("Round 2  query:")));
        QVERIFY(rewrite.contains(QStringLiteral("Rewritten query: “")));
    }

    void answerTextShowsTheCheck()
    {
        Trace t = record("offline-ambiguous").trace;
        // The check only added the supporting words to a link: no "as written" version.
        QVERIFY(t.writtenAnswer && *t.writtenAnswer != t.answer);
        QVERIFY(!TraceReport::answerText(t).contains(QStringLiteral("as it was written")));
        QVERIFY(TraceReport::answerText(t).contains(QStringLiteral("✓ “")));
        t.writtenAnswer = QStringLiteral("Dogs are welcome on Fridays.");
        QVERIFY(TraceReport::answerText(t).contains(QStringLiteral("as it was written")));

        const Trace planted = record("offline-contradiction-instructions").trace;
        QVERIFY(TraceReport::answerText(planted).contains(QStringLiteral("Contradictions in the handbook")));
        // Markdown for the inspector escapes the file names; plain text for a terminal does not.
        Trace underscores = planted;
        underscores.citations.first().path = QStringLiteral("/kb/annual_leave.md");
        QVERIFY(TraceReport::answerText(underscores).contains(QStringLiteral("annual\\_leave.md")));
        QVERIFY(TraceReport::answerText(underscores, TraceReport::Markup::Plain)
                    .contains(QStringLiteral("/kb/annual_leave.md")));

        // A cited passage no round found says where it came from (offline answers read on in a section).
        const QString readOn = QStringLiteral("read on in the section of a passage found");
        QVERIFY(!TraceReport::answerText(planted).contains(readOn)); // traces before it have none
        Trace read = planted;
        read.citations.first().readOn = true;
        const Trace stored = Trace::fromJson(read.toJson()).value();
        QVERIFY(TraceReport::answerText(stored).contains(readOn));
    }
};

QTEST_GUILESS_MAIN(TestTraceReport)
#include "tst_tracereport.moc"
