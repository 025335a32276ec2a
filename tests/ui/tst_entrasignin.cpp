// SPDX-License-Identifier: GPL-3.0-or-later
// Microsoft Entra ID in the window, against the fake identity provider and a resource whose key
// authentication is disabled, with the real OS keychain (GNOME Keyring in the test's D-Bus
// session): Settings → Authentication "Microsoft Entra ID" → Sign In… (the test follows the
// authorize redirect itself, as the browser would) → the account is shown, the refresh token is in
// the keychain and nowhere else; Test Connection and a question asked in the window use the sign-in;
// Sign Out forgets it.
#include "FakeOpenAiServer.h"
#include "UiTestSupport.h"
#include "llm/KeychainKeyStore.h"
#include "llm/ProviderSettings.h"
#include "llm/auth/CredentialResolver.h"
#include "settings/EntraSignInBox.h"
#include "settings/SettingsDialog.h"

#include <QAction>
#include <QComboBox>
#include <QDirIterator>
#include <QFile>
#include <QJsonDocument>
#include <QLabel>
#include <QLineEdit>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QTest>

using namespace lotse;
using lotse::ui::EntraSignInBox;
using lotse::ui::SettingsDialog;
using uitest::child;

class TestEntraSignIn final : public QObject
{
    Q_OBJECT

    QTemporaryDir m_config;
    QTemporaryDir m_data;
    const QByteArray m_path = qgetenv("PATH");
    KeychainKeyStore m_keys;
    QNetworkAccessManager m_network;
    std::unique_ptr<fake::FakeOpenAiServer> m_server;
    const QString m_clientId = QStringLiteral("3f0c9a4e-1111-2222-3333-%1").arg(QCoreApplication::applicationPid());

    EntraConfig entra() const
    {
        EntraConfig e;
        e.tenant = QStringLiteral("contoso");
        e.clientId = m_clientId;
        e.authority = m_server->baseUrl();
        return e;
    }

    QString storedRefreshToken()
    {
        std::optional<QString> token;
        m_keys.read(CredentialResolver::refreshTokenAccount(entra()),
                    [&](Result<QString> r) { token = r ? r.value() : QStringLiteral("<error>"); });
        [&] { QTRY_VERIFY(token.has_value()); }();
        return token.value_or(QString());
    }

    // The browser: the identity provider signs the user in and redirects to Lotse's loopback
    // address, which the browser then opens.
    void followAuthorization(const QUrl& authorize)
    {
        QNetworkRequest request(authorize);
        request.setAttribute(QNetworkRequest::RedirectPolicyAttribute, QNetworkRequest::ManualRedirectPolicy);
        QNetworkReply* reply = m_network.get(request);
        connect(reply, &QNetworkReply::finished, this, [this, reply] {
            reply->deleteLater();
            QNetworkReply* callback = m_network.get(QNetworkRequest(QUrl::fromEncoded(reply->rawHeader("Location"))));
            connect(callback, &QNetworkReply::finished, callback, &QObject::deleteLater);
        });
    }

    std::unique_ptr<SettingsDialog> openDialog()
    {
        auto dialog = std::make_unique<SettingsDialog>(m_keys, m_network);
        dialog->show();
        if (!QTest::qWaitForWindowExposed(dialog.get()))
            QTest::qFail("the dialog was not shown", __FILE__, __LINE__);
        dialog->findChild<EntraSignInBox*>()->setBrowser([this](const QUrl& url) { followAuthorization(url); });
        return dialog;
    }

    void fillEntra(SettingsDialog& dialog)
    {
        auto* provider = child<QComboBox>(dialog, "providerCombo");
        provider->setCurrentIndex(provider->findData(QStringLiteral("azure")));
        for (const auto& [name, text] : {std::pair{"endpointEdit", m_server->baseUrl().toString()},
                                         std::pair{"chatDeploymentEdit", QStringLiteral("chat")}}) {
            auto* edit = child<QLineEdit>(dialog, name);
            edit->clear();
            QTest::keyClicks(edit, text);
        }
        auto* auth = child<QComboBox>(dialog, "authCombo");
        auth->setCurrentIndex(auth->findData(QStringLiteral("entra")));
        for (const auto& [name, text] :
             {std::pair{"entraTenantEdit", QStringLiteral("contoso")}, std::pair{"entraClientIdEdit", m_clientId},
              std::pair{"entraAuthorityEdit", m_server->baseUrl().toString()}}) {
            auto* edit = child<QLineEdit>(dialog, name);
            edit->clear();
            QTest::keyClicks(edit, text);
        }
    }

