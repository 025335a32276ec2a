// SPDX-License-Identifier: GPL-3.0-or-later
// Provider settings and the API key, through lotse-cli, against a real secret service (GNOME
// Keyring in the private D-Bus session that scripts/test.sh starts): the key goes only into the
// keychain, never into settings, the knowledge base or any output, and ask uses it from there.
#include "FakeOpenAiServer.h"
#include "TestSupport.h"
#include "llm/KeychainKeyStore.h"

#include <QDirIterator>
#include <QFile>
#include <QJsonDocument>
#include <QSignalSpy>
#include <QTest>

using lotse::fake::FakeOpenAiServer;

class TestCliConfig final : public QObject
{
    Q_OBJECT

    using Output = lotse::test::CliOutput;

    QTemporaryDir m_home;
    QString m_db;
    const QString m_key = QStringLiteral("kc-key-%1-abcdef0123456789").arg(QCoreApplication::applicationPid());
    std::unique_ptr<FakeOpenAiServer> m_server;

    Output cli(const QStringList& args, const QByteArray& input = {})
    {
        return lotse::test::runCli(m_home.path(), QStringList{QStringLiteral("--db"), m_db} + args,
                                   {{QStringLiteral("LOTSE_API_KEY"), QString()}}, input);
    }

private Q_SLOTS:
    void initTestCase()
    {
        if (qEnvironmentVariableIsEmpty("DBUS_SESSION_BUS_ADDRESS"))
            QSKIP("needs a D-Bus session with an unlocked secret service (scripts/test.sh starts one)");
        // A round trip through the real keychain, in this process.
        lotse::KeychainKeyStore keys;
        const QString account = QStringLiteral("lotse-test-%1").arg(QCoreApplication::applicationPid());
        bool written = false;
        QString error;
        keys.write(account, QStringLiteral("secret"), [&](lotse::Status s) {
            written = s.ok();
            error = s.ok() ? QString() : s.error().message;
        });
        QTRY_VERIFY2(written || !error.isEmpty(), "the keychain did not answer");
        QVERIFY2(written, qPrintable(error));
        QString read;
        keys.read(account, [&](lotse::Result<QString> r) { read = r ? r.value() : QStringLiteral("error"); });
        QTRY_COMPARE(read, QStringLiteral("secret"));
        bool removed = false;
        keys.remove(account, [&](lotse::Status s) { removed = s.ok(); });
        QTRY_VERIFY(removed);

        m_db = m_home.filePath(QStringLiteral("kb.sqlite"));
        const QString folder =
            lotse::test::sampleHandbook(m_home.filePath(QStringLiteral("handbook")), QStringLiteral("en"));
        QCOMPARE(cli({QStringLiteral("ingest"), folder}).code, 0);
        QFile file(QStringLiteral(LOTSE_TEST_DATA "/fake-scenarios/handbook.json"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        auto scenario = lotse::fake::Scenario::fromJson(QJsonDocument::fromJson(file.readAll()).object());
        scenario.apiKey = m_key;
        m_server = std::make_unique<FakeOpenAiServer>(scenario);
        QVERIFY(m_server->listen());
    }

    void settingsAreValidated_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        QTest::newRow("unknown provider")
            << QStringList{QStringLiteral("provider"), QStringLiteral("skynet")} << "Unknown provider";
        QTest::newRow("endpoint not a URL")
            << QStringList{QStringLiteral("endpoint"), QStringLiteral("my resource")} << "not an http(s) URL";
        QTest::newRow("dimensions") << QStringList{QStringLiteral("dimensions"), QStringLiteral("99999")}
                                    << "dimensions takes";
        QTest::newRow("unknown setting") << QStringList{QStringLiteral("colour"), QStringLiteral("blue")}
                                         << "unknown setting";
        QTest::newRow("the portal as endpoint")
            << QStringList{QStringLiteral("endpoint"), QStringLiteral("https://portal.azure.com/#home")}
            << "is the Azure portal";
        QTest::newRow("one request's URL as endpoint")
            << QStringList{QStringLiteral("endpoint"),
                           QStringLiteral("https://x.openai.azure.com/openai/deployments/chat/chat/completions")}
            << "the address of one API request";
        QTest::newRow("auth") << QStringList{QStringLiteral("auth"), QStringLiteral("password")} << "auth takes key";
        QTest::newRow("reasoning-model") << QStringList{QStringLiteral("reasoning-model"), QStringLiteral("maybe")}
                                         << "reasoning-model takes auto";
        QTest::newRow("reasoning-effort") << QStringList{QStringLiteral("reasoning-effort"), QStringLiteral("extreme")}
                                          << "minimal, low, medium or high";
        QTest::newRow("reasoning-effort-answer")
            << QStringList{QStringLiteral("reasoning-effort-answer"), QStringLiteral("0")}
            << "minimal, low, medium or high";
        QTest::newRow("timeout") << QStringList{QStringLiteral("timeout"), QStringLiteral("2")} << "timeout takes auto";
        QTest::newRow("entra-authority") << QStringList{QStringLiteral("entra-authority"), QStringLiteral("login")}
                                         << "entra-authority takes a URL";
        QTest::newRow("read-seconds") << QStringList{QStringLiteral("read-seconds"), QStringLiteral("0")}
                                      << "read-seconds takes a whole number from 1 to 86400";
        QTest::newRow("read-memory-mb") << QStringList{QStringLiteral("read-memory-mb"), QStringLiteral("100")}
                                        << "read-memory-mb takes a whole number from 256";
        QTest::newRow("contact") << QStringList{QStringLiteral("contact"), QString(201, QLatin1Char('x'))}
                                 << "The contact line has 201 characters; at most 200 are allowed";
        QTest::newRow("speculation") << QStringList{QStringLiteral("speculation"), QStringLiteral("yes")}
                                     << "speculation takes on";
        QTest::newRow("vector-index") << QStringList{QStringLiteral("vector-index"), QStringLiteral("float")}
                                      << "vector-index takes auto";
    }

    // Every setting as `config set` takes it, and `config show` says it back.
    void settingsAreShown()
    {
        for (const auto& [name, value] :
             {std::pair{QStringLiteral("provider"), QStringLiteral("azure")},
              std::pair{QStringLiteral("endpoint"), QStringLiteral("https://contoso.openai.azure.com/openai/v1/")},
              std::pair{QStringLiteral("chat-deployment"), QStringLiteral("prod-gpt")},
              std::pair{QStringLiteral("reasoning-effort"), QStringLiteral("medium")},
              std::pair{QStringLiteral("reasoning-effort-answer"), QStringLiteral("high")},
              std::pair{QStringLiteral("reasoning-model"), QStringLiteral("false")},
              std::pair{QStringLiteral("timeout"), QStringLiteral("90")},
              std::pair{QStringLiteral("auth"), QStringLiteral("entra")},
              std::pair{QStringLiteral("entra-tenant"), QStringLiteral("contoso.onmicrosoft.com")},
              std::pair{QStringLiteral("entra-client-id"), QStringLiteral("11111111-aaaa-bbbb-cccc-222222222222")},
              std::pair{QStringLiteral("read-seconds"), QStringLiteral("120")},
              std::pair{QStringLiteral("read-memory-mb"), QStringLiteral("2048")},
              std::pair{QStringLiteral("contact"), QStringLiteral("Ask HR:   hr@contoso.example")},
              std::pair{QStringLiteral("speculation"), QStringLiteral("off")},
              std::pair{QStringLiteral("vector-index"), QStringLiteral("binary")}}) {
            const Output o = cli({QStringLiteral("config"), QStringLiteral("set"), name, value});
            QVERIFY2(o.code == 0, qPrintable(name + QStringLiteral(": ") + o.err));
        }
        const Output shown = cli({QStringLiteral("config"), QStringLiteral("show")});
        QCOMPARE(shown.code, 0);
        for (const char* line :
             {"auth: entra", "endpoint: https://contoso.openai.azure.com/openai/v1/", "reasoning-effort-grader: medium",
              "reasoning-effort-decomposer: medium", "reasoning-effort-answer: high", "reasoning-model: false",
              "timeout: 90", "entra-tenant: contoso.onmicrosoft.com",
              "entra-client-id: 11111111-aaaa-bbbb-cccc-222222222222", "sign-in: the Azure CLI's account",
              "read-seconds: 120", "read-memory-mb: 2048", "max-file-mb: 100", "contact: Ask HR: hr@contoso.example",
              "speculation: off", "vector-index: binary"})
            QVERIFY2(shown.out.contains(QLatin1String(line)), qPrintable(shown.out));
        QCOMPARE(
            cli({QStringLiteral("config"), QStringLiteral("set"), QStringLiteral("auth"), QStringLiteral("key")}).code,
            0);
        QCOMPARE(cli({QStringLiteral("config"), QStringLiteral("set"), QStringLiteral("reasoning-model"),
                      QStringLiteral("auto")})
                     .code,
                 0);
        QCOMPARE(
            cli({QStringLiteral("config"), QStringLiteral("set"), QStringLiteral("timeout"), QStringLiteral("auto")})
                .code,
            0);
        QCOMPARE(
            cli({QStringLiteral("config"), QStringLiteral("set"), QStringLiteral("speculation"), QStringLiteral("on")})
                .code,
            0);
        QVERIFY(cli({QStringLiteral("config"), QStringLiteral("show")}).out.contains(QLatin1String("speculation: on")));
    }

    // A key from the environment is shown masked, and the command ends (it once waited forever: done
    // before its event loop ran).
    void keyFromTheEnvironmentIsShown()
    {
        const lotse::test::CliOutput shown = lotse::test::runCli(
            m_home.path(), {QStringLiteral("--db"), m_db, QStringLiteral("config"), QStringLiteral("show")},
            {{QStringLiteral("LOTSE_API_KEY"), m_key}});
        QCOMPARE(shown.code, 0);
        QVERIFY2(shown.out.contains(QStringLiteral("(from LOTSE_API_KEY)")), qPrintable(shown.out));
        QVERIFY(!shown.out.contains(m_key));
    }

    // `config test`: what answers behind each deployment, and whether it reasons.
    void configTestReportsTheModels()
    {
        m_server->scenario().deploy(QStringLiteral("prod-gpt"), QStringLiteral("gpt-5.4-mini"));
        m_server->scenario().deploy(QStringLiteral("embed"), QStringLiteral("text-embedding-3-large"));
        const QStringList provider{QStringLiteral("--provider"),
                                   QStringLiteral("azure"),
                                   QStringLiteral("--endpoint"),
                                   m_server->baseUrl().toString(),
                                   QStringLiteral("--chat-deployment"),
                                   QStringLiteral("prod-gpt"),
                                   QStringLiteral("--embedding-deployment"),
                                   QStringLiteral("embed")};
        const Output tested =
            lotse::test::runCli(m_home.path(), QStringList{QStringLiteral("config"), QStringLiteral("test")} + provider,
                                {{QStringLiteral("LOTSE_API_KEY"), m_key}});
        QVERIFY2(tested.code == 0, qPrintable(tested.out + tested.err));
        QVERIFY2(tested.out.contains(QStringLiteral("✓ Chat deployment “prod-gpt” answered in")),
                 qPrintable(tested.out));
        QVERIFY2(
            tested.out.contains(QStringLiteral("gpt-5.4-mini, a reasoning model; it refused temperature, which Lotse "
                                               "no longer sends")),
            qPrintable(tested.out));
        QVERIFY2(tested.out.contains(QStringLiteral("✓ Embedding deployment “embed” (text-embedding-3-large) returned "
                                                    "vectors with 64 dimensions")),
                 qPrintable(tested.out));
        QVERIFY(!tested.out.contains(m_key) && !tested.err.contains(m_key));
        // What it learned is there for `config show` and the next ask.
        cli({QStringLiteral("config"), QStringLiteral("set"), QStringLiteral("provider"), QStringLiteral("azure")});
        cli({QStringLiteral("config"), QStringLiteral("set"), QStringLiteral("endpoint"),
             m_server->baseUrl().toString()});
        cli({QStringLiteral("config"), QStringLiteral("set"), QStringLiteral("chat-deployment"),
             QStringLiteral("prod-gpt")});
        const Output shown = cli({QStringLiteral("config"), QStringLiteral("show")});
        QVERIFY2(shown.out.contains(QStringLiteral("chat-model: gpt-5.4-mini (reasoning model; from its replies)")),
                 qPrintable(shown.out));
        // A wrong deployment fails the test (exit 3) and says what to do.
        const Output wrong =
            lotse::test::runCli(m_home.path(),
                                {QStringLiteral("config"), QStringLiteral("test"), QStringLiteral("--provider"),
                                 QStringLiteral("azure"), QStringLiteral("--endpoint"), m_server->baseUrl().toString(),
                                 QStringLiteral("--chat-deployment"), QStringLiteral("gpt-4o")},
                                {{QStringLiteral("LOTSE_API_KEY"), m_key}});
        QCOMPARE(wrong.code, 3);
        QVERIFY2(wrong.out.contains(QStringLiteral("There is no deployment “gpt-4o”")), qPrintable(wrong.out));
        // Offline needs no test.
        const Output offline =
            lotse::test::runCli(m_home.path(), {QStringLiteral("config"), QStringLiteral("test"),
                                                QStringLiteral("--provider"), QStringLiteral("offline")});
        QCOMPARE(offline.code, 0);
        QVERIFY(offline.out.contains(QStringLiteral("nothing to test")));
    }

    void signOutForgetsTheWindowsSignIn()
    {
        cli({QStringLiteral("config"), QStringLiteral("set"), QStringLiteral("provider"), QStringLiteral("azure")});
        const Output out = cli({QStringLiteral("config"), QStringLiteral("sign-out")});
        QVERIFY2(out.code == 0, qPrintable(out.err));
        QVERIFY(out.out.contains(QStringLiteral("Signed out")));
    }
    void settingsAreValidated()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        QCOMPARE(
            cli({QStringLiteral("config"), QStringLiteral("set"), QStringLiteral("provider"), QStringLiteral("azure")})
                .code,
            0);
        const Output o = cli(QStringList{QStringLiteral("config"), QStringLiteral("set")} + args);
        QCOMPARE(o.code, 1);
        QVERIFY2(o.err.contains(message), qPrintable(o.err));
    }

