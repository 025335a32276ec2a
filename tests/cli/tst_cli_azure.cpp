// SPDX-License-Identifier: GPL-3.0-or-later
// The four seed scenarios end to end through `lotse-cli ask --json`, against the fake as strict as
// Azure OpenAI is in 2026, in the three ways companies connect:
// - a reasoning deployment (GPT-5 family) whose name does not say so, no reasoning-model set: at
//   most the very first request is refused, every later one is right, in later runs too;
// - a classic gpt-4o-mini deployment on the legacy api-version paths;
// - Microsoft Entra ID through a stand-in `az` on PATH, on a resource whose key authentication is
//   disabled: a Bearer token, never an api-key.
// Scenarios: a direct question; a misleading one at top-k 1 recovered by the rewrite; one the
// handbook does not answer, refused at the round cap; a comparison split into sub-questions and
// answered with both policies cited. Keys and tokens are in no file and no output.
#include "FakeOpenAiServer.h"
#include "TestSupport.h"

#include <QDateTime>
#include <QDirIterator>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSet>
#include <QTest>

using lotse::fake::FakeOpenAiServer;

namespace {

const QString token = QStringLiteral("eyJ0eXAiOiJKV1QiLCJhbGciOiJub25lIn0.entra-cli-token-5f1c2b");

enum class Setup { ReasoningKey, ClassicLegacy, EntraCli };

} // namespace

Q_DECLARE_METATYPE(Setup)

class TestCliAzure final : public QObject
{
    Q_OBJECT

    using Output = lotse::test::CliOutput;

    QTemporaryDir m_root;
    QString m_handbook;
    lotse::fake::Scenario m_base;

    struct Run
    {
        std::unique_ptr<QTemporaryDir> home;
        std::unique_ptr<FakeOpenAiServer> server;
        QString db;
        QString azBin;
        Setup setup = Setup::ReasoningKey;
        QStringList outputs;
    };

    // A fresh home with the sample handbook indexed, a fake server and (for Entra) a stand-in az.
    std::unique_ptr<Run> start(Setup setup)
    {
        auto run = std::make_unique<Run>();
        run->setup = setup;
        run->home = std::make_unique<QTemporaryDir>();
        run->db = run->home->filePath(QStringLiteral("kb.sqlite"));
        lotse::fake::Scenario s = m_base;
        s.deploy(QStringLiteral("prod-gpt"), QStringLiteral("gpt-5.4-mini"));
        s.deploy(QStringLiteral("helpdesk"), QStringLiteral("gpt-4o-mini"));
        if (setup == Setup::EntraCli) {
            s.keyAuth = false;
            s.entra.tokens = {{token, 3600}};
            run->azBin = standInAz(*run->home);
        }
        run->server = std::make_unique<FakeOpenAiServer>(s);
        if (!run->server->listen())
            qFatal("the fake server cannot listen");
        auto db = lotse::Database::open(run->db);
        lotse::DocumentStore store(*db.value());
        lotse::IngestPipeline pipeline(store);
        for (const QString& f : lotse::IngestPipeline::expand({m_handbook}).files)
            pipeline.ingestFile(f);
        return run;
    }

    // `az account get-access-token …` as the Azure CLI prints it; every call is logged.
    static QString standInAz(const QTemporaryDir& home)
    {
        const QString bin = home.filePath(QStringLiteral("bin"));
        QDir().mkpath(bin);
        const qint64 expires = QDateTime::currentSecsSinceEpoch() + 3600;
        QFile az(bin + QStringLiteral("/az"));
        az.open(QIODevice::WriteOnly);
        az.write(QStringLiteral("#!/bin/sh\n"
                                "echo \"$@\" >> \"%1/az-calls.log\"\n"
                                "cat <<EOF\n"
                                "{\n  \"accessToken\": \"%2\",\n  \"expiresOn\": \"%3\",\n  \"expires_on\": %4,\n"
                                "  \"subscription\": \"00000000-0000-0000-0000-000000000000\",\n"
                                "  \"tenant\": \"contoso\",\n  \"tokenType\": \"Bearer\"\n}\nEOF\n")
                     .arg(home.path(), token,
                          QDateTime::fromSecsSinceEpoch(expires).toString(QStringLiteral("yyyy-MM-dd HH:mm:ss.zzz000")))
                     .arg(expires)
                     .toUtf8());
        az.close();
        az.setPermissions(az.permissions() | QFileDevice::ExeOwner);
        return bin;
    }

