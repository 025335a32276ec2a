// SPDX-License-Identifier: GPL-3.0-or-later
// Microsoft Entra ID: tokens from the Azure CLI (its JSON in every form it prints, its failures
// explained), the interactive sign-in with PKCE against the fake identity provider (the test
// follows the authorize redirect itself, as a browser would), refresh tokens that rotate, and
// which source a provider's requests use. No token reaches the log.
#include "FakeOpenAiServer.h"
#include "MemoryKeyStore.h"
#include "TestSupport.h"
#include "llm/auth/AzureCliTokenSource.h"
#include "llm/auth/CredentialResolver.h"
#include "llm/auth/EntraRefreshTokenSource.h"
#include "llm/auth/EntraSignIn.h"
#include "llm/auth/EntraTokenReply.h"

#include <QLoggingCategory>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QSettings>
#include <QSignalSpy>
#include <QTest>
#include <QUrlQuery>

using namespace lotse;
using fake::FakeOpenAiServer;

namespace {

QStringList g_log;
QtMessageHandler g_previous = nullptr;
void captureLog(QtMsgType type, const QMessageLogContext& context, const QString& message)
{
    g_log.append(message);
    g_previous(type, context, message);
}

} // namespace

class TestEntra final : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    std::unique_ptr<FakeOpenAiServer> m_server;
    QNetworkAccessManager m_network;
    QByteArray m_path;

    EntraConfig entra() const
    {
        EntraConfig e;
        e.tenant = QStringLiteral("contoso");
        e.clientId = QStringLiteral("11111111-2222-3333-4444-555555555555");
        e.authority = m_server->baseUrl();
        return e;
    }

    // A stand-in Azure CLI that prints `output` and exits with `code`.
    void installAz(const QByteArray& output, int code = 0, const QByteArray& stderrText = {})
    {
        const QString bin = m_dir.filePath(QStringLiteral("bin"));
        QDir().mkpath(bin);
        QFile az(bin + QStringLiteral("/az"));
        QVERIFY(az.open(QIODevice::WriteOnly | QIODevice::Truncate));
        az.write("#!/bin/sh\necho \"$@\" > \"" + m_dir.filePath(QStringLiteral("az-args")).toUtf8()
                 + "\"\ncat <<'EOF'\n" + output + "\nEOF\necho '" + stderrText + "' >&2\nexit "
                 + QByteArray::number(code) + "\n");
        az.close();
        az.setPermissions(az.permissions() | QFileDevice::ExeOwner);
        qputenv("PATH", bin.toUtf8() + ':' + m_path);
    }

    Result<AccessToken> tokenFrom(AccessTokenSource& source)
    {
        std::optional<Result<AccessToken>> got;
        source.token(this, [&](Result<AccessToken> t) { got = std::move(t); });
        [&] { QTRY_VERIFY_WITH_TIMEOUT(got.has_value(), 20000); }();
        if (!got)
            return Error::make(Error::Code::Internal, QStringLiteral("no answer"));
        return *got;
    }

    // What a browser does with the authorization page: the fake identity provider signs the user in
    // at once and redirects to Lotse's loopback address, which the browser then opens.
    void followAuthorization(const QUrl& authorize, QUrl* redirectedTo = nullptr)
    {
        QNetworkRequest request(authorize);
        request.setAttribute(QNetworkRequest::RedirectPolicyAttribute, QNetworkRequest::ManualRedirectPolicy);
        QNetworkReply* reply = m_network.get(request);
        QSignalSpy done(reply, &QNetworkReply::finished);
        QVERIFY(done.wait(5000));
        reply->deleteLater();
        QCOMPARE(reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt(), 302);
        const QUrl location = QUrl::fromEncoded(reply->rawHeader("Location"));
        if (redirectedTo)
            *redirectedTo = location;
        QNetworkReply* callback = m_network.get(QNetworkRequest(location));
        connect(callback, &QNetworkReply::finished, callback, &QObject::deleteLater);
    }

    EntraAccount signIn()
    {
        EntraSignIn flow(entra());
        QSignalSpy signedIn(&flow, &EntraSignIn::signedIn);
        QSignalSpy failed(&flow, &EntraSignIn::failed);
        connect(&flow, &EntraSignIn::browserRequested, this, [this](const QUrl& url) { followAuthorization(url); });
        flow.start();
        [&] { QTRY_VERIFY_WITH_TIMEOUT(!signedIn.isEmpty() || !failed.isEmpty(), 20000); }();
        if (!failed.isEmpty())
            qWarning() << "sign-in failed:" << failed.first().first().toString();
        return signedIn.isEmpty() ? EntraAccount{} : signedIn.first().first().value<EntraAccount>();
    }