    void keyLivesOnlyInTheKeychain()
    {
        for (const auto& [name, value] : {std::pair{QStringLiteral("provider"), QStringLiteral("azure")},
                                          std::pair{QStringLiteral("endpoint"), m_server->baseUrl().toString()},
                                          std::pair{QStringLiteral("chat-deployment"), QStringLiteral("chat")}})
            QCOMPARE(cli({QStringLiteral("config"), QStringLiteral("set"), name, value}).code, 0);
        QVERIFY(cli({QStringLiteral("config"), QStringLiteral("show")}).out.contains(QStringLiteral("none stored")));
        QCOMPARE(cli({QStringLiteral("config"), QStringLiteral("set-key")}, QByteArray()).code, 1); // nothing given

        const Output stored = cli({QStringLiteral("config"), QStringLiteral("set-key")}, m_key.toUtf8() + "\n");
        QVERIFY2(stored.code == 0, qPrintable(stored.err));
        const Output shown = cli({QStringLiteral("config"), QStringLiteral("show")});
        QCOMPARE(shown.code, 0);
        QVERIFY2(shown.out.contains(QStringLiteral("ends in …") + m_key.right(4)), qPrintable(shown.out));
        QVERIFY(!shown.out.contains(m_key));

        // ask reads it from the keychain and the provider accepts it.
        const Output asked = cli({QStringLiteral("ask"), QStringLiteral("How many vacation days do I get per year?"),
                                  QStringLiteral("--json")});
        QVERIFY2(asked.code == 0, qPrintable(asked.err));
        QCOMPARE(QJsonDocument::fromJson(asked.out.toUtf8()).object().value(QStringLiteral("outcome")).toString(),
                 QStringLiteral("answered"));
        QVERIFY(!asked.out.contains(m_key) && !asked.err.contains(m_key));

        // Not in any file Lotse wrote: settings, knowledge base, WAL, sample files.
        QDirIterator files(m_home.path(), QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
        int checked = 0;
        while (files.hasNext()) {
            QFile f(files.next());
            QVERIFY(f.open(QIODevice::ReadOnly));
            QVERIFY2(!f.readAll().contains(m_key.toUtf8()), qPrintable(f.fileName()));
            ++checked;
        }
        QVERIFY(checked >= 3);

        QCOMPARE(cli({QStringLiteral("config"), QStringLiteral("delete-key")}).code, 0);
        const Output without = cli({QStringLiteral("ask"), QStringLiteral("How many vacation days?")});
        QCOMPARE(without.code, 1);
        QVERIFY2(without.err.contains(QStringLiteral("config set-key")), qPrintable(without.err));
    }
};

QTEST_GUILESS_MAIN(TestCliConfig)
#include "tst_cli_config.moc"