    Output ask(Run& run, const QString& question, const QStringList& extra = {})
    {
        QStringList args{QStringLiteral("--db"),          run.db,
                         QStringLiteral("ask"),           question,
                         QStringLiteral("--json"),        QStringLiteral("--endpoint"),
                         run.server->baseUrl().toString()};
        QHash<QString, QString> env{{QStringLiteral("LOTSE_API_KEY"), m_base.apiKey}};
        switch (run.setup) {
        case Setup::ReasoningKey:
            args << QStringLiteral("--provider") << QStringLiteral("azure") << QStringLiteral("--chat-deployment")
                 << QStringLiteral("prod-gpt");
            break;
        case Setup::ClassicLegacy:
            args << QStringLiteral("--provider") << QStringLiteral("azure-legacy")
                 << QStringLiteral("--chat-deployment") << QStringLiteral("helpdesk");
            break;
        case Setup::EntraCli:
            args << QStringLiteral("--provider") << QStringLiteral("azure") << QStringLiteral("--chat-deployment")
                 << QStringLiteral("prod-gpt") << QStringLiteral("--auth") << QStringLiteral("entra");
            env.insert(QStringLiteral("LOTSE_API_KEY"), QString()); // no key anywhere
            env.insert(QStringLiteral("PATH"), run.azBin + QLatin1Char(':') + qEnvironmentVariable("PATH"));
            break;
        }
        const Output o = lotse::test::runCli(run.home->path(), args + extra, env);
        run.outputs << o.out << o.err;
        return o;
    }

    static QString fileOf(const QJsonValue& entry)
    {
        return QFileInfo(entry.toObject().value(QStringLiteral("source")).toString()).fileName();
    }

    // What went over the wire: the reasoning deployment refused at most the first requests and got
    // everything right after them (in later runs of lotse-cli too); Entra ID only ever sent the token.
    void verifyRequests(const Run& run)
    {
        const auto& requests = run.server->requests();
        QVERIFY(requests.size() >= 10);
        if (run.setup == Setup::ClassicLegacy) {
            QCOMPARE(run.server->refused(), 0);
            for (const auto& r : requests) {
                QVERIFY2(
                    r.path.startsWith(QStringLiteral("/openai/deployments/helpdesk/chat/completions?api-version=")),
                    qPrintable(r.path));
                QVERIFY(r.json().contains(QStringLiteral("temperature")));
            }
            return;
        }
        // The first question's grader and the answer prepared while it grades go out together, before
        // either has learnt what the deployment refuses: one or both are refused, nothing after them.
        const int refused = run.server->refused();
        QVERIFY2(refused >= 1 && refused <= 2, qPrintable(QString::number(refused)));
        for (qsizetype i = 0; i < refused; ++i)
            QVERIFY(requests.at(i).json().contains(QStringLiteral("temperature"))); // the ones refused
        for (qsizetype i = refused; i < requests.size(); ++i) {
            const QJsonObject body = requests.at(i).json();
            QVERIFY2(!body.contains(QStringLiteral("temperature")), qPrintable(QString::number(i)));
            QCOMPARE(body.value(QStringLiteral("reasoning_effort")).toString(), QStringLiteral("low"));
            QVERIFY(body.contains(QStringLiteral("max_completion_tokens")));
        }
        if (run.setup == Setup::EntraCli) {
            for (const auto& r : requests) {
                QVERIFY(!r.headers.contains("api-key"));
                QCOMPARE(r.headers.value("authorization"), "Bearer " + token.toUtf8());
            }
            // One lotse-cli run asks az once; its token serves every request of the run (five runs).
            QFile calls(run.home->filePath(QStringLiteral("az-calls.log")));
            QVERIFY(calls.open(QIODevice::ReadOnly));
            const QList<QByteArray> lines = calls.readAll().trimmed().split('\n');
            QCOMPARE(lines.size(), 5);
            QCOMPARE(
                lines.first(),
                QByteArray("account get-access-token --resource https://cognitiveservices.azure.com --output json"));
        }
    }