private Q_SLOTS:
    void initTestCase()
    {
        test::isolateSettings(m_dir.filePath(QStringLiteral("config")));
        m_path = qgetenv("PATH");
        g_previous = qInstallMessageHandler(captureLog);
    }
    void cleanupTestCase() { qInstallMessageHandler(g_previous); }

    void init()
    {
        fake::Scenario s;
        s.apiKey = QStringLiteral("entra-test-key-0123456789abcdef");
        s.keyAuth = false;
        s.deploy(QStringLiteral("chat"), QStringLiteral("gpt-4o-mini"));
        s.entra.tenant = QStringLiteral("contoso");
        s.entra.clientId = QStringLiteral("11111111-2222-3333-4444-555555555555");
        m_server = std::make_unique<FakeOpenAiServer>(s);
        QVERIFY(m_server->listen());
        qputenv("PATH", m_path);
        g_log.clear();
    }

    void azureCliOutput_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<bool>("ok");
        QTest::addColumn<qint64>("expiresIn"); // seconds from now, about
        const qint64 inAnHour = QDateTime::currentSecsSinceEpoch() + 3600;
        const QByteArray local =
            QDateTime::fromSecsSinceEpoch(inAnHour).toString(QStringLiteral("yyyy-MM-dd HH:mm:ss.zzz000")).toUtf8();
        QTest::newRow("expires_on as a number") << ("{\"accessToken\":\"t1\",\"expiresOn\":\"" + local
                                                    + "\",\"expires_on\":" + QByteArray::number(inAnHour) + "}")
                                                << true << qint64(3600);
        QTest::newRow("expires_on as a string (older CLIs)")
            << ("{\"accessToken\":\"t1\",\"expires_on\":\"" + QByteArray::number(inAnHour) + "\"}") << true
            << qint64(3600);
        QTest::newRow("only expiresOn, local time")
            << ("{\"accessToken\":\"t1\",\"expiresOn\":\"" + local + "\"}") << true << qint64(3600);
        QTest::newRow("no token") << QByteArray("{\"expires_on\":1}") << false << qint64(0);
        QTest::newRow("no expiry") << QByteArray("{\"accessToken\":\"t1\"}") << false << qint64(0);
        QTest::newRow("not JSON") << QByteArray("ERROR: something") << false << qint64(0);
    }
    void azureCliOutput()
    {
        QFETCH(QByteArray, json);
        QFETCH(bool, ok);
        QFETCH(qint64, expiresIn);
        const auto token = AzureCliTokenSource::parse(json);
        QCOMPARE(token.ok(), ok);
        if (!ok) {
            QVERIFY(!token.error().message.isEmpty());
            return;
        }
        QCOMPARE(token.value().value, QStringLiteral("t1"));
        QVERIFY(qAbs(QDateTime::currentDateTimeUtc().secsTo(token.value().expiresAt) - expiresIn) < 60);
    }

    void azureCliIsAskedForTheCognitiveServicesResource()
    {
        const qint64 expires = QDateTime::currentSecsSinceEpoch() + 3600;
        installAz("{\"accessToken\":\"cli-secret-token\",\"expires_on\":" + QByteArray::number(expires) + "}");
        auto source = std::make_shared<AzureCliTokenSource>();
        const auto token = tokenFrom(*source);
        QVERIFY2(token.ok(), qPrintable(token.ok() ? QString() : token.error().message));
        QCOMPARE(token.value().value, QStringLiteral("cli-secret-token"));
        QFile args(m_dir.filePath(QStringLiteral("az-args")));
        QVERIFY(args.open(QIODevice::ReadOnly));
        QCOMPARE(args.readAll().trimmed(),
                 QByteArray("account get-access-token --resource https://cognitiveservices.azure.com --output json"));
        for (const QString& line : std::as_const(g_log))
            QVERIFY2(!line.contains(QStringLiteral("cli-secret-token")), qPrintable(line));
    }

    void azureCliFailuresSayWhatToDo_data()
    {
        QTest::addColumn<bool>("installed");
        QTest::addColumn<QByteArray>("stderrText");
        QTest::addColumn<QString>("message");
        QTest::newRow("not signed in") << true << QByteArray("ERROR: Please run 'az login' to setup account.")
                                       << "run `az login`";
        QTest::newRow("other failure") << true << QByteArray("ERROR: AADSTS50076: MFA required") << "AADSTS50076";
        QTest::newRow("not installed") << false << QByteArray() << "not installed or not on PATH";
    }
    void azureCliFailuresSayWhatToDo()
    {
        QFETCH(bool, installed);
        QFETCH(QByteArray, stderrText);
        QFETCH(QString, message);
        if (installed)
            installAz({}, 1, stderrText);
        else
            qputenv("PATH", m_dir.filePath(QStringLiteral("nothing-here")).toUtf8());
        auto source = std::make_shared<AzureCliTokenSource>();
        const auto token = tokenFrom(*source);
        qputenv("PATH", m_path);
        QVERIFY(!token.ok());
        QVERIFY2(token.error().message.contains(message), qPrintable(token.error().message));
    }

    // The interactive sign-in: authorization code with PKCE (S256), a loopback redirect, the code
    // redeemed with the verifier; the account named, a refresh token, an access token the
    // resource accepts.
    void signInWithPkceOnALoopbackRedirect()
    {
        EntraSignIn flow(entra());
        QSignalSpy signedIn(&flow, &EntraSignIn::signedIn);
        QSignalSpy failed(&flow, &EntraSignIn::failed);
        QUrl authorize;
        QUrl redirect;
        connect(&flow, &EntraSignIn::browserRequested, this, [&](const QUrl& url) {
            authorize = url;
            followAuthorization(url, &redirect);
        });
        flow.start();
        QTRY_VERIFY_WITH_TIMEOUT(!signedIn.isEmpty() || !failed.isEmpty(), 20000);
        QVERIFY2(failed.isEmpty(), qPrintable(failed.isEmpty() ? QString() : failed.first().first().toString()));
        const QUrlQuery asked(authorize);
        QCOMPARE(authorize.path(), QStringLiteral("/contoso/oauth2/v2.0/authorize"));
        QCOMPARE(asked.queryItemValue(QStringLiteral("code_challenge_method")), QStringLiteral("S256"));
        QVERIFY(asked.queryItemValue(QStringLiteral("code_challenge")).size() >= 43);
        QVERIFY(asked.queryItemValue(QStringLiteral("scope"), QUrl::FullyDecoded)
                    .contains(QStringLiteral("offline_access")));
        QCOMPARE(redirect.host(), QStringLiteral("127.0.0.1"));
        QVERIFY(QUrlQuery(redirect).hasQueryItem(QStringLiteral("code")));

        const EntraAccount account = signedIn.first().first().value<EntraAccount>();
        QCOMPARE(account.username, QStringLiteral("alice@contoso.example"));
        QVERIFY(!account.refreshToken.isEmpty());
        QVERIFY(m_server->identity().accepts(account.access.value));
        QVERIFY(account.access.validFor(600, QDateTime::currentDateTimeUtc()));
        for (const QString& line : std::as_const(g_log)) {
            QVERIFY2(!line.contains(account.refreshToken) && !line.contains(account.access.value), qPrintable(line));
        }
    }

    void signInErrorsAreExplained()
    {
        EntraConfig wrong = entra();
        wrong.clientId = QStringLiteral("not-registered");
        EntraSignIn flow(wrong);
        QSignalSpy failed(&flow, &EntraSignIn::failed);
        QSignalSpy signedIn(&flow, &EntraSignIn::signedIn);
        connect(&flow, &EntraSignIn::browserRequested, this, [this](const QUrl& url) {
            // The identity provider shows its own error page; nothing comes back to Lotse.
            QNetworkReply* reply = m_network.get(QNetworkRequest(url));
            connect(reply, &QNetworkReply::finished, reply, &QObject::deleteLater);
        });
        flow.start();
        QTest::qWait(500);
        QVERIFY(flow.isRunning()); // still waiting for the browser, as a real one would
        flow.cancel();
        QVERIFY(!flow.isRunning());
        QCOMPARE(signedIn.size(), 0);

        EntraConfig incomplete = entra();
        incomplete.clientId.clear();
        EntraSignIn notConfigured(incomplete);
        QSignalSpy refused(&notConfigured, &EntraSignIn::failed);
        notConfigured.start();
        QCOMPARE(refused.size(), 1);
        QVERIFY(refused.first().first().toString().contains(QStringLiteral("application (client) id")));
    }

    // Access tokens from the sign-in's refresh token; the identity provider replaces the refresh
    // token each time, and the new one is handed back for the keychain.
    void refreshTokensRotate()
    {
        const EntraAccount account = signIn();
        QVERIFY(!account.refreshToken.isEmpty());
        QStringList rotated;
        auto source = std::make_shared<EntraRefreshTokenSource>(entra(), account.refreshToken, account.username,
                                                                [&](const QString& previous, const QString& next) {
                                                                    QCOMPARE(previous, account.refreshToken);
                                                                    rotated.append(next);
                                                                });
        const auto token = tokenFrom(*source);
        QVERIFY2(token.ok(), qPrintable(token.ok() ? QString() : token.error().message));
        QVERIFY(m_server->identity().accepts(token.value().value));
        QCOMPARE(rotated.size(), 1);
        QVERIFY(rotated.first() != account.refreshToken);
        QCOMPARE(m_server->identity().refreshGrants(), 1);
        // A refresh token the identity provider does not know (revoked, expired): signing in again is
        // the way out, and the message says so.
        auto stale = std::make_shared<EntraRefreshTokenSource>(entra(), QStringLiteral("entra-refresh-revoked"),
                                                               account.username);
        const auto refused = tokenFrom(*stale);
        QVERIFY(!refused.ok());
        QVERIFY2(refused.error().message.contains(QStringLiteral("Sign in again")),
                 qPrintable(refused.error().message));
    }

    // A stored sign-in wins over the Azure CLI; without one, the Azure CLI's account is used.
    void theProvidersRequestsUseTheSignInElseTheAzureCli()
    {
        ProviderConfig provider;
        provider.auth = ProviderConfig::Auth::Entra;
        provider.endpoint = m_server->baseUrl();
        provider.chatDeployment = QStringLiteral("chat");
        provider.entra = entra();
        test::MemoryKeyStore keys;
        std::optional<Result<Credential>> resolved;
        CredentialResolver::resolve(keys, this, provider, [&](Result<Credential> c) { resolved = std::move(c); });
        QVERIFY(resolved && resolved->ok());
        QVERIFY(resolved->value().isToken());
        QCOMPARE(resolved->value().origin(), QStringLiteral("the Azure CLI"));

        const EntraAccount account = signIn();
        keys.entries.insert(CredentialResolver::refreshTokenAccount(provider.entra), account.refreshToken);
        QSettings settings;
        CredentialResolver::setSignedInAccount(settings, provider.entra, account.username);
        resolved.reset();
        CredentialResolver::resolve(keys, this, provider, [&](Result<Credential> c) { resolved = std::move(c); });
        QVERIFY(resolved && resolved->ok());
        QCOMPARE(resolved->value().origin(), QStringLiteral("alice@contoso.example"));
        // Its first request gets a token through the refresh token; the rotated one goes back.
        std::optional<Result<HttpHeaders>> headers;
        resolved->value().headers(provider.kind, this, [&](Result<HttpHeaders> h) { headers = std::move(h); });
        QTRY_VERIFY(headers.has_value());
        QVERIFY(headers->ok());
        QVERIFY(headers->value().first().second.startsWith("Bearer entra-access-"));
        QTRY_VERIFY(keys.entries.value(CredentialResolver::refreshTokenAccount(provider.entra))
                    != account.refreshToken);

        // Signed out (or signed in anew) meanwhile: the session's next refresh does not bring it back.
        m_server->scenario().entra.tokenLifetimeS = 120; // below the margin: every request refreshes
        std::optional<Result<HttpHeaders>> again;
        resolved->value().headers(provider.kind, this, [&](Result<HttpHeaders> h) { again = std::move(h); });
        QTRY_VERIFY(again.has_value()); // refreshes with the token it holds…
        keys.entries.remove(CredentialResolver::refreshTokenAccount(provider.entra)); // …signed out…
        std::optional<Result<HttpHeaders>> third;
        resolved->value().headers(provider.kind, this, [&](Result<HttpHeaders> h) { third = std::move(h); });
        QTRY_VERIFY(third.has_value());
        QTest::qWait(100); // a write-back would come through the event loop
        QVERIFY(!keys.entries.contains(CredentialResolver::refreshTokenAccount(provider.entra))); // …and stays so

        // Entra ID is for Azure only.
        provider.kind = ProviderConfig::Kind::OpenAiCompatible;
        resolved.reset();
        CredentialResolver::resolve(keys, this, provider, [&](Result<Credential> c) { resolved = std::move(c); });
        QVERIFY(resolved && !resolved->ok());
        QCOMPARE(resolved->error().code, Error::Code::InvalidSetting);

        // Azure with an API key that is not stored: the key is what is missing, and the error says so
        // by its code (the settings dialog and the CLI read it to point at the key field).
        provider.kind = ProviderConfig::Kind::AzureV1;
        provider.auth = ProviderConfig::Auth::Key;
        qunsetenv("LOTSE_API_KEY");
        resolved.reset();
        CredentialResolver::resolve(keys, this, provider, [&](Result<Credential> c) { resolved = std::move(c); });
        QTRY_VERIFY(resolved.has_value());
        QVERIFY(!resolved->ok());
        QCOMPARE(resolved->error().code, Error::Code::MissingCredential);
    }

    void tokenEndpointErrors_data()
    {
        QTest::addColumn<int>("status");
        QTest::addColumn<QByteArray>("body");
        QTest::addColumn<QString>("message");
        QTest::newRow("expired refresh token")
            << 400
            << QByteArray(
                   "{\"error\":\"invalid_grant\",\"error_description\":\"AADSTS70008: expired.\\r\\nTrace ID: x\"}")
            << "Sign in again";
        QTest::newRow("consent needed") << 400 << QByteArray("{\"error\":\"interaction_required\"}") << "Sign in again";
        QTest::newRow("server error") << 500 << QByteArray("{\"error\":\"temporarily_unavailable\"}")
                                      << "temporarily_unavailable";
        QTest::newRow("no token") << 200 << QByteArray("{\"token_type\":\"Bearer\"}") << "without an access token";
    }
    void tokenEndpointErrors()
    {
        QFETCH(int, status);
        QFETCH(QByteArray, body);
        QFETCH(QString, message);
        const auto reply = EntraTokenReply::parse(status, body, QDateTime::currentDateTimeUtc());
        QVERIFY(!reply.ok());
        QVERIFY2(reply.error().message.contains(message), qPrintable(reply.error().message));
    }
};

QTEST_GUILESS_MAIN(TestEntra)
#include "tst_entra.moc"