    // No file in the settings or data folders holds `secret`.
    void verifyNotOnDisk(const QString& secret)
    {
        for (const QString& folder : {m_config.path(), m_data.path()}) {
            QDirIterator files(folder, QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
            while (files.hasNext()) {
                QFile f(files.next());
                QVERIFY(f.open(QIODevice::ReadOnly));
                QVERIFY2(!f.readAll().contains(secret.toUtf8()), qPrintable(f.fileName()));
            }
        }
    }

private Q_SLOTS:
    void initTestCase()
    {
        if (qEnvironmentVariableIsEmpty("DBUS_SESSION_BUS_ADDRESS"))
            QSKIP("needs a D-Bus session with an unlocked secret service (scripts/test.sh starts one)");
        uitest::setUpWindowTests(m_config);
        QFile file(QStringLiteral(LOTSE_TEST_DATA "/fake-scenarios/handbook.json"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        fake::Scenario s = fake::Scenario::fromJson(QJsonDocument::fromJson(file.readAll()).object());
        s.keyAuth = false; // the resource takes Entra ID tokens only
        s.deploy(QStringLiteral("chat"), QStringLiteral("gpt-4o-mini"));
        s.entra.tenant = QStringLiteral("contoso");
        s.entra.clientId = m_clientId;
        m_server = std::make_unique<fake::FakeOpenAiServer>(s);
        QVERIFY(m_server->listen());
    }

    void cleanupTestCase()
    {
        if (!m_server)
            return;
        bool removed = false;
        m_keys.remove(CredentialResolver::refreshTokenAccount(entra()), [&](Status) { removed = true; });
        QTRY_VERIFY(removed);
    }

    void signInThenAskInTheWindow()
    {
        auto dialog = openDialog();
        QVERIFY(dialog);
        fillEntra(*dialog);
        // An API key does not apply; the sign-in does.
        QVERIFY(!child<QLineEdit>(*dialog, "apiKeyEdit")->isVisible());
        for (const char* name : {"entraTenantEdit", "entraClientIdEdit", "entraAuthorityEdit", "signInButton"})
            QVERIFY2(child<QWidget>(*dialog, name)->isVisible(), name);
        auto* status = child<QLabel>(*dialog, "signInStatus");
        QTRY_VERIFY2(status->text().startsWith(QStringLiteral("Not signed in")), qPrintable(status->text()));

        QTest::mouseClick(child<QPushButton>(*dialog, "signInButton"), Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(status->text(), QStringLiteral("Signed in as alice@contoso.example."), 20000);
        QVERIFY(child<QPushButton>(*dialog, "signOutButton")->isVisible());
        const QString refreshToken = storedRefreshToken();
        QVERIFY(refreshToken.startsWith(QStringLiteral("entra-refresh-")));

        // Test Connection uses the sign-in: a Bearer token, no key, and says what answers.
        QTest::mouseClick(child<QPushButton>(*dialog, "testConnectionButton"), Qt::LeftButton);
        auto* chat = child<QLabel>(*dialog, "chatResult");
        QTRY_VERIFY_WITH_TIMEOUT(
            chat->text().startsWith(QStringLiteral("✓")) || chat->text().startsWith(QStringLiteral("✗")), 20000);
        QVERIFY2(chat->text().contains(QStringLiteral("gpt-4o-mini, a model without reasoning")),
                 qPrintable(chat->text()));
        const auto& tested = m_server->requests().last();
        QVERIFY(tested.headers.value("authorization").startsWith("Bearer entra-access-"));
        QVERIFY(!tested.headers.contains("api-key"));

        QSignalSpy changed(dialog.get(), &SettingsDialog::settingsChanged);
        QTest::mouseClick(child<QPushButton>(*dialog, "okButton"), Qt::LeftButton);
        QTRY_COMPARE(changed.size(), 1);
        const auto saved = ProviderSettings::load(QSettings());
        QVERIFY(saved);
        QCOMPARE(saved->auth, ProviderConfig::Auth::Entra);
        QCOMPARE(saved->entra.clientId, m_clientId);
        QCOMPARE(saved->entra.authority, m_server->baseUrl());
        dialog.reset();

        // The window answers with it.
        auto window = uitest::openWithSample(m_data);
        QVERIFY(window);
        const qsizetype before = m_server->requests().size();
        uitest::ask(*window, QStringLiteral("How many vacation days do I get per year?"));
        QTRY_VERIFY_WITH_TIMEOUT(!uitest::outcomeText(*window).isEmpty(), uitest::timeoutMs);
        QVERIFY2(uitest::outcomeText(*window).startsWith(QStringLiteral("Answered")),
                 qPrintable(uitest::outcomeText(*window)));
        QVERIFY(m_server->requests().size() > before);
        int openAi = 0;
        for (qsizetype i = before; i < m_server->requests().size(); ++i) {
            const auto& r = m_server->requests().at(i);
            if (!r.path.startsWith(QStringLiteral("/openai/")))
                continue; // the identity provider's token endpoint, on the same fake
            ++openAi;
            QVERIFY(r.headers.value("authorization").startsWith("Bearer entra-access-"));
            QVERIFY(!r.headers.contains("api-key"));
        }
        QVERIFY(openAi >= 2);
        window.reset();

        // The refresh token (the one in the keychain now, after rotation) is on no disk.
        verifyNotOnDisk(refreshToken);
        verifyNotOnDisk(storedRefreshToken());
    }

    // Signing out in the window's settings holds at once, even when the dialog is then cancelled:
    // the next question no longer goes out with the sign-in (without an Azure CLI here, it cannot
    // go out at all, and says why).
    void signOutHoldsAtOnce()
    {
        qputenv("PATH", QByteArray("/nonexistent"));
        auto window = uitest::openWithSample(m_data);
        QVERIFY(window);
        window->findChild<QAction*>(QStringLiteral("settingsAction"))->trigger();
        SettingsDialog* dialog = nullptr;
        QTRY_VERIFY((dialog = window->findChild<SettingsDialog*>()) && dialog->isVisible());
        auto* status = child<QLabel>(*dialog, "signInStatus");
        QTRY_COMPARE(status->text(), QStringLiteral("Signed in as alice@contoso.example."));
        QTest::mouseClick(child<QPushButton>(*dialog, "signOutButton"), Qt::LeftButton);
        QTRY_VERIFY(status->text().startsWith(QStringLiteral("Not signed in")));
        QVERIFY(!child<QPushButton>(*dialog, "signOutButton")->isVisible());
        QCOMPARE(storedRefreshToken(), QString());
        QVERIFY(CredentialResolver::signedInAccount(QSettings(), entra()).isEmpty());
        QTest::mouseClick(child<QPushButton>(*dialog, "cancelButton"), Qt::LeftButton);

        const qsizetype before = m_server->requests().size();
        uitest::ask(*window, QStringLiteral("How many vacation days do I get per year?"));
        QTRY_VERIFY_WITH_TIMEOUT(!uitest::outcomeText(*window).isEmpty(), uitest::timeoutMs);
        QVERIFY2(uitest::outcomeText(*window).contains(QStringLiteral("Azure CLI")),
                 qPrintable(uitest::outcomeText(*window)));
        for (qsizetype i = before; i < m_server->requests().size(); ++i)
            QVERIFY(!m_server->requests().at(i).path.startsWith(QStringLiteral("/openai/")));
        qputenv("PATH", m_path);
    }
};

QTEST_MAIN(TestEntraSignIn)
#include "tst_entrasignin.moc"