    void verifyNoSecrets(const Run& run)
    {
        const QList<QByteArray> secrets{m_base.apiKey.toUtf8(), token.toUtf8()};
        for (const QString& output : run.outputs) {
            for (const QByteArray& secret : secrets)
                QVERIFY2(!output.toUtf8().contains(secret), qPrintable(output.left(200)));
        }
        // No file Lotse wrote (settings, learned models, knowledge base, traces, WAL) holds one.
        QDirIterator files(run.home->path(), QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
        int checked = 0;
        while (files.hasNext()) {
            const QString path = files.next();
            if (path.endsWith(QStringLiteral("/az")) || path.endsWith(QStringLiteral("az-calls.log")))
                continue; // the stand-in Azure CLI's own files
            QFile f(path);
            QVERIFY(f.open(QIODevice::ReadOnly));
            const QByteArray content = f.readAll();
            for (const QByteArray& secret : secrets)
                QVERIFY2(!content.contains(secret), qPrintable(path));
            ++checked;
        }
        QVERIFY(checked >= 2);
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_root.isValid());
        m_handbook = lotse::test::sampleHandbook(m_root.filePath(QStringLiteral("handbook")), QStringLiteral("en"));
        QFile file(QStringLiteral(LOTSE_TEST_DATA "/fake-scenarios/handbook.json"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        m_base = lotse::fake::Scenario::fromJson(QJsonDocument::fromJson(file.readAll()).object());
    }

    void seedScenarios_data()
    {
        QTest::addColumn<Setup>("setup");
        QTest::newRow("reasoning deployment, name says nothing") << Setup::ReasoningKey;
        QTest::newRow("gpt-4o-mini on the legacy paths") << Setup::ClassicLegacy;
        QTest::newRow("Entra ID via az, key auth disabled") << Setup::EntraCli;
    }
    void seedScenarios()
    {
        QFETCH(Setup, setup);
        auto run = start(setup);

        // Direct: answered in round one, cited from the Entitlement passage.
        const Output direct = ask(*run, QStringLiteral("How many vacation days do I get per year?"));
        QVERIFY2(direct.code == 0, qPrintable(direct.err + direct.out));
        QJsonObject doc = direct.json();
        QCOMPARE(doc.value(QStringLiteral("outcome")).toString(), QStringLiteral("answered"));
        QCOMPARE(doc.value(QStringLiteral("rounds")).toArray().size(), 1);
        QCOMPARE(fileOf(doc.value(QStringLiteral("citations")).toArray().first()),
                 QStringLiteral("01-annual-leave.md"));
        const QString model =
            setup == Setup::ClassicLegacy ? QStringLiteral("gpt-4o-mini") : QStringLiteral("gpt-5.4-mini");
        QCOMPARE(doc.value(QStringLiteral("provider")).toObject().value(QStringLiteral("model")).toString(), model);
        const QJsonObject usage = doc.value(QStringLiteral("usage")).toObject();
        if (setup == Setup::ClassicLegacy)
            QCOMPARE(usage.value(QStringLiteral("reasoningTokens")).toInt(), 0);
        else
            QVERIFY(usage.value(QStringLiteral("reasoningTokens")).toInt() > 0);

        // Misleading at top-k 2: the travel words lead astray, the grader's rewrite finds IT security
        // (both passages of its section: the one-hour rule stands in the first).
        const Output misleading = ask(*run, QStringLiteral("I left my work phone behind on the train"),
                                      {QStringLiteral("--top-k"), QStringLiteral("2")});
        QVERIFY2(misleading.code == 0, qPrintable(misleading.err));
        doc = misleading.json();
        const QJsonArray rounds = doc.value(QStringLiteral("rounds")).toArray();
        QCOMPARE(rounds.size(), 2);
        QCOMPARE(fileOf(rounds.at(0).toObject().value(QStringLiteral("hits")).toArray().first()),
                 QStringLiteral("03-travel-and-expenses.md"));
        QCOMPARE(doc.value(QStringLiteral("outcome")).toString(), QStringLiteral("answered"));
        QCOMPARE(fileOf(doc.value(QStringLiteral("citations")).toArray().first()), QStringLiteral("04-it-security.md"));

        // Not in the handbook: refused at the round cap. The one answer asked of the model was started
        // while round 1 was graded and discarded at its verdict, never shown.
        const qsizetype before = run->server->requests().size();
        const Output refused = ask(*run, QStringLiteral("Is there a company pension scheme?"));
        QVERIFY2(refused.code == 0, qPrintable(refused.err));
        doc = refused.json();
        QCOMPARE(doc.value(QStringLiteral("outcome")).toString(), QStringLiteral("refused"));
        QCOMPARE(doc.value(QStringLiteral("rounds")).toArray().size(), 3);
        QVERIFY(doc.value(QStringLiteral("citations")).toArray().isEmpty());
        int answers = 0;
        for (qsizetype i = before; i < run->server->requests().size(); ++i)
            answers += !run->server->requests().at(i).json().contains(QStringLiteral("response_format"));
        QCOMPARE(answers, 1);
        QCOMPARE(doc.value(QStringLiteral("rounds"))
                     .toArray()
                     .first()
                     .toObject()
                     .value(QStringLiteral("speculation"))
                     .toString(),
                 QStringLiteral("discarded"));

        // A comparison: split by the model while the question's own passages are graded, which hold
        // both policies here; both are cited. Without speculation: two sub-questions searched first.
        const Output comparison =
            ask(*run, QStringLiteral("How does the training budget compare with the home-office equipment allowance?"));
        QVERIFY2(comparison.code == 0, qPrintable(comparison.err));
        doc = comparison.json();
        QCOMPARE(doc.value(QStringLiteral("rounds")).toArray().size(), 1);
        const Output split =
            ask(*run, QStringLiteral("How does the training budget compare with the home-office equipment allowance?"),
                {QStringLiteral("--no-speculation")});
        QVERIFY2(split.code == 0, qPrintable(split.err));
        QCOMPARE(split.json().value(QStringLiteral("subQuestions")).toArray().size(), 2);
        QCOMPARE(split.json().value(QStringLiteral("outcome")).toString(), QStringLiteral("answered"));
        // Each sub-question graded on its own as well, by calls with the same deployment and sign-in.
        const QJsonArray lanes = split.json()
                                     .value(QStringLiteral("rounds"))
                                     .toArray()
                                     .first()
                                     .toObject()
                                     .value(QStringLiteral("lanes"))
                                     .toArray();
        QCOMPARE(lanes.size(), 2);
        for (const QJsonValue& lane : lanes)
            QVERIFY2(lane[QStringLiteral("verdict")][QStringLiteral("sufficient")].toBool(), qPrintable(split.out));
        QCOMPARE(doc.value(QStringLiteral("outcome")).toString(), QStringLiteral("answered"));
        QSet<QString> cited;
        for (const QJsonValue& c : doc.value(QStringLiteral("citations")).toArray())
            cited.insert(fileOf(c));
        QCOMPARE(cited, (QSet<QString>{QStringLiteral("05-training-budget.md"), QStringLiteral("02-remote-work.md")}));

        verifyRequests(*run);
        verifyNoSecrets(*run);
    }

    // A reasoning model under load takes its time before the first byte: waited for, sent once.
    void slowGraderReplyIsAnsweredWithOneRequest()
    {
        auto run = start(Setup::ClassicLegacy);
        lotse::fake::Fault slow{
            QStringLiteral("chat"), QStringLiteral("\"name\":\"verdict\""), 1, 0, {}, {}, 35000, false, -1};
        run->server->scenario().faults.append(slow);
        const Output o = ask(*run, QStringLiteral("How many vacation days do I get per year?"));
        QVERIFY2(o.code == 0, qPrintable(o.err));
        QCOMPARE(o.json().value(QStringLiteral("outcome")).toString(), QStringLiteral("answered"));
        QCOMPARE(run->server->requests().size(), 3); // the verdict once, the answer, its grounding check
        const qint64 gradeMs =
            o.json().value(QStringLiteral("timings")).toObject().value(QStringLiteral("gradeMs")).toInteger();
        QVERIFY2(gradeMs >= 35000, qPrintable(o.out));
    }

    // The grader's budget spent on thinking: asked once more with twice the budget, and answered.
    void graderCutOffByTheBudgetIsRecovered()
    {
        auto run = start(Setup::ReasoningKey);
        lotse::fake::Fault thinksTooLong{
            QStringLiteral("chat"), QStringLiteral("\"name\":\"verdict\""), 1, 0, {}, {}, 0, false, -1, 5000};
        run->server->scenario().faults.append(thinksTooLong);
        const Output o = ask(*run, QStringLiteral("How many vacation days do I get per year?"));
        QVERIFY2(o.code == 0, qPrintable(o.err));
        QCOMPARE(o.json().value(QStringLiteral("outcome")).toString(), QStringLiteral("answered"));
        QList<QJsonObject> verdicts;
        for (const auto& r : run->server->requests()) {
            if (r.body.contains("\"name\":\"verdict\"") && !r.json().contains(QStringLiteral("temperature")))
                verdicts.append(r.json());
        }
        QCOMPARE(verdicts.size(), 2);
        QCOMPARE(verdicts.at(1).value(QStringLiteral("max_completion_tokens")).toInt(),
                 2 * verdicts.at(0).value(QStringLiteral("max_completion_tokens")).toInt()); // never the same request
    }

    void answerCutOffIsReportedAsTruncated()
    {
        auto run = start(Setup::ReasoningKey);
        // The answer's thinking leaves room for a few words only.
        lotse::fake::Fault f{QStringLiteral("chat"), QStringLiteral("Cite every statement"), 2, 0, {}, {}, 0, false, -1,
                             900 + 2048 - 8};
        run->server->scenario().faults.append(f);
        const Output json = ask(*run, QStringLiteral("How many vacation days do I get per year?"));
        QCOMPARE(json.code, 3);
        const QJsonObject doc = json.json();
        QCOMPARE(doc.value(QStringLiteral("outcome")).toString(), QStringLiteral("truncated"));
        QVERIFY(!doc.value(QStringLiteral("answer")).toString().isEmpty());
        QVERIFY2(doc.value(QStringLiteral("error")).toString().contains(QStringLiteral("incomplete")),
                 qPrintable(json.out));
        const Output text = lotse::test::runCli(run->home->path(),
                                                {QStringLiteral("--db"), run->db, QStringLiteral("ask"),
                                                 QStringLiteral("How many vacation days do I get per year?"),
                                                 QStringLiteral("--provider"), QStringLiteral("azure"),
                                                 QStringLiteral("--endpoint"), run->server->baseUrl().toString(),
                                                 QStringLiteral("--chat-deployment"), QStringLiteral("prod-gpt")},
                                                {{QStringLiteral("LOTSE_API_KEY"), m_base.apiKey}});
        QCOMPARE(text.code, 3);
        QVERIFY2(text.out.contains(QStringLiteral("[The answer below is incomplete")), qPrintable(text.out));
        QVERIFY(text.out.contains(QStringLiteral("== cut off after")));
    }

    void errorEventInTheAnswerIsReported()
    {
        auto run = start(Setup::ClassicLegacy);
        lotse::fake::Fault f{QStringLiteral("chat"), QStringLiteral("\"stream\":true"), 1, 0, {}, {}, 0, false, -1};
        f.streamErrorAfterChunks = 4;
        f.streamErrorMessage = QStringLiteral("The service is temporarily overloaded.");
        run->server->scenario().faults.append(f);
        const Output o = ask(*run, QStringLiteral("How many vacation days do I get per year?"));
        QCOMPARE(o.code, 3);
        const QJsonObject doc = o.json();
        QCOMPARE(doc.value(QStringLiteral("outcome")).toString(), QStringLiteral("failed"));
        QVERIFY2(doc.value(QStringLiteral("error")).toString().contains(QStringLiteral("temporarily overloaded")),
                 qPrintable(o.out));
        QVERIFY(doc.value(QStringLiteral("citations")).toArray().isEmpty());
    }

    // A gateway's keep-alive comments in front of a stalled model: ask ends at the timeout.
    void stalledAnswerEndsAtTheTimeout()
    {
        auto run = start(Setup::ClassicLegacy);
        lotse::test::runCli(run->home->path(), {QStringLiteral("config"), QStringLiteral("set"),
                                                QStringLiteral("provider"), QStringLiteral("azure-legacy")});
        const Output set = lotse::test::runCli(run->home->path(), {QStringLiteral("config"), QStringLiteral("set"),
                                                                   QStringLiteral("timeout"), QStringLiteral("6")});
        QCOMPARE(set.code, 0);
        lotse::fake::Fault f{QStringLiteral("chat"), QStringLiteral("\"stream\":true"), 1, 0, {}, {}, 0, false, -1};
        f.stallAfterChunks = 2;
        f.keepAliveMs = 500;
        run->server->scenario().faults.append(f);
        QElapsedTimer clock;
        clock.start();
        const Output o = ask(*run, QStringLiteral("How many vacation days do I get per year?"));
        QCOMPARE(o.code, 3);
        QVERIFY2(clock.elapsed() < 120000, qPrintable(QString::number(clock.elapsed())));
        const QJsonObject doc = o.json();
        QCOMPARE(doc.value(QStringLiteral("outcome")).toString(), QStringLiteral("failed"));
        QVERIFY2(doc.value(QStringLiteral("error")).toString().contains(QStringLiteral("within 6 s")),
                 qPrintable(o.out));
    }

    // A verdict with a 50 MB rationale is not read, kept or printed.
    void runawayVerdictIsRefused()
    {
        auto run = start(Setup::ClassicLegacy);
        lotse::fake::Fault f{
            QStringLiteral("chat"), QStringLiteral("\"name\":\"verdict\""), 3, 0, {}, {}, 0, false, -1};
        f.replyBytes = 50 * 1024 * 1024;
        run->server->scenario().faults.append(f);
        const Output o = ask(*run, QStringLiteral("How many vacation days do I get per year?"));
        QCOMPARE(o.code, 3);
        QVERIFY(o.out.size() < 100000);
        const QJsonObject doc = o.json();
        QCOMPARE(doc.value(QStringLiteral("outcome")).toString(), QStringLiteral("failed"));
        QVERIFY2(doc.value(QStringLiteral("error")).toString().contains(QStringLiteral("stopped reading")),
                 qPrintable(o.out));
        qint64 stored = 0;
        for (const QString& name : QDir(run->home->path()).entryList({QStringLiteral("kb.sqlite*")}, QDir::Files))
            stored += QFileInfo(run->home->filePath(name)).size();
        QVERIFY2(stored < 20 * 1024 * 1024, qPrintable(QString::number(stored)));
    }
};

QTEST_GUILESS_MAIN(TestCliAzure)
#include "tst_cli_azure.moc"
