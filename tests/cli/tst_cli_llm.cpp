// SPDX-License-Identifier: GPL-3.0-or-later
// The agentic loop with a model, end to end through `lotse-cli ask --json` against the fake Azure
// OpenAI server: a direct answer with a checked citation, a misleading question recovered by the
// grader's rewrite, an honest refusal at the round limit, and the provider's failures (429 with
// Retry-After, a persistent 500, a cut-off stream) reported without an invented answer.
#include "FakeOpenAiServer.h"
#include "TestSupport.h"

#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QSet>
#include <QTest>

using lotse::fake::FakeOpenAiServer;

class TestCliLlm final : public QObject
{
    Q_OBJECT

    using Output = lotse::test::CliOutput;

    QTemporaryDir m_home;
    QString m_db;
    lotse::fake::Scenario m_scenario;
    std::unique_ptr<FakeOpenAiServer> m_server;

    Output run(const QStringList& args, const QString& key = {})
    {
        return lotse::test::runCli(m_home.path(), QStringList{QStringLiteral("--db"), m_db} + args,
                                   {{QStringLiteral("LOTSE_API_KEY"), key.isNull() ? m_scenario.apiKey : key}});
    }
    QStringList provider() const
    {
        return {QStringLiteral("--provider"),
                QStringLiteral("azure"),
                QStringLiteral("--endpoint"),
                m_server->baseUrl().toString(),
                QStringLiteral("--chat-deployment"),
                QStringLiteral("chat"),
                QStringLiteral("--embedding-deployment"),
                QStringLiteral("embed")};
    }

    Output ask(const QString& question, const QStringList& extra = {}, const QString& key = {})
    {
        return run(QStringList{QStringLiteral("ask"), question, QStringLiteral("--json"), QStringLiteral("--provider"),
                               QStringLiteral("azure"), QStringLiteral("--endpoint"), m_server->baseUrl().toString(),
                               QStringLiteral("--chat-deployment"), QStringLiteral("chat")}
                       + extra,
                   key);
    }
    // Chat requests without structured output: the answers (the others are verdicts, splits, checks).
    int answerRequests() const
    {
        int n = 0;
        for (const auto& r : m_server->requests())
            n += !r.json().contains(QStringLiteral("response_format"));
        return n;
    }
    // The first model call of `step` in a trace document's "calls".
    static QJsonObject callOf(const QJsonObject& doc, const QString& step)
    {
        for (const QJsonValue& c : doc.value(QStringLiteral("calls")).toArray()) {
            if (c.toObject().value(QStringLiteral("step")).toString() == step)
                return c.toObject();
        }
        return {};
    }
    static QString citedFile(const QJsonObject& doc, int i = 0)
    {
        return QFileInfo(doc.value(QStringLiteral("citations"))
                             .toArray()
                             .at(i)
                             .toObject()
                             .value(QStringLiteral("source"))
                             .toString())
            .fileName();
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_home.isValid());
        m_db = m_home.filePath(QStringLiteral("kb.sqlite"));
        const QString folder =
            lotse::test::sampleHandbook(m_home.filePath(QStringLiteral("handbook")), QStringLiteral("en"));
        auto db = lotse::Database::open(m_db);
        QVERIFY(db.ok());
        lotse::DocumentStore store(*db.value());
        lotse::IngestPipeline pipeline(store);
        for (const QString& f : lotse::IngestPipeline::expand({folder}).files)
            QCOMPARE(pipeline.ingestFile(f).kind, lotse::FileOutcome::Kind::Added);
        QFile file(QStringLiteral(LOTSE_TEST_DATA "/fake-scenarios/handbook.json"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        m_scenario = lotse::fake::Scenario::fromJson(QJsonDocument::fromJson(file.readAll()).object());
    }

    void init()
    {
        m_server = std::make_unique<FakeOpenAiServer>(m_scenario);
        QVERIFY(m_server->listen());
    }

    void directQuestionAnsweredInRoundOneWithCheckedCitations()
    {
        const Output o = ask(QStringLiteral("How many vacation days do I get per year?"));
        QVERIFY2(o.code == 0, qPrintable(o.err));
        const QJsonObject doc = o.json();
        QCOMPARE(doc.value(QStringLiteral("outcome")).toString(), QStringLiteral("answered"));
        QCOMPARE(doc.value(QStringLiteral("rounds")).toArray().size(), 1);
        QCOMPARE(citedFile(doc), QStringLiteral("01-annual-leave.md"));
        // The scripted model also cites a passage it was never shown: removed and recorded.
        QCOMPARE(doc.value(QStringLiteral("removedCitations")).toArray().size(), 1);
        QVERIFY(!doc.value(QStringLiteral("answer")).toString().contains(QStringLiteral("999999")));
        QVERIFY(doc.value(QStringLiteral("answer")).toString().contains(QStringLiteral("30 working days")));
        QVERIFY(doc.value(QStringLiteral("usage")).toObject().value(QStringLiteral("promptTokens")).toInt() > 0);
        // The grader's structured verdict is in the trace as it came.
        const QJsonObject verdict = doc.value(QStringLiteral("rounds"))
                                        .toArray()
                                        .first()
                                        .toObject()
                                        .value(QStringLiteral("verdict"))
                                        .toObject();
        QCOMPARE(verdict.value(QStringLiteral("raw")).toObject().value(QStringLiteral("sufficient")).toBool(), true);
        // Grader and answerer went to the v1 path with the key in the api-key header.
        QVERIFY(m_server->requests().size() >= 2);
        for (const auto& r : m_server->requests()) {
            QCOMPARE(r.path, QStringLiteral("/openai/v1/chat/completions"));
            QCOMPARE(r.headers.value("api-key"), m_scenario.apiKey.toUtf8());
        }
    }

    void misleadingQuestionRecoveredByTheRewrite()
    {
        const Output o = ask(QStringLiteral("I left my work phone behind on the train"),
                             {QStringLiteral("--top-k"), QStringLiteral("2")});
        QVERIFY2(o.code == 0, qPrintable(o.err));
        const QJsonObject doc = o.json();
        const QJsonArray rounds = doc.value(QStringLiteral("rounds")).toArray();
        QCOMPARE(rounds.size(), 2);
        const QJsonObject first = rounds.at(0).toObject();
        QCOMPARE(QFileInfo(first.value(QStringLiteral("hits"))
                               .toArray()
                               .first()
                               .toObject()
                               .value(QStringLiteral("source"))
                               .toString())
                     .fileName(),
                 QStringLiteral("03-travel-and-expenses.md"));                  // the travel words lead astray…
        QVERIFY(!first.value(QStringLiteral("newQuery")).toString().isEmpty()); // …the grader rewrites…
        QCOMPARE(doc.value(QStringLiteral("outcome")).toString(), QStringLiteral("answered"));
        QCOMPARE(citedFile(doc), QStringLiteral("04-it-security.md")); // …and the answer comes from IT security
    }

    void uncoveredQuestionRefusedAtTheRoundLimit()
    {
        const Output o = ask(QStringLiteral("Is there a company pension scheme?"));
        QVERIFY2(o.code == 0, qPrintable(o.err));
        const QJsonObject doc = o.json();
        QCOMPARE(doc.value(QStringLiteral("outcome")).toString(), QStringLiteral("refused"));
        QCOMPARE(doc.value(QStringLiteral("rounds")).toArray().size(), 3);
        QVERIFY(doc.value(QStringLiteral("citations")).toArray().isEmpty());
        QVERIFY(
            doc.value(QStringLiteral("answer")).toString().startsWith(QStringLiteral("The handbook does not answer")));
        QVERIFY2(doc.value(QStringLiteral("answer"))
                     .toString()
                     .contains(QStringLiteral("The best section found does not mention “company pension”.")),
                 qPrintable(doc.value(QStringLiteral("answer")).toString()));
        // Round 1's answer was prepared while grading and discarded when the verdict said not sufficient:
        // it was never shown, and the trace records it with its tokens, estimated as the call was cut off.
        QCOMPARE(answerRequests(), 1);
        const QJsonObject speculative = callOf(doc, QStringLiteral("answer"));
        QCOMPARE(speculative.value(QStringLiteral("speculation")).toString(), QStringLiteral("discarded"));
        QCOMPARE(speculative.value(QStringLiteral("round")).toInt(), 1);
        QCOMPARE(doc.value(QStringLiteral("rounds"))
                     .toArray()
                     .first()
                     .toObject()
                     .value(QStringLiteral("verdict"))
                     .toObject()
                     .value(QStringLiteral("sufficient"))
                     .toBool(),
                 false);
        QCOMPARE(doc.value(QStringLiteral("rounds"))
                     .toArray()
                     .first()
                     .toObject()
                     .value(QStringLiteral("speculation"))
                     .toString(),
                 QStringLiteral("discarded"));
    }

    void uncoveredQuestionWithoutSpeculationRequestsNoAnswer()
    {
        const Output o =
            ask(QStringLiteral("Is there a company pension scheme?"), {QStringLiteral("--no-speculation")});
        QVERIFY2(o.code == 0, qPrintable(o.err));
        QCOMPARE(o.json().value(QStringLiteral("outcome")).toString(), QStringLiteral("refused"));
        // No answer was ever requested from the model: nothing to invent from, no tokens spent on one.
        QCOMPARE(answerRequests(), 0);
        QVERIFY(!o.json().value(QStringLiteral("options")).toObject().contains(QStringLiteral("speculate")));
    }

    // With a model, a plainly worded comparison's sides are named without it and searched as round 1's
    // lanes, whose answer is prepared while they are graded: one round, no split call.
    void plainComparisonSplitWithoutTheModel()
    {
        const Output o =
            ask(QStringLiteral("How does the training budget compare with the home-office equipment allowance?"));
        QVERIFY2(o.code == 0, qPrintable(o.err));
        const QJsonObject doc = o.json();
        QCOMPARE(doc.value(QStringLiteral("outcome")).toString(), QStringLiteral("answered"));
        QCOMPARE(doc.value(QStringLiteral("rounds")).toArray().size(), 1);
        QCOMPARE(doc.value(QStringLiteral("subQuestions")).toArray(),
                 (QJsonArray{QStringLiteral("training budget"), QStringLiteral("home-office equipment allowance")}));
        QCOMPARE(doc.value(QStringLiteral("rounds")).toArray().first().toObject().value(QStringLiteral("speculation")),
                 QJsonValue(QStringLiteral("used")));
        int splits = 0;
        for (const auto& r : m_server->requests())
            splits += r.body.contains("\"name\":\"subquestions\"");
        QCOMPARE(splits, 0); // its sides are named without the model
        // The text a person reads says the same: the lanes, and that the prepared answer was used.
        const Output text =
            run({QStringLiteral("ask"),
                 QStringLiteral("How does the training budget compare with the home-office equipment "
                                "allowance?"),
                 QStringLiteral("--provider"), QStringLiteral("azure"), QStringLiteral("--endpoint"),
                 m_server->baseUrl().toString(), QStringLiteral("--chat-deployment"), QStringLiteral("chat")},
                {});
        QVERIFY2(text.code == 0, qPrintable(text.err));
        QVERIFY2(text.out.contains(QStringLiteral("Lane: “home-office equipment allowance”"))
                     && text.out.contains(QStringLiteral("The answer prepared while grading is used.")),
                 qPrintable(text.out));
        QSet<QString> files;
        for (int i = 0; i < doc.value(QStringLiteral("citations")).toArray().size(); ++i)
            files.insert(citedFile(doc, i));
        QCOMPARE(files, (QSet<QString>{QStringLiteral("05-training-budget.md"), QStringLiteral("02-remote-work.md")}));
        // Each side was graded on its own passages as well, by a call of its own.
        const QJsonArray lanes =
            doc.value(QStringLiteral("rounds")).toArray().first().toObject().value(QStringLiteral("lanes")).toArray();
        QCOMPARE(lanes.size(), 2);
        for (const QJsonValue& lane : lanes)
            QVERIFY(lane[QStringLiteral("verdict")][QStringLiteral("sufficient")].toBool());
        QVERIFY(!callOf(doc, QStringLiteral("grade-lane")).isEmpty());
        QVERIFY2(text.out.contains(QStringLiteral("Sub-question “training budget”")), qPrintable(text.out));
    }

    // A completeness check that cannot be read ends the loop with what the sides' own verdicts found
    // (fail-open): answered from both sides, checked statement by statement, the failure in the trace.
    void brokenCompletenessCheckEndsWithWhatTheLanesFound()
    {
        lotse::fake::ChatRule unreadable;
        unreadable.match = QStringLiteral("allowance?\nCurrent search query");
        unreadable.schema = QStringLiteral("verdict");
        unreadable.content = "Sure! The passages look fine to me.";
        m_server->scenario().chat.prepend(unreadable);
        const Output o =
            ask(QStringLiteral("How does the training budget compare with the home-office equipment allowance?"));
        QVERIFY2(o.code == 0, qPrintable(o.err));
        const QJsonObject doc = o.json();
        QCOMPARE(doc.value(QStringLiteral("outcome")).toString(), QStringLiteral("answered"));
        const QJsonObject round = doc.value(QStringLiteral("rounds")).toArray().first().toObject();
        QVERIFY2(round.value(QStringLiteral("checkError")).toString().contains(QStringLiteral("could not be read")),
                 qPrintable(o.out));
        QVERIFY(round[QStringLiteral("verdict")][QStringLiteral("sufficient")].toBool());
        QCOMPARE(round.value(QStringLiteral("lanes")).toArray().size(), 2);
        QCOMPARE(doc.value(QStringLiteral("rounds")).toArray().size(), 1); // no round on a check that failed
        QVERIFY(doc.value(QStringLiteral("grounding")).toObject().contains(QStringLiteral("claims")));
    }

    // Four calls at once (the check, two sides, the prepared answer) against a deployment that admits
    // three requests in two seconds (wide enough that a loaded machine still sends them in one window):
    // the ones over the limit are answered 429 and sent again after the provider's Retry-After, and
    // every side still gets its verdict.
    void lanesUnderARateLimitAreAllGraded()
    {
        m_server->scenario().rateLimit = lotse::fake::RateLimit{3, 0, 2000};
        const Output o =
            ask(QStringLiteral("How does the training budget compare with the home-office equipment allowance?"));
        QVERIFY2(o.code == 0, qPrintable(o.err));
        const QJsonObject doc = o.json();
        QCOMPARE(doc.value(QStringLiteral("outcome")).toString(), QStringLiteral("answered"));
        QVERIFY(m_server->rateLimited() > 0);
        const QJsonArray lanes =
            doc.value(QStringLiteral("rounds")).toArray().first().toObject().value(QStringLiteral("lanes")).toArray();
        QCOMPARE(lanes.size(), 2);
        for (const QJsonValue& lane : lanes) {
            QVERIFY2(!lane.toObject().contains(QStringLiteral("error")), qPrintable(o.out));
            QVERIFY(lane[QStringLiteral("verdict")][QStringLiteral("sufficient")].toBool());
        }
    }

    // Without speculation the split comes first, and round 1 searches each sub-question on its own.
    void comparisonDecomposedIntoSubQuestions()
    {
        const Output o =
            ask(QStringLiteral("How does the training budget compare with the home-office equipment allowance?"),
                {QStringLiteral("--no-speculation")});
        QVERIFY2(o.code == 0, qPrintable(o.err));
        const QJsonObject doc = o.json();
        QCOMPARE(doc.value(QStringLiteral("subQuestions")).toArray().size(), 2);
        const QJsonObject round = doc.value(QStringLiteral("rounds")).toArray().first().toObject();
        QCOMPARE(round.value(QStringLiteral("subQueries")).toArray().size(), 2);
        // Each sub-question was retrieved on its own: both lanes found passages, each passage once.
        QSet<int> lanes;
        QSet<qint64> chunks;
        for (const QJsonValue& h : round.value(QStringLiteral("hits")).toArray()) {
            lanes.insert(h.toObject().value(QStringLiteral("lane")).toInt());
            const qint64 id = h.toObject().value(QStringLiteral("chunkId")).toInteger();
            QVERIFY(!chunks.contains(id));
            chunks.insert(id);
        }
        QCOMPARE(lanes, (QSet<int>{0, 1}));
        QCOMPARE(doc.value(QStringLiteral("outcome")).toString(), QStringLiteral("answered"));
        QSet<QString> files;
        for (int i = 0; i < doc.value(QStringLiteral("citations")).toArray().size(); ++i)
            files.insert(citedFile(doc, i));
        QCOMPARE(files, (QSet<QString>{QStringLiteral("05-training-budget.md"), QStringLiteral("02-remote-work.md")}));
    }

    void hybridRetrievalWithEmbeddings()
    {
        // Ingesting with an embedding deployment embeds every passage once…
        const QString folder = m_home.filePath(QStringLiteral("handbook"));
        const Output first = run(QStringList{QStringLiteral("ingest"), folder} + provider());
        QVERIFY2(first.code == 0, qPrintable(first.err));
        // "passages" once the English plural forms are in lotse_en.ts, "passage(s)" without them.
        const QRegularExpression embedded(QStringLiteral(R"(\b(\d+) passage(s|\(s\)) embedded)"));
        QCOMPARE(embedded.match(first.out).captured(1), QStringLiteral("64"));
        // …and never again: unchanged text is not sent a second time.
        const qsizetype requests = m_server->requests().size();
        const Output again = run(QStringList{QStringLiteral("ingest"), folder} + provider());
        QCOMPARE(embedded.match(again.out).captured(1), QStringLiteral("0"));
        QCOMPARE(m_server->requests().size(), requests);
        for (const auto& r : m_server->requests())
            QVERIFY(r.path == QStringLiteral("/openai/v1/embeddings"));

        // ask embeds the question and fuses vector and keyword rankings.
        const Output o =
            run(QStringList{QStringLiteral("ask"), QStringLiteral("How many vacation days do I get per year?"),
                            QStringLiteral("--json")}
                + provider());
        QVERIFY2(o.code == 0, qPrintable(o.err));
        const QJsonObject doc = QJsonDocument::fromJson(o.out.toUtf8()).object();
        QCOMPARE(doc.value(QStringLiteral("outcome")).toString(), QStringLiteral("answered"));
        QCOMPARE(citedFile(doc), QStringLiteral("01-annual-leave.md"));
        QCOMPARE(m_server->requests().at(requests).path, QStringLiteral("/openai/v1/embeddings"));
        const QJsonArray hits =
            doc.value(QStringLiteral("rounds")).toArray().first().toObject().value(QStringLiteral("hits")).toArray();
        QVERIFY(!hits.isEmpty());
        for (const QJsonValue& h : hits) {
            const double score = h.toObject().value(QStringLiteral("score")).toDouble();
            QVERIFY(score > 0 && score <= 1); // the display score stays a 0..1 similarity
        }
    }

    void unreadableVerdictIsRetriedOnceThenStops()
    {
        const Output o = ask(QStringLiteral("What does the handbook say about parking?"));
        QCOMPARE(o.code, 3);
        const QJsonObject doc = o.json();
        QCOMPARE(doc.value(QStringLiteral("outcome")).toString(), QStringLiteral("failed"));
        QVERIFY2(doc.value(QStringLiteral("error")).toString().contains(QStringLiteral("could not be read twice")),
                 qPrintable(o.out));
        QVERIFY(doc.value(QStringLiteral("answer")).toString().isEmpty()); // no ungrounded answer
        QCOMPARE(m_server->requests().size() - answerRequests(), 2);       // the verdict, asked for twice
        // The answer prepared meanwhile was discarded, never shown.
        QCOMPARE(callOf(doc, QStringLiteral("answer")).value(QStringLiteral("speculation")).toString(),
                 QStringLiteral("discarded"));
    }

    void rateLimitHonoursRetryAfter()
    {
        m_server->scenario().faults.append(
            {QStringLiteral("chat"), {}, 1, 429, {{"retry-after-ms", "400"}}, {}, 0, false, -1});
        QElapsedTimer timer;
        timer.start();
        const Output o = ask(QStringLiteral("How many vacation days do I get per year?"));
        QVERIFY2(o.code == 0, qPrintable(o.err));
        QCOMPARE(o.json().value(QStringLiteral("outcome")).toString(), QStringLiteral("answered"));
        QVERIFY(timer.elapsed() >= 400);
        QCOMPARE(m_server->requests().size(), 4); // 429, the grader again, the answer, its grounding check
    }

    void persistentServerErrorFailsWithoutAnAnswer()
    {
        m_server->scenario().faults.append({QStringLiteral("chat"), {}, 100, 500, {}, {}, 0, false, -1});
        const Output o = ask(QStringLiteral("How many vacation days do I get per year?"));
        QCOMPARE(o.code, 3);
        const QJsonObject doc = o.json();
        QCOMPARE(doc.value(QStringLiteral("outcome")).toString(), QStringLiteral("failed"));
        QVERIFY(doc.value(QStringLiteral("answer")).toString().isEmpty());
        QVERIFY2(doc.value(QStringLiteral("error")).toString().contains(QStringLiteral("server error")),
                 qPrintable(o.out));
    }

    void cutOffAnswerStreamIsReported()
    {
        m_server->scenario().faults.append(
            {QStringLiteral("chat"), QStringLiteral("\"stream\":true"), 1, 0, {}, {}, 0, false, 3});
        const Output o = ask(QStringLiteral("How many vacation days do I get per year?"));
        QCOMPARE(o.code, 3);
        const QJsonObject doc = o.json();
        QCOMPARE(doc.value(QStringLiteral("outcome")).toString(), QStringLiteral("failed"));
        QVERIFY2(doc.value(QStringLiteral("error")).toString().contains(QStringLiteral("cut off")), qPrintable(o.out));
        QVERIFY(doc.value(QStringLiteral("citations")).toArray().isEmpty());
    }

    void wrongKeyIsExplainedAndNeverPrinted()
    {
        const QString wrong = QStringLiteral("wrong-key-abcdefabcdefabcdefabcdefabcdef");
        const Output o = ask(QStringLiteral("How many vacation days do I get per year?"), {}, wrong);
        QCOMPARE(o.code, 3);
        QVERIFY2(o.json().value(QStringLiteral("error")).toString().contains(QStringLiteral("rejected the API key")),
                 qPrintable(o.out));
        QVERIFY(!o.out.contains(wrong) && !o.err.contains(wrong));
        QVERIFY(!o.out.contains(m_scenario.apiKey));
    }

    void missingKeyIsAUsageError()
    {
        const Output o = ask(QStringLiteral("How many vacation days?"), {}, QStringLiteral(""));
        // 1 when the keychain holds no key, 3 when there is no keychain at all: both say what to do.
        QVERIFY2(o.code == 1 || o.code == 3, qPrintable(o.err));
        QVERIFY2(o.err.contains(QStringLiteral("LOTSE_API_KEY")), qPrintable(o.err));
        QVERIFY(m_server->requests().isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestCliLlm)
#include "tst_cli_llm.moc"
